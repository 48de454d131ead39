import QuizCore
import Testing

/// Rules that fail when asked for points, as a broken rules plugin would.
private struct FailingRules: ScoringRules {
  let autoAdvance: Delay? = .milliseconds(500)
  let allowNegative = true
  let confirmHint = false

  func hintCost(type: String, typeDefault: Int?) -> Int { 500 }

  func points(for event: ScoreEvent) throws(QuizError) -> [ScoreChange] {
    throw .pluginFailed(plugin: "rules", message: "rules.lua:3: score exploded")
  }
}

/// Rules that score the first event, then fail: an action that scored before it failed.
private final class FailingAfterOneScore: ScoringRules {
  let autoAdvance: Delay? = nil
  let allowNegative = true
  let confirmHint = false
  var scored = 0

  func hintCost(type: String, typeDefault: Int?) -> Int { 500 }

  func points(for event: ScoreEvent) throws(QuizError) -> [ScoreChange] {
    scored += 1
    guard scored == 1 else {
      throw .pluginFailed(plugin: "rules", message: "rules.lua:3: score exploded")
    }
    return [ScoreChange(points: 100, reason: "right")]
  }
}

@Suite("Failing plugins")
struct FailureTests {
  let brokenGame = Game(
    id: "broken", title: "Broken",
    questions: [
      choiceQuestion("b1", type: "broken", answer: "B"), choiceQuestion("c1", answer: "A"),
    ])

  func exploded(_ operation: String) -> QuizError {
    .pluginFailed(plugin: "broken", message: "broken.lua:7: \(operation) exploded")
  }

  @Test("a type failing to create its state makes the question one to skip")
  func failingInit() {
    let env = environment(brokenOn: ["init"])
    var session = Session(game: brokenGame, seed: 1)
    #expect(reduce(&session, .start, env) == [.failed(exploded("init")), .save])
    #expect(session.current.failure == exploded("init"))
    let view = session.snapshot(env)
    #expect(view.failure == "plugin 'broken' failed: broken.lua:7: init exploded")
    #expect(view.widgets == [])
    #expect(view.buttons.check == false)
    #expect(view.buttons.hint == false)
    #expect(view.buttons.next == true)
    for action in [select("B"), .check, .hint, .showAnalysis] {
      #expect(reduce(&session, action, env) == [.refused(.questionUnavailable)])
    }
    #expect(reduce(&session, .next, env) == [.save])
    play(&session, [select("A"), .check], env)
    #expect(session.score == 100)
    // Coming back does not call the broken type again.
    #expect(reduce(&session, .previous, env) == [.cancel(1), .dismiss(1), .save])
    play(&session, [.finish], env)
    #expect(session.result?.questions.map(\.outcome) == [.failed, .right])
  }

  @Test("a type failing in grade is reported, the question is skipped, the session goes on")
  func failingGrade() {
    let env = environment(brokenOn: ["grade"])
    var session = started(brokenGame, env)
    play(&session, [select("B")], env)
    let before = session
    #expect(reduce(&session, .check, env) == [.failed(exploded("grade"))])
    #expect(session.current.failure == exploded("grade"))
    #expect(session.current.tries == 0)
    #expect(session.current.state == before.current.state)
    #expect(session.score == 0)
    #expect(session.actions == [.start, select("B"), .check])
    #expect(reduce(&session, .next, env) == [.save])
    let replayed = Session.replay(
      game: brokenGame, seed: 1, actions: session.actions, environment: env)
    #expect(replayed == session)
  }

  @Test("a failing view shows as a failure in the snapshot and changes nothing")
  func failingView() {
    let env = environment(brokenOn: ["view", "analysis"])
    var session = started(brokenGame, env)
    let view = session.snapshot(env)
    #expect(view.failure == "plugin 'broken' failed: broken.lua:7: view exploded")
    #expect(view.widgets == [])
    #expect(session.current.failure == nil)
    #expect(reduce(&session, select("B"), env) == [])
  }

  @Test("a type refusing an action leaves the session exactly as it was")
  func refusedByType() {
    let env = environment()
    var session = started(fruitGame, env)
    play(&session, [pick1], env)
    let before = session
    #expect(reduce(&session, pick1, env) == [.refused(.rejected("tile 1 is not shown"))])
    #expect(session == before)
  }

