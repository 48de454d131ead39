import Localization

/// What `reduce` needs besides the session: the question types and the game's rules.
public struct SessionEnvironment {
  /// The question types, by id.
  public var types: QuestionTypes
  /// The game's scoring rules.
  public var rules: any ScoringRules
  /// When a question comes back in the session (a review session's relearning steps); nil
  /// for a game, whose questions are each asked once.
  public var relearning: (any Relearning)?
  /// Whether the player rates each answer (a review session, `SessionAction.rate`): a right
  /// answer then stays on screen with its rating until the player moves on, never advanced.
  public var ratesAnswers = false

  /// An environment with both parts given; the rules default to the seed's.
  public init(
    types: QuestionTypes, rules: any ScoringRules = ClassicRules(),
    relearning: (any Relearning)? = nil
  ) {
    self.types = types
    self.rules = rules
    self.relearning = relearning
  }
}

/// Applies `action` to `session` and returns what the runtime must do: the only way a session
/// changes.
///
/// A refused action leaves the session untouched and returns `[.refused(reason)]`; failing
/// rules do the same with `[.failed(error)]`. A failing question type marks its question
/// unplayable (the player skips it), records the action so a replay fails the same way, and
/// reports `.failed(error)`. Every applied action is appended to `session.actions`, and what
/// it did to `session.actionResults`.
public func reduce(
  _ session: inout Session, _ action: SessionAction, _ environment: SessionEnvironment
) -> [Effect] {
  // The reducer takes the session whole (swapped in, not copied: a copy would touch the
  // reference count of every field) and changes it in place, logging what it changes so that
  // a failed or refused action is rolled back; the rollback copy holds none of the long
  // lists, which would otherwise be copied whole on their first change.
  let before = session.position
  var reducer = Reducer(session: .vacant, environment: environment)
  swap(&session, &reducer.session)
  let start = reducer.checkpoint()
  do throws(Stop) {
    try reducer.apply(action)
  } catch {
    reducer.rollBack(to: start)
    switch error {
    case .refused(let reason):
      swap(&session, &reducer.session)
      return [.refused(reason)]
    case .rulesFailed(let error):
      swap(&session, &reducer.session)
      return [.failed(error)]
    case .questionFailed(let position, let error):
      // The action stops where the type failed; only the failure is kept.
      reducer.markFailed(position, error)
    }
  }
  swap(&session, &reducer.session)
  session.actions.append(action)
  session.actionResults.append(
    ActionResult(
      score: session.score, position: session.position, question: before,
      outcome: session.questions.indices.contains(before)
        ? session.questions[before].outcome : .unanswered))
  return reducer.effects
}

/// Why an action stopped before it was complete.
enum Stop: Error {
  case refused(RefusalReason)
  case rulesFailed(QuizError)
  case questionFailed(position: Int, QuizError)
}

/// One application of an action to a session it holds alone; what it changes is logged, so a
/// stop rolls it back (`checkpoint`, `rollBack(to:)`).
struct Reducer {
  var session: Session
  let environment: SessionEnvironment
  var effects: [Effect] = []
  /// Each question changed, as it was before, oldest first: a rollback puts them back. Every
  /// write to `session.questions` calls `willChange` first.
  var undo: [(position: Int, progress: QuestionProgress)] = []

  init(session: Session, environment: SessionEnvironment) {
    self.session = session
    self.environment = environment
  }

  var rules: any ScoringRules { environment.rules }

  mutating func apply(_ action: SessionAction) throws(Stop) {
    switch action {
    case .start: try start()
    case .tick(let time): try tick(to: time)
    case .timerFired(let id): try fireTimer(id)
    case .popupButton(let popup, let button): try press(button, on: popup)
    case .dismissAllPopups: try dismissAllPopups()
    case .reportFailure(let error):
      // Whatever popup is open: the failure happened, and the front must be able to say so.
      try requirePlaying()
      guard session.current.failure == nil else { throw .refused(.questionUnavailable) }
      markFailed(session.position, error)
    default:
      try requirePlaying()
      if let modal = session.modalPopup { throw .refused(.waitingForPopup(modal.id)) }
      try perform(action)
    }
  }

