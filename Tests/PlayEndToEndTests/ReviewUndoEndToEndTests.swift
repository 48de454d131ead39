import Foundation
import QuizCore
import Review
import Store
import Testing

/// Issue 35 items 7 and 9 in a real terminal: after a check the review session says the
/// rating and when the question comes back, 3 rates it Good, and u takes the answer back.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aReviewAnswerIsRatedThenTakenBack() throws {
    let now: Int64 = 1_796_126_400
    let then = now - 3 * 86_400
    let store = try Store.open(at: folder + "/progress.sqlite3")
    let profile = try store.createProfile(named: "tester", createdAt: then)
    func event(_ id: String) -> ReviewEvent {
      ReviewEvent(
        gameID: "question-bank", questionID: id,
        check: CheckedQuestion(verdict: .right, hints: 0, tries: 1, seconds: 20),
        answer: "星期三", reviewedAt: then)
    }
    try store.recordFinished(
      FinishedSession(
        profileID: profile.id, gameID: "question-bank", seed: 1, score: 200,
        verdicts: [
          QuestionVerdict(questionID: "1000", outcome: .right),
          QuestionVerdict(questionID: "1001", outcome: .right),
        ], finishedAt: then),
      reviews: [event("1000"), event("1001")])
    let tmux = try start("", environment: ["TRIVIUM_NOW": "\(now)"])
    try tmux.waitFor("Trivium · tester")
    try tmux.press("NPage", "NPage", "NPage", "NPage")
    try tmux.waitFor("2 due today")
    try tmux.press("Enter")
    try tmux.waitUntil("the review session, which offers undo") {
      $0.first?.contains("1/2") == true && $0.contains { $0.contains("u undo") }
    }
    try tmux.type("1")
    try tmux.type("c")
    try tmux.waitUntil("the rating after the check") { screen in
      screen.count > 1 && screen[1].contains(" · in ")
    }
    try tmux.type("3")
    try tmux.waitUntil("the rating chosen") { screen in
      screen.count > 1 && screen[1].contains("Good · in ")
    }
    try tmux.type("n")
    try tmux.waitUntil("the second question") { $0.first?.contains("2/2") == true }
    try tmux.type("u")
    try tmux.waitUntil("the first question again, unanswered") { screen in
      screen.first?.contains("1/2") == true
        && screen.contains { $0.contains("The last answer is taken back.") }
        && !(screen.count > 1 && screen[1].contains(" · in "))
    }
    try tmux.type("q")
    try tmux.waitFor("Leave this game?")
    try tmux.press("Enter")
    try tmux.waitFor("Choose the game again to resume")
    try tmux.press("q")
    let screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
    // The save holds no answer, and nothing reached the review events.
    let saved = try #require(try store.savedSession(profileID: profile.id, gameID: "review/due"))
    let ops = saved.actions.compactMap { $0["op"].stringValue }
    #expect(!ops.contains("check") && !ops.contains("rate"), "\(ops)")
    #expect(try store.reviewEvents(profileID: profile.id).count == 2)
  }
}
