import Foundation
import QuizCore
import Testing

@testable import Store

/// Issue 28 in the store: backups only from an upgrade, a newer file never renamed, a file in
/// a missing folder refused, an export of every earlier version's file imported back, SQLite's
/// failures said in words.
@Suite("Store data safety")
struct DataSafetyTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  @Test(
    "a profile exported from a file of each earlier version imports back",
    arguments: [1, 2, 3, 4, 5, 7])
  func exportImportsBack(version: Int) throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      try FileManager.default.copyItem(
        atPath: Self.fixtures.appendingPathComponent("trivium-v\(version).sqlite3").path,
        toPath: path)
      let store = try Store.open(at: path)
      let target = try Store.open(at: folder + "/target.sqlite3")
      let profiles = try store.profiles()
      #expect(!profiles.isEmpty)
      for profile in profiles {
        let archive = try #require(try store.exportProfile(named: profile.name))
        let read = try ProfileArchive.decode(Array(try archive.json().utf8))
        _ = try target.importProfile(read)
        let again = try #require(try target.exportProfile(named: profile.name))
        #expect(again.counts.map(\.count) == archive.counts.map(\.count))
      }
    }
  }

  @Test("stores made by many threads at once leave no backup: only an upgrade makes one")
  func noBackupFromCreation() async throws {
    try await withTemporaryFolderAsync { folder in
      for round in 0..<12 {
        let path = folder + "/new-\(round).sqlite3"
        await withTaskGroup(of: Void.self) { group in
          for _ in 0..<4 {
            group.addTask {
              await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread {
                  _ = try? Store.open(at: path)
                  done.resume()
                }.start()
              }
            }
          }
        }
      }
      #expect(listing(folder).filter { $0.contains("backup") } == [])
    }
  }

  @Test("an upgrade leaves a whole backup under its name and nothing partial")
  func backupWhole() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      try FileManager.default.copyItem(
        atPath: Self.fixtures.appendingPathComponent("trivium-v5.sqlite3").path, toPath: path)
      // A partial backup a killed upgrade left: removed, never given the name.
      write(Array("half".utf8), to: Schema.backupPath(path, version: 5) + ".partial")
      write(Array("half".utf8), to: Schema.backupPath(path, version: 5) + ".partial-journal")
      _ = try Store.open(at: path)
      let names = listing(folder).filter { $0.contains("backup") }
      #expect(names == ["trivium.sqlite3.v5.backup"])
      let backup = try Store.open(
        at: Schema.backupPath(path, version: 5), onDamage: .fail, schemaVersion: 5)
      #expect(try backup.pragma("integrity_check") == "ok")
      #expect(try backup.pragma("user_version") == "5")
    }
  }

  @Test("a file of a newer schema is refused even when damage is kept aside, and not renamed")
  func newerNeverRenamed() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      do {
        let store = try Store.open(at: path)
        try store.withConnection { connection throws(StoreError) in
          try connection.execute("PRAGMA user_version = 99")
        }
      }
      let before = contents(path)
      let error = StoreError.newerVersion(path: path, found: 99, supported: Schema.latest)
      #expect(throws: error) { try Store.open(at: path, onDamage: .moveAsideAndCreate) }
      #expect(contents(path) == before)
      #expect(!listing(folder).contains { $0.contains("damaged") })
    }
  }

  @Test("a file named in a folder that does not exist is refused, and no folder is made")
  func missingFolderRefused() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/missing/deeper/trivium.sqlite3"
      #expect(throws: StoreError.self) { try Store.open(at: path) }
      #expect(listing(folder) == [])
    }
  }

  @Test("the same file opened through a link is the same game: its lock is held")
  func lockThroughALink() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      let store = try Store.open(at: path)
      symlink(path, folder + "/link.sqlite3")
      let held = try #require(try store.lockSession(profileID: 1, gameID: "g"))
      let other = try Store.open(at: folder + "/link.sqlite3")
      #expect(try other.lockSession(profileID: 1, gameID: "g") == nil)
      withExtendedLifetime(held) {}
    }
  }

  @Test("SQLite's failures are said in words, its code kept after them")
  func failuresInWords() {
    let busy = StoreError.sqlite(path: "/p.db", code: 5, message: "database is locked")
    #expect(busy.description.hasPrefix("/p.db: another process kept the database busy"))
    let io = StoreError.sqlite(path: "/p.db", code: 4874, message: "disk I/O error")
    #expect(io.description.hasPrefix("/p.db: reading or writing the database failed"))
    #expect(io.description.hasSuffix("(SQLite error 4874: disk I/O error)"))
  }
}