  @Test("an unknown question type is reported and its question skipped")
  func unknownType() {
    let env = environment()
    let game = Game(id: "x", title: "X", questions: [["id": "n1", "type": "nope"]])
    var session = Session(game: game, seed: 1)
    #expect(reduce(&session, .start, env) == [.failed(.unknownQuestionType("nope")), .save])
    #expect(session.snapshot(env).failure == "unknown question type 'nope'")
    let effects = reduce(&session, .finish, env)
    #expect(effects.count == 3)
    #expect(session.result?.questions.map(\.outcome) == [.failed])
  }

  @Test("failing rules leave the session unchanged and report the error")
  func failingRules() {
    let env = SessionEnvironment(types: environment().types, rules: FailingRules())
    var session = started(fruitGame, env)
    play(&session, [pick2], env)
    let before = session
    let error = QuizError.pluginFailed(plugin: "rules", message: "rules.lua:3: score exploded")
    #expect(reduce(&session, pick1, env) == [.failed(error)])
    #expect(session == before)
    #expect(reduce(&session, .hint, env) == [.failed(error)])
    #expect(session == before)
    #expect(reduce(&session, .next, env) == [.save])
  }

  @Test("a check or a hint whose scoring fails undoes what it changed first")
  func failedActionsUndoTheirChanges() {
    let env = SessionEnvironment(types: environment().types, rules: FailingRules())
    // The second question is a plain choice: checking it grades it (tries, verdict) before
    // the rules fail; the hint changes its state first; each must be undone.
    var session = started(brokenGame, env)
    #expect(reduce(&session, .next, env) == [.save])
    play(&session, [select("A")], env)
    let error = QuizError.pluginFailed(plugin: "rules", message: "rules.lua:3: score exploded")
    for action: SessionAction in [.check, .hint] {
      let before = session
      #expect(reduce(&session, action, env) == [.failed(error)])
      #expect(session == before)
      #expect(session.current.tries == 0 && session.current.verdict == nil)
    }
    // Undone in place too, when nothing else holds the session's question list.
    #expect(reduce(&session, .check, env) == [.failed(error)])
    #expect(session.current.tries == 0 && session.current.verdict == nil)
    #expect(session.current.hints == 0)
  }

  @Test("a finish that scored one question before the rules failed undoes that score too")
  func failedFinishUndoesItsScores() {
    let env = SessionEnvironment(types: environment().types, rules: FailingAfterOneScore())
    var session = started(bankGame, env)
    play(&session, [select("B"), .next, toggle("A"), toggle("C")], env)
    let before = session
    let error = QuizError.pluginFailed(plugin: "rules", message: "rules.lua:3: score exploded")
    #expect(reduce(&session, .finish, env) == [.failed(error)])
    #expect(session.scoreLog.isEmpty && session.score == 0)
    #expect(session == before)
  }

  @Test("the runtime reports failures to its delegate")
  func runtimeReportsFailure() {
    let recorder = Recorder()
    let runtime = SessionRuntime(
      session: Session(game: brokenGame, seed: 1), environment: environment(brokenOn: ["init"]),
      delegate: recorder)
    runtime.send(.start)
    #expect(
      recorder.take() == [
        .changed(position: 0, score: 0), .failed(exploded("init")), .save(position: 0),
      ])
  }
}

@Suite("A failure reported by a front")
struct ReportedFailureTests {
  @Test("marks the current question failed once, saves as data and replays the same")
  func reportFailure() {
    let env = environment()
    var session = started(bankGame, env)
    let error = QuizError.pluginFailed(plugin: "single", message: "single.lua:9: cannot draw")
    let effects = reduce(&session, .reportFailure(error), env)
    #expect(effects.contains(.failed(error)))
    #expect(session.current.outcome == .failed && session.current.failure == error)
    // Once is enough: a second report is refused and changes nothing.
    let before = session
    #expect(reduce(&session, .reportFailure(error), env) == [.refused(.questionUnavailable)])
    #expect(session == before)
    for error in [
      error, .actionRefused("no"), .unknownQuestionType("x"),
      .invalidQuestion(id: "q", message: "m"),
    ] {
      #expect(
        SessionAction(value: SessionAction.reportFailure(error).value) == .reportFailure(error))
    }
    #expect(
      Session.replay(game: bankGame, seed: 1, actions: session.actions, environment: env)
        == session)
    // Not before the start.
    var fresh = Session(game: bankGame, seed: 1)
    #expect(reduce(&fresh, .reportFailure(error), env) == [.refused(.notStarted)])
  }
}
