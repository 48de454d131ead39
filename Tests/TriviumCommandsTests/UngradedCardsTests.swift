import Foundation
import Testing

@testable import TriviumCommands

/// Moodle's description and essay: imported as cards no one grades, played by every bot
/// without a forfeit, and counted in no share of right answers.
@Suite("trivium import and run: cards no one grades")
struct UngradedCardsTests {
  let home = ["--home", repositoryRoot.path]

  @Test("a description and an essay play through, counted in no share; match is solved")
  func ungradedCards() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-ungraded-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let quiz = folder.appendingPathComponent("cards.gift")
    let text = """
      Read this first: the questions are about animals.

      Write what you know about cats.{####A good answer names their sounds.}

      Which sound goes with which animal?{=cat -> meow =dog -> woof = -> quack}

      Is a cat an animal?{T}

      """
    try Data(text.utf8).write(to: quiz)
    let game = folder.appendingPathComponent("game")
    let imported = Trivium.run(["import", "gift", quiz.path, "--out", game.path] + home)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("\(quiz.path): imported 4 questions"), "\(imported.stdout)")
    let questions = try String(
      contentsOf: game.appendingPathComponent("questions.json"), encoding: .utf8)
    #expect(questions.contains("\"type\": \"description\""))
    #expect(questions.contains("\"type\": \"essay\""))
    #expect(questions.contains("\"type\": \"match\""))
    let validate = Trivium.run(["validate", game.path] + home)
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    let oracle = Trivium.run(["run", game.path, "--bot", "oracle"] + home)
    #expect(oracle.status == 0, "\(oracle.stderr)")
    #expect(oracle.stdout.contains("2 of 2 questions (100.0%)"), "\(oracle.stdout)")
    #expect(oracle.stdout.contains("forfeits 0"), "\(oracle.stdout)")
    let random = Trivium.run(
      ["run", game.path, "--bot", "random", "--sessions", "20"] + home)
    #expect(random.status == 0, "\(random.stderr)")
    #expect(random.stdout.contains("of 40 questions"), "\(random.stdout)")
  }
}
