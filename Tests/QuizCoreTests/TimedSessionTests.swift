import QuizCore
import Testing

@Suite("Timed sessions: the session's and each question's time, on the virtual clock")
struct TimedSessionTests {
  @Test("a timed session ends exactly at its limit, the unanswered questions counted")
  func sessionEndsAtItsLimit() {
    let env = environment(rules: ClassicRules(autoAdvance: nil, timeLimit: .seconds(60)))
    let recorder = Recorder()
    let runtime = SessionRuntime(
      session: Session(game: bankGame, seed: 1), environment: env, delegate: recorder)
    #expect(
      runtime.send(.start) == [.schedule(1, after: .seconds(60), action: .finish), .save])
    runtime.advance(to: .seconds(10))
    runtime.send(select("B"))
    runtime.send(.check)
    // Moving on keeps the session's deadline.
    #expect(runtime.send(.next) == [.dismiss(1), .save])
    // A complete answer never checked is marked when time is up, as when handed in.
    runtime.send(toggle("A"))
    runtime.send(toggle("C"))
    runtime.send(.next)
    _ = recorder.take()

    runtime.advance(to: .milliseconds(59_999))
    #expect(!runtime.session.isFinished)
    runtime.advance(to: .seconds(90))
    let result = runtime.session.result
    #expect(result?.endedAt == .seconds(60))
    #expect(result?.abandoned == false)
    #expect(result?.questions.map(\.outcome) == [.right, .right, .unanswered])
    #expect(runtime.session.actions.last == .timerFired(1))
    #expect(runtime.session.timers.isEmpty)
    #expect(runtime.scheduler.isIdle)
    #expect(recorder.take().contains(.finished(score: 200, abandoned: false)))
  }

  @Test("a question whose time runs out is handed in as it stands and play moves on")
  func questionTimeRunsOut() {
    let env = environment(rules: ClassicRules(autoAdvance: nil, questionTime: .seconds(20)))
    let runtime = SessionRuntime(session: Session(game: bankGame, seed: 1), environment: env)
    #expect(
      runtime.send(.start) == [.schedule(1, after: .seconds(20), action: .timeUp), .save])
    // Question 1: left untouched until its time is up.
    runtime.advance(to: .seconds(20))
    #expect(runtime.session.position == 1)
    #expect(runtime.session.questions[0].isTimedOut)
    #expect(runtime.session.timers.map(\.due) == [.seconds(40)])
    // Question 2: a wrong check, then a complete answer left unchecked: marked at time-up.
    runtime.send(toggle("B"))
    runtime.send(.check)
    runtime.send(toggle("B"))
    runtime.send(toggle("A"))
    runtime.advance(to: .seconds(40))
    #expect(runtime.session.questions[1].outcome == .partial)
    #expect(runtime.session.questions[1].tries == 2)
    // Back to a closed question: no clock, and its answer cannot change.
    #expect(runtime.send(.goTo(0)) == [.cancel(3), .save])
    #expect(runtime.send(select("B")) == [.refused(.timeIsUp)])
    #expect(runtime.session.timers.isEmpty)
    // Question 3: answered right in time, its clock stops; finish ends the session.
    runtime.send(.goTo(2))
    runtime.advance(to: .seconds(45))
    #expect(runtime.send(select("A")) == [])
    let effects = runtime.send(.check)
    #expect(effects.contains(.cancel(4)))
    #expect(runtime.session.timers.isEmpty)
    runtime.send(.finish)
    #expect(runtime.session.result?.questions.map(\.outcome) == [.unanswered, .partial, .right])
    #expect(runtime.scheduler.isIdle)
    // What review reads: which answers the timer handed in, and the action of each final
    // check (question 2's is the time-up that handed it in, question 3's its check).
    let actions = runtime.session.actions
    let timeUp = actions.lastIndex {
      if case .timerFired = $0 { return true }
      return false
    }
    #expect(runtime.session.result?.questions.map(\.timedOut) == [true, true, false])
    #expect(
      runtime.session.result?.questions.map(\.checkedAtAction) == [
        nil, timeUp, actions.count - 2,
      ])
  }

  @Test("a question's time counts over every visit, and the last one's end finishes")
  func questionTimeOverVisits() {
    let env = environment(rules: ClassicRules(autoAdvance: nil, questionTime: .seconds(20)))
    let runtime = SessionRuntime(session: Session(game: bankGame, seed: 1), environment: env)
    runtime.send(.start)
    runtime.advance(to: .seconds(5))
    #expect(
      runtime.send(.goTo(2)) == [
        .cancel(1), .schedule(2, after: .seconds(20), action: .timeUp), .save,
      ])
    runtime.advance(to: .seconds(7))
    // Back on question 1, 5 s of its 20 already spent.
    #expect(runtime.send(.goTo(0)).contains(.schedule(3, after: .seconds(15), action: .timeUp)))
    runtime.advance(to: .seconds(22))
    #expect(runtime.session.position == 1)
    runtime.advance(to: .seconds(42))
    #expect(runtime.session.position == 2)
    // Question 3 had 2 s of its time: 18 s are left.
    runtime.advance(to: .milliseconds(59_999))
    #expect(!runtime.session.isFinished)
    runtime.advance(to: .seconds(60))
    #expect(runtime.session.result?.endedAt == .seconds(60))
    #expect(
      runtime.session.result?.questions.map(\.outcome) == [.unanswered, .unanswered, .unanswered])
    #expect(runtime.scheduler.isIdle)
  }

  @Test("a timed session replays and resumes with the time it had left")
  func resumesWithTimeLeft() {
    let env = environment(rules: ClassicRules(autoAdvance: nil, timeLimit: .seconds(60)))
    let first = SessionRuntime(session: Session(game: bankGame, seed: 1), environment: env)
    first.send(.start)
    first.advance(to: .seconds(25))
    first.send(select("B"))
    // The front records the time that passed before it leaves.
    first.advance(to: .seconds(40))
    first.send(.tick(to: first.now))
    let saved = first.session.actions
    #expect(saved.last == .tick(to: .seconds(40)))

    let resumed = Session.replay(
      game: bankGame, seed: 1, actions: saved, environment: env)
    #expect(resumed == first.session)
    let second = SessionRuntime(session: resumed, environment: env)
    #expect(second.now == .seconds(40))
    second.advance(to: .milliseconds(59_999))
    #expect(!second.session.isFinished)
    second.advance(to: .seconds(60))
    #expect(second.session.result?.endedAt == .seconds(60))
    #expect(second.scheduler.isIdle)
  }

  @Test("a deadline waits for time to be spent: only steps run while a player waits")
  func deadlinesWaitForTime() {
    let env = environment(rules: ClassicRules(timeLimit: .seconds(60)))
    let runtime = SessionRuntime(session: Session(game: fruitGame, seed: 1), environment: env)
    runtime.send(.start)
    runtime.send(pick1)
    runtime.send(pick2)
    #expect(runtime.runUntilWaiting() == 1)
    #expect(runtime.session.position == 1)
    #expect(runtime.now == .milliseconds(500))
    #expect(!runtime.session.isFinished)
    #expect(runtime.runUntilIdle() == 1)
    #expect(runtime.session.result?.endedAt == .seconds(60))
  }

  @Test("time_up is refused when the rules give no time per question")
  func timeUpUntimed() {
    let env = environment()
    var session = started(bankGame, env)
    #expect(reduce(&session, .timeUp, env) == [.refused(.untimed)])
  }
}
