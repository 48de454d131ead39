import Foundation
import QuizCore
import Review
import Store
import TerminalUI
import Testing
import TriviumEngine

@testable import Store
@testable import TriviumCommands

/// What `trivium play` stores, and what it says about it: each action as it is taken, failures
/// reported, `--no-save` honest, and one terminal at a time saving a profile's game.
@Suite(.serialized) struct PlaySaveTests {
  let fixture: HostFixture
  var database: String { fixture.database }

  init() throws { fixture = try HostFixture() }

  /// A terminal playing as profile "P" (`store: false` is `--no-save`).
  func terminal(store: Bool = true) throws -> (PlayHost, Store?) {
    guard store else { return (try fixture.unsavedHost(), nil) }
    let (host, opened, _) = try fixture.host()
    return (host, opened)
  }

  func stored(_ store: Store?) throws -> [Value]? {
    let store = try #require(store)
    let profile = try #require(try store.profile(named: "P"))
    return try store.savedSession(profileID: profile.id, gameID: "two")?.actions
  }

  @Test func eachActionIsStoredAsItIsTaken() throws {
    let (host, store) = try terminal()
    let opened = try host.open(gameID: "two", resume: false, claim: .exclusive)
    var session = opened.session
    #expect(host.save(session) == .saved)
    #expect(try stored(store) == [])
    for action: SessionAction in [.start, .act(["op": "select", "key": "A"]), .check] {
      _ = reduce(&session, action, opened.environment)
      #expect(host.save(session) == .saved)
      #expect(try stored(store) == session.actions.map(\.value))
    }
    #expect(!host.saveFailed)
  }

  @Test func withoutAStoreNothingClaimsToBeSaved() throws {
    let (host, _) = try terminal(store: false)
    let opened = try host.open(gameID: "two", resume: false, claim: .exclusive)
    #expect(host.save(opened.session) == .notSaving("--no-save"))
    #expect(!host.saveFailed)
  }

