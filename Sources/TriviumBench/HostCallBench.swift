import CBenchHost
import LuaHost
import QuizCore

/// One call into a small plugin function from Swift (through `Value`s, and through the typed
/// path) against the same call from a minimal C host; then the count hook's cost.
enum HostCallBench {
  static func run() {
    let calls: Int64 = 50_000
    let limits = SandboxLimits.default
    guard
      let plugin = try? PluginLoader.load(id: "bench", source: pluginSource, chunkName: "bench.lua")
    else { fatalError("the benchmark plugin does not load") }

    // The typed path looks its function up once, as the engine does for a type's `grade`.
    let score = try! plugin.function("score")
    // Many short rounds alternate between the three hosts, so that a busy spell of a shared
    // machine falls on all of them alike; each keeps its best round.
    var swiftSeconds = Double.infinity
    var typedSeconds = Double.infinity
    var cSeconds = Double.infinity
    var sums: (swift: Int64, typed: Int64, c: Int64) = (0, 0, 0)
    for _ in 0..<21 {
      swiftSeconds = min(
        swiftSeconds,
        best(rounds: 1) {
          sums.swift = 0
          for i in 0..<calls { sums.swift += valueScore(plugin, i) }
        })
      typedSeconds = min(
        typedSeconds,
        best(rounds: 1) {
          sums.typed = 0
          for i in 0..<calls { sums.typed += typedScore(plugin, score, i) }
        })
      cSeconds = min(
        cSeconds,
        best(rounds: 1) {
          sums.c = cbench_call_loop(
            pluginSource, calls, limits.instructionBudget, Int64(limits.memoryLimit),
            limits.wallClockNanoseconds)
        })
    }
    precondition(
      sums.c == sums.swift && sums.typed == sums.swift,
      "the hosts disagree: C \(sums.c), Swift \(sums.swift), typed \(sums.typed)")

    let loopCount: Int64 = 20_000_000
    var unlimited = SandboxLimits.default
    unlimited.instructionBudget = 0
    var generous = SandboxLimits.default
    generous.instructionBudget = 1_000_000_000
    // The loop runs for most of a second: only the count is measured, not the wall clock.
    generous.wallClockLimit = .zero
    unlimited.wallClockLimit = .zero
    let hooked = try! PluginLoader.load(
      id: "hooked", source: pluginSource, chunkName: "bench.lua", limits: generous)
    let bare = try! PluginLoader.load(
      id: "bare", source: pluginSource, chunkName: "bench.lua", limits: unlimited)
    let hookedSeconds = best(rounds: 5) { _ = try! hooked.call("loop", [.int(loopCount)]) }
    let bareSeconds = best(rounds: 5) { _ = try! bare.call("loop", [.int(loopCount)]) }

    func perCall(_ seconds: Double) -> String { format(seconds / Double(calls) * 1e9, 0) }
    print("Lua host benchmark (release build, best of several rounds)")
    print("")
    print(
      "call into a plugin: score({a = i, b = 2}) -> {total = ..., label = \"ok\"}, \(calls) calls")
    print("  Swift host, Value in and out (LuaPlugin.call)  \(perCall(swiftSeconds)) ns/call")
    print("  Swift host, typed call (fields in place)       \(perCall(typedSeconds)) ns/call")
    print("  C host (plain Lua C API, same sandbox)         \(perCall(cSeconds)) ns/call")
    print("  ratio Swift / C, Value in and out              \(format(swiftSeconds / cSeconds))")
    print(
      "  ratio Swift / C, typed call                    \(format(typedSeconds / cSeconds))  (target <= 1.5)"
    )
    print("")
    print("sandbox count hook on a tight loop of \(loopCount) iterations")
    print("  limits on (hook every 1000 instructions)       \(format(hookedSeconds * 1e3, 1)) ms")
    print("  limits off (no hook)                           \(format(bareSeconds * 1e3, 1)) ms")
    print("  ratio on / off                                 \(format(hookedSeconds / bareSeconds))")
  }
}
