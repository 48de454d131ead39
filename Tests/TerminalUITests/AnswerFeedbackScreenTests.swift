import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// An answer's own feedback (issue 34, point 4): shown under the verdict once the answer is
/// checked, as the type's view gives it, drawn as any widget text (no control character reaches
/// the screen).
@Suite struct AnswerFeedbackScreenTests {
  func play(_ question: Value) throws -> GameController {
    let game = Game(id: "feedback", title: "Feedback", questions: [question])
    return GameController(
      session: Session(game: game, seed: 1),
      environment: SessionEnvironment(types: try builtInTypes()), now: 100, theme: .fallback)
  }

  func screen(_ play: GameController) -> String {
    play.render(size: Size(width: 80, height: 40), context: plainContext()).buffer.lines
      .joined(separator: "\n")
  }

  @Test func thePickedOptionsFeedbackShowsAfterTheCheckOnly() throws {
    let play = try play([
      "id": "q", "type": "single", "text": "Which colour lies between orange and green?",
      "options": [
        ["key": "A", "text": "yellow", "feedback": "Right; good!"],
        ["key": "B", "text": "red", "feedback": "No: red comes \u{1B}[31mbefore orange."],
      ],
      "answer": "A",
    ])
    _ = screen(play)
    _ = play.handle(.char("2"), now: 100.1)
    #expect(!screen(play).contains("red comes"), "no feedback before the check")
    _ = play.handle(.char("c"), now: 100.2)
    let shown = screen(play)
    // Drawn as every widget text is (an explanation too): the escape is shown, never sent.
    #expect(shown.contains("No: red comes \\e[31mbefore orange."), "\(shown)")
    #expect(!shown.contains("Right; good!"), "only the picked option's feedback")
    #expect(!shown.contains("\u{1B}"))
  }

  @Test func trueOrFalseShowsTheFeedbackOfThePick() throws {
    let play = try play([
      "id": "q", "type": "truefalse", "text": "42 is the Absolute Answer to everything.",
      "answer": false, "feedback": ["42 is the Ultimate Answer.", "You gave the right answer."],
    ])
    _ = screen(play)
    _ = play.handle(.char("1"), now: 100.1)
    _ = play.handle(.char("c"), now: 100.2)
    let shown = screen(play)
    #expect(shown.contains("42 is the Ultimate Answer."), "\(shown)")
    #expect(!shown.contains("You gave the right answer."))
  }

  @Test func everyPickedOptionOfAMultipleChoiceShowsItsFeedback() throws {
    let play = try play([
      "id": "q", "type": "multiple", "text": "Which are primes?",
      "options": [
        ["key": "A", "text": "2", "feedback": "2 is the even prime."],
        ["key": "B", "text": "4", "feedback": "4 is 2 × 2."],
        ["key": "C", "text": "5", "feedback": "5 is prime."],
      ],
      "answer": "AC",
    ])
    _ = screen(play)
    _ = play.handle(.char("1"), now: 100.1)
    _ = play.handle(.char("2"), now: 100.2)
    _ = play.handle(.char("c"), now: 100.3)
    let shown = screen(play)
    #expect(shown.contains("2 is the even prime."), "\(shown)")
    #expect(shown.contains("4 is 2 × 2."))
    #expect(!shown.contains("5 is prime."))
  }
}
