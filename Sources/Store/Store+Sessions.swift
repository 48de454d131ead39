import Localization
import QuizCore
import Review

extension Store {
  /// Saves a session in progress whole, replacing the profile's earlier save of the same game,
  /// and makes `owner` its owner (see `appendSavedActions`).
  ///
  /// It writes every action: call it when a session starts or starts over, then append.
  public func saveSession(_ session: SavedSession, owner: String = "") throws(StoreError) {
    let actions = try encodeActions(session.actions, from: 0)
    let results = session.results.map { $0.map { try? ValueJSON.encode($0.value) } ?? nil }
    let plugins = try encode(.map(session.plugins))
    let questions = try session.questions.map { keys throws(StoreError) in
      try encodeQuestionKeys(keys)
    }
    try write { connection throws(StoreError) in
      try requireProfile(session.profileID, connection)
      let key: [SQLValue] = [.int(session.profileID), .text(session.gameID)]
      try connection.run(
        """
        INSERT INTO saved_sessions
          (profile_id, game_id, seed, question_index, score, updated_at, owner, plugins,
           questions, lang)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (profile_id, game_id) DO UPDATE SET seed = excluded.seed,
          question_index = excluded.question_index, score = excluded.score,
          updated_at = excluded.updated_at, owner = excluded.owner, plugins = excluded.plugins,
          questions = excluded.questions, lang = excluded.lang
        """,
        key + [
          .int(Int64(bitPattern: session.seed)), .int(Int64(session.questionIndex)),
          .int(Int64(session.score)), .int(session.updatedAt), .text(owner), .text(plugins),
          questions.map { .text($0) } ?? .null, session.language.map { .text($0) } ?? .null,
        ])
      try connection.run(
        "DELETE FROM saved_actions WHERE profile_id = ? AND game_id = ?", key)
      try insertActions(
        actions, results: results, times: session.times, from: 0, key: key, connection)
    }
  }

  /// Appends the actions taken since a save of `first` actions to it, with the new place and
  /// score: one row per action, so a save costs the same however long the session is.
  ///
  /// Fails with `.savedElsewhere` when the save is no longer `owner`'s: another terminal took
  /// the game over (or finished it) meanwhile, and its progress must not be overwritten.
  /// `results[i]` is what `actions[i]` did (`Session.actionResults`), when known, and
  /// `times[i]` when it was taken.
  public func appendSavedActions(
    _ actions: [Value], results: [ActionResult?] = [], times: [Int64?] = [], from first: Int,
    to saved: SavedSessionSummary, owner: String
  ) throws(StoreError) {
    let encoded = try encodeActions(actions, from: first)
    let encodedResults = results.map { $0.map { try? ValueJSON.encode($0.value) } ?? nil }
    let what = Phrase(
      trLater("the saved game '{game}' of profile {id}"),
      ["game": .text(saved.gameID), "id": .number(Int(saved.profileID))])
    try write { connection throws(StoreError) in
      let key: [SQLValue] = [.int(saved.profileID), .text(saved.gameID)]
      try requireOwner(owner, key: key, what: what, connection)
      // The action before the new ones must be there: a gap would replay a different session.
      let before = try connection.integer(
        "SELECT count(*) FROM saved_actions WHERE profile_id = ? AND game_id = ? AND position = ?",
        key + [.int(Int64(first - 1))])
      guard first == 0 || before == 1 else {
        throw StoreError.invalidRecord(
          path: path,
          detail: Phrase(
            trLater("{what} lacks action #{number}"),
            ["what": .phrase(what), "number": .number(first)]))
      }
      try connection.run(
        "DELETE FROM saved_actions WHERE profile_id = ? AND game_id = ? AND position >= ?",
        key + [.int(Int64(first))])
      try insertActions(
        encoded, results: encodedResults, times: times, from: first, key: key, connection)
      try connection.run(
        """
        UPDATE saved_sessions SET question_index = ?, score = ?, updated_at = ?
        WHERE profile_id = ? AND game_id = ?
        """,
        [.int(Int64(saved.questionIndex)), .int(Int64(saved.score)), .int(saved.updatedAt)] + key)
    }
  }

  /// Makes `owner` the owner of a saved session, so the terminal that owned it before stops
  /// saving; whether there is such a save.
  @discardableResult
  public func claimSavedSession(
    profileID: Int64, gameID: String, owner: String
  ) throws(StoreError) -> Bool {
    try write { connection throws(StoreError) in
      try connection.run(
        "UPDATE saved_sessions SET owner = ? WHERE profile_id = ? AND game_id = ?",
        [.text(owner), .int(profileID), .text(gameID)]) == 1
    }
  }

  /// Each action as JSON; an error names the action's place in the session (`$[3].delay`).
  private func encodeActions(_ actions: [Value], from first: Int) throws(StoreError) -> [String] {
    var encoded: [String] = []
    for (offset, action) in actions.enumerated() {
      do throws(ValueJSONError) {
        encoded.append(try ValueJSON.encode(action))
      } catch {
        let place = "$[\(first + offset)]"
        let placed: ValueJSONError
        switch error {
        case .nonFinite(let path): placed = .nonFinite(path: place + path.dropFirst())
        case .tooDeep(let path, let limit):
          placed = .tooDeep(path: place + path.dropFirst(), limit: limit)
        case .syntax: placed = error
        }
        throw .invalidRecord(
          path: path,
          detail: Phrase(trLater("cannot store {error}"), ["error": .phrase(placed.sentence)]))
      }
    }
    return encoded
  }

