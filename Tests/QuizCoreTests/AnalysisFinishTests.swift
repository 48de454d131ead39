import QuizCore
import Testing

@Suite("Analysis and the end of a game")
struct AnalysisFinishTests {
  let env = environment()

  @Test("S3.7 the analysis reveals the answer and is hidden again when moving on")
  func analysis() {
    var session = started(bankGame, env)
    play(&session, [select("C")], env)
    #expect(reduce(&session, .showAnalysis, env) == [])
    let view = session.snapshot(env)
    #expect(view.analysis == ["correct": "B", "explanation": "Because."])
    #expect(view.buttons.check == false)
    #expect(reduce(&session, .showAnalysis, env) == [.refused(.analysisShown)])
    // A revealed answer can no longer change or score.
    #expect(reduce(&session, select("B"), env) == [.refused(.answerRevealed)])
    #expect(reduce(&session, .check, env) == [.refused(.answerRevealed)])
    #expect(reduce(&session, .hint, env) == [.refused(.answerRevealed)])
    #expect(reduce(&session, .hideAnalysis, env) == [])
    #expect(session.snapshot(env).analysis == nil)
    #expect(reduce(&session, .hideAnalysis, env) == [.refused(.analysisHidden)])

    play(&session, [.showAnalysis], env)
    #expect(reduce(&session, .next, env) == [.save])
    #expect(session.isAnalysisShown == false)
    #expect(session.questions[0].isRevealed == true)
  }

  /// What a bot sees says which popups play waits on: a feedback toast is not modal.
  @Test("the seen popups say whether they are modal")
  func popupsSayModal() {
    var session = started(bankGame, env)
    play(&session, [select("C"), .check], env)
    let popups = session.snapshot(env).value["popups"].arrayValue ?? []
    #expect(popups.count == 1)
    #expect(popups.first?["template"] == "feedback")
    #expect(popups.first?["modal"] == false)
    #expect(session.snapshot(env).buttons.check == false)
  }

  @Test("S3.7 the analysis of a checked answer keeps its verdict; the view is told")
  func analysisAfterCheck() {
    var session = started(fruitGame, env)
    play(&session, [pick1, pick2, .showAnalysis], env)
    #expect(session.current.isRevealed == false)
    #expect(session.snapshot(env).widgets.last == .text(Widget.Text(text: "苹果")))
    #expect(session.snapshot(env).analysis?["correct"] == "苹果")
    #expect(reduce(&session, .timerFired(1), env) == [.dismiss(1), .save])
    #expect(session.timers.isEmpty)
    #expect(session.isAnalysisShown == false)
  }

  @Test("finish grades unchecked complete answers and shows the final score")
  func finishGradesAndReports() {
    var session = started(bankGame, env)
    play(&session, [select("B"), .next, toggle("A"), .next], env)
    let result = SessionResult(
      gameID: "bank", seed: 1, score: 150, abandoned: false, endedAt: .zero,
      questions: [
        QuestionResult(
          position: 0, id: "c1", type: "single", outcome: .right, fraction: 1, tries: 1,
          hints: 0, answer: "B", checkedAtAction: 5),
        QuestionResult(
          position: 1, id: "c2", type: "multiple", outcome: .partial, fraction: 0.5, tries: 1,
          hints: 0, answer: "A", checkedAtAction: 5),
        QuestionResult(
          position: 2, id: "c3", type: "single", outcome: .unanswered, fraction: 0, tries: 0,
          hints: 0, answer: ""),
      ])
    let popup = Popup(
      id: 1, template: .result, title: "Game over",
      text: "Final score: 150\nRight answers: 1 of 3", buttons: [.ok])
    #expect(reduce(&session, .finish, env) == [.present(popup), .save, .finished(result)])
    #expect(session.scoreLog.map(\.description) == ["+100 right", "+50 partial"])
    #expect(session.isFinished)
    #expect(session.snapshot(env).result == result)
    #expect(session.snapshot(env).buttons.finish == false)

    #expect(reduce(&session, .previous, env) == [.refused(.finished)])
    #expect(reduce(&session, .finish, env) == [.refused(.finished)])
    #expect(reduce(&session, .start, env) == [.refused(.alreadyStarted)])
    #expect(reduce(&session, .popupButton(1, "ok"), env) == [.dismiss(1)])
    #expect(session.popups.isEmpty)
  }

  @Test("finishing cancels a pending auto-advance and closes the toasts")
  func finishCancelsTimers() throws {
    let recorder = Recorder()
    let runtime = SessionRuntime(
      session: Session(game: fruitGame, seed: 1), environment: env, delegate: recorder)
    runtime.send(.start)
    runtime.send(pick1)
    runtime.send(pick2)
    _ = recorder.take()
    let effects = runtime.send(.finish)
    let result = try #require(runtime.session.result)
    let popup = Popup(
      id: 2, template: .result, title: "Game over",
      text: "Final score: 100\nRight answers: 1 of 3", buttons: [.ok])
    #expect(effects == [.cancel(1), .dismissAll, .present(popup), .save, .finished(result)])
    #expect(result.score == 100)
    #expect(result.questions.map(\.outcome) == [.right, .unanswered, .unanswered])
    #expect(runtime.scheduler.isIdle)
    #expect(
      recorder.take() == [
        .changed(position: 0, score: 100), .dismissAll, .present(popup), .save(position: 0),
        .finished(score: 100, abandoned: false),
      ])
  }
}
