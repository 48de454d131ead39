import Localization
import QuizCore

/// Writes GIFT: `::title::[markdown]text {answers####general feedback}`, one question per
/// paragraph. The `[markdown]` tag makes the importer keep Trivium's markup as written.
struct GiftExporter: QuizWriter {
  static let format = ExportFormat.gift
  static let forms: Set<ExportForm> = [
    .singleChoice, .multipleChoice, .truth, .blanks, .number, .pairs, .card, .essay, .parts,
  ]
  private var entries: [String] = []

  /// Why a text Moodle's Markdown would change is left out (GIFT and Moodle XML).
  static let markdownDrops = Phrase(
    trLater(
      "its text has spaces at a line's ends or several blank lines in a row, which Moodle's "
        + "Markdown drops"))

  mutating func add(_ question: ExportQuestion, dropped: inout DroppedParts) -> Phrase? {
    let trimmed = question.text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let text = Self.markdown(trimmed) else {
      return Self.markdownDrops
    }
    let body: String
    switch question.form {
    case .singleChoice, .multipleChoice:
      switch choices(question, dropped: &dropped) {
      case .success(let answers): body = answers
      case .failure(let reason): return reason.message
      }
    case .card:
      // Text alone, no braces: GIFT's information card. Its explanation has no place.
      if question.explanation != nil {
        dropped.note(Phrase(trLater("the explanation of an information card")))
      }
      entries.append(
        (question.title.map { "::" + GiftEscapes.escape($0) + "::" } ?? "")
          + "[markdown]" + text)
      return nil
    case .essay:
      if question.reference != nil {
        dropped.note(Phrase(trLater("an essay's reference answer (GIFT has no place for it)")))
      }
      body = ""
    case .parts:
      // Listed among the forms so that the reason is said: GIFT has no such syntax.
      return Phrase(
        trLater(
          "GIFT has no embedded answers (Moodle's cloze): export to Moodle XML to keep them"))
    case .truth:
      // As Moodle reads it: `T#shown if wrong#shown if right`.
      let (right, wrong) =
        question.truth
        ? (question.feedbackTrue, question.feedbackFalse)
        : (question.feedbackFalse, question.feedbackTrue)
      guard let wrongNote = Self.feedback(wrong), let rightNote = Self.feedback(right) else {
        return Self.feedbackProblem
      }
      var answer = question.truth ? "T" : "F"
      if !right.isEmpty || !wrong.isEmpty { answer += "#" + wrongNote }
      if !right.isEmpty { answer += "#" + rightNote }
      body = answer
    case .pairs:
      switch pairs(question, dropped: &dropped) {
      case .success(let answers): body = answers
      case .failure(let reason): return reason.message
      }
    case .blanks:
      guard question.blanks.count == 1 else {
        return Phrase(
          trLater("it has {count} blanks; GIFT holds one short answer per question"),
          ["count": .number(question.blanks.count)])
      }
      if let problem = question.moodleBlanksProblem { return problem }
      let answers = question.moodleShortAnswers
      if let bad = answers.compactMap(\.text).first(where: {
        $0.hasPrefix("%") || $0.contains("->")
      }) {
        return Phrase(
          trLater("the answer '{answer}' starts with % or holds ->, which GIFT reads as syntax"),
          ["answer": .text(bad)])
      }
      if question.caseSensitive {
        dropped.note(Phrase(trLater("case-sensitive answers made case-insensitive")))
      }
      var written: [String] = []
      for answer in answers {
        guard let note = Self.feedback(answer.feedback ?? "") else { return Self.feedbackProblem }
        written.append(
          "=" + grade(answer, dropped: &dropped) + GiftEscapes.escape(answer.text ?? "")
            + (note.isEmpty ? "" : "#" + note))
      }
      body = written.joined(separator: " ")
    case .number:
      if question.unit != nil {
        dropped.note(Phrase(trLater("units dropped (GIFT numbers have none)")))
      }
      switch numbers(question, dropped: &dropped) {
      case .success(let answers): body = answers
      case .failure(let reason): return reason.message
      }
    }
    var entry = question.title.map { "::" + GiftEscapes.escape($0) + "::" } ?? ""
    entry += "[markdown]" + text + " {" + body
    if let explanation = question.explanation {
      guard let written = Self.markdown(explanation), !Self.startsWithTag(written) else {
        return Phrase(
          trLater(
            "its explanation starts with a format tag such as [html] or has spaces at a line's "
              + "ends, which GIFT would read differently"))
      }
      entry += "####" + written
    }
    entries.append(entry + "}")
    return nil
  }

  /// Why a question's options cannot be written.
  private struct OptionProblem: Error { var message: Phrase }

  /// `=right ~wrong ~%50%partly right` for a single choice; `~%weight%text` for each option of
  /// a multiple one.
  private func choices(_ question: ExportQuestion, dropped: inout DroppedParts) -> Result<
    String, OptionProblem
  > {
    var answers: [String] = []
    let single = question.form == .singleChoice
    let grades = question.moodleGrades
    for (option, grade) in zip(question.options, grades.grades) {
      guard let text = Self.markdown(option.text), !text.hasPrefix("%"),
        !Self.startsWithTag(text)
      else {
        return .failure(
          OptionProblem(
            message: Phrase(
              trLater(
                "the option '{option}' starts with % or a format tag such as [html], or has "
                  + "spaces at its ends, which GIFT would read differently"),
              ["option": .text(option.text)])))
      }
      guard let written = Self.feedback(option.feedback) else {
        return .failure(OptionProblem(message: Self.feedbackProblem))
      }
      let note = written.isEmpty ? "" : "#" + written
      if single && question.rightKeys.contains(option.key) {
        answers.append("=" + text + note)
      } else if single && grade == 0 {
        answers.append("~" + text + note)
      } else {
        // A partly right option of a single choice too, as Moodle writes it: `~%50%`.
        answers.append("~%" + MoodleGrades.percent(grade) + "%" + text + note)
      }
    }
    if grades.changed { dropped.note(MoodleGrades.matchedOnExport) }
    question.noteChoiceDisplay(&dropped)
    return .success(answers.joined(separator: " "))
  }

