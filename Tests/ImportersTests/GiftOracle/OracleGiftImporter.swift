// The GIFT reader as it was before session 45 made it faster, kept word for word (its types
// renamed) as the oracle the differential and fuzz tests compare the reader against.

import Foundation
import Localization
import QuizCore

@testable import Importers

/// Moodle GIFT files as Trivium questions: the parser's entries mapped to the built-in types,
/// with what they cannot hold reported at its line.
enum OracleGiftImporter {
  /// What `Importer.importGame(format: .gift, bytes:)` gave for `bytes` before session 45.
  static func importGame(_ bytes: [UInt8], file: String = "input") throws(ImportError)
    -> ImportedGame
  {
    var sink = Collector(file: file)
    let bytes = try Importer.unicode(bytes, into: &sink)
    let title = try read(bytes, into: &sink)
    return ImportedGame(
      title: title ?? "Imported questions", questions: sink.questions, lines: sink.lines,
      skipped: sink.skipped, problems: sink.problems, files: sink.files)
  }

  static func read(_ bytes: [UInt8], into sink: inout Collector) throws(ImportError) -> String? {
    try Importer.checkText(bytes, file: sink.file)
    var category: String?
    OracleGiftParser.forEach(bytes) { entry in
      switch entry {
      case .problem(let line, let words):
        sink.skip(line, words)
      case .question(let question):
        if question.kind == .category {
          // `$CATEGORY: $course$/top/Unit 1` titles what follows with its last part.
          let path = question.title ?? ""
          category = path.split(separator: "/").last.map(String.init) ?? path
          return
        }
        map(question, category: category, into: &sink)
      }
    }
    return nil
  }

  /// A text as Trivium's markup, read in its GIFT format; a blank `_____` stays a blank.
  static func display(_ text: String, format: String) -> String {
    let textFormat = MoodleTextFormat(moodleName: format) ?? .moodle
    guard hasBlank(text) else { return MoodleText.toMarkup(text, format: textFormat) }
    let placeholder = "\u{E000}"
    let markup = MoodleText.toMarkup(
      text.replacingOccurrences(of: "_____", with: placeholder), format: textFormat)
    return markup.replacingOccurrences(of: placeholder, with: "_____")
  }

  /// Whether `text` holds a blank `_____` (five underscores), read from its bytes.
  static func hasBlank(_ text: String) -> Bool {
    var run = 0
    for byte in text.utf8 {
      run = byte == UInt8(ascii: "_") ? run + 1 : 0
      if run == 5 { return true }
    }
    return false
  }

  static func map(_ question: OracleGiftQuestion, category: String?, into sink: inout Collector) {
    let line = question.line
    let format = question.format
    var map = ValueMap()
    let stem = display(question.stem, format: format)
    map["text"] = .string(stem)
    if let title = question.title ?? category, !title.isEmpty { map["title"] = .string(title) }
    if let feedback = question.globalFeedback, !feedback.isEmpty {
      map["explanation"] = .string(display(feedback, format: question.globalFeedbackFormat))
    }
    let choices = question.choices.map { display($0.text, format: $0.format) }
    switch question.kind {
    case .category:
      return
    case .description, .essay:
      if stem.isEmpty {
        sink.skip(line, Phrase(trLater("the question has no text")))
        return
      }
      // Text without braces is an information card; `{}` an essay no one grades here.
      map["type"] = question.kind == .essay ? "essay" : "description"
      sink.add(map, line: line)
      return
    case .matching:
      if stem.isEmpty {
        sink.skip(line, Phrase(trLater("the question has no text")))
        return
      }
      // Moodle's GIFT import shuffles matching questions; the answers are plain text.
      let pairs = question.pairs.map { pair in
        MoodleMatching.Pair(
          left: display(pair.question, format: format), right: pair.answer, line: line)
      }
      let matching = MoodleMatching(line: line, pairs: pairs, shuffle: true)
      guard matching.map(into: &map, sink: &sink) else { return }
      sink.add(map, line: line)
      return
    case .trueFalse, .numerical, .short, .multipleChoice:
      if stem.isEmpty {
        sink.skip(line, Phrase(trLater("the question has no text")))
        return
      }
    }
    guard var answers = moodleAnswers(question, choices: choices) else { return }
    guard answers.map(into: &map, sink: &sink) else { return }
    sink.add(map, line: line)
  }

  /// A feedback as markup, read in its format; empty when none.
  static func feedback(_ feedback: OracleGiftQuestion.Feedback?) -> String {
    feedback.map { display($0.text, format: $0.format) } ?? ""
  }

  /// The question's answers as Moodle reads GIFT: `=` is worth 100% in a choice; `%n%`
  /// sets the grade; a `~` answer without one is worth nothing, a `=` one of a short or
  /// numerical answer everything. `choices` are the answers' texts as markup.
  static func moodleAnswers(_ question: OracleGiftQuestion, choices: [String]) -> MoodleAnswers? {
    let line = question.line
    switch question.kind {
    case .category, .description, .essay, .matching:
      return nil
    case .trueFalse:
      let truth: Double = question.isTrue ? 1 : 0
      // As Moodle: the right answer's feedback is the one written second.
      let right = feedback(question.rightFeedback)
      let wrong = feedback(question.wrongFeedback)
      return MoodleAnswers(
        kind: .trueFalse, line: line,
        answers: [
          MoodleAnswer(
            text: "true", fraction: truth, feedback: question.isTrue ? right : wrong, line: line),
          MoodleAnswer(
            text: "false", fraction: 1 - truth, feedback: question.isTrue ? wrong : right,
            line: line),
        ])
    case .numerical:
      var answers = question.numbers.map { number in
        MoodleAnswer(
          text: Exporter.number(number.value), fraction: (number.weight ?? 100) / 100,
          feedback: feedback(number.feedback), tolerance: number.tolerance, line: number.line)
      }
      // As Moodle: `~#feedback` is a catch-all answer worth nothing, there for its feedback.
      if let other = question.otherNumberFeedback {
        answers.append(MoodleAnswer(text: "*", fraction: 0, feedback: feedback(other), line: line))
      }
      return MoodleAnswers(kind: .numerical, line: line, answers: answers)
    case .short:
      let answers = question.choices.map { choice in
        MoodleAnswer(
          text: choice.text, fraction: (choice.weight ?? 100) / 100,
          feedback: feedback(choice.feedback), line: choice.line)
      }
      return MoodleAnswers(
        kind: .shortAnswer, line: line, answers: answers, embedded: question.embedded)
    case .multipleChoice:
      // As Moodle: one answer only when some answer is marked `=`.
      let single = question.choices.contains(where: \.isCorrect)
      let answers = zip(question.choices, choices).map { choice, text in
        MoodleAnswer(
          text: text, fraction: choice.isCorrect ? 1 : (choice.weight ?? 0) / 100,
          feedback: feedback(choice.feedback), line: choice.line)
      }
      return MoodleAnswers(kind: .multichoice(single: single), line: line, answers: answers)
    }
  }
}
