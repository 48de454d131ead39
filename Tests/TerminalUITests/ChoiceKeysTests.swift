import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Which choice a typed digit or capital letter picks, for each way the options are labelled
/// (`numbering`), and what the help says of it: only what the keys really do on the question.
@Suite struct ChoiceKeysTests {
  /// A list of choices keyed X1, X2, ... labelled `labels` (nil: by their keys).
  func list(_ labels: [String?], keys: [String]? = nil) -> Widget.Choices {
    let keys = keys ?? labels.indices.map { "X\($0 + 1)" }
    return Widget.Choices(
      id: "choice",
      choices: zip(keys, labels).map { Widget.Choices.Choice(key: $0, text: "t", label: $1) })
  }

  func pick(_ char: Character, _ list: Widget.Choices) -> String? {
    QuestionKeys.choice(char, in: list)
  }

  @Test func lettersPickByLabelAndDigitsByPlace() {
    let capitals = list(["A", "B", "C", "D"])
    #expect(pick("B", capitals) == "X2")
    #expect(pick("3", capitals) == "X3")
    #expect(pick("E", capitals) == nil && pick("5", capitals) == nil)
    // Lower-case labels: the capital picks them (a lower-case letter is a command).
    let small = list(["a", "b", "c"])
    #expect(pick("C", small) == "X3")
    #expect(pick("c", small) == nil)
  }

  @Test func numberedChoicesTakeDigitsByTheNumberShownAndNoLetters() {
    // A hint ruled the second option out: the labels stay 1, 3, 4.
    let numbered = list(["1", "3", "4"])
    #expect(pick("3", numbered) == "X2")
    #expect(pick("4", numbered) == "X3")
    #expect(pick("2", numbered) == nil)
    #expect(pick("A", numbered) == nil)
  }

  @Test func romanLabelsTakeOneLetterNumeralsAndDigitsByPlace() {
    let roman = list(["i", "ii", "iii", "iv", "v"])
    #expect(pick("I", roman) == "X1")
    #expect(pick("V", roman) == "X5")
    #expect(pick("2", roman) == "X2")
    #expect(pick("C", roman) == nil)
  }

  @Test func unlabelledAndMatchingChoicesTakeDigitsByPlaceOnly() {
    let none = list(["", "", ""])
    #expect(pick("2", none) == "X2")
    #expect(pick("A", none) == nil)
    // A matching row: labelled by its keys, "1A", "1B".
    let row = list([nil, nil, nil], keys: ["1A", "1B", "1C"])
    #expect(pick("2", row) == "1B")
    #expect(pick("A", row) == nil && pick("B", row) == nil)
    // Keys that are letters (no shuffle, no numbering): by key.
    let keyed = list([nil, nil], keys: ["A", "B"])
    #expect(pick("B", keyed) == "B" && pick("1", keyed) == "A")
  }

  /// The help rows of a single choice with `extra` fields.
  func helpRows(_ extra: [(String, Value)]) throws -> [(keys: String, does: String)] {
    var question: ValueMap = [
      "id": "c", "type": "single", "text": "Capital of France?", "answer": "A",
      "options": ["Paris", "Lyon", "Nice", "Lille"],
    ]
    for (key, value) in extra { question[key] = value }
    let play = GameController(
      session: Session(
        game: Game(id: "g", title: "G", questions: [.map(question)]), seed: 1),
      environment: SessionEnvironment(types: try builtInTypes()), now: 100, theme: .fallback)
    return QuestionKeys.helpRows(view: play.view, ui: play.ui)
  }

  @Test func theHelpNamesTheLettersOnlyWhenAChoiceIsLabelledWithOne() throws {
    for (extra, letters) in [
      ([], true), ([("shuffle", true)], true), ([("numbering", "abc")], true),
      ([("numbering", "iii")], true), ([("numbering", "123")], false),
      ([("numbering", "none")], false),
    ] as [([(String, Value)], Bool)] {
      let rows = try helpRows(extra)
      #expect(rows.contains { $0.keys == "1–9" }, "\(extra)")
      #expect(rows.contains { $0.keys == "A–Z" } == letters, "\(extra)")
      #expect(!rows.contains { $0.does.contains("capital key") }, "\(extra)")
    }
  }
}

/// Tab and Shift-Tab stop once on each list of choices (a blank of an embedded-answer
/// question, a row of a matching question), on its chosen option, else its first.
@Suite struct TabStopsTests {
  let first: [Target] = ["1A", "1B", "1C"].map {
    .choice(widget: "item1", key: $0, multiple: false)
  }
  let second: [Target] = ["2A", "2B"].map { .choice(widget: "item2", key: $0, multiple: false) }
  let field = Target.field(widget: "parts3", field: "3")
  let check = Target.control(.check)

  var order: [Target] { first + [field] + second + [check] }

  @Test func aListOfChoicesIsOneStop() {
    #expect(TabStops.stops(order) == [first, [field], second, [check]])
    #expect(TabStops.next(from: first[1], by: 1, order: order, selected: []) == field)
    #expect(TabStops.next(from: field, by: 1, order: order, selected: []) == second[0])
    #expect(TabStops.next(from: field, by: 1, order: order, selected: [second[1]]) == second[1])
    #expect(TabStops.next(from: second[0], by: -1, order: order, selected: []) == field)
    #expect(TabStops.next(from: field, by: -1, order: order, selected: [first[2]]) == first[2])
    // Around the ends, and from no focus.
    #expect(TabStops.next(from: check, by: 1, order: order, selected: []) == first[0])
    #expect(TabStops.next(from: first[0], by: -1, order: order, selected: []) == check)
    #expect(TabStops.next(from: nil, by: 1, order: order, selected: []) == first[0])
    #expect(TabStops.next(from: nil, by: -1, order: order, selected: []) == check)
    #expect(TabStops.next(from: nil, by: 1, order: [], selected: []) == nil)
  }
}
