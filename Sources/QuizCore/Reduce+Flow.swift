/// The flow of a session: start, moves, time, popups, finish and abandon.
extension Reducer {
  mutating func start() throws(Stop) {
    guard !session.isStarted else { throw .refused(.alreadyStarted) }
    guard session.count > 0 else { throw .refused(.noQuestions) }
    environment.startSession(seed: session.seed, language: session.game.language)
    session.isStarted = true
    if let limit = rules.timeLimit { schedule(after: limit, .finish, kind: .sessionLimit) }
    arrive(at: 0)
  }

  /// Moves to another question: pending timers are cancelled (the player moved first) but the
  /// session's time limit and the questions waiting to come back, toasts and the analysis
  /// close, and the session is saved (S3.6). The question left is planned to come back when
  /// the session's relearning says so.
  mutating func move(to target: Int) {
    cancelTimers { $0 == .step || $0 == .questionLimit }
    planComeback(of: session.position)
    dismissFeedback()
    session.isAnalysisShown = false
    arrive(at: target)
  }

  /// Shows the question at `position`, creating its answer state on the first visit; a type
  /// that fails here makes the question one to skip, not the move a failure.
  mutating func arrive(at position: Int) {
    countTimeSpent()
    session.position = position
    session.arrivedAt = session.now
    let progress = session.questions[position]
    if progress.state == nil, progress.failure == nil {
      do throws(Stop) {
        willChange(position)
        session.questions[position].state = try typeCall(.initialState, at: position) {
          type, question, random throws(QuizError) in
          try type.initialState(for: question, random: random)
        }
      } catch {
        if case .questionFailed(let failed, let quizError) = error { markFailed(failed, quizError) }
      }
    }
    startQuestionClock()
    effects.append(.save)
  }

  /// Schedules the end of the current question's time (`question_time`), counting the time it
  /// already had on earlier visits, while its answer is open.
  mutating func startQuestionClock() {
    let progress = session.current
    guard let limit = rules.questionTime, progress.isOpen, progress.state != nil else { return }
    let left = Delay(milliseconds: max(limit.milliseconds - progress.timeSpent.milliseconds, 0))
    schedule(after: left, .timeUp, kind: .questionLimit)
  }

  /// The current question's time ran out: its answer is handed in as it stands (as `finish`
  /// would) and can no longer change, then play moves on as the auto-advance does, to the end
  /// when no question is left open.
  mutating func timeUp() throws(Stop) {
    guard rules.questionTime != nil else { throw .refused(.untimed) }
    let position = session.position
    if session.current.isOpen {
      try handIn(at: position)
      countTimeSpent()
      willChange(position)
      session.questions[position].isTimedOut = true
    }
    switch advanceTarget() {
    case .next: move(to: position + 1)
    case .goTo(let target): move(to: target)
    default: try finish()
    }
  }

  /// Adds the time since it was last counted to the current question's, while its answer is
  /// not final: what review and statistics read as the time a question took.
  mutating func countTimeSpent() {
    let position = session.position
    // A question with no answer state has not been shown yet (the start arrives on it).
    if session.questions.indices.contains(position), session.questions[position].state != nil,
      !session.questions[position].isFinal, session.now > session.countedUntil
    {
      willChange(position)
      session.questions[position].timeSpent.milliseconds +=
        (session.now - session.countedUntil).milliseconds
    }
    session.countedUntil = session.now
  }

  mutating func tick(to time: VirtualTime) throws(Stop) {
    guard time > session.now else { throw .refused(.timeGoesForward) }
    session.now = time
  }

  /// Applies a due timer's action. The timer is consumed even when its action no longer
  /// applies, since the runtime's scheduler has already let it go.
  mutating func fireTimer(_ id: TimerID) throws(Stop) {
    guard let index = session.timers.firstIndex(where: { $0.id == id }) else {
      throw .refused(.noSuchTimer(id))
    }
    let timer = session.timers.remove(at: index)
    session.now = max(session.now, timer.due)
    let saved = checkpoint()
    do throws(Stop) {
      try requirePlaying()
      // A timer is the engine's own action: a modal popup does not hold it back. The session's
      // time running out ends it, whatever waits to come back.
      if timer.kind == .sessionLimit, timer.action == .finish {
        try finish(bringingBack: false)
      } else {
        try perform(timer.action)
      }
    } catch {
      rollBack(to: saved)
      switch error {
      case .refused(let reason): effects.append(.refused(reason))
      case .rulesFailed(let error): effects.append(.failed(error))
      case .questionFailed(let position, let error): markFailed(position, error)
      }
    }
  }

