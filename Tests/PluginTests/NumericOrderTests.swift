import Foundation
import LuaHost
import QuizCore
import Testing

@Suite("numeric: a number within a tolerance")
struct NumericTests {
  let type: QuestionType
  let q = sampleQuestions["numeric"]!

  init() throws { type = try QuestionType("numeric") }

  private func typed(_ q: Value, _ text: String) throws -> Value {
    try type.play(q, [["op": "input", "field": "value", "text": .string(text)]])
  }

  @Test("input is trimmed, read with tonumber, and a comma may be the decimal separator")
  func parsing() throws {
    for text in ["3.14", " 3,14 ", "3.15", "3.13", "3.141", "+3.14", "314e-2", "３．１４"] {
      #expect(try type.grade(q, try typed(q, text)) == grade(1.0, "right"), "\(text)")
    }
    for text in ["3.16", "3.12", "-3.14", "3,14,1", "1,000.5", "pi"] {
      #expect(try type.grade(q, try typed(q, text)) == grade(0.0, "wrong"), "\(text)")
    }
    #expect(try type.complete(q, try typed(q, "pi")) == false)
    #expect(try type.complete(q, try typed(q, "1e999")) == false)
    #expect(try type.complete(q, try typed(q, "3,5")))
  }

  @Test("the tolerance is absolute and 0 by default")
  func tolerance() throws {
    let exact: Value = ["text": "6 × 7?", "value": 42]
    #expect(try type.grade(exact, try typed(exact, "42.0")) == grade(1.0, "right"))
    #expect(try type.grade(exact, try typed(exact, "42.001")) == grade(0.0, "wrong"))
    let wide = with(exact, "tolerance", 5)
    #expect(try type.grade(wide, try typed(wide, "37")) == grade(1.0, "right"))
    #expect(try type.grade(wide, try typed(wide, "36.9")) == grade(0.0, "wrong"))
  }

  @Test("hints: the size of the answer first, then higher or lower")
  func hint() throws {
    let empty = try type.initial(q)
    #expect(empty == ["text": "", "hints": []])
    let size = try type.hint(q, empty)
    #expect(size["message"] == "The answer has 1 digit before the decimal point")
    #expect(try type.hint(q, size["state"]) == .null)
    let low = try type.act(q, size["state"], ["op": "input", "field": "value", "text": "2,5"])
    let higher = try type.hint(q, low)
    #expect(higher["message"] == "Higher than 2.5")
    #expect(
      higher["state"]["hints"]
        == ["The answer has 1 digit before the decimal point", "Higher than 2.5"])
    let high = try type.act(q, higher["state"], ["op": "input", "field": "value", "text": "10"])
    #expect(try type.hint(q, high)["message"] == "Lower than 10")
    #expect(try type.hint(q, try typed(q, "3.14")) == .null)
    let negative: Value = ["text": "t", "value": -1234.5]
    #expect(
      try type.hint(negative, try type.initial(negative))["message"]
        == "The answer has 4 digits before the decimal point, and it is negative")
  }

  @Test("view, analysis and summary")
  func viewAndAnalysis() throws {
    let unit = with(q, "unit", "rad")
    let state = try typed(unit, " 3,2 ")
    let widgets = try type.view(unit, state, ["verdict": "wrong", "revealed": true])
    #expect(widgets.map { $0["type"] } == ["text", "text", "inputs", "feedback", "feedback"])
    #expect(
      widgets[2]
        == [
          "type": "inputs", "id": "value",
          "fields": [["id": "value", "label": "Value (rad)", "value": " 3,2 "]],
        ])
    #expect(
      try type.analysis(unit, state)
        == ["correct": "3.14 rad (± 0.01)", "explanation": "", "verdict": "wrong"])
    #expect(try type.summary(unit, state) == "3,2")
    #expect(try type.summary(unit, try type.initial(unit)) == "(no answer)")
    #expect(try type.analysis(q, try type.initial(q))["verdict"] == "unanswered")
    #expect(try type.solve(q) == [["op": "input", "field": "value", "text": "3.14"]])
    #expect(try type.solve(["value": 0.1]) == [["op": "input", "field": "value", "text": "0.1"]])
  }

  @Test("validation names every problem")
  func validation() throws {
    #expect(try type.validate(q) == [])
    #expect(
      try type.validate(["value": "3", "tolerance": -1, "unit": 5]) == [
        problem("text", "text is required: a string"),
        problem("tolerance", "tolerance must be at least 0"),
        problem("unit", "unit must be a string, not an integer"),
        problem("value", "value must be a finite number, not a string"),
      ])
    #expect(
      try type.validate(["text": "t", "value": .double(.infinity)]) == [
        problem("value", "value must be a finite number, not an infinite number")
      ])
  }
}

@Suite("order: put items in order")
struct OrderTests {
  let type: QuestionType
  let q = sampleQuestions["order"]!

  init() throws { type = try QuestionType("order") }

  private func order(_ state: Value) -> [Value] { state["order"].arrayValue ?? [] }

