import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Issue 32, point 1: at 80×24 (and 32×14) the focused widget is always on screen. Moving the
/// focus or typing scrolls the question so that the widget being changed shows.
@Suite struct FocusInViewTests {
  let environment: SessionEnvironment

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  /// A controller on question `position` (from 0) of a built-in game, its first frame drawn.
  func playing(_ id: String, at position: Int, size: Size) throws -> GameController {
    var game = try builtInGame(id, language: "en")
    game.questions = Array(game.questions[position...].prefix(1))
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100, theme: .fallback)
    _ = play.render(size: size, context: plainContext(now: 100))
    return play
  }

  /// Whether the focus is drawn wholly inside the scrolling body of `frame`.
  func focusShows(_ play: GameController, _ frame: Frame) -> Bool {
    guard let focus = play.ui.focus, let rect = frame.rect(of: focus) else { return false }
    return rect.y >= play.lastBody.y && rect.maxY <= play.lastBody.maxY
  }

  static let small = Size(width: 80, height: 24)

  @Test func theShortAnswerBoxOfQuestion5ShowsFromTheFirstFrame() throws {
    let play = try playing("question-bank", at: 4, size: Self.small)
    let frame = play.render(size: Self.small, context: plainContext(now: 100.1))
    guard case .field? = play.ui.focus else {
      Issue.record("the text area takes the first focus: \(String(describing: play.ui.focus))")
      return
    }
    let shows = focusShows(play, frame)
    #expect(shows, "\(frame.buffer.lines.joined(separator: "\n"))")
  }

  /// After a check the verdict line under the text area shows with it, not only in the toast.
  @Test func aCheckScrollsTheVerdictUnderTheFieldIntoView() throws {
    let play = try playing("question-bank", at: 4, size: Self.small)
    _ = play.render(size: Self.small, context: plainContext(now: 100.1))
    _ = play.handle(.char("w"), now: 100.2)
    _ = play.render(size: Self.small, context: plainContext(now: 100.3))
    _ = play.handle(.command("c"), now: 100.4)
    let frame = play.render(size: Self.small, context: plainContext(now: 100.5))
    let verdict = try #require(frame.verdictsPlaced.first, "a verdict line is drawn")
    let body = play.lastBody
    #expect(
      verdict.y >= body.y && verdict.maxY <= body.maxY,
      "verdict at \(verdict), body \(body)\n\(frame.buffer.lines.joined(separator: "\n"))")
    let shows = focusShows(play, frame)
    #expect(shows, "the text area stays in view")
  }

  /// At 32×14 the analysis just shown is scrolled into view (it was drawn below the fold).
  @Test func theAnalysisShownIsScrolledIntoView() throws {
    let size = TooSmallScreen.minimum
    let play = try playing("picture-guess", at: 0, size: size)
    _ = play.render(size: size, context: plainContext(now: 100.1))
    _ = play.handle(.command("a"), now: 100.2)
    _ = play.handle(.key(.left), now: 100.3)
    _ = play.handle(.key(.enter), now: 100.4)
    let frame = play.render(size: size, context: plainContext(now: 102))
    let panel = try #require(frame.analysisPlaced, "the analysis is drawn")
    #expect(
      panel.y >= play.lastBody.y && panel.y < play.lastBody.maxY,
      "\(frame.buffer.lines.joined(separator: "\n"))")
  }

  @Test func typingAfterScrollingAwayBringsTheFieldBack() throws {
    let play = try playing("question-bank", at: 4, size: Self.small)
    _ = play.render(size: Self.small, context: plainContext(now: 100.1))
    for step in 0..<3 { _ = play.handle(.key(.pageUp), now: 100.2 + Double(step) / 100) }
    var frame = play.render(size: Self.small, context: plainContext(now: 100.3))
    #expect(play.ui.scroll == 0, "PageUp is obeyed: the view stays where it was put")
    let hidden = !focusShows(play, frame)
    #expect(hidden)
    _ = play.handle(.char("w"), now: 100.4)
    frame = play.render(size: Self.small, context: plainContext(now: 100.5))
    let shows = focusShows(play, frame)
    #expect(shows)
    #expect(frame.buffer.lines.contains { $0.contains("│ w ") }, "the typed letter shows")
  }

  @Test func aTextAreaTallerThanTheBodyKeepsItsCaretInView() throws {
    let play = try playing("question-bank", at: 4, size: Self.small)
    for line in 0..<30 {
      _ = play.handle(.paste("line \(line)\n"), now: 100.2)
    }
    let frame = play.render(size: Self.small, context: plainContext(now: 100.3))
    let caret = try #require(frame.caretPlaced)
    #expect(caret.y >= play.lastBody.y && caret.maxY <= play.lastBody.maxY)
    #expect(frame.buffer.lines.contains { $0.contains("line 29") })
  }

  @Test(arguments: [Size(width: 80, height: 24), TooSmallScreen.minimum])
  func tabbingThroughThePictureGameKeepsEachSlotAndTileInView(size: Size) throws {
    let play = try playing("picture-guess", at: 0, size: size)
    var frame = play.render(size: size, context: plainContext(now: 100.1))
    let first = focusShows(play, frame)
    #expect(first, "the first focus")
    let targets = play.focusOrder.filter { target in
      switch target {
      case .tile, .slot: return true
      default: return false
      }
    }
    #expect(targets.count > 20)
    for step in 0..<targets.count {
      _ = play.handle(.key(.tab), now: 100.2 + Double(step) / 100)
      frame = play.render(size: size, context: plainContext(now: 100.2 + Double(step) / 100))
      if case .control? = play.ui.focus { continue }
      let shows = focusShows(play, frame)
      #expect(shows, "\(String(describing: play.ui.focus)) at \(size)")
    }
  }
}

