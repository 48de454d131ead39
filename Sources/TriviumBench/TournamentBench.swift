import Foundation
import TriviumCommands

/// Tournament throughput with one and two worker threads, and the peak memory of a large
/// tournament (which should not grow with its size: results stream to the store).
enum TournamentBench {
  /// Seconds taken by `trivium tournament` on a description, with `jobs` workers.
  static func time(spec: String, jobs: Int, folder: String) -> (seconds: Double, output: String) {
    let database = folder + "/bench-\(jobs)-\(UUID().uuidString).db"
    let start = ContinuousClock.now
    let output = Trivium.run([
      "tournament", spec, "--jobs", "\(jobs)", "--data", database, "--quiet", "--format", "csv",
    ])
    let elapsed = ContinuousClock.now - start
    if output.status != 0 { print("tournament failed: \(output.stderr)") }
    return (
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
      output.stdout
    )
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
    let one = time(spec: spec, jobs: 1, folder: folder)
    let two = time(spec: spec, jobs: 2, folder: folder)
    print("")
    print(
      "Tournament: 4 bots × 2 games × \(sessions) sessions = \(total) sessions, \(questions) questions"
    )
    print(
      "  --jobs 1   \(format(one.seconds, 2)) s   \(format(Double(total) / one.seconds, 1)) sessions/s   \(format(Double(questions) / one.seconds, 0)) questions/s"
    )
    print(
      "  --jobs 2   \(format(two.seconds, 2)) s   \(format(Double(total) / two.seconds, 1)) sessions/s   \(format(Double(questions) / two.seconds, 0)) questions/s"
    )
    print("  speed-up   \(format(one.seconds / two.seconds, 2))  (target >= 1.8 on 2 cores)")
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
