import Foundation
import QuizCore
import Review
import Store
import Testing

@testable import TriviumCommands

/// `trivium review --due` and `--mistakes` on scripted review events.
extension ProgressCommandTests {
  @Suite("trivium review")
  struct ReviewCommandTests {
    let home: TemporaryHome
    let options: [String]
    let day1 = StatsCommandTests.day1

    init() throws {
      home = try TemporaryHome(games: [
        "pets": [
          "game.json": #"{"id": "pets", "title": "Pets", "questions": "q.json"}"#,
          "q.json": StatsCommandTests.questions,
        ]
      ])
      try FileManager.default.createDirectory(
        atPath: home.path + "/no-mods", withIntermediateDirectories: true)
      let database = home.path + "/trivium.sqlite3"
      options = ["--home", home.path, "--mods", home.path + "/no-mods", "--data", database]
      let store = try Store.open(at: database)
      let ana = try store.createProfile(named: "Ana", createdAt: 0)
      func event(_ game: String, _ id: String, _ verdict: Verdict, seconds: Double = 20)
        -> ReviewEvent
      {
        ReviewEvent(
          gameID: game, questionID: id,
          check: CheckedQuestion(verdict: verdict, hints: 0, tries: 1, seconds: seconds),
          answer: "said \(id)", reviewedAt: day1)
      }
      try store.recordReviews(
        [
          event("pets", "cat", .right, seconds: 3), event("pets", "dog", .wrong),
          event("pets", "capital", .partial), event("gone", "x", .wrong),
        ], profileID: ana.id)
    }

    func review(_ arguments: [String], now: Int64) -> CommandOutput {
      Trivium.run(["review", "--profile", "Ana"] + arguments + options + ["--now", "\(now)"])
    }

    @Test("--due lists what falls due by the end of the day, and notes what is gone")
    func due() {
      #expect(review(["--due"], now: day1).stdout == "Nothing to review today for 'Ana'.\n")
      let later = review(["--due"], now: day1 + 2 * 86_400)
      #expect(later.status == 0, "\(later.stderr)")
      #expect(
        later.stdout == """
          Due today: 2
            pets/capital: Capital of France?
            pets/dog: Pet that barks?
          (1 question left out: game or question gone)

          """)
    }

    @Test("--due keeps to the daily limits `profile settings` sets, and says what it held back")
    func dailyLimits() throws {
      let set = Trivium.run(
        [
          "profile", "settings", "Ana", "--new-per-day", "1", "--relearning-steps", "10m 1h",
          "--retention", "0.85", "--data", options.last!,
        ])
      #expect(set.status == 0, "\(set.stderr)")
      #expect(
        set.stdout == """
          Review settings of 'Ana':
            new questions a day: 1
            reviews a day: 200
            relearning steps: 10m 1h
            desired retention: 0.85
            FSRS weights: the defaults (fit your own with `trivium review --optimize`)

          """)
      let later = review(["--due"], now: day1 + 2 * 86_400)
      #expect(later.status == 0, "\(later.stderr)")
      // Three due questions, all new (answered once): the longest overdue (gone/x) is taken
      // and then left out; two are held back.
      #expect(
        later.stdout == """
          Nothing to review today for 'Ana'.
          (1 question left out: game or question gone)
          2 more due questions are held back by the daily limits: 2 new (limit 1 a day), 0 reviews (limit 200 a day).

          """)
      let json = review(["--due", "--format", "json"], now: day1 + 2 * 86_400)
      #expect(json.stdout.contains(#""held_back""#))
      // Values out of bounds are usage errors, and nothing is written.
      for bad in [
        ["--new-per-day", "-1"], ["--relearning-steps", "soon"], ["--retention", "0.5"],
        ["--reviews-per-day", "lots"],
      ] {
        let refused = Trivium.run(
          ["profile", "settings", "Ana"] + bad + ["--data", options.last!])
        #expect(refused.status == 2, "\(bad)")
      }
      let shown = Trivium.run(["profile", "settings", "Ana", "--data", options.last!])
      #expect(shown.stdout == set.stdout)
    }

    @Test("--mistakes lists the last wrong or partly right answers with what was said")
    func mistakes() {
      let output = review(["--mistakes", "--format", "json"], now: day1)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(
        output.stdout.contains(#""question" : "dog""#)
          || output.stdout.contains(#""question": "dog""#))
      #expect(output.stdout.contains(#""answer": "said capital""#))
      #expect(!output.stdout.contains(#""question": "cat""#))
      #expect(output.stdout.contains(#""left_out": 1"#))
      let usage = review([], now: day1)
      #expect(
        usage.status == 2
          && usage.stderr.contains("say one of --due, --mistakes, --optimize or --default-weights"))
    }

    @Test("a game that cannot be read is named, and its due questions are still listed")
    func unreadableGame() throws {
      try Data("[{".utf8).write(to: home.url.appendingPathComponent("games/pets/q.json"))
      let output = review(["--due"], now: day1 + 2 * 86_400)
      #expect(output.status == 1)
      #expect(output.stderr.hasPrefix("trivium review: game 'pets' could not be read"))
      #expect(
        output.stdout == """
          Due today: 2
            pets/capital: (its game could not be read)
            pets/dog: (its game could not be read)
          (1 question left out: game or question gone)

          """)
    }
  }
}
