import QuizCore
import Testing

@Suite("Checking and auto-advance")
struct AutoAdvanceTests {
  let env = environment()

  @Test("S0.8 a right answer adds 100 and advances 0.5 s later")
  func rightAdvances() {
    let recorder = Recorder()
    let runtime = SessionRuntime(
      session: Session(game: fruitGame, seed: 1), environment: env, delegate: recorder)
    #expect(runtime.send(.start) == [.save])
    #expect(recorder.take() == [.changed(position: 0, score: 0), .save(position: 0)])
    #expect(runtime.send(pick1) == [])
    #expect(
      runtime.send(pick2) == [
        .present(feedback(1, .right, "+100 right")),
        .schedule(1, after: .milliseconds(500), action: .next),
      ])
    #expect(runtime.session.score == 100)
    #expect(runtime.session.scoreLog.map(\.description) == ["+100 right"])
    #expect(runtime.session.snapshot(env).widgets.first?.value["color"] == "right")
    #expect(runtime.scheduler.pending.map(\.id) == [1])
    #expect(runtime.scheduler.pending.map(\.due) == [.milliseconds(500)])
    #expect(runtime.session.timers.map(\.due) == [.milliseconds(500)])
    _ = recorder.take()

    runtime.advance(to: .milliseconds(499))
    #expect(runtime.session.position == 0)
    #expect(recorder.take() == [])

    runtime.advance(to: .milliseconds(500))
    #expect(runtime.session.position == 1)
    #expect(runtime.session.now == .milliseconds(500))
    #expect(
      recorder.take() == [.changed(position: 1, score: 100), .dismiss(1), .save(position: 1)])
    #expect(runtime.scheduler.isIdle)
    #expect(runtime.session.timers.isEmpty)
    #expect(runtime.session.actions == [.start, pick1, pick2, .timerFired(1)])
  }

  @Test("S0.8 the auto-advance is cancelled when the player moves first")
  func playerMovesFirst() {
    let recorder = Recorder()
    let runtime = SessionRuntime(
      session: Session(game: fruitGame, seed: 1), environment: env, delegate: recorder)
    runtime.send(.start)
    runtime.send(pick1)
    runtime.send(pick2)
    runtime.advance(to: .milliseconds(200))
    #expect(runtime.send(.next) == [.cancel(1), .dismiss(1), .save])
    #expect(runtime.session.position == 1)
    #expect(runtime.scheduler.isIdle)
    #expect(runtime.runUntilIdle() == 0)
    #expect(runtime.session.position == 1)
    #expect(
      runtime.session.actions == [.start, pick1, pick2, .tick(to: .milliseconds(200)), .next])
    // A late timer event for the cancelled id changes nothing.
    var session = runtime.session
    #expect(reduce(&session, .timerFired(1), env) == [.refused(.noSuchTimer(1))])
    #expect(session == runtime.session)
  }

  @Test("S0.7 / S0.8 a wrong answer turns red; changing it goes back to neutral")
  func wrongThenNeutral() {
    var session = started(fruitGame, env)
    #expect(play(&session, [pick2, pick1], env) == [.present(feedback(1, .wrong, ""))])
    #expect(session.current.verdict == .wrong)
    #expect(session.current.tries == 1)
    #expect(session.score == 0)
    #expect(session.timers.isEmpty)
    #expect(session.snapshot(env).widgets.first?.value["color"] == "wrong")
    #expect(session.snapshot(env).buttons.check == false)
    #expect(reduce(&session, .check, env) == [.refused(.alreadyChecked)])

    #expect(reduce(&session, .act(["op": "unpick", "index": 1]), env) == [.dismiss(1)])
    #expect(session.current.verdict == nil)
    #expect(session.popups.isEmpty)
    #expect(session.snapshot(env).widgets.first?.value["color"] == "neutral")
    // S0.7: the tile of the emptied slot shows again.
    #expect(session.current.state?["hidden"] == [true, false, false, false, false])

    #expect(reduce(&session, .act(["op": "unpick", "index": 2]), env) == [])
    #expect(
      play(&session, [pick1, pick2], env) == [
        .present(feedback(2, .right, "+100 right")),
        .schedule(1, after: .milliseconds(500), action: .next),
      ])
    #expect(session.current.tries == 2)
    #expect(reduce(&session, pick3, env) == [.refused(.answerFinal)])
    drainTimers(&session, env)
    #expect(session.position == 1)
    #expect(session.timers.isEmpty)
  }

  @Test("S0.8 after the last question the game goes back to an open question, then ends")
  func lastQuestion() {
    var session = started(fruitGame, env)
    play(&session, [pick2, pick1], env)
    #expect(reduce(&session, .next, env) == [.dismiss(1), .save])
    #expect(
      play(&session, [pick1, pick2], env) == [
        .present(feedback(2, .right, "+100 right")),
        .schedule(1, after: .milliseconds(500), action: .next),
      ])
    #expect(reduce(&session, .timerFired(1), env) == [.dismiss(2), .save])
    #expect(
      play(&session, [pick1, pick2], env) == [
        .present(feedback(3, .right, "+100 right")),
        .schedule(2, after: .milliseconds(500), action: .goTo(0)),
      ])
    #expect(reduce(&session, .timerFired(2), env) == [.dismiss(3), .save])
    #expect(session.position == 0)
    #expect(session.now == .milliseconds(1000))
    let unpick: [SessionAction] = [
      .act(["op": "unpick", "index": 1]), .act(["op": "unpick", "index": 2]),
    ]
    play(&session, unpick, env)
    #expect(
      play(&session, [pick1, pick2], env) == [
        .present(feedback(4, .right, "+100 right")),
        .schedule(3, after: .milliseconds(500), action: .finish),
      ])

    let effects = reduce(&session, .timerFired(3), env)
    let result = SessionResult(
      gameID: "fruit", seed: 1, score: 300, abandoned: false, endedAt: .milliseconds(1500),
      questions: [
        QuestionResult(
          position: 0, id: "q1", type: "letters", outcome: .right, fraction: 1, tries: 2,
          hints: 0, answer: "苹果", checkedAtAction: 13),
        QuestionResult(
          position: 1, id: "q2", type: "letters", outcome: .right, fraction: 1, tries: 1,
          hints: 0, answer: "香蕉", checkedAtAction: 5),
        QuestionResult(
          position: 2, id: "q3", type: "letters", outcome: .right, fraction: 1, tries: 1,
          hints: 0, answer: "葡萄", checkedAtAction: 8),
      ])
    let popup = Popup(
      id: 5, template: .result, title: "Game over",
      text: "Final score: 300\nRight answers: 3 of 3", buttons: [.ok])
    #expect(effects == [.dismissAll, .present(popup), .save, .finished(result)])
    #expect(session.result == result)
    #expect(session.timers.isEmpty)
  }

  @Test("rules without auto-advance leave the player on the answered question")
  func noAutoAdvance() {
    let env = environment(rules: ClassicRules(autoAdvance: nil))
    var session = started(fruitGame, env)
    #expect(play(&session, [pick1, pick2], env) == [.present(feedback(1, .right, "+100 right"))])
    #expect(session.timers.isEmpty)
  }
}