  /// Applies a player's or a timer's action once the session is known to be playing.
  mutating func perform(_ action: SessionAction) throws(Stop) {
    let position = session.position
    switch action {
    case .act(let value): try act(value)
    case .hint: try hint()
    case .check: try check(automatic: false)
    case .next:
      guard position + 1 < session.count else { throw .refused(.lastQuestion) }
      move(to: position + 1)
    case .previous:
      guard position > 0 else { throw .refused(.firstQuestion) }
      move(to: position - 1)
    case .goTo(let target):
      guard session.questions.indices.contains(target) else {
        throw .refused(.noSuchQuestion(target))
      }
      guard target != position else { throw .refused(.sameQuestion) }
      move(to: target)
    case .showAnalysis: try showAnalysis()
    case .hideAnalysis:
      guard session.isAnalysisShown else { throw .refused(.analysisHidden) }
      session.isAnalysisShown = false
    case .finish: try finish()
    case .abandon: present(.confirmQuit(id: newPopupID()))
    case .timeUp: try timeUp()
    case .comeBack(let target): try comeBack(target)
    case .rate(let grade): try rate(grade)
    case .start, .tick, .timerFired, .popupButton, .dismissAllPopups, .reportFailure:
      try apply(action)
    }
  }

  func requirePlaying() throws(Stop) {
    guard session.isStarted else { throw .refused(.notStarted) }
    guard !session.isFinished else { throw .refused(.finished) }
  }

  /// Refuses unless the answer at `position` may still change.
  func requireOpen(_ position: Int) throws(Stop) {
    let progress = session.questions[position]
    if progress.failure != nil { throw .refused(.questionUnavailable) }
    if progress.isTimedOut { throw .refused(.timeIsUp) }
    if progress.isFinal || progress.willComeBack { throw .refused(.answerFinal) }
    if progress.isRevealed { throw .refused(.answerRevealed) }
  }

  // MARK: Plugin calls

  /// The question type of the question at `position`.
  func questionType(at position: Int) throws(Stop) -> any QuestionType {
    do throws(QuizError) {
      return try environment.types.type(session.typeID(at: position))
    } catch {
      throw .questionFailed(position: position, error)
    }
  }

  /// Calls the question type of the question at `position` with this call's randomness.
  ///
  /// Only `apply` may refuse (an action that does not apply); any other error from any call
  /// means the type is broken for this question.
  func typeCall<T>(
    _ call: PluginCall, at position: Int,
    _ body: (any QuestionType, Value, SeededRandom) throws(QuizError) -> T
  ) throws(Stop) -> T {
    let type = try questionType(at: position)
    do throws(QuizError) {
      return try body(type, session.question(at: position), session.random(for: call, at: position))
    } catch {
      if case .actionRefused(let message) = error, call == .apply {
        throw .refused(.rejected(message))
      }
      throw .questionFailed(position: position, error)
    }
  }

  /// Calls the rules; a failure stops the action and leaves the session as it was.
  func rulesCall<T>(_ body: (any ScoringRules) throws(QuizError) -> T) throws(Stop) -> T {
    do throws(QuizError) {
      return try body(rules)
    } catch {
      throw .rulesFailed(error)
    }
  }

  /// Keeps question `position` as it is, before a change a rollback may undo.
  mutating func willChange(_ position: Int) {
    undo.append((position, session.questions[position]))
  }

  /// Where a rollback returns to: the session's fields without its long lists, and how long
  /// the logs are; the questions and the score log are put back from the logs.
  struct Checkpoint {
    var fields: Session.Fields
    var undo: Int
    var scoreLog: Int
    var effects: Int
    /// The number of questions: those that came back since are dropped.
    var count: Int
  }

