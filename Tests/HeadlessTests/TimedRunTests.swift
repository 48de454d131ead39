import Headless
import QuizCore
import Testing

@Suite("Headless runs of timed rules: bots spend virtual time by thinking")
struct TimedRunTests {
  func timed(_ rules: ClassicRules) -> SessionEnvironment {
    SessionEnvironment(types: QuestionTypes([ChoiceType()]), rules: rules)
  }

  @Test("the session ends at its limit while the bot thinks, the same on every run")
  func sessionLimit() throws {
    // CoinBot takes 1 s a question: 0.3 s to pick, 0.7 s to check.
    let env = timed(ClassicRules(autoAdvance: nil, timeLimit: .milliseconds(3_500)))
    let runner = HeadlessRunner()
    let record = runner.play(game: game, seed: 5, bot: CoinBot(), environment: env)
    #expect(record == runner.play(game: game, seed: 5, bot: CoinBot(), environment: env))
    #expect(record.forfeit == nil)
    let session = Session.replay(game: game, seed: 5, actions: record.actions, environment: env)
    #expect(session.result?.endedAt == .milliseconds(3_500))
    // Three questions checked, the fourth picked and marked at the end, two never seen.
    let outcomes = try #require(session.result?.questions.map(\.outcome))
    #expect(outcomes[4...] == [.unanswered, .unanswered])
    #expect(outcomes[..<4].allSatisfy { $0 == .right || $0 == .wrong })
    #expect(session.score == record.score)
  }

  @Test("a question's time runs out during the bot's check: the pick is handed in, exactly")
  func questionTime() throws {
    let env = timed(ClassicRules(autoAdvance: nil, questionTime: .milliseconds(500)))
    let record = HeadlessRunner().play(game: game, seed: 5, bot: CoinBot(), environment: env)
    #expect(record.forfeit == nil)
    let session = Session.replay(game: game, seed: 5, actions: record.actions, environment: env)
    #expect(session.result?.endedAt == .milliseconds(3_000))
    #expect(session.questions.allSatisfy { $0.isTimedOut })
    // Each check's 0.7 s ends exactly when the next question's 0.5 s do: that one times out
    // before the bot sees it.
    #expect(session.questions.map(\.tries) == [1, 0, 1, 0, 1, 0])
    #expect(!session.actions.contains(.check))
  }
}
