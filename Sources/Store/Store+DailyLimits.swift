import Localization
import QuizCore
import Review

/// The questions a review session of due questions takes today, after the profile's daily
/// limits, and how many the limits held back.
public struct DueToday: Sendable, Equatable {
  /// The questions to review, the longest overdue first.
  public var cards: [ReviewCard]
  /// Due questions left for another day by the limit on new questions.
  public var heldBackNew: Int
  /// Due questions left for another day by the limit on reviews.
  public var heldBackReviews: Int
  /// The limits applied.
  public var settings: ReviewSettings

  /// Due questions held back in all.
  public var heldBack: Int { heldBackNew + heldBackReviews }
}

extension Store {
  /// The questions due before the end of `day` (the longest overdue first) that the profile's
  /// daily limits let a review session take: at most `new_per_day` new questions (answered
  /// once, in a game, and never since) and `reviews_per_day` others, less those a review
  /// session of due questions already took today. Questions relearning after a lapse are never
  /// held back, as in Anki; suspended questions and those buried today are left out.
  public func dueToday(profileID: Int64, day: ReviewDay) throws(StoreError) -> DueToday {
    try withConnection { connection throws(StoreError) in
      let settings = try reviewSettings(profileID, connection)
      let due = try connection.query(
        """
        \(Self.cardColumns) WHERE profile_id = ? AND due < ? AND \(Self.notSetAside)
        ORDER BY due, game_id, question_id
        """, [.int(profileID), .int(day.end), .int(day.start)], Self.card(from:))
      let taken = try connection.query(
        """
        SELECT queue, count(DISTINCT game_id || char(0) || question_id) FROM review_events
        WHERE profile_id = ? AND reviewed_at >= ? AND reviewed_at < ?
          AND queue IN ('new', 'review')
        GROUP BY queue
        """, [.int(profileID), .int(day.start), .int(day.end)]
      ) { (ReviewQueue(rawValue: $0.text(0)), Int($0.int(1))) }
      var room: [ReviewQueue: Int] = [
        .new: settings.newPerDay, .review: settings.reviewsPerDay,
      ]
      for (queue, count) in taken { if let queue { room[queue, default: 0] -= count } }
      var result = DueToday(cards: [], heldBackNew: 0, heldBackReviews: 0, settings: settings)
      for card in due {
        let queue = card.queue
        guard queue != .relearn else {
          result.cards.append(card)
          continue
        }
        if room[queue, default: 0] > 0 {
          room[queue, default: 0] -= 1
          result.cards.append(card)
        } else if queue == .new {
          result.heldBackNew += 1
        } else {
          result.heldBackReviews += 1
        }
      }
      return result
    }
  }

  /// Profile `profileID`'s review settings.
  public func reviewSettings(profileID: Int64) throws(StoreError) -> ReviewSettings {
    try withConnection { connection throws(StoreError) in
      try reviewSettings(profileID, connection)
    }
  }
}
