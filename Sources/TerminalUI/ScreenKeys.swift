import Localization
import Terminal

/// What a key does in the launcher.
enum LauncherAction: Hashable, Sendable {
  case left, right, up, down, play, toggleMod, reload, quit, details, help, stats, profiles
  case find, nextGroup, previousGroup, about, browse, mockExam
}

/// What a key does in a game's details.
enum DetailsAction: Hashable, Sendable {
  case play, back, scrollDown, scrollUp, pageDown, pageUp, help, mockExam
}

/// What a key does on the Stats screen.
enum StatsAction: Hashable, Sendable {
  case scrollDown, scrollUp, pageDown, pageUp, items, back, help
}

/// What a key does in the profile choice.
enum ProfileAction: Hashable, Sendable {
  case up, down, choose, create, language, review, weights, back, help
}

/// What a key does on the result screen.
enum ResultAction: Hashable, Sendable {
  case previousButton, nextButton, scrollDown, scrollUp, pageDown, pageUp, press, retry, menu, help
}

/// What a key does in a popup with buttons.
enum PopupAction: Hashable, Sendable {
  case previousButton, nextButton, press, close, help
}

/// The key that opens the help on every screen, always kept in the footer.
func helpBinding<Action>(_ action: Action) -> KeyBinding<Action> {
  KeyBinding(
    chords: [chord("?"), chord(.function(1))], label: "?, F1", help: tr("this help"),
    footer: (tr("? help", context: "footer"), Int.max), action: action)
}

/// The key that starts a mock exam of the chosen game, in the launcher and a game's details.
func mockExamBinding<Action>(_ action: Action) -> KeyBinding<Action> {
  KeyBinding(
    chords: [chord("m")], label: "m",
    help: tr("a mock exam of the game: timed, every verdict at the end"),
    footer: (tr("m mock exam", context: "footer"), 40), action: action)
}

/// The keys of the launcher: dispatched, drawn in the footer and in the help from here.
enum LauncherKeys {
  typealias Binding = KeyBinding<LauncherAction>

  static var table: [Binding] {
    [
      Binding(
        chords: [chord(.left), chord(.backTab)], label: tr("arrows, Tab", context: "keys"),
        help: tr("choose a game"), footer: (tr("arrows move", context: "footer"), 50), action: .left
      ),
      Binding(chords: [chord(.right), chord(.tab)], label: "", help: "", action: .right),
      Binding(chords: [chord(.up)], label: "", help: "", action: .up),
      Binding(chords: [chord(.down)], label: "", help: "", action: .down),
      Binding(
        chords: [chord("/")], label: "/",
        help: tr("find a game by its name, in any of its languages"),
        footer: (tr("/ find", context: "footer"), 85), action: .find),
      Binding(
        chords: [chord(.pageDown)], label: tr("PgDn, PgUp", context: "keys"),
        help: tr("the next or previous group of games"), action: .nextGroup),
      Binding(chords: [chord(.pageUp)], label: "", help: "", action: .previousGroup),
      Binding(
        chords: [chord(.enter), chord(" ")], label: tr("Enter, Space", context: "keys"),
        help: tr("play the game (resume it when saved), or enable its mod"),
        footer: (tr("Enter play", context: "footer"), 80), action: .play),
      Binding(
        chords: [chord("i")], label: "i",
        help: tr("about the chosen game: its languages, questions and sources"),
        footer: (tr("i about", context: "footer"), 70), action: .about),
      mockExamBinding(.mockExam),
      Binding(
        chords: [chord("s")], label: "s",
        help: tr("the statistics of the chosen game (of every game on another card)"),
        footer: (tr("s stats", context: "footer"), 60), action: .stats),
      Binding(
        chords: [chord("b")], label: "b",
        help: tr("browse every question: search, suspend, bury, reset, see its history"),
        footer: (tr("b browse", context: "footer"), 45), action: .browse),
      Binding(
        chords: [chord("p")], label: "p", help: tr("choose or create a profile"),
        footer: (tr("p profile", context: "footer"), 55), action: .profiles),
      Binding(
        chords: [chord("e")], label: "e", help: tr("enable or disable the mod of the game"),
        footer: (tr("e enable/disable mod", context: "footer"), 20), action: .toggleMod),
      Binding(
        chords: [chord("r")], label: "r", help: tr("read games and plugins again"),
        footer: (tr("r reload", context: "footer"), 30), action: .reload),
      Binding(
        chords: [chord("!")], label: "!", help: tr("the whole message, or why a game is broken"),
        action: .details),
      Binding(
        chords: [chord("q"), chord(.escape)], label: tr("q, Esc", context: "keys"),
        help: tr("quit Trivium"),
        footer: (tr("q quit", context: "footer"), 90), action: .quit),
      helpBinding(.help),
    ]
  }

