import Localization
import QuizCore
import Testing

@testable import Store

@Suite("Store profiles")
struct ProfileTests {
  @Test("profiles are created, listed by name, found, updated and deleted")
  func lifecycle() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let zoe = try store.createProfile(named: "Zoé", createdAt: 1_000)
      let adam = try store.createProfile(
        named: "Adam", createdAt: 2_000, settings: ["theme": "dark"])
      #expect(try store.profiles() == [adam, zoe])
      #expect(try store.profile(id: zoe.id) == zoe)
      #expect(try store.profile(named: "Adam")?.settings == ["theme": "dark"])
      #expect(try store.profile(named: "Nobody") == nil)
      #expect(try store.profile(id: 999) == nil)

      var renamed = zoe
      renamed.name = "Zoe"
      renamed.settings = ["volume": 0.5, "colours": [1, 2]]
      try store.updateProfile(renamed)
      #expect(try store.profile(id: zoe.id) == renamed)
      try store.updateProfile(renamed)  // saving the same name again is no conflict

      try store.deleteProfile(id: adam.id)
      #expect(try store.profiles() == [renamed])
    }
  }

  @Test("a name is unique: creating or renaming onto a taken name is a conflict")
  func conflicts() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/t.sqlite3"
      let store = try Store.open(at: path)
      let first = try store.createProfile(named: "Ana", createdAt: 1)
      var second = try store.createProfile(named: "Bo", createdAt: 2)
      let conflict = StoreError.conflict(
        path: path, what: Phrase("a profile named \"{name}\"", ["name": "Ana"]))
      #expect(throws: conflict) { try store.createProfile(named: "Ana", createdAt: 3) }
      second.name = "Ana"
      #expect(throws: conflict) { try store.updateProfile(second) }
      #expect(try store.profiles().map(\.name) == ["Ana", "Bo"])
      #expect(conflict.description == "\(path): a profile named \"Ana\" already exists")
      _ = first
    }
  }

  @Test("a missing profile is reported as not found")
  func missing() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/t.sqlite3"
      let store = try Store.open(at: path)
      let ghost = Profile(id: 42, name: "Ghost", createdAt: 0)
      #expect(throws: StoreError.notFound(path: path, what: Phrase("profile {id}", ["id": 42]))) {
        try store.updateProfile(ghost)
      }
      #expect(throws: StoreError.notFound(path: path, what: Phrase("profile {id}", ["id": 42]))) {
        try store.deleteProfile(id: 42)
      }
    }
  }

  @Test("deleting a profile deletes its saves, history and statistics")
  func cascade() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let kept = try store.createProfile(named: "Kept", createdAt: 0)
      let gone = try store.createProfile(named: "Gone", createdAt: 0)
      for profile in [kept, gone] {
        try store.saveSession(
          SavedSession(
            profileID: profile.id, gameID: "g1", seed: 1, actions: [1], questionIndex: 0,
            score: 0, updatedAt: 5))
        try store.recordFinished(
          FinishedSession(
            profileID: profile.id, gameID: "g2", seed: 2, score: 100,
            verdicts: [QuestionVerdict(questionID: "q1", outcome: .right)], finishedAt: 9))
      }
      try store.deleteProfile(id: gone.id)
      #expect(try store.savedSessions(profileID: gone.id).isEmpty)
      #expect(try store.history(profileID: gone.id).isEmpty)
      #expect(try store.statistics(profileID: gone.id, gameID: "g2").isEmpty)
      #expect(try store.savedSessions(profileID: kept.id).count == 1)
      #expect(try store.history(profileID: kept.id).count == 1)
      #expect(try store.statistics(profileID: kept.id, gameID: "g2").count == 1)
    }
  }
}
