import Foundation
import QuizCore
import Testing

@testable import Store

/// Databases written by earlier builds (Fixtures/trivium-vN.sqlite3, made by
/// Fixtures/make-fixtures from each version's own CREATE statements) open in this build with
/// every row kept, after a backup of the file as it was.
@Suite("Store files of earlier versions")
struct FixtureMigrationTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The columns of every table of the file at `path`, by table.
  static func columns(_ path: String) throws -> [String: [String]] {
    let connection = try Connection(path: path)
    let tables = try connection.query(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ) { $0.text(0) }
    var columns: [String: [String]] = [:]
    for table in tables {
      columns[table] = try connection.query(
        "SELECT name FROM pragma_table_info(?)", [.text(table)]
      ) { $0.text(0) }
    }
    return columns
  }

  /// Every row of the tables `columns` names in the file at `path`, as JSON arrays of those
  /// columns, sorted.
  static func rows(_ path: String, columns: [String: [String]]) throws -> [String: [String]] {
    let connection = try Connection(path: path)
    var rows: [String: [String]] = [:]
    for (table, names) in columns {
      let chosen = names.map { "\"\($0)\"" }.joined(separator: ", ")
      rows[table] = try connection.query("SELECT json_array(\(chosen)) FROM \"\(table)\"") {
        $0.text(0)
      }.sorted()
    }
    return rows
  }

  @Test(
    "a file of each earlier version keeps every row and a backup of itself",
    arguments: [1, 2, 3, 4, 5, 7, 8])
  func upgrade(version: Int) throws {
    try withTemporaryFolder { folder in
      let fixture = Self.fixtures.appendingPathComponent("trivium-v\(version).sqlite3").path
      let path = folder + "/trivium.sqlite3"
      let pristine = folder + "/pristine.sqlite3"
      try FileManager.default.copyItem(atPath: fixture, toPath: path)
      try FileManager.default.copyItem(atPath: fixture, toPath: pristine)
      let oldColumns = try Self.columns(pristine)
      let before = try Self.rows(pristine, columns: oldColumns)
      // The fixture is not empty: every table it has holds rows.
      #expect(before.count >= 5 && before.values.allSatisfy { !$0.isEmpty })

      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      #expect(try store.pragma("integrity_check") == "ok")
      #expect(try store.pragma("foreign_key_check") == "")
      // Every old column of every old table holds what it held (the actions of a save moved
      // out of saved_sessions in version 3, and are compared below).
      var kept = oldColumns
      kept["saved_sessions"]?.removeAll { $0 == "actions" }
      // Version 8 takes back the lapse counted for a first answer that was wrong (question
      // q2 of the version 5 fixture): compared below.
      kept["review_state"]?.removeAll { $0 == "lapses" }
      let after = try Self.rows(path, columns: kept)
      let keptBefore = try Self.rows(pristine, columns: kept)
      for (table, rows) in keptBefore { #expect(after[table] == rows, "\(table)") }
      let saved = try #require(try store.savedSession(profileID: 1, gameID: "question-bank"))
      #expect(
        saved.actions == [["kind": "answer", "value": "B"], "next", 1.5, .null]
          && saved.seed == UInt64(bitPattern: -5) && saved.questions == nil)
      #expect(try store.savedSession(profileID: 2, gameID: "arithmetic")?.actions == [])
      #expect(try store.profile(named: "Zoë 🦊") != nil)
      if version >= 5 {
        let lapses = try store.reviewEvents(profileID: 1).map(\.questionID).sorted().map {
          try store.reviewCard(profileID: 1, gameID: "question-bank", questionID: $0)?.lapses
        }
        // The version 8 fixture has q1 forgotten at its second review: a lapse.
        #expect(lapses == (version >= 8 ? [1, 1, 0] : [0, 0]))
        // Version 9: every question was in review (no relearning step), and no event was
        // taken from a queue of the daily limits.
        #expect(try store.reviewEvents(profileID: 1).allSatisfy { $0.queue == nil })
        let cards = try store.dueReviews(profileID: 1, before: .max)
        #expect(!cards.isEmpty && cards.allSatisfy { $0.memory.step == nil })
      }
      // Saved before actions had times: none (each review is then dated by the session's end).
      #expect(saved.times == [])
      if version >= 7 {
        let review = try #require(try store.savedSession(profileID: 1, gameID: "review/mistakes"))
        #expect(
          review.questions?.map(\.questionID) == ["q2", "fr"] && review.actions == ["start"]
            && review.times == (version >= 8 ? [1_764_003_250] : []))
        #expect(
          try store.savedSession(profileID: 2, gameID: "china-provinces")?.language == "zh-Hans")
      }

      // The backup is the file as it was, at its version, with the same rows.
      let backup = Schema.backupPath(path, version: version)
      #expect(FileManager.default.fileExists(atPath: backup))
      #expect(try Connection(path: backup).integer("PRAGMA user_version") == Int64(version))
      #expect(try Self.columns(backup) == oldColumns)
      #expect(try Self.rows(backup, columns: oldColumns) == before)
    }
  }

  @Test("every table is STRICT, in a new file and in one upgraded from version 1")
  func strictTables() throws {
    try withTemporaryFolder { folder in
      let upgraded = folder + "/old.sqlite3"
      try FileManager.default.copyItem(
        atPath: Self.fixtures.appendingPathComponent("trivium-v1.sqlite3").path, toPath: upgraded)
      for path in [folder + "/new.sqlite3", upgraded] {
        let store = try Store.open(at: path)
        let (tables, strict) = try store.withConnection { connection throws(StoreError) in
          (
            try connection.query(
              "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            ) { $0.text(0) },
            try connection.query(
              """
              SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                AND sql LIKE '%) STRICT%'
              """
            ) { $0.text(0) }
          )
        }
        #expect(tables.count == 8)
        #expect(Set(strict) == Set(tables))
      }
    }
  }
}
