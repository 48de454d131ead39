import Content
import Foundation
import QuizCore
import Testing

@testable import Importers
@testable import TriviumCommands

/// A failed import leaves no folder behind: what it made for the game is taken out again
/// (issue 28, point 7).
@Suite struct ImportCleanupTests {
  @Test func aFailedImportLeavesNoFolder() throws {
    let root = NSTemporaryDirectory() + "trivium-import-cleanup-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The first picture is written; the second's name is refused, which fails the import.
    let game = ImportedGame(
      title: "T", questions: [["id": "a", "type": "truefalse", "text": "?", "answer": true]],
      lines: [1], skipped: 0, problems: [],
      files: [
        ImportedFile(name: "first.png", bytes: [1, 2, 3]),
        ImportedFile(name: "../escape.png", bytes: [4]),
      ])
    let folder = URL(fileURLWithPath: root + "/made/game")
    #expect(throws: (any Error).self) {
      try ImportCommand.write(game, id: "game", to: folder, force: false)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == [])
  }

  /// Whatever `import` writes, a game reads back: questions past the cap of a question file
  /// are written as several files, each under it, which the loader reads as one game.
  @Test func anImportPastTheCapIsSplitAndReadBack() throws {
    let root = NSTemporaryDirectory() + "trivium-import-cap-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let questions: [Value] = (1...10).map { number in
      ["id": .string("q\(number)"), "type": "truefalse", "text": "?", "answer": true]
    }
    let game = ImportedGame(
      title: "T", questions: questions, lines: [], skipped: 0, problems: [])
    let folder = URL(fileURLWithPath: root + "/game")
    try ImportCommand.write(game, id: "game", to: folder, force: false, questionLimit: 200)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.contains("questions-1.json") && !names.contains("questions.json"))
    for name in names where name.hasPrefix("questions-") {
      let size =
        try FileManager.default.attributesOfItem(
          atPath: folder.appendingPathComponent(name).path)[.size] as? Int
      #expect((size ?? .max) <= 200, "\(name)")
    }
    let loaded = try GameLoader(knownTypes: GameLoader.builtInTypes).load(folder: folder)
    #expect(loaded.game.questions == questions)
  }
}
