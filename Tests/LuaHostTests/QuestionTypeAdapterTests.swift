import LuaHost
import QuizCore
import Testing

@Suite("Question-type plugins through QuizCore's protocol")
struct QuestionTypeAdapterTests {
  /// A type whose `grade` returns whatever the state asks for, to try every shape of result.
  let source = """
    local function none() return nil end
    return {
      kind = "question-type", id = "echo-grade", api = 1, name = "Echo grade",
      validate = function() return {} end,
      init = function() return {} end,
      act = function(_, state) return state end,
      complete = function() return true end,
      grade = function(q, state)
        if state.fail then error("grade exploded") end
        return state.grade
      end,
      hint = none, analysis = none, view = function() return {} end,
      solve = function() return {} end, summary = function() return "" end,
    }
    """

  func grade(_ state: Value) throws(QuizError) -> Grade {
    let plugin = try! LuaPlugin(id: "echo-grade", source: source, chunkName: "echo-grade.lua")
    let type = try! LuaQuestionType(plugin: plugin)
    return try type.grade(state, question: ["id": "q1"], random: SeededRandom(seed: 1))
  }

  func failure(_ state: Value) -> String? {
    do {
      let result = try grade(state)
      Issue.record("expected a failure, got \(result)")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("grade reads its fraction and verdict, and clamps the fraction to 0...1")
  func gradeFields() throws {
    #expect(
      try grade(["grade": ["fraction": 0.5, "verdict": "partial"]])
        == Grade(fraction: 0.5, verdict: .partial))
    #expect(
      try grade(["grade": ["fraction": 1, "verdict": "right"]])
        == Grade(fraction: 1, verdict: .right))
    #expect(
      try grade(["grade": ["fraction": 3.5, "verdict": "right"]])
        == Grade(fraction: 1, verdict: .right))
    #expect(
      try grade(["grade": ["fraction": -2, "verdict": "wrong"]])
        == Grade(fraction: 0, verdict: .wrong))
  }

  @Test("a partial grade of fraction inf or NaN is refused, never scored as full marks")
  func infiniteFractionRefused() {
    for fraction in [Double.infinity, -.infinity, .nan] {
      let message = failure(["grade": ["fraction": .double(fraction), "verdict": "partial"]])
      #expect(
        message?.hasPrefix("plugin 'echo-grade' failed: grade's fraction must be a finite number")
          == true, "\(String(describing: message))")
    }
  }

  @Test("a grade of the wrong shape, or a failing grade, is a clear plugin failure")
  func badGrades() {
    let expected =
      "plugin 'echo-grade' failed: grade must return {fraction = 0..1, verdict = "
      + "\"right\"|\"partial\"|\"wrong\"}, not "
    #expect(failure([:]) == expected + "nil")
    #expect(
      failure(["grade": ["fraction": "half", "verdict": "right"]])
        == "plugin 'echo-grade' failed: grade's fraction must be a finite number from 0 to 1, not a string"
    )
    // A verdict outside the three is named, with the three.
    #expect(
      failure(["grade": ["fraction": 1, "verdict": "correct"]])
        == "plugin 'echo-grade' failed: grade returned verdict = \"correct\": a verdict is one of "
        + "\"right\", \"partial\", \"wrong\"")
    #expect(failure(["grade": [1, 2]]) == expected + "an array")
    // The plugin is named once, then the place and the message.
    #expect(
      failure(["fail": true]) == "plugin 'echo-grade' failed: echo-grade.lua:9: grade exploded")
  }
}
