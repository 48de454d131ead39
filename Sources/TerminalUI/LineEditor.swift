import Terminal
import TextCells

/// The text of a field being typed and its caret, edited with the keys of readline.
///
/// The caret counts characters (grapheme clusters), so a wide character or a letter with its
/// combining marks moves and deletes as one. A value type without a terminal: the controller
/// keeps one per field being typed and the drawing asks it where the caret goes.
public struct LineEditor: Hashable, Sendable {
  /// The text.
  public private(set) var text: String
  /// The caret, in characters from the start (`0...text.count`).
  public private(set) var caret: Int
  /// Whether Enter breaks the line (a text area) rather than being left to the screen.
  public let multiline: Bool

  private var characters: [Character]

  /// An editor holding `text` with the caret at its end.
  public init(_ text: String = "", multiline: Bool = false) {
    let clean = LineEditor.clean(text, multiline: multiline)
    self.text = clean
    characters = Array(clean)
    caret = characters.count
    self.multiline = multiline
  }

  // MARK: Keys

  /// Applies an editing key; returns false when the key is not an editing key here (Enter on
  /// one line, Up on the first line, Tab, Esc, a command with Alt), so the screen acts on it.
  public mutating func apply(_ key: Key, _ modifiers: Modifiers) -> Bool {
    let control = modifiers.contains(.control)
    let alt = modifiers.contains(.alt)
    switch key {
    case .character(let char) where !control && !alt:
      insert(String(char))
    case .character(let char) where control && !alt:
      switch char {
      case "a": caret = lineStart
      case "e": caret = lineEnd
      case "b": caret = max(0, caret - 1)
      case "f": caret = min(characters.count, caret + 1)
      case "d": delete(caret..<min(characters.count, caret + 1))
      case "u": delete(lineStart..<caret)
      case "k": delete(caret..<lineEnd)
      case "w": delete(wordStart(whitespaceOnly: true)..<caret)
      default: return false
      }
    case .character(let char) where alt && !control:
      switch char {
      case "b": caret = wordStart(whitespaceOnly: false)
      case "f": caret = wordEnd
      case "d": delete(caret..<wordEnd)
      default: return false
      }
    case .left where control || alt: caret = wordStart(whitespaceOnly: false)
    case .right where control || alt: caret = wordEnd
    case .left: caret = max(0, caret - 1)
    case .right: caret = min(characters.count, caret + 1)
    case .home: caret = control ? 0 : lineStart
    case .end: caret = control ? characters.count : lineEnd
    case .backspace where alt: delete(wordStart(whitespaceOnly: false)..<caret)
    case .backspace: delete(max(0, caret - 1)..<caret)
    case .delete: delete(caret..<min(characters.count, caret + 1))
    case .enter where multiline && !alt: insert("\n")
    case .up where multiline: return moveLine(by: -1)
    case .down where multiline: return moveLine(by: 1)
    default: return false
    }
    return true
  }

