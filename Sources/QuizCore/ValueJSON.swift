import Localization

/// JSON for `Value`: a canonical encoder, a pretty one for files people edit, and a parser.
///
/// The canonical form has no spaces, map keys in `ValueMap` order and doubles that always read
/// back as doubles, so equal values give equal bytes: `decode(encode(v)) == v`, and encoding
/// again gives the same bytes. The parser reads any RFC 8259 text from UTF-8 bytes.
public enum ValueJSON {
  /// The deepest nesting of arrays and maps that is encoded or decoded.
  public static let defaultMaxDepth = 512

  /// The canonical text of `value`: no spaces, keys sorted, doubles with a `.` or an exponent.
  public static func encode(
    _ value: Value, maxDepth: Int = defaultMaxDepth
  ) throws(ValueJSONError) -> String {
    try Writer.text(of: value, pretty: false, maxDepth: maxDepth)
  }

  /// The same text indented by two spaces a level, one entry a line, for files people edit.
  public static func encodePretty(
    _ value: Value, maxDepth: Int = defaultMaxDepth
  ) throws(ValueJSONError) -> String {
    try Writer.text(of: value, pretty: true, maxDepth: maxDepth)
  }

  /// The value that `text` spells.
  public static func decode(
    _ text: String, maxDepth: Int = defaultMaxDepth
  ) throws(ValueJSONError) -> Value {
    try decode(Array(text.utf8), maxDepth: maxDepth)
  }

  /// The value that the UTF-8 `bytes` spell; malformed UTF-8 is an error, not a replacement.
  public static func decode(
    _ bytes: some Collection<UInt8>, maxDepth: Int = defaultMaxDepth
  ) throws(ValueJSONError) -> Value {
    var parser = Parser(bytes: Array(bytes), maxDepth: maxDepth)
    return try parser.parseDocument()
  }
}

/// Why a value could not be written as JSON, or a text could not be read as a value.
public enum ValueJSONError: Error, Hashable, CustomStringConvertible, Translatable {
  /// An infinite or NaN double, which JSON cannot spell, at a path such as `$.scores[2]`.
  case nonFinite(path: String)
  /// Arrays and maps nested deeper than `limit`, at a path such as `$.a[0]`.
  case tooDeep(path: String, limit: Int)
  /// Text that is not JSON: where (both counted from 1, columns in characters), and why.
  case syntax(line: Int, column: Int, problem: Phrase)

  /// The problem, with its path or its line and column, in English.
  public var description: String { sentence.description }

  /// The problem, as words of ours around the path or the place.
  public var sentence: Phrase {
    switch self {
    case .nonFinite(let path):
      Phrase(trLater("{path}: JSON has no infinity or NaN"), ["path": .text(path)])
    case .tooDeep(let path, let limit):
      Phrase(
        trLater("{path}: nested deeper than {limit} levels"),
        ["path": .text(path), "limit": .number(limit)])
    case .syntax(let line, let column, let problem):
      Phrase(
        trLater("line {line}, column {column}: {problem}"),
        ["line": .number(line), "column": .number(column), "problem": .phrase(problem)])
    }
  }

  /// What is wrong with the text, without its place (for a syntax error), in English.
  public var message: String {
    if case .syntax(_, _, let problem) = self { return problem.description }
    return description
  }

  /// The same error seen from one level up, `component` being `[2]` or `.name`.
  func under(_ component: String) -> ValueJSONError {
    switch self {
    case .nonFinite(let path): return .nonFinite(path: "$" + component + path.dropFirst())
    case .tooDeep(let path, let limit):
      return .tooDeep(path: "$" + component + path.dropFirst(), limit: limit)
    case .syntax: return self
    }
  }
}

/// Bytes the grammar uses often.
private enum ASCII {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")

  static func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
}

private struct Parser {
  let bytes: [UInt8]
  let maxDepth: Int
  var position = 0

  var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// A syntax error at `offset`; the line and column are counted only now, on the error path.
  func fail(_ problem: Phrase, at offset: Int? = nil) -> ValueJSONError {
    let before = bytes[..<min(offset ?? position, bytes.count)]
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    // Columns count characters: a UTF-8 continuation byte belongs to the character before it.
    let column = before[lineStart...].count { $0 & 0xC0 != 0x80 } + 1
    return .syntax(
      line: before.count { $0 == UInt8(ascii: "\n") } + 1, column: column, problem: problem)
  }

