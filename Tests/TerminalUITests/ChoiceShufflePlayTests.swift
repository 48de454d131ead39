import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// A choice whose options are shuffled (as a GIFT file imports: the right answer written
/// first) or numbered: the options are drawn in the order shown, labelled by place, and a
/// digit or a capital letter picks by what the player reads, while the action names the key.
@Suite struct ChoiceShufflePlayTests {
  let environment: SessionEnvironment

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  func controller(_ extra: [(String, Value)]) -> GameController {
    var question: ValueMap = [
      "id": "c", "type": "single", "text": "Capital of France?", "answer": "A",
      "options": ["Paris", "Lyon", "Nice", "Lille"],
    ]
    for (key, value) in extra { question[key] = value }
    let game = Game(id: "shuffle", title: "Shuffle", questions: [.map(question)])
    return GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100,
      theme: .fallback)
  }

  /// The keys of the choices in the order shown, and their labels.
  func shown(_ play: GameController) -> [(key: String, label: String?)] {
    play.view.widgets.flatMap { widget -> [(key: String, label: String?)] in
      guard case .choices(let list) = widget else { return [] }
      return list.choices.map { ($0.key, $0.label) }
    }
  }

  func picked(_ play: GameController) -> String? {
    for case .choices(let list) in play.view.widgets {
      if let choice = list.choices.first(where: \.selected) { return choice.key }
    }
    return nil
  }

  @Test func aShuffledChoiceIsDrawnInItsOrderLabelledByPlace() {
    let play = controller([("shuffle", true)])
    let frame = play.render(size: Size(width: 48, height: 14), context: plainContext())
    expectGolden(frame.buffer.lines, "en/shuffled-choice-48x14")
    let order = shown(play)
    #expect(order.map(\.label) == ["A", "B", "C", "D"])
    // Seed 1 does not show the right answer (key A, written first) first.
    #expect(order.first?.key != "A")
  }

  @Test func aCapitalLetterPicksByLabelAndADigitByPlace() {
    let play = controller([("shuffle", true)])
    _ = play.render(size: Size(width: 48, height: 14), context: plainContext())
    let order = shown(play).map(\.key)
    _ = play.handle(.char("B"), now: 100.1)
    #expect(picked(play) == order[1])
    _ = play.handle(.char("3"), now: 100.2)
    #expect(picked(play) == order[2])
  }

  @Test func numberedOptionsShowTheirNumbersAndLowerCaseLettersAreTypedAsCapitals() {
    let play = controller([("numbering", "123")])
    let frame = play.render(size: Size(width: 48, height: 14), context: plainContext())
    let text = frame.buffer.lines.joined(separator: "\n")
    for line in ["( ) 1. Paris", "( ) 2. Lyon", "( ) 4. Lille"] {
      #expect(text.contains(line), "\(line)")
    }
    let letters = controller([("numbering", "abc")])
    _ = letters.render(size: Size(width: 48, height: 14), context: plainContext())
    _ = letters.handle(.char("C"), now: 100.1)
    #expect(picked(letters) == "C")
  }

  @Test func aChoiceWithoutShuffleIsLabelledByItsKeysAsBefore() {
    let play = controller([])
    let frame = play.render(size: Size(width: 48, height: 14), context: plainContext())
    let text = frame.buffer.lines.joined(separator: "\n")
    #expect(shown(play).map(\.key) == ["A", "B", "C", "D"])
    #expect(shown(play).allSatisfy { $0.label == nil })
    #expect(text.contains("( ) A. Paris"))
  }
}
