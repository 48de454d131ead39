import Foundation
import QuizCore
import Review
import Testing

@testable import Store

/// The review history the FSRS optimizer reads from the store, and fitted weights kept in a
/// profile's settings (issue 35, item 11).
@Suite("FSRS history in the store")
struct FSRSHistoryStoreTests {
  let noon: Int64 = 1_796_299_200

  private func event(
    _ game: String, _ question: String, _ verdict: Verdict, hints: Int = 0, at time: Int64
  ) -> ReviewEvent {
    ReviewEvent(
      gameID: game, questionID: question,
      check: CheckedQuestion(verdict: verdict, hints: hints, tries: 1, seconds: 20), answer: nil,
      reviewedAt: time)
  }

  @Test("each question's stored ratings and times, oldest first, questions by first review")
  func histories() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      let ana = try store.createProfile(named: "Ana", createdAt: 0)
      let bo = try store.createProfile(named: "Bo", createdAt: 0)
      try store.recordReviews(
        [event("g", "b", .right, at: noon), event("h", "b", .wrong, at: noon + 5)],
        profileID: ana.id)
      try store.recordReviews([event("g", "a", .right, at: noon + 9)], profileID: bo.id)
      try store.recordReviews(
        [event("g", "b", .right, hints: 1, at: noon + 86_400)], profileID: ana.id)
      let histories = try store.fsrsHistories(profileID: ana.id)
      #expect(
        histories == [
          [
            FSRSReview(rating: .good, at: noon), FSRSReview(rating: .hard, at: noon + 86_400),
          ],
          [FSRSReview(rating: .again, at: noon + 5)],
        ])
    }
  }

  @Test("fitted weights in the settings schedule the profile's next answers")
  func weightsSchedule() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/trivium.sqlite3")
      var weights = FSRSParameters.defaultWeights
      weights[2] = 5.0
      let ana = try store.createProfile(
        named: "Ana", createdAt: 0, settings: ["fsrs_weights": .array(weights.map { .double($0) })])
      try store.recordReviews([event("g", "q", .right, at: noon)], profileID: ana.id)
      let card = try #require(try store.reviewCard(profileID: ana.id, gameID: "g", questionID: "q"))
      #expect(card.memory.stability == 5.0)
    }
  }
}
