import Localization
import QuizCore
import Review

extension Store {
  /// Records a finished session: adds it to the history, counts each question in the
  /// statistics, records its review events (see `recordReviews`) and removes the profile's
  /// saved session of that game, all in one transaction. With `saveOwner`, the save is removed
  /// only if that terminal still owns it (one that took the game over keeps its save).
  /// `savedAs` is the id the session was saved under when not its game's (a mock exam has a
  /// save of its own, apart from the game's).
  public func recordFinished(
    _ session: FinishedSession, reviews: [ReviewEvent] = [], saveOwner: String? = nil,
    savedAs: String? = nil
  ) throws(StoreError) {
    let verdicts = try encodeVerdicts(session.verdicts)
    try checkOnePerQuestion(reviews)
    try write { connection throws(StoreError) in
      try requireProfile(session.profileID, connection)
      try apply(
        reviews, profileID: session.profileID, queued: false, Rating.defaultEasySeconds,
        connection)
      try connection.run(
        """
        INSERT INTO history (profile_id, game_id, seed, score, verdicts, finished_at, rules)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .int(session.profileID), .text(session.gameID), .int(Int64(bitPattern: session.seed)),
          .int(Int64(session.score)), .text(verdicts), .int(session.finishedAt),
          session.rules.map(SQLValue.text) ?? .null,
        ])
      for verdict in session.verdicts
      where verdict.outcome != .unanswered && verdict.outcome != .ungraded {
        try connection.run(
          """
          INSERT INTO question_stats
            (profile_id, game_id, question_id, asked, right, partial, wrong, hints, last_asked_at)
          VALUES (?1, ?2, ?3, 1, ?4, ?5, ?6, ?7, ?8)
          ON CONFLICT DO UPDATE SET
            asked = asked + 1, right = right + ?4, partial = partial + ?5, wrong = wrong + ?6,
            hints = hints + ?7, last_asked_at = max(coalesce(last_asked_at, ?8), ?8)
          """,
          [
            .int(session.profileID), .text(session.gameID), .text(verdict.questionID),
            .int(verdict.outcome == .right ? 1 : 0), .int(verdict.outcome == .partial ? 1 : 0),
            .int(verdict.outcome == .wrong ? 1 : 0), .int(Int64(verdict.hints)),
            .int(session.finishedAt),
          ])
      }
      try connection.run(
        """
        DELETE FROM saved_sessions WHERE profile_id = ? AND game_id = ?
          AND (?3 IS NULL OR owner = ?3)
        """,
        [
          .int(session.profileID), .text(savedAs ?? session.gameID),
          saveOwner.map { .text($0) } ?? .null,
        ])
    }
  }

  /// The profile's finished sessions, the most recent first; of one game when `gameID` is
  /// given, at most `limit` of them when it is given.
  public func history(
    profileID: Int64, gameID: String? = nil, limit: Int? = nil
  ) throws(StoreError) -> [FinishedSession] {
    let rows = try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT game_id, seed, score, verdicts, finished_at, set_aside, rules FROM history
        WHERE profile_id = ?1 AND (?2 IS NULL OR game_id = ?2)
        ORDER BY finished_at DESC, id DESC LIMIT ?3
        """,
        [.int(profileID), gameID.map { .text($0) } ?? .null, .int(Int64(limit ?? -1))]
      ) { row in
        (
          row.text(0), row.int(1), row.int(2), row.text(3), row.int(4),
          row.isNull(5) ? nil : row.text(5), row.isNull(6) ? nil : row.text(6)
        )
      }
    }
    var sessions: [FinishedSession] = []
    for (game, seed, score, verdictsText, finishedAt, setAside, rules) in rows {
      sessions.append(
        FinishedSession(
          profileID: profileID, gameID: game, seed: UInt64(bitPattern: seed), score: Int(score),
          verdicts: try verdicts(from: verdictsText), finishedAt: finishedAt, setAside: setAside,
          rules: rules))
    }
    return sessions
  }

  /// When the profile last finished each game it has finished, in Unix seconds, by game id.
  public func lastFinished(profileID: Int64) throws(StoreError) -> [String: Int64] {
    let rows = try withConnection { connection throws(StoreError) in
      try connection.query(
        "SELECT game_id, MAX(finished_at) FROM history WHERE profile_id = ? GROUP BY game_id",
        [.int(profileID)]
      ) { row in (row.text(0), row.int(1)) }
    }
    return Dictionary(rows, uniquingKeysWith: max)
  }

  /// The profile's statistics for every question of a game it has finished, by question id.
  public func statistics(
    profileID: Int64, gameID: String
  ) throws(StoreError) -> [QuestionStatistics] {
    try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT question_id, asked, right, partial, wrong, hints, last_asked_at
        FROM question_stats WHERE profile_id = ? AND game_id = ? ORDER BY question_id
        """, [.int(profileID), .text(gameID)]
      ) { row in
        QuestionStatistics(
          gameID: gameID, questionID: row.text(0), asked: Int(row.int(1)),
          right: Int(row.int(2)), partial: Int(row.int(3)), wrong: Int(row.int(4)),
          hints: Int(row.int(5)), lastAskedAt: row.isNull(6) ? nil : row.int(6))
      }
    }
  }

  /// Verdicts as the history stores them: a JSON array of `{question, outcome, hints}`.
  func encodeVerdicts(_ verdicts: [QuestionVerdict]) throws(StoreError) -> String {
    try encode(.array(verdicts.map(\.value)))
  }

  func verdicts(from text: String) throws(StoreError) -> [QuestionVerdict] {
    guard case .array(let entries) = try decode(text, what: Phrase(trLater("history verdicts")))
    else {
      throw StoreError.invalidRecord(
        path: path, detail: Phrase(trLater("history verdicts are not an array")))
    }
    var verdicts: [QuestionVerdict] = []
    for entry in entries {
      guard let verdict = QuestionVerdict(value: entry) else {
        throw StoreError.invalidRecord(
          path: path,
          detail: Phrase(trLater("history verdict {value}"), ["value": .text("\(entry)")]))
      }
      verdicts.append(verdict)
    }
    return verdicts
  }
}

extension QuestionVerdict {
  /// The verdict as the history (and a profile file) keeps it: `{question, outcome, hints}`.
  var value: Value {
    [
      "question": .string(questionID), "outcome": .string(outcome.rawValue),
      "hints": .int(Int64(hints)),
    ]
  }

  /// The verdict `value` spells, or nil when it spells none.
  init?(value: Value) {
    guard case .map(let map) = value,
      let question = map["question"]?.stringValue,
      let outcome = map["outcome"]?.stringValue.flatMap(Outcome.init(rawValue:)),
      case .int(let hints) = map["hints"], let count = Int(exactly: hints)
    else { return nil }
    self.init(questionID: question, outcome: outcome, hints: count)
  }
}
