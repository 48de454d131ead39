import Confined
import Foundation
import Localization

/// The lines where the questions of a JSON question file start, so that a question's error
/// can say where it is. `ValueJSON` gives values without positions; the file is known to be
/// valid JSON here, so a scan of brackets and strings finds the elements.
public enum JSONLines {
  /// The line each question of the JSON question file `url` starts on; empty for other
  /// files, or when the file cannot be read. It is read as the loader reads it: through no
  /// link out of its folder, never a FIFO, capped.
  public static func questionLines(of url: URL) -> [Int] {
    let folder = ConfinedFolder(
      root: url.deletingLastPathComponent().path, displayName: "",
      scope: Phrase(trLater("its folder")))
    guard url.pathExtension.lowercased() == "json",
      let bytes = try? folder.read(url.lastPathComponent, maxBytes: FileCaps.questionBytes)
    else { return [] }
    return questionLines(bytes)
  }

  /// The line of the first `"key":` in `bytes` (a manifest's field), or nil.
  public static func keyLine(_ bytes: [UInt8], key: String) -> Int? {
    let needle = Array("\"\(key)\"".utf8)
    guard needle.count <= bytes.count else { return nil }
    var line = 1
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == 0x0A { line += 1 }
      if bytes[index..<index + needle.count].elementsEqual(needle) {
        var next = index + needle.count
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        if next < bytes.count, bytes[next] == UInt8(ascii: ":") { return line }
      }
      index += 1
    }
    return nil
  }

  /// The line of each element of the question list: the top-level array, or the array under
  /// the top-level key `questions`. Empty when there is no such list.
  public static func questionLines(_ bytes: some Collection<UInt8>) -> [Int] {
    var scanner = Scanner(bytes: Array(bytes))
    return scanner.run()
  }

  /// The line of each element of the top-level array, or of the array under the top-level
  /// `key` (`results` in an Open Trivia DB response). `bytes` must be valid JSON.
  public static func elementLines(_ bytes: [UInt8], listKey key: String) -> [Int] {
    var scanner = Scanner(bytes: bytes)
    scanner.listKey = key
    return scanner.run()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var position = 0
    var line = 1
    var listKey = "questions"

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func run() -> [Int] {
      skipSpace()
      guard position < bytes.count else { return [] }
      if bytes[position] == UInt8(ascii: "[") { return elements() }
      guard bytes[position] == UInt8(ascii: "{") else { return [] }
      position += 1
      // The top-level map: key, colon, value, until the key "questions" holds an array.
      while true {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return [] }
        let key = string()
        skipSpace()
        position += 1  // the colon
        skipSpace()
        if key == listKey, position < bytes.count, bytes[position] == UInt8(ascii: "[") {
          return elements()
        }
        skipValue()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return [] }
        position += 1
      }
    }

    /// The start lines of the elements of the array at `position`.
    mutating func elements() -> [Int] {
      var lines: [Int] = []
      position += 1
      while true {
        skipSpace()
        guard position < bytes.count, bytes[position] != UInt8(ascii: "]") else { return lines }
        lines.append(line)
        skipValue()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return lines }
        position += 1
      }
    }

    mutating func skipSpace() {
      while position < bytes.count,
        [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position])
      {
        if bytes[position] == 0x0A { line += 1 }
        position += 1
      }
    }

    /// Skips a string, returning its raw text (escapes left as they are: keys are plain).
    mutating func string() -> String {
      let start = position + 1
      position += 1
      while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
        position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
      }
      let end = min(position, bytes.count)
      position += 1
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Skips one value: a string, or brackets to their match, or a bare word or number.
    mutating func skipValue() {
      var depth = 0
      while position < bytes.count {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""):
          _ = string()
          if depth == 0 { return }
          continue
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { return }
          depth -= 1
          if depth == 0 {
            position += 1
            return
          }
        case UInt8(ascii: ","):
          if depth == 0 { return }
        case 0x0A:
          if depth == 0 { return }
          line += 1
        case 0x20, 0x09, 0x0D:
          if depth == 0 { return }
        default:
          break
        }
        position += 1
      }
    }
  }
}
