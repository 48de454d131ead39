import Foundation
import Localization
import QuizCore
import Review
import Testing

@testable import Store

@Suite("A profile exported and imported")
struct TransferTests {
  /// A store whose profile "Ana" has played everything a profile can hold: finished sessions
  /// with review events, a session set aside, settings and two saved games (one with results).
  static func filledStore(_ path: String) throws -> Store {
    let store = try Store.open(at: path)
    let ana = try store.createProfile(
      named: "Ana", createdAt: 1_764_000_000, settings: ["rules": "exam", "theme": "plain"])
    _ = try store.createProfile(named: "Bo", createdAt: 5)
    func check(_ verdict: Verdict, _ seconds: Double) -> CheckedQuestion {
      CheckedQuestion(
        verdict: verdict, hints: verdict == .right ? 0 : 1, tries: 2, seconds: seconds)
    }
    for (day, outcomes) in [
      (0, [Outcome.right, .wrong, .partial]), (3, [.right, .right, .wrong]),
    ] {
      let time = 1_796_126_400 + Int64(day) * 86_400
      let questions = ["cat", "dog", "capital"]
      try store.recordFinished(
        FinishedSession(
          profileID: ana.id, gameID: "pets", seed: UInt64.max - UInt64(day), score: 100 * day,
          verdicts: zip(questions, outcomes).map {
            QuestionVerdict(questionID: $0, outcome: $1, hints: 1)
          }, finishedAt: time),
        reviews: zip(questions, outcomes).map { id, outcome in
          ReviewEvent(
            gameID: "pets", questionID: id,
            check: check(Verdict(rawValue: outcome.rawValue) ?? .wrong, 2.5),
            answer: outcome == .right ? nil : "said \(id) ✓", reviewedAt: time)
        })
    }
    let results: [ActionResult?] = [
      ActionResult(score: 10, position: 0, question: 0, outcome: .right), nil,
    ]
    // A bilingual game's save carries the language it is played in.
    var pets = SavedSession(
      profileID: ana.id, gameID: "pets", seed: 9, actions: ["next", ["answer": 1.5]],
      questionIndex: 1, score: 10, updatedAt: 77, results: results,
      plugins: ["type/short": "ab12"])
    pets.language = "zh-Hans"
    try store.saveSession(pets, owner: "tty-1")
    // A review session's save carries its fixed list of questions.
    try store.saveSession(
      SavedSession(
        profileID: ana.id, gameID: "review/due", seed: 4, actions: ["next"], questionIndex: 1,
        score: 0, updatedAt: 90,
        questions: [
          QuestionKey(gameID: "pets", questionID: "dog"),
          QuestionKey(gameID: "quiz", questionID: "q1 ✓"),
        ]), owner: "tty-1")
    let old = SavedSession(
      profileID: ana.id, gameID: "quiz", seed: 3, actions: sampleActions(4), questionIndex: 2,
      score: 5, updatedAt: 70)
    try store.saveSession(old, owner: "tty-2")
    try store.setAside(
      old, keeping: 2, reason: "type/single changed",
      verdicts: [QuestionVerdict(questionID: "q1", outcome: .failed)],
      resumed: SavedSessionSummary(
        profileID: ana.id, gameID: "quiz", questionIndex: 1, score: 0, updatedAt: 80),
      plugins: [:], owner: "tty-2", at: 80)
    return store
  }

