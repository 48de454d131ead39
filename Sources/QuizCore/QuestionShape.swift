import Localization

/// A question in a canonical, format-neutral form, as its type reads it (the type's `shape`
/// function, docs/plugin-api.md): what an exporter writes, so that no exporter parses a
/// question's fields a second time, differently from the type that plays it.
public struct QuestionShape: Sendable, Hashable {
  /// What sort of answer the question asks for: options to pick (`options`, `right`,
  /// `multiple`, `shuffle`, `numbering`), true or false (`truth`), texts typed into blanks (`blanks`,
  /// `case_sensitive`, `wildcards`), or a number within a tolerance (`value`, `tolerance`,
  /// `unit`), items each matched to one answer (`pairs`, `distractors`, `shuffle`), text to
  /// read with no answer (`card`), an answer no one grades (`essay`, `reference`), or
  /// embedded answers: several sub-questions in one text (`parts`).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case choice, truth, blanks, number, pairs, card, essay, parts
  }

  /// One option of a choice: the key an action names it by ("A"), the text the player reads,
  /// what picking it adds to the grade (negative: what it takes off; 1 is full marks), and
  /// the feedback shown once a checked answer picked it ("" for none).
  public struct Option: Sendable, Hashable {
    public var key, text: String
    public var weight: Double
    public var feedback: String

    /// An option with every part given.
    public init(key: String, text: String, weight: Double, feedback: String = "") {
      (self.key, self.text, self.weight, self.feedback) = (key, text, weight, feedback)
    }
  }

  /// One item of a matching question and the answer it goes with.
  public struct Pair: Sendable, Hashable {
    public var left, right: String

    /// A pair with both parts given.
    public init(left: String, right: String) { (self.left, self.right) = (left, right) }
  }

  /// The kind of answer.
  public var kind: Kind
  /// The question's text, title, explanation and picture (a file of the game folder).
  public var text = ""
  public var title: String?
  public var explanation: String?
  public var picture: String?
  /// The code block shown under the text, when there is one.
  public var code: String?
  /// A choice's options, in the order shown.
  public var options: [Option] = []
  /// The keys of the right options (one for a single choice).
  public var rightKeys: [String] = []
  /// Whether several options may be picked.
  public var multiple = false
  /// How a choice labels its options by place (Moodle's `answernumbering`: "abc", "ABCD",
  /// "123", "iii", "IIII", "none"); nil: by their keys, or capital letters when shuffled.
  public var numbering: String?
  /// The Moodle answer numberings a choice may name.
  public static let numberings = ["abc", "ABCD", "123", "iii", "IIII", "none"]
  /// A true-or-false question's answer, and the feedback shown once a checked answer picked
  /// true, or false ("" for none).
  public var truth = false
  public var feedbackTrue = ""
  public var feedbackFalse = ""
  /// Per blank, its accepted answers.
  public var blanks: [[String]] = []
  /// Per blank, every answer in order with its grade and feedback, when the blanks are graded
  /// as Moodle grades a short answer (the first answer matched gives its grade); else empty.
  public var gradedBlanks: [[PartAnswer]] = []
  /// Whether the blanks' answers are told apart by case.
  public var caseSensitive = false
  /// Whether a `*` in an answer stands for any text (`\*` for a star).
  public var wildcards = false
  /// A number question's value, absolute tolerance and unit.
  public var value = 0.0
  public var tolerance = 0.0
  public var unit: String?
  /// A number's answers in order with their grades and feedback, when it has more than the
  /// value (Moodle's numerical answers: the first that holds the number gives its grade).
  public var numberAnswers: [PartAnswer] = []
  /// A matching question's items with their answers (in the question's order), the answers
  /// that go with no item, and whether the items (a choice's options) are shown in an order
  /// drawn per session.
  public var pairs: [Pair] = []
  public var distractors: [String] = []
  public var shuffle = false
  /// An essay's note of what a good answer holds, for whoever reads the answers.
  public var reference: String?
  /// Embedded answers' parts, each at its `{#n}` in the text.
  public var parts: [Part] = []

  /// A shape of `kind` with nothing else set.
  public init(kind: Kind) { self.kind = kind }

  /// The options whose keys are right, in option order.
  public var rightOptions: [Option] { options.filter { rightKeys.contains($0.key) } }

  /// The most items a list of a shape may have, and characters a key or unit.
  static let maxItems: Int64 = 100_000
  static let maxKey: Int64 = 1000

  /// The shape's fields, as the type's `shape` returns them; every value bounded as it is
  /// read (texts by the sandbox's cap on what a call returns, lists and keys here).
  public static let schema: FieldSchema = {
    var key = FieldSpec.string(required: true).notEmpty
    key.max = Double(maxKey)
    var option = FieldSpec.record(
      FieldSchema([
        "key": key, "text": .string(required: true),
        "weight": .number(in: -1_000_000...1_000_000, required: true),
        "feedback": .string(),
      ]))
    option.doc = "{key = \"A\", text = \"...\", weight = 1, feedback = \"...\"}"
    var unit = FieldSpec.string()
    unit.max = Double(maxKey)
    let part = FieldSpec.string(required: true).notEmpty
    var pair = FieldSpec.record(FieldSchema(["left": part, "right": part]))
    pair.doc = "{left = \"...\", right = \"...\"}"
    return FieldSchema([
      "kind": .string(oneOf: Kind.allCases.map(\.rawValue), required: true),
      "text": .string(), "title": .string(), "explanation": .string(), "picture": .string(),
      "code": .string(),
      "options": bounded(.list(of: option)),
      "right": bounded(.list(of: key)),
      "multiple": .boolean(),
      "numbering": .string(oneOf: numberings),
      "truth": .boolean(), "feedback_true": .string(), "feedback_false": .string(),
      "blanks": bounded(.list(of: bounded(.list(of: .string())))),
      "blank_answers": bounded(.list(of: answersSpec(required: false))),
      "case_sensitive": .boolean(), "wildcards": .boolean(),
      "value": .number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude),
      "tolerance": .number(in: 0...Double.greatestFiniteMagnitude),
      "unit": unit,
      "answers": answersSpec(required: false),
      "pairs": bounded(.list(of: pair, nonEmpty: true)),
      "distractors": bounded(.list(of: .string())),
      "shuffle": .boolean(),
      "reference": .string(),
      "parts": {
        var spec = FieldSpec.list(of: partSpec, nonEmpty: true)
        spec.max = Double(maxParts)
        return spec
      }(),
    ])
  }()

  private static func bounded(_ spec: FieldSpec) -> FieldSpec {
    var spec = spec
    spec.max = Double(maxItems)
    return spec
  }

  /// The fields each kind needs.
  private static let needs: [Kind: [String]] = [
    .choice: ["options", "right"], .truth: ["truth"], .blanks: ["blanks"], .number: ["value"],
    .pairs: ["pairs"], .parts: ["parts"],
  ]

  /// Reads a shape from `value` (what a type's `shape` returned), or names the first problem:
  /// a field of the wrong kind or out of bounds, an unknown field, or a field its kind needs
  /// missing. (A right key that is no option's is the exporters' to report, per question.)
  /// Problems are named below `path` (`result.options[2].key`).
  public static func decode(_ value: Value, at path: FieldPath = FieldPath()) -> Result<
    QuestionShape, FieldProblem
  > {
    guard let map = value.mapValue else {
      return .failure(
        FieldProblem(
          path,
          Phrase(
            trLater("must be a table such as {example}, not {kind}"),
            ["example": "{kind = \"choice\", ...}", "kind": .phrase(value.kindWords)])))
    }
    let fields: DecodedFields
    switch schema.decode(map, at: path) {
    case .success(let decoded): fields = decoded
    case .failure(let problem): return .failure(problem)
    }
    // The schema checked the kind against its choices.
    var shape = QuestionShape(kind: Kind(rawValue: fields.string("kind") ?? "") ?? .choice)
    for name in needs[shape.kind] ?? [] where !fields.has(name) {
      return .failure(
        FieldProblem(
          path.field(name),
          Phrase(
            trLater("is required for kind = \"{kind}\""), ["kind": .text(shape.kind.rawValue)]),
          kind: .missing))
    }
    shape.text = fields.string("text") ?? ""
    shape.title = fields.string("title")
    shape.explanation = fields.string("explanation")
    shape.picture = fields.string("picture")
    shape.code = fields.string("code")
    shape.options = (fields["options"]?.arrayValue ?? []).map { option in
      Option(
        key: option["key"].stringValue ?? "", text: option["text"].stringValue ?? "",
        weight: option["weight"].doubleValue ?? 0, feedback: option["feedback"].stringValue ?? "")
    }
    shape.rightKeys = (fields["right"]?.arrayValue ?? []).compactMap(\.stringValue)
    shape.multiple = fields.bool("multiple") ?? false
    shape.numbering = fields.string("numbering")
    shape.truth = fields.bool("truth") ?? false
    shape.feedbackTrue = fields.string("feedback_true") ?? ""
    shape.feedbackFalse = fields.string("feedback_false") ?? ""
    shape.blanks = (fields["blanks"]?.arrayValue ?? []).map {
      ($0.arrayValue ?? []).compactMap(\.stringValue)
    }
    shape.gradedBlanks = (fields["blank_answers"]?.arrayValue ?? []).map {
      answers($0.arrayValue ?? [])
    }
    shape.caseSensitive = fields.bool("case_sensitive") ?? false
    shape.wildcards = fields.bool("wildcards") ?? false
    shape.value = fields.number("value") ?? 0
    shape.tolerance = fields.number("tolerance") ?? 0
    shape.unit = fields.string("unit")
    shape.numberAnswers = answers(fields["answers"]?.arrayValue ?? [])
    shape.pairs = (fields["pairs"]?.arrayValue ?? []).map { pair in
      Pair(left: pair["left"].stringValue ?? "", right: pair["right"].stringValue ?? "")
    }
    shape.distractors = (fields["distractors"]?.arrayValue ?? []).compactMap(\.stringValue)
    shape.shuffle = fields.bool("shuffle") ?? false
    shape.reference = fields.string("reference")
    shape.parts = parts(fields["parts"]?.arrayValue ?? [])
    return .success(shape)
  }
}
