import LuaHost
import QuizCore
import Testing

/// Moodle's short-answer wildcard, as `fill` and `short` read it with `wildcards = true`.
@Suite("wildcards: a * in an answer stands for any text")
struct WildcardTests {
  let fill: QuestionType
  let short: QuestionType

  init() throws {
    fill = try QuestionType("fill")
    short = try QuestionType("short")
  }

  private func typed(_ q: Value, _ text: String) throws -> Value {
    try fill.grade(q, try fill.play(q, [["op": "input", "field": "1", "text": .string(text)]]))
  }

  @Test("fill: the whole answer must match, the stars standing for any text or none")
  func fillWildcards() throws {
    let q: Value = [
      "text": "How are files sorted? _____", "blanks": [["*manually*", "by d*e", #"a\*b"#]],
      "wildcards": true,
    ]
    for answer in ["manually", "Manually, of course", "I sort them manually", "by date", "A*B"] {
      #expect(try typed(q, answer) == grade(1.0, "right"), "\(answer)")
    }
    for answer in ["manual", "by dates", "ab", "aXb", "sorted by date"] {
      #expect(try typed(q, answer) == grade(0.0, "wrong"), "\(answer)")
    }
    let literal = with(q, "wildcards", false)
    #expect(try typed(literal, "manually") == grade(0.0, "wrong"))
    #expect(try typed(literal, "*manually*") == grade(1.0, "right"))
  }

  @Test("fill: the solution and hints type an answer the pattern accepts")
  func fillSolution() throws {
    let q: Value = ["text": "_____", "blanks": ["*manually*"], "wildcards": true]
    #expect(try fill.solve(q) == [["op": "input", "field": "1", "text": "manually"]])
    #expect(try fill.hint(q, try fill.initial(q))["message"] == "Blank 1: manually")
  }

  @Test("short: a keyword with stars is mentioned when its pieces come in order")
  func shortWildcards() throws {
    let q: Value = [
      "text": "What does a compiler do?", "reference": "It translates source code.",
      "keywords": ["transl*", "source*code"], "wildcards": true,
    ]
    #expect(try short.validate(q) == [])
    let state = try short.play(
      q, [["op": "input", "field": "answer", "text": "translating the source of the code"]])
    #expect(try short.grade(q, state) == grade(1.0, "right"))
    let half = try short.play(q, [["op": "input", "field": "answer", "text": "code source"]])
    #expect(try short.grade(q, half) == grade(0.0, "wrong"))
  }
}
