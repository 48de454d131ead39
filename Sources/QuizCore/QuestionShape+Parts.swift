/// The parts of embedded answers (Moodle's cloze): sub-questions shown in one text, each at
/// its `{#n}`, graded each as Moodle grades its sub-question and together by their weights.
extension QuestionShape {
  /// One part: a short answer, a number or a choice, with its weight in the question's grade.
  public struct Part: Sendable, Hashable {
    /// What a part asks for.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      case short, number, choice
    }

    public var kind: Kind
    /// Its share of the question's grade against the other parts' (Moodle's `{2:...}`).
    public var weight: Int
    /// The answers in the order written: the first that matches gives its grade.
    public var answers: [PartAnswer]
    /// A short answer told apart by case (Moodle's `SHORTANSWER_C`).
    public var caseSensitive = false
    /// A choice of several options (Moodle's `MULTIRESPONSE`).
    public var multiple = false
    /// A choice whose options are shown in an order drawn per session (Moodle's `_S`).
    public var shuffle = false
    /// How Moodle lays a choice out (`dropdown`, `vertical`, `horizontal`), nil for its default.
    public var layout: String?

    /// A part with its kind, weight and answers.
    public init(kind: Kind, weight: Int = 1, answers: [PartAnswer]) {
      (self.kind, self.weight, self.answers) = (kind, weight, answers)
    }
  }

  /// One answer of a part (or of a blank, or a number, graded as Moodle grades them) and its
  /// grade: full marks (`right`, Moodle's `=`), a percentage (`%50%`) or neither (0).
  public struct PartAnswer: Sendable, Hashable {
    /// The answer's text (an option, an accepted answer; `*` for any number).
    public var text: String?
    /// A number's value and absolute tolerance.
    public var value: Double?
    public var tolerance: Double?
    public var right = false
    public var percent: Double?
    /// What the player reads once the answer is checked.
    public var feedback: String?

    /// An answer with the parts given.
    public init(
      text: String? = nil, value: Double? = nil, tolerance: Double? = nil, right: Bool = false,
      percent: Double? = nil, feedback: String? = nil
    ) {
      (self.text, self.value, self.tolerance, self.right) = (text, value, tolerance, right)
      (self.percent, self.feedback) = (percent, feedback)
    }

    /// The grade as a fraction of the mark: 1 for `right`, else the percentage's share.
    public var fraction: Double { right ? 1 : (percent ?? 0) / 100 }
  }

  /// The most parts a question may have, and answers a part (the cloze type's own bounds).
  public static let maxParts = 200
  public static let maxPartAnswers = 100

  /// A list of graded answers (a part's, a blank's, a number's), 1 to `maxPartAnswers`.
  static func answersSpec(required: Bool) -> FieldSpec {
    let finite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    var answers = FieldSpec.list(
      of: .record(
        FieldSchema([
          "text": .string(), "value": .number(in: finite),
          "tolerance": .number(in: 0...Double.greatestFiniteMagnitude), "right": .boolean(),
          "percent": .number(in: -100...100), "feedback": .string(),
        ])), nonEmpty: true, required: required)
    answers.max = Double(maxPartAnswers)
    return answers
  }

  /// The graded answers of a decoded list (checked by `answersSpec`).
  static func answers(_ list: [Value]) -> [PartAnswer] {
    list.map { answer in
      PartAnswer(
        text: answer["text"].stringValue, value: answer["value"].doubleValue,
        tolerance: answer["tolerance"].doubleValue, right: answer["right"].boolValue ?? false,
        percent: answer["percent"].doubleValue, feedback: answer["feedback"].stringValue)
    }
  }

  /// A part as a shape's `parts` list holds it.
  static let partSpec: FieldSpec = {
    var spec = FieldSpec.record(
      FieldSchema([
        "kind": .string(oneOf: Part.Kind.allCases.map(\.rawValue), required: true),
        "weight": .integer(in: 0...1_000_000), "answers": answersSpec(required: true),
        "case_sensitive": .boolean(), "multiple": .boolean(), "shuffle": .boolean(),
        "layout": .string(oneOf: ["dropdown", "vertical", "horizontal"]),
      ]))
    spec.doc = "{kind = \"short\", weight = 1, answers = {{text = \"...\", right = true}}}"
    return spec
  }()

  /// The parts of a shape's decoded `parts` list (each checked by `partSpec`).
  static func parts(_ list: [Value]) -> [Part] {
    list.map { item in
      let answers = answers(item["answers"].arrayValue ?? [])
      var part = Part(
        kind: Part.Kind(rawValue: item["kind"].stringValue ?? "") ?? .short,
        weight: Int(item["weight"].doubleValue ?? 1), answers: answers)
      part.caseSensitive = item["case_sensitive"].boolValue ?? false
      part.multiple = item["multiple"].boolValue ?? false
      part.shuffle = item["shuffle"].boolValue ?? false
      part.layout = item["layout"].stringValue
      return part
    }
  }
}
