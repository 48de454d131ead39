import QuizCore
import Testing

@testable import Store

@Suite("Store tournament results")
struct TournamentTests {
  private func result(_ shard: Int, _ key: String, _ score: Int64) -> TournamentResult {
    TournamentResult(
      tournamentID: "cup", shard: shard, sessionKey: key,
      record: ["bots": ["a", "b"], "score": .int(score), "ratio": 0.25])
  }

  @Test("results are stored per shard, read in order, replaced when a shard runs again")
  func results() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      try store.putTournamentResults([result(1, "s3", 3), result(0, "s2", 2), result(1, "s1", 1)])
      try store.putTournamentResults([
        TournamentResult(tournamentID: "other", shard: 0, sessionKey: "s1", record: .null)
      ])
      #expect(
        try store.tournamentResults(tournamentID: "cup") == [
          result(0, "s2", 2), result(1, "s1", 1), result(1, "s3", 3),
        ])
      #expect(
        try store.tournamentResults(tournamentID: "cup", shard: 1).map(\.sessionKey) == [
          "s1", "s3",
        ])
      #expect(try store.tournamentShards(tournamentID: "cup") == [0, 1])

      try store.putTournamentResults([result(1, "s1", 100)])
      #expect(
        try store.tournamentResults(tournamentID: "cup", shard: 1).first == result(1, "s1", 100))

      #expect(try store.deleteTournament(tournamentID: "cup") == 3)
      #expect(try store.tournamentResults(tournamentID: "cup").isEmpty)
      #expect(try store.tournamentResults(tournamentID: "other").count == 1)
    }
  }

  @Test("a batch with one record JSON cannot hold stores none of it")
  func allOrNothing() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let bad = TournamentResult(
        tournamentID: "cup", shard: 0, sessionKey: "x", record: [.double(.nan)])
      #expect(throws: StoreError.self) {
        try store.putTournamentResults([result(0, "a", 1), bad])
      }
      #expect(try store.tournamentResults(tournamentID: "cup").isEmpty)
    }
  }
}
