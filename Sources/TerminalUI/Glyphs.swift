/// Every character of the screens beyond ASCII, in one table: a terminal whose locale is not
/// UTF-8 (or `--ascii`) gets the ASCII column for all of them, borders included.
public struct Glyphs: Hashable, Sendable {
  /// Button arrows: "◀ Previous", "Next ▶".
  public var previous, next: String
  /// The minus of a hint's cost ("Hint −500").
  public var minus: String
  /// A list bullet and a selected radio choice.
  public var bullet: String
  /// Verdict marks of the result screen.
  public var right, wrong, partial, unanswered: String
  /// The separator of footers and summaries.
  public var separator: String
  /// The end of a cut text.
  public var ellipsis: String
  /// Scroll marks: more above, more below, and the thumb.
  public var up, down, thumb: String
  /// The caret of a field being edited.
  public var caret: String
  /// A sequence item picked up to move.
  public var held: String
  /// "32×14".
  public var times: String
  /// "←/→ choose".
  public var leftRight: String
  /// Between a question and its answer on the result screen.
  public var dash: String
  /// The ends of a one-row button.
  public var buttonOpen, buttonClose: String
  /// Half blocks for pictures (two pixels a cell); nil draws one colour a cell instead.
  public var halfTop, halfBottom: String?
  /// Shades from light to dark, for pictures without colour (`NO_COLOR`).
  public var shades: [String]
  /// Whether every character of the table is ASCII: text drawn is then transliterated.
  public var isASCII = false

  /// The UTF-8 table.
  public static let unicode = Glyphs(
    previous: "◀", next: "▶", minus: "−", bullet: "•", right: "✓", wrong: "✗", partial: "◐",
    unanswered: "·", separator: "·", ellipsis: "…", up: "↑", down: "↓", thumb: "┃", caret: "▏",
    held: "⇅", times: "×", leftRight: "←/→", dash: "—", buttonOpen: "⟨", buttonClose: "⟩",
    halfTop: "▀", halfBottom: "▄", shades: [" ", "░", "▒", "▓", "█"])

  /// The ASCII table.
  public static let ascii = Glyphs(
    previous: "<", next: ">", minus: "-", bullet: "*", right: "+", wrong: "x", partial: "~",
    unanswered: ".", separator: "|", ellipsis: "...", up: "^", down: "v", thumb: "#",
    caret: "_", held: "=", times: "x", leftRight: "<-/->", dash: "-", buttonOpen: "[",
    buttonClose: "]", halfTop: nil, halfBottom: nil,
    shades: [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"], isASCII: true)

  /// Each character of the UTF-8 table with its ASCII stand-in, plus the arrows of "←/→".
  private static let toASCII: [Character: String] = {
    var map: [Character: String] = ["←": "<-", "→": "->"]
    let fields: [KeyPath<Glyphs, String>] = [
      \.previous, \.next, \.minus, \.bullet, \.right, \.wrong, \.partial, \.unanswered,
      \.separator, \.ellipsis, \.up, \.down, \.thumb, \.caret, \.held, \.times, \.dash,
      \.buttonOpen, \.buttonClose,
    ]
    for field in fields {
      if let char = unicode[keyPath: field].first, unicode[keyPath: field].count == 1 {
        map[char] = ascii[keyPath: field]
      }
    }
    return map
  }()

  /// `text` with each character of the UTF-8 table replaced by the ASCII one, when this table
  /// is ASCII; every string drawn passes here, plugin text and markup bullets included.
  /// A no-break space (which only keeps a line from breaking, "0 %") is drawn as a space.
  func transliterate(_ text: String) -> String {
    // One pass over the bytes decides: most text drawn is ASCII, and a UTF-8 table only
    // changes a no-break space (C2 A0; A0 alone is never a lead byte).
    var wide = false
    var noBreak = false
    var previous: UInt8 = 0
    for byte in text.utf8 where byte >= 0x80 {
      wide = true
      if byte == 0xA0, previous == 0xC2 { noBreak = true }
      previous = byte
    }
    guard wide else { return text }
    guard isASCII else {
      guard noBreak else { return text }
      var out = ""
      for char in text { out.append(char == "\u{00A0}" ? " " : char) }
      return out
    }
    var out = ""
    for char in text { out += char == "\u{00A0}" ? " " : Glyphs.toASCII[char] ?? String(char) }
    return out
  }
}
