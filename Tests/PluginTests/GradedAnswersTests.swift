import QuizCore
import Testing

/// Answers graded as Moodle grades a short answer, a number and a one-answer choice: the first
/// answer matched gives its grade and its feedback; case is told apart in every alphabet.
@Suite("Graded answers: fill, numeric and single as Moodle grades them")
struct GradedAnswersTests {
  @Test("fill: the first answer a blank matches gives its grade and feedback, in order")
  func fillGraded() throws {
    let type = try QuestionType("fill")
    let q: Value = [
      "text": "Who is buried in Grant's tomb?",
      "blanks": [
        [
          ["text": "no one", "right": true, "feedback": "Yes"],
          ["text": "nobody", "percent": 50, "feedback": "Almost"],
          ["text": "Grant", "feedback": "No"],
          "nobody at all",
        ]
      ],
    ]
    #expect(try type.validate(q) == [])
    func typed(_ text: String) throws -> Value {
      try type.play(q, [["op": "input", "field": "1", "text": .string(text)]])
    }
    #expect(try type.grade(q, typed("No One")) == grade(1.0, "right"))
    #expect(try type.plugin.call("feedback", [q, typed("no one")]) == ["Yes"])
    #expect(try type.grade(q, typed("nobody")) == grade(0.5, "partial"))
    #expect(try type.plugin.call("feedback", [q, typed("nobody")]) == ["Almost"])
    #expect(try type.grade(q, typed("grant")) == grade(0.0, "wrong"))
    #expect(try type.plugin.call("feedback", [q, typed("grant")]) == ["No"])
    #expect(try type.grade(q, typed("nobody at all")) == grade(1.0, "right"))
    #expect(try type.plugin.call("feedback", [q, typed("Lincoln")]) == [])
    // Hints, the solution and the answer shown give an answer of full marks.
    #expect(try type.solve(q) == [["op": "input", "field": "1", "text": "no one"]])
    #expect(try type.analysis(q, typed("x"))["correct"] == "no one (or nobody at all)")
    let shape = try type.plugin.call("shape", [q])
    #expect(shape["blanks"] == [["no one", "nobody at all"]])
    #expect(shape["blank_answers"].arrayValue?.first?.arrayValue?.count == 4)
  }

  @Test("fill: graded answers are checked, and one must give full marks")
  func fillGradedChecked() throws {
    let type = try QuestionType("fill")
    let none: Value = ["text": "?", "blanks": [[["text": "a", "percent": 50]]]]
    #expect(
      try type.validate(none)
        == [
          problem(
            "blanks",
            "blank 1: no answer gives full marks (a string, right = true or percent = 100)")
        ]
    )
    let bad: Value = ["text": "?", "blanks": [["a", ["text": "b", "percent": 150]]]]
    #expect(
      try type.validate(bad)
        == [problem("blanks", "blank 1, answer 2: percent must be a number from -100 to 100")])
  }

  @Test("case is told apart in every alphabet, as Moodle's match (Über, ΟΔΥΣΣΕΥΣ, Ёлка)")
  func unicodeCase() throws {
    let type = try QuestionType("fill")
    let q: Value = ["text": "?", "blanks": ["Über", "ΟΔΥΣΣΕΥΣ", "Ёлка", "ĄŁ", "Đà Nẵng"]]
    let typed = ["über", "οδυσσευς", "ёлка", "ął", "đÀ nẴng"]
    let state = try type.play(
      q,
      typed.enumerated().map { index, text in
        ["op": "input", "field": .string("\(index + 1)"), "text": .string(text)]
      })
    #expect(try type.grade(q, state) == grade(1.0, "right"))
    let sensitive = with(q, "case_sensitive", true)
    #expect(try type.grade(sensitive, state) == grade(0.0, "wrong"))
    // Letters of different words stay apart, and Chinese is as typed.
    let short = try QuestionType("short")
    let keywords: Value = ["text": "?", "reference": "Ärger über 中文", "keywords": ["ärger", "中文"]]
    let answer = try short.play(
      keywords, [["op": "input", "field": "answer", "text": "ÄRGER, 中文"]])
    #expect(try short.grade(keywords, answer)["verdict"] == "right")
  }

  @Test("numeric: answers in order, the first holding the number gives grade and feedback")
  func numericAnswers() throws {
    let type = try QuestionType("numeric")
    let q: Value = [
      "text": "Grant was born in?", "value": 1822,
      "answers": [
        ["value": 1822, "right": true, "feedback": "Correct"],
        ["value": 1822, "tolerance": 2, "percent": 50, "feedback": "Close"],
        ["text": "*", "feedback": "No"],
      ],
    ]
    #expect(try type.validate(q) == [])
    func typed(_ text: String) throws -> Value {
      try type.play(q, [["op": "input", "field": "value", "text": .string(text)]])
    }
    #expect(try type.grade(q, typed("1822")) == grade(1.0, "right"))
    #expect(try type.plugin.call("feedback", [q, typed("1822")]) == "Correct")
    #expect(try type.grade(q, typed("1821")) == grade(0.5, "partial"))
    #expect(try type.plugin.call("feedback", [q, typed("1823,5")]) == "Close")
    #expect(try type.grade(q, typed("1900")) == grade(0.0, "wrong"))
    #expect(try type.plugin.call("feedback", [q, typed("1900")]) == "No")
    // As Moodle: 3 is within 2 ± 1, the first answer, so it is worth that answer's 50%.
    let first: Value = [
      "text": "?", "value": 3,
      "answers": [["value": 2, "tolerance": 1, "percent": 50], ["value": 3, "right": true]],
    ]
    #expect(
      try type.grade(first, try type.play(first, [["op": "input", "field": "value", "text": "3"]]))
        == grade(0.5, "partial"))
    let none: Value = ["text": "?", "value": 1, "answers": [["value": 1, "percent": 50]]]
    #expect(
      try type.validate(none)
        == [problem("answers", "no answer gives full marks (right = true or percent = 100)")])
  }

  @Test("single: a partly right option is worth its weight, as Moodle's ~%50%")
  func singlePartial() throws {
    let type = try QuestionType("single")
    let q: Value = [
      "text": "?", "answer": "A",
      "options": [
        ["key": "A", "text": "right"], ["key": "B", "text": "half", "weight": 0.5],
        ["key": "C", "text": "costly", "weight": -0.5], ["key": "D", "text": "wrong"],
      ],
    ]
    #expect(try type.validate(q) == [])
    func picked(_ key: String) throws -> Value {
      try type.grade(q, try type.play(q, [["op": "select", "key": .string(key)]]))
    }
    #expect(try picked("A") == grade(1.0, "right"))
    #expect(try picked("B") == grade(0.5, "partial"))
    #expect(try picked("C") == grade(0.0, "wrong"))
    #expect(try picked("D") == grade(0.0, "wrong"))
    let bad = with(q, "answer", "B")
    #expect(
      try type.validate(bad)
        == [problem("options", "the weight of option \"B\" must be 1 (it is the answer)")])
  }
}
