import Foundation
import Synchronization
import Testing

@testable import Store

/// While another connection holds the database, each store call asks its watch before every
/// pause: it goes on once the database is free, and gives up, in words, when told to.
@Suite("Waiting for a busy database")
struct BusyWaitTests {
  /// A store with one profile, and a second connection holding its database exclusively.
  private func heldStore(_ folder: String) throws -> (path: String, holder: Connection) {
    let path = folder + "/trivium.sqlite3"
    try Store.open(at: path).createProfile(named: "Ana", createdAt: 0)
    let holder = try Connection(path: path)
    try holder.execute("BEGIN EXCLUSIVE")
    return (path, holder)
  }

  @Test("the watch hears of each pause and the call goes on once the other lets go")
  func waitsThenGoesOn() throws {
    try withTemporaryFolder { folder in
      let (path, held) = try heldStore(folder)
      let store = try Store.open(at: path)
      let heard = Mutex<[Int]>([])
      // Used only on this thread, inside the call that waits.
      nonisolated(unsafe) let holder = held
      // The other side lets go once the watch has heard of 100 ms: no clock in the test.
      store.whileBusy { wait in
        #expect(wait.path == path)
        heard.withLock { $0.append(wait.milliseconds) }
        if wait.milliseconds >= 100 { try? holder.execute("COMMIT") }
        return true
      }
      try store.createProfile(named: "Bo", createdAt: 1)
      let waits = heard.withLock { $0 }
      #expect(waits.first == 0)
      #expect(waits == waits.sorted())
      #expect(waits.contains { $0 >= 100 })
      #expect(try store.profiles().map(\.name).sorted() == ["Ana", "Bo"])
    }
  }

  @Test("a watch that gives up fails the call with the file and the reason in words")
  func givesUpInWords() throws {
    try withTemporaryFolder { folder in
      let (path, holder) = try heldStore(folder)
      defer { try? holder.execute("COMMIT") }
      let store = try Store.open(at: path)
      store.whileBusy { $0.milliseconds < 60 }
      do {
        try store.createProfile(named: "Bo", createdAt: 1)
        Issue.record("the call should have given up")
      } catch {
        #expect("\(error)".hasPrefix(path + ": another process kept the database busy"))
      }
    }
  }

  @Test("a wait is said once, at the first pause past the moment")
  func reachesOnce() {
    let pause = BusyWait.pauseMilliseconds
    let said = (0..<200).filter {
      BusyWait(path: "p", milliseconds: $0 * pause).reaches(1_000)
    }
    #expect(said.count == 1)
  }
}
