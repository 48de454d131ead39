import Foundation
import QuizCore
import Review
import Store
import Testing
import TriviumEngine

@testable import TriviumCommands

/// Issue 35 item 7: the last answer of a review session taken back. Its question is asked
/// again unanswered, the comeback it planned is withdrawn, a resume reads the session as
/// undone, and the store ends as if the answer had never been given.
@Suite(.serialized) struct ReviewUndoTests {
  static let day1 = ReviewComebackTests.day1
  static let pick = ReviewComebackTests.pick
  static let wrong = ReviewComebackTests.wrong

  let fixture: HostFixture

  init() throws { fixture = try HostFixture(questions: ReviewComebackTests.questions) }

  func host(_ clock: MovingClock, profile name: String) throws -> (PlayHost, Store, Profile) {
    try fixture.host(profile: name, clock: clock)
  }

  /// Applies `actions`, firing the timers due at each tick (`HostFixture.play`).
  func play(_ session: inout Session, _ actions: [SessionAction], _ env: SessionEnvironment) {
    HostFixture.play(&session, actions, env)
  }

  /// Profile `name` answers both questions right on day 1 (relearning steps of 10 minutes);
  /// returns a host of ten days later, when both are due.
  func dueTenDaysOn(_ name: String, _ clock: MovingClock) throws -> (PlayHost, Store, Profile) {
    clock.instant = Self.day1
    let (first, _, _) = try host(clock, profile: name)
    #expect(first.chooseReviewSettings("relearning-steps=10m") == nil)
    let game = try first.open(gameID: "two", resume: false, claim: .exclusive)
    var played = game.session
    play(
      &played, [.start, .tick(to: .seconds(20)), Self.pick, .check, .next, Self.pick, .check],
      game.environment)
    play(&played, [.finish], game.environment)
    first.finished(played, result: try #require(played.result))
    clock.instant = Self.day1 + 10 * 86_400
    return try host(clock, profile: name)
  }

  /// What the store holds of a profile's review: its events and both questions' states.
  func reviewRows(_ store: Store, _ profile: Profile) throws -> [String] {
    let events = try store.reviewEvents(profileID: profile.id).map { "\($0)" }
    let cards = try ["q1", "q2"].map {
      "\(String(describing: try store.reviewCard(profileID: profile.id, gameID: "two", questionID: $0)))"
    }
    return events + cards
  }

  @Test("undo after a wrong answer: asked again, comeback withdrawn, store as if never answered")
  func undoTakesBackTheAnswer() throws {
    let clock = MovingClock(Self.day1)
    let (host, store, profile) = try dueTenDaysOn("undoes", clock)
    let before = try reviewRows(store, profile)
    let review = try host.open(gameID: "review/due", resume: false, claim: .exclusive)
    #expect(review.isReview)
    var session = review.session
    play(
      &session, [.start, .tick(to: .seconds(20)), Self.wrong, .check, .next], review.environment)
    #expect(session.timers.contains { $0.kind == .comeBack })
    #expect(host.save(session) == .saved)

    let undone = try #require(try host.undoLastAnswer(session))
    #expect(undone.isReview)
    #expect(undone.session.actions == [.start])
    #expect(undone.session.position == 0 && undone.session.questions[0].tries == 0)
    #expect(!undone.session.timers.contains { $0.kind == .comeBack })
    #expect(try host.undoLastAnswer(undone.session) == nil)
    #expect(host.save(undone.session) == .saved)
    #expect(try reviewRows(store, profile) == before)

    // A resume (another run) reads the session as undone.
    let (again, _, _) = try self.host(clock, profile: "undoes")
    let resumed = try again.open(gameID: "review/due", resume: true, claim: .takeOver)
    #expect(resumed.session == undone.session)
    #expect(resumed.notice == nil)

    // Answered right now, the review records what a right answer at once records.
    let (control, controlStore, controlProfile) = try dueTenDaysOn("answers", clock)
    let direct = try control.open(gameID: "review/due", resume: false, claim: .exclusive)
    // A review session waits for the player to move on after a right answer.
    let rightAway: [SessionAction] = [
      .tick(to: .seconds(30)), Self.pick, .check, .next, .tick(to: .seconds(31)), Self.pick,
      .check, .finish,
    ]
    var directSession = direct.session
    play(&directSession, [.start] + rightAway, direct.environment)
    var undoneSession = resumed.session
    play(&undoneSession, rightAway, resumed.environment)
    #expect(directSession.isFinished && undoneSession.isFinished)
    #expect(directSession.actions == undoneSession.actions)
    control.finished(directSession, result: try #require(directSession.result))
    again.finished(undoneSession, result: try #require(undoneSession.result))
    #expect(again.problems.isEmpty && control.problems.isEmpty)
    let recorded = try reviewRows(store, profile)
    #expect(recorded == (try reviewRows(controlStore, controlProfile)))
    // Four events (two answers in the game, two in the review), none of them the wrong one.
    let ratings = try store.reviewEvents(profileID: profile.id).map { Rating($0.check) }
    #expect(ratings.count == 4 && !ratings.contains(.again))
  }
}