  /// What is at `offset`, as an error message names it.
  func describe(_ offset: Int) -> Phrase.Value {
    guard offset < bytes.count else { return .phrase(Phrase(trLater("end of input"))) }
    let byte = bytes[offset]
    if byte >= 0x20 && byte < 0x7F { return .text("'\(Character(Unicode.Scalar(byte)))'") }
    if byte >= 0x80, let length = utf8Length(at: offset) {
      return .text("'\(String(decoding: bytes[offset..<offset + length], as: UTF8.self))'")
    }
    return .phrase(Phrase(trLater("byte 0x{hex}"), ["hex": .text(hex2(byte))]))
  }

  func hex2(_ byte: UInt8) -> String {
    (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
  }

  mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  /// Skips whitespace, then `byte` if it comes next; whether it did.
  mutating func skip(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard peek == byte else { return false }
    position += 1
    return true
  }

  mutating func parseDocument() throws(ValueJSONError) -> Value {
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard position == bytes.count else {
      throw fail(
        Phrase(trLater("unexpected {found} after the value"), ["found": describe(position)]))
    }
    return value
  }

  mutating func parseValue(depth: Int) throws(ValueJSONError) -> Value {
    skipWhitespace()
    switch peek {
    case nil: throw fail(Phrase(trLater("unexpected end of input, expected a value")))
    case let open? where open == UInt8(ascii: "{") || open == UInt8(ascii: "["):
      guard depth < maxDepth else {
        throw fail(
          Phrase(trLater("nested deeper than {limit} levels"), ["limit": .number(maxDepth)]))
      }
      position += 1
      return try open == UInt8(ascii: "{")
        ? parseMap(depth: depth + 1) : parseArray(depth: depth + 1)
    case ASCII.quote: return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case let byte? where byte == UInt8(ascii: "-") || ASCII.isDigit(byte): return try parseNumber()
    default:
      throw fail(Phrase(trLater("expected a value, found {found}"), ["found": describe(position)]))
    }
  }

  mutating func parseLiteral(_ word: String, _ value: Value) throws(ValueJSONError) -> Value {
    let end = position + word.utf8.count
    guard end <= bytes.count, bytes[position..<end].elementsEqual(word.utf8) else {
      throw fail(Phrase(trLater("expected {what}"), ["what": .text("'\(word)'")]))
    }
    position = end
    return value
  }

  mutating func parseArray(depth: Int) throws(ValueJSONError) -> Value {
    var elements: [Value] = []
    if skip(UInt8(ascii: "]")) { return .array(elements) }
    repeat {
      elements.append(try parseValue(depth: depth))
      if skip(UInt8(ascii: "]")) { return .array(elements) }
    } while skip(UInt8(ascii: ","))
    throw fail(Phrase(trLater("expected {one} or {other}"), ["one": "','", "other": "']'"]))
  }

  mutating func parseMap(depth: Int) throws(ValueJSONError) -> Value {
    var pairs: [(String, Value)] = []
    if skip(UInt8(ascii: "}")) { return .map(ValueMap()) }
    repeat {
      skipWhitespace()
      guard peek == ASCII.quote else { throw fail(Phrase(trLater("expected a key in quotes"))) }
      let key = try parseString()
      guard skip(UInt8(ascii: ":")) else {
        throw fail(Phrase(trLater("expected {what}"), ["what": "':'"]))
      }
      pairs.append((key, try parseValue(depth: depth)))
      // Where a key repeats, the last one wins (as ValueMap's initialiser does).
      if skip(UInt8(ascii: "}")) { return .map(ValueMap(pairs)) }
    } while skip(UInt8(ascii: ","))
    throw fail(Phrase(trLater("expected {one} or {other}"), ["one": "','", "other": "'}'"]))
  }

  mutating func parseString() throws(ValueJSONError) -> String {
    let start = position
    position += 1
    var decoded: [UInt8] = []
    var run = position  // the start of the bytes not yet copied into `decoded`
    while true {
      guard let byte = peek else { throw fail(Phrase(trLater("unterminated string")), at: start) }
      if byte == ASCII.quote {
        decoded.append(contentsOf: bytes[run..<position])
        position += 1
        return String(decoding: decoded, as: UTF8.self)
      } else if byte == ASCII.backslash {
        decoded.append(contentsOf: bytes[run..<position])
        try parseEscape(into: &decoded)
        run = position
      } else if byte < 0x20 {
        throw fail(
          Phrase(
            trLater("control character U+00{hex} in a string must be escaped"),
            ["hex": .text(hex2(byte))]))
      } else if byte < 0x80 {
        position += 1
      } else if let length = utf8Length(at: position) {
        position += length
      } else {
        throw fail(Phrase(trLater("invalid UTF-8 ({found})"), ["found": describe(position)]))
      }
    }
  }

  mutating func parseEscape(into decoded: inout [UInt8]) throws(ValueJSONError) {
    let start = position
    position += 1
    guard let letter = peek else { throw fail(Phrase(trLater("unterminated string"))) }
    position += 1
    switch letter {
    case ASCII.quote, ASCII.backslash, UInt8(ascii: "/"): decoded.append(letter)
    case UInt8(ascii: "b"): decoded.append(0x08)
    case UInt8(ascii: "f"): decoded.append(0x0C)
    case UInt8(ascii: "n"): decoded.append(0x0A)
    case UInt8(ascii: "r"): decoded.append(0x0D)
    case UInt8(ascii: "t"): decoded.append(0x09)
    case UInt8(ascii: "u"): try parseUnicodeEscape(into: &decoded, start: start)
    default:
      throw fail(
        Phrase(
          trLater("invalid escape: {backslash} followed by {found}"),
          ["backslash": "'\\'", "found": describe(start + 1)]), at: start)
    }
  }

  /// A `\uXXXX` escape, or two of them for a character beyond U+FFFF (a surrogate pair).
  mutating func parseUnicodeEscape(
    into decoded: inout [UInt8], start: Int
  ) throws(ValueJSONError) {
    var code = try parseHex4()
    // A high surrogate is half a character: the low half must follow as another \u escape.
    if code >= 0xD800 && code < 0xDC00 && bytes[position...].starts(with: Array("\\u".utf8)) {
      position += 2
      let low = try parseHex4()
      if low >= 0xDC00 && low < 0xE000 {
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
    }
    // Any code still in the surrogate range is half a character, and no scalar.
    guard let scalar = Unicode.Scalar(code) else {
      throw fail(
        Phrase(trLater("unpaired surrogate in {escape} escape"), ["escape": "\\u"]), at: start)
    }
    UTF8.encode(scalar) { decoded.append($0) }
  }

  mutating func parseHex4() throws(ValueJSONError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      let digit: UInt8
      switch peek {
      case let byte? where ASCII.isDigit(byte): digit = byte - 0x30
      case let byte? where (0x61...0x66).contains(byte | 0x20): digit = (byte | 0x20) - 0x57
      default:
        throw fail(
          Phrase(trLater("expected four hexadecimal digits after {escape}"), ["escape": "\\u"]))
      }
      code = code << 4 | UInt32(digit)
      position += 1
    }
    return code
  }

  mutating func parseNumber() throws(ValueJSONError) -> Value {
    let start = position
    var integral = true
    if peek == UInt8(ascii: "-") { position += 1 }
    if peek == UInt8(ascii: "0") {
      position += 1
      if ASCII.isDigit(peek) {
        throw fail(Phrase(trLater("a number cannot start with 0")), at: start)
      }
    } else {
      try skipDigits(orFail: Phrase(trLater("expected a digit after {what}"), ["what": "'-'"]))
    }
    if peek == UInt8(ascii: ".") {
      integral = false
      position += 1
      try skipDigits(orFail: Phrase(trLater("expected a digit after {what}"), ["what": "'.'"]))
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      integral = false
      position += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
      try skipDigits(orFail: Phrase(trLater("expected a digit in the exponent")))
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if integral, let integer = Int64(text) { return .int(integer) }
    guard let number = Double(text), number.isFinite else {
      throw fail(
        Phrase(trLater("number {number} is too large"), ["number": .text(text)]), at: start)
    }
    return .double(number)
  }

  /// One digit or more; an error saying `problem` when there is none (made only then: this is
  /// the hot path of every number).
  mutating func skipDigits(orFail problem: @autoclosure () -> Phrase) throws(ValueJSONError) {
    guard ASCII.isDigit(peek) else { throw fail(problem()) }
    while ASCII.isDigit(peek) { position += 1 }
  }

  /// The length of the well-formed UTF-8 sequence at `offset`, or nil (`UTF8Sequence`).
  func utf8Length(at offset: Int) -> Int? { UTF8Sequence.length(in: bytes, at: offset) }
}
