import LuaHost
import Testing

/// `SandboxLimits.wallClockLeeway` widens both wall-clock backstops, a call's and a mod's
/// budget's, in its task only; the counts are left as they are.
struct WallClockLeewayTests {
  @Test func theLeewayWidensACallsWallClock() {
    var limits = SandboxLimits()
    limits.wallClockLimit = .milliseconds(20)
    #expect(limits.wallClockNanoseconds == 20_000_000)
    SandboxLimits.$wallClockLeeway.withValue(50) {
      #expect(limits.wallClockNanoseconds == 1_000_000_000)
      #expect(limits.instructionBudget == SandboxLimits.default.instructionBudget)
    }
  }

  @Test func theLeewayWidensABudgetsWallClockButNotItsCount() {
    let plain = PluginBudget(owner: "m", phase: .checking, instructions: 10, wallClock: .seconds(1))
    plain.charge(instructions: 1, time: .seconds(2))
    #expect(plain.clockPassed())
    let widened = SandboxLimits.$wallClockLeeway.withValue(10) {
      PluginBudget(owner: "m", phase: .checking, instructions: 10, wallClock: .seconds(1))
    }
    widened.grantQuestion()
    widened.charge(instructions: 1, time: .seconds(2))
    #expect(!widened.clockPassed())
    widened.charge(instructions: 1_000_011)
    #expect(widened.exhausted == .instructions)
  }
}
