import Foundation
import QuizCore
import Testing

@testable import Importers

/// Problems that used to be silent or misleading (issue 34, items 5 and 7): each now says what
/// and where.
@Suite("Importers: hints for files that import badly")
struct ImportHintsTests {
  @Test("GIFT questions without a blank line between them: the block is refused, saying so")
  func questionsWithoutBlankLine() throws {
    let game = try imported(
      .gift, text: "::Q1:: Sky?{T}\n::Q2:: Grass?{F}\nSea?{T}\n\nLast?{T}")
    #expect(game.questions.map { $0["text"] } == ["Last?"])
    #expect(
      game.problems.map(\.description) == [
        "in:1: another question starts at line 2 without a blank line before it; questions are "
          + "separated by blank lines (Moodle reads these lines as one question) (skipped)"
      ])
  }

  @Test("text after an answer block on the next line is still the question's own text")
  func textAfterAnswersOnNextLine() throws {
    let game = try imported(.gift, text: "The {=cat}\nsat on the mat.")
    #expect(game.questions.count == 1)
    #expect(game.problems.isEmpty, "\(game.problems)")
  }

  @Test("an external entity in Moodle XML is refused, named at its line")
  func externalEntity() {
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [\n<!ENTITY ok \"fine\">\n"
      + "<!ENTITY secret SYSTEM \"file:///etc/passwd\">\n]>\n<quiz>&secret;</quiz>\n"
    #expect {
      try imported(.moodleXML, text: text)
    } throws: { error in
      "\(error)" == "in:4: declares the external entity 'secret': external entities are not read"
    }
  }

  @Test("a Moodle XML file declaring only internal entities is not refused")
  func internalEntity() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [<!ENTITY word \"Sky\">]>\n<quiz>"
      + "<question type=\"truefalse\"><questiontext format=\"html\"><text>&word;?</text>"
      + "</questiontext><answer fraction=\"100\"><text>true</text></answer></question></quiz>"
    let game = try imported(.moodleXML, text: text)
    #expect(game.questions.count == 1)
  }

  @Test("a Moodle XML question's name is plain text: markup escapes are left out")
  func exportedNames() {
    let question: Value = .map([
      "id": "s", "type": "single", "text": "Fill \\_\\_\\_ in: 2 \\* 3\nsecond", "answer": "A",
      "options": ["one", "two"],
    ])
    let xml = Exporter.export([question], format: .moodleXML, title: "t").text
    #expect(xml.contains("<name><text>Fill ___ in: 2 * 3</text></name>"), "\(xml)")
  }

  @Test("a Moodle 1.9 picture (<image> with <image_base64>) is kept as the question's picture")
  func legacyPicture() throws {
    let text =
      "<quiz><question type=\"truefalse\"><questiontext format=\"html\"><text>Flag?</text>"
      + "</questiontext><image>flags/red.png</image><image_base64>\(MoodleXMLTests.png)"
      + "</image_base64><answer fraction=\"100\"><text>true</text></answer></question>\n"
      + "<question type=\"truefalse\"><questiontext format=\"html\"><text>Far?</text>"
      + "</questiontext><image>http://example.org/far.png</image>"
      + "<answer fraction=\"100\"><text>true</text></answer></question></quiz>"
    let game = try imported(.moodleXML, text: text)
    #expect(game.questions.map { $0["picture"].stringValue } == ["red.png", nil])
    #expect(game.files.map(\.name) == ["red.png"])
    #expect(
      game.problems.map(\.description) == [
        "in:2: picture 'http://example.org/far.png' dropped: its bytes are not in the file "
          + "(<image_base64>)"
      ])
  }
}
