import Localization
import QuizCore
import Testing

@testable import Store

/// A save of game "g" for `profile` after `count` of `actions`, placed at question `count`.
private func summary(_ profile: Int64, _ count: Int) -> SavedSessionSummary {
  SavedSessionSummary(
    profileID: profile, gameID: "g", questionIndex: count, score: count * 10,
    updatedAt: Int64(count))
}

@Suite("Store saved actions, owners and locks")
struct SavedActionsTests {
  /// A store with one profile, whose game "g" was started by `owner` with no action yet.
  func started(_ folder: String, owner: String = "me") throws -> (Store, Int64) {
    let store = try Store.open(at: folder + "/t.sqlite3")
    let player = try store.createProfile(named: "P", createdAt: 0).id
    try store.saveSession(
      SavedSession(
        profileID: player, gameID: "g", seed: 5, actions: [], questionIndex: 0, score: 0,
        updatedAt: 0), owner: owner)
    return (store, player)
  }

  @Test("each action appended is its own row; resume reads them back in order")
  func appendThenResume() throws {
    try withTemporaryFolder { folder in
      let (store, player) = try started(folder)
      let actions = sampleActions(30)
      for (index, action) in actions.enumerated() {
        try store.appendSavedActions(
          [action], from: index, to: summary(player, index + 1), owner: "me")
      }
      let rows = try store.withConnection { connection throws(StoreError) in
        try connection.integer("SELECT count(*) FROM saved_actions")
      }
      #expect(rows == 30)
      let resumed = try #require(
        try Store.open(at: store.path).savedSession(profileID: player, gameID: "g"))
      #expect(resumed.actions == actions)
      #expect(resumed.seed == 5 && resumed.questionIndex == 30 && resumed.score == 300)
      // Deleting the save takes its actions with it.
      try store.deleteSavedSession(profileID: player, gameID: "g")
      let left = try store.withConnection { connection throws(StoreError) in
        try connection.integer("SELECT count(*) FROM saved_actions")
      }
      #expect(left == 0)
    }
  }

  @Test("appending one action writes the same rows however long the session is")
  func appendCostDoesNotGrow() throws {
    try withTemporaryFolder { folder in
      let (store, player) = try started(folder)
      func changes() throws -> Int64 {
        try store.withConnection { connection throws(StoreError) in
          try connection.integer("SELECT total_changes()")
        }
      }
      var written: [Int64] = []
      for count in 0..<200 {
        let before = try changes()
        try store.appendSavedActions(
          sampleActions(count + 1).suffix(1), from: count, to: summary(player, count + 1),
          owner: "me")
        written.append(try changes() - before)
      }
      // One new action row and the summary's update, at the first save as at the 200th.
      #expect(Set(written) == [2])
    }
  }

  @Test("a save taken over by another terminal refuses the old owner and keeps the new one's")
  func takeOver() throws {
    try withTemporaryFolder { folder in
      let (store, player) = try started(folder, owner: "first")
      try store.appendSavedActions([1, 2], from: 0, to: summary(player, 2), owner: "first")
      #expect(try store.claimSavedSession(profileID: player, gameID: "g", owner: "second"))
      try store.appendSavedActions([3], from: 2, to: summary(player, 3), owner: "second")
      #expect(
        throws: StoreError.savedElsewhere(
          path: store.path,
          what: Phrase(
            "the saved game '{game}' of profile {id}", ["game": "g", "id": .number(Int(player))]))
      ) {
        try store.appendSavedActions([99], from: 2, to: summary(player, 3), owner: "first")
      }
      #expect(try store.savedSession(profileID: player, gameID: "g")?.actions == [1, 2, 3])
      // A save deleted meanwhile (the other terminal finished the game) refuses too.
      try store.deleteSavedSession(profileID: player, gameID: "g")
      #expect(throws: StoreError.self) {
        try store.appendSavedActions([4], from: 3, to: summary(player, 4), owner: "second")
      }
      #expect(try store.savedSession(profileID: player, gameID: "g") == nil)
    }
  }

  @Test("a full disk fails the save with SQLite's error and keeps the last good save")
  func fullDisk() throws {
    try withTemporaryFolder { folder in
      let (store, player) = try started(folder)
      try store.appendSavedActions([1], from: 0, to: summary(player, 1), owner: "me")
      // The file may not grow any more: what a full disk does to SQLite.
      try store.withConnection { connection throws(StoreError) in
        let pages = try connection.integer("PRAGMA page_count")
        _ = try connection.query("PRAGMA max_page_count = \(pages)") { _ in () }
      }
      let big = Value.string(String(repeating: "x", count: 200_000))
      do {
        try store.appendSavedActions([big], from: 1, to: summary(player, 2), owner: "me")
        Issue.record("the save did not fail")
      } catch {
        guard case StoreError.sqlite(_, let code, _)? = error as? StoreError else {
          Issue.record("unexpected \(error)")
          return
        }
        #expect(code & 0xFF == 13)  // SQLITE_FULL
      }
      #expect(try store.savedSession(profileID: player, gameID: "g")?.actions == [1])
    }
  }

  @Test("one terminal at a time holds a profile's game; the lock goes with its holder")
  func locks() throws {
    try withTemporaryFolder { folder in
      let store = try Store.open(at: folder + "/t.sqlite3")
      var first = try store.lockSession(profileID: 1, gameID: "g")
      #expect(first != nil)
      #expect(try store.lockSession(profileID: 1, gameID: "g") == nil)
      // Another store object (another terminal) is refused as well.
      #expect(try Store.open(at: store.path).lockSession(profileID: 1, gameID: "g") == nil)
      // Other games and other profiles are free.
      #expect(try store.lockSession(profileID: 1, gameID: "h") != nil)
      #expect(try store.lockSession(profileID: 2, gameID: "g") != nil)
      #expect(first?.path == folder + "/t.sqlite3.locks/1-g-\(String(fnv("g"), radix: 16)).lock")
      first = nil
      #expect(try store.lockSession(profileID: 1, gameID: "g") != nil)
      // Ids that are not plain names still get a file of their own.
      let odd = SessionLock.lockPath(database: "/d", profileID: 1, gameID: "a/b c")
      #expect(odd.hasPrefix("/d.locks/1-a_b_c-"))
      #expect(odd != SessionLock.lockPath(database: "/d", profileID: 1, gameID: "a_b_c"))
    }
  }

  private func fnv(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }
}
