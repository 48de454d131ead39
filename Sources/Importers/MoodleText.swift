import Foundation

/// The formats Moodle stores with a text (GIFT's `[html]` tags, Moodle XML's `format`).
enum MoodleTextFormat: String, Sendable, Hashable, CaseIterable {
  /// HTML: tags and entities.
  case html
  /// Markdown, which Trivium's markup mostly shares.
  case markdown
  /// Plain text, shown exactly as written.
  case plain
  /// Moodle's auto-format: HTML allowed, and a line break is a break.
  case moodle

  /// The format a GIFT tag (`html`) or a Moodle XML attribute (`moodle_auto_format`) names.
  init?(moodleName name: String) {
    // The names as GIFT's reader gives them (already lower case) are not lowercased again.
    switch name {
    case "html": self = .html
    case "moodle": self = .moodle
    default: self.init(anyCase: name)
    }
  }

  private init?(anyCase name: String) {
    switch name.lowercased() {
    case "html": self = .html
    case "markdown": self = .markdown
    case "plain", "plain_text": self = .plain
    case "moodle", "moodle_auto_format": self = .moodle
    default: return nil
    }
  }
}

/// Moodle's text formats turned into Trivium's markup (`*emphasis*`, `**strong**`, code,
/// list items, paragraphs), displayed as Moodle displays them.
enum MoodleText {
  /// `text`, written in `format`, as Trivium's markup: HTML and auto-format text through the
  /// tag reader (entities decoded), plain text escaped, Markdown kept with entities decoded.
  static func toMarkup(_ text: String, format: MoodleTextFormat) -> String {
    // Most quiz texts read as themselves in every format: not copied through a reader.
    if readsAsItself(text) { return text }
    switch format {
    case .html: return HTMLMarkup.convert(text, newlinesBreak: false)
    case .moodle: return HTMLMarkup.convert(text, newlinesBreak: true)
    case .plain: return tidy(escape(text))
    case .markdown: return tidy(TextDecoding.decodeEntities(text).text)
    }
  }

  /// Whether `text` is the same in every format and as markup: printable ASCII words with
  /// single spaces between them, and none of HTML's `<` and `&` or the markup's characters.
  static func readsAsItself(_ text: String) -> Bool {
    // The bytes in place when the string has them so (a native or small one): walking the
    // UTF-8 view byte by byte costs several times more.
    text.utf8.withContiguousStorageIfAvailable { readsAsItself(bytes: $0) }
      ?? readsAsItself(bytes: text.utf8)
  }

  private static func readsAsItself(bytes: some Sequence<UInt8>) -> Bool {
    var afterSpace = true
    for byte in bytes {
      switch byte {
      case 0x20:
        if afterSpace { return false }
        afterSpace = true
      case UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\\"), UInt8(ascii: "*"),
        UInt8(ascii: "_"), UInt8(ascii: "`"):
        return false
      case 0x21...0x7E:
        afterSpace = false
      default:
        return false
      }
    }
    return !afterSpace
  }

  /// Whether Trivium's markup reads `char` as markup.
  static func isMarkup(_ char: Character) -> Bool {
    char == "\\" || char == "*" || char == "_" || char == "`"
  }

  /// The characters Trivium's markup reads as markup, each behind a backslash.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + text.utf8.count / 16)
    for char in text {
      if isMarkup(char) { out.append("\\") }
      out.append(char)
    }
    return out
  }

  /// The plain text `escape` turns into `markup`, or nil when `markup` formats (an unescaped
  /// `*`, `_` or `` ` ``, or a backslash before anything else), which plain text cannot hold.
  static func plain(fromMarkup markup: String) -> String? {
    var out = ""
    var chars = markup.makeIterator()
    while let char = chars.next() {
      if char == "\\" {
        guard let next = chars.next(), isMarkup(next) else { return nil }
        out.append(next)
      } else if isMarkup(char) {
        return nil
      } else {
        out.append(char)
      }
    }
    return out
  }

  /// A question's name as Moodle shows it, made from the first line of `markup`: plain text,
  /// the escaping backslashes of the markup left out (`\_\_\_` reads `___`, as Moodle
  /// writes a name made from a question's text as text).
  static func name(fromMarkup markup: String) -> String {
    let line = String(markup.split(separator: "\n").first ?? "")
    var out = ""
    var chars = line.makeIterator()
    while let char = chars.next() {
      if char == "\\", let next = chars.next() {
        if !isMarkup(next) { out.append(char) }
        out.append(next)
      } else {
        out.append(char)
      }
    }
    return String(out.prefix(60))
  }

  /// `markup` written as Moodle Markdown that `toMarkup(_:format: .markdown)` reads back as it
  /// is (each `&` as `&amp;`, so that no entity is decoded); nil when reading would still
  /// change it (spaces at a line's ends, blank lines at the ends or several in a row).
  static func markdown(fromMarkup markup: String) -> String? {
    let written = markup.replacingOccurrences(of: "&", with: "&amp;")
    return toMarkup(written, format: .markdown) == markup ? written : nil
  }

  /// Lines trimmed at their ends (code blocks kept as written), no more than one blank line
  /// in a row, none at the start or the end.
  static func tidy(_ text: String) -> String {
    // One line with nothing to trim is kept as it is, not copied.
    if !text.utf8.contains(0x0A), let first = text.utf8.first, let last = text.utf8.last,
      first != 0x20, first != 0x09, last != 0x20, last != 0x09
    {
      return text
    }
    var kept: [Substring] = []
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = line
      // A fence needs a backtick: lines without one are not trimmed to look for it.
      if line.utf8.contains(UInt8(ascii: "`")),
        line.trimmingCharacters(in: .whitespaces).hasPrefix("```")
      {
        inCode.toggle()
      }
      if !inCode {
        line = line.drop { $0 == " " || $0 == "\t" }
        while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
      }
      if line.isEmpty && !inCode && (kept.last?.isEmpty ?? true) { continue }
      kept.append(line)
    }
    while kept.last?.isEmpty == true { kept.removeLast() }
    return kept.joined(separator: "\n")
  }
}
