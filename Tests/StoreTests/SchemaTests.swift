import Foundation
import QuizCore
import Testing

@testable import Store

@Suite("Store schema and location")
struct SchemaTests {
  @Test("a new file is at the latest version, in WAL mode, with foreign keys on")
  func freshFile() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/nested/deeper/trivium.sqlite3"
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      #expect(try store.pragma("journal_mode") == "wal")
      #expect(try store.pragma("foreign_keys") == "1")
      #expect(try store.pragma("application_id") == String(Schema.applicationID))
      var info = stat()
      #expect(stat(folder + "/nested/deeper", &info) == 0)
      #expect(info.st_mode & 0o777 == 0o700)
    }
  }

  @Test("a version 1 file is upgraded and keeps its data")
  func upgradeFromVersion1() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      do {
        let old = try Store.open(at: path, onDamage: .fail, schemaVersion: 1)
        #expect(try old.pragma("user_version") == "1")
        try old.withConnection { connection throws(StoreError) in
          // Version 1 has no settings column: write as a version 1 build did.
          try connection.run("INSERT INTO profiles (name, created_at) VALUES ('Old', 7)")
          try connection.run(
            """
            INSERT INTO history (profile_id, game_id, seed, score, verdicts, finished_at)
            VALUES (1, 'g', 3, 100, '[]', 9)
            """)
        }
      }
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == "2")
      #expect(try store.profiles() == [Profile(id: 1, name: "Old", createdAt: 7, settings: [:])])
      #expect(try store.history(profileID: 1).map(\.score) == [100])
      let indexes = try store.withConnection { connection throws(StoreError) in
        try connection.integer(
          "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'history_by_profile'")
      }
      #expect(indexes == 1)
      // Opening an up-to-date file again migrates nothing.
      #expect(try Store.open(at: path).pragma("user_version") == "2")
    }
  }

  @Test("the data folder follows TRIVIUM_DATA_DIR, then XDG_DATA_HOME, then HOME")
  func location() throws {
    let file = StoreLocation.fileName
    #expect(
      try StoreLocation.databasePath(environment: [
        "TRIVIUM_DATA_DIR": "/d/", "XDG_DATA_HOME": "/x", "HOME": "/h",
      ]) == "/d/" + file)
    #expect(
      try StoreLocation.databasePath(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"])
        == "/x/trivium/" + file)
    // Empty and relative values are ignored, as the XDG specification says.
    #expect(
      try StoreLocation.databasePath(environment: [
        "TRIVIUM_DATA_DIR": "", "XDG_DATA_HOME": "relative", "HOME": "/h",
      ]) == "/h/.local/share/trivium/" + file)
    #expect(
      try StoreLocation.dataDirectory(environment: ["HOME": "/h"]) == "/h/.local/share/trivium")
    #expect(throws: StoreError.self) { try StoreLocation.databasePath(environment: [:]) }
    let fromProcess = try StoreLocation.databasePath()
    #expect(fromProcess.hasSuffix("/" + file))
  }
}
