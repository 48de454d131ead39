// The GIFT reader as it was before session 45 made it faster, kept word for word (its types
// renamed) as the oracle the differential and fuzz tests compare the reader against.

import Foundation

@testable import Importers

/// The byte-level pieces of GIFT's syntax: finding unescaped marks, format tags, and turning a
/// raw piece of text into the text it stands for.
enum OracleGiftText {
  static let backslash = UInt8(ascii: "\\")
  static let open = UInt8(ascii: "{")
  static let close = UInt8(ascii: "}")
  static let comment = Array("//".utf8)
  static let category = Array("$CATEGORY:".utf8)
  static let titleMark = Array("::".utf8)
  static let generalFeedback = Array("####".utf8)
  static let special: Set<Character> = ["~", "=", "#", "{", "}", ":", "\\"]

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

  static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.allSatisfy { isSpace($0) || $0 == 0x0A }
  }

  /// `bytes` without ASCII white space at either end.
  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var low = bytes.startIndex
    var high = bytes.endIndex
    while low < high, isSpace(bytes[low]) || bytes[low] == 0x0A { low += 1 }
    while high > low, isSpace(bytes[high - 1]) || bytes[high - 1] == 0x0A { high -= 1 }
    return bytes[low..<high]
  }

  static func skipSpace(_ bytes: [UInt8], _ position: inout Int) {
    while position < bytes.count, isSpace(bytes[position]) || bytes[position] == 0x0A {
      position += 1
    }
  }

  /// A `[html]`, `[markdown]`, `[plain]` or `[moodle]` tag at `position`, and what follows.
  static func formatTag(_ bytes: [UInt8], at position: Int) -> (String, Int)? {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { return nil }
    for format in ["html", "markdown", "plain", "moodle"] {
      let tag = Array("[\(format)]".utf8)
      if bytes[position...].starts(with: tag) { return (format, position + tag.count) }
    }
    return nil
  }

  /// The index of `needle` (not escaped) in `bytes` from `start`, or nil. A backslash hides
  /// the byte after it; a hidden lead byte hides nothing GIFT reads, since its marks are ASCII.
  static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      let byte = bytes[index]
      if byte == backslash {
        index += 2
        continue
      }
      if byte == first && bytes[index...].starts(with: needle) { return index }
      index += 1
    }
    return nil
  }

  /// The index of the last `needle` (not escaped) in `bytes`, or nil.
  static func findLast(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    var found: Int?
    var index = 0
    while let next = find(needle, in: bytes, from: index) {
      found = next
      index = next + 1
    }
    return found
  }

  /// The GIFT escapes `\~ \= \# \{ \} \: \\` and `\n` resolved; any other backslash stays.
  static func unescape(_ text: String) -> String {
    guard text.utf8.contains(backslash) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var chars = text.makeIterator()
    while let char = chars.next() {
      guard char == "\\" else {
        out.append(char)
        continue
      }
      guard let next = chars.next() else {
        out.append(char)
        break
      }
      switch next {
      case let special where OracleGiftText.special.contains(special): out.append(special)
      case "n": out.append("\n")
      default:
        out.append(char)
        out.append(next)
      }
    }
    return out
  }

  /// `text` without the white space at its ends (`newlines` too, or only spaces and tabs),
  /// asking Foundation only when an end is white space.
  static func trimming(_ text: String, newlines: Bool = true) -> String {
    guard endsMayBeSpace(text), let first = text.unicodeScalars.first,
      let last = text.unicodeScalars.last,
      first.properties.isWhitespace || last.properties.isWhitespace
    else { return text }
    return text.trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
  }

  /// Raw text unescaped and trimmed. Line breaks stay: what they mean is the format's to say
  /// (a space in HTML, a break in Moodle's auto-format and in plain text, as Moodle shows them).
  static func clean(_ raw: ArraySlice<UInt8>) -> String {
    var text = unescape(String(decoding: raw, as: UTF8.self))
    if endsMayBeSpace(text), let first = text.first, let last = text.last,
      first.isWhitespace || last.isWhitespace
    {
      text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return text
  }

  /// Whether the first or the last character of `text` may be white space: false when both
  /// end bytes are ASCII other than white space, told from the bytes alone (asking Unicode's
  /// properties of each text cost an import of small questions a good part of its reading).
  /// An ASCII byte that ends a text ends its last character with itself, as no ASCII
  /// character but a line feed joins the one before it.
  static func endsMayBeSpace(_ text: String) -> Bool {
    func mayBeSpace(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      return byte >= 0x80 || byte == 0x20 || (0x09...0x0D).contains(byte)
    }
    return mayBeSpace(text.utf8.first) || mayBeSpace(text.utf8.last)
  }
}
