import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Scrolling never goes past the content: after the content shrinks or the window grows, the
/// question comes back into view; the launcher says how many cards lie below the fold.
@Suite struct ScrollTests {
  let environment: SessionEnvironment

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  func questionBank() throws -> GameController {
    var game = try builtInGame("question-bank")
    game.questions = Array(game.questions.prefix(2))
    return GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100,
      theme: .fallback)
  }

  @Test func hidingTheAnalysisAfterScrollingBringsTheTitleBack() throws {
    let play = try questionBank()
    let size = Size(width: 60, height: 20)
    _ = play.render(size: size, context: plainContext(now: 100))
    _ = play.handle(.char("a"), now: 100.1)
    // Showing it gives the open question up: the popup asks first (issue 32).
    _ = play.handle(.key(.left), now: 100.11)
    _ = play.handle(.key(.enter), now: 100.12)
    _ = play.render(size: size, context: plainContext(now: 100.2))
    _ = play.handle(.key(.pageDown), now: 100.3)
    _ = play.render(size: size, context: plainContext(now: 100.4))
    #expect(play.ui.scroll > 0)
    _ = play.handle(.char("a"), now: 100.5)
    let lines = play.render(size: size, context: plainContext(now: 100.6)).buffer.lines
    #expect(lines[2].contains("1."), "the question's first line is back on top: \(lines[2])")
    #expect(play.ui.scroll == max(0, play.contentHeight - play.lastBody.height))
  }

  @Test func growingTheWindowAfterScrollingLeavesNoBlankRows() throws {
    let play = try questionBank()
    _ = play.handle(.char("a"), now: 100.1)
    _ = play.handle(.key(.left), now: 100.11)
    _ = play.handle(.key(.enter), now: 100.12)
    _ = play.render(size: Size(width: 60, height: 16), context: plainContext(now: 100.2))
    for step in 0..<10 { _ = play.handle(.char("j"), now: 100.3 + Double(step) / 100) }
    _ = play.render(size: Size(width: 60, height: 16), context: plainContext(now: 100.5))
    #expect(play.ui.scroll > 0)
    let tall = Size(width: 60, height: 80)
    let lines = play.render(size: tall, context: plainContext(now: 100.6)).buffer.lines
    #expect(play.ui.scroll == 0)
    #expect(lines[2].contains("1."))
  }

  @Test func theLauncherCountsTheCardsBelowTheFold() {
    let cards = (1...5).map { number in
      GameCard(
        id: "g\(number)", title: "Game \(number)", summary: "", icon: nil, questionCount: 1,
        origin: nil, state: .playable(resumable: false))
    }
    let top = LauncherScreen.render(
      cards: cards, focus: 0, message: nil, context: plainContext(),
      size: TooSmallScreen.minimum)
    #expect(top.buffer.lines[0].contains("↓ 4 below"), "\(top.buffer.lines[0])")
    let bottom = LauncherScreen.render(
      cards: cards, focus: 4, message: nil, context: plainContext(),
      size: TooSmallScreen.minimum)
    #expect(bottom.buffer.lines[0].contains("↑ 4 above"), "\(bottom.buffer.lines[0])")
  }

  @Test func aClickAnywhereOnACardSelectsItAndASecondClickPlays() throws {
    var game = try builtInGame("picture-guess")
    game.questions = Array(game.questions.prefix(1))
    var other = game
    other.id = "other"
    let host = MemoryHost(games: [game, other], environment: environment)
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    let size = Size(width: 80, height: 24)
    app.handle(.key(.enter), now: 0.1)
    let frame = app.render(size: size, now: 1)
    // The second card's top-left corner, far from its button.
    let card = try #require(frame.rect(of: .card(1)))
    app.handle(.click(Point(x: card.x + 1, y: card.y + 1)), now: 1.1)
    #expect(app.cardFocus == 1)
    guard case .launcher = app.screen else {
      Issue.record("the first click only selects")
      return
    }
    _ = app.render(size: size, now: 1.2)
    app.handle(.click(Point(x: card.x + 1, y: card.maxY - 2)), now: 1.3)
    guard case .game = app.screen else {
      Issue.record("the second click plays")
      return
    }
  }
}

/// The launcher's focus stays on the card it was on when that card moves.
@Suite struct LauncherFocusTests {
  @Test func afterEDisablesAModTheFocusFollowsItsCard() throws {
    func card(_ id: String, origin: String?, _ state: GameCard.State) -> GameCard {
      GameCard(
        id: id, title: id, summary: "", icon: nil, questionCount: 1, origin: origin,
        state: state)
    }
    let host = MemoryHost(games: [], environment: SessionEnvironment(types: QuestionTypes()))
    host.shownCards = [
      card("alpha", origin: nil, .playable(resumable: false)),
      card("flags", origin: "pack", .playable(resumable: false)),
      card("zeta", origin: nil, .playable(resumable: false)),
    ]
    host.onToggle = { host, _ in
      // Disabled: the mod's game goes, and a card for the mod itself comes at the end.
      host.shownCards = [
        card("alpha", origin: nil, .playable(resumable: false)),
        card("zeta", origin: nil, .playable(resumable: false)),
        card("mod:pack", origin: "pack", .disabled),
      ]
    }
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    app.handle(.key(.enter), now: 0.1)
    _ = app.render(size: Size(width: 100, height: 30), now: 1)
    app.handle(.key(.right), now: 1.1)
    #expect(app.cardFocus == 1)
    app.handle(.char("e"), now: 1.2)
    #expect(app.cards[app.cardFocus].id == "mod:pack")
  }
}
