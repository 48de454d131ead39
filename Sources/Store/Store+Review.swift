import Localization
import QuizCore
import Review

/// One question's final check in a finished session, as spaced review records it.
public struct ReviewEvent: Hashable, Sendable {
  /// The game the question belongs to.
  public var gameID: String
  /// The question's `id` field.
  public var questionID: String
  /// The verdict, hints, tries and seconds of the final check.
  public var check: CheckedQuestion
  /// The question type's summary of the answer given, when it could say.
  public var answer: String?
  /// When the check was made, in Unix seconds (from the date clock, like every time the store keeps).
  public var reviewedAt: Int64
  /// The queue of a review session of due questions it was taken from; nil for a game's answer
  /// and a mistakes session's. The store sets it when recording.
  public var queue: ReviewQueue?

  /// An event with every field given.
  public init(
    gameID: String, questionID: String, check: CheckedQuestion, answer: String?,
    reviewedAt: Int64, queue: ReviewQueue? = nil
  ) {
    self.gameID = gameID
    self.questionID = questionID
    self.check = check
    self.answer = answer
    self.reviewedAt = reviewedAt
    self.queue = queue
  }
}

/// Where a review session of due questions took a question from, as the daily limits count:
/// a new one (answered once, in a game, and never since), one in review, or one relearning
/// after a lapse (never limited).
public enum ReviewQueue: String, Sendable, Hashable, CaseIterable {
  case new, review, relearn
}

/// Where a question stands in a profile's spaced review.
public struct ReviewCard: Hashable, Sendable {
  /// The game the question belongs to.
  public var gameID: String
  /// The question's `id` field.
  public var questionID: String
  /// Its FSRS memory state; times in Unix seconds, as the scheduler counts them.
  public var memory: MemoryState
  /// How many reviews it has had.
  public var reviews: Int
  /// How many of them were rated Again after the first (a question already in review
  /// forgotten, as Anki counts lapses).
  public var lapses: Int

  /// The queue a review session of due questions takes it from.
  public var queue: ReviewQueue {
    memory.step != nil ? .relearn : reviews <= 1 ? .new : .review
  }
}

extension Store {
  /// Records the review events of one finished game and moves each question's memory state
  /// on by its rating (with the profile's review settings), in one transaction. A game reviews
  /// a question once: two events for the same question are refused, and nothing is written.
  public func recordReviews(
    _ events: [ReviewEvent], profileID: Int64, easySeconds: Double = Rating.defaultEasySeconds
  ) throws(StoreError) {
    try checkOnePerQuestion(events)
    try write { connection throws(StoreError) in
      try requireProfile(profileID, connection)
      try apply(events, profileID: profileID, queued: false, easySeconds, connection)
    }
  }

  /// The review settings of profile `profileID` (its settings map's, defaults for the rest).
  func reviewSettings(_ profileID: Int64, _ connection: Connection) throws(StoreError)
    -> ReviewSettings
  {
    let text =
      try connection.query(
        "SELECT settings FROM profiles WHERE id = ?", [.int(profileID)]
      ) { $0.text(0) }.first ?? "{}"
    let settings = try decode(text, what: Phrase(trLater("profile settings")))
    do throws(ReviewSettingsError) {
      return try ReviewSettings(profileSettings: settings.mapValue ?? [:])
    } catch {
      throw .invalidRecord(path: path, detail: error.sentence)
    }
  }

  /// Refuses two events for one question: a session reviews each question once.
  func checkOnePerQuestion(_ events: [ReviewEvent]) throws(StoreError) {
    var seen = Set<[String]>()
    for event in events where !seen.insert([event.gameID, event.questionID]).inserted {
      throw StoreError.invalidRecord(
        path: path,
        detail: Phrase(
          trLater("two review events for question {question} of {game}"),
          ["question": .text("'\(event.questionID)'"), "game": .text("'\(event.gameID)'")]))
    }
  }

