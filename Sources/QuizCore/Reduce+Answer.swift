/// The answer of the current question: acting on it, checking it, hints and the analysis.
extension Reducer {
  mutating func act(_ action: Value) throws(Stop) {
    let position = session.position
    try requireOpen(position)
    guard let state = session.questions[position].state else {
      throw .refused(.questionUnavailable)
    }
    let newState = try typeCall(.apply, at: position) { type, question, random throws(QuizError) in
      try type.apply(action, to: state, question: question, random: random)
    }
    guard newState != state else { return }
    willChange(position)
    session.questions[position].state = newState
    session.questions[position].isTouched = true
    try answerChanged(at: position)
  }

  /// After any change of the answer: back to neutral (S0.7), then the auto-check (S0.8).
  mutating func answerChanged(at position: Int) throws(Stop) {
    if session.questions[position].verdict != nil {
      willChange(position)
      session.questions[position].verdict = nil
      dismissFeedback()
    }
    // A mock exam's check hands the answer in: never done for the player.
    guard rules.reveal == .eachCheck, try questionType(at: position).autoCheck,
      try isComplete(at: position)
    else { return }
    try check(automatic: true)
  }

  func isComplete(at position: Int) throws(Stop) -> Bool {
    guard let state = session.questions[position].state else { return false }
    return try typeCall(.isComplete, at: position) { type, question, random throws(QuizError) in
      try type.isComplete(state, question: question, random: random)
    }
  }

  /// Checks the current answer: grade, score, feedback toast, and the auto-advance timer when
  /// the answer is right (a partly right one is final too, but stays on screen to be read). In a
  /// mock exam (`reveal = "end"`) the check hands the answer in: final whatever its verdict, with
  /// no feedback, and it moves on as a right one does (staying would tell the verdict).
  mutating func check(automatic: Bool) throws(Stop) {
    let position = session.position
    if !automatic {
      try requireOpen(position)
      guard try questionType(at: position).graded else { throw .refused(.notGraded) }
      guard session.questions[position].verdict == nil else { throw .refused(.alreadyChecked) }
      guard try isComplete(at: position) else { throw .refused(.incomplete) }
    }
    let (verdict, entries) = try grade(at: position)
    dismissFeedback()
    if rules.reveal == .eachCheck {
      present(.feedback(id: newPopupID(), verdict: verdict, changes: entries))
    }
    guard session.questions[position].isFinal else { return }
    cancelTimers { $0 == .questionLimit }
    if verdict == .right && !environment.ratesAnswers || rules.reveal != .eachCheck,
      let delay = rules.autoAdvance
    {
      schedule(after: delay, advanceTarget())
    }
  }

  /// Grades and scores the answer at `position`; right and partial answers become final.
  mutating func grade(at position: Int) throws(Stop) -> (Verdict, [ScoreEntry]) {
    guard let state = session.questions[position].state else {
      throw .refused(.questionUnavailable)
    }
    let grade = try typeCall(.grade, at: position) { type, question, random throws(QuizError) in
      try type.grade(state, question: question, random: random)
    }
    // The time up to this check counts for the question on screen, before it may become final.
    if position == session.position { countTimeSpent() }
    willChange(position)
    session.questions[position].tries += 1
    // The action being applied is appended after it: its index is the count so far.
    session.questions[position].checkedAtAction = session.actions.count
    // A rating was of the check before: this one is graded afresh.
    session.questions[position].rating = nil
    session.questions[position].verdict = grade.verdict
    session.questions[position].fraction = grade.fraction
    session.questions[position].isFinal = grade.verdict != .wrong || rules.reveal == .atEnd
    session.streak = grade.verdict == .right ? session.streak + 1 : 0
    let event = ScoreEvent(
      kind: .check, type: session.typeID(at: position), verdict: grade.verdict,
      fraction: grade.fraction, streak: session.streak,
      tries: session.questions[position].tries, elapsed: session.now - session.arrivedAt)
    return (grade.verdict, try score(event, at: position))
  }

  /// Where the auto-advance goes: the next question still open after this one (in the seed's
  /// order of play, simply the next), else the first open one before it, else the end.
  func advanceTarget() -> SessionAction {
    // Looked for from here on, not over every question: in order of play the next one is
    // open, and the search stops there.
    let position = session.position
    let questions = session.questions
    if let after = questions[(position + 1)...].firstIndex(where: \.isOpen) {
      return after == position + 1 ? .next : .goTo(after)
    }
    if let before = questions[..<position].firstIndex(where: \.isOpen) { return .goTo(before) }
    return .finish
  }

  mutating func hint() throws(Stop) {
    let position = session.position
    try requireOpen(position)
    // A hint tells something of the answer: a mock exam gives none.
    guard rules.reveal == .eachCheck else { throw .refused(.notBeforeEnd) }
    guard let state = session.questions[position].state else {
      throw .refused(.questionUnavailable)
    }
    let type = try questionType(at: position)
    let typeID = session.typeID(at: position)
    let cost = try rulesCall { rules throws(QuizError) in
      try rules.hintCost(type: typeID, typeDefault: type.hintCost)
    }
    if !rules.allowNegative, session.score < cost {
      throw .refused(.notEnoughPoints(cost: cost, score: session.score))
    }
    let result = try typeCall(.hint, at: position) { type, question, random throws(QuizError) in
      try type.hint(state, question: question, random: random)
    }
    guard let result else { throw .refused(.noHintLeft) }
    if rules.confirmHint {
      // The hint is computed now and kept, so confirming applies exactly what was offered.
      let popup = Popup.confirmHint(id: newPopupID(), cost: cost)
      session.pendingHint = PendingHint(
        position: position, popup: popup.id, cost: cost, result: result)
      present(popup)
    } else {
      try applyHint(result, cost: cost, at: position)
    }
  }

  /// Spends the hint's cost through the add-score path and applies its state (S0.9).
  mutating func applyHint(_ result: HintResult, cost: Int, at position: Int) throws(Stop) {
    willChange(position)
    session.questions[position].state = result.state
    session.questions[position].hints += 1
    session.questions[position].hintMessage = result.message.isEmpty ? nil : result.message
    let event = ScoreEvent(
      kind: .hint, type: session.typeID(at: position), streak: session.streak,
      tries: session.questions[position].tries, elapsed: session.now - session.arrivedAt,
      hintCost: cost)
    _ = try score(event, at: position)
    try answerChanged(at: position)
  }

  /// Shows the analysis (S3.7); an answer not final yet can no longer change once revealed.
  mutating func showAnalysis() throws(Stop) {
    let position = session.position
    guard session.questions[position].failure == nil else {
      throw .refused(.questionUnavailable)
    }
    guard rules.reveal == .eachCheck else { throw .refused(.notBeforeEnd) }
    guard try questionType(at: position).graded else { throw .refused(.notGraded) }
    guard !session.isAnalysisShown else { throw .refused(.analysisShown) }
    session.isAnalysisShown = true
    if !session.questions[position].isFinal {
      willChange(position)
      session.questions[position].isRevealed = true
      cancelTimers { $0 == .questionLimit }
    }
  }
}
