import Foundation
import LuaHost
import QuizCore
import Testing

@Suite("match: each item goes with one answer")
struct MatchTests {
  let type: QuestionType
  let q = sampleQuestions["match"]!

  init() throws { type = try QuestionType("match") }

  private func select(_ key: String) -> Value { ["op": "select", "key": .string(key)] }

  @Test("answers take letters scrambled from their texts; a choice key is item and letter")
  func view() throws {
    let state = try type.initial(q)
    #expect(state == ["chosen": ["", "", ""], "rows": [1, 2, 3]])
    let widgets = try type.view(q, try type.act(q, state, select("2B")))
    #expect(
      widgets.map { $0["type"] }
        == ["text", "text", "text", "choices", "text", "choices", "text", "choices"])
    #expect(widgets[4] == ["type": "text", "text": "dog", "style": "label"])
    #expect(
      widgets[5]
        == [
          "type": "choices", "id": "item2", "multiple": false,
          "choices": [
            ["key": "2A", "text": "quack", "selected": false],
            ["key": "2B", "text": "woof", "selected": true],
            ["key": "2C", "text": "meow", "selected": false],
            ["key": "2D", "text": "moo", "selected": false],
          ],
        ])
  }

  @Test("each right pair counts equally, as Moodle grades matching")
  func grading() throws {
    let none = try type.initial(q)
    #expect(try type.complete(q, none) == false)
    #expect(try type.analysis(q, none)["verdict"] == "unanswered")
    let one = try type.play(q, [select("1C")])
    #expect(try type.grade(q, one) == grade(1.0 / 3, "partial"))
    #expect(try type.complete(q, one) == false)
    let wrong = try type.play(q, [select("1A"), select("2A"), select("3C")])
    #expect(try type.grade(q, wrong) == grade(0.0, "wrong"))
    #expect(try type.complete(q, wrong))
    let two = try type.play(q, [select("1C"), select("2B"), select("3A")])
    #expect(try type.grade(q, two) == grade(2.0 / 3, "partial"))
    #expect(try type.summary(q, two) == "cat → meow; dog → woof; cow → quack")
    let right = try type.play(q, try type.solve(q))
    #expect(try type.grade(q, right) == grade(1.0, "right"))
    #expect(try type.solve(q) == [select("1C"), select("2B"), select("3D")])
    #expect(
      try type.analysis(q, two)
        == [
          "correct": "cat → meow; dog → woof; cow → moo", "explanation": "", "verdict": "partial",
        ]
    )
  }

  @Test("a key that names no item or no answer is refused")
  func refused() throws {
    let state = try type.initial(q)
    for key in ["4A", "0A", "1E", "A", "1", "x1A"] {
      #expect(type.actError(q, state, select(key)) == "select: there is no choice \"\(key)\"")
    }
  }

  @Test("a hint matches the first item shown that is not right")
  func hint() throws {
    let state = try type.play(q, [select("1C"), select("2A")])
    let result = try type.hint(q, state)
    #expect(result["message"] == "\"dog\" goes with \"woof\"")
    #expect(result["state"]["chosen"] == ["C", "B", ""])
    #expect(try type.hint(q, try type.play(q, try type.solve(q))) == .null)
  }

  @Test("shuffle draws the order of the items with the seeded generator")
  func shuffle() throws {
    let shuffled = with(q, "shuffle", true)
    var seen: Set<Value> = []
    for seed in UInt64(0)..<20 {
      let state = try type.initial(shuffled, seed: seed)
      #expect(try type.initial(shuffled, seed: seed) == state)
      seen.insert(state["rows"])
    }
    #expect(seen.count > 3)
    #expect(
      try type.grade(shuffled, try type.play(shuffled, try type.solve(shuffled), seed: 7))
        == grade(1.0, "right"))
  }

  @Test("validation names every problem")
  func validation() throws {
    #expect(try type.validate(q) == [])
    #expect(
      try type.validate([
        "text": "t", "pairs": [["left": "a", "right": ""], ["left": "b", "right": "x"]],
        "distractors": ["x", ""],
      ]) == [
        problem("pairs", "pair 1 must be {left = \"...\", right = \"...\"}, both non-empty"),
        problem("distractors", "distractor 1, \"x\", is also a right answer"),
        problem("distractors", "distractor 2 is empty"),
      ])
    #expect(
      try type.validate(["text": "t", "pairs": []]) == [
        problem("pairs", "pairs must be a non-empty list")
      ])
  }
}
