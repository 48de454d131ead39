import Foundation
import Testing

@testable import TriviumCommands

/// A game's `attribution` (CC BY-SA content must carry it) reaches `trivium list` and exports.
@Suite("game attribution")
struct AttributionTests {
  let credit = "Questions from Open Trivia DB (opentdb.com), CC BY-SA 4.0"

  /// A home with one game that has an attribution, and an empty mods folder.
  func home() throws -> TemporaryHome {
    let home = try TemporaryHome(games: [
      "shared": [
        "game.json": #"""
        {"id": "shared", "title": "Shared", "questions": "q.json",
         "attribution": "\#(credit)"}
        """#,
        "q.json": #"""
        [{"id": "one", "type": "single", "text": "One?", "options": ["a", "b"], "answer": "A"}]
        """#,
      ]
    ])
    try FileManager.default.createDirectory(
      at: home.url.appendingPathComponent("mods"), withIntermediateDirectories: true)
    return home
  }

  @Test("trivium list shows it under the game")
  func listShowsIt() throws {
    let home = try home()
    let out = Trivium.run(["list", "--home", home.path, "--mods", home.path + "/mods"])
    let lines = out.stdout.split(separator: "\n").map(String.init)
    let game = try #require(lines.firstIndex { $0.hasPrefix("  shared") }, "\(out.stdout)")
    #expect(lines[game + 1] == "    \(credit)")
    let validate = Trivium.run([
      "validate", home.path + "/games/shared", "--home", home.path, "--mods", home.path + "/mods",
    ])
    #expect(!validate.stdout.contains("unknown field"), "\(validate.stdout)")
  }

  @Test(
    "GIFT and Moodle XML write it as a comment; Aiken and Open Trivia DB say it on stderr",
    arguments: [("gift", true), ("moodle-xml", true), ("aiken", false), ("opentdb", false)])
  func exportsCarryIt(format: String, inFile: Bool) throws {
    let home = try home()
    let file = home.url.appendingPathComponent("out.\(format)").path
    let out = Trivium.run(
      [
        "export", format, "shared", "--out", file, "--home", home.path, "--mods",
        home.path + "/mods",
      ])
    #expect(out.status == 0, "\(out.stderr)")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains(credit) == inFile, "\(text)")
    #expect(out.stderr.contains("keep it with the file: \(credit)") == !inFile, "\(out.stderr)")
  }
}
