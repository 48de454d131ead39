import Foundation
import QuizCore
import Review
import Store
import TerminalUI
import Testing
import TriviumEngine

@testable import TriviumCommands

/// Issue 35, point 13: a mock exam of any game, from the launcher or `play --mock-exam`,
/// without copying the game: the game's questions under the mock-exam rules, with a save of
/// its own, and a history that says it was one.
@Suite(.serialized) struct MockExamTests {
  let home: TemporaryHome
  let mods: TemporaryMods
  let database: String
  static let manifest = #"{"id": "two", "title": "Two", "questions": "questions.json"}"#

  init() throws {
    home = try TemporaryHome(games: [
      "two": ["game.json": Self.manifest, "questions.json": PlayHostTests.questions],
      "exam": [
        "game.json":
          #"{"id": "exam", "title": "Exam", "rules": "mock-exam", "questions": "questions.json"}"#,
        "questions.json": PlayHostTests.questions,
      ],
    ])
    mods = try TemporaryMods()
    database = home.path + "/progress.sqlite3"
  }

  /// A terminal playing as profile "P".
  func terminal() throws -> (PlayHost, Store, Profile) {
    let options = EngineOptions(home: home.path, mods: mods.path)
    let store = try Store.open(at: database)
    let profile = try store.profile(named: "P") ?? store.createProfile(named: "P", createdAt: 0)
    let host = try PlayHost(
      makeEngine: { try Engine(options: options) }, store: store, profile: profile,
      dateClock: SystemDateClock())
    _ = host.cards()
    return (host, store, profile)
  }

  /// Every file of the home's games folder, by path, with its bytes.
  func gameFiles() throws -> [String: Data] {
    let root = home.path + "/games"
    var files: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: root) {
      var folder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &folder),
        !folder.boolValue
      {
        files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
      }
    }
    return files
  }

  func play(_ actions: [SessionAction], on opened: OpenedGame) -> Session {
    var session = opened.session
    for action in actions { _ = reduce(&session, action, opened.environment) }
    return session
  }

  @Test func aMockExamPlaysTheGameUnderTheMockExamRulesWithoutTouchingIt() throws {
    let before = try gameFiles()
    let (host, _, _) = try terminal()
    let id = try #require(try host.mockExamID(of: "two"))
    #expect(id == "mock-exam/two")
    let opened = try host.open(gameID: id, resume: false, claim: .exclusive)
    let game = try host.engine.game("two").game
    #expect(opened.session.game.rules == "mock-exam")
    #expect(opened.environment.rules.reveal == .atEnd)
    #expect(opened.session.game.questions == game.questions)
    #expect(opened.session.game.title.contains("Two"))
    // No verdict before the end: a wrong answer handed in says nothing.
    let session = play([.start, .act(["op": "select", "key": "B"]), .check], on: opened)
    let view = session.snapshot(opened.environment)
    #expect(view.handedIn && view.revealsAtEnd && view.verdict == nil)
    host.close(session)
    // Nothing written into the games, no copy of the game made.
    #expect(try gameFiles() == before)
    #expect(host.cards().filter { $0.kind == .game }.map(\.id).sorted() == ["exam", "two"])
  }

  @Test func aGameWhoseRulesKeepVerdictsToTheEndIsItsOwnMockExam() throws {
    let (host, _, _) = try terminal()
    #expect(try host.mockExamID(of: "exam") == "exam")
    #expect(try host.mockExamID(of: "review/due") == nil)
  }

  @Test func aMockExamAndTheGameKeepSavesApartAndEachResumes() throws {
    let (first, store, profile) = try terminal()
    let game = play(
      [.start, .act(["op": "select", "key": "A"]), .check],
      on: try first.open(gameID: "two", resume: false, claim: .exclusive))
    #expect(first.save(game) == .saved)
    first.close(game)
    let exam = play(
      [.start, .act(["op": "select", "key": "B"]), .check, .next],
      on: try first.open(gameID: "mock-exam/two", resume: false, claim: .exclusive))
    #expect(first.save(exam) == .saved)
    first.close(exam)
    #expect(try store.savedSession(profileID: profile.id, gameID: "two")?.actions.count == 3)
    #expect(
      try store.savedSession(profileID: profile.id, gameID: "mock-exam/two")?.actions.count == 4)

    // Another run: each resumes where it was, the game's from its card, the exam's by `m`.
    let (second, _, _) = try terminal()
    #expect(second.cards().first { $0.id == "two" }?.state == .playable(resumable: true))
    #expect(second.savedSummary(gameID: "mock-exam/two") != nil)
    let resumedGame = try second.open(gameID: "two", resume: true, claim: .exclusive)
    #expect(resumedGame.session.actions == game.actions)
    #expect(resumedGame.session.game.rules == "classic")
    #expect(resumedGame.notice == nil)
    second.close(resumedGame.session)
    let resumedExam = try second.open(gameID: "mock-exam/two", resume: true, claim: .exclusive)
    #expect(resumedExam.session.actions == exam.actions)
    #expect(resumedExam.session.game.rules == "mock-exam")
    #expect(resumedExam.environment.rules.reveal == .atEnd)
    #expect(resumedExam.notice == nil, "every action replays as saved")
    second.close(resumedExam.session)
  }

  @Test func aFinishedMockExamIsMarkedInTheHistoryAndFeedsReview() throws {
    let (host, store, profile) = try terminal()
    let game = play(
      [.start, .act(["op": "select", "key": "A"])],
      on: try host.open(gameID: "two", resume: false, claim: .exclusive))
    #expect(host.save(game) == .saved)
    host.close(game)
    let opened = try host.open(gameID: "mock-exam/two", resume: false, claim: .exclusive)
    let exam = play(
      [
        .start, .act(["op": "select", "key": "B"]), .check, .next,
        .act(["op": "select", "key": "B"]), .check, .finish,
      ], on: opened)
    #expect(host.save(exam) == .saved)
    host.finished(exam, result: try #require(exam.result))
    let history = try store.history(profileID: profile.id)
    #expect(history.map(\.gameID) == ["two"])
    #expect(history.map(\.rules) == ["mock-exam"])
    // Its own save is gone, the game's is kept.
    #expect(try store.savedSession(profileID: profile.id, gameID: "mock-exam/two") == nil)
    #expect(try store.savedSession(profileID: profile.id, gameID: "two") != nil)
    // An exam is a real retrieval: each answer is a review event of the game's question.
    let events = try store.reviewEvents(profileID: profile.id)
    #expect(events.map(\.gameID) == ["two", "two"])
    #expect(events.map(\.questionID).sorted() == ["a", "b"])
  }

  /// `play GAME --mock-exam`: a declared flag (so help, man page and completions have it) that
  /// needs the game.
  @Test func theFlagIsDeclaredAndNeedsAGame() {
    let help = Trivium.run(["play", "--help"])
    #expect(help.stdout.contains("--mock-exam"), "\(help.stdout)")
    let alone = Trivium.run(["play", "--mock-exam", "--no-save"])
    #expect(alone.status == 2)
    #expect(alone.stderr.contains("--mock-exam needs the game to examine"), "\(alone.stderr)")
  }

  @Test(.enabled(if: isatty(0) == 0 || isatty(1) == 0, "needs no terminal"))
  func theFlagWithAGameIsAccepted() {
    let output = Trivium.run(["play", "two", "--mock-exam", "--no-save"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("needs a terminal"), "\(output.stderr)")
  }
}
