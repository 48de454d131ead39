import Foundation
import QuizCore
import Review
import Store
import Testing
import TriviumEngine

@testable import TerminalUI
@testable import TriviumCommands

/// Issue 35: each answer's review is dated when its final check was made, on the front's date
/// clock, even when the session is left (Ctrl-C saves it) and finished on a later day.
@Suite(.serialized) struct AnswerDateTests {
  /// Noon UTC, 20 December 2026: "day 20".
  static let day20: Int64 = 1_797_768_000
  static let day: Int64 = 86_400

  let front: ReviewFrontTests

  init() throws { front = try ReviewFrontTests() }

  /// `actions` applied one by one, each saved as the terminal saves it (at once).
  func play(
    _ host: PlayHost, _ opened: OpenedGame, _ actions: [SessionAction], from start: Session? = nil
  ) -> Session {
    var session = start ?? opened.session
    for action in actions {
      _ = reduce(&session, action, opened.environment)
      _ = host.save(session)
    }
    return session
  }

  @Test func aReviewLeftOnDay20AndFinishedOnDay21KeepsTheDay20Dates() throws {
    // Day 18: all three wrong, so all three are mistakes.
    let (first, store, profile) = try front.host(at: Self.day20 - 2 * Self.day)
    let game = try first.open(gameID: "three", resume: false, claim: .exclusive)
    let wrong: [SessionAction] = [.act(["op": "select", "key": "B"]), .check]
    let played = front.play(game, [.start] + wrong + [.next] + wrong + [.next] + wrong + [.finish])
    first.finished(played, result: try #require(played.result))

    // Day 20: two answered in the review, then Ctrl-C (the terminal saves and closes).
    let (day20, _, _) = try front.host(at: Self.day20)
    let review = try day20.open(gameID: "review/mistakes", resume: false, claim: .exclusive)
    let right: [SessionAction] = [.act(["op": "select", "key": "A"]), .check]
    let partway = play(day20, review, [.start] + right + [.next] + right)
    #expect(day20.save(partway) == .saved)
    day20.close(partway)
    #expect(
      try store.savedSession(profileID: profile.id, gameID: "review/mistakes")?.times
        .count == partway.actions.count)

    // Day 21: resumed, the last one answered, finished.
    let (day21, _, _) = try front.host(at: Self.day20 + Self.day)
    let resumed = try day21.open(gameID: "review/mistakes", resume: true, claim: .exclusive)
    let finished = play(
      day21, resumed, [.next] + right + [.finish], from: resumed.session)
    day21.finished(finished, result: try #require(finished.result))
    #expect(day21.problems.isEmpty, "\(day21.problems)")

    let events = try store.reviewEvents(profileID: profile.id).suffix(3)
    #expect(events.count == 3)
    let dates = Dictionary(uniqueKeysWithValues: events.map { ($0.questionID, $0.reviewedAt) })
    let order = review.session.game.questions.compactMap { $0["id"].stringValue }
    #expect(order.map { dates[$0] } == [Self.day20, Self.day20, Self.day20 + Self.day])
    // Each due date is counted from the day the answer was given.
    let firstCard = try #require(
      try store.reviewCard(profileID: profile.id, gameID: "three", questionID: order[0]))
    #expect(firstCard.memory.lastReview == Self.day20)
  }

  @Test func anAnswerTheTimerHandedInIsRatedByWhatItWasNeverEasy() throws {
    let result = SessionResult(
      gameID: "three", seed: 1, score: 100, abandoned: false, endedAt: .seconds(5),
      questions: [
        QuestionResult(
          position: 0, id: "q1", type: "single", outcome: .right, fraction: 1, tries: 1,
          hints: 0, answer: "x", timeSpent: .seconds(5), checkedAtAction: 2, timedOut: true),
        QuestionResult(
          position: 1, id: "q2", type: "single", outcome: .right, fraction: 1, tries: 1,
          hints: 0, answer: "x", timeSpent: .seconds(3), checkedAtAction: 4),
      ])
    let events = PlayHost.reviews(
      of: result, at: { _ in Self.day20 },
      key: { QuestionKey(gameID: "three", questionID: $0.id) })
    #expect(events.map { Rating($0.check) } == [.good, .easy])
  }
}
