import LuaHost
import QuizCore
import Testing

/// What a newcomer's first mistakes in a type of plugin API 2 are told: a view that is one
/// widget rather than a list of them, and a `grade` that returns nothing.
@Suite("Plugin API 2: a view or grade of the wrong shape is named, never taken silently")
struct API2ViewShapeTests {
  let random = SeededRandom(seed: 1)
  let question: Value = [
    "id": "q1", "type": "pick", "text": "Say b", "answer": "b", "words": ["a", "b"],
  ]

  func type(replacing old: String, with new: String) throws -> LuaQuestionType {
    let source = pickType.replacingOccurrences(of: old, with: new)
    #expect(source != pickType, "the replaced text is no longer in pickType")
    return try LuaQuestionType(
      plugin: LuaPlugin(id: "pick", source: source, chunkName: "pick.lua", limits: testLimits))
  }

  /// The failure `widgets` raises for the type's view of its initial state, in words.
  func viewFailure(_ type: LuaQuestionType) throws -> String? {
    let state = try type.initialState(for: question, random: random)
    do {
      _ = try type.widgets(state, question: question, info: ViewInfo(), random: random)
      return nil
    } catch {
      guard case .pluginFailed(_, let failure) = error else { return nil }
      return failure.description
    }
  }

  @Test("a view that returns one widget, not a list of widgets, is refused by name")
  func oneWidgetIsNotAView() throws {
    let type = try type(
      replacing: "return { { type = \"inputs\", id = \"word\", fields = fields } }",
      with: "return { type = \"inputs\", id = \"word\", fields = fields }")
    let message = try viewFailure(type)
    #expect(
      message?.contains("view must return a list of widgets, not a map") == true,
      "\(message ?? "no failure")")
  }

  @Test("a view list with a hole is refused, not cut at the hole")
  func viewWithAHoleIsRefused() throws {
    let type = try type(
      replacing: "return { { type = \"inputs\", id = \"word\", fields = fields } }",
      with:
        "return { [1] = { type = \"text\", text = \"a\" }, [3] = { type = \"inputs\", id = \"word\", fields = fields } }"
    )
    #expect(try viewFailure(type) != nil)
  }

  @Test("an action of solve that act refuses is named as such by the default analysis")
  func refusedSolveActionIsNamed() throws {
    let type = try type(
      replacing: "solve = function(q) return { { op = \"say\", word = q.answer } } end",
      with: "solve = function(q) return { { op = \"say\", word = \"zzz\" } } end")
    let state = try type.initialState(for: question, random: random)
    #expect {
      _ = try type.widgets(
        state, question: question, info: ViewInfo(revealed: true), random: random)
    } throws: { error in
      guard case .pluginFailed(_, let failure) = error as? QuizError else { return false }
      let message = failure.description
      return message.contains("action 1 of solve (say) failed")
        && message.contains("say: no such word")
    }
  }

  @Test("grade returning nothing says what an API-2 grade may return")
  func gradeReturningNilSaysTheShortForms() throws {
    let type = try type(
      replacing: "grade = function(q, state) return state.word == q.answer end",
      with: "grade = function(q, state) return nil end")
    let state = try type.initialState(for: question, random: random)
    #expect {
      _ = try type.grade(state, question: question, random: random)
    } throws: { error in
      guard case .pluginFailed(_, let failure) = error as? QuizError else { return false }
      let message = failure.description
      return message.contains("true, false, a fraction") && message.hasSuffix("not nil")
    }
  }
}
