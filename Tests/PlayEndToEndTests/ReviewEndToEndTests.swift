import Foundation
import QuizCore
import Review
import Store
import Testing

/// Stats, Mistakes and Review reached from the launcher of `trivium play`, in tmux, on a
/// history written three (simulated) days before `TRIVIUM_NOW`.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func statsMistakesAndReviewFromTheLauncher() throws {
    let now: Int64 = 1_796_126_400
    let then = now - 3 * 86_400
    let store = try Store.open(at: folder + "/progress.sqlite3")
    let profile = try store.createProfile(named: "tester", createdAt: then)
    func event(_ id: String, _ verdict: Verdict) -> ReviewEvent {
      ReviewEvent(
        gameID: "question-bank", questionID: id,
        check: CheckedQuestion(verdict: verdict, hints: 0, tries: 1, seconds: 20),
        answer: verdict == .wrong ? "星期五" : "星期三", reviewedAt: then)
    }
    try store.recordFinished(
      FinishedSession(
        profileID: profile.id, gameID: "question-bank", seed: 1, score: 100,
        verdicts: [
          QuestionVerdict(questionID: "1000", outcome: .wrong),
          QuestionVerdict(questionID: "1001", outcome: .right),
        ], finishedAt: then),
      reviews: [event("1000", .wrong), event("1001", .right)])
    let tmux = try start("", environment: ["TRIVIUM_NOW": "\(now)"])
    try tmux.waitFor("Trivium · tester")
    // The group after the four groups of games: Review, Mistakes, Stats.
    try tmux.press("NPage", "NPage", "NPage", "NPage")
    try tmux.waitUntil("the launcher's header and the Review card's count") { screen in
      screen.first?.contains("Review and stats") == true
        && screen.contains { $0.contains("2 due today") }
    }
    try tmux.press("Enter")
    try tmux.waitUntil("the review session") {
      $0.first?.contains("Review") == true && $0.first?.contains("1/2") == true
    }
    try tmux.press("q")
    try tmux.waitFor("Leave this game?")
    try tmux.press("Enter")
    try tmux.waitFor("Choose the game again to resume")
    try tmux.press("Right")
    try tmux.waitFor("1 to go over")
    try tmux.press("Enter")
    try tmux.waitUntil("the mistakes session") {
      $0.first?.contains("Mistakes") == true && $0.first?.contains("1/1") == true
    }
    try tmux.press("q")
    try tmux.waitFor("Leave this game?")
    try tmux.press("Enter")
    try tmux.waitFor("Choose the game again to resume")
    // Stats of every game from the Stats card, then back.
    try tmux.press("Right", "Enter")
    // The whole screen, not a frame of the flip: the header and the figures below it.
    try tmux.waitUntil("the statistics") { screen in
      screen.first?.contains("Statistics of tester") == true
        && screen.contains { $0.contains("题库") }
        && screen.contains { $0.contains("1 session · best 100 · mean 100 · accuracy 50 %") }
        && screen.contains { $0.contains("missed 1 of 1") }
    }
    try tmux.press("q")
    try tmux.waitFor("every game")
    try tmux.press("q")
    let screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
    // Leaving saved each review session under its own id, with its list; the game has none.
    let savedReview = try #require(
      try store.savedSession(profileID: profile.id, gameID: "review/due"))
    #expect(savedReview.questions?.map(\.questionID) == ["1000", "1001"])
    #expect(try store.savedSession(profileID: profile.id, gameID: "question-bank") == nil)
  }
}
