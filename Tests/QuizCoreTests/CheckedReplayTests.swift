import QuizCore
import Testing

@Suite("Replay that stops where the results stop agreeing")
struct CheckedReplayTests {
  /// Questions 1 and 2 answered and checked, question 3 answered but not checked.
  private func recorded(_ env: SessionEnvironment) -> Session {
    var session = started(bankGame, env)
    play(&session, [select("B"), .check], env)
    drainTimers(&session, env)
    play(&session, [toggle("A"), toggle("C"), .check], env)
    drainTimers(&session, env)
    play(&session, [select("A")], env)
    return session
  }

  /// The bank game with `change` applied to question `index`.
  private func bank(changing index: Int, _ change: (inout ValueMap) -> Void) -> Game {
    var game = bankGame
    var map = game.questions[index].mapValue ?? [:]
    change(&map)
    game.questions[index] = .map(map)
    return game
  }

  @Test("each applied action leaves its result, and a replay leaves the same ones")
  func resultsRecorded() {
    let env = environment()
    let session = recorded(env)
    #expect(session.actionResults.count == session.actions.count)
    let check = session.actions.firstIndex(of: .check)!
    #expect(
      session.actionResults[check]
        == ActionResult(
          score: session.actionResults[check].score, position: 0, question: 0, outcome: .right))
    #expect(session.actionResults[check].score > 0)
    #expect(session.actionResults.first?.outcome == .unanswered)
    let again = Session.replay(
      game: bankGame, seed: 1, actions: session.actions, expecting: session.actionResults,
      environment: env)
    #expect(again.divergence == nil)
    #expect(again.session == session)
    for result in session.actionResults { #expect(ActionResult(value: result.value) == result) }
  }

  @Test("an answer graded otherwise now stops the replay before the check that shows it")
  func gradedOtherwise() throws {
    let env = environment()
    let session = recorded(env)
    // Question 2's right answer is now A and B: the toggles still apply, the check differs.
    let changed = bank(changing: 1) { $0["answer"] = "AB" }
    let replay = Session.replay(
      game: changed, seed: 1, actions: session.actions, expecting: session.actionResults,
      environment: env)
    let divergence = try #require(replay.divergence)
    let secondCheck = session.actions.indices.filter { session.actions[$0] == .check }[1]
    #expect(divergence.action == secondCheck)
    #expect(divergence.recorded?.outcome == .right)
    #expect(divergence.replayed?.outcome == .wrong)
    #expect(divergence.explanation.contains("question 2 was right, now wrong"))
    // The session holds exactly the actions before it, replayed: question 1 stays right.
    #expect(replay.session.actions == Array(session.actions[..<secondCheck]))
    #expect(replay.session.questions[0].outcome == .right)
    #expect(replay.session.questions[1].outcome == .unanswered)
    #expect(
      replay.session
        == Session.replay(
          game: changed, seed: 1, actions: Array(session.actions[..<secondCheck]),
          environment: env))
  }

  @Test("an action refused now stops the replay, with the reason")
  func refusedNow() throws {
    let env = environment()
    let session = recorded(env)
    // Question 1 no longer has a choice B.
    let changed = bank(changing: 0) { map in
      map["options"] = [["key": "A", "text": "a"], ["key": "C", "text": "c"]]
    }
    let replay = Session.replay(
      game: changed, seed: 1, actions: session.actions, expecting: session.actionResults,
      environment: env)
    let divergence = try #require(replay.divergence)
    #expect(divergence.action == 1)
    #expect(divergence.replayed == nil)
    #expect(divergence.refusal?.contains("no such choice") == true)
    #expect(replay.session.actions == [.start])
  }

  @Test("without recorded results (an older save) only a refused action is seen")
  func unrecordedResults() throws {
    let env = environment()
    let session = recorded(env)
    let unknown = [ActionResult?](repeating: nil, count: session.actions.count)
    // Question 2 graded wrong now: its check goes through, the timer that moved on does not.
    let changed = bank(changing: 1) { $0["answer"] = "AB" }
    let replay = Session.replay(
      game: changed, seed: 1, actions: session.actions, expecting: unknown, environment: env)
    let divergence = try #require(replay.divergence)
    let timer = try #require(
      session.actions.lastIndex { if case .timerFired = $0 { true } else { false } })
    #expect(divergence.action == timer && divergence.recorded == nil)
    #expect(replay.session.actions == Array(session.actions[..<timer]))
    // A change that alters no result replays whole.
    let reworded = bank(changing: 0) { $0["explanation"] = "Other words." }
    let whole = Session.replay(
      game: reworded, seed: 1, actions: session.actions, expecting: unknown, environment: env)
    #expect(whole.divergence == nil && whole.session.actions == session.actions)
  }
}
