import QuizCore
import Testing

@testable import Importers

/// GIFT and Moodle XML read into one list of answers with Moodle's fractions, mapped once;
/// grades Moodle refuses are read and written as Moodle's nearest allowed grade.
@Suite("Moodle answers: one model of weights, one mapping")
struct MoodleAnswersTests {
  /// The weights of the options of an imported multiple choice.
  func weights(_ question: Value?) -> [Double] {
    (question?["options"].arrayValue ?? []).map { $0["weight"].doubleValue ?? .nan }
  }

  @Test("GIFT answer weights are Moodle's fractions: 100%, -50%, -50% give 1, -0.5, -0.5")
  func giftWeights() throws {
    let game = try imported(
      .gift, text: "What's between orange and green?{~%100%yellow ~%-50%red ~%-50%blue}")
    let question = game.questions.first
    #expect(question?["type"] == "multiple")
    #expect(weights(question) == [1, -0.5, -0.5])
    #expect(question?["answer"] == "A")
    #expect(game.problems.isEmpty, "\(game.problems)")
  }

  @Test("a GIFT wrong answer without a weight is worth 0%: it costs nothing")
  func giftUnweightedWrongAnswer() throws {
    let game = try imported(.gift, text: "Pick two.{~%50%a ~%50%b ~c}")
    #expect(weights(game.questions.first) == [0.5, 0.5, 0])
    #expect(game.questions.first?["answer"] == "AB")
  }