  /// Inserts the events and moves each question's state on, inside the caller's transaction,
  /// by the profile's scheduler (its desired retention and relearning steps). With `queued`
  /// (a review session of due questions) each event notes the queue it was taken from.
  func apply(
    _ events: [ReviewEvent], profileID: Int64, queued: Bool, _ easySeconds: Double,
    _ connection: Connection
  ) throws(StoreError) {
    let scheduler = try reviewSettings(profileID, connection).scheduler
    for var event in events {
      let rating = Rating(event.check, easySeconds: easySeconds)
      let before = try card(profileID, event.gameID, event.questionID, connection)
      event.queue = queued ? before?.queue : nil
      try insert(event, rating: rating, profileID: profileID, connection)
      // Answers are dated when given, so a session finished late may hold an answer older than
      // a review recorded meanwhile: the state never moves back in time.
      let at = max(event.reviewedAt, before?.memory.lastReview ?? event.reviewedAt)
      let memory = scheduler.review(before?.memory, rating: rating, at: at)
      // A lapse is a question already in review forgotten, as Anki counts it: a first answer
      // that is wrong is no lapse, nor is one forgotten again while relearning.
      let lapse = rating == .again && before != nil && before?.memory.step == nil
      try connection.run(
        """
        INSERT INTO review_state (profile_id, game_id, question_id, stability, difficulty,
          last_review, due, reviews, lapses, step)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ?8, ?9)
        ON CONFLICT DO UPDATE SET stability = ?4, difficulty = ?5, last_review = ?6, due = ?7,
          reviews = reviews + 1, lapses = lapses + ?8, step = ?9
        """,
        [
          .int(profileID), .text(event.gameID), .text(event.questionID),
          .double(memory.stability), .double(memory.difficulty), .int(memory.lastReview),
          .int(memory.due), .int(lapse ? 1 : 0), memory.step.map { .int(Int64($0)) } ?? .null,
        ])
    }
  }

  /// The profile's review card of one question, nil before its first review (or its first
  /// since it was reset to new).
  public func reviewCard(
    profileID: Int64, gameID: String, questionID: String
  ) throws(StoreError) -> ReviewCard? {
    try withConnection { connection throws(StoreError) in
      try card(profileID, gameID, questionID, connection)
    }
  }

