/// Finds an external entity (`<!ENTITY name SYSTEM "...">` or `PUBLIC`) declared before an
/// XML document's root element. The parser never reads one (it would be a file or an address
/// outside the quiz file), so the import is refused with its name and line rather than with
/// the parser's "entity not defined" where it is used.
enum ExternalEntities {
  /// The first external entity declared in the prologue of `bytes`, with its line, or nil.
  static func first(in bytes: [UInt8]) -> (name: String, line: Int)? {
    let declaration = Array("<!ENTITY".utf8)
    var line = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      if byte == UInt8(ascii: "<"), index + 1 < bytes.count, isNameStart(bytes[index + 1]) {
        return nil  // The root element: the prologue is over.
      }
      if bytes[index...].starts(with: declaration) {
        var position = index + declaration.count
        skipSpace(bytes, &position)
        if position < bytes.count, bytes[position] == UInt8(ascii: "%") {
          position += 1
          skipSpace(bytes, &position)
        }
        let nameStart = position
        while position < bytes.count, !isSpace(bytes[position]), bytes[position] != 0x3E {
          position += 1
        }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        skipSpace(bytes, &position)
        let rest = bytes[position...]
        if rest.starts(with: Array("SYSTEM".utf8)) || rest.starts(with: Array("PUBLIC".utf8)) {
          return (name, line)
        }
        index += declaration.count
        continue
      }
      index += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte >= 0x80
  }

  /// Moves `position` past spaces, counting no lines: a declaration's name is on its line.
  private static func skipSpace(_ bytes: [UInt8], _ position: inout Int) {
    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
  }
}
