import Localization
import QuizCore
import Testing

@testable import Store

@Suite("Store history and statistics")
struct HistoryTests {
  @Test("finishing a session records it, counts its questions and removes its save")
  func finish() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let player = try store.createProfile(named: "P", createdAt: 0).id
      try store.saveSession(
        SavedSession(
          profileID: player, gameID: "g", seed: 11, actions: [1, 2], questionIndex: 2,
          score: 200, updatedAt: 50))
      let first = FinishedSession(
        profileID: player, gameID: "g", seed: 11, score: 150,
        verdicts: [
          QuestionVerdict(questionID: "q1", outcome: .right),
          QuestionVerdict(questionID: "q2", outcome: .wrong, hints: 2),
          QuestionVerdict(questionID: "q3", outcome: .partial, hints: 1),
          QuestionVerdict(questionID: "q4", outcome: .unanswered),
        ], finishedAt: 100)
      try store.recordFinished(first)
      #expect(try store.savedSession(profileID: player, gameID: "g") == nil)

      let second = FinishedSession(
        profileID: player, gameID: "g", seed: 12, score: -500,
        verdicts: [
          QuestionVerdict(questionID: "q1", outcome: .wrong),
          QuestionVerdict(questionID: "q2", outcome: .right, hints: 1),
          QuestionVerdict(questionID: "q5", outcome: .failed),
        ], finishedAt: 200)
      try store.recordFinished(second)
      #expect(try store.history(profileID: player) == [second, first])

      let statistics = try store.statistics(profileID: player, gameID: "g")
      func line(
        _ id: String, _ asked: Int, _ right: Int, _ partial: Int, _ wrong: Int,
        _ hints: Int, _ last: Int64
      ) -> QuestionStatistics {
        QuestionStatistics(
          gameID: "g", questionID: id, asked: asked, right: right, partial: partial,
          wrong: wrong, hints: hints, lastAskedAt: last)
      }
      #expect(
        statistics == [
          line("q1", 2, 1, 0, 1, 0, 200), line("q2", 2, 1, 0, 1, 3, 200),
          line("q3", 1, 0, 1, 0, 1, 100), line("q5", 1, 0, 0, 0, 0, 200),
        ])
      #expect(try store.statistics(profileID: player, gameID: "other").isEmpty)
    }
  }

  @Test("history is filtered by game and limited, newest first")
  func filters() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let player = try store.createProfile(named: "P", createdAt: 0).id
      var sessions: [FinishedSession] = []
      for index in 0..<6 {
        let session = FinishedSession(
          profileID: player, gameID: index % 2 == 0 ? "even" : "odd", seed: UInt64(index),
          score: index, verdicts: [], finishedAt: Int64(index * 10))
        sessions.append(session)
        try store.recordFinished(session)
      }
      #expect(try store.history(profileID: player).map(\.score) == [5, 4, 3, 2, 1, 0])
      #expect(try store.history(profileID: player, gameID: "odd").map(\.score) == [5, 3, 1])
      #expect(try store.history(profileID: player, limit: 2) == [sessions[5], sessions[4]])
      #expect(try store.history(profileID: player, gameID: "even", limit: 1) == [sessions[4]])
      #expect(try store.history(profileID: player + 1).isEmpty)
    }
  }

  @Test("a finished session of a missing profile is refused and changes nothing")
  func missingProfile() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/t.sqlite3"
      let store = try Store.open(at: path)
      let session = FinishedSession(
        profileID: 5, gameID: "g", seed: 0, score: 0,
        verdicts: [QuestionVerdict(questionID: "q", outcome: .right)], finishedAt: 0)
      #expect(throws: StoreError.notFound(path: path, what: Phrase("profile {id}", ["id": 5]))) {
        try store.recordFinished(session)
      }
      #expect(try store.statistics(profileID: 5, gameID: "g").isEmpty)
    }
  }
}
