import QuizCore
import Testing

/// Score arithmetic never traps: a sum past `Int`'s ends is the rules' failure, reported, and
/// the session is left as it was.
@Suite("Score bounds")
struct ScoreBoundsTests {
  @Test("a score that would pass Int's ends fails the rules instead of trapping")
  func overflowIsAFailure() {
    let env = environment(rules: ClassicRules(hintCost: Int.max))
    var session = started(fruitGame, env)
    #expect(reduce(&session, .hint, env) == [])
    #expect(session.score == -Int.max)
    play(&session, [.next], env)
    let effects = reduce(&session, .hint, env)
    #expect(effects.contains { $0.failure != nil }, "\(effects)")
    #expect(session.score == -Int.max)
    #expect(session.scoreLog.count == 1)
  }

  @Test("a hint costing Int.min and a right answer worth Int.max do not trap")
  func extremePointsDoNotTrap() {
    let env = environment(rules: ClassicRules(right: Int.max, hintCost: Int.min))
    var session = started(bankGame, env)
    _ = reduce(&session, .hint, env)
    _ = reduce(&session, select("B"), env)
    _ = reduce(&session, .check, env)
    #expect(session.score <= Int.max)
  }
}
