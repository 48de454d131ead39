import QuizCore
import Testing

@testable import Importers

/// An answer's own feedback on export (issue 34, point 4): GIFT and Moodle XML write it back
/// where Moodle reads it, file to game to file keeps it exactly, and the formats without a
/// place for it say it is dropped.
@Suite("Answer feedback: export")
struct AnswerFeedbackExportTests {
  /// Moodle's own examples with feedback: a choice, true/false both ways, several picks.
  static let gift = """
    ::Q2:: What's between orange and green in the spectrum?
    { =yellow # right; good! ~red # wrong, it's yellow ~blue # wrong, it's yellow }

    ::Q1:: 42 is the Absolute Answer to everything.{
    FALSE#42 is the Ultimate Answer.#You gave the right answer.}

    Grass is green.{TRUE##Well seen.}

    Which are primes?{~%50%2#Yes ~%50%3 ~%-100%4#No, 2 × 2}
    """

  /// The feedback of each question: its options', else its true and false ones.
  func feedback(_ questions: [Value]) -> [[String]] {
    questions.map { question in
      if let options = question["options"].arrayValue {
        return options.map { $0["feedback"].stringValue ?? "" }
      }
      return (question["feedback"].arrayValue ?? []).map { $0.stringValue ?? "" }
    }
  }

  static let expected = [
    ["right; good!", "wrong, it's yellow", "wrong, it's yellow"],
    ["42 is the Ultimate Answer.", "You gave the right answer."],
    ["Well seen.", ""],
    ["Yes", "", "No, 2 × 2"],
  ]

  @Test("GIFT writes =option#feedback and T#if wrong#if right, as Moodle reads them")
  func giftWrites() throws {
    let game = try imported(.gift, text: Self.gift)
    let text = Exporter.export(game.questions, format: .gift, title: "t").text
    #expect(text.contains("{=yellow#right; good! ~red#wrong, it's yellow"), "\(text)")
    #expect(text.contains("{F#42 is the Ultimate Answer.#You gave the right answer.}"), "\(text)")
    #expect(text.contains("{T##Well seen.}"), "\(text)")
    #expect(text.contains("{~%50%2#Yes ~%50%3 ~%-100%4#No, 2 × 2}"), "\(text)")
  }

  @Test(
    "file to game to file keeps the feedback exactly", arguments: [ExportFormat.gift, .moodleXML])
  func fileGameFile(format: ExportFormat) throws {
    let source = try imported(.gift, text: Self.gift)
    #expect(feedback(source.questions) == Self.expected)
    // The file as Trivium writes it, then read and written again: the same file.
    let first = Exporter.export(source.questions, format: format, title: "t")
    #expect(first.leftOut.isEmpty && first.dropped.isEmpty, "\(first.leftOut) \(first.dropped)")
    let game = try Importer.importGame(
      format: format.importFormat, bytes: Array(first.text.utf8),
      options: ImportOptions(displayName: "in"))
    #expect(game.problems.isEmpty, "\(game.problems)")
    #expect(feedback(game.questions) == Self.expected)
    let second = Exporter.export(game.questions, format: format, title: "t")
    #expect(second.text == first.text)
  }

  @Test("Moodle XML writes <feedback> inside each <answer> that has one")
  func moodleXMLWrites() throws {
    let game = try imported(.gift, text: Self.gift)
    let xml = Exporter.export(game.questions, format: .moodleXML, title: "t").text
    #expect(
      xml.contains(
        "<text>yellow</text><feedback format=\"markdown\"><text>right; good!</text></feedback>"),
      "\(xml)")
    #expect(
      xml.contains(
        "<answer fraction=\"0\"><text>true</text><feedback format=\"markdown\"><text>42 is the "
          + "Ultimate Answer.</text></feedback></answer>"))
    #expect(xml.contains("<answer fraction=\"0\"><text>false</text></answer>"))
  }

  @Test("Aiken and Open Trivia DB say the feedback is dropped, not silently")
  func droppedWithANotice() throws {
    let game = try imported(.gift, text: Self.gift)
    #expect(
      Exporter.export(game.questions, format: .aiken, title: "t").dropped.contains(
        "the answers' own feedback dropped (Aiken has none) (1 question)"))
    #expect(
      Exporter.export(game.questions, format: .opentdb, title: "t").dropped.contains(
        "the answers' own feedback dropped (Open Trivia DB has none) (3 questions)"))
  }
}
