import Foundation
import LuaHost
import QuizCore
import Testing

@Suite("fill: several blanks")
struct FillTests {
  let type: QuestionType
  let q = sampleQuestions["fill"]!

  init() throws { type = try QuestionType("fill") }

  private func filled(_ q: Value, _ values: [String]) throws -> Value {
    try type.play(
      q,
      values.enumerated().map {
        ["op": "input", "field": .string("\($0 + 1)"), "text": .string($1)]
      })
  }

  @Test("S3.4: one input per blank; the grade is the share of right blanks")
  func blanks() throws {
    #expect(try type.initial(q) == ["values": ["", ""]])
    let half = try filled(q, ["远方", "大海"])
    #expect(half == ["values": ["远方", "大海"]])
    #expect(try type.complete(q, half))
    #expect(try type.grade(q, half) == grade(0.5, "partial"))
    #expect(try type.summary(q, half) == "远方; 大海")
    let one = try filled(q, ["远方", "  "])
    #expect(try type.complete(q, one) == false)
    #expect(try type.summary(q, one) == "远方; _")
    #expect(
      type.actError(q, one, ["op": "input", "field": "3", "text": "x"])
        == "input: there is no blank \"3\" (blanks are \"1\"..\"2\")")
  }

  @Test("S3.4: any alternative of a blank is right")
  func alternatives() throws {
    #expect(try type.grade(q, try filled(q, ["远方", "风雨"])) == grade(1.0, "right"))
    #expect(try type.grade(q, try filled(q, ["远方", "风雨兼程"])) == grade(1.0, "right"))
    #expect(try type.grade(q, try filled(q, ["远", "风"])) == grade(0.0, "wrong"))
  }

  @Test("case, whitespace and full-width forms fold unless the question says otherwise")
  func folding() throws {
    let english: Value = [
      "text": "___ ___ ___", "blanks": ["Hello World", ["colour", "color"], "C++"],
    ]
    let typed = ["ＨＥＬＬＯ　  world ", "COLOR", "Ｃ＋＋"]
    #expect(try type.grade(english, try filled(english, typed)) == grade(1.0, "right"))
    let caseSensitive = with(english, "case_sensitive", true)
    #expect(
      try type.grade(caseSensitive, try filled(caseSensitive, typed))
        == grade(1.0 / 3.0, "partial"))
    #expect(
      try type.grade(caseSensitive, try filled(caseSensitive, ["Hello  World", "color", "C++"]))
        == grade(1.0, "right"))
    let noWidth = with(english, "fold_width", false)
    #expect(try type.grade(noWidth, try filled(noWidth, typed)) == grade(1.0 / 3.0, "partial"))
    let noSpace = with(english, "fold_whitespace", false)
    #expect(
      try type.grade(noSpace, try filled(noSpace, ["hello  world", " color", "c++"]))
        == grade(1.0 / 3.0, "partial"))
  }

  @Test("a hint fills the first blank that is not right")
  func hint() throws {
    let state = try filled(q, ["远方", "大海"])
    let result = try type.hint(q, state)
    #expect(result == ["state": ["values": ["远方", "风雨兼程"]], "message": "Blank 2: 风雨兼程"])
    #expect(try type.hint(q, result["state"]) == .null)
  }

  @Test("S3.7: view and analysis")
  func viewAndAnalysis() throws {
    let state = try filled(q, ["远方", ""])
    let widgets = try type.view(q, state, ["revealed": true])
    #expect(widgets.map { $0["type"] } == ["text", "text", "inputs", "feedback", "text"])
    #expect(widgets[1] == ["type": "text", "style": "body", "text": "既然选择了____，便只顾____。"])
    #expect(
      widgets[2]
        == [
          "type": "inputs", "id": "blanks",
          "fields": [
            ["id": "1", "label": "Blank 1", "value": "远方"],
            ["id": "2", "label": "Blank 2", "value": ""],
          ],
        ])
    #expect(
      widgets[3] == [
        "type": "feedback", "verdict": "partial", "text": "Answer: 远方; 风雨兼程 (or 风雨)",
        "reveal": true,
      ])
    #expect(
      try type.analysis(q, try type.initial(q))
        == [
          "correct": "远方; 风雨兼程 (or 风雨)", "explanation": q["explanation"], "verdict": "unanswered",
        ])
  }

  @Test("validation names every problem")
  func validation() throws {
    #expect(try type.validate(q) == [])
    let bad: Value = ["text": "t", "blanks": ["a", [], ["b", 2], "  "], "labels": ["one"]]
    #expect(
      try type.validate(bad) == [
        problem("blanks", "blank 2 must be a string with some text, or a list of them"),
        problem("blanks", "blank 3 must be a string with some text, or a list of them"),
        problem("blanks", "blank 4 must be a string with some text, or a list of them"),
        problem("labels", "labels must be one string per blank"),
      ])
    #expect(
      try type.validate(["text": "t", "blanks": ["a"], "fold_width": "yes"]) == [
        problem("fold_width", "fold_width must be true or false, not a string")
      ])
    #expect(
      try type.validate(["blanks": []]) == [
        problem("blanks", "blanks must be a non-empty list"),
        problem("text", "text is required: a string"),
      ])
  }
}

