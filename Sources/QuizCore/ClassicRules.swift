/// The seed's scoring rules as a plain Swift value: +100 right, partial credit, −500 a hint,
/// 0.5 s auto-advance, negative scores allowed.
///
/// Tests and headless runs use it without Lua; the `classic` rules plugin has the same
/// defaults (docs/plugin-api.md).
public struct ClassicRules: ScoringRules, Hashable, Sendable {
  /// Bonus points for an answer right within some time of arriving on the question.
  public struct TimeBonus: Hashable, Sendable {
    /// The time limit.
    public var within: Delay
    /// The bonus.
    public var points: Int

    /// A bonus with both parts given.
    public init(within: Delay, points: Int) {
      self.within = within
      self.points = points
    }
  }

  /// Bonus points every `every` right answers in a row.
  public struct StreakBonus: Hashable, Sendable {
    /// The length of streak that earns the bonus, and every multiple of it.
    public var every: Int
    /// The bonus.
    public var points: Int

    /// A bonus with both parts given.
    public init(every: Int, points: Int) {
      self.every = every
      self.points = points
    }
  }

  /// Points for a right answer.
  public var right: Int
  /// Points for a wrong check.
  public var wrong: Int
  /// Whether a partial answer earns `right` times its fraction (else it earns `wrong`).
  public var partialCredit: Bool
  /// Extra points for each wrong check after the first on the same question (a retry penalty).
  public var wrongTry: Int
  /// The cost of a hint, when neither the rules' per-type costs nor the type set one.
  public var hintCost: Int
  /// Hint costs by question type id (told apart by its bytes); they win over the type's own
  /// default.
  public var hintCostByType: [ByteString: Int]
  /// Whether the score may go below zero.
  public var allowNegative: Bool
  /// The delay before moving on after a right answer, or nil to stay.
  public var autoAdvance: Delay?
  /// Whether a hint asks before it spends points.
  public var confirmHint: Bool
  /// A bonus for fast right answers, if any.
  public var timeBonus: TimeBonus?
  /// A bonus for right answers in a row, if any.
  public var streakBonus: StreakBonus?
  /// How long the whole session may last, or nil for no limit.
  public var timeLimit: Delay?
  /// How long each question may stay open, or nil for no limit.
  public var questionTime: Delay?
  /// When the player learns how the answers stand.
  public var reveal: Reveal

  /// The most points one score change may give or take, as a number of a plugin's: a billion.
  /// With it, a change and the score it adds to stay far inside `Int`; the sum is checked all
  /// the same (`ScoreOverflow`).
  public static let pointsLimit: Int64 = 1_000_000_000

  /// The rules with the seed's defaults, each overridable.
  public init(
    right: Int = 100, wrong: Int = 0, partialCredit: Bool = true, wrongTry: Int = 0,
    hintCost: Int = 500, hintCostByType: [ByteString: Int] = [:], allowNegative: Bool = true,
    autoAdvance: Delay? = .milliseconds(500), confirmHint: Bool = false,
    timeBonus: TimeBonus? = nil, streakBonus: StreakBonus? = nil, timeLimit: Delay? = nil,
    questionTime: Delay? = nil, reveal: Reveal = .eachCheck
  ) {
    self.right = right
    self.wrong = wrong
    self.partialCredit = partialCredit
    self.wrongTry = wrongTry
    self.hintCost = hintCost
    self.hintCostByType = hintCostByType
    self.allowNegative = allowNegative
    self.autoAdvance = autoAdvance
    self.confirmHint = confirmHint
    self.timeBonus = timeBonus
    self.streakBonus = streakBonus
    self.timeLimit = timeLimit
    self.questionTime = questionTime
    self.reveal = reveal
  }

  /// The rules' cost for the type, else the type's own default, else `hintCost`.
  public func hintCost(type: String, typeDefault: Int?) -> Int {
    hintCostByType[ByteString(type)] ?? typeDefault ?? hintCost
  }

  /// Verdict points, then the retry penalty, then the time and streak bonuses of a right answer.
  public func points(for event: ScoreEvent) -> [ScoreChange] {
    var changes: [ScoreChange] = []
    switch event.kind {
    case .hint:
      // Negated without a trap: a cost of `Int.min` is the score's check's to refuse.
      changes.append(ScoreChange(points: 0 &- event.hintCost, reason: "hint"))
    case .check:
      switch event.verdict {
      case .right:
        changes.append(ScoreChange(points: right, reason: "right"))
        if let timeBonus, event.elapsed <= timeBonus.within {
          changes.append(ScoreChange(points: timeBonus.points, reason: "fast"))
        }
        if let streakBonus, streakBonus.every > 0, event.streak > 0,
          event.streak % streakBonus.every == 0
        {
          changes.append(ScoreChange(points: streakBonus.points, reason: "streak"))
        }
      case .partial where partialCredit:
        // A grade's fraction is within 0...1 (`Grade`), but rules written in Swift may be
        // given any `right`: the product is kept within `Int` before it becomes one.
        let fraction = event.fraction.isNaN ? 0 : min(1, max(0, event.fraction))
        let product = (Double(right) * fraction).rounded()
        let points = Int(min(9e18, max(-9e18, product)))
        changes.append(ScoreChange(points: points, reason: "partial"))
      case .partial:
        changes.append(ScoreChange(points: wrong, reason: "partial"))
      case .wrong, nil:
        changes.append(ScoreChange(points: wrong, reason: "wrong"))
        if event.tries > 1 { changes.append(ScoreChange(points: wrongTry, reason: "wrong try")) }
      }
    }
    return changes.filter { $0.points != 0 }
  }
}
