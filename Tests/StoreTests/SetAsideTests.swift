import Foundation
import QuizCore
import Testing

@testable import Store

@Suite("Saves that record their plugins and results; sessions set aside")
struct SetAsideTests {
  private let plugins: ValueMap = ["type/single": "00aa", "game/g": "11bb"]

  private func results(_ count: Int) -> [ActionResult?] {
    (0..<count).map {
      ActionResult(
        score: $0 * 10, position: $0 / 2, question: $0 / 2,
        outcome: $0.isMultiple(of: 2) ? .unanswered : .right)
    }
  }

  @Test("a version 3 file keeps every row and gains empty plugins and results, with a backup")
  func upgradeFromVersion3() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/trivium.sqlite3"
      let actions = sampleActions(12)
      do {
        let old = try Store.open(at: path, onDamage: .fail, schemaVersion: 3)
        let encoded = try actions.map { try ValueJSON.encode($0) }
        try old.withConnection { connection throws(StoreError) in
          try connection.execute(
            """
            INSERT INTO profiles (name, created_at, settings) VALUES ('Old', 7, '{"theme":"plain"}');
            INSERT INTO history (profile_id, game_id, seed, score, verdicts, finished_at)
              VALUES (1, 'Café Quiz!', 3, 100, '[]', 9);
            INSERT INTO question_stats (profile_id, game_id, question_id, asked, right)
              VALUES (1, 'g', 'q1', 2, 1);
            INSERT INTO tournament_results VALUES ('t', 0, 's1', '{"score":5}');
            INSERT INTO saved_sessions (profile_id, game_id, seed, question_index, score,
              updated_at, owner) VALUES (1, 'g', -5, 3, 250, 10, 'them');
            """)
          for (index, action) in encoded.enumerated() {
            try connection.run(
              "INSERT INTO saved_actions VALUES (1, 'g', ?, ?)",
              [.int(Int64(index)), .text(action)])
          }
        }
      }
      let store = try Store.open(at: path)
      #expect(try store.pragma("user_version") == String(Schema.latest))
      #expect(try store.pragma("integrity_check") == "ok")
      #expect(try store.pragma("foreign_key_check") == "")
      #expect(try store.profile(named: "Old")?.settings == ["theme": "plain"])
      // A game id a newer build would refuse still finds its history.
      let history = try store.history(profileID: 1, gameID: "Café Quiz!")
      #expect(history.map(\.score) == [100] && history.first?.setAside == nil)
      #expect(try store.statistics(profileID: 1, gameID: "g").map(\.right) == [1])
      #expect(try store.tournamentResults(tournamentID: "t").map(\.record) == [["score": 5]])
      let saved = try #require(try store.savedSession(profileID: 1, gameID: "g"))
      #expect(saved.actions == actions)
      #expect(saved.results.isEmpty)
      #expect(saved.plugins.isEmpty)
      #expect(saved.questionIndex == 3 && saved.score == 250)
      let copy = try Store.open(
        at: Schema.backupPath(path, version: 3), onDamage: .fail, schemaVersion: 3)
      #expect(try copy.pragma("user_version") == "3")
      let copied = try copy.withConnection { connection throws(StoreError) in
        try connection.integer("SELECT count(*) FROM saved_actions")
      }
      #expect(copied == 12)
    }
  }

  @Test("a save keeps its plugins and each action's result, whole and appended")
  func resultsRoundTrip() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let player = try store.createProfile(named: "P", createdAt: 0).id
      let actions = sampleActions(6)
      let all = results(6)
      try store.saveSession(
        SavedSession(
          profileID: player, gameID: "g", seed: 5, actions: Array(actions[..<4]), questionIndex: 1,
          score: 30, updatedAt: 0, results: Array(all[..<4]), plugins: plugins), owner: "me")
      try store.appendSavedActions(
        Array(actions[4...]), results: Array(all[4...]), from: 4,
        to: SavedSessionSummary(
          profileID: player, gameID: "g", questionIndex: 2, score: 50, updatedAt: 1),
        owner: "me")
      let saved = try #require(try store.savedSession(profileID: player, gameID: "g"))
      #expect(saved.actions == actions)
      #expect(saved.results == all)
      #expect(saved.plugins == plugins)
    }
  }

  @Test("setting a save aside keeps what agreed in the save and the whole session in the history")
  func setAside() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let player = try store.createProfile(named: "P", createdAt: 0).id
      let saved = SavedSession(
        profileID: player, gameID: "g", seed: 5, actions: sampleActions(8), questionIndex: 3,
        score: 70, updatedAt: 0, results: results(8), plugins: plugins)
      try store.saveSession(saved, owner: "me")
      let verdicts = [QuestionVerdict(questionID: "q1", outcome: .right)]
      let now: ValueMap = ["type/single": "00cc", "game/g": "11bb"]
      let resumed = SavedSessionSummary(
        profileID: player, gameID: "g", questionIndex: 1, score: 20, updatedAt: 5)
      // Only the save's owner may set it aside.
      #expect(throws: StoreError.self) {
        try store.setAside(
          saved, keeping: 3, reason: "x", verdicts: verdicts, resumed: resumed, plugins: now,
          owner: "someone else", at: 5)
      }
      try store.setAside(
        saved, keeping: 3, reason: "changed since it was saved: type/single", verdicts: verdicts,
        resumed: resumed, plugins: now, owner: "me", at: 5)
      let left = try #require(try store.savedSession(profileID: player, gameID: "g"))
      #expect(left.actions == Array(saved.actions[..<3]))
      #expect(left.results == Array(saved.results[..<3]))
      #expect(left.plugins == now && left.score == 20 && left.questionIndex == 1)
      let history = try store.history(profileID: player)
      #expect(history.count == 1)
      #expect(history.first?.setAside == "changed since it was saved: type/single")
      #expect(history.first?.score == 70 && history.first?.verdicts == verdicts)
      #expect(
        try store.setAsideActions(profileID: player, gameID: "g", finishedAt: 5) == saved.actions)
      // A set-aside session is no finished one: the statistics do not count it.
      #expect(try store.statistics(profileID: player, gameID: "g").isEmpty)
      // Its plugins can be brought up to date alone, by the owner only.
      try store.updateSavedPlugins(profileID: player, gameID: "g", plugins: plugins, owner: "me")
      #expect(try store.savedSession(profileID: player, gameID: "g")?.plugins == plugins)
      #expect(throws: StoreError.self) {
        try store.updateSavedPlugins(profileID: player, gameID: "g", plugins: [:], owner: "x")
      }
    }
  }
}
