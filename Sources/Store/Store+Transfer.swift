import Localization
import QuizCore
import Review

extension Store {
  /// Everything the store holds of the profile named `name` (see `ProfileArchive`), read in
  /// one snapshot; nil when there is no such profile.
  public func exportProfile(named name: String) throws(StoreError) -> ProfileArchive? {
    guard let profile = try profile(named: name) else { return nil }
    let id: [SQLValue] = [.int(profile.id)]
    return try read { connection throws(StoreError) in
      var archive = ProfileArchive(
        name: profile.name, createdAt: profile.createdAt, settings: profile.settings)
      let history = try connection.query(
        """
        SELECT game_id, seed, score, verdicts, finished_at, set_aside, actions, rules
        FROM history WHERE profile_id = ? ORDER BY id
        """, id
      ) { row in
        (
          row.text(0), row.int(1), row.int(2), row.text(3), row.int(4),
          row.isNull(5) ? nil : row.text(5), row.isNull(6) ? nil : row.text(6),
          row.isNull(7) ? nil : row.text(7)
        )
      }
      for (game, seed, score, verdicts, finishedAt, setAside, actions, rules) in history {
        archive.history.append(
          ProfileArchive.HistoryRow(
            gameID: game, seed: seed, score: score, verdicts: try self.verdicts(from: verdicts),
            finishedAt: finishedAt, setAside: setAside,
            actions: try actions.map { text throws(StoreError) in
              try decode(text, what: Self.setAsideActions(of: game)).arrayValue ?? []
            }, rules: rules))
      }
      archive.questionStats = try connection.query(
        """
        SELECT game_id, question_id, asked, right, partial, wrong, hints, last_asked_at
        FROM question_stats WHERE profile_id = ? ORDER BY game_id, question_id
        """, id
      ) { row in
        QuestionStatistics(
          gameID: row.text(0), questionID: row.text(1), asked: Int(row.int(2)),
          right: Int(row.int(3)), partial: Int(row.int(4)), wrong: Int(row.int(5)),
          hints: Int(row.int(6)), lastAskedAt: row.isNull(7) ? nil : row.int(7))
      }
      archive.reviewEvents = try connection.query(
        """
        SELECT game_id, question_id, verdict, hints, tries, seconds, answer, reviewed_at, queue,
          rating, reset_at
        FROM review_events WHERE profile_id = ? ORDER BY id
        """, id
      ) { row in
        ProfileArchive.ReviewEventRow(
          event: Self.event(from: row), rating: Rating(rawValue: Int(row.int(9))) ?? .again,
          resetAt: row.isNull(10) ? nil : row.int(10))
      }
      archive.reviewState = try connection.query(
        // A question reset to new has no memory state to carry: it is new again on import.
        "\(Self.cardColumns) WHERE profile_id = ? AND reviews > 0 ORDER BY game_id, question_id",
        id, Self.card(from:))
      let marks = try connection.query(
        """
        SELECT game_id, question_id, suspended, buried_until FROM review_state
        WHERE profile_id = ? AND reviews > 0 AND (suspended <> 0 OR buried_until IS NOT NULL)
        """, id
      ) { row in
        (
          QuestionKey(gameID: row.text(0), questionID: row.text(1)),
          ProfileArchive.ReviewMark(
            suspended: row.int(2) != 0, buriedUntil: row.isNull(3) ? nil : row.int(3))
        )
      }
      for (key, mark) in marks { archive.reviewMarks[key] = mark }
      archive.savedSessions = try savedSessionRows(id, connection)
      return archive
    }
  }

  private func savedSessionRows(
    _ id: [SQLValue], _ connection: Connection
  ) throws(StoreError) -> [ProfileArchive.SavedSessionRow] {
    let headers = try connection.query(
      """
      SELECT game_id, seed, question_index, score, updated_at, plugins, questions, lang
      FROM saved_sessions WHERE profile_id = ? ORDER BY game_id
      """, id
    ) { row in
      (
        (
          row.text(0), row.int(1), row.int(2), row.int(3), row.int(4), row.text(5),
          row.isNull(6) ? nil : row.text(6)
        ), row.isNull(7) ? nil : row.text(7)
      )
    }
    var saves: [ProfileArchive.SavedSessionRow] = []
    for ((game, seed, questionIndex, score, updatedAt, pluginsText, questionsText), language)
      in headers
    {
      let rows = try connection.query(
        """
        SELECT action, result, taken_at FROM saved_actions WHERE profile_id = ? AND game_id = ?
        ORDER BY position
        """, id + [.text(game)]
      ) { row in
        (row.text(0), row.isNull(1) ? nil : row.text(1), row.isNull(2) ? nil : row.int(2))
      }
      var save = ProfileArchive.SavedSessionRow(
        gameID: game, seed: seed, questionIndex: questionIndex, score: score,
        updatedAt: updatedAt,
        plugins: (try? decode(pluginsText, what: Phrase(trLater("plugins"))))?.mapValue ?? [:],
        actions: [],
        results: [],
        questions: try questionsText.map { text throws(StoreError) in
          try questionKeys(text, gameID: game)
        }, language: language)
      for (index, (action, result, time)) in rows.enumerated() {
        save.times.append(time)
        save.actions.append(try decode(action, what: Self.savedAction(index, of: game)))
        // A result that does not read (or, from an older build, is not an action's result)
        // is only a check lost, as when resuming: exported as none, so the file imports back.
        let value = result.flatMap { try? ValueJSON.decode($0) }
        save.results.append(value.flatMap { ActionResult(value: $0) == nil ? nil : $0 })
      }
      if !save.times.contains(where: { $0 != nil }) { save.times = [] }
      saves.append(save)
    }
    return saves
  }

