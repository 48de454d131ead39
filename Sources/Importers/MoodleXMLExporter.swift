import Foundation
import Localization
import QuizCore

/// Writes Moodle XML: a category before each run of questions with one title, then each
/// question with its texts in Markdown (Trivium's markup is Markdown-like).
struct MoodleXMLExporter: QuizWriter {
  static let format = ExportFormat.moodleXML
  static let forms: Set<ExportForm> = [
    .singleChoice, .multipleChoice, .truth, .blanks, .number, .pairs, .card, .essay, .parts,
  ]
  static let carriesPictures = true
  private var body = ""
  /// The title of the last category written (nil: the bank's root).
  private var category: String?

  mutating func add(_ question: ExportQuestion, dropped: inout DroppedParts) -> Phrase? {
    let texts =
      [
        question.text, question.title ?? "", question.explanation ?? "", question.unit ?? "",
        question.reference ?? "", question.feedbackTrue, question.feedbackFalse,
      ]
      + question.options.flatMap { [$0.text, $0.feedback] } + question.blanks.flatMap { $0 }
      + question.pairs.flatMap { [$0.left, $0.right] } + question.distractors
      + question.parts.flatMap { $0.answers.flatMap { [$0.text ?? "", $0.feedback ?? ""] } }
      + question.moodleShortAnswers.compactMap(\.text) + question.gradedFeedback
    guard texts.allSatisfy(MoodleXML.canHold) else {
      return Phrase(trLater("it holds control characters, which XML cannot"))
    }
    // Formatted texts as Markdown the importer reads back as they are.
    let markdown =
      [question.text, question.explanation ?? ""] + question.options.map(\.text)
      + question.pairs.map(\.left) + [question.reference ?? ""]
    // An answer's feedback is read trimmed, as every text.
    let feedback =
      question.options.map(\.feedback) + [question.feedbackTrue, question.feedbackFalse]
      + question.gradedFeedback
    guard markdown.allSatisfy({ Self.readsBack($0) != nil }),
      feedback.allSatisfy({ Self.readsBack($0) != nil && MoodleXML.trimmed($0) == $0 })
    else {
      return Phrase(
        trLater(
          "its text, explanation, an option or its feedback has spaces at a line's ends or "
            + "several blank lines in a row, which Moodle's Markdown drops"))
    }
    var answers = ""
    let type: String
    var questionText: String?
    switch question.form {
    case .parts:
      // Moodle keeps embedded answers in the question's text: written into its Markdown.
      type = "cloze"
      switch MoodleCloze.write(Self.markdown(question.text), parts: question.parts) {
      case .success(let text): questionText = text
      case .failure(let problem): return problem.words
      }
    case .singleChoice, .multipleChoice:
      type = "multichoice"
      let single = question.form == .singleChoice
      answers += "    <single>\(single)</single>\n"
      answers += "    <shuffleanswers>\(question.shuffle)</shuffleanswers>\n"
      // Trivium's default labels are capital letters.
      answers += "    <answernumbering>\(question.numbering ?? "ABCD")</answernumbering>\n"
      let grades = question.moodleGrades
      for (option, grade) in zip(question.options, grades.grades) {
        let share = single && question.rightKeys.contains(option.key) ? 1 : grade
        answers += answer(
          share, Self.markdown(option.text), format: MoodleXML.markupFormat,
          feedback: option.feedback)
      }
      if grades.changed { dropped.note(MoodleGrades.matchedOnExport) }
    case .pairs:
      type = "matching"
      answers += "    <shuffleanswers>\(question.shuffle)</shuffleanswers>\n"
      let distractors = question.distractors.map { QuestionShape.Pair(left: "", right: $0) }
      for pair in question.pairs + distractors {
        answers +=
          "    <subquestion format=\"\(MoodleXML.markupFormat)\"><text>"
          + MoodleXML.escape(Self.markdown(pair.left)) + "</text><answer><text>"
          + MoodleXML.escape(pair.right) + "</text></answer></subquestion>\n"
      }
    case .card: type = "description"
    case .essay:
      type = "essay"
      if let reference = question.reference { answers += formatted("graderinfo", reference) }
    case .truth:
      type = "truefalse"
      answers +=
        answer(question.truth ? 1 : 0, "true", feedback: question.feedbackTrue)
        + answer(question.truth ? 0 : 1, "false", feedback: question.feedbackFalse)
    case .blanks:
      guard question.blanks.count == 1 else {
        return Phrase(
          trLater("it has {count} blanks; a Moodle short answer has one"),
          ["count": .number(question.blanks.count)])
      }
      if let problem = question.moodleBlanksProblem { return problem }
      type = "shortanswer"
      answers += "    <usecase>\(question.caseSensitive ? 1 : 0)</usecase>\n"
      for graded in question.moodleShortAnswers {
        answers += answer(
          MoodleGrades.match(graded.fraction), graded.text ?? "", feedback: graded.feedback ?? "")
      }
      if question.moodleShortAnswers.contains(where: { !MoodleGrades.isAllowed($0.fraction) }) {
        dropped.note(MoodleGrades.matchedOnExport)
      }
    case .number:
      type = "numerical"
      for graded in question.moodleNumberAnswers {
        let tolerance = graded.text == "*" ? 0 : graded.tolerance ?? 0
        answers += answer(
          MoodleGrades.match(graded.fraction),
          graded.text == "*" ? "*" : Exporter.number(graded.value ?? 0),
          extra: "<tolerance>\(Exporter.number(tolerance))</tolerance>",
          feedback: graded.feedback ?? "")
      }
      if question.moodleNumberAnswers.contains(where: { !MoodleGrades.isAllowed($0.fraction) }) {
        dropped.note(MoodleGrades.matchedOnExport)
      }
      if let unit = question.unit {
        answers +=
          "    <units><unit><multiplier>1</multiplier><unit_name>"
          + MoodleXML.escape(unit) + "</unit_name></unit></units>\n"
      }
    }
    if question.title != category {
      category = question.title
      let path = question.title.map(MoodleXML.categoryPath(title:)) ?? "$course$/top"
      body += "  <question type=\"category\">\n    <category><text>\(MoodleXML.escape(path))"
      body += "</text></category>\n  </question>\n"
    }
    let name = MoodleText.name(fromMarkup: question.text)
    let markdownText = questionText ?? Self.markdown(question.text)
    body += "  <question type=\"\(type)\">\n"
    body += "    <name><text>\(MoodleXML.escape(name))</text></name>\n"
    if let file = question.pictureFile {
      // The text shows the picture where Moodle puts files: `@@PLUGINFILE@@/name`.
      let name = MoodleXMLPictures.safeName(file.name)
      body +=
        "    <questiontext format=\"\(MoodleXML.markupFormat)\"><text>"
        + MoodleXML.escape(
          markdownText + "\n\n" + MoodleXML.pictureReference(name))
        + "</text>\n      <file name=\"\(name)\" path=\"/\" encoding=\"base64\">"
        + Data(file.bytes).base64EncodedString() + "</file>\n    </questiontext>\n"
    } else {
      body +=
        "    <questiontext format=\"\(MoodleXML.markupFormat)\"><text>"
        + MoodleXML.escape(markdownText) + "</text></questiontext>\n"
    }
    if let explanation = question.explanation { body += formatted("generalfeedback", explanation) }
    body += answers + "  </question>\n"
    return nil
  }

