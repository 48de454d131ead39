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

/// The CPU time of the calling thread, in seconds: what other work on a shared machine does
/// not lengthen.
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The CPU time of the whole process (every thread), in seconds.
func processCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

/// The benchmark call through `Value`s: the argument is built and pushed as a map, and the
/// result read back into one.
func valueScore(_ plugin: LuaPlugin, _ i: Int64) -> Int64 {
  let result = try! plugin.call("score", [.map(["a": .int(i), "b": .int(2)])])
  return result["total"].intValue! + Int64(result["label"].stringValue!.utf8.count)
}

/// The benchmark call through the typed path: the argument's fields are written onto the
/// stack and the result's two fields read in place, as the C host does.
func typedScore(_ plugin: LuaPlugin, _ score: LuaFunction, _ i: Int64) -> Int64 {
  try! plugin.call(
    score,
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

// `trivium-bench swift-calls N`, `swift-typed-calls N` or `c-calls N` runs one side alone, for
// profilers such as `valgrind --tool=callgrind`, which count instructions whatever else the
// machine is doing.
let arguments = CommandLine.arguments.dropFirst()
// `trivium-bench tournament [SESSIONS]` runs only the tournament throughput (default 1000
// sessions per game and bot); `tournament-memory QUESTIONS` one large tournament and its peak
// memory (run it in a process of its own, since the peak is the process's).
if arguments.first == "tournament" {
  TournamentBench.throughput(sessions: arguments.dropFirst().first.flatMap { Int($0) } ?? 1000)
  exit(0)
}
// `trivium-bench external-bots [SESSIONS]` runs only the example Python bot against the Lua
// `random` (default 200 sessions each), from the repository's root.
if arguments.first == "external-bots" {
  ExternalBotBench.run(sessions: arguments.dropFirst().first.flatMap { Int($0) } ?? 200)
  exit(0)
}
if arguments.first == "tournament-memory" {
  TournamentBench.memory(questions: arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000)
  exit(0)
}
// `trivium-bench import-memory line|questions|tags MB` imports that much GIFT and prints the peak
// memory the import added per input byte (one shape per process, since the peak is the
// process's).
if arguments.first == "import-memory",
  let shape = ImportBench.Shape(rawValue: arguments.dropFirst().first ?? "")
{
  ImportBench.memory(shape, megabytes: arguments.dropFirst(2).first.flatMap { Int($0) } ?? 10)
  exit(0)
}
// `trivium-bench import [MB]` imports a GIFT and a Moodle XML file of MB megabytes (default 50)
// with `trivium import`, each in a process of its own (`import-side FORMAT FILE DIR`), and
// prints MB/s and peak memory per byte of the file side by side.
if arguments.first == "import" {
  ImportBench.run(megabytes: arguments.dropFirst().first.flatMap { Int($0) } ?? 50)
  exit(0)
}
// `trivium-bench json [N]` runs only the cost of writing N (default 200,000) GIFT-shaped
// questions as the JSON text of a game's question file.
if arguments.first == "json" {
  JSONBench.run(questions: arguments.dropFirst().first.flatMap { Int($0) } ?? 200_000)
  exit(0)
}
// `import-side FORMAT FILE DIR THREADS` sets how many threads find the types' verdicts.
if arguments.first == "import-side", arguments.count == 4 || arguments.count == 5 {
  let words = Array(arguments.dropFirst())
  ImportBench.side(
    format: words[0], path: words[1], out: words[2],
    threads: words.dropFirst(3).first.flatMap { Int($0) })
  exit(0)
}
// `trivium-bench open-big [N]` imports N small GIFT questions (default 50,000) and prints the
// seconds to open the game written and to validate it; `open-side DIR` opens one game, for
// callgrind.
if arguments.first == "open-big" {
  OpenBigBench.run(questions: arguments.dropFirst().first.flatMap { Int($0) } ?? 50_000)
  exit(0)
}
if arguments.first == "open-side", arguments.count == 2 {
  OpenBigBench.side(folder: String(arguments.last!))
  exit(0)
}
// `trivium-bench scale` runs only the cost per question of sessions of 1,000 to 64,000
// questions, a resume and the memory per question (`scale-memory N` measures one size).
if arguments.first == "scale" {
  ScaleBench.run()
  exit(0)
}
if arguments.first == "scale-memory" {
  ScaleBench.memory(arguments.dropFirst().first.flatMap { Int($0) } ?? 64_000)
  exit(0)
}
// `trivium-bench calls` runs only the Lua host's figures.
if arguments.first == "calls" {
  HostCallBench.run()
  exit(0)
}
// `trivium-bench session-side engine|types|same|same-limited N` runs one side of the session
// figures, for callgrind.
if arguments.first == "session-side", arguments.count == 3 {
  SessionBench.side(arguments.dropFirst().first!, sessions: Int(arguments.last!) ?? 10)
  exit(0)
}
// `trivium-bench sessions` runs only the oracle-through-QuizCore figures.
if arguments.first == "sessions" {
  SessionBench.run()
  exit(0)
}
// `trivium-bench fsrs` runs only the time to fit a profile's FSRS weights.
if arguments.first == "fsrs" {
  FSRSBench.run()
  exit(0)
}
// `trivium-bench saves` runs only the cost of saving one action, by the session's length.
if arguments.first == "saves" {
  SaveBench.run()
  exit(0)
}
// `trivium-bench language` runs only the first frames in English and in Chinese: in process,
// then `trivium play` itself (the `trivium` beside this executable) in a pseudo-terminal.
if arguments.first == "language" {
  if let roots = try? ContentRoots.resolve(environment: ProcessInfo.processInfo.environment) {
    try LanguageBench.run(root: roots.root)
  }
  let trivium = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("trivium").path
  if FileManager.default.isExecutableFile(atPath: trivium) {
    FirstFrameBench.run(trivium: trivium)
  } else {
    print("(no \(trivium): build the trivium product too for the first frame of play)")
  }
  exit(0)
}
// `trivium-bench frame-loop N` draws N frames and nothing else, for callgrind.
if arguments.first == "frame-loop", let count = arguments.dropFirst().first.flatMap({ Int($0) }) {
  if let roots = try? ContentRoots.resolve(environment: ProcessInfo.processInfo.environment) {
    try FrameBench.loop(root: roots.root, frames: count)
  }
  exit(0)
}
// `trivium-bench frame` runs only the terminal front's figures.
if arguments.first == "frame" {
  if let roots = try? ContentRoots.resolve(environment: ProcessInfo.processInfo.environment) {
    try FrameBench.run(root: roots.root)
  }
  exit(0)
}
if let mode = arguments.first, let count = arguments.dropFirst().first.flatMap({ Int64($0) }) {
  let plugin = try! PluginLoader.load(id: "bench", source: pluginSource, chunkName: "bench.lua")
  var sum: Int64 = 0
  switch mode {
  case "swift-calls":
    for i in 0..<count { sum += valueScore(plugin, i) }
  case "swift-typed-calls":
    let score = try! plugin.function("score")
    for i in 0..<count { sum += typedScore(plugin, score, i) }
  case "c-calls":
    sum = cbench_call_loop(pluginSource, count, 50_000_000, 64 << 20, 1_000_000_000)
  default:
    fatalError("modes: swift-calls N, swift-typed-calls N, c-calls N")
  }
  print(sum)
  exit(0)
}

HostCallBench.run()

SessionBench.run()

FSRSBench.run()

if let roots = try? ContentRoots.resolve(environment: ProcessInfo.processInfo.environment) {
  do { try FrameBench.run(root: roots.root) } catch { print("frame benchmark: \(error)") }
  do { try LanguageBench.run(root: roots.root) } catch { print("language benchmark: \(error)") }
}

// A shorter tournament than `trivium-bench tournament`'s default, to keep the whole run brief.
TournamentBench.throughput(sessions: 100)

ExternalBotBench.run(sessions: 50)
