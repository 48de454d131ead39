import CBenchHost
import Content
import Foundation
import LuaHost
import QuizCore

// Benchmarks print their figures side by side in one run; they are never timed unit tests.
// Build and run: swift run -c release trivium-bench

let pluginSource = """
  return {
    id = "bench",
    score = function(t) return { total = t.a + t.b, label = "ok" } end,
    loop = function(n)
      local x = 0
      for i = 1, n do x = x + i % 7 end
      return x
    end,
  }
  """

/// The best of `rounds` timings of `body`, in seconds (the best is the least disturbed by
/// the other work of a shared machine).
func best(rounds: Int = 7, _ body: () -> Void) -> Double {
  var fastest = Double.infinity
  for _ in 0..<rounds {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    fastest = min(fastest, seconds)
  }
  return fastest
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

/// The benchmark call through the typed path: the argument's fields are written onto the
/// stack and the result's two fields read in place, as the C host does.
func typedScore(_ plugin: LuaPlugin, _ i: Int64) -> Int64 {
  try! plugin.call(
    "score",
    arguments: { arguments in
      arguments.addTable(fields: 2) { table in
        table.set("a", i)
        table.set("b", Int64(2))
      }
    },
    result: { result in
      result.integer("total")! + Int64(result.string("label")!.utf8.count)
    })
}

// `trivium-bench swift-calls N`, `swift-typed-calls N` or `c-calls N` runs one side alone, for profilers such as
// `valgrind --tool=callgrind`, which count instructions whatever else the machine is doing.
let arguments = CommandLine.arguments.dropFirst()
// `trivium-bench tournament [SESSIONS]` runs only the tournament throughput (default 1000
// sessions per game and bot); `tournament-memory QUESTIONS` one large tournament and its peak
// memory (run it in a process of its own, since the peak is the process's).
if arguments.first == "tournament" {
  TournamentBench.throughput(sessions: arguments.dropFirst().first.flatMap { Int($0) } ?? 1000)
  exit(0)
}
if arguments.first == "tournament-memory" {
  TournamentBench.memory(questions: arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000)
  exit(0)
}
// `trivium-bench sessions` runs only the oracle-through-QuizCore figures.
if arguments.first == "sessions" {
  SessionBench.run()
  exit(0)
}
// `trivium-bench frame` runs only the terminal front's figures.
if arguments.first == "frame" {
  if let roots = try? ContentRoots.resolve() { try FrameBench.run(root: roots.root) }
  exit(0)
}
if let mode = arguments.first, let count = arguments.dropFirst().first.flatMap({ Int64($0) }) {
  let plugin = try! LuaPlugin(id: "bench", source: pluginSource, chunkName: "bench.lua")
  var sum: Int64 = 0
  switch mode {
  case "swift-calls":
    for i in 0..<count {
      let result = try! plugin.call("score", [.map(["a": .int(i), "b": .int(2)])])
      sum += result["total"].intValue! + Int64(result["label"].stringValue!.utf8.count)
    }
  case "swift-typed-calls":
    for i in 0..<count { sum += typedScore(plugin, i) }
  case "c-calls":
    sum = cbench_call_loop(pluginSource, count, 50_000_000, 64 << 20)
  default:
    fatalError("modes: swift-calls N, swift-typed-calls N, c-calls N")
  }
  print(sum)
  exit(0)
}

let calls: Int64 = 200_000
let limits = SandboxLimits.default
guard let plugin = try? LuaPlugin(id: "bench", source: pluginSource, chunkName: "bench.lua") else {
  fatalError("the benchmark plugin does not load")
}

var swiftSum: Int64 = 0
let swiftSeconds = best {
  swiftSum = 0
  for i in 0..<calls {
    let result = try! plugin.call("score", [.map(["a": .int(i), "b": .int(2)])])
    swiftSum += result["total"].intValue! + Int64(result["label"].stringValue!.utf8.count)
  }
}
var typedSum: Int64 = 0
let typedSeconds = best {
  typedSum = 0
  for i in 0..<calls { typedSum += typedScore(plugin, i) }
}
var cSum: Int64 = 0
let cSeconds = best {
  cSum = cbench_call_loop(pluginSource, calls, limits.instructionBudget, Int64(limits.memoryLimit))
}
precondition(
  cSum == swiftSum && typedSum == swiftSum,
  "the hosts disagree: C \(cSum), Swift \(swiftSum), typed \(typedSum)")

let loopCount: Int64 = 20_000_000
var unlimited = SandboxLimits.default
unlimited.instructionBudget = 0
var generous = SandboxLimits.default
generous.instructionBudget = 1_000_000_000
let hooked = try! LuaPlugin(
  id: "hooked", source: pluginSource, chunkName: "bench.lua", limits: generous)
let bare = try! LuaPlugin(
  id: "bare", source: pluginSource, chunkName: "bench.lua", limits: unlimited)
let hookedSeconds = best(rounds: 5) { _ = try! hooked.call("loop", [.int(loopCount)]) }
let bareSeconds = best(rounds: 5) { _ = try! bare.call("loop", [.int(loopCount)]) }

print("Lua host benchmark (release build, best of several rounds)")
print("")
print("call into a plugin: score({a = i, b = 2}) -> {total = ..., label = \"ok\"}, \(calls) calls")
print(
  "  Swift host (LuaPlugin.call, Value in and out)  \(format(swiftSeconds / Double(calls) * 1e9, 0)) ns/call"
)
print(
  "  Swift host, typed call (fields in place)       \(format(typedSeconds / Double(calls) * 1e9, 0)) ns/call"
)
print(
  "  C host (plain Lua C API, same sandbox)         \(format(cSeconds / Double(calls) * 1e9, 0)) ns/call"
)
print(
  "  ratio Swift / C, Value in and out              \(format(swiftSeconds / cSeconds))"
)
print(
  "  ratio Swift / C, typed call                    \(format(typedSeconds / cSeconds))  (target <= 1.5)"
)
print("")
print("sandbox count hook on a tight loop of \(loopCount) iterations")
print("  limits on (hook every 1000 instructions)       \(format(hookedSeconds * 1e3, 1)) ms")
print("  limits off (no hook)                           \(format(bareSeconds * 1e3, 1)) ms")
print("  ratio on / off                                 \(format(hookedSeconds / bareSeconds))")

SessionBench.run()

if let roots = try? ContentRoots.resolve() {
  do { try FrameBench.run(root: roots.root) } catch { print("frame benchmark: \(error)") }
}

// A shorter tournament than `trivium-bench tournament`'s default, to keep the whole run brief.
TournamentBench.throughput(sessions: 100)
