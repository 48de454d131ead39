/// When a question answered in a session comes back in that session: spaced review's relearning
/// steps (a question forgotten comes back once its step, say ten minutes, has passed).
///
/// The host gives it in the session's environment (a review session's scheduler); a game has
/// none. It is asked each time the player leaves a checked question, so it must answer the
/// same for the same checks: a replay asks it again.
public protocol Relearning {
  /// How long after it is left the question at `index` of the game comes back, given every
  /// check of it in this session so far (the one just left last), oldest first; nil when it
  /// does not come back.
  func comeBack(question index: Int, checks: [QuestionResult]) -> Delay?
}

/// A session brings a question back at most this many times: a session always ends, even for a
/// player who never gets it right. After that it stays due for the next session.
public let maximumComebacks = 5

/// Questions coming back: planned when left, brought back when the step has passed or at the end.
extension Reducer {
  /// Plans the comeback of the question at `position`, being left, when the relearning says
  /// it comes back: its answer here is then closed, and the step counts from now. A question
  /// not checked, failed, or already planned is left as it is.
  mutating func planComeback(of position: Int) {
    guard let relearning = environment.relearning, session.questions.indices.contains(position)
    else { return }
    let progress = session.questions[position]
    guard !progress.willComeBack, progress.failure == nil, progress.tries > 0 else { return }
    let index = session.order[position]
    let occurrences = session.order[...position].indices.filter { session.order[$0] == index }
    guard occurrences.count <= maximumComebacks else { return }
    let checks = occurrences.map { checkResult(at: $0) }
    guard let delay = relearning.comeBack(question: index, checks: checks) else { return }
    willChange(position)
    session.questions[position].willComeBack = true
    schedule(after: max(delay, .zero), .comeBack(position), kind: .comeBack)
  }

  /// Brings the question at `position` back at the end of the play order.
  mutating func comeBack(_ position: Int) throws(Stop) {
    guard session.questions.indices.contains(position) else {
      throw .refused(.noSuchQuestion(position))
    }
    // Only a question planned to come back, once (a replay file may say anything).
    guard session.questions[position].willComeBack, session.questions[position].cameBackAt == nil
    else { throw .refused(.notComingBack) }
    let index = session.order[position]
    willChange(position)
    session.questions[position].cameBackAt = session.count
    session.order.append(index)
    session.questions.append(QuestionProgress(index: index))
    effects.append(.save)
  }

  /// At the end, the questions still waiting for their step come back at once (the step
  /// outlasted the session); returns the first one's position, nil when none waited.
  mutating func bringBackWaiting() throws(Stop) -> Int? {
    planComeback(of: session.position)
    let waiting = session.timers.filter { $0.kind == .comeBack }
    guard !waiting.isEmpty else { return nil }
    cancelTimers { $0 == .comeBack }
    let first = session.count
    for timer in waiting {
      if case .comeBack(let position) = timer.action { try comeBack(position) }
    }
    return session.count > first ? first : nil
  }

  /// The check of the question at `position` as a result line, without the answer's summary
  /// (a plugin call the scheduler has no use for).
  func checkResult(at position: Int) -> QuestionResult {
    let progress = session.questions[position]
    var result = QuestionResult(
      position: position, id: session.question(at: position)["id"].stringValue ?? "",
      type: session.typeID(at: position), outcome: progress.outcome,
      fraction: progress.fraction, tries: progress.tries, hints: progress.hints, answer: nil,
      timeSpent: progress.timeSpent, checkedAtAction: progress.checkedAtAction,
      timedOut: progress.isTimedOut)
    result.rating = progress.rating
    return result
  }
}

/// The player's own rating of an answer (spaced review's Again, Hard, Good, Easy).
extension Reducer {
  /// Rates the current question's last check `grade` (1…4): the answer must be checked and
  /// unchanged since, and still here to answer (not left to come back). The rating replaces the
  /// one spaced review would give; a later check of the question is graded afresh.
  mutating func rate(_ grade: Int) throws(Stop) {
    guard (1...4).contains(grade) else { throw .refused(.noSuchRating(grade)) }
    let position = session.position
    let progress = session.questions[position]
    if progress.failure != nil { throw .refused(.questionUnavailable) }
    if progress.willComeBack { throw .refused(.answerFinal) }
    guard progress.tries > 0, progress.verdict != nil || progress.isTimedOut else {
      throw .refused(.notChecked)
    }
    willChange(position)
    session.questions[position].rating = grade
    // Taken now, so the rating survives a resume.
    effects.append(.save)
  }
}
