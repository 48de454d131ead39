import Localization
import QuizCore

extension Store {
  /// Stores tournament results in one transaction, replacing any with the same tournament,
  /// shard and session key (a shard that is run again overwrites its own results).
  public func putTournamentResults(_ results: [TournamentResult]) throws(StoreError) {
    var encoded: [(TournamentResult, String)] = []
    for result in results { encoded.append((result, try encode(result.record))) }
    let rows = encoded
    try write { connection throws(StoreError) in
      for (result, record) in rows {
        try connection.run(
          """
          INSERT OR REPLACE INTO tournament_results (tournament_id, shard, session_key, record)
          VALUES (?, ?, ?, ?)
          """,
          [
            .text(result.tournamentID), .int(Int64(result.shard)), .text(result.sessionKey),
            .text(record),
          ])
      }
    }
  }

  /// A tournament's results ordered by shard and session key; of one shard when given.
  public func tournamentResults(
    tournamentID: String, shard: Int? = nil
  ) throws(StoreError) -> [TournamentResult] {
    let rows = try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT shard, session_key, record FROM tournament_results
        WHERE tournament_id = ?1 AND (?2 IS NULL OR shard = ?2)
        ORDER BY shard, session_key
        """, [.text(tournamentID), shard.map { .int(Int64($0)) } ?? .null]
      ) { row in (row.int(0), row.text(1), row.text(2)) }
    }
    var results: [TournamentResult] = []
    for (shard, key, record) in rows {
      results.append(
        TournamentResult(
          tournamentID: tournamentID, shard: Int(shard), sessionKey: key,
          record: try decode(
            record, what: Phrase(trLater("tournament record {key}"), ["key": .text(key)]))))
    }
    return results
  }

  /// Up to `limit` results of a tournament's shard with keys after `afterKey`, in key order:
  /// a page, so a large tournament's results are read without holding them all.
  public func tournamentResults(
    tournamentID: String, shard: Int, afterKey: String, limit: Int
  ) throws(StoreError) -> [TournamentResult] {
    let rows = try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT session_key, record FROM tournament_results
        WHERE tournament_id = ?1 AND shard = ?2 AND session_key > ?3
        ORDER BY session_key LIMIT ?4
        """, [.text(tournamentID), .int(Int64(shard)), .text(afterKey), .int(Int64(limit))]
      ) { row in (row.text(0), row.text(1)) }
    }
    var results: [TournamentResult] = []
    for (key, record) in rows {
      results.append(
        TournamentResult(
          tournamentID: tournamentID, shard: shard, sessionKey: key,
          record: try decode(
            record, what: Phrase(trLater("tournament record {key}"), ["key": .text(key)]))))
    }
    return results
  }

  /// The shards of a tournament that have results, in order.
  public func tournamentShards(tournamentID: String) throws(StoreError) -> [Int] {
    try withConnection { connection throws(StoreError) in
      try connection.query(
        "SELECT DISTINCT shard FROM tournament_results WHERE tournament_id = ? ORDER BY shard",
        [.text(tournamentID)]
      ) { Int($0.int(0)) }
    }
  }

  /// Deletes a tournament's results; how many there were.
  @discardableResult
  public func deleteTournament(tournamentID: String) throws(StoreError) -> Int {
    try write { connection throws(StoreError) in
      try connection.run(
        "DELETE FROM tournament_results WHERE tournament_id = ?", [.text(tournamentID)])
    }
  }
}
