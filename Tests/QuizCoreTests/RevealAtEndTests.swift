import QuizCore
import Testing

@Suite("A mock exam (reveal = \"end\"): nothing of how answers stand until the end")
struct RevealAtEndTests {
  let env = environment(rules: ClassicRules(autoAdvance: nil, reveal: .atEnd))

  @Test("a check hands the answer in: final even when wrong, with no feedback")
  func checkHandsIn() {
    var session = started(bankGame, env)
    play(&session, [select("A")], env)
    #expect(reduce(&session, .check, env) == [])
    #expect(session.current.isFinal)
    #expect(session.current.outcome == .wrong)
    #expect(reduce(&session, select("B"), env) == [.refused(.answerFinal)])
    let view = session.snapshot(env)
    #expect(view.verdict == nil)
    #expect(view.handedIn)
    #expect(view.revealsAtEnd)
    #expect(view.score == 0)
    #expect(view.value["score"] == .null)
    #expect(view.value["checked"] == "handed_in")
    #expect(!view.buttons.check)
  }

  @Test("with auto-advance, an answer handed in moves on whatever its verdict")
  func handedInMovesOn() {
    let advancing = environment(
      rules: ClassicRules(autoAdvance: .milliseconds(500), reveal: .atEnd))
    var session = started(bankGame, advancing)
    play(&session, [.goTo(1), toggle("A")], advancing)
    // Partly right: a classic check leaves it on screen; a mock exam's must not, or staying
    // would tell the player it was not right.
    #expect(
      reduce(&session, .check, advancing) == [
        .schedule(1, after: .milliseconds(500), action: .next)
      ])
    drainTimers(&session, advancing)
    #expect(session.position == 2)
    #expect(session.timers.isEmpty)
  }

  @Test("no hint and no analysis while it runs; the score waits for the end")
  func nothingRevealedBeforeTheEnd() {
    var session = started(bankGame, env)
    play(&session, [select("B"), .check, .next], env)
    #expect(session.score == 100)
    let view = session.snapshot(env)
    #expect(view.hintCost == nil)
    #expect(!view.buttons.analysis)
    #expect(reduce(&session, .hint, env) == [.refused(.notBeforeEnd)])
    #expect(reduce(&session, .showAnalysis, env) == [.refused(.notBeforeEnd)])
  }

  @Test("an answer complete from an action is not checked for the player")
  func noAutoCheck() {
    var session = started(fruitGame, env)
    #expect(play(&session, [pick1, pick2], env) == [])
    #expect(session.current.verdict == nil)
    #expect(session.current.isOpen)
  }

  @Test("at the end every verdict and the score are shown")
  func revealedAtTheEnd() {
    var session = started(bankGame, env)
    play(&session, [select("A"), .check, .next, toggle("A"), toggle("C"), .finish], env)
    #expect(session.result?.questions.map(\.outcome) == [.wrong, .right, .unanswered])
    let view = session.snapshot(env)
    #expect(!view.revealsAtEnd)
    #expect(view.score == 100)
    #expect(view.verdict == .right)
  }
}
