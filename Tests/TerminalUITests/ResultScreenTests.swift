import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// The result screen reads like the game: question texts and answers through the markup
/// renderer, a scroll indicator, j/k and Page keys; untouched questions are unanswered.
@Suite struct ResultScreenTests {
  let environment: SessionEnvironment
  let game: Game

  init() throws {
    environment = SessionEnvironment(types: try builtInTypes())
    let bank = try builtInGame("question-bank")
    let order = try #require(bank.questions.first { $0["type"] == "order" })
    var questions: [Value] = [
      [
        "id": "a1", "type": "single", "text": "Is **this** the answer?",
        "options": ["*yes*", "no"], "answer": "A",
      ],
      order,
    ]
    // Enough questions that the list scrolls.
    for number in 2..<12 {
      questions.append(
        [
          "id": .string("q\(number)"), "type": "single", "text": .string("Question \(number)"),
          "options": ["one", "two"], "answer": "A",
        ])
    }
    game = Game(id: "g", title: "G", questions: questions, folder: bank.folder)
  }

  /// Picks choice A of the first question, checks it, then finishes untouched the rest.
  func finishedApp(size: Size) throws -> (TerminalApp, MemoryHost) {
    let host = MemoryHost(games: [game], environment: environment)
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    app.handle(.key(.enter), now: 0.1)
    _ = app.render(size: size, now: 0.2)
    app.handle(.key(.enter), now: 0.3)
    _ = app.render(size: size, now: 0.4)
    app.handle(.char("A"), now: 0.5)
    app.handle(.char("c"), now: 0.6)
    app.handle(.char("f"), now: 0.7)
    // The questions never answered: the popup asks, and Finish is pressed.
    app.handle(.key(.left), now: 0.71)
    app.handle(.key(.enter), now: 0.72)
    _ = app.render(size: size, now: 5)
    return (app, host)
  }

  @Test func showsTextsAndAnswersNotIdsOrMarkup() throws {
    let size = Size(width: 80, height: 24)
    let (app, host) = try finishedApp(size: size)
    let result = try #require(host.finishedResults.first)
    let lines = app.render(size: size, now: 6).buffer.lines.joined(separator: "\n")
    #expect(lines.contains("Is this the answer?"), "\(lines)")
    #expect(lines.contains("Your answer: A: yes"), "\(lines)")
    #expect(!lines.contains("a1") && !lines.contains("*"), "\(lines)")
    // The order question was never touched: unanswered, like the other untouched ones.
    #expect(result.questions[1].outcome == .unanswered)
    #expect(lines.contains("unanswered"))
  }

  @Test func theRetryButtonDoesNotCallUnansweredQuestionsWrong() throws {
    let size = Size(width: 80, height: 24)
    let (app, host) = try finishedApp(size: size)
    let result = try #require(host.finishedResults.first)
    #expect(result.questions.filter { $0.outcome == .wrong }.isEmpty, "none was answered wrong")
    let label = ResultScreen.buttons(result)[0].1
    #expect(label == "Retry 11 missed", "\(label)")
    // The footer's key says it as the button does.
    let footer = app.render(size: size, now: 100).buffer.lines.last ?? ""
    #expect(footer.contains("r retry missed") && !footer.contains("wrong"), "\(footer)")
  }

  @Test func anAnswersEmptySlotsReadAsUnderscores() throws {
    let size = Size(width: 80, height: 24)
    let (app, _) = try finishedApp(size: size)
    guard case .result(var state) = app.screen else {
      Issue.record("expected the result screen")
      return
    }
    state.result.questions[0].answer = "__g__ and a_b"
    let lines = ResultScreen.lines(
      state.result, session: state.session, width: 80, glyphs: Theme.fallback.glyphs)
    let text = lines.map { $0.runs.map(\.text).joined() }.joined(separator: "\n")
    #expect(text.contains("Your answer: __g__ and a_b"), "\(text)")
  }

  @Test func jAndPageDownScrollWithAnIndicator() throws {
    let size = Size(width: 80, height: 24)
    let (app, _) = try finishedApp(size: size)
    let first = app.render(size: size, now: 6).buffer.lines
    #expect(first.contains { $0.contains("↓") }, "more below is shown")
    app.handle(.char("j"), now: 6.1)
    guard case .result(let stepped) = app.screen else {
      Issue.record("expected the result screen")
      return
    }
    #expect(stepped.scroll == 1)
    app.handle(.key(.pageDown), now: 6.2)
    app.handle(.key(.pageDown), now: 6.3)
    app.handle(.key(.pageDown), now: 6.4)
    guard case .result(let paged) = app.screen else { return }
    let limit = ResultScreen.scrollLimit(
      paged.result, session: paged.session, size: size, theme: .fallback)
    #expect(paged.scroll == limit && limit > 1)
    let last = app.render(size: size, now: 7).buffer.lines
    #expect(last.contains { $0.contains("↑") })
    #expect(last.joined().contains("Question 11"))
  }

  @Test func at32x14TheButtonsStayOnScreen() throws {
    let size = TooSmallScreen.minimum
    let (app, _) = try finishedApp(size: size)
    let frame = app.render(size: size, now: 6)
    expectGolden(frame.buffer.lines, "result-32x14")
    for button in [ResultButton.retryWrong, .again, .menu] {
      let rect = try #require(frame.rect(of: .result(button)))
      #expect(rect.maxX <= size.width && rect.maxY <= size.height - 1, "\(button) at \(rect)")
    }
  }
}
