import Foundation
import Store
import Testing

@testable import TriviumCommands

/// `trivium stats` and `trivium review`, as of an instant each test gives.
@Suite struct ProgressCommandTests {}

/// `trivium stats` on a scripted history: the table, the JSON fixture, CSV and the empty case.
/// The instant is given with `--now`, never by the process-wide `TRIVIUM_NOW` (but once).
extension ProgressCommandTests {
  @Suite("trivium stats")
  struct StatsCommandTests {
    static let questions = """
      [
        {"id": "cat", "type": "short", "text": "Pet that purrs?", "reference": "a cat",
         "keywords": ["cat"]},
        {"id": "dog", "type": "short", "text": "Pet that barks?", "reference": "a dog",
         "keywords": ["dog"]},
        {"id": "capital", "type": "single", "text": "Capital of France?",
         "options": ["Paris", "Lyon"], "answer": "A"}
      ]
      """

    /// Noon UTC, 1 December 2026.
    static let day1: Int64 = 1_796_126_400

    let home: TemporaryHome
    let options: [String]
    let database: String

    init() throws {
      home = try TemporaryHome(games: [
        "pets": [
          "game.json": #"{"id": "pets", "title": "Pets", "questions": "q.json"}"#,
          "q.json": Self.questions,
        ]
      ])
      try FileManager.default.createDirectory(
        atPath: home.path + "/no-mods", withIntermediateDirectories: true)
      database = home.path + "/trivium.sqlite3"
      options = ["--home", home.path, "--mods", home.path + "/no-mods", "--data", database]
      let store = try Store.open(at: database)
      let ana = try store.createProfile(named: "Ana", createdAt: 0)
      let sessions: [(Int64, Int, [Outcome])] = [
        (Self.day1, 1000, [.right, .wrong, .wrong]),
        (Self.day1 + 86_400, 2000, [.right, .partial, .wrong]),
        (Self.day1 + 2 * 86_400, 3000, [.right, .right, .unanswered]),
      ]
      for (time, score, outcomes) in sessions {
        try store.recordFinished(
          FinishedSession(
            profileID: ana.id, gameID: "pets", seed: 1, score: score,
            verdicts: zip(["cat", "dog", "capital"], outcomes).map {
              QuestionVerdict(questionID: $0, outcome: $1)
            }, finishedAt: time))
      }
    }

    func stats(_ arguments: [String], now: Int64) -> CommandOutput {
      Trivium.run(["stats"] + arguments + options + ["--now", "\(now)"])
    }

    @Test(
      "the table shows sessions, scores, accuracy by type, the hardest questions and the streak")
    func table() {
      let output = stats(["--profile", "Ana"], now: Self.day1 + 2 * 86_400 + 3_600)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(
        output.stdout == """
          Statistics of Ana

          Pets (pets)
            3 sessions, best 3000, mean 2000, accuracy 50 %  last 3: ▃▅▆
            by type: Short answer 75 % · Single choice 0 %
            hardest:
              capital: Capital of France?  (missed 2 of 2)
              dog: Pet that barks?  (missed 2 of 3)

          Streak: 3 days
          Accuracy: right answers over questions asked; a partly right one counts half, one left unanswered counts as missed.

          """)
    }

    @Test("the types are named by their plugins in the interface language")
    func typesInChinese() throws {
      // The catalogues travel beside games/: this home gets the repository's.
      try FileManager.default.createSymbolicLink(
        atPath: home.path + "/locale",
        withDestinationPath: repositoryRoot.appendingPathComponent("locale").path)
      let output = Trivium.run(
        ["--lang", "zh-Hans", "stats", "--profile", "Ana"] + options
          + ["--now", "\(Self.day1 + 3_600)"])
      #expect(output.stdout.contains("  按题型：简答题 50 % · 单选题 0 %\n"), "\(output.stdout)")
      // A game that no longer loads tells no types: said so in the interface language.
      try FileManager.default.removeItem(atPath: home.path + "/games/pets")
      let gone = Trivium.run(
        ["--lang", "zh-Hans", "stats", "--profile", "Ana"] + options
          + ["--now", "\(Self.day1 + 3_600)"])
      #expect(gone.stdout.contains("  按题型：类型未知 "), "\(gone.stdout)")
    }

    @Test("json matches its fixture; a day without play breaks the streak")
    func json() {
      let output = stats(["--profile", "Ana", "--format", "json"], now: Self.day1 + 5 * 86_400)
      #expect(output.status == 0, "\(output.stderr)")
      let fixture = repositoryRoot.appendingPathComponent(
        "Tests/TriviumCommandsTests/Fixtures/stats-pets.json")
      #expect(output.stdout == (try? String(contentsOf: fixture, encoding: .utf8)))
    }

    @Test("csv has a header and a row per game; an unknown profile gets a friendly line")
    func csvAndEmpty() {
      let csv = stats(["--profile", "Ana", "--format", "csv"], now: Self.day1 + 3 * 86_400)
      #expect(
        csv.stdout
          == "game,title,sessions,best,mean,accuracy,mock_exams,mock_best,mock_mean\n"
          + "pets,Pets,3,3000,2000.000,0.5000,0,,\n")
      let empty = stats(["--profile", "Bo"], now: Self.day1)
      #expect(empty.status == 0)
      #expect(empty.stdout == "No finished games yet for 'Bo': play one with `trivium play`.\n")
      let bad = stats(["--format", "xml"], now: Self.day1)
      #expect(
        bad.status == 2 && bad.stderr.contains("--format must be one of table, json, csv, not"))
      let badNow = Trivium.run(["stats", "--now", "today"] + options)
      #expect(badNow.status == 2 && badNow.stderr.contains("--now takes Unix seconds"))
    }

    @Test("TRIVIUM_NOW gives the instant when --now is not given")
    func environmentClock() {
      let table = stats(["--profile", "Ana"], now: Self.day1 + 2 * 86_400 + 3_600).stdout
      setenv("TRIVIUM_NOW", "\(Self.day1 + 2 * 86_400 + 3_600)", 1)
      defer { unsetenv("TRIVIUM_NOW") }
      let output = Trivium.run(["stats", "--profile", "Ana"] + options)
      #expect(output.stdout == table && table.contains("Streak: 3 days"))
    }

    @Test("a game that cannot be read is named, and its figures are still shown")
    func unreadableGame() throws {
      try Data("[{".utf8).write(to: home.url.appendingPathComponent("games/pets/q.json"))
      let output = stats(["--profile", "Ana", "--format", "json"], now: Self.day1 + 3 * 86_400)
      #expect(output.status == 1)
      #expect(output.stderr.hasPrefix("trivium stats: game 'pets' could not be read"))
      #expect(output.stdout.contains(#""sessions": 3"#))
    }
  }
}
