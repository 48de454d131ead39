import QuizCore
import Testing

/// A relearning that brings a question back `step` after a last check that was not right.
private struct WrongComesBack: Relearning {
  var step = Delay.seconds(600)

  func comeBack(question index: Int, checks: [QuestionResult]) -> Delay? {
    checks.last?.outcome == .right ? nil : step
  }
}

private func relearningEnvironment(step: Delay = .seconds(600)) -> SessionEnvironment {
  var env = environment(rules: ClassicRules(autoAdvance: nil))
  env.relearning = WrongComesBack(step: step)
  return env
}

@Suite("Questions coming back in their session once their relearning step has passed")
struct ComebackTests {
  @Test("a wrong answer comes back after its step on the session's clock, not before")
  func wrongComesBackAfterItsStep() {
    let env = relearningEnvironment()
    let runtime = SessionRuntime(session: Session(game: bankGame, seed: 1), environment: env)
    runtime.send(.start)
    runtime.advance(to: .seconds(5))
    runtime.send(select("A"))  // wrong: c1 is B
    runtime.send(.check)
    runtime.send(.next)
    #expect(runtime.session.timers.map(\.due) == [.seconds(605)])
    #expect(runtime.session.timers.map(\.kind) == [.comeBack])
    runtime.advance(to: .milliseconds(604_999))
    #expect(runtime.session.count == 3)
    runtime.advance(to: .seconds(605))
    #expect(runtime.session.count == 4)
    #expect(runtime.session.order == [0, 1, 2, 0])
    #expect(runtime.session.questions[0].cameBackAt == 3)
    #expect(runtime.session.actions.last == .timerFired(1))
    // The first answer is closed; the new one is open, and auto-advance would find it.
    #expect(!runtime.session.questions[0].isOpen && runtime.session.questions[3].isOpen)
    #expect(runtime.send(.goTo(0)).contains(.save))
    #expect(runtime.send(select("B")) == [.refused(.answerFinal)])
    // Answered right, it does not come back again.
    runtime.send(.goTo(3))
    runtime.send(select("B"))
    runtime.send(.check)
    runtime.send(.finish)
    let result = runtime.session.result
    #expect(result?.questions.map(\.outcome) == [.wrong, .unanswered, .unanswered, .right])
    #expect(result?.questions.map(\.id) == ["c1", "c2", "c3", "c1"])
    #expect(runtime.session.timers.isEmpty)
    #expect(runtime.scheduler.isIdle)
  }

  @Test("a step that outlasts the session brings the question back at its end")
  func stepOutlastingTheSessionComesBackAtTheEnd() {
    let env = relearningEnvironment(step: .seconds(3_600))
    var session = started(bankGame, env)
    play(&session, [select("A"), .check, .next, toggle("A"), toggle("C"), .check, .next], env)
    play(&session, [select("C"), .check], env)
    // Finishing with c1 and c3 wrong: both come back, in the order they were left, and play
    // goes on with the first; no timer is left waiting.
    let effects = reduce(&session, .finish, env)
    #expect(!session.isFinished)
    #expect(session.order == [0, 1, 2, 0, 2])
    #expect(session.position == 3)
    #expect(session.timers.isEmpty)
    #expect(effects.contains(.cancel(1)) && effects.contains(.cancel(2)))
    play(&session, [select("B"), .check, .next, select("A"), .check, .finish], env)
    #expect(session.isFinished)
    #expect(session.timers.isEmpty)
    #expect(
      session.result?.questions.map(\.outcome) == [.wrong, .right, .wrong, .right, .right])
  }

  @Test("the session's time running out ends it, whatever waits to come back")
  func sessionLimitEndsIt() {
    var env = environment(rules: ClassicRules(autoAdvance: nil, timeLimit: .seconds(60)))
    env.relearning = WrongComesBack()
    let runtime = SessionRuntime(session: Session(game: bankGame, seed: 1), environment: env)
    runtime.send(.start)
    runtime.send(select("A"))
    runtime.send(.check)
    runtime.send(.next)
    runtime.advance(to: .seconds(60))
    #expect(runtime.session.isFinished)
    #expect(runtime.session.count == 3)
    #expect(runtime.session.timers.isEmpty)
  }

  @Test("a question never answered right comes back a bounded number of times")
  func comebacksAreBounded() {
    let env = relearningEnvironment()
    var session = started(Game(id: "one", title: "One", questions: [bankGame.questions[0]]), env)
    var finishes = 0
    while !session.isFinished, finishes < 20 {
      play(&session, [select("A"), .check, .finish], env)
      finishes += 1
    }
    #expect(session.isFinished)
    #expect(session.count == 1 + maximumComebacks)
  }

  @Test("without relearning (a game) nothing comes back")
  func gamesHaveNoComebacks() {
    let env = environment(rules: ClassicRules(autoAdvance: nil))
    var session = started(bankGame, env)
    play(&session, [select("A"), .check, .next, .finish], env)
    #expect(session.isFinished && session.count == 3)
  }

  @Test("a replay of the actions gives the same session, comebacks included")
  func replayGivesTheSameSession() {
    let env = relearningEnvironment()
    let runtime = SessionRuntime(session: Session(game: bankGame, seed: 1), environment: env)
    runtime.send(.start)
    runtime.send(select("A"))
    runtime.send(.check)
    runtime.send(.next)
    runtime.advance(to: .seconds(700))
    runtime.send(.finish)
    runtime.send(select("B"))
    runtime.send(.check)
    runtime.send(.finish)
    let played = runtime.session
    #expect(played.isFinished && played.count == 4)
    let replayed = Session.replay(
      game: bankGame, seed: 1, actions: played.actions, environment: env)
    #expect(replayed == played)
  }

  @Test("a bot cannot bring a question back")
  func botsCannotSendComeBack() {
    #expect(throws: QuizError.self) {
      try BotMove(value: ["op": "come_back", "position": 0], newestPopup: nil)
    }
  }

  @Test("come_back reads and writes as data")
  func comeBackAsData() {
    let action = SessionAction.comeBack(2)
    #expect(SessionAction(value: action.value) == action)
    #expect(action.value["position"] == .int(2))
  }
}