  /// `%50%` before an answer not worth full marks (the grade Moodle stores for it), nothing
  /// before one that is.
  private func grade(_ answer: QuestionShape.PartAnswer, dropped: inout DroppedParts) -> String {
    guard !answer.right else { return "" }
    if !MoodleGrades.isAllowed(answer.fraction) { dropped.note(MoodleGrades.matchedOnExport) }
    return "%" + MoodleGrades.percent(MoodleGrades.match(answer.fraction)) + "%"
  }

  /// `#3.14:0.01` for a number; with graded answers, `#=%50%8:1#feedback =9` in order, and
  /// Moodle's catch-all `*` worth nothing as the closing `~#feedback`.
  private func numbers(_ question: ExportQuestion, dropped: inout DroppedParts) -> Result<
    String, OptionProblem
  > {
    let answers = question.moodleNumberAnswers
    if answers.count == 1, let only = answers.first, only.right, (only.feedback ?? "").isEmpty {
      let tolerance = only.tolerance ?? 0
      return .success(
        "#" + Exporter.number(only.value ?? 0)
          + (tolerance > 0 ? ":" + Exporter.number(tolerance) : ""))
    }
    var written = "#"
    for (index, answer) in answers.enumerated() {
      guard let note = Self.feedback(answer.feedback ?? "") else {
        return .failure(OptionProblem(message: Self.feedbackProblem))
      }
      guard answer.text == "*" else {
        written +=
          "=" + grade(answer, dropped: &dropped) + Exporter.number(answer.value ?? 0) + ":"
          + Exporter.number(answer.tolerance ?? 0) + (note.isEmpty ? "" : "#" + note) + " "
        continue
      }
      // GIFT holds a catch-all only as the feedback for any other number, at the end.
      guard index == answers.count - 1, answer.fraction == 0 else {
        return .failure(
          OptionProblem(
            message: Phrase(
              trLater(
                "its answer for any number has a grade or is not the last, which GIFT cannot "
                  + "write"))))
      }
      written += "~#" + note
    }
    return .success(written.trimmingCharacters(in: .whitespaces))
  }

  /// `=item -> answer` for each pair, `= -> answer` for each distractor (Moodle's own export
  /// of a sub-question without text). Moodle splits at the first `->` and always shuffles.
  private func pairs(_ question: ExportQuestion, dropped: inout DroppedParts) -> Result<
    String, OptionProblem
  > {
    var answers: [String] = []
    let distractors = question.distractors.map { QuestionShape.Pair(left: "", right: $0) }
    for pair in question.pairs + distractors {
      guard let item = Self.markdown(pair.left), !item.contains("->"), !Self.startsWithTag(item),
        !pair.right.hasPrefix("%")
      else {
        return .failure(
          OptionProblem(
            message: Phrase(
              trLater(
                "the item '{item}' holds ->, starts with a format tag such as [html] or has "
                  + "spaces at its ends, or its answer starts with %, which GIFT would read "
                  + "differently"),
              ["item": .text(pair.left)])))
      }
      answers.append("=" + item + " -> " + GiftEscapes.escape(pair.right))
    }
    if !question.shuffle {
      dropped.note(Phrase(trLater("the items' order (Moodle shuffles a GIFT matching question)")))
    }
    return .success(answers.joined(separator: " "))
  }

  /// An answer's feedback as written after its `#` (read in the question's `[markdown]`):
  /// empty when none, nil when GIFT would read it back differently.
  private static func feedback(_ text: String) -> String? {
    guard !text.isEmpty else { return "" }
    guard let written = markdown(text), !startsWithTag(written),
      written == written.trimmingCharacters(in: .whitespacesAndNewlines)
    else { return nil }
    return written
  }

  static let feedbackProblem = Phrase(
    trLater(
      "an answer's feedback starts with a format tag such as [html] or has spaces at its ends "
        + "or a line's, which GIFT would read differently"))

  /// `text` (Trivium's markup) as Markdown with GIFT's escapes, or nil when Markdown would
  /// not read it back as it is.
  private static func markdown(_ text: String) -> String? {
    MoodleText.markdown(fromMarkup: text).map(GiftEscapes.escape)
  }

  /// Whether the GIFT parser would take the start of `written` for a format tag.
  private static func startsWithTag(_ written: String) -> Bool {
    GiftText.formatTag(Array(written.utf8), at: 0) != nil
  }

  static var carriesAttribution: Bool { true }

  func finish(title: String, attribution: String?) -> String {
    let credit = attribution.map { "// " + $0.replacingOccurrences(of: "\n", with: " ") + "\n" }
    return "// " + title.replacingOccurrences(of: "\n", with: " ") + ": exported by Trivium\n"
      + (credit ?? "") + "\n" + entries.map { $0 + "\n\n" }.joined()
  }
}
