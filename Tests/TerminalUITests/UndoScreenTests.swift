import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Issue 35 item 7 in the terminal: `u` in a review session takes back the last answer (the
/// help and the footer say so); in a game it is no key.
@Suite struct UndoScreenTests {
  let size = Size(width: 100, height: 30)

  func app(review: Bool) throws -> (TerminalApp, MemoryHost) {
    try reviewApp(review: review, size: size)
  }

  func screen(_ app: TerminalApp, now: Double) -> [String] {
    app.render(size: size, now: now).buffer.lines
  }

  @Test func uTakesBackTheLastAnswerAndTheSaveFollows() throws {
    let (app, host) = try app(review: true)
    #expect(screen(app, now: 0.2).last?.contains("u undo") == true)
    app.handle(.char("2"), now: 0.3)  // b: wrong
    app.handle(.char("c"), now: 0.4)
    app.handle(.char("n"), now: 0.5)
    #expect(screen(app, now: 0.6)[0].contains("2/2"))
    app.handle(.char("u"), now: 0.7)
    let lines = screen(app, now: 0.8)
    #expect(lines[0].contains("1/2"), "\(lines.joined(separator: "\n"))")
    #expect(lines.contains { $0.contains("The last answer is taken back.") })
    let saved = try #require(host.saves["review/due"])
    #expect(saved.actions == [.start] && saved.questions[0].tries == 0)
    // Nothing left to take back: said, and the session stays as it is.
    app.handle(.char("u"), now: 0.9)
    #expect(screen(app, now: 1.0).contains { $0.contains("No answer to take back") })
    // The help names the key.
    app.handle(.char("?"), now: 4)
    #expect(screen(app, now: 4.1).contains { $0.contains("undo the last answer") })
  }

  @Test func inAGameUIsNoKey() throws {
    let (app, host) = try app(review: false)
    #expect(screen(app, now: 0.2).last?.contains("u undo") == false)
    app.handle(.char("2"), now: 0.3)
    app.handle(.char("c"), now: 0.4)
    app.handle(.char("u"), now: 0.5)
    #expect(host.saves["review/due"]?.questions[0].tries == 1)
    app.handle(.char("?"), now: 4)
    #expect(!screen(app, now: 4.1).contains { $0.contains("undo the last answer") })
  }
}
