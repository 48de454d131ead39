import QuizCore
import Testing

@testable import Importers

/// Each test is a point where Moodle's GIFT import (qformat_gift) decides, written from its
/// documented behaviour.
@Suite("GIFT: agreement with Moodle")
struct GiftMoodleTests {
  @Test("numeric answers with wrong-answer feedback (~#...) import, on one line or several")
  func numericWrongFeedback() throws {
    let game = try imported(
      .gift,
      text:
        "One?{#3:2~#Completely wrong}\n\nTwo?{#\n=3:0 #Right\n~#nope\n}\n\nThree?{#=%100%9:0 =%0%8:1}"
    )
    #expect(game.skipped == 0, "\(game.problems)")
    #expect(game.questions.map { $0["value"] } == [3.0, 3.0, 9.0])
    #expect(game.questions[0]["tolerance"] == 2.0)
    // The feedback for any other number is Moodle's catch-all answer, kept with the others.
    #expect(
      game.questions[0]["answers"] == [
        ["value": 3.0, "tolerance": 2.0, "right": true],
        ["text": "*", "feedback": "Completely wrong"],
      ])
    #expect(
      game.questions[1]["answers"] == [
        ["value": 3.0, "right": true, "feedback": "Right"], ["text": "*", "feedback": "nope"],
      ])
    // A 0% numeric answer without feedback changes no grade: the value alone.
    #expect(game.questions[2]["answers"] == .null)
    #expect(game.problems.isEmpty, "\(game.problems)")
  }

  @Test("a value and its tolerance are kept as written, not recomputed from the bounds")
  func toleranceAsWritten() throws {
    let game = try imported(.gift, text: "Pi?{#3.14:0.01}\n\nRange?{#1.5..2.5}")
    #expect(game.questions.map { $0["value"] } == [3.14, 2.0])
    #expect(game.questions.map { $0["tolerance"] } == [0.01, 0.5])
  }

  @Test("braces holding only general feedback are an essay")
  func essayWithFeedback() throws {
    let game = try imported(.gift, text: "Write about your summer.{####A good essay has a plan.}")
    #expect(game.skipped == 0)
    #expect(game.questions.first?["type"] == "essay")
    #expect(game.questions.first?["explanation"] == "A good essay has a plan.")
  }

  @Test("general feedback is kept on true/false and numeric questions")
  func generalFeedbackEverywhere() throws {
    let game = try imported(
      .gift,
      text:
        "Sky is blue.{T#Wrong!#Right!####It scatters blue light.}\n\nPi?{#3.14:0.01####About 22/7.}"
    )
    #expect(game.questions.map { $0["type"].stringValue } == ["truefalse", "numeric"])
    #expect(game.questions[0]["answer"] == true)
    #expect(game.questions[0]["explanation"] == "It scatters blue light.")
    #expect(game.questions[1]["explanation"] == "About 22/7.")
  }

  @Test("format tags in feedback and answers are honoured: HTML becomes markup, tags go")
  func formatTags() throws {
    let game = try imported(
      .gift,
      text: """
        [markdown]Which *one*?{
          =[html]<b>this</b>
          ~[plain]2*3
          ####[html]Here is <i>some</i> general feedback&nbsp;!
        }

        Sky is blue.{T####[moodle]Yes &amp; no}
        """)
    #expect(game.questions[0]["text"] == "Which *one*?")
    #expect(game.questions[0]["explanation"] == "Here is *some* general feedback !")
    let options = game.questions[0]["options"].arrayValue?.map { $0["text"] }
    #expect(options == ["**this**", "2\\*3"])
    #expect(game.questions[1]["explanation"] == "Yes & no")
  }

  @Test("a blank is put where the braces were, without spaces of its own")
  func blankPlacement() throws {
    let game = try imported(.gift, text: "Moodle costs {=nothing =zero} .\n\nIt is {=free}.")
    #expect(game.questions.map { $0["text"] } == ["Moodle costs _____ .", "It is _____."])
  }

  @Test("an unclosed brace is a brace error for its question only; the next ones import")
  func unclosedBrace() throws {
    let game = try imported(
      .gift, text: "One?{=a ~b\n\nTwo?{=c ~d}\n\n// note\nThree?{T}\n\nFour?{=e ~f")
    #expect(game.questions.map { $0["text"] } == ["Two?", "Three?"])
    #expect(
      game.problems.map(\.description) == [
        "in:1: the answer brace '{' is not closed (skipped)",
        "in:8: the answer brace '{' is not closed (skipped)",
      ])
  }

  @Test("an answer block may still span a blank line when its brace is closed")
  func blankLineInsideBraces() throws {
    let game = try imported(.gift, text: "One?{\n=a\n\n~b\n}\n\nTwo?{T}")
    #expect(game.questions.map { $0["text"] } == ["One?", "Two?"])
    #expect(game.problems.isEmpty, "\(game.problems)")
  }

  @Test("answers worth 0% are wrong answers, not dropped partly right ones")
  func zeroWeightShortAnswer() throws {
    let game = try imported(
      .gift, text: "Who is buried in Grant's tomb?{=no one =%50%nobody =%0%Grant#No}")
    // Kept in order with their grades: "nobody" is worth half, "Grant" nothing but feedback.
    #expect(
      game.questions.first?["blanks"] == [
        [
          ["text": "no one", "right": true], ["text": "nobody", "percent": 50.0],
          ["text": "Grant", "feedback": "No"],
        ]
      ])
    #expect(game.problems.isEmpty, "\(game.problems)")
  }

  @Test("a * in a short answer is Moodle's wildcard: kept as the pattern, wildcards on")
  func shortAnswerWildcard() throws {
    let game = try imported(
      .gift, text: "How do you sort them?{=*manually* =%0%*#No}\n\nName?{=Ann}")
    #expect(
      game.questions[0]["blanks"] == [
        [["text": "*manually*", "right": true], ["text": "*", "feedback": "No"]]
      ])
    #expect(game.questions[0]["wildcards"] == true)
    #expect(game.questions[1]["wildcards"] == .null)
  }

  @Test("a line break in a question is a break in auto-format and plain text, a space in HTML")
  func lineBreaks() throws {
    let game = try imported(
      .gift,
      text: "First line\n   second line?{T}\n\n[plain]a\nb?{T}\n\n[html]<b>c</b>\nd?{T}")
    #expect(game.questions.map { $0["text"] } == ["First line\nsecond line?", "a\nb?", "**c** d?"])
  }

  @Test("true/false is written in capitals; {true} is a short answer")
  func trueFalseCapitals() throws {
    let game = try imported(.gift, text: "Sky?{TRUE}\n\nGrass?{F}\n\nWord?{true}")
    #expect(game.questions.map { $0["type"] } == ["truefalse", "truefalse", "fill"])
    #expect(game.questions[2]["blanks"] == [["true"]])
  }
}
