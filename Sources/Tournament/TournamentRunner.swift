import Foundation
import QuizCore
import Synchronization

/// Plays sessions of a tournament; each worker thread owns one (with its own Lua states).
public protocol TournamentWorker {
  /// Plays `job`: its outcome, and the full record for the log and the store.
  func play(_ job: Job) -> (outcome: SessionOutcome, record: Value)
}

/// Runs jobs on worker threads and hands the results back on the calling thread in job order,
/// so that whatever the number of workers, the same jobs give the same output.
public enum TournamentRunner {
  private struct Shared {
    var next = 0
    var finished: [Int: (SessionOutcome, Value)] = [:]
    var running = 0
    var failure: String?
    var stop = false
  }

  /// Plays `jobs` on `workers` threads. `deliver` gets each result in order of the job list;
  /// `shouldStop` is asked between results: once true, no new job starts and the results
  /// already played are still delivered (in order) before returning. Returns how many were
  /// delivered; throws the first worker that could not start.
  @discardableResult
  public static func run(
    _ jobs: [Job], workers: Int,
    makeWorker: @escaping @Sendable () throws -> any TournamentWorker,
    deliver: (SessionOutcome, Value) throws -> Void,
    shouldStop: () -> Bool = { false }
  ) throws -> Int {
    if workers <= 1 {
      let worker = try makeWorker()
      var delivered = 0
      for job in jobs {
        if shouldStop() { break }
        let (outcome, record) = worker.play(job)
        try deliver(outcome, record)
        delivered += 1
      }
      return delivered
    }
    let shared = Mutex(Shared())
    let signal = NSCondition()
    let list = jobs
    for _ in 0..<min(workers, max(1, jobs.count)) {
      shared.withLock { $0.running += 1 }
      let thread = Thread {
        defer {
          shared.withLock { $0.running -= 1 }
          signal.lock()
          signal.broadcast()
          signal.unlock()
        }
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
            guard !state.stop, state.next < list.count else { return nil }
            defer { state.next += 1 }
            return state.next
          }
          guard let position else { return }
          let result = worker.play(list[position])
          shared.withLock { $0.finished[position] = result }
          signal.lock()
          signal.broadcast()
          signal.unlock()
        }
      }
      // Lua and the engine recurse; give workers the stack a main thread has.
      thread.stackSize = 8 << 20
      thread.start()
    }
    var delivered = 0
    var position = 0
    var stopping = false
    while true {
      signal.lock()
      var ready: (SessionOutcome, Value)?
      var done = false
      while true {
        let (result, running, failure) = shared.withLock { state in
          (state.finished.removeValue(forKey: position), state.running, state.failure)
        }
        if let failure, running == 0 {
          signal.unlock()
          throw TournamentError("worker", failure)
        }
        if let result {
          ready = result
          break
        }
        if running == 0 {
          done = true
          break
        }
        signal.wait()
      }
      signal.unlock()
      if let ready {
        try deliver(ready.0, ready.1)
        delivered += 1
        position += 1
        if !stopping, shouldStop() {
          stopping = true
          shared.withLock { $0.stop = true }
        }
        continue
      }
      guard done else { continue }
      // Stopped early: what was played beyond a gap is still delivered, in order.
      let rest = shared.withLock { state in state.finished.sorted { $0.key < $1.key } }
      for (_, result) in rest {
        try deliver(result.0, result.1)
        delivered += 1
      }
      return delivered
    }
  }
}
