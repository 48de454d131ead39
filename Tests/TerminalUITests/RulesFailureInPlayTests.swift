import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Rules whose `points` fail, counting how often they are asked.
final class ScoreFailingRules: ScoringRules, @unchecked Sendable {
  var calls = 0
  var autoAdvance: Delay? { nil }
  var allowNegative: Bool { true }
  var confirmHint: Bool { false }

  func hintCost(type: String, typeDefault: Int?) -> Int { 0 }

  func points(for event: ScoreEvent) throws(QuizError) -> [ScoreChange] {
    calls += 1
    throw .pluginFailed(
      plugin: "broken-rules", message: "rules.lua:7: attempt to index a nil value")
  }
}

/// Interactive `play` ends a session the rules failed in at once, charged to the rules, as
/// `run` and `tournament` do, and keeps what was saved.
@Suite struct RulesFailureInPlayTests {
  @Test func aFailingScoreEndsTheGameNamingTheRulesAndKeepsTheSave() throws {
    var game = try builtInGame("picture-guess")
    game.questions = Array(game.questions.prefix(3))
    let rules = ScoreFailingRules()
    let play = GameController(
      session: Session(game: game, seed: 1),
      environment: SessionEnvironment(types: try builtInTypes(), rules: rules), now: 100,
      theme: .fallback)
    nonisolated(unsafe) var saved: [Session] = []
    play.onSave = {
      saved.append($0)
      return .saved
    }
    _ = play.render(size: Size(width: 100, height: 40), context: plainContext())
    #expect(play.handle(.char("日"), now: 100.1) == .stay)
    let savedActions = play.session.actions
    #expect(saved.last?.actions == savedActions)
    // The second tile completes the answer: the check asks the rules, which fail.
    #expect(play.handle(.char("本"), now: 100.2) == .left)
    #expect(rules.calls == 1)
    #expect(play.rulesFailure?.contains("broken-rules") == true, "\(play.rulesFailure ?? "")")
    #expect(play.rulesFailure?.contains("rules.lua:7") == true, "\(play.rulesFailure ?? "")")
    // Nothing more is asked of the rules, and the save holds every accepted action.
    #expect(play.handle(.char("Z"), now: 100.3) == .left)
    play.advance(to: 101)
    #expect(rules.calls == 1)
    #expect(saved.last?.actions == play.session.actions)
    #expect(play.session.actions.starts(with: savedActions))
  }
}