  func checkpoint() -> Checkpoint {
    Checkpoint(
      fields: session.fields, undo: undo.count, scoreLog: session.scoreLog.count,
      effects: effects.count, count: session.count)
  }

  /// Undoes every change made since `checkpoint`. The actions and their results are only
  /// appended by `reduce` once an action went through, so they have nothing to undo.
  mutating func rollBack(to checkpoint: Checkpoint) {
    for entry in undo[checkpoint.undo...].reversed() {
      session.questions[entry.position] = entry.progress
    }
    undo.removeSubrange(checkpoint.undo...)
    if session.count > checkpoint.count {
      session.questions.removeSubrange(checkpoint.count...)
      session.order.removeSubrange(checkpoint.count...)
    }
    session.scoreLog.removeSubrange(checkpoint.scoreLog...)
    effects.removeSubrange(checkpoint.effects...)
    session.fields = checkpoint.fields
  }

  mutating func markFailed(_ position: Int, _ error: QuizError) {
    willChange(position)
    session.questions[position].failure = error
    effects.append(.failed(error))
  }

  // MARK: Score, popups, timers

  /// Turns an event into score changes through the rules and applies them.
  mutating func score(_ event: ScoreEvent, at position: Int) throws(Stop) -> [ScoreEntry] {
    let changes = try rulesCall { rules throws(QuizError) in try rules.points(for: event) }
    var entries: [ScoreEntry] = []
    for change in changes {
      if let entry = try addScore(change, at: position) { entries.append(entry) }
    }
    return entries
  }

  /// The one path by which the score changes (S0.10); a change that would take the score below
  /// zero is cut to what reaches zero when the rules forbid negatives. The sum is checked: a
  /// score past `Int`'s ends is the rules' failure, never a trap.
  mutating func addScore(_ change: ScoreChange, at position: Int) throws(Stop) -> ScoreEntry? {
    var points = change.points
    if !rules.allowNegative, points < 0 {
      points = max(points, 0 &- max(session.score, 0))
    }
    guard points != 0 else { return nil }
    let (sum, overflow) = session.score.addingReportingOverflow(points)
    guard !overflow else {
      throw .rulesFailed(
        .pluginFailed(
          plugin: "rules",
          message: PluginMessage(
            trLater("{reason}: {points} points would take the score past what it can hold"),
            ["reason": .text(Untrusted.line(change.reason)), "points": .number(points)])))
    }
    let entry = ScoreEntry(
      points: points, reason: change.reason, position: position, at: session.now)
    session.score = sum
    session.scoreLog.append(entry)
    return entry
  }

  mutating func newPopupID() -> PopupID {
    defer { session.nextPopupID += 1 }
    return PopupID(session.nextPopupID)
  }

  mutating func present(_ popup: Popup) {
    session.popups.append(popup)
    effects.append(.present(popup))
  }

  /// Closes the feedback toasts: they belong to an answer that changed or was left.
  mutating func dismissFeedback() {
    for popup in session.popups where popup.template == .feedback {
      effects.append(.dismiss(popup.id))
    }
    session.popups.removeAll { $0.template == .feedback }
  }

  mutating func schedule(
    after delay: Delay, _ action: SessionAction, kind: TimerKind = .step
  ) {
    let id = TimerID(session.nextTimerID)
    session.nextTimerID += 1
    session.timers.append(
      PendingTimer(id: id, due: session.now + delay, action: action, kind: kind))
    effects.append(.schedule(id, after: delay, action: action))
  }

  /// Cancels the pending timers of the kinds `which` accepts (all of them by default).
  mutating func cancelTimers(_ which: (TimerKind) -> Bool = { _ in true }) {
    for timer in session.timers where which(timer.kind) { effects.append(.cancel(timer.id)) }
    session.timers.removeAll { which($0.kind) }
  }
}