  /// `<element format="markdown"><text>...</text></element>`.
  private func formatted(_ element: String, _ text: String) -> String {
    "    <\(element) format=\"\(MoodleXML.markupFormat)\"><text>"
      + MoodleXML.escape(Self.markdown(text)) + "</text></\(element)>\n"
  }

  /// `text`, trimmed as every text is read, as Markdown that reads back as it is; nil when
  /// none does.
  private static func readsBack(_ text: String) -> String? {
    MoodleText.markdown(fromMarkup: MoodleXML.trimmed(text))
  }

  /// `readsBack(text)`, which `add` checks before anything is written.
  private static func markdown(_ text: String) -> String { readsBack(text) ?? text }

  /// One `<answer>` worth `share` of the mark, with its own feedback when it has one.
  private func answer(
    _ share: Double, _ text: String, format: String? = nil, extra: String = "",
    feedback: String = ""
  ) -> String {
    let attribute = format.map { " format=\"\($0)\"" } ?? ""
    let note =
      feedback.isEmpty
      ? ""
      : "<feedback format=\"\(MoodleXML.markupFormat)\"><text>"
        + MoodleXML.escape(Self.markdown(feedback)) + "</text></feedback>"
    return "    <answer fraction=\"\(MoodleXML.fraction(ofShare: share))\"\(attribute)>"
      + "<text>\(MoodleXML.escape(text))</text>\(extra)\(note)</answer>\n"
  }

  static var carriesAttribution: Bool { true }

  func finish(title: String, attribution: String?) -> String {
    let credit = attribution.map { "<!-- \(MoodleXML.comment($0)) -->\n" } ?? ""
    return
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- \(MoodleXML.comment(title)): exported by "
      + "Trivium -->\n" + credit + "<quiz>\n" + body + "</quiz>\n"
  }
}