  func insertActions(
    _ actions: [String], results: [String?], times: [Int64?] = [], from first: Int,
    key: [SQLValue], _ connection: Connection
  ) throws(StoreError) {
    for (offset, action) in actions.enumerated() {
      let result = offset < results.count ? results[offset].map { SQLValue.text($0) } : nil
      let time = offset < times.count ? times[offset].map { SQLValue.int($0) } : nil
      try connection.run(
        """
        INSERT INTO saved_actions (profile_id, game_id, position, action, result, taken_at)
        VALUES (?, ?, ?, ?, ?, ?)
        """, key + [.int(Int64(first + offset)), .text(action), result ?? .null, time ?? .null])
    }
  }

  /// The saved session of this profile and game, with every action in order, if there is one.
  public func savedSession(profileID: Int64, gameID: String) throws(StoreError) -> SavedSession? {
    let key: [SQLValue] = [.int(profileID), .text(gameID)]
    let found = try read { connection throws(StoreError) in
      let header = try connection.query(
        """
        SELECT seed, question_index, score, updated_at, plugins, questions, lang
        FROM saved_sessions
        WHERE profile_id = ? AND game_id = ?
        """, key
      ) { row in
        (
          row.int(0), row.int(1), row.int(2), row.int(3), row.text(4),
          row.isNull(5) ? nil : row.text(5), row.isNull(6) ? nil : row.text(6)
        )
      }.first
      let actions = try connection.query(
        """
        SELECT action, result, taken_at FROM saved_actions WHERE profile_id = ? AND game_id = ?
        ORDER BY position
        """, key
      ) { row in
        (row.text(0), row.isNull(1) ? nil : row.text(1), row.isNull(2) ? nil : row.int(2))
      }
      return header.map { ($0, actions) }
    }
    guard
      let ((seed, questionIndex, score, updatedAt, pluginsText, questionsText, language), rows) =
        found
    else {
      return nil
    }
    var actions: [Value] = []
    var results: [ActionResult?] = []
    var times: [Int64?] = []
    for (index, (text, result, time)) in rows.enumerated() {
      times.append(time)
      actions.append(try decode(text, what: Self.savedAction(index, of: gameID)))
      // A result that does not read is only a check lost: the action still replays.
      results.append(
        result.flatMap { try? ValueJSON.decode($0) }.flatMap(ActionResult.init(value:)))
    }
    // None recorded (a save from before results were) reads as none, not as a list of nils.
    if !results.contains(where: { $0 != nil }) { results = [] }
    if !times.contains(where: { $0 != nil }) { times = [] }
    let plugins =
      (try? decode(
        pluginsText,
        what: Phrase(trLater("plugins of the save of {game}"), ["game": .text("'\(gameID)'")])))?
      .mapValue
    let questions = try questionsText.map { text throws(StoreError) in
      try questionKeys(text, gameID: gameID)
    }
    var saved = SavedSession(
      profileID: profileID, gameID: gameID, seed: UInt64(bitPattern: seed), actions: actions,
      questionIndex: Int(questionIndex), score: Int(score), updatedAt: updatedAt,
      results: results, plugins: plugins ?? [:], questions: questions)
    saved.language = language
    saved.times = times
    return saved
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

  /// Deletes the saved session of this profile and game (its actions go with it); whether
  /// there was one.
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
    else {
      throw StoreError.notFound(
        path: path, what: Phrase(trLater("profile {id}"), ["id": .number(Int(id))]))
    }
  }

  /// The `questions` column of a review session's save: a JSON array of `[game, question]`.
  func encodeQuestionKeys(_ keys: [QuestionKey]) throws(StoreError) -> String {
    try encode(.array(keys.map { .array([.string($0.gameID), .string($0.questionID)]) }))
  }

  /// Reads the `questions` column of the save of `gameID`. A list that does not read cannot be
  /// replayed: the save is refused, not guessed at.
  func questionKeys(_ text: String, gameID: String) throws(StoreError) -> [QuestionKey] {
    let what = Phrase(
      trLater("question list of the save of {game}"), ["game": .text("'\(gameID)'")])
    guard let pairs = try decode(text, what: what).arrayValue else {
      throw StoreError.invalidRecord(
        path: path, detail: Phrase(trLater("{what} is not an array"), ["what": .phrase(what)]))
    }
    return try pairs.map { pair throws(StoreError) in
      guard let parts = pair.arrayValue, parts.count == 2, let game = parts[0].stringValue,
        let question = parts[1].stringValue
      else {
        throw StoreError.invalidRecord(
          path: path,
          detail: Phrase(
            trLater("{what} holds {value}"), ["what": .phrase(what), "value": .text("\(pair)")]))
      }
      return QuestionKey(gameID: game, questionID: question)
    }
  }
}

extension Store {
  /// "saved action #3 of 'capitals'": what a stored action is called in an error.
  static func savedAction(_ index: Int, of gameID: String) -> Phrase {
    Phrase(
      trLater("saved action #{number} of {game}"),
      ["number": .number(index + 1), "game": .text("'\(gameID)'")])
  }

  /// "set-aside actions of 'capitals'".
  static func setAsideActions(of gameID: String) -> Phrase {
    Phrase(trLater("set-aside actions of {game}"), ["game": .text("'\(gameID)'")])
  }
}
