import Foundation
import QuizCore

/// Plays sessions of a tournament; each worker thread owns one (with its own Lua states).
public protocol TournamentWorker {
  /// Plays `job`: its outcome, and the full record for the log and the store.
  func play(_ job: Job) -> (outcome: SessionOutcome, record: Value)
}

/// Runs jobs on worker threads and hands the results back on the calling thread in job order,
/// so that whatever the number of workers, the same jobs give the same output.
public enum TournamentRunner {
  /// Plays `jobs` on `workers` threads. `deliver` gets each result in order of the job list;
  /// `shouldStop` is asked between results: once true, no new job starts and the results
  /// already played are still delivered (in order) before returning. Returns how many were
  /// delivered; throws the first worker that could not start, or what `deliver` throws once
  /// the sessions in play have ended (none is played after it).
  @discardableResult
  public static func run(
    _ jobs: [Job], workers: Int,
    makeWorker: @escaping @Sendable () throws -> any TournamentWorker,
    deliver: (SessionOutcome, Value) throws -> Void,
    shouldStop: () -> Bool = { false }
  ) throws -> Int {
    guard workers > 1 else {
      return try runHere(jobs, worker: makeWorker(), deliver: deliver, shouldStop: shouldStop)
    }
    let pool = WorkerPool(jobs, workers: workers, makeWorker: makeWorker)
    // Whatever ends the loop, no thread outlives it.
    defer { pool.drain() }
    var delivered = 0
    var stopping = false
    while let (outcome, record) = try pool.next() {
      try deliver(outcome, record)
      delivered += 1
      if !stopping, shouldStop() {
        stopping = true
        pool.stop()
      }
    }
    return delivered
  }

  /// The jobs played one after another on the calling thread.
  private static func runHere(
    _ jobs: [Job], worker: any TournamentWorker,
    deliver: (SessionOutcome, Value) throws -> Void, shouldStop: () -> Bool
  ) throws -> Int {
    var delivered = 0
    for job in jobs {
      if shouldStop() { break }
      let (outcome, record) = worker.play(job)
      try deliver(outcome, record)
      delivered += 1
    }
    return delivered
  }
}