  mutating func press(_ button: String, on id: PopupID) throws(Stop) {
    guard let index = session.popups.firstIndex(where: { $0.id == id }) else {
      throw .refused(.noSuchPopup(id))
    }
    let popup = session.popups[index]
    guard popup.buttons.contains(where: { $0.id == button }) else {
      throw .refused(.noSuchButton(button))
    }
    session.popups.remove(at: index)
    effects.append(.dismiss(id))
    switch popup.template {
    case .confirmHint:
      guard let pending = session.pendingHint, pending.popup == id else { return }
      session.pendingHint = nil
      if button == PopupButton.confirm.id {
        try applyHint(pending.result, cost: pending.cost, at: pending.position)
      }
    case .confirmQuit:
      if button == PopupButton.quit.id, !session.isFinished { end(abandoned: true) }
    case .feedback, .result:
      break
    }
  }

  /// Closes every popup; open confirmations count as cancelled.
  mutating func dismissAllPopups() throws(Stop) {
    guard !session.popups.isEmpty else { throw .refused(.noPopups) }
    session.popups.removeAll()
    session.pendingHint = nil
    effects.append(.dismissAll)
  }

  /// Grades every complete answer the player gave and never checked (an exam is marked when
  /// handed in; an untouched one stays unanswered), then ends the session with the result popup.
  /// Questions waiting to come back come back first, at once, and play goes on with them.
  mutating func finish(bringingBack: Bool = true) throws(Stop) {
    if bringingBack, let first = try bringBackWaiting() {
      move(to: first)
      return
    }
    for position in session.questions.indices { try handIn(at: position) }
    end(abandoned: false)
  }

  /// Grades the answer at `position` if the player gave a complete one and never checked it;
  /// a type failing here fails its question, not the action.
  mutating func handIn(at position: Int) throws(Stop) {
    let progress = session.questions[position]
    guard progress.isOpen, progress.isTouched, progress.state != nil, progress.verdict == nil,
      (try? questionType(at: position).graded) != false
    else { return }
    do throws(Stop) {
      if try isComplete(at: position) { _ = try grade(at: position) }
    } catch {
      guard case .questionFailed(let failed, let quizError) = error else { throw error }
      markFailed(failed, quizError)
    }
  }

  /// Ends the session: timers cancelled, popups closed, the result popup when finished (not
  /// when quit), then save and the result.
  mutating func end(abandoned: Bool) {
    cancelTimers()
    if !session.popups.isEmpty {
      session.popups.removeAll()
      session.pendingHint = nil
      effects.append(.dismissAll)
    }
    session.isAnalysisShown = false
    countTimeSpent()
    let result = makeResult(abandoned: abandoned)
    session.result = result
    if !abandoned { present(.result(id: newPopupID(), result: result)) }
    effects.append(.save)
    effects.append(.finished(result))
  }

  func makeResult(abandoned: Bool) -> SessionResult {
    let questions = session.questions.indices.map { position in
      let progress = session.questions[position]
      var line = checkResult(at: position)
      if let state = progress.state, progress.failure == nil {
        // A summary is for display only: a type that cannot give one leaves it out.
        line.answer = try? typeCall(.summary, at: position) {
          type, question, random throws(QuizError) in
          try type.summary(state, question: question, random: random)
        }
      }
      if progress.failure == nil, let type = try? questionType(at: position), !type.graded {
        line.outcome = .ungraded
      }
      return line
    }
    return SessionResult(
      gameID: session.game.id, seed: session.seed, score: session.score, abandoned: abandoned,
      endedAt: session.now, questions: questions)
  }
}