  @Test func aFailedSaveIsReportedAndRetried() throws {
    let (host, store) = try terminal()
    let opened = try host.open(gameID: "two", resume: false, claim: .exclusive)
    var session = opened.session
    _ = reduce(&session, .start, opened.environment)
    #expect(host.save(session) == .saved)
    // The disk fills up: the file may not grow any more.
    try #require(store).withConnection { connection throws(StoreError) in
      let pages = try connection.integer("PRAGMA page_count")
      _ = try connection.query("PRAGMA max_page_count = \(pages)") { _ in () }
    }
    for index in 0..<300 {
      _ = reduce(
        &session, .act(["op": "select", "key": index % 2 == 0 ? "A" : "B"]), opened.environment)
    }
    guard case .failed(let problem) = host.save(session) else {
      Issue.record("the save did not fail")
      return
    }
    #expect(problem.contains("full"))
    #expect(host.saveFailed)
    #expect(host.problems.count == 1 && host.problems[0].hasPrefix("could not save progress"))
    #expect(try stored(store)?.count == 1)
    // Room again: the next save stores everything the failed one had.
    try #require(store).withConnection { connection throws(StoreError) in
      _ = try connection.query("PRAGMA max_page_count = 1000000") { _ in () }
    }
    #expect(host.save(session) == .saved)
    #expect(try stored(store) == session.actions.map(\.value))
  }

  @Test func aLockThatCannotBeTakenDoesNotStopThePlayer() throws {
    let (host, store) = try terminal()
    // The lock folder's name is taken by a file: no lock file can be made.
    #expect(FileManager.default.createFile(atPath: database + ".locks", contents: nil))
    let opened = try host.open(gameID: "two", resume: false, claim: .exclusive)
    #expect(host.problems.count == 1 && host.problems[0].contains(".locks/"))
    #expect(host.save(opened.session) == .saved)
    #expect(try stored(store) == [])
    #expect(!host.saveFailed)
  }

  /// The first terminal finishes before any save of it noticed the take-over: the result is
  /// recorded, and the save of the terminal that took over stays.
  @Test func finishingAfterATakeOverKeepsTheNewOwnersSave() throws {
    let (first, store) = try terminal()
    let mine = try first.open(gameID: "two", resume: false, claim: .exclusive)
    var session = mine.session
    _ = reduce(&session, .start, mine.environment)
    #expect(first.save(session) == .saved)
    let (second, _) = try terminal()
    let taken = try second.open(gameID: "two", resume: true, claim: .takeOver)
    _ = reduce(&session, .finish, mine.environment)
    first.finished(session, result: try #require(session.result))
    let kept = try stored(store)
    #expect(
      kept == taken.session.actions.map(\.value), "\(String(describing: kept)) \(first.problems)")
  }

  /// Spaced review learns from each question checked in a finished session, once, with the
  /// time it was on screen and the answer given; a question never checked gives nothing.
  @Test func finishingRecordsOneReviewEventPerCheckedQuestion() throws {
    let (host, store) = try terminal()
    let opened = try host.open(gameID: "two", resume: false, claim: .exclusive)
    var session = opened.session
    let actions: [SessionAction] = [
      .start, .tick(to: .milliseconds(4_000)), .act(["op": "select", "key": "B"]), .check,
      .tick(to: .milliseconds(6_000)), .act(["op": "select", "key": "A"]), .check, .finish,
    ]
    for action in actions { _ = reduce(&session, action, opened.environment) }
    host.finished(session, result: try #require(session.result))
    let progress = try #require(store)
    let profile = try #require(try progress.profile(named: "P"))
    let events = try progress.reviewEvents(profileID: profile.id)
    #expect(events.map(\.questionID) == ["a"], "\(host.problems)")
    #expect(events.first?.check == CheckedQuestion(verdict: .right, hints: 0, tries: 2, seconds: 6))
    #expect(events.first?.answer != nil)
    let card = try progress.reviewCard(profileID: profile.id, gameID: "two", questionID: "a")
    #expect(card?.reviews == 1 && card?.lapses == 0)
  }

  @Test func aProfileDeletedWhilePlayingIsSaidSo() throws {
    let (host, store) = try terminal()
    let opened = try host.open(gameID: "two", resume: false, claim: .exclusive)
    var session = opened.session
    _ = reduce(&session, .start, opened.environment)
    #expect(host.save(session) == .saved)
    let progress = try #require(store)
    try progress.deleteProfile(id: try #require(try progress.profile(named: "P")).id)
    _ = reduce(&session, .act(["op": "select", "key": "A"]), opened.environment)
    guard case .failed(let problem) = host.save(session) else {
      Issue.record("the deleted profile's game went on saving")
      return
    }
    #expect(problem.contains("the profile 'P' was deleted meanwhile"), "\(problem)")
    #expect(!problem.contains("took this game over"))
  }

  @Test func aSecondTerminalChoosesAndNeverSilentlyOverwrites() throws {
    let (first, store) = try terminal()
    let mine = try first.open(gameID: "two", resume: false, claim: .exclusive)
    var session = mine.session
    _ = reduce(&session, .start, mine.environment)
    _ = reduce(&session, .act(["op": "select", "key": "A"]), mine.environment)
    #expect(first.save(session) == .saved)

    let (second, _) = try terminal()
    #expect(throws: GameInUse.self) {
      try second.open(gameID: "two", resume: true, claim: .exclusive)
    }
    // Playing without saving leaves the first terminal's save alone, even when finished.
    let guest = try second.open(gameID: "two", resume: true, claim: .withoutSaving)
    var guestSession = guest.session
    _ = reduce(&guestSession, .finish, guest.environment)
    #expect(
      second.save(guestSession) == .notSaving("played without saving: another terminal has it"))
    second.finished(guestSession, result: try #require(guestSession.result))
    #expect(try stored(store) == session.actions.map(\.value))

    // Taking over resumes from the first terminal's save; the first stops saving and is told.
    let taken = try second.open(gameID: "two", resume: true, claim: .takeOver)
    #expect(taken.session.actions == session.actions)
    _ = reduce(&session, .check, mine.environment)
    guard case .failed(let problem) = first.save(session) else {
      Issue.record("the first terminal went on saving")
      return
    }
    #expect(problem.contains("another terminal took this game over"))
    #expect(first.saveFailed)
    #expect(first.save(session) == .notSaving("another terminal took this game over"))
    var takenSession = taken.session
    _ = reduce(&takenSession, .act(["op": "select", "key": "B"]), taken.environment)
    #expect(second.save(takenSession) == .saved)
    #expect(try stored(store) == takenSession.actions.map(\.value))
    // The first terminal's lock went when it was taken over; leaving lets others in.
    second.close(takenSession)
    let (third, _) = try terminal()
    _ = try third.open(gameID: "two", resume: true, claim: .exclusive)
  }
}