  /// The help of the launcher: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      (tr("click", context: "keys"), tr("a card: choose it; the chosen card: play it")),
      (tr("right click", context: "keys"), tr("a card: about the game")),
      (tr("Ctrl-C", context: "keys"), tr("quit")),
    ]
  }
}

/// The keys of a game's details.
enum DetailsKeys {
  typealias Binding = KeyBinding<DetailsAction>

  static var table: [Binding] {
    [
      Binding(
        chords: [chord(.enter), chord(" ")], label: tr("Enter, Space", context: "keys"),
        help: tr("play the game (resume it when saved), or enable its mod"),
        footer: (tr("Enter play", context: "footer"), 80), action: .play),
      mockExamBinding(.mockExam),
      Binding(
        chords: [chord(.down), chord("j")], label: "↓/↑, j/k", help: tr("scroll"),
        footer: (tr("j/k PgUp/PgDn scroll", context: "footer"), 50),
        action: .scrollDown),
      Binding(chords: [chord(.up), chord("k")], label: "", help: "", action: .scrollUp),
      Binding(
        chords: [chord(.pageDown)], label: tr("PgDn/PgUp", context: "keys"),
        help: tr("scroll a page"), action: .pageDown),
      Binding(chords: [chord(.pageUp)], label: "", help: "", action: .pageUp),
      Binding(
        chords: [chord("q"), chord(.escape), chord("i"), chord(.backspace)],
        label: tr("q, Esc, i", context: "keys"),
        help: tr("back to the games"), footer: (tr("q back", context: "footer"), 70),
        action: .back),
      helpBinding(.help),
    ]
  }

  /// The help of a game's details: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      (tr("click", context: "keys"), tr("press a button")),
      (tr("wheel", context: "keys"), tr("scroll")),
      (tr("Ctrl-C", context: "keys"), tr("quit")),
    ]
  }
}

/// The keys of the result screen.
enum ResultKeys {
  typealias Binding = KeyBinding<ResultAction>

  static var table: [Binding] {
    [
      Binding(
        chords: [chord(.left), chord(.backTab)], label: tr("←/→, Tab", context: "keys"),
        help: tr("choose a button"), footer: (tr("←/→ choose", context: "footer"), 40),
        action: .previousButton),
      Binding(chords: [chord(.right), chord(.tab)], label: "", help: "", action: .nextButton),
      Binding(
        chords: [chord(.down), chord("j")], label: "↓/↑, j/k", help: tr("scroll the questions"),
        footer: (tr("j/k PgUp/PgDn scroll", context: "footer"), 70), action: .scrollDown),
      Binding(chords: [chord(.up), chord("k")], label: "", help: "", action: .scrollUp),
      Binding(
        chords: [chord(.pageDown)], label: tr("PgDn/PgUp", context: "keys"),
        help: tr("scroll a page"), action: .pageDown),
      Binding(chords: [chord(.pageUp)], label: "", help: "", action: .pageUp),
      Binding(
        chords: [chord(.enter), chord(" ")], label: tr("Enter, Space", context: "keys"),
        help: tr("press the button"),
        footer: (tr("Enter press", context: "footer"), 60), action: .press),
      Binding(
        chords: [chord("r")], label: "r", help: tr("play the questions not right again"),
        footer: (tr("r retry missed", context: "footer"), 50), action: .retry),
      Binding(
        chords: [chord("q"), chord(.escape)], label: tr("q, Esc", context: "keys"),
        help: tr("back to the games"),
        footer: (tr("q back to games", context: "footer"), 80), action: .menu),
      helpBinding(.help),
    ]
  }

  /// The help of the result screen: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      (tr("click", context: "keys"), tr("press a button")),
      (tr("wheel", context: "keys"), tr("scroll the questions")),
      (tr("Ctrl-C", context: "keys"), tr("quit")),
    ]
  }
}

/// The keys of the Stats screen.
enum StatsKeys {
  typealias Binding = KeyBinding<StatsAction>

  static var table: [Binding] {
    [
      Binding(
        chords: [chord(.down), chord("j")], label: "↓/↑, j/k", help: tr("scroll"),
        footer: (tr("j/k PgUp/PgDn scroll", context: "footer"), 70), action: .scrollDown),
      Binding(chords: [chord(.up), chord("k")], label: "", help: "", action: .scrollUp),
      Binding(
        chords: [chord(.pageDown), chord(" ")], label: tr("PgDn/PgUp, Space", context: "keys"),
        help: tr("scroll a page"),
        action: .pageDown),
      Binding(chords: [chord(.pageUp)], label: "", help: "", action: .pageUp),
      Binding(
        chords: [chord("a")], label: "a",
        help: tr("item analysis of the game's questions (on a game's statistics)"),
        footer: (tr("a item analysis", context: "footer"), 60), action: .items),
      Binding(
        chords: [chord("q"), chord(.escape), chord(.enter)],
        label: tr("q, Esc, Enter", context: "keys"),
        help: tr("back to the games"), footer: (tr("q back to games", context: "footer"), 80),
        action: .back),
      helpBinding(.help),
    ]
  }

