import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Brings a question back `step` after a last check that was not right.
private struct WrongComesBack: Relearning {
  var step = Delay.seconds(600)

  func comeBack(question index: Int, checks: [QuestionResult]) -> Delay? {
    checks.last?.outcome == .right ? nil : step
  }
}

/// A review session in the terminal: a question left wrong comes back when the front's clock
/// has let its step pass, and the header counts it.
@Suite struct ComebackScreenTests {
  @Test func aWrongAnswerComesBackOnTheFrontsClock() throws {
    let question: (String) -> Value = { id in
      [
        "id": .string(id), "type": "single", "text": "Pick A", "options": ["a", "b"], "answer": "A",
      ]
    }
    let game = Game(id: "review/due", title: "Review", questions: [question("q1"), question("q2")])
    var env = SessionEnvironment(types: try builtInTypes(), rules: ClassicRules())
    env.relearning = WrongComesBack()
    let play = GameController(
      session: Session(game: game, seed: 1), environment: env, now: 1_000, theme: .fallback)
    let size = Size(width: 100, height: 30)
    play.send(.act(["op": "select", "key": "B"]))
    play.send(.check)
    play.send(.next)
    #expect(play.render(size: size, context: plainContext()).buffer.lines[0].contains("2/2"))
    // The front wakes for the step, and not before does the question come back.
    #expect(play.nextWake(after: 1_001).map { abs($0 - 1_600) < 0.01 } == true)
    play.advance(to: 1_599.5)
    #expect(play.session.count == 2)
    play.advance(to: 1_600)
    #expect(play.session.count == 3 && play.session.order == [0, 1, 0])
    #expect(play.render(size: size, context: plainContext()).buffer.lines[0].contains("2/3"))
  }
}
