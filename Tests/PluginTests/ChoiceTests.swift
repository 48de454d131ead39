import Foundation
import LuaHost
import QuizCore
import Testing

@Suite("single: one choice")
struct SingleTests {
  let type: QuestionType
  let q = sampleQuestions["single"]!

  init() throws { type = try QuestionType("single") }

  @Test("S3.1: options \"A：...\", \"A:...\", plain strings and {key, text} are all keyed")
  func optionForms() throws {
    let mixed: Value = [
      "text": "Pick", "answer": "B",
      "options": ["A: one", "two", ["key": "X", "text": "ten"], "D ： four"],
    ]
    #expect(try type.validate(mixed) == [])
    let choices = type.widget("choices", in: try type.view(mixed, try type.initial(mixed)))
    #expect(
      choices?["choices"] == [
        ["key": "A", "text": "one", "selected": false],
        ["key": "B", "text": "two", "selected": false],
        ["key": "X", "text": "ten", "selected": false],
        ["key": "D", "text": "four", "selected": false],
      ])
  }

  @Test("an option's text keeps U+3000: Lua's %s trims ASCII spaces only (export agrees)")
  func ideographicSpaceKept() throws {
    let q: Value = ["text": "Capital?", "answer": "A", "options": ["A：　東京", "B: 大阪"]]
    let choices = type.widget("choices", in: try type.view(q, try type.initial(q)))
    #expect(choices?["choices"].arrayValue?.first?["text"] == "\u{3000}東京")
  }

  @Test("S3.3: select picks one option; the last one selected counts")
  func select() throws {
    var state = try type.initial(q)
    #expect(state == ["choice": "", "ruled_out": []])
    #expect(try type.complete(q, state) == false)
    state = try type.act(q, state, ["op": "select", "key": "B"])
    #expect(state == ["choice": "B", "ruled_out": []])
    #expect(try type.grade(q, state) == grade(0.0, "wrong"))
    state = try type.act(q, state, ["op": "select", "key": "A"])
    #expect(try type.complete(q, state))
    #expect(try type.grade(q, state) == grade(1.0, "right"))
    #expect(try type.summary(q, state) == "A: 星期三")
    #expect(
      type.actError(q, state, ["op": "select", "key": "Z"]) == "select: there is no option \"Z\"")
    #expect(
      type.actError(q, state, ["op": "toggle", "key": "A"])
        == "single: unknown action \"toggle\" (use select)")
  }

  @Test("a hint rules out one wrong option, down to two")
  func hint() throws {
    let state = try type.play(q, [["op": "select", "key": "C"]])
    let result = try type.hint(q, state)
    let out = try #require(result["state"]["ruled_out"].arrayValue)
    #expect(out.count == 1)
    #expect(out == ["B"] || out == ["C"])
    #expect(result["message"] == .string("\"\(out[0].stringValue!)\" is not the answer"))
    // A ruled-out selection is dropped, and the option can no longer be chosen.
    #expect(result["state"]["choice"] == (out == ["C"] ? "" : "C"))
    #expect(
      type.actError(q, result["state"], ["op": "select", "key": out[0]])
        == "select: option \"\(out[0].stringValue!)\" was ruled out by a hint")
    let choices = type.widget("choices", in: try type.view(q, result["state"]))
    #expect(choices?["choices"].arrayValue?.count == 2)
    #expect(try type.hint(q, result["state"]) == .null)
  }

  @Test("S3.2, S3.7: view and analysis")
  func viewAndAnalysis() throws {
    let state = try type.play(q, [["op": "select", "key": "B"]])
    let widgets = try type.view(q, state, ["verdict": "wrong", "revealed": true])
    #expect(
      widgets.map { $0["type"] } == ["text", "text", "choices", "feedback", "feedback", "text"])
    #expect(widgets[0] == ["type": "text", "style": "accent", "text": "Single choice"])
    #expect(widgets[1] == ["type": "text", "style": "body", "text": q["text"]])
    #expect(widgets[2]["multiple"] == false)
    #expect(widgets[2]["choices"].arrayValue?[1] == ["key": "B", "text": "星期四", "selected": true])
    #expect(widgets[3] == ["type": "feedback", "verdict": "wrong", "text": "Wrong"])
    #expect(
      widgets[4] == [
        "type": "feedback", "verdict": "wrong", "text": "Answer: A: 星期三", "reveal": true,
      ])
    #expect(
      try type.analysis(q, state)
        == ["correct": "A: 星期三", "explanation": q["explanation"], "verdict": "wrong"])
    #expect(try type.analysis(q, try type.initial(q))["verdict"] == "unanswered")
  }

  @Test("validation names every problem")
  func validation() throws {
    #expect(try type.validate(q) == [])
    // The type's own checks run once the schema's pass.
    #expect(
      try type.validate(["options": "A"]) == [
        problem("answer", "answer is required: a string"),
        problem("options", "options must be a list, not a string"),
        problem("text", "text is required: a string"),
      ])
    let bad: Value = ["text": "t", "options": ["A: x", "A: y", 7], "answer": "C"]
    #expect(
      try type.validate(bad) == [
        problem("options", "option 2 repeats the key \"A\""),
        problem("options", "option 3 must be a string or {key = ..., text = ...}"),
        problem("answer", "answer \"C\" is not the key of an option"),
      ])
    #expect(
      try type.validate(["text": "t", "options": ["only"], "answer": "A"]) == [
        problem("options", "a choice needs at least 2 options")
      ])
  }
}

