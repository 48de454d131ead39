import Headless
import QuizCore
import Testing

/// Rules whose `points` fail at every check, counting how often they are asked.
final class FailingRules: ScoringRules, @unchecked Sendable {
  var calls = 0
  var autoAdvance: Delay? { nil }
  var allowNegative: Bool { true }
  var confirmHint: Bool { false }

  func hintCost(type: String, typeDefault: Int?) -> Int { 0 }

  func points(for event: ScoreEvent) throws(QuizError) -> [ScoreChange] {
    calls += 1
    throw .pluginFailed(plugin: "broken-rules", message: "score: attempt to index a nil value")
  }
}

@Suite("A failure of the rules ends the session, charged to the rules")
struct RulesFailureTests {
  @Test("a failing score() ends the session at once, is asked once, and names the rules")
  func failingScoreEndsTheSession() {
    let rules = FailingRules()
    let record = HeadlessRunner().play(
      game: game, seed: 3, bot: CoinBot(),
      environment: SessionEnvironment(types: QuestionTypes([ChoiceType()]), rules: rules))
    #expect(rules.calls == 1)
    let forfeit = record.forfeit?.description ?? ""
    #expect(forfeit.contains("plugin 'broken-rules' failed"), "\(forfeit)")
    #expect(forfeit.contains("the rules failed"), "\(forfeit)")
    #expect(!forfeit.contains("bot 'coin'"), "\(forfeit)")
    #expect(record.moves < 10)
  }
}
