import Foundation
import QuizCore
import Review
import Store
import Testing
import TriviumEngine

@testable import TriviumCommands

/// Issue 35 item 9: after each answer of a review session the host says what it is rated and
/// when it comes back, as the store then records it; the player's own rating (`rate`) is what
/// is stored and what a comeback follows.
@Suite(.serialized) struct ReviewRatingTests {
  let setup: ReviewUndoTests

  init() throws { setup = try ReviewUndoTests() }

  @Test("the outlook is what the store records, and a rating given instead is stored")
  func ratingShownAndOverridden() throws {
    let clock = MovingClock(ReviewUndoTests.day1)
    let (host, store, profile) = try setup.dueTenDaysOn("rates", clock)
    let scheduler = try store.reviewSettings(profileID: profile.id).scheduler
    let now = clock.instant
    func expected(_ question: String, _ rating: Rating) throws -> (String, MemoryState) {
      let before = try store.reviewCard(profileID: profile.id, gameID: "two", questionID: question)
      let next = scheduler.review(try #require(before).memory, rating: rating, at: now)
      return (ReviewOutlook.line(rating, comesBackAfter: next.due - now), next)
    }
    let review = try host.open(gameID: "review/due", resume: false, claim: .exclusive)
    let env = review.environment
    var session = review.session
    setup.play(&session, [.start, .tick(to: .seconds(20))], env)
    #expect(host.reviewOutlook(session) == nil)
    setup.play(&session, [ReviewUndoTests.pick, .check], env)
    // Right after 20 seconds: Good, in as many days as FSRS gives.
    #expect(host.reviewOutlook(session) == (try expected("q1", .good)).0)
    #expect(host.reviewOutlook(session)?.hasPrefix("Good · in ") == true)
    // No auto-advance: the answer waits for its rating.
    setup.play(&session, [.tick(to: .seconds(30))], env)
    #expect(session.position == 0)
    // Rated Again instead: the relearning step, and it comes back once left.
    setup.play(&session, [.rate(1)], env)
    #expect(host.reviewOutlook(session) == "Again · in 10 minutes")
    setup.play(&session, [.next], env)
    #expect(session.timers.contains { $0.kind == .comeBack })
    // A wrong answer rated Good: no comeback, stored as Good.
    setup.play(&session, [ReviewUndoTests.wrong, .check], env)
    #expect(host.reviewOutlook(session) == "Again · in 10 minutes")
    setup.play(&session, [.rate(3)], env)
    let q2 = try expected("q2", .good)
    #expect(host.reviewOutlook(session) == q2.0)
    #expect(reduce(&session, .rate(5), env) == [.refused(.noSuchRating(5))])
    // The rating is saved with the actions: a resume keeps it.
    #expect(host.save(session) == .saved)
    let (again, _, _) = try setup.host(clock, profile: "rates")
    let resumed = try again.open(gameID: "review/due", resume: true, claim: .takeOver)
    #expect(resumed.session == session && resumed.session.questions[1].rating == 3)
    #expect(again.reviewOutlook(resumed.session) == q2.0)
    // Finishing brings q1 back (its step outlasts the session); right there, then recorded.
    setup.play(&session, [.finish], env)
    #expect(session.order == [0, 1, 0] && session.position == 2)
    setup.play(&session, [ReviewUndoTests.pick, .check, .finish], env)
    host.finished(session, result: try #require(session.result))
    #expect(host.problems.isEmpty, "\(host.problems)")

    let events = try store.reviewEvents(profileID: profile.id).suffix(3)
    #expect(events.map(\.questionID) == ["q1", "q2", "q1"])
    #expect(events.map { Rating($0.check) } == [.again, .good, .easy])
    #expect(events.map(\.check.verdict) == [.right, .wrong, .right])
    let card = try #require(
      try store.reviewCard(profileID: profile.id, gameID: "two", questionID: "q2"))
    #expect(card.memory == q2.1 && card.lapses == 0)
  }
}
