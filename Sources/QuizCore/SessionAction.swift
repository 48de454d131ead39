import Localization

/// Everything that can happen to a session; `reduce` applies one at a time.
///
/// A session is its game, its seed and the list of actions applied to it: replaying that list
/// gives an equal session.
public enum SessionAction: Hashable, Sendable {
  /// Begins the game on its first question.
  case start
  /// One of the question type's own actions (`{op = "pick", index = 3}`...).
  case act(Value)
  /// Asks for a hint (confirmed through a popup when the rules say so).
  case hint
  /// Checks the answer.
  case check
  /// Moves to the next question (refused on the last, S0.3).
  case next
  /// Moves to the previous question (refused on the first, S3.5).
  case previous
  /// Moves to the question at this position of the play order (0-based).
  case goTo(Int)
  /// Shows the analysis of the current question (S3.7).
  case showAnalysis
  /// Hides the analysis.
  case hideAnalysis
  /// A popup's button was pressed.
  case popupButton(PopupID, String)
  /// Every popup is closed (touching the dimmed background, S4.2); confirmations count as
  /// cancelled.
  case dismissAllPopups
  /// A scheduled action is due: the session applies it.
  case timerFired(TimerID)
  /// Virtual time moved on to this time.
  case tick(to: VirtualTime)
  /// Ends the game: unchecked complete answers are graded, the result is shown.
  case finish
  /// Asks to quit; the player confirms through a popup.
  case abandon
  /// The current question's time ran out (the rules' `question_time`): its answer is handed
  /// in as it stands and play moves on. The engine's own timer sends it.
  case timeUp
  /// The current question's type failed outside an action (its `view` raised an error, which
  /// only a front sees): the question is marked failed, as if an action had failed there, so
  /// results and logs count every failure the same way.
  case reportFailure(QuizError)
  /// The question at this position comes back at the end of the play order, to be answered
  /// again: its relearning step has passed (see `Relearning`). The engine's own timer sends it.
  case comeBack(Int)
  /// The player rates the current question's last check themselves, overriding the grade spaced
  /// review would give it: 1 Again, 2 Hard, 3 Good, 4 Easy (FSRS's grades, Anki's keys).
  case rate(Int)
}

/// Why an action was not applied. A refusal leaves the session exactly as it was.
public enum RefusalReason: Hashable, Sendable, CustomStringConvertible {
  /// The session has not started.
  case notStarted
  /// The session has already started.
  case alreadyStarted
  /// The game has no question.
  case noQuestions
  /// The session is over.
  case finished
  /// Previous on the first question.
  case firstQuestion
  /// Next on the last question.
  case lastQuestion
  /// No question at that position.
  case noSuchQuestion(Int)
  /// Go to the question already shown.
  case sameQuestion
  /// A modal popup waits for an answer.
  case waitingForPopup(PopupID)
  /// The answer was checked right or partly right and is final.
  case answerFinal
  /// The analysis revealed the right answer, so the answer can no longer change.
  case answerRevealed
  /// The question's type failed; the question can only be skipped.
  case questionUnavailable
  /// The question type refused the action, with its message.
  case rejected(String)
  /// The answer is not complete yet.
  case incomplete
  /// The answer was checked and has not changed since.
  case alreadyChecked
  /// The question type has no hint left for this answer.
  case noHintLeft
  /// The rules forbid a negative score and the hint costs more than the score.
  case notEnoughPoints(cost: Int, score: Int)
  /// The analysis is already shown.
  case analysisShown
  /// The analysis is not shown.
  case analysisHidden
  /// No active popup has this id.
  case noSuchPopup(PopupID)
  /// The popup has no button with this id.
  case noSuchButton(String)
  /// No popup is active.
  case noPopups
  /// No pending timer has this id (it fired or was cancelled).
  case noSuchTimer(TimerID)
  /// Virtual time only moves forward.
  case timeGoesForward
  /// The question's time ran out, so its answer can no longer change.
  case timeIsUp
  /// The rules give no time per question.
  case untimed
  /// A mock exam shows this only once it ends (the rules' `reveal = "end"`).
  case notBeforeEnd
  /// The question is not waiting to come back (never planned, or already back).
  case notComingBack
  /// The question's type grades nothing (an information card, an essay): nothing to check
  /// or reveal.
  case notGraded
  /// A rating of an answer not checked (or changed since its check).
  case notChecked
  /// A rating that is none of 1 (Again) to 4 (Easy).
  case noSuchRating(Int)

