import Localization
import QuizCore
import Review

/// A question's review card as the question browser shows it: its state and its marks.
public struct BrowsedCard: Hashable, Sendable {
  /// The card; `reviews` is 0 for a question reset to new.
  public var card: ReviewCard
  /// Left out of review until unsuspended.
  public var suspended: Bool
  /// Left out of review until this instant (Unix seconds: the end of the review day it was
  /// buried on); nil when not buried.
  public var buriedUntil: Int64?

  /// Whether it is buried at `instant`.
  public func isBuried(at instant: Int64) -> Bool { (buriedUntil ?? .min) > instant }
}

/// One review event of a question's history, with what it did to the question.
public struct HistoryEntry: Hashable, Sendable {
  /// The event as recorded.
  public var event: ReviewEvent
  /// The rating it earned when recorded.
  public var rating: Rating
  /// Where the question stood when it was answered: new, in review, or relearning.
  public var queue: ReviewQueue
  /// Seconds from the answer until the question was due again, by the profile's scheduler today.
  public var interval: Int64
  /// When the question was reset to new after this event; nil for its current run.
  public var resetAt: Int64?
}

extension Store {
  /// The condition, on `review_state`, of a question that a review session may take at the
  /// instant bound as `?` (neither suspended nor buried then): the one home of that rule.
  static let notSetAside = "suspended = 0 AND (buried_until IS NULL OR buried_until <= ?)"

  /// Every review card of the profile, with its marks, by game and question.
  public func browsedCards(profileID: Int64) throws(StoreError) -> [BrowsedCard] {
    try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT game_id, question_id, stability, difficulty, last_review, due, reviews, lapses,
          step, suspended, buried_until
        FROM review_state WHERE profile_id = ? ORDER BY game_id, question_id
        """, [.int(profileID)]
      ) { row in
        BrowsedCard(
          card: Self.card(from: row), suspended: row.int(9) != 0,
          buriedUntil: row.isNull(10) ? nil : row.int(10))
      }
    }
  }

  /// Suspends (or, with `suspended` false, unsuspends) the questions `keys` that have a review
  /// card; returns how many changed.
  @discardableResult
  public func setSuspended(
    _ suspended: Bool, _ keys: [QuestionKey], profileID: Int64
  ) throws(StoreError) -> Int {
    try mark(
      "UPDATE review_state SET suspended = ?4 WHERE \(Self.keyMatch) AND suspended <> ?4",
      keys, profileID: profileID, [.int(suspended ? 1 : 0)])
  }

  /// Buries the questions `keys` that have a review card until `until` (the end of today's
  /// review day), or unburies them with nil; returns how many changed.
  @discardableResult
  public func bury(_ keys: [QuestionKey], until: Int64?, profileID: Int64) throws(StoreError)
    -> Int
  {
    try mark(
      "UPDATE review_state SET buried_until = ?4 WHERE \(Self.keyMatch) AND buried_until IS NOT ?4",
      keys, profileID: profileID, [until.map { .int($0) } ?? .null])
  }

  /// Resets the questions `keys` that have a review card to new, due at `time`: their memory
  /// state, reviews and lapses start again (the next answer is their first review), while their
  /// review events are kept, each marked with `time`. Returns how many were reset.
  @discardableResult
  public func reset(_ keys: [QuestionKey], profileID: Int64, at time: Int64) throws(StoreError)
    -> Int
  {
    try write { connection throws(StoreError) in
      try requireProfile(profileID, connection)
      var count = 0
      for key in keys {
        let bound: [SQLValue] = [.int(profileID), .text(key.gameID), .text(key.questionID)]
        try connection.run(
          """
          UPDATE review_state SET stability = 0, difficulty = 0, last_review = ?4, due = ?4,
            reviews = 0, lapses = 0, step = NULL WHERE \(Self.keyMatch)
          """, bound + [.int(time)])
        guard try connection.integer("SELECT changes()") > 0 else { continue }
        count += 1
        try connection.run(
          "UPDATE review_events SET reset_at = ?4 WHERE \(Self.keyMatch) AND reset_at IS NULL",
          bound + [.int(time)])
      }
      return count
    }
  }

  /// Every review event of one question, oldest first, each with its rating, the queue it was
  /// answered in and the interval it set, worked out again by the profile's scheduler from the
  /// start of the question's run (a reset starts a new run).
  public func questionHistory(
    profileID: Int64, key: QuestionKey
  ) throws(StoreError) -> [HistoryEntry] {
    try withConnection { connection throws(StoreError) in
      let scheduler = try reviewSettings(profileID, connection).scheduler
      let rows = try connection.query(
        """
        SELECT game_id, question_id, verdict, hints, tries, seconds, answer, reviewed_at, queue,
          rating, reset_at
        FROM review_events WHERE \(Self.keyMatch) ORDER BY reviewed_at, id
        """, [.int(profileID), .text(key.gameID), .text(key.questionID)]
      ) { row in
        (
          Self.event(from: row), Rating(rawValue: Int(row.int(9))) ?? .again,
          row.isNull(10) ? nil : row.int(10)
        )
      }
      var memory: MemoryState?
      var run: Int64?? = .none
      var entries: [HistoryEntry] = []
      for (event, rating, resetAt) in rows {
        // Events of another run (before a reset, or after it) start from nothing.
        if run != .some(resetAt) { memory = nil }
        run = .some(resetAt)
        let queue: ReviewQueue = memory == nil ? .new : memory?.step != nil ? .relearn : .review
        let at = max(event.reviewedAt, memory?.lastReview ?? event.reviewedAt)
        let next = scheduler.review(memory, rating: rating, at: at)
        memory = next
        entries.append(
          HistoryEntry(
            event: event, rating: rating, queue: queue, interval: next.due - event.reviewedAt,
            resetAt: resetAt))
      }
      return entries
    }
  }

  /// Matches one question of a profile: `?1` the profile, `?2` the game, `?3` the question.
  static let keyMatch = "profile_id = ?1 AND game_id = ?2 AND question_id = ?3"

  /// Runs `statement` (bound `?1`–`?3` to each key, then `extra`) for each of `keys` in one
  /// transaction; returns how many rows changed.
  private func mark(
    _ statement: String, _ keys: [QuestionKey], profileID: Int64, _ extra: [SQLValue]
  ) throws(StoreError) -> Int {
    try write { connection throws(StoreError) in
      try requireProfile(profileID, connection)
      var count = 0
      for key in keys {
        try connection.run(
          statement, [.int(profileID), .text(key.gameID), .text(key.questionID)] + extra)
        count += Int(try connection.integer("SELECT changes()"))
      }
      return count
    }
  }
}