  /// The keys of the Stats screen of one game (`oneGame`) or of every game: item analysis
  /// is of one game.
  static func active(oneGame: Bool) -> [Binding] {
    table.filter { oneGame || $0.action != .items }
  }

  /// The help of the Stats screen: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      (tr("wheel", context: "keys"), tr("scroll")), (tr("Ctrl-C", context: "keys"), tr("quit")),
    ]
  }
}

/// The keys of the profile choice (while a new name is typed, the keys edit it: Enter
/// creates, Esc stops).
enum ProfileKeys {
  typealias Binding = KeyBinding<ProfileAction>

  static var table: [Binding] {
    [
      Binding(
        chords: [chord(.up), chord(.backTab)], label: tr("↑/↓, Tab", context: "keys"),
        help: tr("choose a profile"),
        footer: (tr("↑/↓ choose", context: "footer"), 40), action: .up),
      Binding(chords: [chord(.down), chord(.tab)], label: "", help: "", action: .down),
      Binding(
        chords: [chord(.enter), chord(" ")], label: tr("Enter, Space", context: "keys"),
        help: tr("play as this profile; on New profile, type its name (Enter creates it)"),
        footer: (tr("Enter choose", context: "footer"), 80), action: .choose),
      Binding(
        chords: [chord("n")], label: "n", help: tr("type the name of a new profile"),
        footer: (tr("n new", context: "footer"), 60), action: .create),
      Binding(
        chords: [chord("l")], label: "l",
        help: tr("the interface language of this profile: automatic, English, 简体中文"),
        footer: (tr("l language", context: "footer"), 50), action: .language),
      Binding(
        chords: [chord("r")], label: "r",
        help: tr(
          "edit this profile's review settings: new questions and reviews a day, relearning "
            + "steps, desired retention"),
        footer: (tr("r review settings", context: "footer"), 35), action: .review),
      Binding(
        chords: [chord("w")], label: "w",
        help: tr("this profile's FSRS weights: fit them to its review history, or the defaults"),
        footer: (tr("w weights", context: "footer"), 30), action: .weights),
      Binding(
        chords: [chord("q"), chord(.escape)], label: tr("q, Esc", context: "keys"),
        help: tr("back to the games"),
        footer: (tr("q back", context: "footer"), 70), action: .back),
      helpBinding(.help),
    ]
  }

  /// The help of the profile choice: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      (
        tr("typing a name", context: "keys"),
        tr("Enter creates the profile, Esc stops; the usual editing keys")
      ),
      (tr("click", context: "keys"), tr("a row: choose it")),
      (tr("Ctrl-C", context: "keys"), tr("quit")),
    ]
  }
}

/// The keys of a popup with buttons (the game's and the front's own).
enum PopupKeys {
  typealias Binding = KeyBinding<PopupAction>

  static var table: [Binding] {
    [
      Binding(
        chords: [chord(.left), chord(.up), chord(.backTab)],
        label: tr("arrows, Tab", context: "keys"),
        help: tr("choose a button"), footer: (tr("Tab choose", context: "footer"), 20),
        action: .previousButton),
      Binding(
        chords: [chord(.right), chord(.down), chord(.tab)], label: "", help: "",
        action: .nextButton),
      Binding(
        chords: [chord(.enter), chord(" ")], label: tr("Enter, Space", context: "keys"),
        help: tr("press the button"),
        footer: (tr("Enter press", context: "footer"), 60), action: .press),
      Binding(
        chords: [chord(.escape)], label: tr("Esc", context: "keys"),
        help: tr("close the popup (as Cancel or Keep playing)"),
        footer: (tr("Esc close", context: "footer"), 40), action: .close),
      helpBinding(.help),
    ]
  }

  /// The footer while a popup is open: its keys, not the question's mode, since every key
  /// goes to the popup.
  static func footer(width: Int) -> String {
    Binding.footer(table, mode: nil, width: width)
  }

  /// The help of a popup: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      (tr("click", context: "keys"), tr("a button: press it; outside the box: close the popup")),
      (tr("Ctrl-C", context: "keys"), tr("quit")),
    ]
  }
}
