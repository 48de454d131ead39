/// One player's progress through one game: a value that only `reduce` changes.
///
/// Everything a front shows and a store saves is here, and nothing else: the session is fully
/// determined by its game, its seed and `actions`, so replaying `actions` on a new session gives
/// an equal one (compared byte for byte through `Equatable`).
public struct Session: Hashable, Sendable {
  /// The game being played.
  public let game: Game
  /// The seed of every random draw: the question order and each plugin call.
  public let seed: UInt64
  /// Whether the question order was shuffled.
  public let shuffled: Bool
  /// The play order: `order[position]` is an index into `game.questions`. It grows only when
  /// a question comes back at its end (spaced review's relearning, `SessionAction.comeBack`).
  public internal(set) var order: [Int]
  /// Each question's answer and marks, by position in the play order.
  public internal(set) var questions: [QuestionProgress]
  /// The position of the question shown.
  public internal(set) var position: Int = 0
  /// Whether `start` was applied.
  public internal(set) var isStarted = false
  /// The score, changed only through the one add-score path (S0.10).
  public internal(set) var score = 0
  /// Every change of score with its reason, oldest first.
  public internal(set) var scoreLog: [ScoreEntry] = []
  /// Right checks in a row.
  public internal(set) var streak = 0
  /// Whether the analysis of the current question is shown (S3.7).
  public internal(set) var isAnalysisShown = false
  /// Active popups, the newest last (S4.1).
  public internal(set) var popups: [Popup] = []
  /// A hint waiting for its confirmation popup.
  public internal(set) var pendingHint: PendingHint?
  /// Scheduled actions that have not fired, in the order they were scheduled.
  public internal(set) var timers: [PendingTimer] = []
  /// The virtual time of the last action.
  public internal(set) var now: VirtualTime = .zero
  /// When the player arrived on the current question.
  public internal(set) var arrivedAt: VirtualTime = .zero
  /// The virtual time up to which the current question's time on screen is counted.
  public internal(set) var countedUntil: VirtualTime = .zero
  /// The result, once the session is over.
  public internal(set) var result: SessionResult?
  /// Every action applied, in order (refused actions are not).
  public internal(set) var actions: [SessionAction] = []
  /// What each applied action did, by the same index as `actions` (see `ActionResult`).
  public internal(set) var actionResults: [ActionResult] = []
  var nextPopupID = 1
  var nextTimerID = 1

  /// How the question at `position` stands: as the result says once the session is over (a
  /// question no one grades is `ungraded` there), else as its progress stands.
  public func outcome(at position: Int) -> QuestionOutcome {
    if let result, result.questions.indices.contains(position) {
      return result.questions[position].outcome
    }
    return questions[position].outcome
  }

  /// A session that has not started; the order is shuffled from `seed` when `shuffle` is set,
  /// or is `chosen` (indices into `game.questions`, as a tournament's question book gives them)
  /// when that is given.
  public init(game: Game, seed: UInt64, shuffle: Bool = false, order chosen: [Int]? = nil) {
    self.game = game
    self.seed = seed
    shuffled = chosen == nil && shuffle
    var order = Array(game.questions.indices)
    if let chosen {
      // Only indices of the game; an index out of range would crash the first `question(at:)`.
      order = chosen.filter { game.questions.indices.contains($0) }
    } else if shuffle {
      // SeededRandom's own Fisher–Yates: a saved session must reorder the same way forever.
      var random = SeededRandom(seed: seed).derived(PluginCall.order.rawValue)
      random.shuffle(&order)
    }
    self.order = order
    questions = order.map { QuestionProgress(index: $0) }
  }

  /// The number of questions.
  public var count: Int { order.count }
  /// Whether the session is over (finished or abandoned).
  public var isFinished: Bool { result != nil }
  /// Hints taken over the whole game.
  public var hintsUsed: Int { questions.reduce(0) { $0 + $1.hints } }
  /// The progress of the question shown.
  public var current: QuestionProgress { questions[position] }

  /// The question data at `position` in the play order.
  public func question(at position: Int) -> Value { game.questions[order[position]] }

  /// The question type id of the question at `position`.
  public func typeID(at position: Int) -> String {
    question(at: position)["type"].stringValue ?? ""
  }

  /// The generator handed to a plugin call about the question at `position`.
  ///
  /// Derived from the seed, the kind of call, the position and the number of actions applied,
  /// so the same call in a replay draws the same numbers and no call disturbs another's draws.
  public func random(for call: PluginCall, at position: Int) -> SeededRandom {
    SeededRandom(seed: seed).derived(call.rawValue).derived(UInt64(position))
      .derived(UInt64(actions.count))
  }

  /// The first popup waiting for an answer, if any.
  public var modalPopup: Popup? { popups.first(where: \.isModal) }

  // The lists that grow with the session: `order`, `questions`, `scoreLog`, `actions` and
  // `actionResults`. Each must be held by one session only, or its next change copies it whole.

  /// A session of no game, to stand in for one moved out (see `reduce`): its fields are all
  /// empty, so copying it touches no reference count.
  static let vacant = Session(game: Game(id: "", title: "", questions: [], rules: ""), seed: 0)

  /// What an action may change besides the long lists and the questions' progress: what a
  /// rollback puts back. `SessionFieldsTests` checks that every stored `var` of `Session` is
  /// here or is one of the lists, so a new field cannot be left out of rollbacks.
  struct Fields {
    var position: Int
    var isStarted: Bool
    var score: Int
    var streak: Int
    var isAnalysisShown: Bool
    var popups: [Popup]
    var pendingHint: PendingHint?
    var timers: [PendingTimer]
    var now: VirtualTime
    var arrivedAt: VirtualTime
    var countedUntil: VirtualTime
    var result: SessionResult?
    var nextPopupID: Int
    var nextTimerID: Int
  }

