/// Something that happened and that the rules turn into points.
public struct ScoreEvent: Hashable, Sendable {
  /// What kind of event it is.
  public enum Kind: String, Hashable, Sendable {
    /// An answer was checked (by the player, by auto-check, or when the session finished).
    case check
    /// A hint was taken.
    case hint
  }

  /// The kind of event.
  public var kind: Kind
  /// The question type's id.
  public var type: String
  /// The verdict of a check; nil for a hint.
  public var verdict: Verdict?
  /// The grade's fraction of a check; 0 for a hint.
  public var fraction: Double
  /// Right checks in a row, this one included.
  public var streak: Int
  /// The checks of this question so far, this one included.
  public var tries: Int
  /// Virtual time since the player arrived on the question.
  public var elapsed: Delay
  /// The cost of a hint, as `ScoringRules.hintCost` gave it; 0 for a check.
  public var hintCost: Int

  /// An event with every field given.
  public init(
    kind: Kind, type: String, verdict: Verdict? = nil, fraction: Double = 0, streak: Int = 0,
    tries: Int = 0, elapsed: Delay = .zero, hintCost: Int = 0
  ) {
    self.kind = kind
    self.type = type
    self.verdict = verdict
    self.fraction = fraction
    self.streak = streak
    self.tries = tries
    self.elapsed = elapsed
    self.hintCost = hintCost
  }
}

/// A change of score the rules ask for, with its reason ("right", "hint").
public struct ScoreChange: Hashable, Sendable, CustomStringConvertible {
  /// Points to add; negative for a penalty.
  public var points: Int
  /// Why, in a word or two.
  public var reason: String

  /// A change with both parts given.
  public init(points: Int, reason: String) {
    self.points = points
    self.reason = reason
  }

  /// "+100 right", "-500 hint".
  public var description: String { "\(points < 0 ? "" : "+")\(points) \(reason)" }
}

/// One line of a session's score log: a change that was applied, when, and on which question.
public struct ScoreEntry: Hashable, Sendable, CustomStringConvertible {
  /// The points actually added (less than asked when the rules forbid a negative score).
  public var points: Int
  /// Why.
  public var reason: String
  /// The question's position in the play order.
  public var position: Int
  /// When it happened.
  public var at: VirtualTime

  /// An entry with every field given.
  public init(points: Int, reason: String, position: Int, at: VirtualTime) {
    self.points = points
    self.reason = reason
    self.position = position
    self.at = at
  }

  /// "+100 right", "-500 hint".
  public var description: String { ScoreChange(points: points, reason: reason).description }
}

/// A game's scoring rules: the Lua host adapts rules plugins to it; `ClassicRules` is the seed's.
public protocol ScoringRules: SessionScoped {
  /// The delay between a right check and the move to the next question, or nil to stay. A
  /// partly right answer stays on screen, so the player sees what was missed (the seed moves
  /// on after a right answer only).
  var autoAdvance: Delay? { get }
  /// Whether the score may go below zero.
  var allowNegative: Bool { get }
  /// Whether a hint asks for confirmation before it spends points.
  var confirmHint: Bool { get }
  /// How long the whole session may last, or nil for no limit.
  var timeLimit: Delay? { get }
  /// How long each question may stay open, or nil for no limit.
  var questionTime: Delay? { get }
  /// When the player learns how the answers stand.
  var reveal: Reveal { get }

  /// The points one hint costs (a positive number) for a question of type `type`, whose own
  /// default is `typeDefault`.
  func hintCost(type: String, typeDefault: Int?) throws(QuizError) -> Int
  /// The score changes an event earns, each with its reason; changes of 0 are dropped.
  func points(for event: ScoreEvent) throws(QuizError) -> [ScoreChange]
}

extension ScoringRules {
  /// No limit.
  public var timeLimit: Delay? { nil }
  /// No limit.
  public var questionTime: Delay? { nil }
  /// At each check.
  public var reveal: Reveal { .eachCheck }
}

/// When the player learns how the answers stand: the rules' `reveal` field.
public enum Reveal: String, Hashable, Sendable, CaseIterable {
  /// At each check: feedback, the verdict, the score, hints and the analysis as the game goes.
  case eachCheck = "check"
  /// When the session ends (a mock exam): a check hands the answer in without a verdict, and
  /// the score, hints and analysis wait for the end.
  case atEnd = "end"
}
