import Foundation
import QuizCore
import Review
import Testing

@testable import Store

@Suite("Review events and due questions")
struct ReviewStoreTests {
  /// Noon UTC on 3 December 2026, in Unix seconds.
  let noon: Int64 = 1_796_299_200
  let day: Int64 = 86_400
  let utc = TimeZone(identifier: "UTC")!

  private func event(
    _ question: String, _ verdict: Verdict, hints: Int = 0, tries: Int = 1, seconds: Double = 20,
    at time: Int64, game: String = "bank"
  ) -> ReviewEvent {
    ReviewEvent(
      gameID: game, questionID: question,
      check: CheckedQuestion(verdict: verdict, hints: hints, tries: tries, seconds: seconds),
      answer: "answer of \(question)", reviewedAt: time)
  }

  @Test("three days after a session, the forgotten and the barely known questions are due")
  func dueAfterThreeDays() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let profile = try store.createProfile(named: "Ana", createdAt: 0)
      try store.recordReviews(
        [
          event("q1", .wrong, at: noon),  // Again: back tomorrow
          event("q2", .right, at: noon),  // Good: about 2 days
          event("q3", .right, seconds: 3, at: noon),  // Easy: about 8 days
          event("q4", .right, hints: 1, at: noon, game: "flags"),  // Hard: about 1 day
        ], profileID: profile.id)
      func due(after days: Int64) throws -> [String] {
        let today = ReviewDay(containing: noon + days * day, in: utc)
        return try store.dueReviews(profileID: profile.id, before: today.end)
          .map { "\($0.gameID)/\($0.questionID)" }.sorted()
      }
      #expect(try due(after: 0) == [])
      #expect(try due(after: 3) == ["bank/q1", "bank/q2", "flags/q4"])
      #expect(try due(after: 9) == ["bank/q1", "bank/q2", "bank/q3", "flags/q4"])

      // Reviewing q1 right three days later moves it days ahead; its first answer, wrong, was
      // no lapse (a question not yet in review, as Anki counts it).
      try store.recordReviews([event("q1", .right, at: noon + 3 * day)], profileID: profile.id)
      let card = try #require(
        try store.reviewCard(profileID: profile.id, gameID: "bank", questionID: "q1"))
      #expect(card.reviews == 2 && card.lapses == 0)
      #expect(card.memory.due > noon + 4 * day)
      #expect(try due(after: 3) == ["bank/q2", "flags/q4"])
    }
  }

  @Test("the state follows the FSRS scheduler, review by review")
  func stateIsTheSchedulers() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let profile = try store.createProfile(named: "Ana", createdAt: 0)
      let verdicts: [Verdict] = [.right, .wrong, .right, .partial, .right]
      var expected: MemoryState?
      for (index, verdict) in verdicts.enumerated() {
        let time = noon + Int64(index) * 4 * day + 1_234
        try store.recordReviews([event("q", verdict, at: time)], profileID: profile.id)
        let check = CheckedQuestion(verdict: verdict, hints: 0, tries: 1, seconds: 20)
        expected = FSRS().review(expected, rating: Rating(check), at: time)
      }
      let card = try #require(
        try store.reviewCard(profileID: profile.id, gameID: "bank", questionID: "q"))
      #expect(card.memory == expected)
      #expect(card.reviews == 5 && card.lapses == 2)
      let events = try store.reviewEvents(profileID: profile.id)
      #expect(events.map(\.check.verdict) == verdicts)
      #expect(events.allSatisfy { $0.answer == "answer of q" })
    }
  }

  @Test("two events for one question in a session are refused and nothing is written")
  func oneEventPerQuestion() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let profile = try store.createProfile(named: "Ana", createdAt: 0)
      #expect(throws: StoreError.self) {
        try store.recordReviews(
          [
            event("a", .right, at: noon), event("b", .right, at: noon),
            event("a", .wrong, at: noon),
          ],
          profileID: profile.id)
      }
      #expect(try store.reviewEvents(profileID: profile.id).isEmpty)
      #expect(try store.reviewCard(profileID: profile.id, gameID: "bank", questionID: "b") == nil)
    }
  }

  @Test("a version 4 file keeps every row, gains empty review tables and a backup")
  func upgradeFromVersion4() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      do {
        let old = try Store.open(at: path, onDamage: .fail, schemaVersion: 4)
        try old.withConnection { connection throws(StoreError) in
          try connection.execute(
            """
            INSERT INTO profiles (name, created_at, settings) VALUES ('Old', 7, '{"theme":"plain"}');
            INSERT INTO history (profile_id, game_id, seed, score, verdicts, finished_at,
              set_aside, actions) VALUES (1, 'g', 3, 100, '[]', 9, 'plugins changed', '[]');
            INSERT INTO question_stats (profile_id, game_id, question_id, asked, wrong)
              VALUES (1, 'g', 'q1', 2, 2);
            INSERT INTO tournament_results VALUES ('t', 0, 's1', '{"score":5}');
            INSERT INTO saved_sessions (profile_id, game_id, seed, question_index, score,
              updated_at, owner, plugins) VALUES (1, 'g', -5, 3, 250, 10, 'me', '{"type/x":"ab"}');
            INSERT INTO saved_actions (profile_id, game_id, position, action, result)
              VALUES (1, 'g', 0, '"next"', NULL);
            """)
        }
      }
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      #expect(try store.pragma("integrity_check") == "ok")
      #expect(try store.pragma("foreign_key_check") == "")
      #expect(try store.history(profileID: 1).map(\.setAside) == ["plugins changed"])
      #expect(try store.statistics(profileID: 1, gameID: "g").map(\.wrong) == [2])
      #expect(try store.tournamentResults(tournamentID: "t").map(\.record) == [["score": 5]])
      let saved = try #require(try store.savedSession(profileID: 1, gameID: "g"))
      #expect(saved.actions == ["next"] && saved.plugins == ["type/x": "ab"])
      #expect(try store.reviewEvents(profileID: 1).isEmpty)
      let copy = try Store.open(
        at: Schema.backupPath(path, version: 4), onDamage: .fail, schemaVersion: 4)
      #expect(try copy.pragma("user_version") == "4")
      // Every new table is STRICT.
      let strict = try store.withConnection { connection throws(StoreError) in
        try connection.query(
          "SELECT name FROM pragma_table_list WHERE name LIKE 'review%' AND strict = 1", []
        ) { $0.text(0) }
      }
      #expect(Set(strict) == ["review_events", "review_state"])
    }
  }
}
