import Foundation
import QuizCore
import Store
import Testing
import TriviumEngine

@testable import TriviumCommands

/// A review session's undo shows the question taken back as the player saw it: options a
/// question shuffles (a choice's, a matching question's items) keep the order drawn when the
/// player first came to it.
@Suite(.serialized) struct ReviewUndoOrderTests {
  static let questions = """
    [
      {"id": "q1", "type": "single", "text": "One?", "shuffle": true, "answer": "A",
       "options": ["a", "b", "c", "d", "e", "f", "g", "h"]},
      {"id": "q2", "type": "match", "text": "Two?", "shuffle": true,
       "pairs": [{"left": "1", "right": "one"}, {"left": "2", "right": "two"},
                 {"left": "3", "right": "three"}, {"left": "4", "right": "four"},
                 {"left": "5", "right": "five"}, {"left": "6", "right": "six"}]}
    ]
    """
  static let day1 = ReviewComebackTests.day1

  let fixture: HostFixture

  init() throws { fixture = try HostFixture(questions: Self.questions) }

  /// The order each question of `session` was drawn in (`order` of a choice, `rows` of a
  /// matching question), by position.
  static func drawn(_ session: Session) -> [String] {
    session.questions.map { progress in
      guard let state = progress.state else { return "-" }
      return "\(state["order"])\(state["rows"])"
    }
  }

  /// A complete answer to the question `session` shows: option B of the choice, answer A for
  /// each item of the matching question.
  static func answer(_ session: Session) -> [SessionAction] {
    guard session.typeID(at: session.position) == "match" else {
      return [.act(["op": "select", "key": "B"])]
    }
    return (1...6).map { .act(["op": "select", "key": .string("\($0)A")]) }
  }

  @Test func undoKeepsTheOrderTheQuestionWasShownIn() throws {
    let clock = MovingClock(Self.day1)
    let (first, _, _) = try fixture.host(profile: "keeps", clock: clock)
    let game = try first.open(gameID: "two", resume: false, claim: .exclusive)
    var played = game.session
    HostFixture.play(&played, [.start, .tick(to: .seconds(20))], game.environment)
    HostFixture.play(&played, Self.answer(played) + [.check, .next], game.environment)
    HostFixture.play(&played, Self.answer(played) + [.check, .finish], game.environment)
    #expect(played.questions.map(\.tries) == [1, 1])
    first.finished(played, result: try #require(played.result))
    clock.instant = Self.day1 + 10 * 86_400
    let (host, _, _) = try fixture.host(profile: "keeps", clock: clock)
    let review = try host.open(gameID: "review/due", resume: false, claim: .exclusive)
    var session = review.session
    HostFixture.play(&session, [.start, .tick(to: .seconds(20))], review.environment)
    HostFixture.play(&session, Self.answer(session) + [.check, .next], review.environment)
    #expect(session.position == 1)
    let shown = Self.drawn(session)
    HostFixture.play(
      &session, [.tick(to: .seconds(30))] + Self.answer(session) + [.check], review.environment)
    #expect(session.questions[1].tries == 1)

    let undone = try #require(try host.undoLastAnswer(session))
    #expect(undone.session.position == 1 && undone.session.questions[1].tries == 0)
    #expect(Self.drawn(undone.session) == shown)
    let again = try #require(try host.undoLastAnswer(undone.session))
    #expect(again.session.position == 0)
    #expect(Self.drawn(again.session)[0] == shown[0])
  }
}
