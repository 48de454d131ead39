/// The JSON text of values, written as bytes into one buffer (`bytes`), which a caller may
/// keep and reuse: nothing is built as a `String` on the way. This is the hot path of writing
/// an import's questions (hundreds of thousands of small maps), so the work per byte is a table
/// look-up and plain text is copied in runs.
struct Writer {
  var bytes: [UInt8] = []
  let pretty: Bool
  let maxDepth: Int

  static func text(of value: Value, pretty: Bool, maxDepth: Int) throws(ValueJSONError) -> String {
    var writer = Writer(pretty: pretty, maxDepth: maxDepth)
    try writer.write(value, depth: 0)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Appends the bytes of `text`, a literal.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// In the pretty form, a line break and the indentation of `depth`.
  mutating func breakLine(_ depth: Int) {
    guard pretty else { return }
    let line: StaticString = "\n                                                                "
    let width = 2 * depth + 1
    if width <= line.utf8CodeUnitCount {
      bytes.append(contentsOf: UnsafeBufferPointer(start: line.utf8Start, count: width))
    } else {
      bytes.append(UInt8(ascii: "\n"))
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - 1))
    }
  }

  mutating func write(_ value: Value, depth: Int) throws(ValueJSONError) {
    switch value {
    case .null: append("null")
    case .bool(let flag): flag ? append("true") : append("false")
    case .int(let integer): writeInteger(integer)
    case .double(let number): try writeDouble(number)
    case .string(let string): writeString(string)
    case .array(let elements):
      guard depth < maxDepth else { throw .tooDeep(path: "$", limit: maxDepth) }
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        breakLine(depth + 1)
        do { try write(element, depth: depth + 1) } catch { throw error.under("[\(index)]") }
      }
      if !elements.isEmpty { breakLine(depth) }
      bytes.append(UInt8(ascii: "]"))
    case .map(let map):
      guard depth < maxDepth else { throw .tooDeep(path: "$", limit: maxDepth) }
      bytes.append(UInt8(ascii: "{"))
      // The stored entries, not the map's (key, value) tuples: no copy of each entry.
      for (index, entry) in map.entries.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        breakLine(depth + 1)
        writeString(entry.key)
        pretty ? append(": ") : append(":")
        do { try write(entry.value, depth: depth + 1) } catch { throw error.under("." + entry.key) }
      }
      if !map.isEmpty { breakLine(depth) }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// The decimal digits of `integer`, as `String(integer)` spells them.
  mutating func writeInteger(_ integer: Int64) {
    if integer < 0 { bytes.append(UInt8(ascii: "-")) }
    // The magnitude, so that Int64.min has one too; its digits come last first, then turn.
    var rest = integer.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
      rest /= 10
    } while rest > 0
    bytes[start...].reverse()
  }

  /// The shortest text that reads back to the same double (`description`, the standard
  /// library's, no formatter), with `.0` after an integral one so that it reads back as a
  /// double rather than as an integer.
  mutating func writeDouble(_ number: Double) throws(ValueJSONError) {
    guard number.isFinite else { throw .nonFinite(path: "$") }
    let text = number.description
    bytes.append(contentsOf: text.utf8)
    if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) {
      append(".0")
    }
  }

  /// A string in quotes: `"` and `\` escaped, control characters (NUL too) as `\u00XX`, and
  /// the other characters a terminal could act on (DEL, C1, bidi controls: `Untrusted`) as
  /// `\uXXXX`, so JSON printed to a terminal shows them instead of obeying them.
  mutating func writeString(_ string: String) {
    bytes.append(UInt8(ascii: "\""))
    var string = string
    // Contiguous UTF-8 (a native string's own storage, a small one's on the stack): no copy.
    string.withUTF8 { writeEscaped($0) }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The bytes of a valid UTF-8 `text`, escaped as `writeString` says: the runs between
  /// escapes are copied whole.
  private mutating func writeEscaped(_ text: UnsafeBufferPointer<UInt8>) {
    escapeKinds.withUnsafeBufferPointer { kinds in
      var run = 0  // the start of the bytes not yet copied
      var position = 0
      while position < text.count {
        let byte = text[position]
        let kind = kinds[Int(byte)]
        if kind == .plain {
          position += 1
          continue
        }
        var length = 1
        var scalar = UInt32(byte)
        if kind == .lead {
          // C2 (C1 controls) and E2 (bidi controls, line and paragraph separators) lead every
          // scalar above U+007F that `Untrusted.isControl` names; the text is valid UTF-8, so
          // the continuation bytes are there.
          let second = UInt32(text[position + 1] & 0x3F)
          if byte == 0xC2 {
            length = 2
            scalar = 0x80 | second
          } else {
            length = 3
            scalar = 0x2000 | second << 6 | UInt32(text[position + 2] & 0x3F)
          }
          guard let decoded = Unicode.Scalar(scalar), Untrusted.isControl(decoded) else {
            position += length
            continue
          }
        }
        if run < position {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<position]))
        }
        if kind == .backslash {
          bytes.append(UInt8(ascii: "\\"))
          bytes.append(byte)
        } else {
          writeEscape(scalar)
        }
        position += length
        run = position
      }
      if run < text.count {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<text.count]))
      }
    }
  }

  /// `\uXXXX` for a scalar of the Basic Multilingual Plane.
  private mutating func writeEscape(_ value: UInt32) {
    append("\\u")
    func hex(_ digit: UInt32) -> UInt8 {
      let digit = UInt8(truncatingIfNeeded: digit & 0xF)
      return digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
    }
    bytes.append(hex(value >> 12))
    bytes.append(hex(value >> 8))
    bytes.append(hex(value >> 4))
    bytes.append(hex(value))
  }
}

/// What `Writer.writeEscaped` does with a byte of UTF-8.
private enum EscapeKind: UInt8 {
  /// Copied as it is.
  case plain
  /// `"` and `\`: a backslash before it.
  case backslash
  /// A control character: `\u00XX`.
  case control
  /// The first byte of a character that is a control or not (C2, E2): decoded to tell.
  case lead
}

/// The kind of every byte, by its value.
private let escapeKinds: [EscapeKind] = (0...255).map { byte in
  switch byte {
  case 0x00..<0x20, 0x7F: .control
  case 0x22, 0x5C: .backslash
  case 0xC2, 0xE2: .lead
  default: .plain
  }
}