@Suite("short: free text graded by keywords")
struct ShortTests {
  let type: QuestionType
  let q = sampleQuestions["short"]!

  init() throws { type = try QuestionType("short") }

  private func answered(_ text: String) throws -> Value {
    try type.play(q, [["op": "input", "field": "answer", "text": .string(text)]])
  }

  @Test("S3.4: the grade is the share of keywords found, alternatives included")
  func keywords() throws {
    #expect(try type.initial(q) == ["text": "", "hints": []])
    #expect(try type.grade(q, try answered("它是全局的，在静态区")) == grade(2.0 / 3.0, "partial"))
    #expect(try type.grade(q, try answered("不捕获变量的全局 block 在静态区")) == grade(1.0, "right"))
    #expect(try type.grade(q, try answered("不知道")) == grade(0.0, "wrong"))
    #expect(try type.complete(q, try answered(" \n ")) == false)
    #expect(
      type.actError(q, try type.initial(q), ["op": "input", "field": "value", "text": "x"])
        == "input: there is no field \"value\" (use \"answer\")")
  }

  @Test("keywords match with the same folding as fill")
  func folding() throws {
    let english: Value = [
      "text": "Why?", "reference": "Because the Block is GLOBAL.",
      "keywords": ["block", "global"],
    ]
    let state = try type.play(
      english, [["op": "input", "field": "answer", "text": "ＢＬＯＣＫ is global"]])
    #expect(try type.grade(english, state) == grade(1.0, "right"))
    let strict = with(with(english, "case_sensitive", true), "keywords", ["Block", "GLOBAL"])
    #expect(try type.grade(strict, state) == grade(0.0, "wrong"))
  }

  @Test("a hint names a missing keyword once")
  func hint() throws {
    let state = try answered("全局")
    let first = try type.hint(q, state)
    #expect(first == ["state": ["text": "全局", "hints": ["没有捕获"]], "message": "Mention \"没有捕获\""])
    let second = try type.hint(q, first["state"])
    #expect(second["state"]["hints"] == ["没有捕获", "静态"])
    #expect(try type.hint(q, second["state"]) == .null)
    let view = try type.view(q, second["state"])
    #expect(view.contains(["type": "text", "style": "muted", "text": "Mention: 没有捕获, 静态"]))
  }

  @Test("S3.2, S3.7: view with code, and an analysis with the reference")
  func viewAndAnalysis() throws {
    let state = try answered("全局")
    let widgets = try type.view(q, state, ["verdict": "partial", "revealed": true])
    #expect(
      widgets.map { $0["type"] } == ["text", "text", "code", "textarea", "feedback", "feedback"])
    #expect(widgets[0] == ["type": "text", "style": "accent", "text": "Short answer"])
    #expect(widgets[2] == ["type": "code", "text": q["code"], "language": "objc"])
    #expect(
      widgets[3]
        == ["type": "textarea", "id": "answer", "value": "全局", "placeholder": "Your answer"])
    #expect(widgets[4] == ["type": "feedback", "verdict": "partial", "text": "Partly right (33%)"])
    #expect(
      try type.analysis(q, state)
        == ["correct": q["reference"], "explanation": "", "verdict": "partial"])
    #expect(
      try type.summary(q, try answered(String(repeating: "长", count: 70))).stringValue?.count == 60)
  }

  @Test("validation names every problem")
  func validation() throws {
    #expect(try type.validate(q) == [])
    let bad: Value = ["text": "t", "reference": "the sky is blue", "keywords": ["sky", "", "red"]]
    #expect(
      try type.validate(bad) == [
        problem("keywords", "keyword 2 must be a string with some text, or a list of them"),
        problem("reference", "the reference does not mention keyword 3 (\"red\")"),
      ])
    #expect(
      try type.validate(["text": "t"]) == [
        problem("keywords", "keywords is required: a list"),
        problem("reference", "reference is required: a string"),
      ])
  }
}
