import Localization
import QuizCore

extension Store {
  /// Every stored tournament result whose session played game `gameID`, in tournament, shard
  /// and key order: the sample an item analysis reads from tournaments.
  public func tournamentResults(gameID: String) throws(StoreError) -> [TournamentResult] {
    let rows = try withConnection { connection throws(StoreError) in
      try connection.query(
        """
        SELECT tournament_id, shard, session_key, record FROM tournament_results
        WHERE json_valid(record) AND json_extract(record, '$.game') = ?
        ORDER BY tournament_id, shard, session_key
        """, [.text(gameID)]
      ) { row in (row.text(0), row.int(1), row.text(2), row.text(3)) }
    }
    var results: [TournamentResult] = []
    for (tournament, shard, key, record) in rows {
      results.append(
        TournamentResult(
          tournamentID: tournament, shard: Int(shard), sessionKey: key,
          record: try decode(
            record, what: Phrase(trLater("tournament record {key}"), ["key": .text(key)]))))
    }
    return results
  }
}
