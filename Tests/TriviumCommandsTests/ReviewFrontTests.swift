import Foundation
import QuizCore
import Review
import Store
import Terminal
import TerminalUI
import Testing
import TriviumEngine

@testable import TerminalUI
@testable import TriviumCommands

/// Spaced review in the terminal front, on its date clock: a profile plays, comes back days
/// later, sees what is due on the Review card, and plays it as one session that is saved,
/// resumed from its own list and recorded under each question's own game.
@Suite(.serialized) struct ReviewFrontTests {
  static let questions = """
    [
      {"id": "q1", "type": "single", "text": "One?", "options": ["x", "y"], "answer": "A"},
      {"id": "q2", "type": "single", "text": "Two?", "options": ["x", "y"], "answer": "A"},
      {"id": "q3", "type": "single", "text": "Three?", "options": ["x", "y"], "answer": "A"}
    ]
    """

  /// Noon UTC, 1 December 2026.
  static let day1: Int64 = 1_796_126_400
  static let day: Int64 = 86_400

  let fixture: HostFixture

  init() throws {
    fixture = try HostFixture(game: "three", title: "Three", questions: Self.questions)
  }

  /// The front's host for profile "P" with its date clock stopped at `now`.
  func host(at now: Int64) throws -> (PlayHost, Store, Profile) {
    try fixture.host(clock: FixedDateClock(now))
  }

  func play(_ opened: OpenedGame, _ actions: [SessionAction]) -> Session {
    var session = opened.session
    for action in actions { _ = reduce(&session, action, opened.environment) }
    return session
  }

  func reviewCard(_ host: PlayHost) -> GameCard? {
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    return app.cards.first { $0.id == "review/due" }
  }

