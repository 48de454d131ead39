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

/// Issue 32, point 10: a retry of a review session is saved like any other, in a real terminal.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func leavingARetryOfMistakesSavesItAndTheCardResumesIt() throws {
    let now: Int64 = 1_796_126_400
    let store = try Store.open(at: folder + "/progress.sqlite3")
    let profile = try store.createProfile(named: "tester", createdAt: now - 86_400)
    try store.recordFinished(
      FinishedSession(
        profileID: profile.id, gameID: "question-bank", seed: 1, score: 0,
        verdicts: [QuestionVerdict(questionID: "1000", outcome: .wrong)],
        finishedAt: now - 86_400),
      reviews: [
        ReviewEvent(
          gameID: "question-bank", questionID: "1000",
          check: CheckedQuestion(verdict: .wrong, hints: 0, tries: 1, seconds: 20),
          answer: "星期五", reviewedAt: now - 86_400)
      ])
    let tmux = try start("", environment: ["TRIVIUM_NOW": "\(now)"])
    try tmux.waitFor("Trivium · tester")
    // The Review card, then the Mistakes card beside it.
    try tmux.press("NPage", "NPage", "NPage", "NPage")
    try tmux.waitFor("1 due today")
    try tmux.press("Right")
    try tmux.waitFor("1 to go over")
    try tmux.press("Enter")
    try tmux.waitUntil("the mistakes session") {
      $0.first?.contains("Mistakes") == true && $0.first?.contains("1/1") == true
    }
    try tmux.type("f")
    try tmux.waitFor("Finish the game?")
    try tmux.press("Left", "Enter")
    try tmux.waitFor("Retry 1 missed")
    try tmux.type("r")
    try tmux.waitUntil("the retry") {
      $0.first?.contains("Mistakes") == true && $0.first?.contains("1/1") == true
    }
    try tmux.type("2")
    try tmux.type("q")
    try tmux.waitFor("Leave this game?")
    try tmux.press("Enter")
    try tmux.waitFor("Choose the game again to resume")
    // The Mistakes card (focused still) offers to resume the retry, with its answer.
    try tmux.press("Enter")
    try tmux.waitFor("Resume")
    try tmux.press("Enter")
    try tmux.waitUntil("the retry resumed with its answer") { screen in
      screen.first?.contains("1/1") == true && screen.contains { $0.contains("(•)") }
    }
    try tmux.press("C-c")
    try tmux.waitFor("END")
    let saved = try #require(
      try store.savedSession(profileID: profile.id, gameID: "review/mistakes"))
    #expect(saved.questions == [QuestionKey(gameID: "question-bank", questionID: "1000")])
  }
}

/// Issue 35, item 8: the question browser in a real terminal: `b` opens it, `/` searches,
/// `s` suspends the question found, Enter shows its history, and the Review card counts one
/// question fewer.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func theQuestionBrowserSuspendsAQuestionAndShowsItsHistory() throws {
    let now: Int64 = 1_796_126_400
    let then = now - 3 * 86_400
    let store = try Store.open(at: folder + "/progress.sqlite3")
    let profile = try store.createProfile(named: "tester", createdAt: then)
    func event(_ id: String, _ verdict: Verdict) -> ReviewEvent {
      ReviewEvent(
        gameID: "question-bank", questionID: id,
        check: CheckedQuestion(verdict: verdict, hints: 0, tries: 1, seconds: 20),
        answer: nil, reviewedAt: then)
    }
    try store.recordReviews([event("1000", .wrong), event("1001", .wrong)], profileID: profile.id)
    let tmux = try start("", environment: ["TRIVIUM_NOW": "\(now)"])
    try tmux.waitFor("Trivium · tester")
    try tmux.type("b")
    try tmux.waitFor("Browse questions")
    try tmux.type("/")
    // Its id (the game is read in its default language, Chinese).
    try tmux.type("1000")
    try tmux.press("Enter")
    try tmux.waitUntil("the question found") { screen in
      // "1000" is also in another game's text: the first found is the one chosen.
      screen.first?.contains(" found") == true
        && screen.contains { $0.contains("▶") && $0.contains("question-bank/1000: 如果昨天是明天") }
    }
    try tmux.type("s")
    try tmux.waitUntil("the question suspended") { screen in
      screen.contains { $0.contains("Suspended 1 question.") }
        && screen.contains { $0.contains("suspended ·") && $0.contains("lapses 0") }
    }
    try tmux.press("Enter")
    try tmux.waitUntil("its history") { screen in
      screen.contains { $0.hasPrefix(" History") }
        && screen.contains { $0.contains("· Again · new · next in") }
    }
    try tmux.type("q")
    try tmux.waitFor("Trivium · tester")
    try tmux.press("NPage", "NPage", "NPage", "NPage")
    try tmux.waitFor("1 due today")
    try tmux.type("q")
    let screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
    let card = try #require(try store.browsedCards(profileID: profile.id).first)
    #expect(card.card.questionID == "1000" && card.suspended)
  }
}
