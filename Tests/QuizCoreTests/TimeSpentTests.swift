import QuizCore
import Testing

/// The time a question was on screen before its answer became final: what spaced review grades
/// an answer's speed by and statistics add up.
@Suite("Time spent per question")
struct TimeSpentTests {
  let env = environment()

  func at(_ milliseconds: Int64) -> SessionAction { .tick(to: .milliseconds(milliseconds)) }

  @Test("counted over every visit, up to the final check, and never after it")
  func countedUntilFinal() {
    var session = started(bankGame, env)
    // c1: three seconds, then right.
    play(&session, [at(3_000), select("B"), .check], env)
    #expect(session.questions[0].timeSpent == .milliseconds(3_000))
    drainTimers(&session, env)
    if session.position == 0 { play(&session, [.next], env) }
    let arrived = session.now.milliseconds
    // c2: two seconds, away to c1 (final: its time stays), back, one second, wrong, two more,
    // right.
    play(&session, [at(arrived + 2_000), .previous, at(arrived + 3_000), .next], env)
    #expect(session.questions[0].timeSpent == .milliseconds(3_000))
    play(&session, [at(arrived + 4_000), toggle("A"), toggle("B"), .check], env)
    #expect(session.questions[1].verdict == .wrong)
    #expect(session.questions[1].timeSpent == .milliseconds(3_000))
    play(&session, [at(arrived + 6_000), toggle("B"), toggle("C"), .check], env)
    #expect(session.questions[1].verdict == .right)
    play(&session, [at(arrived + 9_000)], env)
    #expect(session.questions[1].timeSpent == .milliseconds(5_000))
    drainTimers(&session, env)
    play(&session, [.finish], env)
    let result = try! #require(session.result)
    #expect(result.questions.map(\.timeSpent.milliseconds).prefix(2) == [3_000, 5_000])
    drainTimers(&session, env)
    #expect(session.timers.isEmpty)
  }

  @Test("a question never shown has no time; the one open at the end counts to the end")
  func openAtTheEnd() {
    var session = started(bankGame, env)
    play(&session, [at(1_500), .next, at(4_000), .finish], env)
    let result = try! #require(session.result)
    #expect(result.questions.map(\.timeSpent.milliseconds) == [1_500, 2_500, 0])
  }

  @Test("replaying the actions gives the same times")
  func replayed() {
    var session = started(bankGame, env)
    play(&session, [at(2_000), select("B"), .check, at(2_600), .next, at(5_000), .finish], env)
    let replay = Session.replay(
      game: bankGame, seed: 1, actions: session.actions, environment: env)
    #expect(replay.questions.map(\.timeSpent) == session.questions.map(\.timeSpent))
    #expect(replay.questions[0].timeSpent == .milliseconds(2_000))
  }
}
