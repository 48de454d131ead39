import Foundation
import QuizCore
import Review
import Store
import TerminalUI
import Testing
import TriviumEngine

@testable import TriviumCommands

/// Issue 32, point 10: a retry (*Retry N missed*) is a saved session like any other: stored
/// under its game with the questions it asks, resumed from the game's card with those alone.
@Suite(.serialized) struct RetrySaveTests {
  let fixture: HostFixture
  var home: TemporaryHome { fixture.home }

  init() throws { fixture = try HostFixture() }

  /// A terminal playing as profile "P" (with the games named by path in `paths`).
  func terminal(paths: [String] = []) throws -> (PlayHost, Store) {
    let (host, store, _) = try fixture.host(paths: paths)
    return (host, store)
  }

  /// "two" finished with the first question wrong (B, the answer is A) and the second right.
  func finishedWithOneMissed(_ host: PlayHost) throws -> Session {
    let opened = try host.open(gameID: "two", resume: false, claim: .exclusive)
    var session = opened.session
    let actions: [SessionAction] = [
      .start, .act(["op": "select", "key": "B"]), .check, .next,
      .act(["op": "select", "key": "B"]), .check, .finish,
    ]
    for action in actions { _ = reduce(&session, action, opened.environment) }
    host.finished(session, result: try #require(session.result))
    return session
  }

  @Test func aRetryIsSavedUnderItsGameAndResumesWithItsQuestionsAlone() throws {
    let (first, store) = try terminal()
    let finished = try finishedWithOneMissed(first)
    let retry = try first.retry(finished, positions: [0])
    var session = retry.session
    #expect(session.game.id == "two")
    for action: SessionAction in [.start, .act(["op": "select", "key": "A"])] {
      _ = reduce(&session, action, retry.environment)
    }
    #expect(first.save(session) == .saved)
    let profile = try #require(try store.profile(named: "P"))
    let saved = try #require(try store.savedSession(profileID: profile.id, gameID: "two"))
    #expect(saved.questions == [QuestionKey(gameID: "two", questionID: "a")])
    first.close(session)

    // Another run: the game's card offers to resume, and says it is a retry.
    let (second, _) = try terminal()
    let card = try #require(second.cards().first { $0.id == "two" })
    #expect(card.state == .playable(resumable: true))
    let place = try #require(second.savedSummary(gameID: "two"))
    #expect(place.contains("retry of 1 question"), "\(place)")
    let resumed = try second.open(gameID: "two", resume: true, claim: .exclusive)
    #expect(resumed.session.count == 1)
    #expect(resumed.session.question(at: 0)["id"] == "a")
    #expect(resumed.session.actions == session.actions)
    #expect(resumed.notice == nil, "every action replays as saved")
    // Finishing it records the game's result and drops the save.
    var going = resumed.session
    for action: SessionAction in [.check, .finish] {
      _ = reduce(&going, action, resumed.environment)
    }
    second.finished(going, result: try #require(going.result))
    #expect(try store.savedSession(profileID: profile.id, gameID: "two") == nil)
  }

  /// A finished review of the profile's mistakes: "two"'s first question, missed again.
  func finishedMistakesReview(_ host: PlayHost) throws -> Session {
    _ = try finishedWithOneMissed(host)
    let opened = try host.open(gameID: "review/mistakes", resume: false, claim: .exclusive)
    var session = opened.session
    #expect(session.count == 1)
    for action: SessionAction in [.start, .act(["op": "select", "key": "B"]), .check, .finish] {
      _ = reduce(&session, action, opened.environment)
    }
    host.finished(session, result: try #require(session.result))
    return session
  }

  /// Point 10: a retry of a review session is saved under the review's id with the pairs it
  /// asks, and the Mistakes card resumes it with those alone.
  @Test func aRetryOfAReviewIsSavedAndResumesFromItsCard() throws {
    let (first, store) = try terminal()
    let finished = try finishedMistakesReview(first)
    let retry = try first.retry(finished, positions: [0])
    var session = retry.session
    #expect(session.game.id == "review/mistakes")
    for action: SessionAction in [.start, .act(["op": "select", "key": "A"])] {
      _ = reduce(&session, action, retry.environment)
    }
    #expect(first.save(session) == .saved)
    let profile = try #require(try store.profile(named: "P"))
    let saved = try #require(
      try store.savedSession(profileID: profile.id, gameID: "review/mistakes"))
    #expect(saved.questions == [QuestionKey(gameID: "two", questionID: "a")])
    first.close(session)

    let (second, _) = try terminal()
    let card = try #require(second.reviewCards().first { $0.id == "review/mistakes" })
    #expect(card.state == .playable(resumable: true))
    let resumed = try second.open(gameID: "review/mistakes", resume: true, claim: .exclusive)
    #expect(resumed.session.count == 1)
    #expect(resumed.session.question(at: 0)["id"] == "a")
    #expect(resumed.session.actions == session.actions)
    #expect(resumed.notice == nil, "every action replays as saved")
  }

  /// A quiz file whose records share an id ("1" twice), played by path.
  func sharedIDs() throws -> String {
    let path = home.path + "/shared.json"
    let records = """
      [{"questionid": "1", "questiontype": 1, "questiondescribe": "First?",
        "tkselect": ["x", "y"], "trueanswer": "A"},
       {"questionid": "1", "questiontype": 1, "questiondescribe": "Second?",
        "tkselect": ["x", "y"], "trueanswer": "B"},
       {"questionid": "2", "questiontype": 1, "questiondescribe": "Third?",
        "tkselect": ["x", "y"], "trueanswer": "A"}]
      """
    try Data(records.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Point 10: questions without distinct ids are listed by their place in the game, so their
  /// retry is saved and resumes with the same questions.
  @Test func aRetryOfQuestionsWithoutDistinctIDsIsSavedByPlace() throws {
    let path = try sharedIDs()
    let (first, store) = try terminal(paths: [path])
    let gameID = try #require(first.cards().first { $0.id == path }).id
    let opened = try first.open(gameID: gameID, resume: false, claim: .exclusive)
    var played = opened.session
    _ = reduce(&played, .start, opened.environment)
    _ = reduce(&played, .finish, opened.environment)
    first.finished(played, result: try #require(played.result))
    // The second of the game's questions ("Second?"), wherever the session's order put it.
    let second = try #require(
      (0..<played.count).first { played.question(at: $0)["text"] == "Second?" })
    let retry = try first.retry(played, positions: [second])
    var session = retry.session
    #expect(session.game.id == played.game.id)
    for action: SessionAction in [.start, .act(["op": "select", "key": "B"])] {
      _ = reduce(&session, action, retry.environment)
    }
    #expect(first.save(session) == .saved)
    let profile = try #require(try store.profile(named: "P"))
    let saved = try #require(
      try store.savedSession(profileID: profile.id, gameID: played.game.id))
    #expect(saved.questions?.count == 1)
    first.close(session)

    let (again, _) = try terminal(paths: [path])
    _ = again.cards()
    let place = try #require(again.savedSummary(gameID: gameID))
    #expect(place.contains("retry of 1 question"), "\(place)")
    let resumed = try again.open(gameID: gameID, resume: true, claim: .exclusive)
    #expect(resumed.session.count == 1)
    #expect(resumed.session.question(at: 0)["text"] == "Second?")
    #expect(resumed.session.actions == session.actions)
    #expect(resumed.notice == nil, "every action replays as saved")
  }
}
