import Foundation
import Localization
import QuizCore

/// Moodle GIFT files as Trivium questions: the parser's entries mapped to the built-in types,
/// with what they cannot hold reported at its line.
enum GiftImporter {
  static func read(_ bytes: [UInt8], into sink: inout Collector) throws(ImportError) -> String? {
    try Importer.checkText(bytes, file: sink.file)
    var category: String?
    GiftParser.forEach(bytes) { entry in
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
    guard text.contains("_____") else { return MoodleText.toMarkup(text, format: textFormat) }
    let placeholder = "\u{E000}"
    let markup = MoodleText.toMarkup(
      text.replacingOccurrences(of: "_____", with: placeholder), format: textFormat)
    return markup.replacingOccurrences(of: placeholder, with: "_____")
  }

  static func map(_ question: GiftQuestion, category: String?, into sink: inout Collector) {
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
    case .description:
      sink.skip(line, Phrase(trLater("a description (text without answers) is not a question")))
      return
    case .essay:
      sink.skip(
        line,
        Phrase(
          trLater(
            "an essay question ({braces}) is not representable: Trivium's short answer grades "
              + "by keywords from a model answer, and an essay has none"), ["braces": "{}"]))
      return
    case .matching:
      sink.skip(
        line,
        Phrase(
          trLater(
            "a matching question is not representable: the order type grades one sequence, "
              + "not pairs of items, so {count} pairs cannot be checked faithfully"),
          ["count": .number(question.pairs.count)]))
      return
    case .trueFalse, .numerical, .short, .multipleChoice:
      if stem.isEmpty {
        sink.skip(line, Phrase(trLater("the question has no text")))
        return
      }
    }
    switch question.kind {
    case .category, .description, .essay, .matching:
      return
    case .trueFalse:
      map["type"] = "truefalse"
      map["answer"] = .bool(question.isTrue)
    case .numerical:
      guard let number = mapNumbers(question, into: &sink) else { return }
      map["type"] = "numeric"
      map["value"] = .double(number.value)
      if number.tolerance > 0 { map["tolerance"] = .double(number.tolerance) }
    case .short:
      // Exact answers, as Moodle compares them: a fill-in blank with alternatives.
      // Blanks are typed, so they are compared as written, not as markup.
      let accepted = question.choices.filter { ($0.weight ?? 100) >= 100 }.map(\.text)
        .filter { !$0.isEmpty }
      // A 0% answer is a wrong one (it only carries feedback), not a partly right one.
      let partial = question.choices.filter { ($0.weight ?? 100) > 0 && ($0.weight ?? 100) < 100 }
        .count
      guard !accepted.isEmpty else {
        sink.skip(line, Phrase(trLater("a short-answer question needs an answer worth 100%")))
        return
      }
      if partial > 0 {
        sink.warn(
          line,
          Phrase(
            trLater("{count} partly right answers dropped (a blank is right or wrong)"),
            ["count": .number(partial)]))
      }
      if !question.embedded && !stem.contains("_____") { map["labels"] = ["Answer"] }
      let (written, wildcards) = MoodleWildcards.read(accepted)
      if wildcards { map["wildcards"] = true }
      map["type"] = "fill"
      map["blanks"] = .array([.array(written.map { .string($0) })])
    case .multipleChoice:
      guard mapChoices(question, choices: choices, into: &map, sink: &sink) else { return }
    }
    sink.add(map, line: line)
  }

  /// The one interval a numeric question accepts: the first answer worth 100%.
  static func mapNumbers(_ question: GiftQuestion, into sink: inout Collector)
    -> GiftQuestion.Number?
  {
    let full = question.numbers.filter { ($0.weight ?? 100) >= 100 }
    guard let first = full.first else {
      sink.skip(question.line, Phrase(trLater("a numerical question needs an answer worth 100%")))
      return nil
    }
    let dropped = question.numbers.count { ($0.weight ?? 100) > 0 } - 1
    if dropped > 0 {
      sink.warn(
        first.line,
        Phrase(
          trLater(
            "{count} other numeric answers dropped: the numeric type takes one value and "
              + "tolerance"), ["count": .number(dropped)]))
    }
    return first
  }

  /// Single choice for one right answer, multiple choice for weighted or several right ones.
  static func mapChoices(
    _ question: GiftQuestion, choices: [String], into map: inout ValueMap,
    sink: inout Collector
  ) -> Bool {
    let line = question.line
    guard choices.count >= 2 else {
      sink.skip(line, Phrase(trLater("a multiple-choice question needs at least 2 answers")))
      return false
    }
    map["options"] = OptionKeys.options(choices)
    let right = question.choices.indices.filter { question.choices[$0].isCorrect }
    let weighted = question.choices.indices.filter { (question.choices[$0].weight ?? 0) > 0 }
    if right.count == 1 {
      map["type"] = "single"
      map["answer"] = .string(OptionKeys.key(right[0]))
      if !weighted.filter({ $0 != right[0] }).isEmpty {
        sink.warn(
          line,
          Phrase(
            trLater("partial credit of wrong answers dropped (single choice is right or wrong)")))
      }
      return true
    }
    let keys = (right.isEmpty ? weighted : right).map(OptionKeys.key)
    guard !keys.isEmpty else {
      sink.skip(
        line, Phrase(trLater("a multiple-choice question needs a right answer (= or a positive %)"))
      )
      return false
    }
    if right.count > 1 {
      sink.warn(
        line,
        Phrase(
          trLater(
            "{count} answers marked right (=): imported as multiple choice, where each must be "
              + "picked"), ["count": .number(right.count)]))
    }
    map["type"] = "multiple"
    map["answer"] = .string(keys.joined())
    // Kept for reference only: the multiple type shares the credit equally among right keys.
    map["gift_weights"] = .array(question.choices.map { .double($0.weight ?? 0) })
    return true
  }
}
