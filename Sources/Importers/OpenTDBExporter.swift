import Localization
import QuizCore

/// Writes an Open Trivia DB response (`{"response_code": 0, "results": [...]}`), its text in
/// HTML entities as the API's default encoding has it.
struct OpenTDBExporter: QuizWriter {
  static let format = ExportFormat.opentdb
  static let forms: Set<ExportForm> = [.singleChoice, .truth]
  private var results: [Value] = []

  mutating func add(_ question: ExportQuestion, dropped: inout DroppedParts) -> Phrase? {
    var map = ValueMap()
    map["category"] = .string(TextDecoding.encodeEntities(question.title ?? ""))
    map["difficulty"] = "medium"
    map["question"] = .string(TextDecoding.encodeEntities(question.text))
    if question.form == .truth {
      map["type"] = "boolean"
      map["correct_answer"] = question.truth ? "True" : "False"
      map["incorrect_answers"] = [question.truth ? "False" : "True"]
    } else {
      guard let right = question.rightOptions.first, question.options.count >= 2 else {
        return Phrase(trLater("a choice needs its right option and at least one wrong one"))
      }
      map["type"] = "multiple"
      map["correct_answer"] = .string(TextDecoding.encodeEntities(right.text))
      map["incorrect_answers"] = .array(
        question.options.filter { $0.key != right.key }
          .map { .string(TextDecoding.encodeEntities($0.text)) })
      // Its import writes the right answer first and shuffles the options when played: only
      // a shuffled choice whose right option comes first keeps what it was.
      if !question.shuffle || question.options.first?.key != right.key {
        dropped.note(
          Phrase(trLater("option order not kept (Open Trivia DB lists the right answer apart)")))
      }
      if let numbering = question.numbering, numbering != "ABCD" {
        dropped.note(Phrase(trLater("the options' numbering dropped (Open Trivia DB has none)")))
      }
    }
    if question.explanation != nil {
      dropped.note(Phrase(trLater("explanations dropped (Open Trivia DB has none)")))
    }
    if question.hasAnswerFeedback {
      dropped.note(Phrase(trLater("the answers' own feedback dropped (Open Trivia DB has none)")))
    }
    results.append(.map(map))
    return nil
  }

  func finish(title: String, attribution: String?) -> String {
    let top: Value = .map(ValueMap([("response_code", .int(0)), ("results", .array(results))]))
    return ((try? ValueJSON.encodePretty(top)) ?? "{}") + "\n"
  }
}