@Suite("multiple: several choices with partial credit")
struct MultipleTests {
  let type: QuestionType
  let q = sampleQuestions["multiple"]!

  init() throws { type = try QuestionType("multiple") }

  private func toggled(_ q: Value, _ keys: [String]) throws -> Value {
    try type.play(q, keys.map { ["op": "toggle", "key": .string($0)] })
  }

  @Test("S3.3: toggle adds and removes keys, kept in option order")
  func toggle() throws {
    var state = try toggled(q, ["C", "A", "B"])
    #expect(state == ["selected": ["A", "B", "C"], "ruled_out": []])
    state = try type.act(q, state, ["op": "toggle", "key": "B"])
    #expect(state == ["selected": ["A", "C"], "ruled_out": []])
    #expect(try type.grade(q, state) == grade(1.0, "right"))
    #expect(try type.summary(q, state) == "AC")
    #expect(try type.complete(q, try type.initial(q)) == false)
  }

  @Test("default weights: each right key adds 1/n, each wrong key takes 1/n away")
  func defaultWeights() throws {
    #expect(try type.grade(q, try toggled(q, ["A"])) == grade(0.5, "partial"))
    #expect(try type.grade(q, try toggled(q, ["A", "C", "B"])) == grade(0.5, "partial"))
    #expect(try type.grade(q, try toggled(q, ["A", "B"])) == grade(0.0, "wrong"))
    #expect(try type.grade(q, try toggled(q, ["B", "D", "E"])) == grade(0.0, "wrong"))
    let list = with(q, "answer", ["A", "C"])
    #expect(try type.grade(list, try toggled(list, ["C"])) == grade(0.5, "partial"))
  }

