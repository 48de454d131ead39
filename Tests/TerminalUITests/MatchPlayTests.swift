import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// A matching question in the terminal: one list of answers per item, which digits answer
/// one after another and the mouse answers anywhere.
@Suite struct MatchPlayTests {
  let environment: SessionEnvironment
  let game: Game

  init() throws {
    environment = SessionEnvironment(types: try builtInTypes())
    // Answers take letters scrambled from their texts: quack A, woof B, meow C, moo D.
    let question: Value = [
      "id": "m", "type": "match", "text": "Which sound goes with which animal?",
      "pairs": [
        ["left": "cat", "right": "meow"], ["left": "dog", "right": "woof"],
        ["left": "cow", "right": "moo"],
      ],
      "distractors": ["quack"],
    ]
    game = Game(id: "match", title: "Match", questions: [question, question])
  }

  func controller() -> GameController {
    GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100,
      theme: .fallback)
  }

  func selected(_ play: GameController) -> [String] {
    play.view.widgets.compactMap { widget in
      guard case .choices(let list) = widget else { return nil }
      return list.choices.first(where: \.selected)?.key ?? "-"
    }
  }

  @Test func digitsAnswerTheItemsOneAfterAnother() {
    let play = controller()
    _ = play.render(size: Size(width: 80, height: 40), context: plainContext())
    _ = play.handle(.char("3"), now: 100.1)
    #expect(selected(play) == ["1C", "-", "-"])
    _ = play.handle(.char("1"), now: 100.2)
    #expect(selected(play) == ["1C", "2A", "-"])
    _ = play.handle(.char("4"), now: 100.3)
    #expect(selected(play) == ["1C", "2A", "3D"])
    #expect(play.view.buttons.check)
    // Back on the second list, a digit changes its answer.
    let frame = play.render(size: Size(width: 80, height: 40), context: plainContext())
    let woof = frame.rect(of: .choice(widget: "item2", key: "2B", multiple: false))
    #expect(woof != nil)
    if let woof { _ = play.handle(.click(Point(x: woof.x + 1, y: woof.y)), now: 100.4) }
    #expect(selected(play) == ["1C", "2B", "3D"])
    _ = play.handle(.char("1"), now: 100.5)
    #expect(selected(play) == ["1C", "2A", "3D"])
  }

  @Test func theItemsAndEveryAnswerAreDrawn() {
    let play = controller()
    let frame = play.render(size: Size(width: 80, height: 40), context: plainContext())
    let text = frame.buffer.lines.joined(separator: "\n")
    for shown in ["cat", "dog", "cow", "( ) 1A. quack", "( ) 3D. moo"] {
      #expect(text.contains(shown), "\(shown)")
    }
  }
}

/// Tab in a matching question goes from row to row, the arrows among a row's answers.
extension MatchPlayTests {
  @Test func tabMovesFromRowToRowAndTheArrowsAmongARowsAnswers() {
    let play = controller()
    let size = Size(width: 80, height: 40)
    _ = play.render(size: size, context: plainContext())
    #expect(play.ui.focus == .choice(widget: "item1", key: "1A", multiple: false))
    _ = play.handle(.key(.tab), now: 100.1)
    #expect(play.ui.focus == .choice(widget: "item2", key: "2A", multiple: false))
    _ = play.handle(.key(.down), now: 100.2)
    #expect(play.ui.focus == .choice(widget: "item2", key: "2B", multiple: false))
    _ = play.handle(.key(.enter), now: 100.3)
    #expect(selected(play) == ["-", "2B", "-"])
    _ = play.render(size: size, context: plainContext())
    _ = play.handle(.key(.tab), now: 100.4)
    #expect(play.ui.focus == .choice(widget: "item3", key: "3A", multiple: false))
    // Back: on the answer chosen in the second row.
    _ = play.handle(.key(.backTab), now: 100.5)
    #expect(play.ui.focus == .choice(widget: "item2", key: "2B", multiple: false))
  }
}
