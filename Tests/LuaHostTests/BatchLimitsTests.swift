import QuizCore
import Testing

@testable import LuaHost

/// The limits of a batch call (`validate_each`): each question runs under the per-call limits
/// afresh, as in a call of its own. A batch of cheap questions is never stopped for their sum
/// (then checked again one by one, several times slower), and one question that runs away is
/// stopped where it would be alone, with the same words.
extension BatchValidateTests {
  /// A `validate` that runs some 200,000 instructions (a loop of 100,000 steps) and accepts.
  static let busyValidate =
    "function(q) local x = 0 for i = 1, 100000 do x = x + i end end"

  /// A `validate` that does the same work, but never ends for the question with `n` = 5.
  static let busyButFive =
    "function(q) local x = 0 for i = 1, 100000 do x = x + i end while q.n == 5 do end end"

  @Test("a batch whose questions together pass the per-call instruction budget is not stopped")
  func theInstructionBudgetIsPerQuestion() throws {
    var limits = testLimits
    limits.instructionBudget = 1_000_000
    let type = try type(Self.busyValidate, limits: limits)
    // 20 questions of some 200,000 instructions: 4,000,000 together, each far under 1,000,000.
    #expect(type.refusedPositions(questions(20)[...]) == [])
    #expect(type.plugin.lastCallInstructions > 3_000_000, "the call counts all its questions")
  }

  @Test("a batch whose questions together take longer than the per-call wall clock is not stopped")
  func theWallClockIsPerQuestion() throws {
    var limits = testLimits
    limits.instructionBudget = 1 << 40
    limits.wallClockLimit = .milliseconds(100)
    let type = try type(Self.busyValidate, limits: limits)
    // Some 2 ms a question here (200,000 instructions), 400 of them: the batch takes close to
    // a second, each question 50 times less than its 100 ms. Only the wall clock limits it.
    let started = ContinuousClock.now
    do {
      let refused = try type.plugin.refusedPositions(type.functions.validate, questions(400)[...])
      #expect(refused == [])
    } catch {
      Issue.record("\(error) after \(ContinuousClock.now - started)")
    }
  }

  @Test("a question that never ends stops its batch at its own wall-clock limit, as alone")
  func aRunawayIsStoppedByTheWallClock() throws {
    var limits = testLimits
    limits.instructionBudget = 1 << 50
    limits.wallClockLimit = .milliseconds(1)
    let type = try type(Self.busyButFive, limits: limits)
    let error = try #require(batchError(type, questions(10)))
    #expect(error.kind == .wallClockLimit)
    #expect(error.message.contains("1.0 ms") || error.message.contains("0.001"), "\(error.message)")
    let alone = aloneError(type, questions(6)[5])
    #expect(alone?.contains(error.message) == true, "\(alone ?? "no error")")
  }

  @Test("a question that never ends stops its batch at its own instruction budget, as alone")
  func aRunawayIsStoppedByItsOwnBudget() throws {
    var limits = testLimits
    limits.instructionBudget = 1_000_000
    let type = try type(Self.busyButFive, limits: limits)
    let error = try #require(batchError(type, questions(10)))
    #expect(error.kind == .instructionLimit)
    #expect(error.message.contains("1000000"), "\(error.message)")
    // The five before it and its own budget: no question after it ran, and it had one budget.
    let used = type.plugin.lastCallInstructions
    #expect(used > 1_000_000 && used < 5 * 250_000 + 1_000_000 + 10_000, "\(used)")
    #expect(aloneError(type, questions(6)[5])?.contains(error.message) == true)
    // The next batch starts afresh.
    #expect(type.refusedPositions(questions(5)[...]) == [])
  }

  @Test("a limit on all calls together (a mod's budget) still holds across a batch's questions")
  func theTotalLimitHoldsAcrossABatch() throws {
    var limits = testLimits
    limits.instructionBudget = 1_000_000
    let type = try type(Self.busyValidate, limits: limits)
    let budget = PluginBudget(owner: "m", phase: .checking, instructions: 1_500_000)
    type.plugin.budget = budget
    let error = try #require(batchError(type, questions(20)))
    #expect(error.kind == .instructionLimit)
    #expect(error.message.contains("mod 'm' ran out of its budget"), "\(error.message)")
    #expect(budget.instructionsLeft > -10_000, "\(budget.instructionsLeft)")
  }

  @Test("no plugin can reach the function that renews a batch's limits")
  func noPluginRenewsItsLimits() throws {
    let type = try type(
      """
      function(q)
          for _, place in ipairs({ _G, _ENV, trivium, string }) do
            if rawget(place, "next_item") ~= nil then error("reached") end
          end
          while true do end
        end
      """)
    let error = try #require(batchError(type, questions(3)))
    #expect(error.kind == .instructionLimit, "\(error)")
  }
}