  @Test("init shuffles with the seeded generator and never starts in the right order")
  func shuffle() throws {
    let two: Value = [
      "text": "t", "items": [["key": "x", "text": "1"], ["key": "y", "text": "2"]],
    ]
    var seen: Set<[Value]> = []
    for seed in UInt64(0)..<40 {
      #expect(try type.initial(two, seed: seed) == ["order": ["y", "x"], "moves": 0])
      let state = try type.initial(q, seed: seed)
      #expect(order(state) != ["a", "b", "c", "d"])
      #expect(Set(order(state)) == ["a", "b", "c", "d"])
      #expect(try type.initial(q, seed: seed) == state)
      seen.insert(order(state))
    }
    #expect(seen.count > 10)
    let one: Value = ["text": "t", "items": ["alone"]]
    #expect(try type.initial(one) == ["order": ["A"], "moves": 0])
  }

  @Test("move puts an item at a position; the grade is the share of items in place")
  func move() throws {
    var state: Value = ["order": ["d", "c", "b", "a"], "moves": 0]
    #expect(try type.grade(q, state) == grade(0.0, "wrong"))
    state = try type.act(q, state, ["op": "move", "key": "a", "to": 1])
    #expect(state == ["order": ["a", "d", "c", "b"], "moves": 1])
    #expect(try type.grade(q, state) == grade(0.5, "partial"))
    #expect(try type.grade(q, ["order": ["a", "c", "d", "b"]]) == grade(0.25, "partial"))
    state = try type.act(q, state, ["op": "move", "key": "d", "to": 4])
    #expect(state == ["order": ["a", "c", "b", "d"], "moves": 2])
    #expect(try type.grade(q, state) == grade(0.5, "partial"))
    state = try type.act(q, state, ["op": "move", "key": "b", "to": 2])
    #expect(try type.grade(q, state) == grade(1.0, "right"))
    #expect(try type.complete(q, state))
    #expect(try type.summary(q, state) == "Lua 5.1 > Lua 5.2 > Lua 5.3 > Lua 5.4")
    #expect(
      type.actError(q, state, ["op": "move", "key": "z", "to": 1]) == "move: there is no item \"z\""
    )
    #expect(
      type.actError(q, state, ["op": "move", "key": "a", "to": 5])
        == "move: there is no position 5 (positions are 1..4)")
  }

  @Test("string items get letter keys that do not spell out the answer")
  func stringKeys() throws {
    let strings: Value = ["text": "t", "items": ["one", "two", "three", "four"]]
    #expect(try type.validate(strings) == [])
    let sequence = type.widget("sequence", in: try type.view(strings, try type.initial(strings)))
    let keys = Dictionary(
      uniqueKeysWithValues: (sequence?["items"].arrayValue ?? []).map {
        ($0["text"].stringValue ?? "", $0["key"])
      })
    #expect(keys == ["one": "C", "two": "D", "three": "B", "four": "A"])
    #expect(
      try type.solve(strings) == [
        ["op": "move", "key": "C", "to": 1], ["op": "move", "key": "D", "to": 2],
        ["op": "move", "key": "B", "to": 3],
      ])
  }

  @Test("a hint brings the right item into the first wrong place")
  func hint() throws {
    let state: Value = ["order": ["b", "a", "c", "d"], "moves": 0]
    let result = try type.hint(q, state)
    #expect(
      result == [
        "state": ["order": ["a", "b", "c", "d"], "moves": 1],
        "message": "\"Lua 5.1\" goes in place 1",
      ])
    #expect(try type.hint(q, result["state"]) == .null)
  }

  @Test("view and analysis")
  func viewAndAnalysis() throws {
    let state: Value = ["order": ["b", "a", "c", "d"], "moves": 0]
    let widgets = try type.view(q, state, ["verdict": "partial"])
    #expect(widgets.map { $0["type"] } == ["text", "text", "sequence", "feedback"])
    #expect(
      widgets[2]
        == [
          "type": "sequence", "id": "order",
          "items": [
            ["key": "b", "text": "Lua 5.2", "position": 1],
            ["key": "a", "text": "Lua 5.1", "position": 2],
            ["key": "c", "text": "Lua 5.3", "position": 3],
            ["key": "d", "text": "Lua 5.4", "position": 4],
          ],
        ])
    #expect(widgets[3]["text"] == "Partly right (50%)")
    #expect(try type.analysis(q, state)["verdict"] == "unanswered")
    #expect(
      try type.analysis(q, with(state, "moves", 1))
        == [
          "correct": "Lua 5.1 > Lua 5.2 > Lua 5.3 > Lua 5.4", "explanation": "",
          "verdict": "partial",
        ])
  }

  @Test("validation names every problem")
  func validation() throws {
    #expect(try type.validate(q) == [])
    #expect(
      try type.validate([
        "text": "t", "items": [["key": "a", "text": "x"], ["key": "a", "text": "y"], 3],
      ])
        == [
          problem("items", "item 2 repeats the key \"a\""),
          problem("items", "item 3 must be a string or {key = ..., text = ...}"),
        ])
    #expect(
      try type.validate(["items": ["only"]]) == [
        problem("items", "items must have at least 2 items"),
        problem("text", "text is required: a string"),
      ])
  }
}
