import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Whole frames as text, compared with reviewed golden files (TRIVIUM_RECORD_GOLDEN=1 writes
/// them again after a deliberate change).
@Suite struct GoldenFrameTests {
  let environment: SessionEnvironment

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  func started(_ game: Game, actions: [SessionAction] = []) -> Session {
    var session = Session(game: game, seed: 3)
    for action in [.start] + actions { _ = reduce(&session, action, environment) }
    return session
  }

  func frame(_ session: Session, size: Size, ui: QuestionUI = QuestionUI()) -> Frame {
    var height = 0
    return QuestionScreen.render(
      session.snapshot(environment), ui: ui, context: plainContext(), size: size,
      contentHeight: &height)
  }

  /// S0.2, S0.4, S0.5: counter, title, picture placeholder, centred slots and a 7-column grid
  /// of Chinese tiles, each two columns wide.
  @Test func s0_5_chineseTileGrid() throws {
    let session = started(
      try builtInGame("picture-guess"), actions: [.act(["op": "pick", "index": 18])])
    let lines = frame(session, size: Size(width: 80, height: 36)).buffer.lines
    expectGolden(lines, "picture-guess-80x36")
    #expect(lines[0].contains("1/37"))
  }

  /// S4.1/S4.2: a confirmation over a dimmed cover, fully grown.
  @Test func s4_2_popupOverACover() throws {
    var game = try builtInGame("question-bank")
    game.questions = Array(game.questions.prefix(4))
    let session = started(game, actions: [.abandon])
    var ui = QuestionUI()
    ui.popupShown[session.popups[0].id] = -1
    let shot = frame(session, size: Size(width: 72, height: 24), ui: ui)
    expectGolden(shot.buffer.lines, "popup-over-cover-72x24")
    // The cover takes clicks outside the box; the buttons take clicks on them.
    #expect(shot.target(at: Point(x: 0, y: 5)) == .cover)
    let quit = try #require(shot.rect(of: .popupButton(session.popups[0].id, "quit")))
    #expect(
      shot.target(at: Point(x: quit.x, y: quit.y)) == .popupButton(session.popups[0].id, "quit"))
  }

  /// A narrow terminal: tiles and slots drop to their one-row form and buttons wrap.
  @Test func narrowTerminal() throws {
    let session = started(try builtInGame("picture-guess"))
    expectGolden(
      frame(session, size: Size(width: 34, height: 30)).buffer.lines, "picture-guess-34x30")
  }

  @Test func tooSmallAsksForALargerWindow() throws {
    let session = started(try builtInGame("picture-guess"))
    let lines = frame(session, size: Size(width: 30, height: 10)).buffer.lines
    #expect(lines.contains { $0.contains("Make the window larger") })
    #expect(lines.contains { $0.contains("30×10 now, 32×14 needed") })
  }

  /// S3.2: "（单选题）1. text" with the code block of a question, in the question bank.
  @Test func s3_2_questionBankHeadingAndChoices() throws {
    let game = try builtInGame("question-bank")
    let session = started(game)
    expectGolden(
      frame(session, size: Size(width: 80, height: 30)).buffer.lines, "question-bank-80x30")
  }

  /// S3.7: the analysis panel after "a".
  @Test func s3_7_analysisPanel() throws {
    let game = try builtInGame("question-bank")
    let session = started(game, actions: [.showAnalysis])
    let lines = frame(session, size: Size(width: 80, height: 40)).buffer.lines
    #expect(lines.contains { $0.contains("Analysis") })
    expectGolden(lines, "question-bank-analysis-80x40")
  }

  @Test func launcherGrid() {
    let cards = (1...5).map { number in
      GameCard(
        id: "g\(number)", title: "Game \(number)", summary: "", icon: nil,
        questionCount: number * 10,
        origin: number == 5 ? "extra-pack" : nil,
        state: number == 2
          ? .playable(resumable: true) : number == 4 ? .disabled : .playable(resumable: false))
    }
    let frame = LauncherScreen.render(
      cards: cards, focus: 1, message: nil, context: plainContext(),
      size: Size(width: 90, height: 28))
    expectGolden(frame.buffer.lines, "launcher-90x28")
    #expect(frame.target(at: Point(x: 10, y: 5)) == .card(0))
  }
}

@Suite struct LongAnswerTests {
  /// A long answer (an English country name of 38 letters) wraps its compact slots onto more
  /// rows at 80 columns instead of running off the screen: every slot is drawn and clickable.
  @Test func longAnswersWrapTheirSlots() throws {
    let answer = "SOUTHGEORGIAANDTHESOUTHSANDWICHISLANDS"
    let options = answer.map { Value.string(String($0)) } + ["X", "Q", "Z", "J", "K"]
    let question: Value = [
      "id": "gs", "type": "letters", "text": "Which country has this flag?",
      "answer": .string(answer), "options": .array(options),
    ]
    let game = Game(id: "long", title: "Long", questions: [question])
    let environment = SessionEnvironment(types: try builtInTypes())
    var session = Session(game: game, seed: 1)
    _ = reduce(&session, .start, environment)
    var height = 0
    let frame = QuestionScreen.render(
      session.snapshot(environment), ui: QuestionUI(), context: plainContext(),
      size: Size(width: 80, height: 40), contentHeight: &height)
    for index in 1...answer.count {
      let rect = try #require(frame.rect(of: .slot(widget: "answer", index: index)))
      #expect(rect.x >= 0 && rect.x + rect.width <= 80, "slot \(index) at \(rect)")
    }
  }
}
