import QuizCore
import Testing

@testable import Store

/// A saved session keeps its content language, a session parameter like the seed.
@Suite struct SavedLanguageTests {
  @Test func aSavedSessionKeepsItsContentLanguage() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      let player = try store.createProfile(named: "P", createdAt: 0).id
      var saved = SavedSession(
        profileID: player, gameID: "flags", seed: 11, actions: [1], questionIndex: 0,
        score: 0, updatedAt: 50)
      saved.language = "zh-Hans"
      try store.saveSession(saved)
      #expect(try store.savedSession(profileID: player, gameID: "flags")?.language == "zh-Hans")
      // A game without languages saves none.
      saved.gameID = "plain"
      saved.language = nil
      try store.saveSession(saved)
      #expect(try store.savedSession(profileID: player, gameID: "plain")?.language == nil)
    }
  }
}
