import Foundation
import QuizCore
import Store
import Testing

/// Issue 35 item 12 in a real terminal: a game's statistics open its item analysis, which
/// says it is computing, then shows each question's figures and flags.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aGamesStatisticsOpenItsItemAnalysis() throws {
    let now: Int64 = 1_796_126_400
    let store = try Store.open(at: folder + "/progress.sqlite3")
    let profile = try store.createProfile(named: "tester", createdAt: now - 86_400)
    for (index, outcome) in [Outcome.right, .wrong, .right].enumerated() {
      try store.recordFinished(
        FinishedSession(
          profileID: profile.id, gameID: "question-bank", seed: UInt64(index + 1), score: 100,
          verdicts: [
            QuestionVerdict(questionID: "1000", outcome: outcome),
            QuestionVerdict(questionID: "1001", outcome: .right),
          ], finishedAt: now - 3_600 + Int64(index)),
        reviews: [])
    }
    let tmux = try start("", environment: ["TRIVIUM_NOW": "\(now)"])
    try tmux.waitFor("Trivium · tester")
    try tmux.type("/")
    try tmux.type("Question bank")
    try tmux.press("Enter")
    try tmux.type("s")
    try tmux.waitFor("statistics of tester")
    try tmux.waitUntil("the key of the item analysis") { screen in
      screen.contains { $0.contains("· a item analysis ·") }
    }
    try tmux.type("a")
    try tmux.waitUntil("the item analysis") { screen in
      screen.first?.contains("Item analysis of") == true
        && screen.contains { $0.contains("3 attempts (3 by players, 0 in tournaments)") }
        && screen.contains { $0.contains("Facility %") && $0.contains("Flags") }
        && screen.contains { $0.contains("66.7") && $0.contains("too few") }
    }
    try tmux.type("s")
    try tmux.waitUntil("the attempts of players only") { screen in
      screen.first?.contains("players' sessions") == true
        && screen.contains { $0.contains("3 attempts (3 by players, 0 in tournaments)") }
    }
    try tmux.type("q")
    try tmux.waitFor("statistics of tester")
    try tmux.type("q")
    try tmux.waitFor("Trivium · tester")
    try tmux.type("q")
    let screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
  }
}
