import Foundation
import Localization
import QuizCore
import Synchronization

/// Worker threads playing a list of jobs, each result kept until it is taken in job order.
final class WorkerPool: @unchecked Sendable {
  // @unchecked: `shared` is a Mutex, `signal` a condition, and the rest is set before start.
  private struct Shared {
    var next = 0
    var finished: [Int: (SessionOutcome, Value)] = [:]
    var running = 0
    var failure: String?
    var stop = false
  }

  private let jobs: [Job]
  private let shared = Mutex(Shared())
  /// Broadcast, under its lock, whenever a result is in or a worker ends.
  private let signal = NSCondition()
  /// The next position to hand out, in job order.
  private var position = 0

  /// Starts `workers` threads on `jobs`, each with a worker of its own from `makeWorker`.
  init(
    _ jobs: [Job], workers: Int, makeWorker: @escaping @Sendable () throws -> any TournamentWorker
  ) {
    self.jobs = jobs
    for _ in 0..<min(workers, max(1, jobs.count)) {
      shared.withLock { $0.running += 1 }
      let thread = Thread { [self] in
        defer {
          shared.withLock { $0.running -= 1 }
          wake()
        }
        // The worker is released when this returns: before the pool counts the thread as ended.
        work(makeWorker)
      }
      // Lua and the engine recurse; give workers the stack a main thread has.
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  private func work(_ makeWorker: () throws -> any TournamentWorker) {
    let worker: any TournamentWorker
    do { worker = try makeWorker() } catch {
      shared.withLock {
        if $0.failure == nil { $0.failure = "\(error)" }
        $0.stop = true
      }
      return
    }
    while true {
      let position: Int? = shared.withLock { state in
        guard !state.stop, state.next < jobs.count else { return nil }
        defer { state.next += 1 }
        return state.next
      }
      guard let position else { return }
      let result = worker.play(jobs[position])
      shared.withLock { $0.finished[position] = result }
      wake()
    }
  }

  private func wake() {
    signal.lock()
    signal.broadcast()
    signal.unlock()
  }

  /// No new job starts; those in play finish and are still handed out.
  func stop() { shared.withLock { $0.stop = true } }

  /// The next result in job order, waiting for it; once stopped, what was played beyond a gap
  /// follows in order. Nil when there is no more; throws the first worker that could not start.
  func next() throws(TournamentError) -> (SessionOutcome, Value)? {
    signal.lock()
    defer { signal.unlock() }
    while true {
      let (result, running, failure, first) = shared.withLock { state in
        (
          state.finished.removeValue(forKey: position), state.running, state.failure,
          state.finished.keys.min()
        )
      }
      if let failure, running == 0 { throw TournamentError("worker", .verbatim(failure)) }
      if let result {
        position += 1
        return result
      }
      if running == 0 {
        guard let first else { return nil }
        position = first
        continue
      }
      signal.wait()
    }
  }

  /// Stops and waits until every thread has ended and let go of its worker.
  func drain() {
    stop()
    signal.lock()
    while shared.withLock({ $0.running }) > 0 { signal.wait() }
    signal.unlock()
  }
}
