import QuizCore
import Testing

@testable import Importers

/// An answer's own feedback (issue 34, point 4): kept on import where a type shows it, as
/// Moodle reads it (qformat_gift, qformat_xml), said dropped where none does.
@Suite("Answer feedback: import")
struct AnswerFeedbackTests {
  /// The options' feedback of an imported choice, in option order ("" for none).
  func optionFeedback(_ question: Value) -> [String] {
    (question["options"].arrayValue ?? []).map { $0["feedback"].stringValue ?? "" }
  }

  @Test("Moodle's GIFT example: a multiple choice with feedback for right and wrong answers")
  func giftChoice() throws {
    let game = try imported(
      .gift,
      text: """
        // multiple choice with specified feedback for right and wrong answers
        ::Q2:: What's between orange and green in the spectrum?
        { =yellow # right; good! ~red # wrong, it's yellow ~blue # wrong, it's yellow }
        """)
    #expect(game.problems.isEmpty, "\(game.problems)")
    let question = try #require(game.questions.first)
    #expect(question["type"] == "single")
    #expect(
      optionFeedback(question) == ["right; good!", "wrong, it's yellow", "wrong, it's yellow"])
  }

  @Test("Moodle's GIFT test: FALSE#shown if wrong#shown if right feeds true, then false")
  func giftTrueFalse() throws {
    let game = try imported(
      .gift,
      text: """
        // true/false
        ::Q1:: 42 is the Absolute Answer to everything.{
        FALSE#42 is the Ultimate Answer.#You gave the right answer.}

        Sky is blue.{T#Look again.}

        Grass is green.{TRUE##Well seen.}
        """)
    #expect(game.problems.isEmpty, "\(game.problems)")
    #expect(game.questions.map(\.["answer"]) == [false, true, true])
    // As Moodle: feedbacktrue is the wrong-answer one when FALSE is right.
    #expect(
      game.questions[0]["feedback"] == ["42 is the Ultimate Answer.", "You gave the right answer."])
    #expect(game.questions[1]["feedback"] == ["", "Look again."])
    #expect(game.questions[2]["feedback"] == ["Well seen.", ""])
  }

  @Test("GIFT feedback of a multiple answer and in its own format; none leaves no field")
  func giftMultipleAndFormats() throws {
    let game = try imported(
      .gift,
      text: """
        Which are primes?{~%50%2#[html]<b>Yes</b> ~%50%3#Yes ~%-100%4#No, 2 × 2}

        Plain?{=a ~b}
        """)
    #expect(game.problems.isEmpty, "\(game.problems)")
    #expect(optionFeedback(game.questions[0]) == ["**Yes**", "Yes", "No, 2 × 2"])
    #expect(game.questions[1]["options"].arrayValue?.allSatisfy { $0["feedback"] == .null } == true)
  }

  @Test("Moodle XML answer feedback is kept on choices and true/false")
  func moodleXML() throws {
    let game = try imported(
      .moodleXML,
      text: """
        <quiz>
        <question type="multichoice"><name><text>a</text></name>
        <questiontext format="html"><text>Pick</text></questiontext>
        <single>true</single>
        <answer fraction="100"><text>yes</text><feedback><text>Right, &lt;b&gt;yes&lt;/b&gt;</text></feedback></answer>
        <answer fraction="0"><text>no</text><feedback><text></text></feedback></answer>
        </question>
        <question type="truefalse"><name><text>b</text></name>
        <questiontext format="html"><text>True?</text></questiontext>
        <answer fraction="0"><text>true</text><feedback><text>Sadly not</text></feedback></answer>
        <answer fraction="100"><text>false</text><feedback><text>Indeed</text></feedback></answer>
        </question>
        </quiz>
        """)
    #expect(game.problems.isEmpty, "\(game.problems)")
    #expect(optionFeedback(game.questions[0]) == ["Right, **yes**", ""])
    #expect(game.questions[1]["feedback"] == ["Sadly not", "Indeed"])
  }

  @Test("short and numerical answers keep their feedback and grades (Moodle's GIFT example)")
  func keptOnShortAndNumericalAnswers() throws {
    let game = try imported(
      .gift,
      text: """
        Who's buried in Grant's tomb?{=no one#excellent answer! =nobody#excellent answer!}

        When was Ulysses S. Grant born?{#
        =1822:0      # Correct! Full credit.
        =%50%1822:2  # He was born in 1822. Half credit for being close.
        }
        """)
    #expect(game.skipped == 0)
    #expect(game.problems.isEmpty, "\(game.problems)")
    #expect(
      game.questions[0]["blanks"] == [
        [
          ["text": "no one", "right": true, "feedback": "excellent answer!"],
          ["text": "nobody", "right": true, "feedback": "excellent answer!"],
        ]
      ])
    #expect(
      game.questions[1]["answers"] == [
        ["value": 1822.0, "right": true, "feedback": "Correct! Full credit."],
        [
          "value": 1822.0, "tolerance": 2.0, "percent": 50.0,
          "feedback": "He was born in 1822. Half credit for being close.",
        ],
      ])
  }
}
