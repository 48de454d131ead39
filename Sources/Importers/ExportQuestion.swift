import Localization
import QuizCore

/// The forms of question the export formats tell apart, from a question's canonical shape.
enum ExportForm: Sendable, Hashable {
  case singleChoice, multipleChoice, truth, blanks, number, pairs, card, essay, parts

  init(_ shape: QuestionShape) {
    switch shape.kind {
    case .choice: self = shape.multiple ? .multipleChoice : .singleChoice
    case .truth: self = .truth
    case .blanks: self = .blanks
    case .number: self = .number
    case .pairs: self = .pairs
    case .card: self = .card
    case .essay: self = .essay
    case .parts: self = .parts
    }
  }
}

/// A question read for export: its id and type, and the canonical form its type gave
/// (`QuestionType.shape`): the one reading of its fields, the same as when it is played.
struct ExportQuestion: Sendable {
  var id: String
  var type: String
  var shape: QuestionShape
  /// The picture file, when the export carries pictures: its name and bytes.
  var pictureFile: ImportedFile?

  var form: ExportForm { ExportForm(shape) }
  var text: String { shape.text }
  var title: String? { Self.nonEmpty(shape.title) }
  var explanation: String? { Self.nonEmpty(shape.explanation) }
  /// The picture's name in the game folder.
  var picture: String? { Self.nonEmpty(shape.picture) }
  var hasCode: Bool { Self.nonEmpty(shape.code) != nil }
  var options: [QuestionShape.Option] { shape.options }
  /// The keys of the right options (a single choice: one).
  var rightKeys: [String] { shape.rightKeys }
  var truth: Bool { shape.truth }
  /// The feedback shown once a checked answer picked true, or false ("" for none).
  var feedbackTrue: String { shape.feedbackTrue }
  var feedbackFalse: String { shape.feedbackFalse }
  /// Whether any answer has feedback of its own (an option's, or true's or false's).
  var hasAnswerFeedback: Bool {
    !feedbackTrue.isEmpty || !feedbackFalse.isEmpty || options.contains { !$0.feedback.isEmpty }
  }
  /// Per blank, its accepted answers.
  var blanks: [[String]] { shape.blanks }
  var caseSensitive: Bool { shape.caseSensitive }
  /// Whether a `*` in an answer stands for any text (the fill type's `wildcards`).
  var wildcards: Bool { shape.wildcards }
  var value: Double { shape.value }
  var tolerance: Double { shape.tolerance }
  var unit: String? { shape.unit }
  /// A matching question's items with their answers, the answers that go with none, and
  /// whether the items (a choice's options) are shuffled.
  var pairs: [QuestionShape.Pair] { shape.pairs }
  var distractors: [String] { shape.distractors }
  var shuffle: Bool { shape.shuffle }
  /// How a choice numbers its options (Moodle's `answernumbering`); nil for the default.
  var numbering: String? { shape.numbering }
  /// An essay's note of what a good answer holds (Moodle's information for graders).
  var reference: String? { Self.nonEmpty(shape.reference) }
  /// Embedded answers' parts, each at its `{#n}` in the text.
  var parts: [QuestionShape.Part] { shape.parts }

  private static func nonEmpty(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }

  /// The blanks' answers as Moodle reads short answers (GIFT and Moodle XML): stars escaped
  /// unless they are wildcards.
  var moodleBlanks: [[String]] {
    blanks.map { $0.map { MoodleWildcards.written($0, wildcards: wildcards) } }
  }

  /// Why Moodle (GIFT, Moodle XML) cannot hold the blanks' answers, or nil when it can.
  var moodleBlanksProblem: Phrase? {
    let lists = blanks + shape.gradedBlanks.map { $0.map { $0.text ?? "" } }
    guard let bad = lists.first(where: { !MoodleWildcards.readsBack($0, wildcards: wildcards) })
    else { return nil }
    let answer = bad.first { $0.contains("\\*") } ?? bad.joined(separator: ", ")
    return Phrase(
      trLater("the answer '{answer}' holds \\ before *, which Moodle reads as an escaped star"),
      ["answer": .text(answer)])
  }

  /// The one blank's answers as Moodle keeps a short answer's, in order, each with its grade
  /// and feedback: the graded answers when the type gives them, else each accepted answer at
  /// full marks; stars escaped unless they are wildcards.
  var moodleShortAnswers: [QuestionShape.PartAnswer] {
    let answers =
      shape.gradedBlanks.first
      ?? (blanks.first ?? []).map { QuestionShape.PartAnswer(text: $0, right: true) }
    return answers.map { answer in
      var written = answer
      written.text = MoodleWildcards.written(answer.text ?? "", wildcards: wildcards)
      return written
    }
  }

  /// A number's answers as Moodle keeps them, in order: the graded answers when the type
  /// gives them, else the value and tolerance at full marks.
  var moodleNumberAnswers: [QuestionShape.PartAnswer] {
    guard shape.numberAnswers.isEmpty else { return shape.numberAnswers }
    return [QuestionShape.PartAnswer(value: value, tolerance: tolerance, right: true)]
  }

  /// The feedback of every graded answer of a blank or a number.
  var gradedFeedback: [String] {
    (shape.gradedBlanks.flatMap { $0 } + shape.numberAnswers).compactMap(\.feedback)
  }

  /// Notes what GIFT and Aiken cannot say of a choice: that its options keep their order
  /// (Moodle shuffles every choice it reads from them), and a numbering of their own.
  func noteChoiceDisplay(_ dropped: inout DroppedParts) {
    if !shuffle {
      dropped.note(
        Phrase(trLater("the options' fixed order (Moodle shuffles a GIFT or Aiken choice)")))
    }
    // Capital letters are what such a choice shows when read back.
    if let numbering, numbering != "ABCD" {
      dropped.note(
        Phrase(trLater("the options' numbering (a GIFT or Aiken choice is lettered A, B, C)")))
    }
  }

  /// Whether the question is a choice, of one option or several.
  var isChoice: Bool { shape.kind == .choice }

  /// Whether the answer names keys of options, and at least one.
  var rightKeysAreOptions: Bool {
    !rightKeys.isEmpty && rightKeys.allSatisfy { key in options.contains { $0.key == key } }
  }

  /// The options whose keys are right, in option order.
  var rightOptions: [QuestionShape.Option] { shape.rightOptions }

  /// The grades a choice's options are written with in Moodle's formats: each option's
  /// weight as the grade Moodle stores for it, and whether any had to change.
  var moodleGrades: (grades: [Double], changed: Bool) {
    let weights = options.map(\.weight)
    return (weights.map(MoodleGrades.match), !weights.allSatisfy(MoodleGrades.isAllowed))
  }
}