  /// Writes `archive` as a new profile, named `name` (by default the archive's), in one
  /// transaction: all of it or nothing. A profile of that name is a `.conflict`, unless
  /// `replacing`: then it is deleted with everything it had, in the same transaction.
  /// Saved sessions come in owned by no terminal.
  @discardableResult
  public func importProfile(
    _ archive: ProfileArchive, as name: String? = nil, replacing: Bool = false
  ) throws(StoreError) -> Profile {
    let name = name ?? archive.name
    let settings = try encode(.map(archive.settings))
    return try write { connection throws(StoreError) in
      if let existing = try connection.query(
        "SELECT id FROM profiles WHERE name = ?", [.text(name)], { $0.int(0) }
      ).first {
        guard replacing else {
          throw StoreError.conflict(
            path: path, what: Phrase(trLater("a profile named \"{name}\""), ["name": .text(name)]))
        }
        try connection.run("DELETE FROM profiles WHERE id = ?", [.int(existing)])
      }
      try connection.run(
        "INSERT INTO profiles (name, created_at, settings) VALUES (?, ?, ?)",
        [.text(name), .int(archive.createdAt), .text(settings)])
      let id = connection.lastInsertedRowID
      try insertRows(of: archive, profileID: id, connection)
      return Profile(
        id: id, name: name, createdAt: archive.createdAt, settings: archive.settings)
    }
  }

  private func insertRows(
    of archive: ProfileArchive, profileID: Int64, _ connection: Connection
  ) throws(StoreError) {
    let id = SQLValue.int(profileID)
    for row in archive.history {
      try connection.run(
        """
        INSERT INTO history
          (profile_id, game_id, seed, score, verdicts, finished_at, set_aside, actions, rules)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          id, .text(row.gameID), .int(row.seed), .int(row.score),
          .text(try encodeVerdicts(row.verdicts)), .int(row.finishedAt),
          row.setAside.map(SQLValue.text) ?? .null,
          try row.actions.map { actions throws(StoreError) in .text(try encode(.array(actions))) }
            ?? .null,
          row.rules.map(SQLValue.text) ?? .null,
        ])
    }
    for row in archive.questionStats {
      try connection.run(
        """
        INSERT INTO question_stats
          (profile_id, game_id, question_id, asked, right, partial, wrong, hints, last_asked_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          id, .text(row.gameID), .text(row.questionID), .int(Int64(row.asked)),
          .int(Int64(row.right)), .int(Int64(row.partial)), .int(Int64(row.wrong)),
          .int(Int64(row.hints)), row.lastAskedAt.map(SQLValue.int) ?? .null,
        ])
    }
    for row in archive.reviewEvents {
      try insert(row.event, rating: row.rating, profileID: profileID, connection)
      if let resetAt = row.resetAt {
        try connection.run(
          "UPDATE review_events SET reset_at = ? WHERE id = last_insert_rowid()", [.int(resetAt)])
      }
    }
    for card in archive.reviewState {
      let mark = archive.reviewMarks[QuestionKey(gameID: card.gameID, questionID: card.questionID)]
      try connection.run(
        """
        INSERT INTO review_state (profile_id, game_id, question_id, stability, difficulty,
          last_review, due, reviews, lapses, step, suspended, buried_until)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          id, .text(card.gameID), .text(card.questionID), .double(card.memory.stability),
          .double(card.memory.difficulty), .int(card.memory.lastReview), .int(card.memory.due),
          .int(Int64(card.reviews)), .int(Int64(card.lapses)),
          card.memory.step.map { .int(Int64($0)) } ?? .null,
          .int(mark?.suspended == true ? 1 : 0), mark?.buriedUntil.map { .int($0) } ?? .null,
        ])
    }
    for save in archive.savedSessions {
      let key: [SQLValue] = [id, .text(save.gameID)]
      try connection.run(
        """
        INSERT INTO saved_sessions
          (profile_id, game_id, seed, question_index, score, updated_at, owner, plugins,
           questions, lang)
        VALUES (?, ?, ?, ?, ?, ?, '', ?, ?, ?)
        """,
        key + [
          .int(save.seed), .int(save.questionIndex), .int(save.score), .int(save.updatedAt),
          .text(try encode(.map(save.plugins))),
          try save.questions.map { keys throws(StoreError) in .text(try encodeQuestionKeys(keys)) }
            ?? .null, save.language.map { .text($0) } ?? .null,
        ])
      var actions: [String] = []
      var results: [String?] = []
      for (action, result) in zip(save.actions, save.results) {
        actions.append(try encode(action))
        results.append(try result.map { value throws(StoreError) in try encode(value) })
      }
      try insertActions(
        actions, results: results, times: save.times, from: 0, key: key, connection)
    }
  }
}
