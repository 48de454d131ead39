import Foundation
import QuizCore
import Review
import Testing

@testable import Store

/// A profile's review settings in the store: the relearning steps and desired retention the
/// scheduler uses, and the daily limits of a review session of due questions (issue 35).
@Suite("Review settings in the store")
struct ReviewSettingsStoreTests {
  /// Noon UTC on 3 December 2026, in Unix seconds.
  let noon: Int64 = 1_796_299_200
  let day: Int64 = 86_400
  let utc = TimeZone(identifier: "UTC")!

  private func event(_ question: String, _ verdict: Verdict, at time: Int64) -> ReviewEvent {
    ReviewEvent(
      gameID: "bank", questionID: question,
      check: CheckedQuestion(verdict: verdict, hints: 0, tries: 1, seconds: 20), answer: nil,
      reviewedAt: time)
  }

  @Test("a lapse goes through the profile's relearning steps, scheduled as FSRS says")
  func relearningSteps() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let settings: ValueMap = ["relearning_steps": "10m", "desired_retention": 0.85]
      let profile = try store.createProfile(named: "Ana", createdAt: 0, settings: settings)
      let fsrs = FSRS(
        parameters: try FSRSParameters(
          weights: FSRSParameters.defaultWeights, desiredRetention: 0.85, relearningSteps: [600]))
      try store.recordReviews([event("q1", .right, at: noon)], profileID: profile.id)
      let first = fsrs.review(nil, rating: .good, at: noon)
      func card() throws -> ReviewCard {
        try #require(try store.reviewCard(profileID: profile.id, gameID: "bank", questionID: "q1"))
      }
      #expect(try card().memory == first)

      // Forgotten five days on, in a review session: relearning, back in ten minutes.
      let lapseAt = noon + 5 * day
      try store.recordReviewSession(
        [event("q1", .wrong, at: lapseAt)], profileID: profile.id, saveGameID: "review/due",
        queued: true)
      let lapse = fsrs.review(first, rating: .again, at: lapseAt)
      #expect(lapse.step == 0 && lapse.due == lapseAt + 600)
      #expect(try card().memory == lapse && card().lapses == 1)

      // Asked again after its step, right: back in review, days ahead; no second lapse.
      try store.recordReviewSession(
        [event("q1", .wrong, at: lapseAt + 650), event("q1", .right, at: lapseAt + 1_300)],
        profileID: profile.id, saveGameID: "review/due", queued: true)
      let again = fsrs.review(lapse, rating: .again, at: lapseAt + 650)
      let back = fsrs.review(again, rating: .good, at: lapseAt + 1_300)
      #expect(back.step == nil && back.due >= lapseAt + day)
      #expect(try card().memory == back && card().lapses == 1 && card().reviews == 4)
      let queues = try store.reviewEvents(profileID: profile.id).map(\.queue)
      #expect(queues == [nil, .new, .relearn, .relearn])
    }
  }

  @Test("the daily limits take the longest overdue first and count what was reviewed today")
  func dailyLimits() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let settings: ValueMap = ["new_per_day": 2, "reviews_per_day": 1]
      let profile = try store.createProfile(named: "Ana", createdAt: 0, settings: settings)
      // Four new questions (one answer each), two in review (two answers each).
      try store.recordReviews(
        ["n1", "n2", "n3", "n4", "r1", "r2"].map { event($0, .wrong, at: noon) },
        profileID: profile.id)
      try store.recordReviews(
        [event("r1", .wrong, at: noon + day), event("r2", .wrong, at: noon + day + 60)],
        profileID: profile.id)
      let today = ReviewDay(containing: noon + 10 * day, in: utc)
      let due = try store.dueToday(profileID: profile.id, day: today)
      #expect(due.cards.map(\.questionID) == ["n1", "n2", "r1"])
      #expect(due.heldBackNew == 2 && due.heldBackReviews == 1 && due.heldBack == 3)
      #expect(due.settings.newPerDay == 2)

      // One new question reviewed today in a session of due questions leaves room for one.
      try store.recordReviewSession(
        [event("n1", .right, at: today.start + 60)], profileID: profile.id,
        saveGameID: "review/due", queued: true)
      let later = try store.dueToday(profileID: profile.id, day: today)
      #expect(later.cards.map(\.questionID) == ["n2", "r1"])
      #expect(later.heldBackNew == 2 && later.heldBackReviews == 1)
      // A game's answers and a mistakes session's count against no limit.
      try store.recordReviewSession(
        [event("r1", .right, at: today.start + 120)], profileID: profile.id,
        saveGameID: "review/mistakes")
      #expect(
        try store.dueToday(profileID: profile.id, day: today).cards.map(\.questionID)
          == ["n2", "r2"])
    }
  }

  @Test("settings the scheduler refuses are an error, not the defaults")
  func badSettings() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let profile = try store.createProfile(
        named: "Ana", createdAt: 0, settings: ["desired_retention": 0.5])
      #expect(throws: StoreError.self) {
        try store.recordReviews([event("q1", .right, at: noon)], profileID: profile.id)
      }
      #expect(try store.reviewEvents(profileID: profile.id).isEmpty)
    }
  }
}
