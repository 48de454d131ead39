import Foundation
import QuizCore
import Testing

@testable import Store

@Suite("Store file safety")
struct SafetyTests {
  private let garbage = Array(String(repeating: "not a database at all\n", count: 300).utf8)

  @Test("a file that is not SQLite is refused, named in the error and left as it was")
  func garbageRefused() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      for bytes in [garbage, Array("{}".utf8)] {
        write(bytes, to: path)
        let error = StoreError.notADatabase(path: path, detail: "file is not a database")
        #expect(throws: error) { try Store.open(at: path) }
        #expect(contents(path) == bytes)
        #expect(listing(folder) == ["trivium.sqlite3"])
        #expect(error.description.hasPrefix(path + ": not a Trivium database"))
      }
    }
  }

  @Test("only when asked is an unusable file kept aside, never over an older one")
  func movedAsideWhenAsked() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      write(garbage, to: path)
      // A file kept from an earlier accident: it must survive untouched.
      write([1, 2, 3], to: path + ".damaged-1")
      let store = try Store.open(at: path, onDamage: .moveAsideAndCreate)
      let recovery = try #require(store.recovery)
      #expect(recovery.keptAt == path + ".damaged-2")
      #expect(recovery.problem == .notADatabase(path: path, detail: "file is not a database"))
      #expect(contents(path + ".damaged-2") == garbage)
      #expect(contents(path + ".damaged-1") == [1, 2, 3])
      #expect(try store.profiles().isEmpty)
      try store.createProfile(named: "Fresh", createdAt: 0)
      #expect(try Store.open(at: path, onDamage: .moveAsideAndCreate).recovery == nil)
    }
  }

  @Test("a damaged database fails its check and is reported as damaged")
  func damaged() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      do {
        let store = try Store.open(at: path)
        let big = Value.string(String(repeating: "x", count: 2000))
        try store.putTournamentResults(
          (0..<200).map {
            TournamentResult(tournamentID: "t", shard: 0, sessionKey: "\($0)", record: big)
          })
      }
      var bytes = try #require(contents(path))
      #expect(bytes.count > 40 * 4096)
      for offset in 20 * 4096..<24 * 4096 { bytes[offset] = 0xA5 }
      write(bytes, to: path)

      var caught: StoreError?
      do throws(StoreError) { _ = try Store.open(at: path) } catch { caught = error }
      guard case .damaged(let reported, let detail) = caught else {
        Issue.record("expected .damaged, got \(String(describing: caught))")
        return
      }
      #expect(reported == path && !detail.isEmpty)
      #expect(contents(path) == bytes)
      let store = try Store.open(at: path, onDamage: .moveAsideAndCreate)
      #expect(store.recovery?.keptAt == path + ".damaged-1")
      #expect(contents(path + ".damaged-1") == bytes)
    }
  }

  @Test("a file from a newer Trivium is refused and left byte for byte as it was")
  func newerVersion() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      do {
        let store = try Store.open(at: path)
        try store.createProfile(named: "Future", createdAt: 0)
        try store.withConnection { connection throws(StoreError) in
          try connection.execute("PRAGMA user_version = 99")
        }
      }
      let before = try #require(contents(path))
      let files = listing(folder)
      let error = StoreError.newerVersion(path: path, found: 99, supported: Schema.latest)
      #expect(throws: error) { try Store.open(at: path) }
      #expect(throws: error) { try Store.open(at: path, onDamage: .fail) }
      #expect(contents(path) == before)
      #expect(listing(folder) == files)
      #expect(
        error.description
          == "\(path): written by a newer Trivium (schema version 99, this build knows up to "
          + "\(Schema.latest)); the file was left as it is")

      // It is not damaged: never kept aside as such (see DataSafetyTests).
      #expect(throws: error) { try Store.open(at: path, onDamage: .moveAsideAndCreate) }
      #expect(contents(path) == before)
    }
  }

  @Test("another program's SQLite database is not taken over")
  func foreignDatabase() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/other.sqlite3"
      do {
        let connection = try Connection(path: path)
        try connection.execute("CREATE TABLE notes (body TEXT)")
      }
      let before = contents(path)
      #expect(
        throws: StoreError.notADatabase(path: path, detail: "a SQLite database of another program")
      ) {
        try Store.open(at: path)
      }
      #expect(contents(path) == before)
    }
  }

  @Test("a folder that cannot be created is reported with the file's path")
  func cannotCreateFolder() throws {
    try withTemporaryFolder { folder in
      write([0], to: folder + "/plain")
      let path = folder + "/plain/sub/trivium.sqlite3"
      do {
        _ = try Store.open(at: path)
        Issue.record("opened")
      } catch let error as StoreError {
        #expect(error.path == path)
        #expect(
          error.description
            == "\(path): cannot open: the folder \(folder)/plain/sub: not a directory")
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test("a write that fails halfway leaves nothing of itself")
  func rollback() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      let store = try Store.open(at: path)
      #expect(throws: StoreError.invalidRecord(path: path, detail: .verbatim("stop"))) {
        try store.write { connection throws(StoreError) in
          try connection.run("INSERT INTO profiles (name, created_at) VALUES ('Half', 0)")
          throw StoreError.invalidRecord(path: path, detail: .verbatim("stop"))
        }
      }
      #expect(try store.profiles().isEmpty)
    }
  }
}
