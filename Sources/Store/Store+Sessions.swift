import QuizCore

extension Store {
  /// Saves a session in progress, replacing the profile's earlier save of the same game.
  public func saveSession(_ session: SavedSession) throws(StoreError) {
    let actions = try encode(.array(session.actions))
    try write { connection throws(StoreError) in
      try requireProfile(session.profileID, connection)
      try connection.run(
        """
        INSERT OR REPLACE INTO saved_sessions
          (profile_id, game_id, seed, actions, question_index, score, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .int(session.profileID), .text(session.gameID), .int(Int64(bitPattern: session.seed)),
          .text(actions), .int(Int64(session.questionIndex)), .int(Int64(session.score)),
          .int(session.updatedAt),
        ])
    }
  }

  /// The saved session of this profile and game, with every action, if there is one.
  public func savedSession(profileID: Int64, gameID: String) throws(StoreError) -> SavedSession? {
    let row = try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT seed, actions, question_index, score, updated_at FROM saved_sessions
        WHERE profile_id = ? AND game_id = ?
        """, [.int(profileID), .text(gameID)]
      ) { row in
        (row.int(0), row.text(1), row.int(2), row.int(3), row.int(4))
      }.first
    }
    guard let (seed, actionsText, questionIndex, score, updatedAt) = row else { return nil }
    guard case .array(let actions) = try decode(actionsText, what: "saved actions") else {
      throw StoreError.invalidRecord(path: path, detail: "saved actions are not an array")
    }
    return SavedSession(
      profileID: profileID, gameID: gameID, seed: UInt64(bitPattern: seed), actions: actions,
      questionIndex: Int(questionIndex), score: Int(score), updatedAt: updatedAt)
  }

  /// The profile's saved sessions without their actions, the most recent first.
  public func savedSessions(profileID: Int64) throws(StoreError) -> [SavedSessionSummary] {
    try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT game_id, question_index, score, updated_at FROM saved_sessions
        WHERE profile_id = ? ORDER BY updated_at DESC, game_id
        """, [.int(profileID)]
      ) { row in
        SavedSessionSummary(
          profileID: profileID, gameID: row.text(0), questionIndex: Int(row.int(1)),
          score: Int(row.int(2)), updatedAt: row.int(3))
      }
    }
  }

  /// Deletes the saved session of this profile and game; whether there was one.
  @discardableResult
  public func deleteSavedSession(profileID: Int64, gameID: String) throws(StoreError) -> Bool {
    try write { connection throws(StoreError) in
      try connection.run(
        "DELETE FROM saved_sessions WHERE profile_id = ? AND game_id = ?",
        [.int(profileID), .text(gameID)]) == 1
    }
  }

  /// Fails with `.notFound` unless the profile exists (clearer than a foreign key failure).
  func requireProfile(_ id: Int64, _ connection: Connection) throws(StoreError) {
    guard try connection.integer("SELECT count(*) FROM profiles WHERE id = ?", [.int(id)]) == 1
    else { throw StoreError.notFound(path: path, what: "profile \(id)") }
  }
}
