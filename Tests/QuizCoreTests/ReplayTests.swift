import QuizCore
import Testing

@Suite("Replay and resume")
struct ReplayTests {
  @Test("a session is (game, seed, actions): replaying the actions gives an equal session")
  func replayEqualsOriginal() {
    let env = environment(rules: ClassicRules(confirmHint: true))
    let runtime = SessionRuntime(
      session: Session(game: fruitGame, seed: 42, shuffle: true), environment: env)
    runtime.send(.start)
    runtime.advance(to: .seconds(1.2))
    runtime.send(.hint)
    runtime.send(.popupButton(1, "confirm"))
    runtime.advance(to: .seconds(2))
    runtime.send(pick2)
    #expect(runtime.runUntilIdle() == 1)
    runtime.send(pick2)
    runtime.send(pick1)
    runtime.advance(to: .seconds(3))
    runtime.send(.previous)
    runtime.send(.showAnalysis)
    runtime.send(.next)
    runtime.send(.act(["op": "unpick", "index": 1]))
    runtime.send(.abandon)
    runtime.send(.popupButton(4, "stay"))
    runtime.send(.finish)
    #expect(runtime.scheduler.isIdle)

    let original = runtime.session
    #expect(original.isFinished)
    #expect(original.score == -400)
    #expect(original.actions.contains(.tick(to: .seconds(1.2))))
    #expect(original.actions.contains(.timerFired(1)))
    let replayed = Session.replay(
      game: fruitGame, seed: 42, shuffle: true, actions: original.actions, environment: env)
    #expect(replayed == original)

    let otherSeed = Session.replay(
      game: fruitGame, seed: 43, shuffle: true, actions: original.actions, environment: env)
    #expect(otherSeed.seed != original.seed)
  }

  @Test("an answer changed to another spelling of the same text is a change of the answer")
  func answerSpelledOtherwise() {
    // Options "é" (U+00E9) and "e" + U+0301: equal as Swift strings, different bytes.
    let question: Value = [
      "id": "q", "type": "single", "text": "Pick", "answer": "\u{E9}",
      "options": [["key": "\u{E9}", "text": "one"], ["key": "e\u{301}", "text": "two"]],
    ]
    let env = environment()
    var session = started(Game(id: "accents", title: "Accents", questions: [question]), env)
    play(&session, [select("\u{E9}"), select("e\u{301}")], env)
    let selected = session.current.state?["selected"].arrayValue?.first?.stringValue ?? ""
    #expect(Array(selected.utf8) == Array("e\u{301}".utf8))
  }

  @Test("actions save as plain data and load back to the same actions")
  func actionsAsValues() {
    let actions: [SessionAction] = [
      .start, pick1, .hint, .check, .next, .previous, .goTo(2), .showAnalysis, .hideAnalysis,
      .popupButton(3, "ok"), .dismissAllPopups, .timerFired(4), .tick(to: .milliseconds(1500)),
      .finish, .abandon,
    ]
    let values = actions.map(\.value)
    #expect(values.compactMap(SessionAction.init(value:)) == actions)
    #expect(values[1] == ["op": "act", "action": ["op": "pick", "index": 1]])
    #expect(values[9] == ["op": "popup", "popup": 3, "button": "ok"])
    #expect(SessionAction(value: ["op": "go_to"]) == nil)
    #expect(SessionAction(value: ["op": "dance"]) == nil)
    #expect(SessionAction(value: "next") == nil)
  }

  @Test("plugin calls get randomness derived from the seed, the call and the step")
  func derivedRandomness() {
    let session = started(fruitGame, environment())
    var a = session.random(for: .view, at: 0)
    var b = session.random(for: .view, at: 0)
    var c = session.random(for: .hint, at: 0)
    var d = session.random(for: .view, at: 1)
    let first = a.next()
    #expect(first == b.next())
    #expect(first != c.next())
    #expect(first != d.next())
  }

  @Test("a resumed session schedules its pending timers again")
  func resume() {
    let env = environment()
    var saved = started(fruitGame, env)
    play(&saved, [.tick(to: .seconds(10)), pick1, pick2], env)
    #expect(saved.timers.map(\.due) == [.milliseconds(10_500)])

    let recorder = Recorder()
    let runtime = SessionRuntime(session: saved, environment: env, delegate: recorder)
    #expect(runtime.now == .seconds(10))
    #expect(runtime.scheduler.pending.map(\.id) == [1])
    #expect(runtime.runUntilIdle() == 1)
    #expect(runtime.session.position == 1)
    #expect(runtime.now == .milliseconds(10_500))
    #expect(
      recorder.take() == [.changed(position: 1, score: 100), .dismiss(1), .save(position: 1)])
    #expect(runtime.scheduler.isIdle)
  }
}
