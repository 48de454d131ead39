import Localization
import Terminal
import TextCells

/// A key with the modifiers that must be held (Shift is never required).
struct KeyChord: Hashable, Sendable {
  var key: Key
  var modifiers: Modifiers = []

  /// Whether a key pressed with `held` is this chord (Shift held or not).
  func matches(_ pressed: Key, _ held: Modifiers) -> Bool {
    pressed == key && held.subtracting(.shift) == modifiers
  }
}

/// Where the printable keys of the question screen go.
public enum InputMode: Hashable, Sendable {
  /// Letters are commands.
  case commands
  /// A text field has the focus: every printable key types into it.
  case text
  /// The question has tiles to pick: every printable key picks the tile that shows it.
  case tiles

  /// The footer's name of the mode.
  var label: String {
    switch self {
    case .commands: return tr("COMMANDS", context: "mode")
    case .text: return tr("TYPING", context: "mode")
    case .tiles: return tr("TILES", context: "mode")
    }
  }
}

/// One entry of a screen's key table: the keys, what the help and the footer say of them, and
/// the action the screen dispatches. Each screen dispatches its keys through its table and
/// draws its help and footer from the same table, so what they say is what the keys do.
struct KeyBinding<Action: Sendable>: Sendable {
  /// The keys that do it.
  var chords: [KeyChord]
  /// The keys as the help writes them ("Tab, Shift-Tab").
  var label: String
  /// What it does, for the help.
  var help: String
  /// The footer's short words and rank (the lowest-ranked go first when the row is narrow);
  /// nil when the footer leaves it out.
  var footer: (text: String, rank: Int)?
  /// The modes it works in as written (question screen; other screens have one mode).
  var modes: Set<InputMode> = [.commands]
  /// What the screen does.
  var action: Action

  /// The action of the first binding of `table` for a key in `mode`.
  static func action(
    in table: [KeyBinding], for key: Key, _ modifiers: Modifiers, mode: InputMode = .commands
  ) -> Action? {
    table.first { binding in
      binding.modes.contains(mode) && binding.chords.contains { $0.matches(key, modifiers) }
    }?.action
  }

  /// The help's rows for `table`: the keys, and what they do.
  static func helpRows(_ table: [KeyBinding]) -> [(keys: String, does: String)] {
    table.filter { !$0.label.isEmpty }.map { ($0.label, $0.help) }
  }

  /// The footer of `table` in `mode` that fits in `width` columns: the lowest-ranked keys are
  /// left out whole, never the mode nor the help key (rank `Int.max`).
  static func footer(_ table: [KeyBinding], mode: InputMode?, width: Int) -> String {
    let keys = table.filter { $0.modes.contains(mode ?? .commands) }.compactMap(\.footer)
    var kept = Set(keys.indices)
    let lead = mode.map { " \($0.label) ·" } ?? ""
    func text() -> String {
      lead + " " + keys.indices.filter(kept.contains).map { keys[$0].text }.joined(separator: " · ")
    }
    for index in keys.indices.sorted(by: { keys[$0].rank < keys[$1].rank })
    where TextWidth.of(text()) > width && keys[index].rank < Int.max {
      kept.remove(index)
    }
    return TextWidth.prefix(text(), fitting: width)
  }
}

/// A key for a character (Ctrl-letter when `control`).
func chord(_ char: Character, _ modifiers: Modifiers = []) -> KeyChord {
  KeyChord(key: .character(char), modifiers: modifiers)
}

/// A special key.
func chord(_ key: Key, _ modifiers: Modifiers = []) -> KeyChord {
  KeyChord(key: key, modifiers: modifiers)
}
