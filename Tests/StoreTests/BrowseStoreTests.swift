import Foundation
import QuizCore
import Review
import Testing

@testable import Store

/// Issue 35, item 8: what the question browser does to the store: suspend, bury until
/// tomorrow, reset to new, a question's history.
@Suite("The question browser in the store")
struct BrowseStoreTests {
  /// Noon UTC on 3 December 2026, in Unix seconds.
  let noon: Int64 = 1_796_299_200
  let day: Int64 = 86_400

  private func event(_ question: String, _ verdict: Verdict, at time: Int64) -> ReviewEvent {
    ReviewEvent(
      gameID: "bank", questionID: question,
      check: CheckedQuestion(verdict: verdict, hints: 0, tries: 1, seconds: 20), answer: "x",
      reviewedAt: time)
  }

  private func key(_ question: String) -> QuestionKey {
    QuestionKey(gameID: "bank", questionID: question)
  }

  /// A store with questions a, b and c answered wrong at noon: all three due the next day.
  private func store(in folder: String) throws -> (Store, Int64) {
    let store = try Store.open(at: folder + "/trivium.sqlite3")
    let profile = try store.createProfile(named: "Ana", createdAt: 0)
    try store.recordReviews(
      ["a", "b", "c"].map { event($0, .wrong, at: noon) }, profileID: profile.id)
    return (store, profile.id)
  }

  private func due(_ store: Store, _ profile: Int64, on instant: Int64) throws -> [String] {
    try store.dueToday(profileID: profile, day: ReviewDay(containing: instant)).cards.map(
      \.questionID)
  }

