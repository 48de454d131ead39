import Foundation
import QuizCore
import Review
import Testing

@testable import Store

/// Issue 35: the time of each saved action (answers are dated when given), and lapses counted
/// as Anki counts them.
@Suite("Action times and lapses in the store")
struct AnswerDateStoreTests {
  /// Noon UTC on 3 December 2026, in Unix seconds.
  let noon: Int64 = 1_796_299_200
  let day: Int64 = 86_400

  private func event(_ question: String, _ verdict: Verdict, at time: Int64) -> ReviewEvent {
    ReviewEvent(
      gameID: "bank", questionID: question,
      check: CheckedQuestion(verdict: verdict, hints: 0, tries: 1, seconds: 20), answer: nil,
      reviewedAt: time)
  }

  @Test("a first wrong answer is no lapse; a wrong answer to a question in review is one")
  func lapses() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let profile = try store.createProfile(named: "Ana", createdAt: 0)
      func card(_ question: String) throws -> ReviewCard? {
        try store.reviewCard(profileID: profile.id, gameID: "bank", questionID: question)
      }
      try store.recordReviews(
        [event("new-wrong", .wrong, at: noon), event("known", .right, at: noon)],
        profileID: profile.id)
      #expect(try card("new-wrong")?.lapses == 0)
      try store.recordReviews(
        [event("new-wrong", .partial, at: noon + 3 * day), event("known", .wrong, at: noon + day)],
        profileID: profile.id)
      #expect(try card("new-wrong")?.lapses == 1 && card("new-wrong")?.reviews == 2)
      #expect(try card("known")?.lapses == 1 && card("known")?.reviews == 2)
    }
  }

  @Test("an answer older than the last review is scheduled from that review, never back in time")
  func olderAnswer() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let profile = try store.createProfile(named: "Ana", createdAt: 0)
      try store.recordReviews([event("q", .right, at: noon + day)], profileID: profile.id)
      try store.recordReviews([event("q", .right, at: noon)], profileID: profile.id)
      let card = try #require(
        try store.reviewCard(profileID: profile.id, gameID: "bank", questionID: "q"))
      #expect(card.memory.lastReview == noon + day)
      // The event keeps the time it was given at.
      #expect(
        try store.reviewEvents(profileID: profile.id).map(\.reviewedAt) == [noon, noon + day])
    }
  }

  @Test("each action's time is saved with it, appended, read back, exported and imported")
  func actionTimes() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/a.sqlite3")
      let profile = try store.createProfile(named: "Ana", createdAt: 0)
      var saved = SavedSession(
        profileID: profile.id, gameID: "bank", seed: 9, actions: ["start", "check"],
        questionIndex: 0, score: 0, updatedAt: noon)
      saved.times = [noon, noon + 5]
      try store.saveSession(saved, owner: "me")
      try store.appendSavedActions(
        ["next"], times: [noon + day], from: 2,
        to: SavedSessionSummary(
          profileID: profile.id, gameID: "bank", questionIndex: 1, score: 0,
          updatedAt: noon + day), owner: "me")
      let read = try #require(try store.savedSession(profileID: profile.id, gameID: "bank"))
      #expect(read.times == [noon, noon + 5, noon + day])

      let archive = try #require(try store.exportProfile(named: "Ana"))
      let text = try archive.json()
      #expect(text.contains("\"at\": \(noon + day)"))
      let target = try Store.open(at: folder + "/b.sqlite3")
      let imported = try target.importProfile(try ProfileArchive.decode(Array(text.utf8)))
      #expect(
        try target.savedSession(profileID: imported.id, gameID: "bank")?.times == read.times)
    }
  }

  @Test("a version 7 file gains action times (none for its saves) and loses first-answer lapses")
  func upgradeFromVersion7() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      do {
        let old = try Store.open(at: path, onDamage: .fail, schemaVersion: 7)
        try old.withConnection { connection throws(StoreError) in
          try connection.execute(
            """
            INSERT INTO profiles (name, created_at) VALUES ('Old', 7);
            INSERT INTO saved_sessions (profile_id, game_id, seed, question_index, score,
              updated_at, owner, plugins) VALUES (1, 'g', -5, 0, 0, 10, 'me', '{}');
            INSERT INTO saved_actions (profile_id, game_id, position, action, result)
              VALUES (1, 'g', 0, '"start"', NULL);
            INSERT INTO review_events (profile_id, game_id, question_id, verdict, hints, tries,
              seconds, rating, answer, reviewed_at) VALUES
              (1, 'g', 'first-wrong', 'wrong', 0, 1, 5, 1, NULL, 100),
              (1, 'g', 'first-wrong', 'right', 0, 1, 5, 3, NULL, 200),
              (1, 'g', 'lapsed', 'right', 0, 1, 5, 3, NULL, 100),
              (1, 'g', 'lapsed', 'wrong', 0, 1, 5, 1, NULL, 200),
              (1, 'g', 'twice', 'wrong', 0, 1, 5, 1, NULL, 100),
              (1, 'g', 'twice', 'wrong', 0, 1, 5, 1, NULL, 200),
              (1, 'g', 'no-events', 'wrong', 0, 1, 5, 1, NULL, 300);
            INSERT INTO review_state VALUES
              (1, 'g', 'first-wrong', 2.5, 5, 200, 400, 2, 1),
              (1, 'g', 'lapsed', 0.5, 7, 200, 300, 2, 1),
              (1, 'g', 'twice', 0.2, 8, 200, 300, 2, 2),
              (1, 'g', 'no-events', 0.2, 8, 300, 400, 3, 3);
            """)
        }
      }
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      let saved = try #require(try store.savedSession(profileID: 1, gameID: "g"))
      #expect(saved.actions == ["start"] && saved.times == [])
      func lapses(_ question: String) throws -> Int? {
        try store.reviewCard(profileID: 1, gameID: "g", questionID: question)?.lapses
      }
      #expect(try lapses("first-wrong") == 0)
      #expect(try lapses("lapsed") == 1)
      #expect(try lapses("twice") == 1)
      // Three reviews but one event: the events cannot say, so the count is kept.
      #expect(try lapses("no-events") == 3)
      #expect(try store.reviewEvents(profileID: 1).count == 7)
    }
  }
}
