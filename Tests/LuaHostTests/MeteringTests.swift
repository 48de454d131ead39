import LuaHost
import QuizCore
import Testing

/// Work inside C functions, which the count hook never sees, is charged to the instruction
/// budget at fixed rates; the wall clock stops whatever the count still misses.
@Suite("Metered C work")
struct MeteringTests {
  @Test(
    "C work ends in the instruction budget",
    arguments: ["upper", "doubling", "table_concat", "doubling_in_coroutine"])
  func stops(function: String) throws {
    let plugin = try fixturePlugin("hostile/c_work.lua")
    var error: PluginError?
    let seconds = elapsed { error = callError(plugin, function) }
    #expect(error?.kind == .instructionLimit)
    #expect(error?.message.contains("instruction budget exceeded") == true)
    #expect(error?.file == "hostile/c_work.lua")
    #expect(seconds < 30, "hang guard")
  }

  @Test("100 upper calls on a 16 MiB string end in the default budget")
  func upperAtDefaults() throws {
    var limits = SandboxLimits.default
    limits.wallClockLimit = testLimits.wallClockLimit
    let plugin = try fixturePlugin("hostile/c_work.lua", limits: limits)
    var error: PluginError?
    let seconds = elapsed { error = callError(plugin, "upper", [16]) }
    #expect(error?.kind == .instructionLimit)
    #expect(seconds < 30, "hang guard")
  }

  @Test(
    "an allocation past the budget stops the next instruction, in a coroutine too",
    arguments: ["doubling", "doubling_in_coroutine"])
  func nextInstruction(function: String) throws {
    let plugin = try fixturePlugin("hostile/c_work.lua")
    #expect(callError(plugin, function)?.kind == .instructionLimit)
    // One 2 MiB concatenation is charged 32,768 instructions; a thread whose hook was not
    // re-armed would run up to a hook interval more of them.
    #expect(plugin.lastCallInstructions <= testLimits.instructionBudget + 40_000)
  }

  @Test("load is charged for every byte it compiles")
  func load() throws {
    var limits = testLimits
    limits.memoryLimit = 64 << 20
    var generous = limits
    generous.instructionBudget = 1_000_000_000
    let plugin = try fixturePlugin("hostile/c_work.lua", limits: generous)
    _ = try plugin.call("build_chunk", [.int(12_000_000)])
    let built = plugin.lastCallInstructions
    _ = try plugin.call("load_chunk", [.int(12_000_000)])
    #expect(plugin.lastCallInstructions - built >= 12_000_000)
    let limited = try fixturePlugin("hostile/c_work.lua", limits: limits)
    #expect(callError(limited, "load_chunk", [.int(12_000_000)])?.kind == .instructionLimit)
  }

  @Test(
    "the same plugin stops at the same count every time",
    arguments: ["upper", "doubling", "table_concat"])
  func deterministic(function: String) throws {
    var counts: [Int64] = []
    for _ in 0..<2 {
      let plugin = try fixturePlugin("hostile/c_work.lua")
      #expect(callError(plugin, function)?.kind == .instructionLimit)
      counts.append(plugin.lastCallInstructions)
    }
    #expect(counts[0] == counts[1])
    #expect(counts[0] > testLimits.instructionBudget)
  }

  @Test("pcall cannot catch a metered stop", arguments: ["caught_upper", "caught_doubling"])
  func uncatchable(function: String) throws {
    let plugin = try fixturePlugin("hostile/c_work.lua")
    let error = try #require(callError(plugin, function))
    #expect(error.kind == .instructionLimit)
    #expect(error.isReproducible)
  }

  @Test(
    "the wall clock stops what the count misses, with its own kind of error",
    arguments: ["compare", "caught_compare", "few_big_concats"])
  func wallClock(function: String) throws {
    var limits = testLimits
    limits.instructionBudget = 1 << 50
    limits.wallClockLimit = .milliseconds(20)
    let plugin = try fixturePlugin("hostile/c_work.lua", limits: limits)
    let before = WallClockStops.onThisThread
    let error = try #require(callError(plugin, function))
    #expect(error.kind == .wallClockLimit)
    #expect(error.message.contains("wall-clock limit exceeded"))
    #expect(!error.isReproducible)
    #expect(WallClockStops.onThisThread == before + 1)
  }
}
