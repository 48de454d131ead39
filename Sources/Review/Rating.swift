import QuizCore

/// How well a question was recalled, in the four grades FSRS schedules by.
public enum Rating: Int, Sendable, CaseIterable, Codable {
  /// Not recalled: wrong, partly right, or never answered at a final check.
  case again = 1
  /// Recalled with help: right after a hint or a wrong try.
  case hard = 2
  /// Recalled.
  case good = 3
  /// Recalled at once: right on the first try, without hints, within the easy time.
  case easy = 4
}

/// What a session knew of a question at its final check, reduced to what grading needs.
public struct CheckedQuestion: Sendable, Hashable {
  /// The verdict of the final check.
  public var verdict: Verdict
  /// Hints taken on the question.
  public var hints: Int
  /// Checks made on the question, the final one included.
  public var tries: Int
  /// Seconds spent on the question.
  public var seconds: Double
  /// Whether the question's time ran out and its answer was handed in as it stood.
  public var timedOut: Bool
  /// The rating the player gave instead of the one the check would get; nil when not rated.
  public var rated: Rating?

  /// A checked question with every field given.
  public init(
    verdict: Verdict, hints: Int, tries: Int, seconds: Double, timedOut: Bool = false,
    rated: Rating? = nil
  ) {
    self.verdict = verdict
    self.hints = hints
    self.tries = tries
    self.seconds = seconds
    self.timedOut = timedOut
    self.rated = rated
  }
}

extension Rating {
  /// The answer time under which a first-try right answer counts as easy, in seconds.
  public static let defaultEasySeconds = 10.0

  /// The grade of a final check: wrong or partly right is Again, right after help is Hard, right
  /// first time is Good, and Easy when that also took at most `easySeconds`. An answer the
  /// question's timer handed in is graded by what it was, never Easy: a quick answer left on
  /// screen until the time ran out was not shown to be recalled at once. The player's own
  /// rating, when given, is taken instead.
  public init(_ question: CheckedQuestion, easySeconds: Double = Rating.defaultEasySeconds) {
    if let rated = question.rated {
      self = rated
      return
    }
    switch question.verdict {
    case .wrong, .partial:
      self = .again
    case .right:
      if question.hints > 0 || question.tries > 1 {
        self = .hard
      } else if question.seconds <= easySeconds, !question.timedOut {
        self = .easy
      } else {
        self = .good
      }
    }
  }
}

extension CheckedQuestion {
  /// The final check a session's result line records; nil when it has none (never checked, or
  /// its question type failed).
  public init?(_ result: QuestionResult) {
    let verdict: Verdict
    switch result.outcome {
    case .right: verdict = .right
    case .partial: verdict = .partial
    case .wrong: verdict = .wrong
    case .unanswered, .failed, .ungraded: return nil
    }
    self.init(
      verdict: verdict, hints: result.hints, tries: result.tries,
      seconds: result.timeSpent.seconds, timedOut: result.timedOut,
      rated: result.rating.flatMap(Rating.init(rawValue:)))
  }
}

extension CheckedQuestion {
  /// The last check of a question still in play, as its result line will record it; nil when
  /// it has none (never checked, or its question type failed).
  public init?(_ progress: QuestionProgress) {
    let verdict: Verdict
    switch progress.outcome {
    case .right: verdict = .right
    case .partial: verdict = .partial
    case .wrong: verdict = .wrong
    case .unanswered, .failed, .ungraded: return nil
    }
    self.init(
      verdict: verdict, hints: progress.hints, tries: progress.tries,
      seconds: progress.timeSpent.seconds, timedOut: progress.isTimedOut,
      rated: progress.rating.flatMap(Rating.init(rawValue:)))
  }
}
