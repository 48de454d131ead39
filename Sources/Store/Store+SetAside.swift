import Localization
import QuizCore

extension Store {
  /// Keeps the first `agreed` actions of a saved session and moves the session as it was into
  /// the history, marked set aside for `reason`, with all its actions: what a resume does when
  /// the plugins changed and the replay stops agreeing with the save at action `agreed`.
  ///
  /// One transaction: the save then holds what replays today (with `resumed` as its place and
  /// score, and `plugins` as the identities it now runs), and nothing the player did is lost.
  /// `verdicts` are the old session's, from its recorded results. Fails with `.savedElsewhere`
  /// unless `owner` owns the save.
  public func setAside(
    _ saved: SavedSession, keeping agreed: Int, reason: String, verdicts: [QuestionVerdict],
    resumed: SavedSessionSummary, plugins: ValueMap, owner: String, at time: Int64
  ) throws(StoreError) {
    let actions = try encode(.array(saved.actions))
    let verdictsText = try encodeVerdicts(verdicts)
    let pluginsText = try encode(.map(plugins))
    let key: [SQLValue] = [.int(saved.profileID), .text(saved.gameID)]
    try write { connection throws(StoreError) in
      try requireOwner(
        owner, key: key,
        what: Phrase(trLater("the saved game '{game}'"), ["game": .text(saved.gameID)]), connection)
      try connection.run(
        """
        INSERT INTO history
          (profile_id, game_id, seed, score, verdicts, finished_at, set_aside, actions)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
        key + [
          .int(Int64(bitPattern: saved.seed)), .int(Int64(saved.score)), .text(verdictsText),
          .int(time), .text(reason), .text(actions),
        ])
      try connection.run(
        "DELETE FROM saved_actions WHERE profile_id = ? AND game_id = ? AND position >= ?",
        key + [.int(Int64(agreed))])
      try connection.run(
        """
        UPDATE saved_sessions SET question_index = ?, score = ?, updated_at = ?, plugins = ?
        WHERE profile_id = ? AND game_id = ?
        """,
        [
          .int(Int64(resumed.questionIndex)), .int(Int64(resumed.score)), .int(time),
          .text(pluginsText),
        ] + key)
    }
  }

  /// Records that a saved session now runs the plugins `plugins` (its replay agreed with the
  /// save under them), so the next resume compares with these.
  public func updateSavedPlugins(
    profileID: Int64, gameID: String, plugins: ValueMap, owner: String
  ) throws(StoreError) {
    let pluginsText = try encode(.map(plugins))
    let key: [SQLValue] = [.int(profileID), .text(gameID)]
    try write { connection throws(StoreError) in
      try requireOwner(
        owner, key: key, what: Phrase(trLater("the saved game '{game}'"), ["game": .text(gameID)]),
        connection)
      try connection.run(
        "UPDATE saved_sessions SET plugins = ? WHERE profile_id = ? AND game_id = ?",
        [.text(pluginsText)] + key)
    }
  }

  /// The actions of a session set aside in the history (`setAside`), by its place in
  /// `history(profileID:gameID:)`'s order; nil for a session played to its end.
  public func setAsideActions(
    profileID: Int64, gameID: String, finishedAt: Int64
  ) throws(StoreError) -> [Value]? {
    let texts = try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT actions FROM history WHERE profile_id = ? AND game_id = ? AND finished_at = ?
          AND actions IS NOT NULL ORDER BY id DESC LIMIT 1
        """, [.int(profileID), .text(gameID), .int(finishedAt)]
      ) { $0.text(0) }
    }
    guard let text = texts.first else { return nil }
    return try decode(text, what: Self.setAsideActions(of: gameID)).arrayValue
  }

  /// Fails with `.savedElsewhere` unless the save under `key` is `owner`'s.
  func requireOwner(
    _ owner: String, key: [SQLValue], what: Phrase, _ connection: Connection
  ) throws(StoreError) {
    let owners = try connection.query(
      "SELECT owner FROM saved_sessions WHERE profile_id = ? AND game_id = ?", key
    ) { $0.text(0) }
    guard owners == [owner] else { throw StoreError.savedElsewhere(path: path, what: what) }
  }
}
