import Foundation
import QuizCore
import Review
import Testing

@testable import Store

/// A saved review session keeps its list of (game, question) pairs; a file of schema 5 keeps
/// its saves, which read as a game's own; a finished review session records its events and
/// drops its save, without a history row.
@Suite("Saved review sessions")
struct ReviewSessionStoreTests {
  let pairs = [
    QuestionKey(gameID: "bank", questionID: "q2"), QuestionKey(gameID: "flags", questionID: "jp"),
  ]

  @Test("a save keeps its list of pairs, in order; a game's save has none")
  func theListRoundTrips() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let profile = try store.createProfile(named: "P", createdAt: 0)
      try store.saveSession(
        SavedSession(
          profileID: profile.id, gameID: "review/due", seed: 4, actions: ["start"],
          questionIndex: 0, score: 0, updatedAt: 1, questions: pairs))
      try store.saveSession(
        SavedSession(
          profileID: profile.id, gameID: "bank", seed: 5, actions: [], questionIndex: 0,
          score: 0, updatedAt: 1))
      #expect(
        try store.savedSession(profileID: profile.id, gameID: "review/due")?.questions == pairs)
      #expect(try store.savedSession(profileID: profile.id, gameID: "bank")?.questions == nil)
    }
  }

  @Test("a version 5 file keeps its saves, which have no list")
  func upgradeFromVersion5() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      do {
        let old = try Store.open(at: path, onDamage: .fail, schemaVersion: 5)
        try old.withConnection { connection throws(StoreError) in
          try connection.execute(
            """
            INSERT INTO profiles (name, created_at) VALUES ('Old', 7);
            INSERT INTO saved_sessions (profile_id, game_id, seed, question_index, score,
              updated_at, owner, plugins) VALUES (1, 'g', 3, 1, 100, 10, 'me', '{}');
            INSERT INTO saved_actions (profile_id, game_id, position, action, result)
              VALUES (1, 'g', 0, '"start"', NULL);
            """)
        }
      }
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      let saved = try #require(try store.savedSession(profileID: 1, gameID: "g"))
      #expect(saved.actions == ["start"] && saved.score == 100 && saved.questions == nil)
      #expect(FileManager.default.fileExists(atPath: Schema.backupPath(path, version: 5)))
    }
  }

  @Test("a finished review session moves its questions on under their games, and drops its save")
  func recordingAReviewSession() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let profile = try store.createProfile(named: "P", createdAt: 0)
      try store.saveSession(
        SavedSession(
          profileID: profile.id, gameID: "review/due", seed: 4, actions: [], questionIndex: 0,
          score: 0, updatedAt: 1, questions: pairs), owner: "me")
      let events = pairs.map {
        ReviewEvent(
          gameID: $0.gameID, questionID: $0.questionID,
          check: CheckedQuestion(verdict: .right, hints: 0, tries: 1, seconds: 30), answer: "x",
          reviewedAt: 100)
      }
      try store.recordReviewSession(
        events, profileID: profile.id, saveGameID: "review/due", saveOwner: "me")
      #expect(try store.reviewEvents(profileID: profile.id).map(\.gameID) == ["bank", "flags"])
      #expect(try store.reviewCard(profileID: profile.id, gameID: "flags", questionID: "jp") != nil)
      #expect(try store.savedSession(profileID: profile.id, gameID: "review/due") == nil)
      #expect(try store.history(profileID: profile.id).isEmpty)
    }
  }
}