  /// The profile's questions due before `end` (Unix seconds: the end of the review day), the
  /// longest overdue first, then by game and question; suspended ones and those buried at
  /// the start of that day are left out.
  public func dueReviews(profileID: Int64, before end: Int64) throws(StoreError) -> [ReviewCard] {
    try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        \(Self.cardColumns) WHERE profile_id = ? AND due < ? AND \(Self.notSetAside)
        ORDER BY due, game_id, question_id
        """, [.int(profileID), .int(end), .int(end - 1)], Self.card(from:))
    }
  }

  /// When each of the profile's questions in review falls due (of one game when `gameID` is
  /// given), for the forecast of `trivium stats`.
  public func dueDates(profileID: Int64, gameID: String? = nil) throws(StoreError) -> [Int64] {
    try withConnection { connection throws(StoreError) in
      try connection.query(
        "SELECT due FROM review_state WHERE profile_id = ?1 AND (?2 IS NULL OR game_id = ?2)",
        [.int(profileID), gameID.map { .text($0) } ?? .null]
      ) { $0.int(0) }
    }
  }

  /// How many questions of each game fall due before `end` (the end of a review day), by
  /// game id: the count on each game's card.
  public func dueCounts(profileID: Int64, before end: Int64) throws(StoreError) -> [String: Int] {
    try withConnection { connection throws(StoreError) in
      let rows = try connection.query(
        "SELECT game_id, count(*) FROM review_state WHERE profile_id = ? AND due < ? GROUP BY game_id",
        [.int(profileID), .int(end)]
      ) { ($0.text(0), Int($0.int(1))) }
      return Dictionary(rows, uniquingKeysWith: +)
    }
  }

  /// The profile's review events, oldest first; of one game when `gameID` is given.
  public func reviewEvents(
    profileID: Int64, gameID: String? = nil
  ) throws(StoreError) -> [ReviewEvent] {
    try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT game_id, question_id, verdict, hints, tries, seconds, answer, reviewed_at, queue,
          rating
        FROM review_events WHERE profile_id = ?1 AND (?2 IS NULL OR game_id = ?2)
        ORDER BY reviewed_at, id
        """, [.int(profileID), gameID.map { .text($0) } ?? .null], Self.event(from:))
    }
  }

  /// An event from the ten columns game_id … reviewed_at, queue, rating of `review_events`: a
  /// rating other than the check's own is the player's, kept as `CheckedQuestion.rated`.
  static func event(from row: Row) -> ReviewEvent {
    var check = CheckedQuestion(
      verdict: Verdict(rawValue: row.text(2)) ?? .wrong, hints: Int(row.int(3)),
      tries: Int(row.int(4)), seconds: row.double(5))
    if let stored = Rating(rawValue: Int(row.int(9))), stored != Rating(check) {
      check.rated = stored
    }
    return ReviewEvent(
      gameID: row.text(0), questionID: row.text(1), check: check,
      answer: row.isNull(6) ? nil : row.text(6), reviewedAt: row.int(7),
      queue: row.isNull(8) ? nil : ReviewQueue(rawValue: row.text(8)))
  }

  static let cardColumns = """
    SELECT game_id, question_id, stability, difficulty, last_review, due, reviews, lapses, step
    FROM review_state
    """

  static func card(from row: Row) -> ReviewCard {
    ReviewCard(
      gameID: row.text(0), questionID: row.text(1),
      memory: MemoryState(
        stability: row.double(2), difficulty: row.double(3), lastReview: row.int(4),
        due: row.int(5), step: row.isNull(8) ? nil : Int(row.int(8))),
      reviews: Int(row.int(6)), lapses: Int(row.int(7)))
  }

  private func card(
    _ profileID: Int64, _ gameID: String, _ questionID: String, _ connection: Connection
  ) throws(StoreError) -> ReviewCard? {
    try connection.query(
      "\(Self.cardColumns) WHERE profile_id = ? AND game_id = ? AND question_id = ?",
      [.int(profileID), .text(gameID), .text(questionID)], Self.card(from:)
    ).first.flatMap { $0.reviews > 0 ? $0 : nil }  // A question reset to new has no state yet.
  }

  func insert(
    _ event: ReviewEvent, rating: Rating, profileID: Int64, _ connection: Connection
  ) throws(StoreError) {
    try connection.run(
      """
      INSERT INTO review_events (profile_id, game_id, question_id, verdict, hints, tries,
        seconds, rating, answer, reviewed_at, queue)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .int(profileID), .text(event.gameID), .text(event.questionID),
        .text(event.check.verdict.rawValue), .int(Int64(max(0, event.check.hints))),
        .int(Int64(max(0, event.check.tries))), .double(max(0, event.check.seconds)),
        .int(Int64(rating.rawValue)), event.answer.map { .text($0) } ?? .null,
        .int(event.reviewedAt), event.queue.map { .text($0.rawValue) } ?? .null,
      ])
  }
}

extension Store {
  /// The questions whose last review was a mistake (wrong or partly right), across every game,
  /// with that last event (its answer and time), the most recent first; not those reset to new
  /// since, nor those suspended or buried at `instant`.
  public func mistakes(profileID: Int64, at instant: Int64 = .max) throws(StoreError)
    -> [ReviewEvent]
  {
    try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT game_id, question_id, verdict, hints, tries, seconds, answer, reviewed_at, queue,
          rating
        FROM review_events AS event
        WHERE profile_id = ?1 AND verdict IN ('wrong', 'partial') AND reset_at IS NULL
          AND id = (SELECT max(id) FROM review_events AS later
            WHERE later.profile_id = ?1 AND later.game_id = event.game_id
              AND later.question_id = event.question_id)
          AND NOT EXISTS (SELECT 1 FROM review_state AS state
            WHERE state.profile_id = ?1 AND state.game_id = event.game_id
              AND state.question_id = event.question_id AND NOT (\(Self.notSetAside)))
        ORDER BY reviewed_at DESC, id DESC
        """, [.int(profileID), .int(instant)], Self.event(from:))
    }
  }
}

extension Store {
  /// Records a finished review session: its events, in the order given, move each question's
  /// state on under its own game's id, and its save (`saveGameID`, when `saveOwner` still owns
  /// it, or any owner's when nil) is dropped, in one transaction. A question relearning comes
  /// back in its session, so it may have several events. A review session is no game: it adds
  /// no history row and no question counters, which are each game's own. The events of a
  /// session of due questions (`queued`) note their queue, which the daily limits count.
  public func recordReviewSession(
    _ events: [ReviewEvent], profileID: Int64, saveGameID: String, saveOwner: String? = nil,
    queued: Bool = false
  ) throws(StoreError) {
    try write { connection throws(StoreError) in
      try requireProfile(profileID, connection)
      try apply(
        events, profileID: profileID, queued: queued, Rating.defaultEasySeconds, connection)
      try connection.run(
        """
        DELETE FROM saved_sessions WHERE profile_id = ? AND game_id = ?
          AND (?3 IS NULL OR owner = ?3)
        """,
        [.int(profileID), .text(saveGameID), saveOwner.map { .text($0) } ?? .null])
    }
  }
}
