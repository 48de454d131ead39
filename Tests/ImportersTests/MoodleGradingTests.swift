import QuizCore
import Testing

@testable import Importers

/// Imported questions answered as a student would: each grade is the one Moodle gives the same
/// answer (qtype_shortanswer, qtype_numerical, qtype_multichoice), whichever file it came from,
/// and an export gives back the grades and feedback it was given.
@Suite("Moodle grading: imported questions grade as Moodle grades them")
struct MoodleGradingTests {
  /// The grade of `question` (a built-in type's) after `actions`.
  static func graded(_ question: Value, _ actions: [WidgetAction]) throws -> Grade {
    try withBuiltInTypes { types in
      let type = try types.type(question["type"].stringValue ?? "")
      let random = SeededRandom(seed: 0)
      var state = try type.initialState(for: question, random: random)
      for action in actions {
        state = try type.apply(action.value, to: state, question: question, random: random)
      }
      return try type.grade(state, question: question, random: random)
    }
  }

  static func typed(_ question: Value, _ text: String) throws -> Double {
    let field = question["type"] == "numeric" ? "value" : "1"
    return try graded(question, [.input(field: field, text: text)]).fraction
  }

  @Test("GIFT: a partly right short answer is worth its grade, a wrong one nothing")
  func giftShortAnswer() throws {
    let game = try imported(
      .gift, text: "Who is buried in Grant's tomb?{=no one =%50%nobody =%0%Grant#No}")
    let question = try #require(game.questions.first)
    #expect(try Self.typed(question, "No one") == 1)
    #expect(try Self.typed(question, "nobody") == 0.5)
    #expect(try Self.typed(question, "Grant") == 0)
  }

  @Test("GIFT: several numeric answers, the first that holds the number counts")
  func giftNumbers() throws {
    let game = try imported(
      .gift,
      text: "Nine?{#=%100%9:0 =%50%8:1}\n\nThree?{#=%50%2:1 =3}\n\nFive?{#5:0.5}\n\nR?{#1..5}")
    #expect(game.problems.isEmpty, "\(game.problems)")
    let nine = game.questions[0]
    #expect(try Self.typed(nine, "9") == 1)
    #expect(try Self.typed(nine, "7,5") == 0.5)
    #expect(try Self.typed(nine, "6") == 0)
    // 3 is within 2 ± 1, the first answer: Moodle gives it that answer's 50%.
    let three = game.questions[1]
    #expect(three["value"] == 3.0)
    #expect(try Self.typed(three, "3") == 0.5)
    #expect(try Self.typed(game.questions[2], "5.4") == 1)
    #expect(try Self.typed(game.questions[3], "1") == 1)
    #expect(try Self.typed(game.questions[3], "5.5") == 0)
  }

  @Test("GIFT: a partly right option of a one-answer choice is worth its grade")
  func giftSinglePartial() throws {
    let game = try imported(.gift, text: "Colour?{=yellow ~%50%gold ~%-50%red ~blue}")
    #expect(game.problems.isEmpty, "\(game.problems)")
    let question = try #require(game.questions.first)
    #expect(question["type"] == "single")
    let picks = try ["A", "B", "C", "D"].map { key in
      try Self.graded(question, [.select(key: key)]).fraction
    }
    #expect(picks == [1, 0.5, 0, 0])
  }

  @Test("case is told apart regardless of the alphabet, unless the question says usecase")
  func caseInEveryAlphabet() throws {
    let game = try imported(.gift, text: "Grüße?{=Über}\n\nΠοιος;{=ΟΔΥΣΣΕΥΣ}")
    #expect(try Self.typed(game.questions[0], "über") == 1)
    #expect(try Self.typed(game.questions[1], "Οδυσσευς") == 1)
    let xml = try imported(
      .moodleXML,
      text: """
        <quiz><question type="shortanswer"><questiontext><text>?</text></questiontext>
        <usecase>1</usecase><answer fraction="100"><text>Über</text></answer></question></quiz>
        """)
    #expect(try Self.typed(xml.questions[0], "über") == 0)
    #expect(try Self.typed(xml.questions[0], "Über") == 1)
  }

  @Test("Moodle XML: numerical answers with grades and feedback, short answers with grades")
  func xmlAnswers() throws {
    let game = try imported(
      .moodleXML,
      text: """
        <quiz><question type="numerical"><questiontext><text>Born?</text></questiontext>
        <answer fraction="100"><text>1822</text><tolerance>0</tolerance>
        <feedback><text>Yes</text></feedback></answer>
        <answer fraction="50"><text>1822</text><tolerance>2</tolerance>
        <feedback><text>Close</text></feedback></answer>
        <answer fraction="0"><text>*</text><feedback><text>No</text></feedback></answer>
        </question>
        <question type="shortanswer"><questiontext><text>Capital?</text></questiontext>
        <answer fraction="100"><text>Paris</text></answer>
        <answer fraction="33.33333"><text>France</text><feedback><text>Its city</text></feedback>
        </answer></question></quiz>
        """)
    #expect(game.problems.isEmpty, "\(game.problems)")
    #expect(try Self.typed(game.questions[0], "1822") == 1)
    #expect(try Self.typed(game.questions[0], "1820") == 0.5)
    #expect(try Self.typed(game.questions[0], "1700") == 0)
    #expect(abs(try Self.typed(game.questions[1], "france") - 0.333_333_3) < 1e-9)
  }

  @Test("an export writes every answer's grade and feedback; importing it gives them back")
  func roundTrip() throws {
    let source = """
      Grant?{=no one#Yes =%50%nobody#Almost =%0%Grant#No}

      Born?{#=1822:0#Correct =%50%1822:2#Close ~#No}

      Colour?{=yellow ~%50%gold#Half ~blue}
      """
    let game = try imported(.gift, text: source)
    #expect(game.questions.count == 3)
    for format in [ExportFormat.gift, .moodleXML] {
      let exported = Exporter.export(game.questions, format: format, title: "t")
      #expect(exported.leftOut.isEmpty, "\(format): \(exported.leftOut)")
      let back = try imported(format == .gift ? .gift : .moodleXML, text: exported.text)
      #expect(back.questions.map { $0["blanks"] } == game.questions.map { $0["blanks"] })
      #expect(back.questions.map { $0["answers"] } == game.questions.map { $0["answers"] })
      #expect(back.questions.map { $0["options"] } == game.questions.map { $0["options"] })
    }
  }
}
