import QuizCore
import Testing

/// Rules that note each session start, scoring as the seed's rules do.
final class StartNotingRules: ScoringRules {
  let base = ClassicRules()
  var starts: [UInt64] = []

  func startSession(seed: UInt64) { starts.append(seed) }
  var autoAdvance: Delay? { base.autoAdvance }
  var allowNegative: Bool { base.allowNegative }
  var confirmHint: Bool { base.confirmHint }
  func hintCost(type: String, typeDefault: Int?) -> Int {
    base.hintCost(type: type, typeDefault: typeDefault)
  }
  func points(for event: ScoreEvent) throws(QuizError) -> [ScoreChange] {
    base.points(for: event)
  }
}

@Suite("Starting a session gives the types and the rules a fresh state")
struct SessionStartTests {
  @Test("start tells the rules once, with the session's seed; a refused start does not")
  func startTellsTheRules() {
    let rules = StartNotingRules()
    let env = SessionEnvironment(types: environment().types, rules: rules)
    var session = Session(game: fruitGame, seed: 42)
    _ = reduce(&session, .start, env)
    _ = reduce(&session, .start, env)
    #expect(rules.starts == [42])
  }

  @Test("a replayed (resumed) session starts afresh too")
  func replayStartsAfresh() {
    let rules = StartNotingRules()
    let env = SessionEnvironment(types: environment().types, rules: rules)
    var session = started(fruitGame, env, seed: 7)
    play(&session, [.next], env)
    _ = Session.replay(game: fruitGame, seed: 7, actions: session.actions, environment: env)
    #expect(rules.starts == [7, 7])
  }
}
