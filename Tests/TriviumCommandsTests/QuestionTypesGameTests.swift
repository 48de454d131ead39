import Foundation
import Headless
import QuizCore
import Review
import Store
import Testing
import TriviumEngine

@testable import TriviumCommands

/// The built-in tour of question types: it validates, lists, and plays to 100 % with the
/// oracle in both its languages; its information cards and essays are graded by no one and
/// never reach spaced review.
@Suite("games/question-types")
struct QuestionTypesGameTests {
  let home = ["--home", repositoryRoot.path]

  @Test func itValidatesAndIsListed() {
    let validate = Trivium.run(["validate", repositoryRoot.path + "/games/question-types"])
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    #expect(validate.stdout.contains("game 'question-types', 25 questions"), "\(validate.stdout)")
    let list = Trivium.run(["list", "--lang", "en"] + home)
    let line = list.stdout.split(separator: "\n").first { $0.hasPrefix("  question-types ") }
    #expect(line?.contains("25 questions, languages zh-Hans en") == true, "\(list.stdout)")
  }

  @Test("the oracle gets every graded question right", arguments: ["zh-Hans", "en"])
  func oracle(language: String) {
    let run = Trivium.run(
      ["run", "question-types", "--bot", "oracle", "--sessions", "3", "--content-lang", language]
        + home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("right    63 of 63 questions (100.0%)"), "\(run.stdout)")
    #expect(run.stdout.contains("forfeits 0"), "\(run.stdout)")
  }

  @Test func reviewLearnsFromTheGradedQuestionsOnly() throws {
    let engine = try Engine(home: repositoryRoot.path)
    let game = try engine.game("question-types").game
    let environment = SessionEnvironment(
      types: engine.questionTypes(), rules: try engine.rules("classic"))
    let record = HeadlessRunner().play(
      game: game, seed: 1, bot: try engine.bot("oracle"), environment: environment)
    let ids = game.questions.map { $0["id"].stringValue ?? "" }
    let ungraded = Set(
      game.questions.filter { ["description", "essay"].contains($0["type"].stringValue) }
        .compactMap { $0["id"].stringValue })
    #expect(ungraded.count == 4)
    let result = SessionResult(
      gameID: game.id, seed: 1, score: record.score, abandoned: false, endedAt: .seconds(60),
      questions: record.outcomes.enumerated().map { position, outcome in
        QuestionResult(
          position: position, id: ids[position],
          type: game.questions[position]["type"].stringValue ?? "", outcome: outcome,
          fraction: outcome == .right ? 1 : 0, tries: 1, hints: 0, answer: nil,
          timeSpent: .seconds(2), checkedAtAction: position)
      })
    #expect(record.outcomes.filter { $0 == .ungraded }.count == 4)
    let events = PlayHost.reviews(
      of: result, at: { _ in 0 }, key: { QuestionKey(gameID: game.id, questionID: $0.id) })
    #expect(Set(events.map(\.questionID)) == Set(ids).subtracting(ungraded))
  }
}
