import Confined
import Foundation

/// Reading content files: bytes from a confined folder, bounded by a cap per kind of file, then
/// UTF-8 text checked with the place of its first bad byte.
enum TextFile {
  /// The most bytes a manifest (`game.json`, `mod.json`, `enabled.json`) may have: 256 KiB.
  static let maxManifestBytes = 256 * 1024
  /// The most bytes a file of questions (`.json`, `.plist`) may have: 16 MiB, a thousand
  /// times the largest shipped one; the values decoded from it take several times as much.
  static let maxQuestionBytes = 16 * 1024 * 1024

  /// The bytes of `name` in `folder` (at most `cap`), or an error naming the file.
  static func bytes(in folder: ConfinedFolder, _ name: String, cap: Int) throws(ContentError)
    -> [UInt8]
  {
    do { return try folder.read(name, maxBytes: cap) } catch {
      throw ContentError(error)
    }
  }

  /// `bytes` without a leading UTF-8 byte-order mark, which some editors write.
  static func droppingBOM(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
  }

  /// Throws `invalidUTF8` at the line and column of the first malformed sequence.
  static func checkUTF8(_ bytes: some Collection<UInt8>, display: String) throws(ContentError) {
    let bytes = Array(bytes)
    var offset = 0
    while offset < bytes.count {
      if bytes[offset] < 0x80 {
        offset += 1
      } else if let length = utf8Length(bytes, at: offset) {
        offset += length
      } else {
        let (line, column) = place(of: offset, in: bytes)
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        throw ContentError(
          .invalidUTF8, file: display, line: line, column: column,
          message: "is not valid UTF-8 text (byte 0x\(hex))")
      }
    }
  }

  /// The UTF-8 text of `name` in `folder` (a byte-order mark dropped), checked.
  static func text(in folder: ConfinedFolder, _ name: String, cap: Int) throws(ContentError)
    -> String
  {
    let bytes = droppingBOM(try self.bytes(in: folder, name, cap: cap))
    try checkUTF8(bytes, display: folder.display(name))
    return String(decoding: bytes, as: UTF8.self)
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

  /// The length of the well-formed sequence at `offset` (RFC 3629: no overlong forms, no
  /// surrogates, nothing past U+10FFFF), or nil.
  static func utf8Length(_ bytes: [UInt8], at offset: Int) -> Int? {
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    let length: Int
    switch bytes[offset] {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return nil
    }
    guard offset + length <= bytes.count, bytes[offset + 1] >= low, bytes[offset + 1] <= high
    else { return nil }
    for index in offset + 2..<offset + length where bytes[index] & 0xC0 != 0x80 { return nil }
    return length
  }
}

extension ContentError {
  /// A refused read, said as the content's error: the file and what it is.
  init(_ refusal: ConfinedError) {
    self.init(.unreadable, file: refusal.path, message: refusal.problem)
  }
}

extension ConfinedFolder {
  /// A game's folder: its files are read, nothing outside it.
  static func game(_ folder: URL, display: String) -> ConfinedFolder {
    ConfinedFolder(root: folder.path, displayName: display, scope: "the game folder")
  }
}