  /// A short sentence for logs and status lines, in English.
  public var description: String { sentence.description }

  /// The sentence as words translated at the edge; its English is `description`, for logs.
  public var sentence: Phrase {
    switch self {
    case .notStarted: Phrase(trLater("the game has not started"))
    case .alreadyStarted: Phrase(trLater("the game has already started"))
    case .noQuestions: Phrase(trLater("the game has no question"))
    case .finished: Phrase(trLater("the game is over"))
    case .firstQuestion: Phrase(trLater("this is the first question"))
    case .lastQuestion: Phrase(trLater("this is the last question"))
    case .noSuchQuestion(let position):
      Phrase(trLater("there is no question {n}"), ["n": .number(position + 1)])
    case .sameQuestion: Phrase(trLater("this question is already shown"))
    case .waitingForPopup(let id):
      Phrase(trLater("{popup} waits for an answer"), ["popup": .text(id.description)])
    case .answerFinal: Phrase(trLater("the answer is final"))
    case .answerRevealed: Phrase(trLater("the analysis revealed the answer"))
    case .questionUnavailable: Phrase(trLater("this question cannot be played"))
    // A type's own message: its author chose the words (trivium.text for several languages).
    case .rejected(let message): .verbatim(message)
    case .incomplete: Phrase(trLater("the answer is not complete"))
    case .alreadyChecked: Phrase(trLater("the answer was already checked"))
    case .noHintLeft: Phrase(trLater("no hint left"))
    case .notEnoughPoints(let cost, let score):
      Phrase(
        trLater("a hint costs {cost} points and the score is {score}"),
        ["cost": .number(cost), "score": .number(score)])
    case .analysisShown: Phrase(trLater("the analysis is already shown"))
    case .analysisHidden: Phrase(trLater("the analysis is not shown"))
    case .noSuchPopup(let id): Phrase(trLater("no {popup}"), ["popup": .text(id.description)])
    case .noSuchButton(let id):
      Phrase(trLater("no button {button}"), ["button": .text("'\(id)'")])
    case .noPopups: Phrase(trLater("no popup is open"))
    case .noSuchTimer(let id):
      Phrase(trLater("no pending {timer}"), ["timer": .text(id.description)])
    case .timeGoesForward: Phrase(trLater("time only moves forward"))
    case .timeIsUp: Phrase(trLater("the time for this question is up"))
    case .untimed: Phrase(trLater("the questions of this game have no time limit"))
    case .notBeforeEnd: Phrase(trLater("this is shown when the exam ends"))
    case .notComingBack: Phrase(trLater("this question is not waiting to come back"))
    case .notGraded: Phrase(trLater("this question is not graded"))
    case .notChecked: Phrase(trLater("the answer has not been checked"))
    case .noSuchRating(let grade):
      Phrase(trLater("no rating {n}: 1 Again, 2 Hard, 3 Good, 4 Easy"), ["n": .number(grade)])
    }
  }
}

/// What `reduce` asks the runtime to do; plain data, so tests compare them exactly.
public enum Effect: Hashable, Sendable {
  /// Apply `action` (through `timerFired(id)`) once `after` has passed.
  case schedule(TimerID, after: Delay, action: SessionAction)
  /// Forget a scheduled action that has not fired.
  case cancel(TimerID)
  /// Show a popup on top of the others.
  case present(Popup)
  /// Close one popup.
  case dismiss(PopupID)
  /// Close every popup.
  case dismissAll
  /// Store the session (every navigation, finish and abandon; S3.6).
  case save
  /// The session is over, with this result.
  case finished(SessionResult)
  /// The action was not applied, for this reason; the session is unchanged.
  case refused(RefusalReason)
  /// A question type or the rules failed; the session carries on without that question.
  case failed(QuizError)
}

extension Effect {
  /// The error, when this effect says a plugin failed.
  public var failure: QuizError? {
    if case .failed(let error) = self { return error }
    return nil
  }
}