  @Test("export, JSON, import into another store: every row comes back, byte for byte")
  func roundTrip() throws {
    try withTemporaryFolder { folder in
      let source = try Self.filledStore(folder + "/a.sqlite3")
      let archive = try #require(try source.exportProfile(named: "Ana"))
      #expect(archive.counts.map(\.count) == [3, 3, 6, 3, 3])
      let text = try archive.json()
      let read = try ProfileArchive.decode(Array(text.utf8))
      #expect(read == archive)

      let target = try Store.open(at: folder + "/b.sqlite3")
      let imported = try target.importProfile(read)
      #expect(imported.name == "Ana" && imported.settings == ["rules": "exam", "theme": "plain"])
      let again = try #require(try target.exportProfile(named: "Ana"))
      #expect(try again.json() == text)
      // What the program reads back is the same too.
      let old = try #require(try source.profile(named: "Ana")).id
      #expect(
        try target.history(profileID: imported.id)
          == source.history(profileID: old).map {
            var session = $0
            session.profileID = imported.id
            return session
          })
      #expect(
        try target.dueReviews(profileID: imported.id, before: .max)
          == source.dueReviews(profileID: old, before: .max))
      #expect(try target.mistakes(profileID: imported.id) == source.mistakes(profileID: old))
      let save = try #require(try target.savedSession(profileID: imported.id, gameID: "pets"))
      var expected = try #require(try source.savedSession(profileID: old, gameID: "pets"))
      expected.profileID = imported.id
      #expect(save == expected)
      #expect(save.language == "zh-Hans" && text.contains("\"lang\": \"zh-Hans\""))
      let review = try #require(
        try target.savedSession(profileID: imported.id, gameID: "review/due"))
      #expect(
        review.questions
          == [
            QuestionKey(gameID: "pets", questionID: "dog"),
            QuestionKey(gameID: "quiz", questionID: "q1 ✓"),
          ])
      // Imported saves belong to no terminal until one claims them.
      #expect(throws: StoreError.self) {
        try target.appendSavedActions(
          ["next"], from: 2,
          to: SavedSessionSummary(
            profileID: imported.id, gameID: "pets", questionIndex: 1, score: 10, updatedAt: 78),
          owner: "tty-1")
      }
    }
  }

  @Test("a name taken is refused unless replacing; replacing twice never doubles a history")
  func conflicts() throws {
    try withTemporaryFolder { folder in
      let store = try Self.filledStore(folder + "/a.sqlite3")
      let archive = try #require(try store.exportProfile(named: "Ana"))
      #expect(
        throws: StoreError.conflict(
          path: store.path, what: Phrase("a profile named \"{name}\"", ["name": "Ana"]))
      ) {
        try store.importProfile(archive)
      }
      let copy = try store.importProfile(archive, as: "Ana 2")
      #expect(try store.history(profileID: copy.id).count == 3)
      for _ in 0..<2 {
        let replaced = try store.importProfile(archive, as: "Ana 2", replacing: true)
        #expect(try store.history(profileID: replaced.id).count == 3)
        #expect(try store.reviewEvents(profileID: replaced.id).count == 6)
      }
      #expect(try store.profiles().map(\.name) == ["Ana", "Ana 2", "Bo"])
    }
  }

  @Test("an import that fails halfway writes nothing")
  func oneTransaction() throws {
    try withTemporaryFolder { folder in
      let source = try Self.filledStore(folder + "/a.sqlite3")
      let archive = try #require(try source.exportProfile(named: "Ana"))
      let target = try Store.open(at: folder + "/b.sqlite3")
      try target.createProfile(named: "Ana", createdAt: 0)
      // The last rows written (saved games) fail: the old profile and no new row must remain.
      try target.withConnection { connection throws(StoreError) in
        try connection.execute(
          """
          CREATE TRIGGER refuse BEFORE INSERT ON saved_actions
          BEGIN SELECT RAISE(ABORT, 'refused for the test'); END
          """)
      }
      #expect(throws: StoreError.self) { try target.importProfile(archive, replacing: true) }
      let profiles = try target.profiles()
      #expect(profiles.map(\.createdAt) == [0])
      let rows = try target.withConnection { connection throws(StoreError) in
        try connection.integer(
          """
          SELECT (SELECT count(*) FROM history) + (SELECT count(*) FROM review_events)
            + (SELECT count(*) FROM review_state) + (SELECT count(*) FROM question_stats)
            + (SELECT count(*) FROM saved_sessions)
          """)
      }
      #expect(rows == 0)
    }
  }
}
