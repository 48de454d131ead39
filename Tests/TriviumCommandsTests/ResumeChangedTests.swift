import Foundation
import QuizCore
import Review
import Store
import TerminalUI
import Testing
import TriviumEngine

@testable import TriviumCommands

/// A save resumed after its plugins or its game changed: replayed as far as the results
/// agree, the rest kept in the history, and the player told.
@Suite(.serialized) struct ResumeChangedTests {
  let fixture: HostFixture
  var home: TemporaryHome { fixture.home }

  init() throws { fixture = try HostFixture() }

  func terminal() throws -> (PlayHost, Store, Profile) { try fixture.host() }

  /// Plays question "a" right (select A, check, on to "b") and selects B on "b", saving as a
  /// terminal does; the terminal is then closed.
  func playAndLeave() throws -> Session {
    let (host, _, _) = try terminal()
    let opened = try host.open(gameID: "two", resume: false, claim: .exclusive)
    var session = opened.session
    for action: SessionAction in [.start, .act(["op": "select", "key": "A"]), .check] {
      _ = reduce(&session, action, opened.environment)
      #expect(host.save(session) == .saved)
    }
    while let timer = session.timers.first {
      _ = reduce(&session, .timerFired(timer.id), opened.environment)
    }
    _ = reduce(&session, .act(["op": "select", "key": "B"]), opened.environment)
    #expect(host.save(session) == .saved)
    host.close(session)
    #expect(session.position == 1 && session.score > 0)
    return session
  }

  func edit(_ relative: String, _ change: (String) -> String) throws {
    let path = home.path + "/" + relative
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try Data(change(text).utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func unchangedPluginsResumeSilently() throws {
    let played = try playAndLeave()
    let (host, store, profile) = try terminal()
    let saved = try #require(try store.savedSession(profileID: profile.id, gameID: "two"))
    #expect(saved.results.count == played.actions.count && !saved.results.contains(nil))
    #expect(saved.plugins["type/single"] != nil && saved.plugins["game/two"] != nil)
    let opened = try host.open(gameID: "two", resume: true, claim: .exclusive)
    #expect(opened.notice == nil)
    #expect(opened.session == played)
  }

  @Test func aChangedPluginThatReplaysTheSameIsNamed() throws {
    let played = try playAndLeave()
    try edit("plugins/types/single.lua") { $0 + "\n-- a comment changes the identity\n" }
    let (host, store, profile) = try terminal()
    let opened = try host.open(gameID: "two", resume: true, claim: .exclusive)
    let notice = try #require(opened.notice)
    #expect(notice.text.contains("type/single changed"))
    #expect(notice.text.contains("replays the same"))
    #expect(opened.session.actions == played.actions)
    #expect(try store.history(profileID: profile.id).isEmpty)
    // The save now names the new identity: the next resume says nothing.
    host.close(opened.session)
    let (again, _, _) = try terminal()
    #expect(try again.open(gameID: "two", resume: true, claim: .exclusive).notice == nil)
  }

  @Test func aChangedGameStopsTheReplayAndKeepsTheRestInTheHistory() throws {
    let played = try playAndLeave()
    // Question "a"'s right answer is now B: the check that was right is wrong now.
    try edit("games/two/questions.json") {
      $0.replacingOccurrences(
        of: #""First?", "options": ["x", "y"], "answer": "A""#,
        with: #""First?", "options": ["x", "y"], "answer": "B""#)
    }
    let (host, store, profile) = try terminal()
    let opened = try host.open(gameID: "two", resume: true, claim: .exclusive)
    let notice = try #require(opened.notice)
    #expect(notice.text.contains("game/two changed"))
    #expect(notice.text.contains("question 1 was right, now wrong"))
    #expect(notice.text.contains("kept in your history"))
    // Up to the check: start and the selection of A.
    #expect(opened.session.actions == Array(played.actions.prefix(2)))
    #expect(opened.session.position == 0 && opened.session.score == 0)
    let saved = try #require(try store.savedSession(profileID: profile.id, gameID: "two"))
    #expect(saved.actions == opened.session.actions.map(\.value))
    let history = try store.history(profileID: profile.id, gameID: "two")
    #expect(history.count == 1)
    #expect(history.first?.setAside?.contains("game/two") == true)
    #expect(history.first?.score == played.score)
    #expect(history.first?.verdicts.map(\.outcome) == [.right, .unanswered])
    let kept = try store.setAsideActions(
      profileID: profile.id, gameID: "two", finishedAt: try #require(history.first).finishedAt)
    #expect(kept == played.actions.map(\.value))
    // Play goes on from there and saves on top of what agreed.
    var session = opened.session
    _ = reduce(&session, .check, opened.environment)
    #expect(host.save(session) == .saved)
    #expect(
      try store.savedSession(profileID: profile.id, gameID: "two")?.actions
        == session.actions.map(\.value))
  }
}
