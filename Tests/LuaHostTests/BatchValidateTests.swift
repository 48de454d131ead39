import QuizCore
import Testing

@testable import LuaHost

/// An import checks many questions in one call into a type (the prelude's `validate_each`):
/// whatever that call accepts, `validate` alone must accept; whatever it refuses or fails on,
/// the host checks again alone. So the call may refuse more than `validate`, never less, and
/// a failure in it must be the one a call of `validate` would meet.
@Suite("checks in batches: one call accepts only what validate accepts")
struct BatchValidateTests {
  /// A type with an integer field `n`, whose own `validate` is `validate`, after `header`.
  func type(_ validate: String, header: String = "", limits: SandboxLimits = testLimits) throws
    -> LuaQuestionType
  {
    let source = """
      \(header)
      return {
        kind = "question-type", id = "t", api = 2, name = "T",
        fields = { n = { type = "integer", required = true } },
        validate = \(validate),
        actions = { go = function() end },
        grade = function() return true end,
        view = function() return {} end,
        solve = function() return {} end,
      }
      """
    return try LuaQuestionType(
      plugin: LuaPlugin(id: "t", source: source, chunkName: "t.lua", limits: limits))
  }

  /// Questions with `n` from 0.
  func questions(_ count: Int) -> [Value] {
    (0..<count).map { .map(["text": "q", "n": .int(Int64($0))]) }
  }

  /// The error of one call of the batch check of `values`; fails the test when there is none.
  func batchError(
    _ type: LuaQuestionType, _ values: [Value], sourceLocation: SourceLocation = #_sourceLocation
  ) -> PluginError? {
    do {
      let refused = try type.plugin.refusedPositions(type.functions.validate, values[...])
      Issue.record("expected an error, got \(refused)", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  /// The message of the error `validate` of `question` alone fails with.
  func aloneError(_ type: LuaQuestionType, _ question: Value) -> String? {
    do {
      _ = try type.validate(question, random: SeededRandom(seed: 0))
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test("every result of a type's own check: accepted in the batch only when validate accepts")
  func refusesWhatValidateRefuses() throws {
    // By n % 7: nothing, an empty list, a problem, a problem an `__index` hides from `next`,
    // false, a list whose first item is missing, a list of problems of the wrong kind.
    let type = try type(
      """
      function(q)
          local case = q.n % 7
          if case == 0 then return nil end
          if case == 1 then return {} end
          if case == 2 then return { { field = "n", message = "two" } } end
          if case == 3 then
            return setmetatable({}, { __index = function(_, i)
              if i == 1 then return { field = "n", message = "hidden" } end
            end })
          end
          if case == 4 then return false end
          if case == 5 then return { [2] = { field = "n", message = "second" } } end
          return { "not a problem" }
        end
      """)
    var values = questions(21)
    values.append(.map(["text": "q"]))  // `n` missing: the schema refuses it
    values.append(.map(["text": "q", "n": "x"]))
    values.append(.string("not a question"))
    let refused = Set(try #require(type.refusedPositions(values[...])))
    for (index, value) in values.enumerated() {
      let problems = try? type.validate(value, random: SeededRandom(seed: 0))
      if !refused.contains(index) {
        #expect(problems?.isEmpty == true, "question \(index) accepted in the batch")
      }
      if problems?.isEmpty != true {
        #expect(refused.contains(index), "question \(index) refused alone")
      }
    }
    #expect(refused.isSuperset(of: [2, 3, 6, 9, 10, 13, 21, 22, 23]))
    #expect(!refused.contains(0) && !refused.contains(1) && !refused.contains(7))
  }

  @Test("a validate that raises mid-batch fails the batch with its own error, then works again")
  func anErrorMidBatch() throws {
    let type = try type(
      #"function(q) if q.n == 5 then error("five") end return {} end"#)
    let error = try #require(batchError(type, questions(10)))
    #expect(error.kind == .runtime)
    #expect(error.message.hasSuffix("five"), "\(error.message)")
    #expect(error.line == 5)
    #expect(type.refusedPositions(questions(5)[...]) == [])
    #expect(aloneError(type, questions(6)[5])?.hasSuffix(error.message) == true)
  }

  @Test("a validate that keeps state sees each question once, in order")
  func aTypeWithState() throws {
    let type = try type(
      """
      function(q)
          calls = calls + 1
          if calls % 3 == 0 then return { { field = "n", message = "third" } } end
        end
      """,
      header: "local calls = 0")
    #expect(type.refusedPositions(questions(9)[...]) == [2, 5, 8])
    #expect(type.refusedPositions(questions(4)[...]) == [2])
  }

  @Test("a validate that keeps allocating is stopped by the memory limit, in a batch as alone")
  func allocatingForever() throws {
    var limits = testLimits
    limits.instructionBudget = 50_000_000
    let source = #"function(q) while true do kept[#kept + 1] = { q.n, q.n, q.n } end end"#
    let batched = try type(source, header: "local kept = {}", limits: limits)
    let error = try #require(batchError(batched, questions(50)))
    #expect(error.kind == .memoryLimit)
    let alone = try type(source, header: "local kept = {}", limits: limits)
    #expect(aloneError(alone, questions(1)[0])?.contains(error.message) == true)
    #expect(error.message.contains("memory limit"), "\(error.message)")
  }

  @Test("garbage past the memory cap within one batch is collected, not refused")
  func garbageInABatch() throws {
    // 256 questions of 1,500 tables of 4 items: some 45 MB made and dropped, against a
    // cap of 32 MB, while the collector is stopped for the batch.
    let type = try type(
      "function(q) for i = 1, 1500 do local t = { i, i, i, q.n } end end")
    #expect(type.refusedPositions(questions(256)[...]) == [])
    #expect(type.plugin.memoryUsed < testLimits.memoryLimit / 4)
  }

  @Test("a validate that never ends is stopped by the instruction budget, in a batch as alone")
  func loopingForever() throws {
    let type = try type("function() while true do end end")
    let error = try #require(batchError(type, questions(10)))
    #expect(error.kind == .instructionLimit)
    #expect(aloneError(type, questions(1)[0])?.contains(error.message) == true)
    // The count is per question, each under the budget of one call (`BatchLimitsTests`).
    #expect(error.message.contains("5000000"), "\(error.message)")
  }
}
