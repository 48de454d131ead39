import Localization
import QuizCore
import Terminal

/// What a key does on the question screen.
enum QuestionAction: Hashable, Sendable {
  case focusNext, focusPrevious, moveFocus, press
  case scrollPage(down: Bool)
  case scrollLine(down: Bool)
  case control(Control)
  case leave, details, help
  /// Enter in a text field: the next field, or Check once the answer is complete.
  case fieldEnter
  /// Esc while typing: a text field lets go of the focus; tiles take the next key as a command.
  case stopTyping
  /// Backspace over tiles: the last tile placed goes back.
  case takeBackTile
  /// A review session's last answer is taken back (its question shown again unanswered).
  case undo
  /// A review session's checked answer is rated by the player: 1 Again … 4 Easy.
  case rate(Int)
}

/// The keys of the question screen: the controller dispatches through this table, and the
/// footer and the help overlay are drawn from it.
enum QuestionKeys {
  typealias Binding = KeyBinding<QuestionAction>

  /// Every mode: keys that never type.
  private static let all: Set<InputMode> = [.commands, .text, .tiles]

  static var table: [Binding] {
    [
      Binding(
        chords: [chord(.tab)], label: tr("Tab, Shift-Tab", context: "keys"),
        help: tr("move the focus, stopping once on a list of choices"),
        footer: (tr("Tab move", context: "footer"), 20), modes: all, action: .focusNext),
      Binding(chords: [chord(.backTab)], label: "", help: "", modes: all, action: .focusPrevious),
      Binding(
        chords: [chord(.left), chord(.right), chord(.up), chord(.down)],
        label: tr("arrows", context: "keys"),
        help: tr("move the focus on screen (among choices, over tiles)"),
        modes: [.commands, .tiles],
        action: .moveFocus),
      Binding(
        chords: [chord(.up), chord(.down)], label: "", help: "", modes: [.text],
        action: .moveFocus),
      Binding(
        chords: [chord(.enter)], label: tr("Enter (in a field)", context: "keys"),
        help: tr("the next field; in the last one, check a complete answer"),
        footer: (tr("Enter check", context: "footer"), 80),
        modes: [.text], action: .fieldEnter),
      Binding(
        chords: [chord(.enter), chord(" ")], label: tr("Enter, Space", context: "keys"),
        help: tr("press what has the focus"),
        footer: (tr("Enter press", context: "footer"), 60), modes: [.commands, .tiles],
        action: .press),
      Binding(
        chords: [chord(.escape)], label: tr("Esc (typing)", context: "keys"),
        help: tr("a field: stop typing; tiles: the next key is a command"),
        footer: (tr("Esc: commands", context: "footer"), 90), modes: [.text, .tiles],
        action: .stopTyping),
      Binding(
        chords: [chord(.backspace)], label: tr("Backspace (tiles)", context: "keys"),
        help: tr("take back the last tile placed"),
        modes: [.tiles], action: .takeBackTile),
      Binding(
        chords: [chord(.pageDown)], label: tr("Page Down, Page Up", context: "keys"),
        help: tr("scroll the question a page"),
        modes: all, action: .scrollPage(down: true)),
      Binding(
        chords: [chord(.pageUp)], label: "", help: "", modes: all, action: .scrollPage(down: false)),
      Binding(
        chords: [chord("j")], label: "j, k", help: tr("scroll the question a line"),
        action: .scrollLine(down: true)),
      Binding(chords: [chord("k")], label: "", help: "", action: .scrollLine(down: false)),
      Binding(
        chords: [chord("h")], label: "h", help: tr("hint (when the question has one)"),
        footer: (tr("h hint", context: "footer"), 55), action: .control(.hint)),
      Binding(
        chords: [chord("c")], label: "c", help: tr("check the answer"),
        footer: (tr("c check", context: "footer"), 58),
        action: .control(.check)),
      Binding(
        chords: [chord("a")], label: "a", help: tr("show or hide the analysis"),
        footer: (tr("a analysis", context: "footer"), 40), action: .control(.analysis)),
      Binding(
        chords: [chord("n")], label: "n, p", help: tr("next / previous question"),
        footer: (tr("n/p next/prev", context: "footer"), 50), action: .control(.next)),
      Binding(chords: [chord("p")], label: "", help: "", action: .control(.previous)),
      Binding(
        chords: [chord("b")], label: "b", help: tr("big picture (any key shrinks it back)"),
        footer: (tr("b picture", context: "footer"), 30), action: .control(.picture)),
      Binding(
        chords: [chord("f")], label: "f", help: tr("finish the game and see the result"),
        action: .control(.finish)),
      Binding(
        chords: [chord("u")], label: "u",
        help: tr("undo the last answer: its question is asked again, as if never answered"),
        footer: (tr("u undo", context: "footer"), 45), action: .undo),
      Binding(
        chords: [chord("1")], label: "1–4",
        help: tr("rate the checked answer yourself: 1 Again, 2 Hard, 3 Good, 4 Easy"),
        footer: (tr("1–4 rate", context: "footer"), 47), action: .rate(1)),
      Binding(chords: [chord("2")], label: "", help: "", action: .rate(2)),
      Binding(chords: [chord("3")], label: "", help: "", action: .rate(3)),
      Binding(chords: [chord("4")], label: "", help: "", action: .rate(4)),
      Binding(
        chords: [chord("q"), chord(.escape)], label: tr("q, Esc", context: "keys"),
        help: tr("leave the game (asks first)"),
        footer: (tr("q quit", context: "footer"), 85), action: .leave),
      Binding(
        chords: [chord("!")], label: "!", help: tr("the whole text of the last message or error"),
        action: .details),
      Binding(
        chords: [chord("?"), chord(.function(1))], label: "?, F1", help: tr("this help"),
        footer: (tr("? help", context: "footer"), Int.max), action: .help),
      Binding(
        chords: [chord(.function(1))], label: "", help: "",
        footer: (tr("F1 help", context: "footer"), Int.max),
        modes: [.text, .tiles], action: .help),
    ]
  }

