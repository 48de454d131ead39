import Foundation
import QuizCore
import Synchronization
import Testing

@testable import Store

/// Runs `body` on a thread of its own (blocking SQLite calls must not hold up the test pool).
private func onThread(_ body: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      body()
      done.resume()
    }
  }
}

/// The save a writer makes at step `step`: its actions tell which step made them.
private func save(_ step: Int, for profile: Int64) -> SavedSession {
  SavedSession(
    profileID: profile, gameID: "g", seed: 1, actions: sampleActions(step % 40),
    questionIndex: step, score: step, updatedAt: Int64(step))
}

@Suite("Store concurrency")
struct ConcurrencyTests {
  @Test("a reader keeps its snapshot while another connection commits, without waiting (WAL)")
  func snapshot() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      let writer = try Store.open(at: path)
      let reader = try Store.open(at: path)
      let player = try writer.createProfile(named: "P", createdAt: 0).id
      try writer.saveSession(save(1, for: player))
      let index = "SELECT question_index FROM saved_sessions WHERE profile_id = ?"
      try reader.read { connection throws(StoreError) in
        #expect(try connection.integer(index, [.int(player)]) == 1)
        // In rollback-journal mode this commit would wait for the reader (busy timeout: 5 s).
        let start = ContinuousClock.now
        try writer.saveSession(save(2, for: player))
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(try connection.integer(index, [.int(player)]) == 1)
      }
      #expect(try reader.savedSession(profileID: player, gameID: "g") == save(2, for: player))
    }
  }

  @Test("readers on their own connections see only complete saves while a writer saves")
  func readersWhileWriting() async throws {
    try await withTemporaryFolderAsync { folder in
      let path = folder + "/trivium.sqlite3"
      let player = try Store.open(at: path).createProfile(named: "P", createdAt: 0).id
      let finished = Atomic(false)
      let problems = Mutex<[String]>([])
      let reads = Atomic(0)
      let readersStarted = Atomic(0)

      async let writing: Void = onThread {
        do {
          let store = try Store.open(at: path)
          // Write only once both readers read, so that the two really overlap.
          let deadline = ContinuousClock.now + .seconds(30)
          while readersStarted.load(ordering: .acquiring) < 2 && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
          }
          for step in 1...300 { try store.saveSession(save(step, for: player)) }
        } catch {
          problems.withLock { $0.append("writer: \(error)") }
        }
        finished.store(true, ordering: .releasing)
      }
      let reader: @Sendable () -> Void = {
        do {
          let store = try Store.open(at: path)
          readersStarted.add(1, ordering: .releasing)
          var last = 0
          repeat {
            reads.add(1, ordering: .relaxed)
            guard let seen = try store.savedSession(profileID: player, gameID: "g") else {
              continue
            }
            if seen != save(seen.questionIndex, for: player) || seen.questionIndex < last {
              problems.withLock { $0.append("torn or stale save at \(seen.questionIndex)") }
            }
            last = seen.questionIndex
          } while !finished.load(ordering: .acquiring)
        } catch {
          problems.withLock { $0.append("reader: \(error)") }
        }
      }
      async let first: Void = onThread(reader)
      async let second: Void = onThread(reader)
      _ = await (writing, first, second)
      #expect(problems.withLock { $0 } == [])
      #expect(reads.load(ordering: .relaxed) > 0)
      #expect(
        try Store.open(at: path).savedSession(profileID: player, gameID: "g")?.questionIndex == 300)
    }
  }

  @Test("one store shared by several threads serialises their calls")
  func sharedStore() async throws {
    try await withTemporaryFolderAsync { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let problems = Mutex<[String]>([])
      let worker: @Sendable (Int) -> Void = { shard in
        do {
          for index in 0..<50 {
            try store.putTournamentResults([
              TournamentResult(
                tournamentID: "t", shard: shard, sessionKey: "\(index)", record: .int(Int64(index)))
            ])
            _ = try store.tournamentResults(tournamentID: "t", shard: shard)
          }
        } catch {
          problems.withLock { $0.append("\(error)") }
        }
      }
      async let a: Void = onThread { worker(0) }
      async let b: Void = onThread { worker(1) }
      async let c: Void = onThread { worker(2) }
      _ = await (a, b, c)
      #expect(problems.withLock { $0 } == [])
      #expect(try store.tournamentResults(tournamentID: "t").count == 150)
      #expect(try store.tournamentShards(tournamentID: "t") == [0, 1, 2])
    }
  }
}
