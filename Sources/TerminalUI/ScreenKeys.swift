import Terminal

/// What a key does in the launcher.
enum LauncherAction: Hashable, Sendable {
  case left, right, up, down, play, toggleMod, reload, quit, details, help, stats, profiles
}

/// What a key does on the Stats screen.
enum StatsAction: Hashable, Sendable {
  case scrollDown, scrollUp, pageDown, pageUp, back, help
}

/// What a key does in the profile choice.
enum ProfileAction: Hashable, Sendable {
  case up, down, choose, create, back, help
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
private func helpBinding<Action>(_ action: Action) -> KeyBinding<Action> {
  KeyBinding(
    chords: [chord("?"), chord(.function(1))], label: "?, F1", help: "this help",
    footer: ("? help", Int.max), action: action)
}

/// The keys of the launcher: dispatched, drawn in the footer and in the help from here.
enum LauncherKeys {
  typealias Binding = KeyBinding<LauncherAction>

  static let table: [Binding] = [
    Binding(
      chords: [chord(.left), chord(.backTab)], label: "arrows, Tab",
      help: "choose a game", footer: ("arrows move", 50), action: .left),
    Binding(chords: [chord(.right), chord(.tab)], label: "", help: "", action: .right),
    Binding(chords: [chord(.up)], label: "", help: "", action: .up),
    Binding(chords: [chord(.down)], label: "", help: "", action: .down),
    Binding(
      chords: [chord(.enter), chord(" ")], label: "Enter, Space",
      help: "play the game (resume it when saved), or enable its mod",
      footer: ("Enter play", 80), action: .play),
    Binding(
      chords: [chord("s")], label: "s",
      help: "the statistics of the chosen game (of every game on another card)",
      footer: ("s stats", 60), action: .stats),
    Binding(
      chords: [chord("p")], label: "p", help: "choose or create a profile",
      footer: ("p profile", 55), action: .profiles),
    Binding(
      chords: [chord("e")], label: "e", help: "enable or disable the mod of the game",
      footer: ("e enable/disable mod", 20), action: .toggleMod),
    Binding(
      chords: [chord("r")], label: "r", help: "read games and plugins again",
      footer: ("r reload", 30), action: .reload),
    Binding(
      chords: [chord("!")], label: "!", help: "the whole message, or why a game is broken",
      action: .details),
    Binding(
      chords: [chord("q"), chord(.escape)], label: "q, Esc", help: "quit Trivium",
      footer: ("q quit", 90), action: .quit),
    helpBinding(.help),
  ]

  /// The help of the launcher: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      ("click", "a card: choose it; the chosen card: play it"),
      ("Ctrl-C", "quit"),
    ]
  }
}

/// The keys of the result screen.
enum ResultKeys {
  typealias Binding = KeyBinding<ResultAction>

  static let table: [Binding] = [
    Binding(
      chords: [chord(.left), chord(.backTab)], label: "←/→, Tab",
      help: "choose a button", footer: ("←/→ choose", 40), action: .previousButton),
    Binding(chords: [chord(.right), chord(.tab)], label: "", help: "", action: .nextButton),
    Binding(
      chords: [chord(.down), chord("j")], label: "↓/↑, j/k", help: "scroll the questions",
      footer: ("j/k PgUp/PgDn scroll", 70), action: .scrollDown),
    Binding(chords: [chord(.up), chord("k")], label: "", help: "", action: .scrollUp),
    Binding(
      chords: [chord(.pageDown)], label: "PgDn/PgUp", help: "scroll a page", action: .pageDown),
    Binding(chords: [chord(.pageUp)], label: "", help: "", action: .pageUp),
    Binding(
      chords: [chord(.enter), chord(" ")], label: "Enter, Space", help: "press the button",
      footer: ("Enter press", 60), action: .press),
    Binding(
      chords: [chord("r")], label: "r", help: "play the questions not right again",
      footer: ("r retry wrong", 50), action: .retry),
    Binding(
      chords: [chord("q"), chord(.escape)], label: "q, Esc", help: "back to the games",
      footer: ("q back to games", 80), action: .menu),
    helpBinding(.help),
  ]

