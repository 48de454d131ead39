import Localization
import QuizCore
import Testing

@testable import Store

@Suite("Store saved sessions")
struct SessionTests {
  @Test("resume returns exactly the saved game, seed and actions, also after reopening")
  func resume() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/t.sqlite3"
      let saved = SavedSession(
        profileID: 0, gameID: "capitals", seed: .max, actions: sampleActions(50) + [1.0, 1, "1"],
        questionIndex: 7, score: -400, updatedAt: 1_700_000_000_123)
      var expected = saved
      do {
        let store = try Store.open(at: path)
        expected.profileID = try store.createProfile(named: "P", createdAt: 0).id
        try store.saveSession(expected)
        #expect(
          try store.savedSession(profileID: expected.profileID, gameID: "capitals") == expected)
      }
      let reopened = try Store.open(at: path)
      let resumed = try #require(
        try reopened.savedSession(profileID: expected.profileID, gameID: "capitals"))
      #expect(resumed == expected)
      // Equal as values is not enough for replay: the actions must encode byte for byte alike.
      #expect(
        try ValueJSON.encode(.array(resumed.actions)) == ValueJSON.encode(.array(saved.actions)))
      #expect(resumed.actions[51].kindName == "integer")
      #expect(resumed.actions[50].kindName == "float")
    }
  }

  @Test("a save replaces the earlier save of the same game; summaries list the newest first")
  func replaceAndList() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let player = try store.createProfile(named: "P", createdAt: 0).id
      let other = try store.createProfile(named: "Q", createdAt: 0).id
      func save(_ game: String, _ actions: Int, at time: Int64, for profile: Int64) throws {
        try store.saveSession(
          SavedSession(
            profileID: profile, gameID: game, seed: 3, actions: sampleActions(actions),
            questionIndex: actions, score: actions * 100, updatedAt: time))
      }
      try save("a", 1, at: 10, for: player)
      try save("b", 2, at: 20, for: player)
      try save("a", 3, at: 30, for: player)
      try save("a", 9, at: 40, for: other)
      #expect(
        try store.savedSessions(profileID: player) == [
          SavedSessionSummary(
            profileID: player, gameID: "a", questionIndex: 3, score: 300, updatedAt: 30),
          SavedSessionSummary(
            profileID: player, gameID: "b", questionIndex: 2, score: 200, updatedAt: 20),
        ])
      #expect(try store.savedSession(profileID: player, gameID: "a")?.actions == sampleActions(3))
      #expect(try store.savedSession(profileID: other, gameID: "a")?.actions == sampleActions(9))
      #expect(try store.savedSession(profileID: player, gameID: "zzz") == nil)

      #expect(try store.deleteSavedSession(profileID: player, gameID: "a"))
      #expect(try !store.deleteSavedSession(profileID: player, gameID: "a"))
      #expect(try store.savedSessions(profileID: player).map(\.gameID) == ["b"])
      #expect(try store.savedSessions(profileID: other).map(\.gameID) == ["a"])
    }
  }

  @Test("saving for a missing profile, or an action JSON cannot hold, changes nothing")
  func refusedSaves() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/t.sqlite3"
      let store = try Store.open(at: path)
      let ghost = SavedSession(
        profileID: 77, gameID: "g", seed: 0, actions: [], questionIndex: 0, score: 0, updatedAt: 0)
      #expect(throws: StoreError.notFound(path: path, what: Phrase("profile {id}", ["id": 77]))) {
        try store.saveSession(ghost)
      }
      var bad = ghost
      bad.profileID = try store.createProfile(named: "P", createdAt: 0).id
      bad.actions = [["delay": .double(.infinity)]]
      #expect {
        try store.saveSession(bad)
      } throws: {
        "\($0)" == "\(path): invalid record: cannot store $[0].delay: JSON has no infinity or NaN"
      }
      #expect(try store.savedSessions(profileID: bad.profileID).isEmpty)
    }
  }
}
