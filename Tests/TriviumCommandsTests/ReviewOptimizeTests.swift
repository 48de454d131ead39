import Foundation
import QuizCore
import Review
import Store
import Testing

@testable import TriviumCommands

/// `trivium review --optimize` and `--default-weights` on a profile's recorded history.
extension ProgressCommandTests {
  @Suite("trivium review --optimize")
  struct ReviewOptimizeTests {
    let home: TemporaryHome
    let database: String
    let day1 = StatsCommandTests.day1

    init() throws {
      home = try TemporaryHome(games: [:])
      database = home.path + "/trivium.sqlite3"
      let store = try Store.open(at: database)
      _ = try store.createProfile(named: "Ana", createdAt: 0)
    }

    /// A check graded `rating`.
    static func check(_ rating: Rating) -> CheckedQuestion {
      switch rating {
      case .again: CheckedQuestion(verdict: .wrong, hints: 0, tries: 1, seconds: 20)
      case .hard: CheckedQuestion(verdict: .right, hints: 1, tries: 1, seconds: 20)
      case .good: CheckedQuestion(verdict: .right, hints: 0, tries: 1, seconds: 20)
      case .easy: CheckedQuestion(verdict: .right, hints: 0, tries: 1, seconds: 2)
      }
    }

    /// Records `questions` questions of game `g`, each answered on days 0, 2, 7, 20 and 50
    /// after `day1`, a quarter of the reviews forgotten, as one review session (in time order).
    func record(questions: Int) throws {
      let store = try Store.open(at: database)
      let ana = try #require(try store.profile(named: "Ana"))
      var events: [ReviewEvent] = []
      for (step, day) in [0, 2, 7, 20, 50].enumerated() {
        for question in 0..<questions {
          // Every question starts Good, so that the first ratings are not set aside as rare.
          let rating: Rating =
            step == 0
            ? .good : (question + step) % 4 == 0 ? .again : (question % 3 == 0 ? .easy : .good)
          events.append(
            ReviewEvent(
              gameID: "g", questionID: "q\(question)", check: Self.check(rating), answer: nil,
              reviewedAt: day1 + Int64(day) * 86_400 + Int64(question) * 60))
        }
      }
      try store.recordReviewSession(events, profileID: ana.id, saveGameID: "g")
    }

    func run(_ arguments: [String]) -> CommandOutput {
      Trivium.run(["review", "--profile", "Ana"] + arguments + ["--data", database])
    }

    func weights() throws -> [Double]? {
      let store = try Store.open(at: database)
      let ana = try #require(try store.profile(named: "Ana"))
      return try store.reviewSettings(profileID: ana.id).weights
    }

    @Test("with too little history the weights stay the defaults, and it says how much is needed")
    func tooLittle() throws {
      try record(questions: 1)
      let output = run(["--optimize"])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(
        output.stdout
          == "Not enough history to fit FSRS weights for 'Ana': 0 usable reviews, 8 needed. A "
          + "review is usable when made on a later day than its question's previous one, and "
          + "when 20 questions or more share its question's first rating (Anki's optimizer sets "
          + "the rarer ones aside). The weights stay as they are.\n")
      #expect(try weights() == nil)
    }

    @Test("fits, stores and schedules by the weights; --default-weights forgets them")
    func fitsAndForgets() throws {
      try record(questions: 40)
      let output = run(["--optimize", "--format", "json"])
      #expect(output.status == 0, "\(output.stderr)")
      let fitted = try #require(try weights())
      #expect(fitted.count == 21 && fitted != FSRSParameters.defaultWeights)
      #expect(output.stdout.contains(#""extent": "full""#), "\(output.stdout)")
      #expect(output.stdout.contains(#""kept": true"#), "\(output.stdout)")
      // The same history fits the same weights, every time: no better than those now in use.
      let again = run(["--optimize"])
      #expect(again.status == 0)
      #expect(again.stdout.contains("predict its history no better than those it has"))
      #expect(try weights() == fitted)

      // The next review is scheduled by the fitted weights.
      let store = try Store.open(at: database)
      let ana = try #require(try store.profile(named: "Ana"))
      let before = try #require(
        try store.reviewCard(profileID: ana.id, gameID: "g", questionID: "q1"))
      let at = day1 + 80 * 86_400
      try store.recordReviews(
        [
          ReviewEvent(
            gameID: "g", questionID: "q1", check: Self.check(.good), answer: nil, reviewedAt: at)
        ], profileID: ana.id)
      let after = try #require(
        try store.reviewCard(profileID: ana.id, gameID: "g", questionID: "q1"))
      let expected = FSRS(parameters: try FSRSParameters(weights: fitted))
        .review(before.memory, rating: .good, at: at)
      #expect(after.memory == expected)
      #expect(after.memory != FSRS().review(before.memory, rating: .good, at: at))

      let shown = Trivium.run(["profile", "settings", "Ana", "--data", database])
      #expect(shown.stdout.contains("FSRS weights: fitted to this profile's history"))
      let reset = run(["--default-weights"])
      #expect(reset.stdout == "'Ana' is back to the default FSRS weights.\n")
      #expect(try weights() == nil)
    }

    @Test("a missing profile is an error; two modes at once are a usage error")
    func refusals() {
      let missing = Trivium.run(["review", "--profile", "Bo", "--optimize", "--data", database])
      #expect(missing.status == 1)
      #expect(missing.stderr.contains("no profile named 'Bo'"))
      #expect(run(["--optimize", "--due"]).status == 2)
    }
  }
}