  @Test func aProfilePlaysAndThreeDaysLaterSeesTheRightDueQuestions() throws {
    let (first, store, profile) = try host(at: Self.day1)
    let opened = try first.open(gameID: "three", resume: false, claim: .exclusive)
    // q1 right at once (Easy), q2 wrong (Again), q3 right after a wrong try (Hard).
    let session = play(
      opened,
      [
        .start, .act(["op": "select", "key": "A"]), .check, .next,
        .act(["op": "select", "key": "B"]), .check, .next, .act(["op": "select", "key": "B"]),
        .check, .act(["op": "select", "key": "A"]), .check, .finish,
      ])
    first.finished(session, result: try #require(session.result))
    #expect(first.problems.isEmpty, "\(first.problems)")
    // The same day nothing is due yet.
    #expect(reviewCard(first)?.kind == .review(count: 0))
    // Three days later, through the front's date clock: the forgotten and the barely known.
    let (later, _, _) = try host(at: Self.day1 + 3 * Self.day)
    let card = try #require(reviewCard(later))
    #expect(card.kind == .review(count: 2) && card.summary == "2 due today")
    let review = try later.open(gameID: "review/due", resume: false, claim: .exclusive)
    #expect(review.session.game.questions.map { $0["id"] } == ["q2", "q3"])
    #expect(review.session.game.title == "Review" && review.session.game.rules == "classic")
    // Both right now: the events go to the questions' own game, and move their state on.
    let played = play(
      review,
      [
        .start, .act(["op": "select", "key": "A"]), .check, .next,
        .act(["op": "select", "key": "A"]), .check, .finish,
      ])
    later.finished(played, result: try #require(played.result))
    #expect(later.problems.isEmpty, "\(later.problems)")
    let events = try store.reviewEvents(profileID: profile.id)
    #expect(events.map(\.gameID) == ["three", "three", "three", "three", "three"])
    #expect(events.suffix(2).map(\.questionID) == ["q2", "q3"])
    let q2 = try #require(
      try store.reviewCard(profileID: profile.id, gameID: "three", questionID: "q2"))
    #expect(q2.reviews == 2 && q2.memory.due > Self.day1 + 4 * Self.day)
    // A review session is no game: no history row, no save left.
    #expect(try store.history(profileID: profile.id).map(\.gameID) == ["three"])
    #expect(try store.savedSession(profileID: profile.id, gameID: "review/due") == nil)
    #expect(reviewCard(later)?.kind == .review(count: 0))
  }

  @Test func theReviewSettingsSetInTheLauncherLimitTheReviewCardAndItsSession() throws {
    let (first, store, profile) = try host(at: Self.day1)
    let opened = try first.open(gameID: "three", resume: false, claim: .exclusive)
    let session = play(
      opened,
      [
        .start, .act(["op": "select", "key": "A"]), .check, .next,
        .act(["op": "select", "key": "B"]), .check, .next, .act(["op": "select", "key": "B"]),
        .check, .act(["op": "select", "key": "A"]), .check, .finish,
      ])
    first.finished(session, result: try #require(session.result))
    // One new question a day (q2 and q3 are due and new), ten-minute relearning steps.
    #expect(first.chooseReviewSettings("new-per-day=1 relearning-steps=10m") == nil)
    #expect(first.profiles()?.review?.shown.contains("relearning steps 10m") == true)
    #expect(first.chooseReviewSettings("retention=2") != nil, "refused")
    let saved = try #require(try store.profile(named: "P"))
    #expect(try ReviewSettings(profileSettings: saved.settings).newPerDay == 1)
    let (later, _, _) = try host(at: Self.day1 + 3 * Self.day)
    #expect(reviewCard(later)?.kind == .review(count: 1))
    let review = try later.open(gameID: "review/due", resume: false, claim: .exclusive)
    #expect(review.session.game.questions.map { $0["id"] } == ["q2"])
    #expect(review.notice?.text.contains("1 more due question is held back") == true)
    _ = profile
  }

  @Test func aSavedReviewSessionResumesFromItsOwnListApartFromTheGamesSave() throws {
    let (first, _, _) = try host(at: Self.day1)
    let opened = try first.open(gameID: "three", resume: false, claim: .exclusive)
    let session = play(
      opened,
      [
        .start, .act(["op": "select", "key": "B"]), .check, .next,
        .act(["op": "select", "key": "B"]), .check, .finish,
      ])
    first.finished(session, result: try #require(session.result))
    let (second, store, profile) = try host(at: Self.day1 + 2 * Self.day)
    let review = try second.open(gameID: "review/mistakes", resume: false, claim: .exclusive)
    #expect(review.session.game.questions.map { $0["id"] } == ["q2", "q1"])
    let partway = play(review, [.start, .act(["op": "select", "key": "A"]), .check])
    #expect(second.save(partway) == .saved)
    second.close(partway)
    let saved = try #require(
      try store.savedSession(profileID: profile.id, gameID: "review/mistakes"))
    #expect(
      saved.questions == [
        QuestionKey(gameID: "three", questionID: "q2"),
        QuestionKey(gameID: "three", questionID: "q1"),
      ])
    #expect(try store.savedSession(profileID: profile.id, gameID: "three") == nil)
    // Meanwhile the mistakes changed (q1 right now): the resumed session keeps its list.
    let again = try second.open(gameID: "three", resume: false, claim: .exclusive)
    let fixed = play(again, [.start, .act(["op": "select", "key": "A"]), .check, .finish])
    second.finished(fixed, result: try #require(fixed.result))
    #expect(try store.mistakes(profileID: profile.id).map(\.questionID) == ["q2"])
    let (third, _, _) = try host(at: Self.day1 + 2 * Self.day + 60)
    let cards = third.cards()
    #expect(cards.first { $0.id == "review/mistakes" }?.state == .playable(resumable: true))
    #expect(cards.first { $0.id == "three" }?.state == .playable(resumable: false))
    let resumed = try third.open(gameID: "review/mistakes", resume: true, claim: .exclusive)
    #expect(resumed.session.game.questions.map { $0["id"] } == ["q2", "q1"])
    #expect(resumed.session.actions == partway.actions && resumed.session.score == partway.score)
    #expect(resumed.notice == nil)
  }

  @Test func choosingAnotherProfileMovesTheCardsAndTheStatsToIt() throws {
    let (host, _, _) = try host(at: Self.day1)
    let opened = try host.open(gameID: "three", resume: false, claim: .exclusive)
    let session = play(opened, [.start, .act(["op": "select", "key": "B"]), .check, .finish])
    host.finished(session, result: try #require(session.result))
    #expect(host.cards().first { $0.id == "review/mistakes" }?.kind == .review(count: 1))
    #expect(host.stats(gameID: "three")?.games.map(\.progress.sessions) == [1])
    #expect(try host.chooseProfile(named: "Q") == "Created profile Q.")
    #expect(host.profiles()?.names == ["P", "Q"] && host.profiles()?.current == "Q")
    #expect(host.cards().first { $0.id == "review/mistakes" }?.kind == .review(count: 0))
    #expect(host.stats(gameID: nil)?.games.isEmpty == true)
    #expect(host.stats(gameID: nil)?.profile == "Q")
    // Back to P, and a name that is no name is refused.
    #expect(try host.chooseProfile(named: "P") == "Playing as P.")
    #expect(host.cards().first { $0.id == "review/mistakes" }?.kind == .review(count: 1))
    #expect(try host.chooseProfile(named: "a\u{7}b").hasPrefix("A profile's name needs"))
    #expect(host.profiles()?.current == "P")
  }

  @Test func ctrlRInAReviewSessionReadsItsQuestionsAgainAndGoesOn() throws {
    let (first, _, _) = try host(at: Self.day1)
    let opened = try first.open(gameID: "three", resume: false, claim: .exclusive)
    let session = play(opened, [.start, .act(["op": "select", "key": "B"]), .check, .finish])
    first.finished(session, result: try #require(session.result))
    let (host, _, _) = try host(at: Self.day1 + Self.day)
    let review = try host.open(gameID: "review/mistakes", resume: false, claim: .exclusive)
    let partway = play(review, [.start, .act(["op": "select", "key": "A"]), .check])
    let reloaded = try #require(try host.reload(keeping: partway))
    #expect(reloaded.session.game == partway.game)
    #expect(reloaded.session.actions == partway.actions && reloaded.session.score == partway.score)
    #expect(reloaded.notice == nil)
  }
}
