import Foundation
import Review
import Store
import Testing

@testable import TriviumCommands

/// Issue 35 on `trivium stats`: `--now` holds for every figure, a plist game's hardest questions
/// have their text, a game not finished is named, accuracy says what it counts, and a day of
/// reviews says it does not make a streak.
extension ProgressCommandTests.StatsCommandTests {
  @Test("--now leaves out every session finished after it, not only from the streak")
  func nowHoldsForEveryFigure() {
    // After the second session, before the third.
    let output = stats(["--profile", "Ana"], now: Self.day1 + 86_400 + 60)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("2 sessions, best 2000, mean 1500"), "\(output.stdout)")
    #expect(output.stdout.contains("capital: Capital of France?  (missed 2 of 2)"))
    #expect(output.stdout.contains("dog: Pet that barks?  (missed 2 of 2)"))
    #expect(output.stdout.contains("Streak: 2 days"))
    let csv = stats(["--profile", "Ana", "--format", "csv"], now: Self.day1 + 60)
    #expect(
      csv.stdout
        == "game,title,sessions,best,mean,accuracy,mock_exams,mock_best,mock_mean\n"
        + "pets,Pets,1,1000,1000.000,0.3333,0,,\n")
  }

  @Test("a game the profile has not finished is named; accuracy says what it counts")
  func notFinishedAndAccuracy() {
    let other = stats(["--profile", "Ana", "capital-quiz"], now: Self.day1 + 3 * 86_400)
    #expect(
      other.stdout
        == "'Ana' has not finished capital-quiz yet: play it with `trivium play capital-quiz`.\n")
    let table = stats(["--profile", "Ana"], now: Self.day1 + 3 * 86_400)
    #expect(
      table.stdout.contains(
        "Accuracy: right answers over questions asked; a partly right one counts half, one left "
          + "unanswered counts as missed."))
  }

  @Test("a day of reviews alone says reviews do not count toward the streak")
  func reviewsDoNotMakeAStreak() throws {
    let store = try Store.open(at: database)
    let ana = try #require(try store.profile(named: "Ana"))
    // An hour after noon UTC: the same review day in every time zone's 04:00 rollover.
    let later = Self.day1 + 10 * 86_400 + 7_200
    let note = "Review sessions do not count toward the streak"
    #expect(!stats(["--profile", "Ana"], now: later).stdout.contains(note))
    try store.recordReviewSession(
      [
        ReviewEvent(
          gameID: "pets", questionID: "dog",
          check: CheckedQuestion(verdict: .right, hints: 0, tries: 1, seconds: 20), answer: nil,
          reviewedAt: later - 3_600)
      ], profileID: ana.id, saveGameID: "review/due")
    let output = stats(["--profile", "Ana"], now: later)
    #expect(output.stdout.contains("Streak: 0 days\n" + note))
    // The day after, nothing was reviewed yet: no note.
    #expect(!stats(["--profile", "Ana"], now: later + 86_400).stdout.contains(note))
  }
}

@Suite("trivium stats on a plist game")
struct PlistStatsTests {
  @Test("the hardest questions of a plist game have their text, as review --mistakes gives it")
  func plistHardestText() throws {
    let source = repositoryRoot.appendingPathComponent("games/superguess-classic")
    let home = try TemporaryHome(games: [
      "superguess-classic": [
        "game.json": try String(
          contentsOf: source.appendingPathComponent("game.json"), encoding: .utf8),
        "questions.plist": try String(
          contentsOf: source.appendingPathComponent("questions.plist"), encoding: .utf8),
      ]
    ])
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    let database = home.path + "/trivium.sqlite3"
    let store = try Store.open(at: database)
    let ana = try store.createProfile(named: "Ana", createdAt: 0)
    try store.recordFinished(
      FinishedSession(
        profileID: ana.id, gameID: "superguess-classic", seed: 1, score: 0,
        verdicts: [QuestionVerdict(questionID: "q1", outcome: .wrong)], finishedAt: 100))
    let output = Trivium.run([
      "stats", "--profile", "Ana", "--format", "json", "--home", home.path, "--mods",
      home.path + "/no-mods", "--data", database, "--now", "200",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains(#""text": "恶搞风格的喜剧大片""#), "\(output.stdout)")
  }
}
