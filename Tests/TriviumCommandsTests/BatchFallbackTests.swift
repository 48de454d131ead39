import LuaHost
import QuizCore
import Testing

@testable import TriviumEngine

/// Where a batch falls back to checking its questions one by one (`acceptedInBatch`): only
/// when one of its questions fails, never because the questions together pass a limit of one
/// call, which a busy machine would otherwise make an import pay for with its speed.
@Suite("checks in batches: the fallback to one by one") struct BatchFallbackTests {
  /// The built-in type `single` stood in for by a type whose `validate` runs some 200,000
  /// instructions, and never ends for a question with `n` = `forever`, under `limits`.
  func types(limits: SandboxLimits, forever: Int = -1) throws -> QuestionTypes {
    let source = """
      return {
        kind = "question-type", id = "single", api = 2, name = "Single",
        fields = { n = { type = "integer", required = true } },
        validate = function(q)
          local x = 0
          for i = 1, 100000 do x = x + i end
          while q.n == \(forever) do end
        end,
        actions = { go = function() end },
        grade = function() return true end,
        view = function() return {} end,
        solve = function() return {} end,
      }
      """
    let plugin = try LuaPlugin(
      id: "single", source: source, chunkName: "single.lua", limits: limits)
    return QuestionTypes([try LuaQuestionType(plugin: plugin)])
  }

  /// `count` questions of the type `single`, `n` from 0.
  func questions(_ count: Int) -> [(question: Value, line: Int?)] {
    (0..<count).map { (.map(["type": "single", "text": "?", "n": .int(Int64($0))]), $0 + 1) }
  }

  /// Limits of 1,000,000 instructions and 100 ms a call: 20 questions pass both together
  /// (some 4,000,000 instructions), each far under them.
  var limits: SandboxLimits {
    var limits = SandboxLimits.default
    limits.instructionBudget = 1_000_000
    limits.wallClockLimit = .milliseconds(100)
    return limits
  }

  @Test func cheapQuestionsPastOneCallsLimitsTogetherAreAcceptedInTheBatch() throws {
    let accepted = try Engine().acceptedInBatch(questions(20), types: types(limits: limits))
    #expect(accepted == Array(repeating: true, count: 20))
  }

  @Test func aQuestionPastItsLimitsSendsTheBatchToBeCheckedOneByOne() throws {
    let accepted = try Engine().acceptedInBatch(
      questions(20), types: types(limits: limits, forever: 7))
    #expect(accepted == Array(repeating: false, count: 20))
  }
}
