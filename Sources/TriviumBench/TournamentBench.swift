import Foundation
import TriviumCommands

/// Tournament throughput with one and two worker threads, and the peak memory of a large
/// tournament (which should not grow with its size: results stream to the store).
enum TournamentBench {
  /// One run of `trivium tournament`: its wall seconds, the CPU seconds of the whole process
  /// and of the calling thread (setup, delivery, the store and the standings: what the workers
  /// do not share), and its standings.
  struct Run {
    var seconds: Double
    var cpu: Double
    var mainCPU: Double
    var output: String

    /// The workers' CPU seconds.
    var workerCPU: Double { cpu - mainCPU }
  }

  /// Runs `trivium tournament` on a description with `jobs` workers.
  static func time(spec: String, jobs: Int, folder: String) -> Run {
    let database = folder + "/bench-\(jobs)-\(UUID().uuidString).db"
    let start = ContinuousClock.now
    let (cpu, mainCPU) = (processCPUSeconds(), threadCPUSeconds())
    let output = Trivium.run([
      "tournament", spec, "--jobs", "\(jobs)", "--data", database, "--quiet", "--format", "csv",
    ])
    let elapsed = ContinuousClock.now - start
    if output.status != 0 { print("tournament failed: \(output.stderr)") }
    return Run(
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
      cpu: processCPUSeconds() - cpu, mainCPU: threadCPUSeconds() - mainCPU,
      output: output.stdout)
  }

  /// The best (shortest) of `rounds` runs.
  static func best(_ rounds: Int, spec: String, jobs: Int, folder: String) -> Run {
    var runs = (0..<rounds).map { _ in time(spec: spec, jobs: jobs, folder: folder) }
    runs.sort { $0.seconds < $1.seconds }
    return runs[0]
  }

  static func folder() -> String {
    let path = NSTemporaryDirectory() + "trivium-bench-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// 4 bots × 2 built-in games × `sessions`, with --jobs 1 and --jobs 2, side by side.
  static func throughput(sessions: Int) {
    let folder = folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let spec = folder + "/standard.json"
    let description =
      #"{"games": ["question-bank", "picture-guess"], "bots": ["random", "oracle", "student", "frequency"], "sessions": \#(sessions), "seed": 1}"#
    try? Data(description.utf8).write(to: URL(fileURLWithPath: spec))
    let total = 4 * 2 * sessions
    // Questions per session: question-bank has 30, picture-guess 37.
    let questions = 4 * sessions * (30 + 37)
    let one = best(3, spec: spec, jobs: 1, folder: folder)
    let two = best(3, spec: spec, jobs: 2, folder: folder)
    print("")
    print(
      "Tournament: 4 bots × 2 games × \(sessions) sessions = \(total) sessions, \(questions) questions (best of 3)"
    )
    for (jobs, run) in [(1, one), (2, two)] {
      print(
        "  --jobs \(jobs)   \(format(run.seconds, 2)) s   \(format(Double(total) / run.seconds, 1)) sessions/s   \(format(Double(questions) / run.seconds, 0)) questions/s   CPU \(format(run.cpu, 2)) s (main thread \(format(run.mainCPU, 2)) s)"
      )
    }
    print("  speed-up   \(format(one.seconds / two.seconds, 2))  (target >= 1.85 on 2 cores)")
    // On a busy machine the wall clock says little; CPU time says what two free cores would
    // do: at worst the main thread's work is all serial, the workers' is split in two.
    let modelled = one.cpu / (two.mainCPU + two.workerCPU / 2)
    print("  speed-up from CPU time, main thread counted serial   \(format(modelled, 2))")
    print("  same standings with 1 and 2 jobs: \(one.output == two.output ? "yes" : "NO")")
  }

  /// A tournament of about `questions` questions (the oracle and random bots on the question
  /// bank), then this process's peak resident memory.
  static func memory(questions: Int) {
    let folder = folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let sessions = max(1, questions / 60)
    let spec = folder + "/large.json"
    let description =
      #"{"games": ["question-bank"], "bots": ["random", "oracle"], "sessions": \#(sessions), "seed": 1}"#
    try? Data(description.utf8).write(to: URL(fileURLWithPath: spec))
    let run = time(spec: spec, jobs: 2, folder: folder)
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    print(
      "tournament of \(sessions * 60) questions (\(sessions * 2) sessions): \(format(run.seconds, 1)) s, "
        + "peak memory \(usage.ru_maxrss / 1024) MB")
  }
}