  /// Applies a key or a paste; returns false for any other event, or a key that is not an
  /// editing key here (see `apply`).
  public mutating func edit(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key, let modifiers): return apply(key, modifiers)
    case .paste(let text):
      insert(text)
      return true
    default: return false
    }
  }

  /// Inserts typed or pasted text at the caret; on one line, line breaks become spaces and
  /// other control characters are dropped.
  public mutating func insert(_ typed: String) {
    let piece = LineEditor.clean(typed, multiline: multiline)
    guard !piece.isEmpty else { return }
    // Rebuilt as a string so that a combining mark joins the character before the caret.
    let before = String(characters[..<caret]) + piece
    let after = String(characters[caret...])
    set(before + after, caret: before.count)
  }

  // MARK: Drawing

  /// The part of one line shown in `width` columns, scrolled so that the caret shows, and the
  /// caret's column in it (one column is kept for a caret at the end).
  public func window(width: Int) -> (text: String, caret: Int) {
    let width = max(1, width)
    var start = 0
    while start < caret, TextWidth.of(String(characters[start..<caret])) + 1 > width {
      start += 1
    }
    let shown = TextWidth.prefix(String(characters[start...]), fitting: width)
    return (shown, TextWidth.of(String(characters[start..<caret])))
  }

  /// The text cut into rows of at most `width` columns (less one, for the caret at the end of
  /// a full row), and the caret's row and column.
  public func layout(width: Int) -> (rows: [String], caret: Point) {
    let limit = max(1, width - 1)
    var rows: [String] = []
    var row = ""
    var used = 0
    var caretPoint = Point(x: 0, y: 0)
    for (index, char) in characters.enumerated() {
      if index == caret { caretPoint = Point(x: used, y: rows.count) }
      if char == "\n" {
        rows.append(row)
        (row, used) = ("", 0)
        continue
      }
      let columns = TextWidth.of(char)
      if used + columns > limit, used > 0 {
        rows.append(row)
        (row, used) = ("", 0)
        if index == caret { caretPoint = Point(x: 0, y: rows.count) }
      }
      row.append(char)
      used += columns
    }
    if caret == characters.count { caretPoint = Point(x: used, y: rows.count) }
    rows.append(row)
    return (rows, caretPoint)
  }

  /// The columns the character under the caret takes (1 at the end or on a line break).
  public var caretWidth: Int {
    guard caret < characters.count, characters[caret] != "\n" else { return 1 }
    return max(1, TextWidth.of(characters[caret]))
  }

  // MARK: Positions

  private var lineStart: Int {
    var index = caret
    while index > 0, characters[index - 1] != "\n" { index -= 1 }
    return index
  }

  private var lineEnd: Int {
    var index = caret
    while index < characters.count, characters[index] != "\n" { index += 1 }
    return index
  }

  private static func isWord(_ char: Character) -> Bool {
    char.isLetter || char.isNumber || char == "_"
  }

  /// The start of the word before the caret: of letters and digits (Alt-B), or of anything
  /// but spaces (Ctrl-W, as readline's unix-word-rubout).
  private func wordStart(whitespaceOnly: Bool) -> Int {
    func inWord(_ char: Character) -> Bool {
      whitespaceOnly ? !char.isWhitespace : LineEditor.isWord(char)
    }
    var index = caret
    while index > 0, !inWord(characters[index - 1]) { index -= 1 }
    while index > 0, inWord(characters[index - 1]) { index -= 1 }
    return index
  }

  /// The end of the word after the caret (Alt-F).
  private var wordEnd: Int {
    var index = caret
    while index < characters.count, !LineEditor.isWord(characters[index]) { index += 1 }
    while index < characters.count, LineEditor.isWord(characters[index]) { index += 1 }
    return index
  }

  /// Up or Down in a text area: the same column of the line above or below, if there is one.
  private mutating func moveLine(by step: Int) -> Bool {
    let start = lineStart
    let column = TextWidth.of(String(characters[start..<caret]))
    var target: Int
    if step < 0 {
      guard start > 0 else { return false }
      target = start - 1
      while target > 0, characters[target - 1] != "\n" { target -= 1 }
    } else {
      let end = lineEnd
      guard end < characters.count else { return false }
      target = end + 1
    }
    var used = 0
    while target < characters.count, characters[target] != "\n" {
      let width = TextWidth.of(characters[target])
      if used + width > column { break }
      used += width
      target += 1
    }
    caret = target
    return true
  }

  // MARK: Changing

  private mutating func delete(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let before = String(characters[..<range.lowerBound])
    set(before + String(characters[range.upperBound...]), caret: before.count)
  }

  private mutating func set(_ new: String, caret position: Int) {
    text = new
    characters = Array(new)
    caret = min(position, characters.count)
  }

  private static func clean(_ text: String, multiline: Bool) -> String {
    var out = ""
    for char in text {
      if char == "\n" || char == "\r\n" || char == "\r" {
        out.append(multiline ? "\n" : " ")
      } else if char == "\t" {
        out.append(" ")
      } else if !char.unicodeScalars.contains(where: {
        $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
      }) {
        out.append(char)
      }
    }
    return out
  }
}
