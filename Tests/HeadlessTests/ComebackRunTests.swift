import Headless
import QuizCore
import Testing

/// Brings a question back `step` after a last check that was not right.
private struct WrongComesBack: Relearning {
  var step: Delay

  func comeBack(question index: Int, checks: [QuestionResult]) -> Delay? {
    checks.last?.outcome == .right ? nil : step
  }
}

@Suite("Headless runs honour questions coming back")
struct ComebackRunTests {
  @Test(
    "each wrong answer comes back once its step has passed on the bot's clock, or at the end",
    arguments: [Delay.seconds(2), Delay.seconds(600)])
  func wrongAnswersComeBack(step: Delay) {
    var env = environment
    env.relearning = WrongComesBack(step: step)
    let record = HeadlessRunner().play(game: game, seed: 11, bot: CoinBot(), environment: env)
    #expect(record.forfeit == nil)
    let session = Session.replay(game: game, seed: 11, actions: record.actions, environment: env)
    #expect(session.isFinished && session.timers.isEmpty)
    #expect(session.count > game.questions.count, "the coin missed some")
    // Every answer not right came back, unless the bound was reached; a comeback is the
    // same question, at a later position.
    for (position, progress) in session.questions.enumerated() where progress.outcome != .right {
      let index = session.order[position]
      let occurrences = session.order[...position].filter { $0 == index }.count
      guard occurrences <= maximumComebacks else { continue }
      #expect(progress.cameBackAt.map { $0 > position && session.order[$0] == index } == true)
    }
    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
  }
}
