import Foundation
import QuizCore
import Testing

@testable import Store

@Suite("Store schema and location")
struct SchemaTests {
  @Test("a new file is at the latest version, in WAL mode, with foreign keys on")
  func freshFile() throws {
    try withTemporaryFolder { folder in
      // A named file's folder must exist (only the default store's folders are made).
      let path = folder + "/trivium.sqlite3"
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      #expect(try store.pragma("journal_mode") == "wal")
      #expect(try store.pragma("foreign_keys") == "1")
      #expect(try store.pragma("application_id") == String(Schema.applicationID))
      // A new file is made in one step: no lock folder, no backup.
      #expect(listing(folder).allSatisfy { $0.hasPrefix("trivium.sqlite3") })
      #expect(!listing(folder).contains { $0.contains("backup") || $0.contains("locks") })
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
      #expect(try store.pragma("user_version") == String(Schema.latest))
      #expect(try store.profiles() == [Profile(id: 1, name: "Old", createdAt: 7, settings: [:])])
      #expect(try store.history(profileID: 1).map(\.score) == [100])
      let indexes = try store.withConnection { connection throws(StoreError) in
        try connection.integer(
          "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'history_by_profile'")
      }
      #expect(indexes == 1)
      // Opening an up-to-date file again migrates nothing.
      #expect(try Store.open(at: path).pragma("user_version") == String(Schema.latest))
    }
  }

  @Test("a version 2 file keeps every row, its saves' actions in order, and a backup of itself")
  func upgradeFromVersion2() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      let actions = sampleActions(40) + [1.0, 1, "1", .null, [], [:]]
      let actionsText = try ValueJSON.encode(.array(actions))
      do {
        let old = try Store.open(at: path, onDamage: .fail, schemaVersion: 2)
        try old.withConnection { connection throws(StoreError) in
          // Rows as a version 2 build wrote them: the actions of a save in one JSON column.
          try connection.execute(
            """
            INSERT INTO profiles (name, created_at, settings) VALUES ('Old', 7, '{"theme":"plain"}');
            INSERT INTO profiles (name, created_at) VALUES ('Other', 8);
            INSERT INTO history (profile_id, game_id, seed, score, verdicts, finished_at)
              VALUES (1, 'g', 3, 100, '[]', 9);
            INSERT INTO question_stats (profile_id, game_id, question_id, asked, right)
              VALUES (1, 'g', 'q1', 2, 1);
            INSERT INTO tournament_results VALUES ('t', 0, 's1', '{"score":5}');
            INSERT INTO saved_sessions VALUES (2, 'empty', 4, '[]', 0, 0, 11);
            """)
          try connection.run(
            "INSERT INTO saved_sessions VALUES (1, 'g', -5, ?, 3, 250, 10)", [.text(actionsText)])
        }
      }
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      #expect(try store.pragma("integrity_check") == "ok")
      #expect(try store.pragma("foreign_key_check") == "")
      #expect(
        try store.profiles().map(\.name) == ["Old", "Other"]
          && store.profile(named: "Old")?.settings == ["theme": "plain"])
      #expect(try store.history(profileID: 1).map(\.score) == [100])
      #expect(try store.statistics(profileID: 1, gameID: "g").map(\.right) == [1])
      #expect(try store.tournamentResults(tournamentID: "t").map(\.record) == [["score": 5]])
      let saved = try #require(try store.savedSession(profileID: 1, gameID: "g"))
      #expect(
        saved
          == SavedSession(
            profileID: 1, gameID: "g", seed: UInt64(bitPattern: -5), actions: actions,
            questionIndex: 3, score: 250, updatedAt: 10))
      // Byte for byte, as replay needs.
      #expect(try ValueJSON.encode(.array(saved.actions)) == actionsText)
      #expect(try store.savedSession(profileID: 2, gameID: "empty")?.actions == [])
      // The copy kept beside it is the file as version 2 left it.
      let backup = Schema.backupPath(path, version: 2)
      #expect(backup == path + ".v2.backup")
      let copy = try Store.open(at: backup, onDamage: .fail, schemaVersion: 2)
      #expect(try copy.pragma("user_version") == "2")
      let copied = try copy.withConnection { connection throws(StoreError) in
        try connection.query("SELECT actions FROM saved_sessions WHERE game_id = 'g'") {
          $0.text(0)
        }
      }
      #expect(copied == [actionsText])
      // An up-to-date file is not copied again.
      _ = try Store.open(at: path)
      #expect(!listing(folder).contains("trivium.sqlite3.v2.backup-2"))
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
    // Only the environment handed in counts: the process's own HOME is never read.
    #expect(throws: StoreError.self) { try Store.open(at: nil) }
  }
}
