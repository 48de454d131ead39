import Localization
import QuizCore

/// The front's own popups of the question screen: leave, finish, details and notices.
extension GameController {
  /// The id of the front's "finish now?" popup.
  static let finishID = PopupID(-6)

  /// The questions the player answered (an action of the type was applied there) and never
  /// checked, split by what finishing does with them: it grades each complete one, and an
  /// incomplete one counts as unanswered.
  var uncheckedAnswers: (complete: Int, incomplete: Int) {
    var touched = Set<Int>()
    for (action, result) in zip(session.actions, session.actionResults) {
      if case .act = action { touched.insert(result.question) }
    }
    let unchecked = touched.filter { position in
      let progress = session.questions[position]
      return progress.tries == 0 && progress.failure == nil && !progress.isRevealed
        && isGraded(position)
    }
    let complete = unchecked.filter(isComplete).count
    return (complete, unchecked.count - complete)
  }

  /// Whether the answer at `position` is complete, as the finish asks its type (a type that
  /// fails to say is taken as incomplete: the finish grades nothing there either).
  private func isComplete(_ position: Int) -> Bool {
    guard let state = session.questions[position].state,
      let type = try? runtime.environment.types.type(session.typeID(at: position))
    else { return false }
    let random = session.random(for: .isComplete, at: position)
    return (try? type.isComplete(state, question: session.question(at: position), random: random))
      ?? false
  }

  /// Whether the question at `position` is graded: a card no one grades (a description, an
  /// essay) is never left unanswered or unchecked.
  private func isGraded(_ position: Int) -> Bool {
    (try? runtime.environment.types.type(session.typeID(at: position)).graded) ?? true
  }

  /// The questions still open that the player never answered at all (no action of the type
  /// applied): finishing counts each as unanswered.
  var untouchedQuestions: Int {
    session.questions.indices.filter { position in
      let progress = session.questions[position]
      return progress.isOpen && !progress.isTouched && progress.verdict == nil
        && isGraded(position)
    }.count
  }

  /// Finish: at once when every question was answered and checked, else a popup says how
  /// many answers were never checked and how many questions never answered, and asks first.
  func askToFinish() {
    let (unchecked, incomplete) = uncheckedAnswers
    let untouched = untouchedQuestions
    guard unchecked > 0 || incomplete > 0 || untouched > 0 else {
      send(.finish)
      return
    }
    var sentences: [String] = []
    if unchecked > 0 {
      sentences.append(
        trn(
          "1 answer was never checked: finishing grades it as it stands.",
          "{n} answers were never checked: finishing grades them as they stand.",
          count: unchecked))
    }
    // An incomplete answer is counted as unanswered, with the questions never answered.
    let unanswered = untouched + incomplete
    if unanswered > 0 && unchecked > 0 {
      // After the first sentence, short: the popup must fit a 32×14 window.
      sentences.append(
        incomplete > 0
          ? trn(
            "1 question has no complete answer.", "{n} questions have no complete answer.",
            count: unanswered, context: "after the answers never checked")
          : trn(
            "1 question was never answered.", "{n} questions were never answered.",
            count: unanswered, context: "after the answers never checked"))
    } else if unanswered > 0 {
      sentences.append(
        incomplete > 0
          ? trn(
            "1 question has no complete answer: finishing counts it as unanswered.",
            "{n} questions have no complete answer: finishing counts them as unanswered.",
            count: unanswered)
          : trn(
            "1 question was never answered: finishing counts it as unanswered.",
            "{n} questions were never answered: finishing counts them as unanswered.",
            count: unanswered))
    }
    frontPopup = Popup(
      id: GameController.finishID, template: .confirmQuit, title: tr("Finish the game?"),
      text: sentences.reduce("") { Spacing.join($0, $1) },
      buttons: [
        PopupButton(id: "finish", label: tr("Finish", context: "button")),
        PopupButton(id: "stay", label: tr("Keep playing", context: "button")),
      ])
    ui.popupShown[GameController.finishID] = clock
    ui.focus = .popupButton(GameController.finishID, "stay")
  }

