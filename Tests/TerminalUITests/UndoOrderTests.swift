import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// `u` in a review session shows the question taken back in the order the player saw it: a
/// question that shuffles its options (or its items) draws that order once, when the player
/// first comes to it, and the undo keeps that draw.
@Suite struct UndoOrderTests {
  let size = Size(width: 100, height: 30)

  /// A review app of two questions made by `question(id)`.
  func app(_ question: @escaping (String) -> Value) throws -> TerminalApp {
    try reviewApp(review: true, size: size) { host, _ in
      host.games["review/due"] = Game(
        id: "review/due", title: "Review", questions: [question("q1"), question("q2")])
    }.0
  }

  /// The view's lists of choices: each choice's key and label, in the order shown.
  func shown(_ app: TerminalApp) -> [[String]] {
    guard case .game(let play, _) = app.screen else { return [] }
    return play.view.widgets.compactMap { widget in
      guard case .choices(let list) = widget else { return nil }
      return list.choices.map { "\($0.shownLabel) \($0.key)" }
    }
  }

  /// A single choice of six options, shuffled.
  static func shuffled(_ id: String) -> Value {
    [
      "id": .string(id), "type": "single", "text": "Pick a", "answer": "A", "shuffle": true,
      "options": ["a", "b", "c", "d", "e", "f"],
    ]
  }

  @Test func aShuffledChoiceTakenBackKeepsItsOrder() throws {
    let app = try app(Self.shuffled)
    _ = app.render(size: size, now: 0.2)
    let first = shown(app)
    app.handle(.char("1"), now: 0.3)
    app.handle(.char("c"), now: 0.4)
    app.handle(.char("n"), now: 0.5)
    _ = app.render(size: size, now: 0.6)
    let second = shown(app)
    app.handle(.char("1"), now: 0.7)
    app.handle(.char("c"), now: 0.8)
    app.handle(.char("u"), now: 0.9)
    _ = app.render(size: size, now: 1.0)
    #expect(shown(app) == second)
    app.handle(.char("u"), now: 1.1)
    _ = app.render(size: size, now: 1.2)
    #expect(shown(app) == first)
  }
}
