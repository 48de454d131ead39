import Foundation
import Testing

@testable import TriviumCommands

/// `trivium import --force` over the folder of an earlier game: the question files its
/// game.json listed and this import does not write are removed, and nothing else; without
/// --force nothing is touched.
@Suite("trivium import --force over an earlier game")
struct ImportForceTests {
  let home = ["--home", repositoryRoot.path]
  /// The folder the test owns: `game/` (the earlier import) and `quiz.gift` beside it.
  let root: URL
  var game: URL { root.appendingPathComponent("game") }
  var quiz: String { root.appendingPathComponent("quiz.gift").path }

  /// An earlier import split over two files, with a file of the player's and an unlisted
  /// question file beside them.
  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-import-force-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try "::Q1:: One plus one?{=2 ~3}\n".write(toFile: quiz, atomically: true, encoding: .utf8)
    try write(
      #"{"id": "game", "title": "Old", "questions": ["questions-1.json", "questions-2.json"]}"#,
      "game.json")
    try write("[]\n", "questions-1.json")
    try write("[]\n", "questions-2.json")
    try write("my notes\n", "notes.txt")
    try write("[]\n", "questions-3.json")
  }

  func write(_ text: String, _ name: String) throws {
    try FileManager.default.createDirectory(at: game, withIntermediateDirectories: true)
    try text.write(
      to: game.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// The folder's files and their text.
  func contents() throws -> [String: String] {
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: game.path) {
      files[name] = try String(
        contentsOf: game.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }

  @Test("the earlier game's unwritten question files are removed and said, nothing else")
  func staleFilesGo() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let output = Trivium.run(["import", "gift", quiz, "--out", game.path, "--force"] + home)
    #expect(output.status == 0, "\(output.stderr)")
    let names = Set(try contents().keys)
    #expect(names == ["game.json", "questions.json", "notes.txt", "questions-3.json"])
    for name in ["questions-1.json", "questions-2.json"] {
      #expect(
        output.stdout.contains(
          "removed \(game.path)/\(name): the earlier game.json listed it and this import does "
            + "not write it"), "\(output.stdout)")
    }
    #expect(!output.stdout.contains("questions-3.json") && !output.stdout.contains("notes"))
  }

  @Test("without --force the folder is refused and nothing in it touched")
  func withoutForceNothingIsTouched() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try contents()
    let output = Trivium.run(["import", "gift", quiz, "--out", game.path] + home)
    #expect(output.status == 1)
    #expect(output.stderr.contains("is not empty: not overwritten"), "\(output.stderr)")
    #expect(try contents() == before)
  }

  @Test("a file the earlier game.json lists that is the quiz read is refused, nothing touched")
  func theQuizFileIsNeverRemoved() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.removeItem(at: game.appendingPathComponent("questions-2.json"))
    try FileManager.default.moveItem(
      atPath: quiz, toPath: game.appendingPathComponent("questions-2.json").path)
    let before = try contents()
    let output = Trivium.run(
      ["import", "gift", game.path + "/questions-2.json", "--out", game.path, "--force"] + home)
    #expect(output.status == 1)
    #expect(output.stderr.contains("which this command reads"), "\(output.stderr)")
    #expect(try contents() == before)
  }

  @Test("an earlier game.json that lists a file outside the folder removes nothing, and says so")
  func anOutsideNameIsNeverRemoved() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let outside = root.appendingPathComponent("outside.json")
    try "[]\n".write(to: outside, atomically: true, encoding: .utf8)
    try write(
      #"{"id": "game", "title": "Old", "questions": ["questions-1.json", "../outside.json"]}"#,
      "game.json")
    let output = Trivium.run(["import", "gift", quiz, "--out", game.path, "--force"] + home)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(FileManager.default.fileExists(atPath: outside.path))
    #expect(try contents().keys.contains("questions-1.json"))
    #expect(
      output.stderr.contains("none of the question files it listed was removed"),
      "\(output.stderr)")
    #expect(!output.stdout.contains("removed"))
  }

  @Test("a listed name that is a link is left alone, and so is what it points to")
  func aLinkIsLeftAlone() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let outside = root.appendingPathComponent("elsewhere.json")
    try "[]\n".write(to: outside, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: game.appendingPathComponent("questions-2.json"))
    try FileManager.default.createSymbolicLink(
      atPath: game.appendingPathComponent("questions-2.json").path,
      withDestinationPath: outside.path)
    let output = Trivium.run(["import", "gift", quiz, "--out", game.path, "--force"] + home)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(FileManager.default.fileExists(atPath: outside.path))
    let link = try? FileManager.default.destinationOfSymbolicLink(
      atPath: game.appendingPathComponent("questions-2.json").path)
    #expect(link == outside.path)
    #expect(!FileManager.default.fileExists(atPath: game.path + "/questions-1.json"))
  }
}