  @Test("a suspended question is left out of the due list and the mistakes until unsuspended")
  func suspend() throws {
    try withTemporaryFolder { folder in
      let (store, profile) = try store(in: folder)
      let later = noon + 2 * day
      #expect(try due(store, profile, on: later) == ["a", "b", "c"])
      #expect(try store.setSuspended(true, [key("b"), key("unknown")], profileID: profile) == 1)
      #expect(try due(store, profile, on: later) == ["a", "c"])
      #expect(
        try store.dueReviews(profileID: profile, before: later).map(\.questionID) == ["a", "c"])
      #expect(
        try store.mistakes(profileID: profile, at: later).map(\.questionID).sorted() == ["a", "c"])
      #expect(try store.browsedCards(profileID: profile).map(\.suspended) == [false, true, false])
      #expect(try store.setSuspended(false, [key("b")], profileID: profile) == 1)
      #expect(try due(store, profile, on: later) == ["a", "b", "c"])
    }
  }

  @Test("a buried question is left out until the next review day by the date clock")
  func bury() throws {
    try withTemporaryFolder { folder in
      let (store, profile) = try store(in: folder)
      let today = ReviewDay(containing: noon + 2 * day)
      #expect(try store.bury([key("a")], until: today.end, profileID: profile) == 1)
      #expect(try due(store, profile, on: noon + 2 * day) == ["b", "c"])
      #expect(try due(store, profile, on: today.end - 1) == ["b", "c"])
      #expect(try store.mistakes(profileID: profile, at: noon + 2 * day).count == 2)
      // The next review day it is back, and in the mistakes too.
      #expect(try due(store, profile, on: today.end) == ["a", "b", "c"])
      #expect(try store.mistakes(profileID: profile, at: today.end).count == 3)
      let card = try #require(try store.browsedCards(profileID: profile).first)
      #expect(card.isBuried(at: today.end - 1) && !card.isBuried(at: today.end))
    }
  }

  @Test("a reset question is new again and due now; its events are kept and marked")
  func reset() throws {
    try withTemporaryFolder { folder in
      let (store, profile) = try store(in: folder)
      try store.recordReviews([event("a", .wrong, at: noon + 2 * day)], profileID: profile)
      #expect(
        try store.reviewCard(profileID: profile, gameID: "bank", questionID: "a")?.lapses == 1)
      let time = noon + 3 * day
      #expect(try store.reset([key("a"), key("unknown")], profileID: profile, at: time) == 1)
      #expect(try store.reviewCard(profileID: profile, gameID: "bank", questionID: "a") == nil)
      let browsed = try #require(try store.browsedCards(profileID: profile).first)
      #expect(
        browsed.card.reviews == 0 && browsed.card.lapses == 0 && browsed.card.memory.due == time)
      #expect(browsed.card.queue == .new)
      // Due as a new question the day it was reset, counted under the new-question limit.
      #expect(try due(store, profile, on: time) == ["b", "c", "a"])
      // No longer among the mistakes: its wrong answers belong to the run before the reset.
      #expect(try !store.mistakes(profileID: profile, at: time).map(\.questionID).contains("a"))
      #expect(try store.reviewEvents(profileID: profile, gameID: "bank").count == 4)
      // Its next answer is its first review: no lapse, whatever the answer.
      try store.recordReviews([event("a", .wrong, at: time + 60)], profileID: profile)
      let card = try #require(
        try store.reviewCard(profileID: profile, gameID: "bank", questionID: "a"))
      #expect(card.reviews == 1 && card.lapses == 0)
      let history = try store.questionHistory(profileID: profile, key: key("a"))
      #expect(history.map(\.resetAt) == [time, time, nil])
      #expect(history.map(\.queue) == [.new, .review, .new])
      // The interval of the run after the reset is the one the store scheduled.
      #expect(history.last.map { $0.event.reviewedAt + $0.interval } == card.memory.due)
      // Exported without the state of a question reset and not answered since.
      try store.reset([key("b")], profileID: profile, at: time)
      let archive = try #require(try store.exportProfile(named: "Ana"))
      #expect(archive.reviewState.map(\.questionID) == ["a", "c"])
    }
  }

  @Test("a question's history gives each event's rating, queue and the interval it set")
  func history() throws {
    try withTemporaryFolder { folder in
      let (store, profile) = try store(in: folder)
      try store.recordReviews([event("b", .right, at: noon + day)], profileID: profile)
      try store.recordReviews([event("b", .wrong, at: noon + 5 * day)], profileID: profile)
      let history = try store.questionHistory(profileID: profile, key: key("b"))
      #expect(history.map(\.rating) == [.again, .good, .again])
      #expect(history.map(\.queue) == [.new, .review, .review])
      let card = try #require(
        try store.reviewCard(profileID: profile, gameID: "bank", questionID: "b"))
      #expect(history.last.map { $0.event.reviewedAt + $0.interval } == card.memory.due)
      #expect(history.allSatisfy { $0.interval > 0 && $0.resetAt == nil })
    }
  }

  @Test("suspensions, burials and reset marks travel through a profile export and import")
  func marksTravel() throws {
    try withTemporaryFolder { folder in
      let (store, profile) = try store(in: folder)
      try store.setSuspended(true, [key("a")], profileID: profile)
      try store.bury([key("b")], until: noon + day, profileID: profile)
      try store.reset([key("c")], profileID: profile, at: noon + 60)
      try store.recordReviews([event("c", .right, at: noon + 120)], profileID: profile)
      let archive = try #require(try store.exportProfile(named: "Ana"))
      let text = try archive.json()
      let target = try Store.open(at: folder + "/b.sqlite3")
      let imported = try target.importProfile(try ProfileArchive.decode(Array(text.utf8)))
      let cards = try target.browsedCards(profileID: imported.id)
      #expect(cards.map(\.suspended) == [true, false, false])
      #expect(cards.map(\.buriedUntil) == [nil, noon + day, nil])
      let history = try target.questionHistory(profileID: imported.id, key: key("c"))
      #expect(history.map(\.resetAt) == [noon + 60, nil])
    }
  }

  @Test("a version 9 file gains the marks: nothing suspended, buried or reset")
  func upgradeFromVersion9() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      do {
        let old = try Store.open(at: path, onDamage: .fail, schemaVersion: 9)
        try old.withConnection { connection throws(StoreError) in
          try connection.execute(
            """
            INSERT INTO profiles (name, created_at) VALUES ('Old', 7);
            INSERT INTO review_events (profile_id, game_id, question_id, verdict, hints, tries,
              seconds, rating, answer, reviewed_at, queue) VALUES
              (1, 'g', 'q', 'right', 0, 1, 5, 3, NULL, 100, NULL);
            INSERT INTO review_state VALUES (1, 'g', 'q', 2.5, 5, 100, 400, 1, 0, NULL);
            """)
        }
      }
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      let cards = try store.browsedCards(profileID: 1)
      #expect(cards.map(\.card.questionID) == ["q"])
      #expect(cards.allSatisfy { !$0.suspended && $0.buriedUntil == nil })
      #expect(try store.dueReviews(profileID: 1, before: 500).map(\.questionID) == ["q"])
      #expect(
        try store.questionHistory(profileID: 1, key: QuestionKey(gameID: "g", questionID: "q")).map(
          \.resetAt) == [nil])
      #expect(FileManager.default.fileExists(atPath: Schema.backupPath(path, version: 9)))
    }
  }
}
