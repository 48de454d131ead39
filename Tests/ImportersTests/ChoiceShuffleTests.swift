import Foundation
import QuizCore
import Testing

@testable import Importers

/// Shuffled and numbered options read and written as Moodle reads and writes each format
/// (issue 34): GIFT and Aiken imports shuffle every choice; Moodle XML says
/// `shuffleanswers` (missing: no shuffle, for a choice) and `answernumbering` (missing:
/// `abc`); exports write them back or report what the format cannot say.
@Suite("Shuffled and numbered options, as Moodle reads them")
struct ChoiceShuffleTests {
  func xml(_ extra: String) -> String {
    """
    <quiz><question type="multichoice"><name><text>Q</text></name>
    <questiontext format="html"><text>Capital?</text></questiontext>\(extra)
    <answer fraction="100"><text>Paris</text></answer>
    <answer fraction="0"><text>Lyon</text></answer>
    </question></quiz>
    """
  }

  @Test("GIFT and Aiken choices are shuffled, as Moodle's imports shuffle them")
  func giftAndAiken() throws {
    let gift = try imported(
      .gift, text: "Capital? {=Paris ~Lyon ~Nice}\n\nBoth? {~%50%a ~%50%b ~%-100%c}\n\nOK? {T}\n")
    #expect(gift.questions.map { $0["shuffle"] } == [true, true, .null])
    #expect(gift.questions.allSatisfy { $0["numbering"] == .null })
    let aiken = try imported(.aiken, text: "Capital?\nA. Paris\nB. Lyon\nANSWER: A\n")
    #expect(aiken.questions.first?["shuffle"] == true)
    #expect(aiken.questions.first?["numbering"] == .null)
  }

  @Test("Moodle XML: shuffleanswers as trans_single reads it, missing is no shuffle")
  func xmlShuffle() throws {
    let cases: [(String, Value)] = [
      ("", .null), ("<shuffleanswers>1</shuffleanswers>", true),
      ("<shuffleanswers>true</shuffleanswers>", true),
      ("<shuffleanswers> 0 </shuffleanswers>", .null),
      ("<shuffleanswers>false</shuffleanswers>", .null),
      ("<shuffleanswers></shuffleanswers>", .null),
    ]
    for (element, shuffle) in cases {
      let game = try imported(.moodleXML, text: xml(element))
      #expect(game.questions.first?["shuffle"] == shuffle, "\(element)")
    }
  }

  @Test("Moodle XML: answernumbering kept, abc when missing, ABCD Trivium's default")
  func xmlNumbering() throws {
    let cases: [(String, Value)] = [
      ("", "abc"), ("<answernumbering></answernumbering>", "abc"),
      ("<answernumbering>abc</answernumbering>", "abc"),
      ("<answernumbering>ABCD</answernumbering>", .null),
      ("<answernumbering>123</answernumbering>", "123"),
      ("<answernumbering>iii</answernumbering>", "iii"),
      ("<answernumbering>IIII</answernumbering>", "IIII"),
      ("<answernumbering>none</answernumbering>", "none"),
    ]
    for (element, numbering) in cases {
      let game = try imported(.moodleXML, text: xml(element))
      #expect(game.questions.first?["numbering"] == numbering, "\(element)")
      #expect(game.problems.isEmpty, "\(element): \(game.problems)")
    }
    let odd = try imported(.moodleXML, text: xml("<answernumbering>xyz</answernumbering>"))
    #expect(odd.questions.first?["numbering"] == "abc")
    #expect(
      odd.problems.map(\.description) == [
        "in:1: answernumbering 'xyz' is none of Moodle's (abc, ABCD, 123, iii, IIII, none): read "
          + "as abc"
      ])
  }

  @Test("Moodle XML export writes both back; GIFT and Aiken report what they cannot say")
  func export() throws {
    let plain: Value = [
      "id": "q", "type": "single", "text": "Capital?", "options": ["Paris", "Lyon"],
      "answer": "A",
    ]
    let shuffled = with(with(plain, "shuffle", true), "numbering", "iii")
    let xml = Exporter.export([shuffled], format: .moodleXML, title: "T")
    #expect(xml.text.contains("<shuffleanswers>true</shuffleanswers>"))
    #expect(xml.text.contains("<answernumbering>iii</answernumbering>"))
    let fixed = Exporter.export([plain], format: .moodleXML, title: "T")
    #expect(fixed.text.contains("<shuffleanswers>false</shuffleanswers>"))
    #expect(fixed.text.contains("<answernumbering>ABCD</answernumbering>"))
    #expect(fixed.dropped.isEmpty)
    for format in [ExportFormat.gift, .aiken] {
      let order = Exporter.export([plain], format: format, title: "T").dropped
      #expect(order.contains { $0.contains("options' fixed order") }, "\(format): \(order)")
      let numbered = Exporter.export([shuffled], format: format, title: "T").dropped
      #expect(!numbered.contains { $0.contains("options' fixed order") }, "\(format)")
      #expect(numbered.contains { $0.contains("options' numbering") }, "\(format): \(numbered)")
    }
  }
}

/// `value` with `key` set.
private func with(_ value: Value, _ key: String, _ field: Value) -> Value {
  var map = value.mapValue ?? ValueMap()
  map[key] = field
  return .map(map)
}
