import Testing

@testable import QuizCore

/// A rollback puts back `Session.Fields` and the long lists: every stored property of a
/// session must be one or the other, or a constant, so a field added later is not left out.
@Suite struct SessionFieldsTests {
  static let lists: Set<String> = ["order", "questions", "scoreLog", "actions", "actionResults"]
  static let constants: Set<String> = ["game", "seed", "shuffled"]

  @Test func everyStoredPropertyIsRolledBack() {
    let session = started(fruitGame, environment())
    let stored = Set(Mirror(reflecting: session).children.compactMap(\.label))
    let fields = Set(Mirror(reflecting: session.fields).children.compactMap(\.label))
    #expect(fields.isDisjoint(with: Self.lists.union(Self.constants)))
    #expect(stored == fields.union(Self.lists).union(Self.constants))
  }

  @Test func fieldsWriteBackWhatTheyRead() {
    let env = environment()
    var session = started(fruitGame, env)
    let before = session
    let saved = session.fields
    _ = play(&session, [pick1, pick2, .check, .hint], env)
    #expect(session != before)
    session.fields = saved
    // The lists stay as the actions left them; everything else is as it was.
    #expect(session.position == before.position && session.score == before.score)
    #expect(session.popups == before.popups && session.timers == before.timers)
    #expect(session.now == before.now && session.result == before.result)
    #expect(session.nextPopupID == before.nextPopupID)
  }

  @Test func inspectLendsTheSessionAsItStands() {
    let env = environment()
    let runtime = SessionRuntime(session: Session(game: fruitGame, seed: 3), environment: env)
    runtime.send(.start)
    runtime.send(pick1)
    let copy = runtime.session
    #expect(runtime.inspect { $0 == copy })
    #expect(runtime.inspect { $0.actions.count } == 2)
  }
}