  /// The help of the result screen: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      ("click", "press a button"), ("wheel", "scroll the questions"), ("Ctrl-C", "quit"),
    ]
  }
}

/// The keys of the Stats screen.
enum StatsKeys {
  typealias Binding = KeyBinding<StatsAction>

  static let table: [Binding] = [
    Binding(
      chords: [chord(.down), chord("j")], label: "↓/↑, j/k", help: "scroll",
      footer: ("j/k PgUp/PgDn scroll", 70), action: .scrollDown),
    Binding(chords: [chord(.up), chord("k")], label: "", help: "", action: .scrollUp),
    Binding(
      chords: [chord(.pageDown), chord(" ")], label: "PgDn/PgUp, Space", help: "scroll a page",
      action: .pageDown),
    Binding(chords: [chord(.pageUp)], label: "", help: "", action: .pageUp),
    Binding(
      chords: [chord("q"), chord(.escape), chord(.enter)], label: "q, Esc, Enter",
      help: "back to the games", footer: ("q back to games", 80), action: .back),
    helpBinding(.help),
  ]

  /// The help of the Stats screen: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [("wheel", "scroll"), ("Ctrl-C", "quit")]
  }
}

/// The keys of the profile choice (while a new name is typed, the keys edit it: Enter
/// creates, Esc stops).
enum ProfileKeys {
  typealias Binding = KeyBinding<ProfileAction>

  static let table: [Binding] = [
    Binding(
      chords: [chord(.up), chord(.backTab)], label: "↑/↓, Tab", help: "choose a profile",
      footer: ("↑/↓ choose", 40), action: .up),
    Binding(chords: [chord(.down), chord(.tab)], label: "", help: "", action: .down),
    Binding(
      chords: [chord(.enter), chord(" ")], label: "Enter, Space",
      help: "play as this profile; on New profile, type its name (Enter creates it)",
      footer: ("Enter choose", 80), action: .choose),
    Binding(
      chords: [chord("n")], label: "n", help: "type the name of a new profile",
      footer: ("n new", 60), action: .create),
    Binding(
      chords: [chord("q"), chord(.escape)], label: "q, Esc", help: "back to the games",
      footer: ("q back", 70), action: .back),
    helpBinding(.help),
  ]

  /// The help of the profile choice: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      ("typing a name", "Enter creates the profile, Esc stops; the usual editing keys"),
      ("click", "a row: choose it"), ("Ctrl-C", "quit"),
    ]
  }
}

/// The keys of a popup with buttons (the game's and the front's own).
enum PopupKeys {
  typealias Binding = KeyBinding<PopupAction>

  static let table: [Binding] = [
    Binding(
      chords: [chord(.left), chord(.up), chord(.backTab)], label: "arrows, Tab",
      help: "choose a button", footer: ("Tab choose", 20), action: .previousButton),
    Binding(
      chords: [chord(.right), chord(.down), chord(.tab)], label: "", help: "",
      action: .nextButton),
    Binding(
      chords: [chord(.enter), chord(" ")], label: "Enter, Space", help: "press the button",
      footer: ("Enter press", 60), action: .press),
    Binding(
      chords: [chord(.escape)], label: "Esc", help: "close the popup (as Cancel or Keep playing)",
      footer: ("Esc close", 40), action: .close),
    helpBinding(.help),
  ]

  /// The footer while a popup is open: its keys, not the question's mode, since every key
  /// goes to the popup.
  static func footer(width: Int) -> String {
    Binding.footer(table, mode: nil, width: width)
  }

  /// The help of a popup: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      ("click", "a button: press it; outside the box: close the popup"), ("Ctrl-C", "quit"),
    ]
  }
}
