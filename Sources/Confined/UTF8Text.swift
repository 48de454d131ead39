import Localization
import QuizCore

/// The text of an untrusted file: UTF-8 checked strictly, with the place of the first bad
/// byte, and a leading byte-order mark (which some editors write) dropped. The one home of
/// that rule for every content file and every plugin's Lua file.
public enum UTF8Text {
  /// Where a file stops being UTF-8 text.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible, Translatable {
    /// The line of the bad byte, from 1.
    public var line: Int
    /// Its column in characters, from 1.
    public var column: Int
    /// The byte itself.
    public var byte: UInt8

    /// "is not valid UTF-8 text (byte 0xE9)".
    public var description: String { sentence.description }

    /// "is not valid UTF-8 text (byte 0xE9)", as words and values.
    public var sentence: Phrase {
      Phrase(
        trLater("is not valid UTF-8 text (byte {byte})"),
        ["byte": .text("0x" + String(byte, radix: 16, uppercase: true))])
    }
  }

  /// `bytes` without a leading UTF-8 byte-order mark.
  public static func droppingBOM(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
  }

  /// The text of `bytes` (a byte-order mark dropped), or where it is not UTF-8.
  public static func decode(_ bytes: [UInt8]) throws(Problem) -> String {
    let text = droppingBOM(bytes)
    try check(text)
    return String(decoding: text, as: UTF8.self)
  }

  /// Throws the place of the first malformed sequence of `bytes`.
  public static func check(_ bytes: some Collection<UInt8>) throws(Problem) {
    let bytes = Array(bytes)
    var offset = 0
    while offset < bytes.count {
      if bytes[offset] < 0x80 {
        offset += 1
      } else if let length = UTF8Sequence.length(in: bytes, at: offset) {
        offset += length
      } else {
        let (line, column) = place(of: offset, in: bytes)
        throw Problem(line: line, column: column, byte: bytes[offset])
      }
    }
  }

  /// Line and column (in characters, from 1) of the byte at `offset`.
  static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {  // continuation bytes belong to the character before
        column += 1
      }
    }
    return (line, column)
  }
}