  /// The id of the front's "show the analysis?" popup.
  static let analysisID = PopupID(-7)

  /// The analysis button: showing it while the answer can still change gives the question up
  /// (the session locks it), so a popup asks first; hiding it, or showing it over an answer
  /// that is final already, is done at once.
  func askToShowAnalysis() {
    guard view.analysis == nil else {
      send(.hideAnalysis)
      return
    }
    guard !view.answerLocked else {
      send(.showAnalysis)
      ui.revealAnalysis = true
      return
    }
    frontPopup = Popup(
      id: GameController.analysisID, template: .confirmQuit, title: tr("Show the analysis?"),
      text: tr(
        "Showing the analysis gives this question up: its answer can no longer change, and it scores nothing more."
      ),
      buttons: [
        PopupButton(id: "show", label: tr("Show analysis", context: "button")),
        PopupButton(id: "stay", label: tr("Keep answering", context: "button")),
      ])
    ui.popupShown[GameController.analysisID] = clock
    ui.focus = .popupButton(GameController.analysisID, "stay")
  }

  // MARK: Leaving

  /// The id of the front's own leave popup (the session's ids are positive).
  static let leaveID = PopupID(-1)
  /// The id of `showNotice`'s popup.
  static let noticeID = PopupID(-4)

  /// Asks whether to leave, saving first so that what the popup says is already true.
  func askToLeave() {
    commitEdits()
    recordTimePassed()
    let text: String
    let leaveLabel: String
    switch saveProgress() {
    case .saved:
      text = tr("Your answers are saved: choose the game again to resume where you are.")
      leaveLabel = tr("Leave", context: "button")
    case .notSaving(let reason):
      text = tr(
        "Your answers are not saved ({reason}): leaving ends this game.", ["reason": reason])
      leaveLabel = tr("Leave without saving", context: "button")
    case .failed(let problem):
      text = tr(
        "Your latest answers could not be saved ({problem}): leaving loses them.",
        ["problem": problem])
      leaveLabel = tr("Leave without saving", context: "button")
    }
    frontPopup = Popup(
      id: GameController.leaveID, template: .confirmQuit, title: tr("Leave this game?"),
      text: text,
      buttons: [
        PopupButton(id: "leave", label: leaveLabel),
        PopupButton(id: "stay", label: tr("Keep playing", context: "button")),
      ])
    ui.popupShown[GameController.leaveID] = clock
    ui.focus = .popupButton(GameController.leaveID, "leave")
  }

  /// `!`: the whole text of the last message or of the question's failure, which the status
  /// line and the screen cut at the terminal's width (file and line included).
  func showDetails() {
    guard let text = lastMessage ?? view.failureError.map(\.translated) ?? view.failure else {
      say(tr("Nothing to show: no message or error on this question."))
      return
    }
    showNotice(title: tr("Details"), text: text)
  }

  /// Shows a popup of the front's own with an OK button: something the player must read
  /// before playing on (what a resume under changed plugins did), too long for the status line.
  public func showNotice(title: String, text: String) {
    frontPopup = Popup(
      id: GameController.noticeID, template: .result, title: title, text: text,
      buttons: [PopupButton(id: "ok", label: tr("OK", context: "button"))])
    ui.popupShown[GameController.noticeID] = clock
    ui.focus = .popupButton(GameController.noticeID, "ok")
  }

  func closeFrontPopup() {
    if let frontPopup {
      ui.popupShown[frontPopup.id] = nil
      ui.closing.append(ClosingPopup(popup: frontPopup, closedAt: clock))
    }
    frontPopup = nil
    ui.focus = nil
  }

  /// Saves and leaves (S3.6); `lastSave` says whether the save worked.
  func leave() {
    commitEdits()
    recordTimePassed()
    saveProgress()
    leftGame = true
  }
}
