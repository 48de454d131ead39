import QuizCore
import Testing

@Suite("Popups")
struct PopupTests {
  let confirming = environment(rules: ClassicRules(confirmHint: true))

  func confirmHintPopup(_ id: PopupID) -> Popup {
    Popup(
      id: id, template: .confirmHint, title: "Use a hint?", text: "A hint costs 500 points.",
      buttons: [.confirm, .cancel])
  }

  @Test("S4.1 a confirmed hint spends its points once the button is pressed")
  func confirmHint() {
    let env = confirming
    var session = started(fruitGame, env)
    #expect(reduce(&session, .hint, env) == [.present(confirmHintPopup(1))])
    #expect(session.score == 0)
    #expect(session.popups == [confirmHintPopup(1)])
    #expect(session.pendingHint?.cost == 500)
    // The confirmation is modal: play waits for it.
    #expect(reduce(&session, pick1, env) == [.refused(.waitingForPopup(1))])
    #expect(reduce(&session, .next, env) == [.refused(.waitingForPopup(1))])
    #expect(reduce(&session, .hint, env) == [.refused(.waitingForPopup(1))])
    #expect(
      session.snapshot(env).buttons
        == SessionView.Buttons(
          previous: false, next: false, hint: false, check: false, analysis: false,
          finish: false))

    #expect(reduce(&session, .popupButton(1, "confirm"), env) == [.dismiss(1)])
    #expect(session.score == -500)
    #expect(session.current.state?["slots"] == ["苹", ""])
    #expect(session.pendingHint == nil)
    #expect(session.popups.isEmpty)
  }

  @Test("S4.1 cancelling or dismissing the hint confirmation spends nothing")
  func cancelHint() {
    let env = confirming
    var session = started(fruitGame, env)
    play(&session, [.hint], env)
    #expect(reduce(&session, .popupButton(1, "cancel"), env) == [.dismiss(1)])
    #expect(reduce(&session, .hint, env) == [.present(confirmHintPopup(2))])
    #expect(reduce(&session, .dismissAllPopups, env) == [.dismissAll])
    #expect(session.score == 0)
    #expect(session.current.hints == 0)
    #expect(session.pendingHint == nil)
    #expect(reduce(&session, .dismissAllPopups, env) == [.refused(.noPopups)])
  }

  @Test("S4.1 popups stack; a press on any of them is applied; dismiss all closes the rest")
  func stack() {
    let env = environment()
    var session = started(fruitGame, env)
    play(&session, [pick2, pick1], env)
    let quit = Popup(
      id: 2, template: .confirmQuit, title: "Quit this game?",
      text: "Your answers so far are kept in the result.", buttons: [.quit, .stay])
    #expect(reduce(&session, .abandon, env) == [.present(quit)])
    #expect(session.popups == [feedback(1, .wrong, ""), quit])
    #expect(reduce(&session, .abandon, env) == [.refused(.waitingForPopup(2))])
    #expect(reduce(&session, .popupButton(1, "ok"), env) == [.dismiss(1)])
    #expect(session.popups == [quit])
    #expect(reduce(&session, .popupButton(9, "ok"), env) == [.refused(.noSuchPopup(9))])
    #expect(reduce(&session, .popupButton(2, "ok"), env) == [.refused(.noSuchButton("ok"))])
    #expect(reduce(&session, .popupButton(2, "stay"), env) == [.dismiss(2)])
    #expect(session.isFinished == false)

    play(&session, [.abandon], env)
    play(&session, [.act(["op": "unpick", "index": 1])], env)
    #expect(session.popups.map(\.id) == [3])
    #expect(reduce(&session, .dismissAllPopups, env) == [.dismissAll])
    #expect(session.popups.isEmpty)
  }

  @Test("S4.1 quitting after the confirmation ends the session as abandoned")
  func quit() {
    let env = environment()
    var session = started(fruitGame, env)
    play(&session, [pick2, pick1, .abandon], env)
    let result = SessionResult(
      gameID: "fruit", seed: 1, score: 0, abandoned: true, endedAt: .zero,
      questions: [
        QuestionResult(
          position: 0, id: "q1", type: "letters", outcome: .wrong, fraction: 0, tries: 1,
          hints: 0, answer: "果苹", checkedAtAction: 2),
        QuestionResult(
          position: 1, id: "q2", type: "letters", outcome: .unanswered, fraction: 0, tries: 0,
          hints: 0, answer: nil),
        QuestionResult(
          position: 2, id: "q3", type: "letters", outcome: .unanswered, fraction: 0, tries: 0,
          hints: 0, answer: nil),
      ])
    #expect(
      reduce(&session, .popupButton(2, "quit"), env) == [
        .dismiss(2), .dismissAll, .save, .finished(result),
      ])
    #expect(session.result == result)
    #expect(session.popups.isEmpty)
    #expect(reduce(&session, .next, env) == [.refused(.finished)])
  }

  @Test("S4.1 the runtime reports popups to its delegate, and a bot's press from the callback")
  func runtimeDelegate() {
    let recorder = Recorder()
    let runtime = SessionRuntime(
      session: Session(game: fruitGame, seed: 1), environment: confirming, delegate: recorder)
    recorder.onPresent = { popup in
      if popup.template == .confirmHint { runtime.send(.popupButton(popup.id, "confirm")) }
    }
    runtime.send(.start)
    _ = recorder.take()
    #expect(runtime.send(.hint) == [.present(confirmHintPopup(1))])
    #expect(
      recorder.take() == [
        .changed(position: 0, score: 0), .present(confirmHintPopup(1)),
        .changed(position: 0, score: -500), .dismiss(1),
      ])
    #expect(runtime.session.actions == [.start, .hint, .popupButton(1, "confirm")])

    #expect(runtime.send(.popupButton(1, "confirm")) == [.refused(.noSuchPopup(1))])
    #expect(recorder.take() == [.refused(.popupButton(1, "confirm"), .noSuchPopup(1))])
    #expect(runtime.scheduler.isIdle)
  }
}
