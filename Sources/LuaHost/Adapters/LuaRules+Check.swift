import QuizCore

extension LuaRules {
  /// Calls `score` on the events a session sends (a right, a partial and a wrong check, and
  /// a hint), read as a session reads them: a `score` that fails or returns what no session
  /// can use is found by `trivium validate`, not by every session forfeiting on it.
  public func checkScore() throws(QuizError) {
    guard plugin.hasFunction("score") else { return }
    startSession(seed: 1)
    let type = "single"
    let events = [
      ScoreEvent(
        kind: .check, type: type, verdict: .right, fraction: 1, streak: 1, tries: 1,
        elapsed: .seconds(5)),
      ScoreEvent(
        kind: .check, type: type, verdict: .partial, fraction: 0.5, tries: 1,
        elapsed: .seconds(8)),
      ScoreEvent(
        kind: .check, type: type, verdict: .wrong, fraction: 0, tries: 2, elapsed: .seconds(12)),
      ScoreEvent(
        kind: .hint, type: type, elapsed: .seconds(3),
        hintCost: hintCost(type: type, typeDefault: nil)),
    ]
    for event in events { _ = try points(for: event) }
  }
}