  @Test("weights per option, negative ones too, and the sum clamped to [0, 1]")
  func weightedPartialCredit() throws {
    let weighted: Value = [
      "text": "Which are right?", "answer": "AC",
      "options": [
        ["key": "A", "text": "right", "weight": 0.75],
        ["key": "B", "text": "wrong", "weight": -0.75],
        ["key": "C", "text": "right", "weight": 0.5],
        ["key": "D", "text": "wrong"],
      ],
    ]
    #expect(try type.validate(weighted) == [])
    #expect(try type.grade(weighted, try toggled(weighted, ["A"])) == grade(0.75, "partial"))
    #expect(try type.grade(weighted, try toggled(weighted, ["C"])) == grade(0.5, "partial"))
    // 0.75 + 0.5 = 1.25, clamped to 1.
    #expect(try type.grade(weighted, try toggled(weighted, ["A", "C"])) == grade(1.0, "right"))
    // A negative weight on a wrong option still takes away: 0.75 + 0.5 - 0.75.
    #expect(
      try type.grade(weighted, try toggled(weighted, ["A", "B", "C"])) == grade(0.5, "partial"))
    // D has the default weight 1/2: 0.5 - 0.75 - 0.5 is clamped to 0.
    #expect(
      try type.grade(weighted, try toggled(weighted, ["C", "B", "D"])) == grade(0.0, "wrong"))
    #expect(try type.grade(weighted, try toggled(weighted, ["B"])) == grade(0.0, "wrong"))
  }

  @Test("Moodle's weights as imported: sum of chosen fractions in [0, 1], 0% costs nothing")
  func moodleWeights() throws {
    // `{~%100%yellow ~%-50%red ~%-50%blue ~green}` as GIFT and Moodle XML import it.
    let moodle: Value = [
      "text": "Between orange and green?", "answer": "A",
      "options": [
        ["key": "A", "text": "yellow", "weight": 1.0],
        ["key": "B", "text": "red", "weight": -0.5],
        ["key": "C", "text": "blue", "weight": -0.5],
        ["key": "D", "text": "green", "weight": 0.0],
      ],
    ]
    #expect(try type.validate(moodle) == [])
    #expect(try type.grade(moodle, try toggled(moodle, ["A", "B"])) == grade(0.5, "partial"))
    #expect(try type.grade(moodle, try toggled(moodle, ["A", "D"])) == grade(1.0, "right"))
    #expect(try type.grade(moodle, try toggled(moodle, ["B", "C"])) == grade(0.0, "wrong"))
  }

  @Test("a Moodle single choice with two answers worth 100%, as imported: either alone is right")
  func moodleSeveralRight() throws {
    // `{=spring =summer ~easter ~%50%fall}`: a wrong one weighs minus the sum of the others.
    let q: Value = [
      "text": "Seasons?", "answer": "ABD",
      "options": [
        ["key": "A", "text": "spring", "weight": 1.0],
        ["key": "B", "text": "summer", "weight": 1.0],
        ["key": "C", "text": "easter", "weight": -2.5],
        ["key": "D", "text": "fall", "weight": 0.5],
      ],
    ]
    #expect(try type.validate(q) == [])
    #expect(try type.grade(q, try toggled(q, ["A"])) == grade(1.0, "right"))
    #expect(try type.grade(q, try toggled(q, ["B"])) == grade(1.0, "right"))
    #expect(try type.grade(q, try toggled(q, ["D"])) == grade(0.5, "partial"))
    #expect(try type.grade(q, try toggled(q, ["C"])) == grade(0.0, "wrong"))
    #expect(try type.grade(q, try toggled(q, ["A", "B", "C", "D"])) == grade(0.0, "wrong"))
  }

  @Test("a hint rules out a wrong option and drops it from the selection")
  func hint() throws {
    var state = try toggled(q, ["A", "B", "D", "E"])
    var ruledOut: Set<Value> = []
    for _ in 0..<3 {
      let result = try type.hint(q, state, seed: UInt64(ruledOut.count + 7))
      state = result["state"]
      let out = try #require(state["ruled_out"].arrayValue)
      #expect(out.count == ruledOut.count + 1)
      ruledOut.insert(out.last!)
    }
    #expect(ruledOut == ["B", "D", "E"])
    #expect(state["selected"] == ["A"])
    #expect(try type.hint(q, state) == .null)
    #expect(
      type.widget("choices", in: try type.view(q, state))?["choices"]
        == [
          ["key": "A", "text": "正确", "selected": true],
          ["key": "C", "text": "正确", "selected": false],
        ])
  }

  @Test("S3.7: view and analysis")
  func viewAndAnalysis() throws {
    let state = try toggled(q, ["A"])
    let widgets = try type.view(q, state, ["verdict": "partial"])
    #expect(widgets.map { $0["type"] } == ["text", "text", "choices", "feedback"])
    #expect(widgets[2]["multiple"] == true)
    #expect(widgets[3] == ["type": "feedback", "verdict": "partial", "text": "Partly right (50%)"])
    #expect(
      try type.analysis(q, state)
        == ["correct": "A: 正确; C: 正确", "explanation": "", "verdict": "partial"])
  }

  @Test("validation names every problem")
  func validation() throws {
    #expect(try type.validate(q) == [])
    let bad: Value = [
      "text": "t", "answer": ["A", "A", "Z"],
      "options": [["key": "A", "text": "a", "weight": "x"], "B: b"],
    ]
    #expect(
      try type.validate(bad) == [
        problem("options", "option 1: weight must be a number"),
        problem("answer", "answer repeats \"A\""),
        problem("answer", "answer \"Z\" is not the key of an option"),
      ])
    let light: Value = [
      "text": "t", "answer": "AB",
      "options": [
        ["key": "A", "text": "a", "weight": 0.25], ["key": "B", "text": "b", "weight": -0.5], "C",
      ],
    ]
    #expect(
      try type.validate(light) == [
        problem("options", "the weight of the right option \"B\" must be above 0"),
        problem("options", "the right options' weights add up to -0.25, so no answer can score 1"),
      ])
    #expect(
      try type.validate(["text": "t", "options": ["a", "b"]]) == [
        problem("answer", "answer must name one or more option keys (\"AC\" or {\"A\", \"C\"})")
      ])
  }
}