/// Issue 32, point 2: a picked tile leaves its gap wherever it is in its row; Enter on a hidden
/// tile picks nothing; the focus leaves a tile as it hides.
@Suite struct TileGapTests {
  let environment: SessionEnvironment

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  /// Question 30 of the question bank: "LUA" from 21 letter tiles, seven a row.
  func lua(size: Size) throws -> GameController {
    var game = try builtInGame("question-bank", language: "en")
    game.questions = [game.questions[29]]
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100, theme: .fallback)
    _ = play.render(size: size, context: plainContext(now: 100))
    return play
  }

  func tile(_ index: Int) -> Target { .tile(widget: "options", index: index) }

  @Test(arguments: [Size(width: 100, height: 40), Size(width: 80, height: 24)])
  func pickingTheFirstTilesOfARowLeavesTheOthersWhereTheyWere(size: Size) throws {
    let play = try lua(size: size)
    let before = play.render(size: size, context: plainContext(now: 100.1))
    let places = (1...21).map { before.rect(of: tile($0)) }
    // "lu" picks L and U, the first two tiles of the first row.
    _ = play.handle(.char("l"), now: 100.2)
    _ = play.handle(.char("u"), now: 100.3)
    let after = play.render(size: size, context: plainContext(now: 100.4))
    #expect(after.rect(of: tile(1)) == nil && after.rect(of: tile(2)) == nil)
    for index in 3...21 {
      #expect(after.rect(of: tile(index)) == places[index - 1], "tile \(index) stayed")
    }
    // The gap is blank where the tiles were.
    let gap = try #require(places[0])
    let row = after.buffer.lines[gap.y + gap.height / 2]
    #expect(!row.contains("L ") && !row.contains("U "), "\(row)")
  }

  @Test func theFocusLeavesATileAsItHides() throws {
    let size = Size(width: 100, height: 40)
    let play = try lua(size: size)
    play.ui.focus = tile(1)
    _ = play.handle(.key(.enter), now: 100.1)
    #expect(play.ui.focus == tile(2), "the next tile shown takes the focus")
    // The last tile of the widget hands the focus back to the one before it.
    play.ui.focus = tile(21)
    _ = play.handle(.key(.enter), now: 100.2)
    #expect(play.ui.focus == tile(20))
  }

  @Test func enterOnAHiddenTilePicksNothing() throws {
    let size = Size(width: 100, height: 40)
    let play = try lua(size: size)
    _ = play.handle(.char("l"), now: 100.1)
    let actions = play.session.actions.count
    play.ui.focus = tile(1)
    _ = play.handle(.key(.enter), now: 100.2)
    #expect(play.session.actions.count == actions)
    #expect(play.status == nil, "no failure said: \(String(describing: play.status?.text))")
  }
}
