import Foundation
import Synchronization

extension Validation {
  /// The most threads that check games at once.
  static let maxThreads = 4

  /// The games of the library with these ids, each checked as `game` does, on as many threads
  /// as there are processors (at most `maxThreads`): playing every question through its type
  /// is most of `validate`'s time, and games are independent. Each thread has an engine of its
  /// own over `engine`'s content (its plugins in sandboxes of its own: a Lua state serves one
  /// thread; nothing is read from disk again). The findings are added
  /// in the order of `ids` whatever the threads did, so the report is the same on any machine.
  /// `threads` overrides the number (tests compare the reports of one and of several).
  mutating func games(_ ids: [String], engine: Engine, threads: Int? = nil) {
    let jobs = ids.map {
      GameJob(
        folder: engine.library.folder(of: $0).path, display: engine.library.displayFolder(of: $0))
    }
    // A mod's question types are checked on its budget, one per engine: spread over threads
    // taking games as they come, where it runs out would depend on timing. So games are
    // checked on threads only when no mod gives a question type.
    let parallel = engine.modTypes.isEmpty
    let threads = min(
      threads
        ?? (parallel ? min(Self.maxThreads, ProcessInfo.processInfo.activeProcessorCount) : 1),
      jobs.count)
    var done: [Int: [Finding]] = [:]
    if threads > 1 { done = Self.findings(of: jobs, threads: threads, content: engine.content) }
    for (index, job) in jobs.enumerated() {
      if let found = done[index] {
        findings += found
      } else {
        // One thread: here.
        game(engine, folder: job.folder, display: job.display)
      }
    }
  }

  /// A game folder to check, as `game` takes it.
  struct GameJob: Sendable {
    var folder: String
    var display: String
  }

  /// What the threads share: the next job to take and the result of each job done.
  private final class Board<Result: Sendable>: Sendable {
    let state = Mutex<(next: Int, done: [Int: Result])>((0, [:]))
  }

  /// The findings of each job, by position, from `threads` threads.
  private static func findings(
    of jobs: [GameJob], threads: Int, content: EngineContent
  ) -> [Int: [Finding]] {
    onThreads(jobs.count, threads: threads, content: content) { engine, index in
      var validation = Validation()
      // One thread a game already: its files are checked on this one.
      validation.game(
        engine, folder: jobs[index].folder, display: jobs[index].display, threads: 1)
      return validation.findings
    }
  }

  /// `work` of each of `count` jobs (by its position), on `threads` threads that take the
  /// jobs as they come, each with an engine of its own over `content` (its plugins in
  /// sandboxes of its own: a Lua state serves one thread; nothing is read from disk again).
  /// The results by position, whatever order the threads ended in.
  static func onThreads<Result: Sendable>(
    _ count: Int, threads: Int, content: EngineContent,
    _ work: @escaping @Sendable (Engine, Int) -> Result
  ) -> [Int: Result] {
    let board = Board<Result>()
    let ended = DispatchSemaphore(value: 0)
    for _ in 0..<threads {
      let thread = Thread {
        defer { ended.signal() }
        let engine = Engine(content: content)
        while true {
          let index = board.state.withLock { state in
            defer { state.next += 1 }
            return state.next
          }
          guard index < count else { return }
          let result = work(engine, index)
          board.state.withLock { $0.done[index] = result }
        }
      }
      // Lua and the engine recurse; give each thread the stack a main thread has.
      thread.stackSize = 8 << 20
      thread.start()
    }
    for _ in 0..<threads { ended.wait() }
    return board.state.withLock { $0.done }
  }
}
