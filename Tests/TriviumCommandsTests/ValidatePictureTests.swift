import Foundation
import Testing

@testable import TriviumCommands

#if canImport(Glibc)
  import Glibc
#endif

/// `trivium validate` decodes every picture a game names, bounded, and names the bad ones.
@Suite("trivium validate decodes every picture")
struct ValidatePictureTests {
  /// A PNG header declaring `width`×`height` pixels, and no pixel data: the size must be
  /// refused from the header alone.
  static func header(width: UInt32, height: UInt32) -> Data {
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }
    let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    let bytes: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", [])
      + chunk("IEND", [])
    return Data(bytes)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  @Test("each unreadable picture is an error naming the question and the file")
  func badPictures() throws {
    let flag = try Data(
      contentsOf: repositoryRoot.appendingPathComponent("games/picture-guess/jp.png"))
    let mods = try TemporaryMods()
    let game = mods.url.appendingPathComponent("g")
    try FileManager.default.createDirectory(at: game, withIntermediateDirectories: true)
    try Data(#"{"id": "g", "title": "G", "questions": "q.json", "icon": "icon.png"}"#.utf8)
      .write(to: game.appendingPathComponent("game.json"))
    let questions = ["good", "text", "cut", "huge", "good2", "fifo", "absent"].map { id in
      #"  {"id": "\#(id)", "type": "truefalse", "text": "?", "answer": true, "picture": "\#(id).png"}"#
    }
    try Data(("[\n" + questions.joined(separator: ",\n") + "\n]\n").utf8)
      .write(to: game.appendingPathComponent("q.json"))
    try flag.write(to: game.appendingPathComponent("good.png"))
    try flag.write(to: game.appendingPathComponent("good2.png"))
    try Data("GIF89a".utf8).write(to: game.appendingPathComponent("icon.png"))
    try Data("not a picture".utf8).write(to: game.appendingPathComponent("text.png"))
    try flag.prefix(120).write(to: game.appendingPathComponent("cut.png"))
    try Self.header(width: 50_000, height: 50_000).write(
      to: game.appendingPathComponent("huge.png"))
    #expect(mkfifo(game.appendingPathComponent("fifo.png").path, 0o644) == 0)
    let output = Trivium.run(
      ["validate", "--home", repositoryRoot.path, "--mods", mods.path, game.path])
    let text = output.stdout.replacingOccurrences(of: mods.path + "/", with: "")
    #expect(output.status == 1)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("error") } == [
        "error   g/game.json: icon: g/icon.png: not a PNG file",
        "error   g/q.json:3: question 'text': g/text.png: not a PNG file",
        "error   g/q.json:4: question 'cut': g/cut.png: damaged PNG: read beyond end of data",
        "error   g/q.json:5: question 'huge': g/huge.png: picture of 50000×50000 pixels is larger "
          + "than 16777216 pixels",
        "error   g/q.json:7: question 'fifo': g/fifo.png is a FIFO, not a regular file",
      ])
    #expect(lines.last == "5 problems found")
  }
}