@Suite("truefalse: two choices")
struct TrueFalseTests {
  let type: QuestionType
  let q = sampleQuestions["truefalse"]!

  init() throws { type = try QuestionType("truefalse") }

  @Test("S3.3: two choices, T and F, labelled by the question")
  func twoChoices() throws {
    let state = try type.initial(q)
    #expect(state == [])
    let choices = type.widget("choices", in: try type.view(q, state))
    #expect(
      choices
        == [
          "type": "choices", "id": "choice", "multiple": false,
          "choices": [
            ["key": "T", "text": "正确", "selected": false],
            ["key": "F", "text": "错误", "selected": false],
          ],
        ])
    let plain = with(q, "labels", .null)
    let plainChoices = type.widget("choices", in: try type.view(plain, state))
    #expect(plainChoices?["choices"].arrayValue?.map { $0["text"] } == ["True", "False"])
  }

  @Test("select, grade, summary, analysis; no hint")
  func play() throws {
    let wrong = try type.play(q, [["op": "select", "key": "F"]])
    #expect(try type.grade(q, wrong) == grade(0.0, "wrong"))
    #expect(try type.summary(q, wrong) == "错误")
    let right = try type.act(q, wrong, ["op": "select", "key": "T"])
    #expect(try type.grade(q, right) == grade(1.0, "right"))
    #expect(try type.complete(q, right))
    #expect(
      try type.analysis(q, wrong) == ["correct": "正确", "explanation": "", "verdict": "wrong"])
    #expect(!type.plugin.hasFunction("hint"))
    let falseAnswer = with(q, "answer", false)
    #expect(try type.grade(falseAnswer, wrong) == grade(1.0, "right"))
    #expect(
      type.actError(q, wrong, ["op": "select", "key": "A"])
        == "select: there is no option \"A\" (use \"T\" or \"F\")")
  }

  @Test("validation names every problem")
  func validation() throws {
    #expect(try type.validate(q) == [])
    #expect(
      try type.validate(["answer": "A", "labels": ["yes"], "explanation": 1]) == [
        problem("answer", "answer must be true or false, not a string"),
        problem("explanation", "explanation must be a string, not an integer"),
        problem("labels", "labels must have at least 2 items"),
        problem("text", "text is required: a string"),
      ])
  }
}