  /// The fields an action may change, lists aside: a copy that costs the same at any length
  /// and holds none of the game's storage.
  var fields: Fields {
    get {
      Fields(
        position: position, isStarted: isStarted, score: score, streak: streak,
        isAnalysisShown: isAnalysisShown, popups: popups, pendingHint: pendingHint,
        timers: timers, now: now, arrivedAt: arrivedAt, countedUntil: countedUntil,
        result: result, nextPopupID: nextPopupID, nextTimerID: nextTimerID)
    }
    set {
      position = newValue.position
      isStarted = newValue.isStarted
      score = newValue.score
      streak = newValue.streak
      isAnalysisShown = newValue.isAnalysisShown
      popups = newValue.popups
      pendingHint = newValue.pendingHint
      timers = newValue.timers
      now = newValue.now
      arrivedAt = newValue.arrivedAt
      countedUntil = newValue.countedUntil
      result = newValue.result
      nextPopupID = newValue.nextPopupID
      nextTimerID = newValue.nextTimerID
    }
  }
}

/// The kinds of plugin call, each with its own stream of random numbers.
public enum PluginCall: UInt64, Hashable, Sendable {
  case order = 1
  case initialState
  case apply
  case isComplete
  case grade
  case hint
  case analysis
  case view
  case solve
  case summary
  case validate
  case score
  /// Not a plugin call: the draw of a game's `draw` questions from its pool.
  case draw
}

/// One question's answer state and marks.
public struct QuestionProgress: Hashable, Sendable {
  /// The question's index in `game.questions`.
  public let index: Int
  /// The answer state; nil until the player first arrives on the question.
  public internal(set) var state: Value?
  /// The verdict the answer shows: set by a check, cleared when the answer changes after a
  /// wrong check (S0.7), nil while neutral.
  public internal(set) var verdict: Verdict?
  /// The fraction of the last grade.
  public internal(set) var fraction: Double = 0
  /// Whether the answer was checked right or partly right: it no longer changes.
  public internal(set) var isFinal = false
  /// Whether the analysis was shown before the answer was final: it no longer changes.
  public internal(set) var isRevealed = false
  /// Whether the question's time ran out (the rules' `question_time`): it no longer changes.
  public internal(set) var isTimedOut = false
  /// How many times the answer was checked.
  public internal(set) var tries = 0
  /// The index in `Session.actions` of the action that made the last check (a check, the
  /// time running out, the end): the host dates the question's review by that action's time.
  public internal(set) var checkedAtAction: Int?
  /// How many hints were taken.
  public internal(set) var hints = 0
  /// How long it was on screen before its answer became final, over every visit.
  public internal(set) var timeSpent = Delay.zero
  /// Whether the player changed the answer (an `act` accepted): an answer complete from the
  /// start (an order left as shown) is not graded by `finish` unless the player touched it.
  public internal(set) var isTouched = false
  /// The message of the last hint.
  public internal(set) var hintMessage: String?
  /// The error that made the question unplayable, if its type failed.
  public internal(set) var failure: QuizError?
  /// Whether it was left to come back later in the session (spaced review's relearning): its
  /// answer here no longer changes.
  public internal(set) var willComeBack = false
  /// The position where it came back to be answered again.
  public internal(set) var cameBackAt: Int?
  /// The grade the player gave its last check (1 Again … 4 Easy, `SessionAction.rate`), which
  /// spaced review takes instead of the one it would give; nil when not rated.
  public internal(set) var rating: Int?

  /// A question the player has not seen.
  public init(index: Int) { self.index = index }

  /// Whether the player can still change the answer.
  public var isOpen: Bool {
    failure == nil && !isFinal && !isRevealed && !isTimedOut && !willComeBack
  }

  /// How the question stands if the session ended now.
  public var outcome: QuestionOutcome {
    if failure != nil { return .failed }
    // A mock exam's hand-in makes a wrong answer final too.
    if isFinal, verdict != .wrong { return verdict == .partial ? .partial : .right }
    return tries > 0 ? .wrong : .unanswered
  }
}

/// A hint computed and waiting for the player to confirm it.
public struct PendingHint: Hashable, Sendable {
  /// The question it is for.
  public var position: Int
  /// The confirmation popup.
  public var popup: PopupID
  /// The points it will cost.
  public var cost: Int
  /// What it will do.
  public var result: HintResult
}

/// A scheduled action that has not fired yet.
public struct PendingTimer: Hashable, Sendable {
  /// Its id.
  public var id: TimerID
  /// When it is due.
  public var due: VirtualTime
  /// What it does then.
  public var action: SessionAction
  /// What it is for, which decides what cancels it.
  public var kind: TimerKind = .step
}

/// What a scheduled action is for.
public enum TimerKind: Hashable, Sendable {
  /// A step of play (the auto-advance): moving to another question cancels it.
  case step
  /// The end of the session's time (`time_limit`): only the end of the session cancels it.
  case sessionLimit
  /// The end of the current question's time (`question_time`): cancelled when the question is
  /// left or its answer closes.
  case questionLimit
  /// A question coming back to be answered again once its relearning step has passed (see
  /// `Relearning`): the end of the session brings it back at once, whatever is left to wait.
  case comeBack

  /// Whether the session waits on it without anything to do in between: a headless run fires
  /// it only once its bot's thinking reaches it.
  public var isDeadline: Bool { self != .step }
}
