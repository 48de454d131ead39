/// What one applied action left behind: enough to tell, when the session is replayed under
/// other plugins, whether the action still does what it did.
///
/// A session keeps one per action (`Session.actionResults`), and a save stores them beside the
/// actions: a resume compares each replayed action's result with the stored one and stops at
/// the first that differs.
public struct ActionResult: Hashable, Sendable {
  /// The score after the action.
  public var score: Int
  /// The position after the action.
  public var position: Int
  /// The position the action was applied at.
  public var question: Int
  /// How the question at `question` stood after the action.
  public var outcome: QuestionOutcome

  /// A result with every field given.
  public init(score: Int, position: Int, question: Int, outcome: QuestionOutcome) {
    self.score = score
    self.position = position
    self.question = question
    self.outcome = outcome
  }

  /// The result as stored: `{"score": 3, "position": 1, "question": 0, "outcome": "right"}`.
  public var value: Value {
    [
      "score": .int(Int64(score)), "position": .int(Int64(position)),
      "question": .int(Int64(question)), "outcome": .string(outcome.rawValue),
    ]
  }

  /// The result a stored value describes, or nil when it is not one.
  public init?(value: Value) {
    guard let score = value["score"].intValue.flatMap({ Int(exactly: $0) }),
      let position = value["position"].intValue.flatMap({ Int(exactly: $0) }),
      let question = value["question"].intValue.flatMap({ Int(exactly: $0) }),
      let outcome = value["outcome"].stringValue.flatMap(QuestionOutcome.init(rawValue:))
    else { return nil }
    self.init(score: score, position: position, question: question, outcome: outcome)
  }
}
