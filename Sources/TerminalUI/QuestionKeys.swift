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
}

/// The keys of the question screen: the controller dispatches through this table, and the
/// footer and the help overlay are drawn from it.
enum QuestionKeys {
  typealias Binding = KeyBinding<QuestionAction>

  /// Every mode: keys that never type.
  private static let all: Set<InputMode> = [.commands, .text, .tiles]

  static let table: [Binding] = [
    Binding(
      chords: [chord(.tab)], label: "Tab, Shift-Tab", help: "move the focus in reading order",
      footer: ("Tab move", 20), modes: all, action: .focusNext),
    Binding(chords: [chord(.backTab)], label: "", help: "", modes: all, action: .focusPrevious),
    Binding(
      chords: [chord(.left), chord(.right), chord(.up), chord(.down)], label: "arrows",
      help: "move the focus on screen (through the tile grid too)", modes: [.commands, .tiles],
      action: .moveFocus),
    Binding(
      chords: [chord(.up), chord(.down)], label: "", help: "", modes: [.text],
      action: .moveFocus),
    Binding(
      chords: [chord(.enter)], label: "Enter (in a field)",
      help: "the next field; in the last one, check a complete answer", footer: ("Enter check", 80),
      modes: [.text], action: .fieldEnter),
    Binding(
      chords: [chord(.enter), chord(" ")], label: "Enter, Space", help: "press what has the focus",
      footer: ("Enter press", 60), modes: [.commands, .tiles], action: .press),
    Binding(
      chords: [chord(.escape)], label: "Esc (typing)",
      help: "a field: stop typing; tiles: the next key is a command",
      footer: ("Esc: commands", 90), modes: [.text, .tiles], action: .stopTyping),
    Binding(
      chords: [chord(.backspace)], label: "Backspace (tiles)",
      help: "take back the last tile placed",
      modes: [.tiles], action: .takeBackTile),
    Binding(
      chords: [chord(.pageDown)], label: "Page Down, Page Up", help: "scroll the question a page",
      modes: all, action: .scrollPage(down: true)),
    Binding(
      chords: [chord(.pageUp)], label: "", help: "", modes: all, action: .scrollPage(down: false)),
    Binding(
      chords: [chord("j")], label: "j, k", help: "scroll the question a line",
      action: .scrollLine(down: true)),
    Binding(chords: [chord("k")], label: "", help: "", action: .scrollLine(down: false)),
    Binding(
      chords: [chord("h")], label: "h", help: "hint (when the question has one)",
      footer: ("h hint", 55), action: .control(.hint)),
    Binding(
      chords: [chord("c")], label: "c", help: "check the answer", footer: ("c check", 58),
      action: .control(.check)),
    Binding(
      chords: [chord("a")], label: "a", help: "show or hide the analysis",
      footer: ("a analysis", 40), action: .control(.analysis)),
    Binding(
      chords: [chord("n")], label: "n, p", help: "next / previous question",
      footer: ("n/p next/prev", 50), action: .control(.next)),
    Binding(chords: [chord("p")], label: "", help: "", action: .control(.previous)),
    Binding(
      chords: [chord("b")], label: "b", help: "big picture (any key shrinks it back)",
      footer: ("b picture", 30), action: .control(.picture)),
    Binding(
      chords: [chord("f")], label: "f", help: "finish the game and see the result",
      action: .control(.finish)),
    Binding(
      chords: [chord("q"), chord(.escape)], label: "q, Esc", help: "leave the game (asks first)",
      footer: ("q quit", 85), action: .leave),
    Binding(
      chords: [chord("!")], label: "!", help: "the whole text of the last message or error",
      action: .details),
    Binding(
      chords: [chord("?"), chord(.function(1))], label: "?, F1", help: "this help",
      footer: ("? help", Int.max), action: .help),
    Binding(
      chords: [chord(.function(1))], label: "", help: "", footer: ("F1 help", Int.max),
      modes: [.text, .tiles], action: .help),
  ]

  /// What a line of the help needs on the question to be shown.
  enum Need: Hashable, Sendable { case always, typing, fields, tiles, choices, textarea }

  /// What the help says besides the table: choices, typing, modes, the mouse.
  static let notes: [(keys: String, does: String, need: Need)] = [
    ("1–9, A–Z", "pick a choice by its place or its capital key", .choices),
    ("a character", "pick the tile showing it", .tiles),
    ("a character", "type it into the field", .fields),
    ("Alt-key", "over tiles or in a field: the command of the key (Alt-h hint)", .typing),
    ("Esc, then a key", "the command of the key (in a field Alt-B/F/D edit words)", .typing),
    ("←/→, Home/End", "in a field: one character, the start or end (Ctrl-A/E too)", .fields),
    ("Alt-B/F", "in a field: a word back or forward (Ctrl-←/→ too)", .fields),
    ("Ctrl-W, Alt-D", "in a field: delete the word before or after the caret", .fields),
    ("Ctrl-U/K", "in a field: delete to the start or to the end of the line", .fields),
    ("Backspace, Del", "in a field: delete the character before or under the caret", .fields),
    ("Enter (text area)", "a new line; Tab or Esc leaves the text area", .textarea),
    ("Ctrl-R", "read plugins and game data again, play on", .always),
    ("Ctrl-C", "save and quit", .always),
    ("click", "press a tile, slot, choice, field, item or button", .always),
    ("wheel", "scroll the question", .always),
  ]

  /// The help of the question screen for `view`: the keys that apply to it, from the table,
  /// then the notes.
  static func helpRows(view: SessionView, ui: QuestionUI) -> [(keys: String, does: String)] {
    var has: Set<Need> = [.always]
    for widget in view.widgets {
      switch widget {
      case .inputs: has.insert(.fields)
      case .textarea: has.formUnion([.fields, .textarea])
      case .tiles: has.insert(.tiles)
      case .choices: has.insert(.choices)
      default: break
      }
    }
    let typing = has.contains(.fields) || has.contains(.tiles)
    if typing { has.insert(.typing) }
    let table = applicable(view).filter { binding in
      if binding.modes == [.text] { return has.contains(.fields) }
      if binding.modes == [.tiles] { return has.contains(.tiles) }
      if !binding.modes.contains(.commands) { return typing }
      return true
    }
    return Binding.helpRows(table)
      + notes.filter { has.contains($0.need) }.map { ($0.keys, $0.does) }
  }

  /// The table without the keys of controls the question does not have (picture, hint).
  private static func applicable(_ view: SessionView) -> [Binding] {
    let picture = QuestionScreen.hasPicture(view)
    return table.filter { binding in
      (picture || binding.action != .control(.picture))
        && (view.hintCost != nil || binding.action != .control(.hint))
    }
  }

  /// Where printable keys go: a focused text field, else the tiles while one can be picked
  /// (unless Esc asked for a command), else commands.
  static func mode(view: SessionView, ui: QuestionUI) -> InputMode {
    if case .field? = ui.focus { return .text }
    guard !ui.commandNext else { return .commands }
    let tilesToPick = view.widgets.contains { widget in
      if case .tiles(let tiles) = widget { return tiles.tiles.contains { !$0.hidden } }
      return false
    }
    return tilesToPick ? .tiles : .commands
  }

  /// The footer text for `view` in `mode` that fits in `width` columns.
  static func footer(view: SessionView, mode: InputMode, width: Int) -> String {
    Binding.footer(applicable(view), mode: mode, width: width)
  }
}
