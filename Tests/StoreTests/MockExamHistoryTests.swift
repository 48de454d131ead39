import Foundation
import QuizCore
import Testing

@testable import Store

/// Issue 35, point 13: a mock exam's finished session says under which rules it was played,
/// through export and import and from a file of the version before.
@Suite("The history of mock exams")
struct MockExamHistoryTests {
  func finished(_ profileID: Int64, rules: String?, at time: Int64) -> FinishedSession {
    FinishedSession(
      profileID: profileID, gameID: "quiz", seed: 5, score: 100,
      verdicts: [QuestionVerdict(questionID: "q1", outcome: .right)], finishedAt: time,
      rules: rules)
  }

  @Test("a mock exam's rules are kept, and its own save is dropped, not the game's")
  func rulesAndSave() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let ana = try store.createProfile(named: "Ana", createdAt: 1)
      for id in ["quiz", "mock-exam/quiz"] {
        try store.saveSession(
          SavedSession(
            profileID: ana.id, gameID: id, seed: 5, actions: [], questionIndex: 0, score: 0,
            updatedAt: 2))
      }
      try store.recordFinished(
        finished(ana.id, rules: "mock-exam", at: 10), savedAs: "mock-exam/quiz")
      try store.recordFinished(finished(ana.id, rules: nil, at: 20))
      #expect(try store.history(profileID: ana.id).map(\.rules) == [nil, "mock-exam"])
      #expect(try store.savedSession(profileID: ana.id, gameID: "mock-exam/quiz") == nil)
      #expect(try store.savedSessions(profileID: ana.id).isEmpty)

      // Through a profile file and back.
      let archive = try #require(try store.exportProfile(named: "Ana"))
      let text = try archive.json()
      #expect(text.components(separatedBy: "\"rules\"").count == 2, "written for the exam alone")
      let target = try Store.open(at: folder + "/u.sqlite3")
      let imported = try target.importProfile(try ProfileArchive.decode(Array(text.utf8)))
      #expect(try target.history(profileID: imported.id).map(\.rules) == [nil, "mock-exam"])
    }
  }

  @Test("a version 10 file keeps its history, every session under its game's rules")
  func upgradeFromVersion10() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      do {
        let old = try Store.open(at: path, onDamage: .fail, schemaVersion: 10)
        try old.withConnection { connection throws(StoreError) in
          try connection.execute(
            """
            INSERT INTO profiles (name, created_at) VALUES ('Old', 7);
            INSERT INTO history (profile_id, game_id, seed, score, verdicts, finished_at)
              VALUES (1, 'quiz', 3, 40, '[]', 100);
            """)
        }
      }
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      let history = try store.history(profileID: 1)
      #expect(history.map(\.gameID) == ["quiz"] && history.map(\.score) == [40])
      #expect(history.map(\.rules) == [nil])
      try store.recordFinished(finished(1, rules: "mock-exam", at: 200))
      #expect(try store.history(profileID: 1).map(\.rules) == ["mock-exam", nil])
      #expect(FileManager.default.fileExists(atPath: Schema.backupPath(path, version: 10)))
    }
  }
}
