import QuizCore
import Testing

/// A relearning that brings a question back `step` after a last check that was not right.
private struct WrongComesBack: Relearning {
  func comeBack(question index: Int, checks: [QuestionResult]) -> Delay? {
    checks.last?.outcome == .right ? nil : .seconds(600)
  }
}

@Suite("Taking back the last answer: the actions to keep, replayed")
struct UndoTests {
  let env: SessionEnvironment = {
    var env = environment(rules: ClassicRules())
    env.relearning = WrongComesBack()
    return env
  }()

  /// The session replayed without its last answer.
  func undone(_ session: Session) throws -> Session {
    try #require(session.withoutLastAnswer(environment: env))
  }

  /// An answer to the question `session` shows: key A, selected or toggled.
  func answerA(_ session: Session) -> SessionAction {
    session.typeID(at: session.position) == "multiple" ? toggle("A") : select("A")
  }

  @Test("a session played in a shuffled order is taken back in that order, as it stood")
  func undoKeepsAShuffledOrder() throws {
    let seed = try #require(
      (1...64).first { Session(game: bankGame, seed: $0, shuffle: true).order != [0, 1, 2] })
    var session = Session(game: bankGame, seed: seed, shuffle: true)
    play(&session, [.start], env)
    let arrived = session
    play(&session, [.tick(to: .seconds(5)), answerA(session), .check], env)
    let back = try undone(session)
    #expect(back == arrived)
    #expect(back.shuffled && back.order == session.order)
  }

  @Test("undo goes back to the question unanswered, its comeback withdrawn, back to the start")
  func undoTakesBackEachAnswerInTurn() throws {
    let runtime = SessionRuntime(session: Session(game: bankGame, seed: 1), environment: env)
    runtime.send(.start)
    runtime.advance(to: .seconds(5))
    runtime.send(select("B"))  // right: c1 is B; auto-advance moves on
    runtime.send(.check)
    runtime.advance(to: .seconds(10))
    #expect(runtime.session.position == 1)
    let beforeSecond = runtime.session
    runtime.send(toggle("A"))
    runtime.send(.check)  // wrong
    runtime.send(.next)
    #expect(runtime.session.timers.map(\.kind) == [.comeBack])

    let first = try undone(runtime.session)
    // As it was when the player arrived on the second question: nothing of its answer left.
    #expect(beforeSecond.actions.starts(with: first.actions))
    #expect(first.score == beforeSecond.score && first.questions == beforeSecond.questions)
    #expect(first.position == 1 && first.questions[1].tries == 0)
    #expect(first.timers.allSatisfy { $0.kind != .comeBack })
    // Again: the first answer goes too, back to the session's start.
    let second = try undone(first)
    #expect(second.actions == [.start] && second.position == 0 && second.questions[0].tries == 0)
    #expect(second.actionsBeforeLastAnswer == nil)
  }

  @Test("a question that came back: undo takes back its second answer only")
  func undoAfterAComeback() throws {
    var session = started(bankGame, env)
    play(&session, [select("A"), .check, .next], env)
    drainTimers(&session, env)
    #expect(session.order == [0, 1, 2, 0])
    play(&session, [.goTo(3), select("B"), .check], env)
    let back = try undone(session)
    #expect(back.order == [0, 1, 2, 0] && back.position == 3 && back.questions[3].tries == 0)
    #expect(back.questions[0].tries == 1)
  }

  @Test("nothing to take back before an answer or once the session is over")
  func nothingToTakeBack() {
    var session = started(bankGame, env)
    #expect(session.actionsBeforeLastAnswer == nil)
    play(&session, [select("B"), .check, .finish], env)
    #expect(session.isFinished && session.actionsBeforeLastAnswer == nil)
  }
}