  /// What a line of the help needs on the question to be shown: `letters`, a choice
  /// labelled with a letter (none when the choices are numbered `123`, or not labelled).
  enum Need: Hashable, Sendable { case always, typing, fields, tiles, choices, letters, textarea }

  /// What the help says besides the table: choices, typing, modes, the mouse.
  static var notes: [(keys: String, does: String, need: Need)] {
    [
      (
        "1–9", tr("pick the choice with that number, else by its place"), .choices
      ),
      ("A–Z", tr("pick the choice with that letter (A picks a. too)"), .letters),
      (tr("a character", context: "keys"), tr("pick the tile showing it"), .tiles),
      (tr("a character", context: "keys"), tr("type it into the field"), .fields),
      (
        tr("Alt-key", context: "keys"),
        tr("over tiles or in a field: the command of the key (Alt-h hint)"), .typing
      ),
      (
        tr("Esc, then a key", context: "keys"),
        tr("the command of the key (in a field Alt-B/F/D edit words)"), .typing
      ),
      (
        tr("←/→, Home/End", context: "keys"),
        tr("in a field: one character, the start or end (Ctrl-A/E too)"), .fields
      ),
      (
        tr("Alt-B/F", context: "keys"), tr("in a field: a word back or forward (Ctrl-←/→ too)"),
        .fields
      ),
      (
        tr("Ctrl-W, Alt-D", context: "keys"),
        tr("in a field: delete the word before or after the caret"), .fields
      ),
      (
        tr("Ctrl-U/K", context: "keys"),
        tr("in a field: delete to the start or to the end of the line"), .fields
      ),
      (
        tr("Backspace, Del", context: "keys"),
        tr("in a field: delete the character before or under the caret"), .fields
      ),
      (
        tr("Enter (text area)", context: "keys"), tr("a new line; Tab or Esc leaves the text area"),
        .textarea
      ),
      (tr("Ctrl-R", context: "keys"), tr("read plugins and game data again, play on"), .always),
      (tr("Ctrl-C", context: "keys"), tr("save and quit"), .always),
      (
        tr("click", context: "keys"), tr("press a tile, slot, choice, field, item or button"),
        .always
      ),
      (tr("wheel", context: "keys"), tr("scroll the question"), .always),
    ]
  }

  /// The help of the question screen for `view`: the keys that apply to it, from the table,
  /// then the notes.
  static func helpRows(view: SessionView, ui: QuestionUI) -> [(keys: String, does: String)] {
    var has: Set<Need> = [.always]
    for widget in view.widgets {
      switch widget {
      case .inputs: has.insert(.fields)
      case .textarea: has.formUnion([.fields, .textarea])
      case .tiles: has.insert(.tiles)
      case .choices(let list):
        has.insert(.choices)
        if hasLetterLabels(list) { has.insert(.letters) }
      default: break
      }
    }
    let typing = has.contains(.fields) || has.contains(.tiles)
    if typing { has.insert(.typing) }
    let table = applicable(view, ui: ui).filter { binding in
      if binding.modes == [.text] { return has.contains(.fields) }
      if binding.modes == [.tiles] { return has.contains(.tiles) }
      if !binding.modes.contains(.commands) { return typing }
      return true
    }
    return Binding.helpRows(table)
      + notes.filter { has.contains($0.need) }.map { ($0.keys, $0.does) }
  }

