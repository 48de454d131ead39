import Foundation
import LuaHost
import QuizCore
import Testing

@Suite("cloze: embedded answers graded as Moodle grades them")
struct ClozeTests {
  let type: QuestionType
  let q = sampleQuestions["cloze"]!

  init() throws { type = try QuestionType("cloze") }

  private func input(_ field: String, _ text: String) -> Value {
    ["op": "input", "field": .string(field), "text": .string(text)]
  }
  private func select(_ key: String) -> Value { ["op": "select", "key": .string(key)] }
  private func toggle(_ key: String) -> Value { ["op": "toggle", "key": .string(key)] }

  /// A question of one part, `{#1}`.
  private func one(_ part: Value) -> Value {
    ["id": "c", "type": "cloze", "text": "Answer: {#1}", "parts": [part]]
  }

  private func fraction(_ q: Value, _ actions: [Value]) throws -> Double {
    try type.grade(q, try type.play(q, actions))["fraction"].doubleValue ?? -1
  }

  @Test("the grade is the parts' grades averaged by their weights")
  func weights() throws {
    // Part 2 weighs 2 of 4.
    #expect(try fraction(q, [input("1", "Paris"), input("2", "5"), select("3A")]) == 0.5)
    #expect(try fraction(q, [input("1", "Lyon"), input("2", "4"), select("3A")]) == 0.875)
    #expect(try fraction(q, [input("1", "Rome"), input("2", "4"), select("3B")]) == 0.5)
    #expect(try type.grade(q, try type.play(q, try type.solve(q))) == grade(1.0, "right"))
    #expect(try type.grade(q, try type.initial(q)) == grade(0.0, "wrong"))
    #expect(try type.analysis(q, try type.initial(q))["verdict"] == "unanswered")
  }

  @Test("short answers: case unless SHORTANSWER_C, * for any text, the first match graded")
  func shortAnswers() throws {
    var part: Value = [
      "kind": "short",
      "answers": [["text": "Paris", "right": true], ["text": "*", "percent": 10]],
    ]
    #expect(try fraction(one(part), [input("1", "  paris ")]) == 1)
    #expect(try fraction(one(part), [input("1", "Rome")]) == 0.1)
    #expect(try fraction(one(part), [input("1", "")]) == 0)
    part = with(part, "case_sensitive", true)
    #expect(try fraction(one(part), [input("1", "paris")]) == 0.1)
    #expect(try fraction(one(part), [input("1", "Paris")]) == 1)
  }

  @Test("numbers: right within the tolerance, 3,14 read as 3.14, * any number")
  func numbers() throws {
    let part: Value = [
      "kind": "number",
      "answers": [
        ["value": 23.8, "tolerance": 0.1, "right": true],
        ["value": 23.8, "tolerance": 2, "percent": 50],
        ["text": "*", "feedback": "Not a number near it"],
      ],
    ]
    #expect(try fraction(one(part), [input("1", "23.9")]) == 1)
    #expect(try fraction(one(part), [input("1", "23,75")]) == 1)
    #expect(try fraction(one(part), [input("1", "25")]) == 0.5)
    #expect(try fraction(one(part), [input("1", "30")]) == 0)
    #expect(try fraction(one(part), [input("1", "abc")]) == 0)
    let state = try type.play(one(part), [input("1", "30")])
    let shown = try type.view(one(part), state, ["verdict": "wrong", "revealed": true])
    #expect(shown.contains { $0["text"] == "{#1}: Not a number near it" && $0["reveal"] == true })
  }

  @Test("a choice of several: right grades scaled to add up to 1, wrong ones cancel a right one")
  func multiResponse() throws {
    let plain: Value = [
      "kind": "choice", "multiple": true,
      "answers": [["text": "a", "right": true], ["text": "b", "right": true], ["text": "c"]],
    ]
    #expect(try fraction(one(plain), [toggle("1A"), toggle("1B")]) == 1)
    #expect(try fraction(one(plain), [toggle("1A")]) == 0.5)
    #expect(try fraction(one(plain), [toggle("1A"), toggle("1C")]) == 0)
    // With percentages given, a wrong option costs what it states, 0 when none.
    let stated: Value = [
      "kind": "choice", "multiple": true,
      "answers": [
        ["text": "a", "percent": 100], ["text": "b", "percent": 100],
        ["text": "c", "percent": -50],
        ["text": "d"],
      ],
    ]
    #expect(try fraction(one(stated), [toggle("1A"), toggle("1D")]) == 0.5)
    #expect(try fraction(one(stated), [toggle("1A"), toggle("1B"), toggle("1C")]) == 0.5)
    #expect(try fraction(one(stated), try type.solve(one(stated))) == 1)
    #expect(type.actError(one(stated), try type.initial(one(stated)), select("1A")) != nil)
  }

  @Test("hints answer the first part not right; the analysis names every part")
  func hintAndAnalysis() throws {
    let state = try type.play(q, [input("1", "Paris")])
    let result = try type.hint(q, state)
    #expect(result["message"] == "{#2}: 4 (± 0.1)")
    #expect(result["state"]["values"] == ["Paris", "4", ""])
    #expect(try type.analysis(q, state)["correct"] == "{#1}: Paris; {#2}: 4 (± 0.1); {#3}: star")
    #expect(try type.summary(q, try type.play(q, [select("3B")])) == "_; _; planet")
  }

  @Test("broken parts and placeholders are named")
  func validation() throws {
    let bad: Value = [
      "id": "b", "type": "cloze", "text": "{#1} and {#3} and {#1}",
      "parts": [
        ["kind": "short", "answers": [["text": "x", "percent": 50]]],
        ["kind": "choice", "answers": [["text": "x", "right": true]]],
        ["kind": "number", "answers": [["text": "many", "right": true]]],
        ["kind": "essay", "answers": [["text": "x"]]],
        ["kind": "short", "answers": "none"],
      ],
    ]
    let messages = (try type.validate(bad).arrayValue ?? []).map { $0["message"].stringValue ?? "" }
    #expect(
      messages == [
        "part 1: no answer gives full marks (right = true or percent = 100)",
        "part 2: a choice needs at least 2 options",
        "part 3, answer 1: value must be a number (or text = \"*\" for any number)",
        "part 4: kind must be \"short\", \"number\" or \"choice\"",
        "part 5: answers must be a non-empty list",
        "{#1} is in the text twice", "the text has no {#2} for part 2",
        "the text has no {#4} for part 4", "the text has no {#5} for part 5",
      ])
    #expect(try type.validate(q) == [])
  }

  @Test("shape: the parts with their defaults")
  func shape() throws {
    let shape = try type.plugin.call("shape", [q])
    #expect(shape["kind"] == "parts")
    let parts = shape["parts"].arrayValue ?? []
    #expect(parts.map { $0["weight"] } == [1, 2, 1])
    #expect(parts[1]["answers"].arrayValue?[0]["tolerance"] == 0.1)
    #expect(parts.map { $0["multiple"] } == [false, false, false])
  }
}