  @Test("a question reads the same from GIFT and from Moodle XML", arguments: Self.pairs)
  func sameFromBothFormats(pair: (gift: String, xml: String)) throws {
    let gift = try imported(.gift, text: pair.gift)
    let xml = try imported(
      .moodleXML, text: "<quiz><question type=\"\(pair.xml)</question></quiz>")
    // Only how the options are shown differs: Moodle shuffles every GIFT choice, and an XML
    // one only when it says so; a missing `answernumbering` is Moodle's "abc".
    func grading(_ questions: [Value]) -> [Value] {
      questions.map { question in
        guard var map = question.mapValue else { return question }
        map["shuffle"] = nil
        map["numbering"] = nil
        return .map(map)
      }
    }
    #expect(
      grading(gift.questions) == grading(xml.questions),
      "GIFT \(gift.problems) XML \(xml.problems)")
    let choices = gift.questions.filter { ["single", "multiple"].contains($0["type"]) }
    #expect(choices.allSatisfy { $0["shuffle"] == true })
    #expect(xml.questions.allSatisfy { $0["shuffle"] == .null })
    #expect(gift.skipped == xml.skipped)
    #expect(gift.problems.map(\.words) == xml.problems.map(\.words))
  }

  static let pairs: [(gift: String, xml: String)] = [
    (
      "Colour?{~%100%yellow ~%-50%red ~%-50%blue}",
      #"multichoice"><questiontext format="moodle_auto_format"><text>Colour?</text></questiontext><single>false</single><answer fraction="100"><text>yellow</text></answer><answer fraction="-50"><text>red</text></answer><answer fraction="-50"><text>blue</text></answer>"#
    ),
    (
      "Two?{~%50%a ~%50%b ~c}",
      #"multichoice"><questiontext format="moodle_auto_format"><text>Two?</text></questiontext><single>false</single><answer fraction="50"><text>a</text></answer><answer fraction="50"><text>b</text></answer><answer fraction="0"><text>c</text></answer>"#
    ),
    (
      // 99.99999% is Moodle's full mark (within its 0.00001 of 100%) in both formats.
      "Say yes.{=%99.99999%yes =%50%maybe}",
      #"shortanswer"><questiontext format="moodle_auto_format"><text>Say yes.</text></questiontext><answer fraction="99.99999"><text>yes</text></answer><answer fraction="50"><text>maybe</text></answer>"#
    ),
    (
      "Pi?{#3.14:-0.01}",
      #"numerical"><questiontext format="moodle_auto_format"><text>Pi?</text></questiontext><answer fraction="100"><text>3.14</text><tolerance>-0.01</tolerance></answer>"#
    ),
    (
      "Three?{#3:0}",
      #"numerical"><questiontext format="moodle_auto_format"><text>Three?</text></questiontext><answer fraction="100"><text>3</text><tolerance>0</tolerance></answer>"#
    ),
    (
      "Seasons?{=spring =summer ~easter}",
      #"multichoice"><questiontext format="moodle_auto_format"><text>Seasons?</text></questiontext><single>true</single><answer fraction="100"><text>spring</text></answer><answer fraction="100"><text>summer</text></answer><answer fraction="0"><text>easter</text></answer>"#
    ),
    (
      "Grades?{~%37%a ~%63%b ~c}",
      #"multichoice"><questiontext format="moodle_auto_format"><text>Grades?</text></questiontext><single>false</single><answer fraction="37"><text>a</text></answer><answer fraction="63"><text>b</text></answer><answer fraction="0"><text>c</text></answer>"#
    ),
  ]

  @Test("a single choice with several answers worth 100%: any one alone is full marks")
  func severalRightInSingleChoice() throws {
    let game = try imported(.gift, text: "Seasons?{=spring =summer ~easter ~%50%fall}")
    let question = game.questions.first
    #expect(question?["type"] == "multiple")
    #expect(question?["answer"] == "ABD")
    #expect(weights(question) == [1, 1, -2.5, 0.5])
    #expect(game.problems.first?.message.contains("2 answers worth 100%") == true)
  }

  @Test("true/false answers in other words (Wahr, Falsch) are read by position, with a warning")
  func localisedTrueFalse() throws {
    let game = try imported(
      .moodleXML,
      text: """
        <quiz><question type="truefalse"><questiontext><text>Der Himmel ist grün.</text>
        </questiontext><answer fraction="0"><text>Wahr</text></answer>
        <answer fraction="100"><text>Falsch</text></answer></question></quiz>
        """)
    #expect(game.questions.first?["answer"] == false)
    #expect(
      game.problems.map(\.description) == [
        "in:1: the answers are not 'true' and 'false': read by position (the first is true, as "
          + "Moodle reads them), so the right answer is taken to be false"
      ])
    let plain = try imported(
      .moodleXML,
      text: "<quiz><question type=\"truefalse\"><questiontext><text>Sky is blue.</text>"
        + "</questiontext><answer fraction=\"100\"><text>true</text></answer>"
        + "<answer fraction=\"0\"><text>false</text></answer></question></quiz>")
    #expect(plain.problems.isEmpty)
  }

  @Test("Moodle's grades: question_bank::fraction_options_full, nearest as match_grade_options")
  func grades() {
    #expect(MoodleGrades.allowed.count == 41)
    #expect(MoodleGrades.match(0.37) == 0.4)
    #expect(MoodleGrades.match(0.63) == 0.6)
    #expect(MoodleGrades.match(2) == 1)
    #expect(MoodleGrades.match(-0.37) == -0.4)
    #expect(MoodleGrades.match(-3) == -1)
    // Within 0.00001 of a listed grade is that grade, without a word.
    #expect(MoodleGrades.match(0.33333) == 0.333_333_3)
    #expect(MoodleGrades.isAllowed(0.33333))
    #expect(!MoodleGrades.isAllowed(0.37))
    #expect(MoodleGrades.isAllowed(-0.125))
  }

  @Test("a grade Moodle refuses is read as the nearest one it allows, with a warning")
  func refusedGradeOnImport() throws {
    let game = try imported(.gift, text: "Grades?{~%37%a ~%63%b ~c}")
    #expect(weights(game.questions.first) == [0.4, 0.6, 0])
    #expect(game.problems.count == 1)
    let message = game.problems.first?.message ?? ""
    #expect(message.contains("37%") && message.contains("40%"), "\(message)")
    #expect(message.contains("63%") && message.contains("60%"), "\(message)")
    let over = try imported(.gift, text: "Over?{=%200%yes}")
    #expect(over.questions.first?["blanks"] == [["yes"]])
    #expect(over.problems.first?.message.contains("200%") == true)
  }

  @Test("GIFT to Moodle XML writes 0 where the source had 0%, not -100")
  func giftToXMLKeepsZero() throws {
    let game = try imported(.gift, text: "Pick.{~%100%a ~b ~%-50%c}")
    let xml = Exporter.export(game.questions, format: .moodleXML, title: "t")
    #expect(xml.text.contains(#"<answer fraction="0" format="markdown"><text>b</text>"#))
    #expect(xml.text.contains(#"<answer fraction="-50" format="markdown"><text>c</text>"#))
    #expect(xml.droppedParts.isEmpty)
  }

  @Test("Moodle XML to GIFT keeps weights such as 37/63 once Moodle allows them, else says so")
  func xmlToGiftWeights() throws {
    let question: Value = .map([
      "id": "m", "type": "multiple", "text": "Pick", "answer": "AB",
      "options": [
        .map(["key": "A", "text": "a", "weight": 0.37]),
        .map(["key": "B", "text": "b", "weight": 0.63]),
        .map(["key": "C", "text": "c", "weight": 0]),
      ],
    ])
    for format in [ExportFormat.gift, .moodleXML] {
      let quiz = Exporter.export([question], format: format, title: "t")
      #expect(quiz.written == ["m"])
      #expect(quiz.text.contains("40") && quiz.text.contains("60"), "\(quiz.text)")
      #expect(!quiz.text.contains("37") && !quiz.text.contains("63"), "\(quiz.text)")
      // GIFT cannot say that the options keep their order (Moodle shuffles them).
      let grades = quiz.dropped.filter { !$0.contains("fixed order") }
      #expect(grades.count == 1, "\(quiz.dropped)")
      #expect(grades.first?.contains("nearest") == true, "\(quiz.dropped)")
      let back = try imported(format.importFormat, text: quiz.text)
      #expect(weights(back.questions.first) == [0.4, 0.6, 0])
      #expect(back.problems.isEmpty, "\(back.problems)")
    }
  }

  @Test("export never writes a grade Moodle refuses: Trivium's own 1/3 shares as 33.33333%")
  func exportThirds() {
    let question: Value = .map([
      "id": "m", "type": "multiple", "text": "Pick", "answer": "ABC",
      "options": ["a", "b", "c", "d"],
    ])
    let gift = Exporter.export([question], format: .gift, title: "t")
    #expect(gift.text.contains("{~%33.33333%a ~%33.33333%b ~%33.33333%c ~%-33.33333%d}"))
    #expect(
      gift.dropped == [
        "the options' fixed order (Moodle shuffles a GIFT or Aiken choice) (1 question)"
      ],
      "1/3 is Moodle's 33.33333%: no grade is lost")
  }
}