  /// The table without the keys of controls the question does not have (picture, hint), worded
  /// for what the keys do here: Enter in a text area breaks the line, `c` in a mock exam hands in.
  private static func applicable(_ view: SessionView, ui: QuestionUI) -> [Binding] {
    let picture = QuestionScreen.hasPicture(view)
    let inTextArea: Bool
    if case .field(let widget, _)? = ui.focus {
      inTextArea = isTextArea(widget, in: view)
    } else {
      inTextArea = false
    }
    // A final answer takes neither a check nor a hint: the footer does not offer them.
    let open = !view.answerLocked
    return table.filter { binding in
      (picture || binding.action != .control(.picture))
        && (ui.review || binding.action != .undo)
        && (ui.review && view.verdict != nil || !isRating(binding.action))
        && (view.hintCost != nil && open || binding.action != .control(.hint))
        && (open || binding.action != .control(.check))
    }.map { binding in
      var binding = binding
      if binding.action == .fieldEnter, inTextArea {
        binding.footer = (tr("Enter new line", context: "footer"), 80)
      }
      if binding.action == .control(.check), view.revealsAtEnd {
        binding.help = tr("hand in the answer (marked when the exam ends)")
        binding.footer = (tr("c hand in", context: "footer"), 58)
      }
      return binding
    }
  }

  /// Whether `action` rates the answer.
  static func isRating(_ action: QuestionAction) -> Bool {
    if case .rate = action { return true }
    return false
  }

  /// The rating a digit key gives in a review session once the answer is checked (before a
  /// digit picks a choice: changing a wrong answer takes a choice's letter or the arrows).
  static func rating(_ char: Character, view: SessionView, ui: QuestionUI) -> Int? {
    guard ui.review, view.verdict != nil, let grade = char.wholeNumberValue, (1...4).contains(grade)
    else { return nil }
    return grade
  }

  /// The key of the choice of `list` that a typed digit or capital letter picks: the choice
  /// labelled with it (`A` picks "a." too: lower-case letters are commands), else, for a digit
  /// in a list not numbered, the choice at that place (1 the first shown); nil when none. So
  /// with `123` a digit picks the number shown (after a hint ruled one out too) and a capital
  /// letter nothing; with `iii` a capital I, V or X picks the choice labelled so and a digit
  /// picks by place; with `none`, and in a matching question ("1A."), a digit by place only.
  static func choice(_ char: Character, in list: Widget.Choices) -> String? {
    let choices = list.choices
    guard let digit = char.wholeNumberValue else {
      guard char.isUppercase else { return nil }
      return choices.first { $0.shownLabel.uppercased() == String(char) }?.key
    }
    if let labelled = choices.first(where: { $0.shownLabel == String(digit) }) {
      return labelled.key
    }
    guard !isNumbered(list), digit >= 1, digit <= choices.count else { return nil }
    return choices[digit - 1].key
  }

  /// Whether every choice of `list` is labelled with a number (`123`): digits then pick by
  /// the number shown, never by place.
  static func isNumbered(_ list: Widget.Choices) -> Bool {
    list.choices.allSatisfy { choice in
      !choice.shownLabel.isEmpty && choice.shownLabel.allSatisfy { $0.isASCII && $0.isNumber }
    }
  }

  /// Whether some choice of `list` is labelled with one letter, which a capital letter picks.
  static func hasLetterLabels(_ list: Widget.Choices) -> Bool {
    list.choices.contains { choice in
      choice.shownLabel.count == 1 && choice.shownLabel.first?.isLetter == true
    }
  }

  /// Whether the widget `id` of `view` is a text area (Enter breaks its lines).
  static func isTextArea(_ id: String, in view: SessionView) -> Bool {
    view.widgets.contains { widget in
      if case .textarea(let area) = widget { return area.id == id }
      return false
    }
  }

  /// Where printable keys go: a focused text field, else the tiles while one can be picked
  /// (unless Esc asked for a command), else commands; always commands once the answer can no
  /// longer change (its fields are read-only).
  static func mode(view: SessionView, ui: QuestionUI) -> InputMode {
    guard !view.answerLocked else { return .commands }
    if case .field? = ui.focus { return .text }
    guard !ui.commandNext else { return .commands }
    let tilesToPick = view.widgets.contains { widget in
      if case .tiles(let tiles) = widget { return tiles.tiles.contains { !$0.hidden } }
      return false
    }
    return tilesToPick ? .tiles : .commands
  }

  /// The footer text for `view` and the focus of `ui` that fits in `width` columns.
  static func footer(view: SessionView, ui: QuestionUI, width: Int) -> String {
    Binding.footer(applicable(view, ui: ui), mode: mode(view: view, ui: ui), width: width)
  }
}
