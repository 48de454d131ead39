import Foundation
import Store
import Testing

@testable import TriviumCommands

/// `trivium stats` counts a game's mock exams (sessions under the `mock-exam` rules) apart
/// from the game played under its own rules: their number, best and mean score.
extension ProgressCommandTests {
  @Suite("trivium stats: mock exams apart")
  struct StatsMockExamTests {
    /// Noon UTC, 1 December 2026.
    static let day1: Int64 = 1_796_126_400

    let home: TemporaryHome
    let options: [String]

    /// Ana played "pets" twice (scores 1000 and 3000) and sat it twice as a mock exam (scores
    /// 60 and 90); Bo only sat it as a mock exam.
    init() throws {
      home = try TemporaryHome(games: [
        "pets": [
          "game.json": #"{"id": "pets", "title": "Pets", "questions": "q.json"}"#,
          "q.json": #"[{"id": "cat", "type": "truefalse", "text": "Cats purr?", "answer": true}]"#,
        ]
      ])
      try FileManager.default.createDirectory(
        atPath: home.path + "/no-mods", withIntermediateDirectories: true)
      let database = home.path + "/trivium.sqlite3"
      options = [
        "--home", home.path, "--mods", home.path + "/no-mods", "--data", database, "--now",
        "\(Self.day1 + 86_400)",
      ]
      let store = try Store.open(at: database)
      let ana = try store.createProfile(named: "Ana", createdAt: 0)
      let bo = try store.createProfile(named: "Bo", createdAt: 0)
      let sessions: [(Int64, Int64, Int, Outcome, String?)] = [
        (ana.id, Self.day1, 1000, .wrong, nil),
        (ana.id, Self.day1 + 60, 3000, .right, nil),
        (ana.id, Self.day1 + 120, 60, .right, "mock-exam"),
        (ana.id, Self.day1 + 180, 90, .right, "mock-exam"),
        (bo.id, Self.day1, 75, .right, "mock-exam"),
      ]
      for (profile, time, score, outcome, rules) in sessions {
        try store.recordFinished(
          FinishedSession(
            profileID: profile, gameID: "pets", seed: 1, score: score,
            verdicts: [QuestionVerdict(questionID: "cat", outcome: outcome)], finishedAt: time,
            rules: rules))
      }
    }

    @Test("the table has a line of mock exams under the game's own sessions")
    func table() {
      let output = Trivium.run(["stats", "--profile", "Ana"] + options)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(
        output.stdout.contains(
          "Pets (pets)\n"
            + "  2 sessions, best 3000, mean 2000, accuracy 50 %  last 2: ▁█\n"
            + "  2 mock exams, best 90, mean 75, accuracy 100 %\n"), "\(output.stdout)")
      // Only mock exams: no line of the game's own sessions.
      let bo = Trivium.run(["stats", "--profile", "Bo"] + options)
      #expect(
        bo.stdout.contains("Pets (pets)\n  1 mock exam, best 75, mean 75, accuracy 100 %\n"),
        "\(bo.stdout)")
      #expect(!bo.stdout.contains("0 sessions"), "\(bo.stdout)")
    }

    @Test("in Chinese too")
    func chinese() throws {
      try FileManager.default.createSymbolicLink(
        atPath: home.path + "/locale",
        withDestinationPath: repositoryRoot.appendingPathComponent("locale").path)
      let output = Trivium.run(["--lang", "zh-Hans", "stats", "--profile", "Ana"] + options)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stdout.contains("2 次模拟考试"), "\(output.stdout)")
      #expect(!output.stdout.contains("mock exam"), "\(output.stdout)")
    }

    @Test("json and csv hold them apart")
    func scripts() {
      let json = Trivium.run(["stats", "--profile", "Ana", "--format", "json"] + options)
      #expect(json.status == 0, "\(json.stderr)")
      #expect(json.stdout.contains(#""sessions": 2"#), "\(json.stdout)")
      #expect(
        json.stdout.contains(
          """
                "mock_exams": {
                  "accuracy": 1.0,
                  "best": 90,
                  "mean": 75.0,
                  "sessions": 2
                },
                "sessions": 2,
          """), "\(json.stdout)")
      let csv = Trivium.run(["stats", "--profile", "Ana", "--format", "csv"] + options)
      #expect(
        csv.stdout
          == "game,title,sessions,best,mean,accuracy,mock_exams,mock_best,mock_mean\n"
          + "pets,Pets,2,3000,2000.000,0.5000,2,90,75.000\n")
    }
  }
}
