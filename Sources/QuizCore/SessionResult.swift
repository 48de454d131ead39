/// How a question ended up when the session ended.
public enum QuestionOutcome: String, Hashable, Sendable, CaseIterable {
  /// Checked right.
  case right
  /// Checked partly right.
  case partial
  /// Checked wrong and never right since.
  case wrong
  /// Never checked.
  case unanswered
  /// Its question type failed; the question was skipped.
  case failed
  /// Its type grades nothing (an information card, an answer no one marks): counted in no
  /// score, share or review.
  case ungraded
}

extension QuestionOutcome {
  /// The share of the question's mark it earned, as the statistics count it: the history keeps
  /// outcomes, not fractions, so a partly right answer earns half; nil where the question is
  /// no part of the attempt (its type failed, or it grades nothing).
  public var credit: Double? {
    switch self {
    case .right: 1
    case .partial: 0.5
    case .wrong, .unanswered: 0
    case .failed, .ungraded: nil
    }
  }
}

extension Verdict {
  /// The share of the question's mark this verdict earns in the statistics (`QuestionOutcome`).
  public var credit: Double { QuestionOutcome(rawValue: rawValue)?.credit ?? 0 }
}

/// One question's line in a result.
public struct QuestionResult: Hashable, Sendable {
  /// The position in the play order.
  public var position: Int
  /// The question's `id` field.
  public var id: String
  /// The question type's id.
  public var type: String
  /// How it ended.
  public var outcome: QuestionOutcome
  /// The fraction of the last grade, 0 when never graded.
  public var fraction: Double
  /// How many times it was checked.
  public var tries: Int
  /// How many hints it took.
  public var hints: Int
  /// The type's summary of the answer, when there was an answer and the type could say.
  public var answer: String?
  /// How long it was on screen before its answer became final (virtual time).
  public var timeSpent: Delay

  /// The index in the session's actions of the action that made its last check; nil when
  /// never checked.
  public var checkedAtAction: Int?
  /// Whether its time ran out (the rules' `question_time`): its answer was handed in as it
  /// stood, not checked by the player.
  public var timedOut: Bool
  /// The grade the player gave the last check (1 Again … 4 Easy), nil when not rated.
  public var rating: Int? = nil

  /// A line with every field given.
  public init(
    position: Int, id: String, type: String, outcome: QuestionOutcome, fraction: Double,
    tries: Int, hints: Int, answer: String?, timeSpent: Delay = .zero,
    checkedAtAction: Int? = nil, timedOut: Bool = false
  ) {
    self.timeSpent = timeSpent
    self.checkedAtAction = checkedAtAction
    self.timedOut = timedOut
    self.position = position
    self.id = id
    self.type = type
    self.outcome = outcome
    self.fraction = fraction
    self.tries = tries
    self.hints = hints
    self.answer = answer
  }
}

/// The end of a session: the final score and each question's outcome.
public struct SessionResult: Hashable, Sendable {
  /// The game's id.
  public var gameID: String
  /// The session's seed.
  public var seed: UInt64
  /// The final score.
  public var score: Int
  /// Whether the player quit rather than finished.
  public var abandoned: Bool
  /// The virtual time the session ended.
  public var endedAt: VirtualTime
  /// Every question, in play order.
  public var questions: [QuestionResult]

  /// A result with every field given.
  public init(
    gameID: String, seed: UInt64, score: Int, abandoned: Bool, endedAt: VirtualTime,
    questions: [QuestionResult]
  ) {
    self.gameID = gameID
    self.seed = seed
    self.score = score
    self.abandoned = abandoned
    self.endedAt = endedAt
    self.questions = questions
  }

  /// Hints taken over the whole game.
  public var hintsUsed: Int { questions.reduce(0) { $0 + $1.hints } }
}
