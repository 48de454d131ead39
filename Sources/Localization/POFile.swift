import Foundation

/// One translated message of a PO file.
public struct POEntry: Sendable, Hashable {
  /// The message's context (`msgctxt`), nil when it has none.
  public var context: String?
  /// The English original.
  public var msgid: String
  /// The English plural original, for a message with plural forms.
  public var plural: String?
  /// The translations: one string, or one per plural form.
  public var translations: [String]
  /// Whether translators marked it fuzzy (then it is not used).
  public var fuzzy: Bool
  /// The line of its `msgid`, for messages that name it.
  public var line: Int

  /// An entry with every field given.
  public init(
    context: String?, msgid: String, plural: String? = nil, translations: [String],
    fuzzy: Bool = false, line: Int = 0
  ) {
    self.context = context
    self.msgid = msgid
    self.plural = plural
    self.translations = translations
    self.fuzzy = fuzzy
    self.line = line
  }
}

/// A PO file that cannot be read: the file, the line and what is wrong.
public struct POError: Error, Sendable, CustomStringConvertible {
  /// The file as shown.
  public var file: String
  /// The line, counting from 1.
  public var line: Int
  /// What is wrong.
  public var message: String

  /// "file:line: message".
  public var description: String { "\(file):\(line): \(message)" }
}

/// Reads gettext PO files: `msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[n]`, strings
/// continued over several lines, C escapes, and `#, fuzzy` flags. Comments are skipped.
public enum POFile {
  /// The largest catalogue read, so a hostile file cannot exhaust memory.
  public static let maximumBytes = 4 << 20

  /// Reads the file at `path`.
  public static func read(path: String) throws(POError) -> [POEntry] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw POError(file: path, line: 0, message: "cannot open the catalogue")
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
    guard data.count <= maximumBytes else {
      throw POError(file: path, line: 0, message: "larger than \(maximumBytes) bytes")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw POError(file: path, line: 0, message: "not UTF-8 text")
    }
    return try parse(text, file: path)
  }

  /// Parses PO text; `file` names it in errors.
  public static func parse(_ text: String, file: String) throws(POError) -> [POEntry] {
    var parser = Parser(file: file)
    // Bytes, not characters: a catalogue is read at every start, and this is its hot loop.
    let bytes = Array(text.utf8)
    var start = 0
    var number = 1
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      var first = start
      var last = end
      while first < last, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0D {
        first += 1
      }
      while last > first,
        bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D
      {
        last -= 1
      }
      try parser.take(bytes[first..<last], line: number)
      start = end + 1
      number += 1
    }
    try parser.finishEntry()
    return parser.entries
  }

  /// The keyword a string line continues.
  private enum Field: Equatable {
    case context, msgid, plural
    case translation(Int)
  }

  private struct Parser {
    let file: String
    var entries: [POEntry] = []
    var context: String?
    var msgid: String?
    var plural: String?
    var translations: [Int: String] = [:]
    var fuzzy = false
    var field: Field?
    var entryLine = 0

    init(file: String) { self.file = file }

    mutating func take(_ line: ArraySlice<UInt8>, line number: Int) throws(POError) {
      guard let head = line.first else { return }
      if head == UInt8(ascii: "#") {
        // A comment after a complete entry starts the next one.
        if !translations.isEmpty { try finishEntry() }
        if line.count > 1, line[line.startIndex + 1] == UInt8(ascii: ","),
          Self.contains(line, Array("fuzzy".utf8))
        {
          fuzzy = true
        }
        return
      }
      if head == UInt8(ascii: "\"") {
        guard let field else { throw POError(file: file, line: number, message: "stray string") }
        append(try unquote(line, line: number), to: field)
        return
      }
      let split = line.firstIndex { $0 == 0x20 || $0 == 0x09 } ?? line.endIndex
      let keyword = String(decoding: line[..<split], as: UTF8.self)
      var rest = line[split...]
      while let first = rest.first, first == 0x20 || first == 0x09 { rest = rest.dropFirst() }
      let value = try unquote(rest, line: number)
      switch keyword {
      case "msgctxt":
        if msgid != nil { try finishEntry() }
        context = value
        field = .context
      case "msgid":
        if msgid != nil { try finishEntry() }
        msgid = value
        entryLine = number
        field = .msgid
      case "msgid_plural":
        plural = value
        field = .plural
      case "msgstr":
        translations[0] = value
        field = .translation(0)
      default:
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
          let index = Int(keyword.dropFirst(7).dropLast()), (0..<10).contains(index)
        else {
          throw POError(file: file, line: number, message: "unknown keyword '\(keyword)'")
        }
        translations[index] = value
        field = .translation(index)
      }
    }

    mutating func append(_ text: String, to field: Field) {
      switch field {
      case .context: context = (context ?? "") + text
      case .msgid: msgid = (msgid ?? "") + text
      case .plural: plural = (plural ?? "") + text
      case .translation(let index): translations[index, default: ""] += text
      }
    }

    mutating func finishEntry() throws(POError) {
      defer {
        (context, msgid, plural, translations, fuzzy, field) = (nil, nil, nil, [:], false, nil)
      }
      guard let msgid else {
        if context != nil || !translations.isEmpty {
          throw POError(file: file, line: entryLine, message: "an entry without msgid")
        }
        return
      }
      let count = translations.keys.max().map { $0 + 1 } ?? 0
      let forms = (0..<count).map { translations[$0] ?? "" }
      entries.append(
        POEntry(
          context: context, msgid: msgid, plural: plural, translations: forms, fuzzy: fuzzy,
          line: entryLine))
    }

    /// Whether `bytes` holds `word`.
    static func contains(_ bytes: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
      guard bytes.count >= word.count else { return false }
      var start = bytes.startIndex
      while start + word.count <= bytes.endIndex {
        if bytes[start..<(start + word.count)].elementsEqual(word) { return true }
        start += 1
      }
      return false
    }

    func unquote(_ text: ArraySlice<UInt8>, line: Int) throws(POError) -> String {
      let quote = UInt8(ascii: "\"")
      let backslash = UInt8(ascii: "\\")
      guard text.count >= 2, text.first == quote, text.last == quote else {
        throw POError(file: file, line: line, message: "expected a quoted string")
      }
      var out: [UInt8] = []
      out.reserveCapacity(text.count)
      var escaped = false
      for byte in text.dropFirst().dropLast() {
        if escaped {
          switch byte {
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "r"): out.append(0x0D)
          case quote, backslash: out.append(byte)
          default:
            let shown = String(decoding: [byte], as: UTF8.self)
            throw POError(file: file, line: line, message: "unknown escape '\\\(shown)'")
          }
          escaped = false
        } else if byte == backslash {
          escaped = true
        } else if byte == quote {
          throw POError(file: file, line: line, message: "a quote inside a string")
        } else {
          out.append(byte)
        }
      }
      if escaped { throw POError(file: file, line: line, message: "a string ends in '\\'") }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// `text` as a PO string: quoted, with escapes.
  public static func quote(_ text: String) -> String {
    var out = "\""
    for char in text {
      switch char {
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.append(char)
      }
    }
    return out + "\""
  }
}
