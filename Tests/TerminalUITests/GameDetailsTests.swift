import Localization
import QuizCore
import Terminal
import Testing
import TextCells

@testable import TerminalUI

/// A game's details in the launcher: reached from its card by `i` or a right click, they show
/// its attribution (CC BY-SA content must carry it), description, languages by name, count,
/// group and last play, scroll when long, and start the game or go back.
@Suite struct GameDetailsTests {
  static let attribution =
    "Questions from Open Trivia DB (opentdb.com), CC BY-SA 4.0 (creativecommons.org/licenses/by-sa/4.0)"
  static let summary = "Questions on everything, from Open Trivia DB."
  static let sources = "games/opentdb-general/SOURCES.md"

  /// What the host of an Open Trivia DB game puts on its card.
  static func openTrivia(_ card: inout GameCard) {
    card.attribution = attribution
    card.summary = summary
    card.languages = ["en", "zh-Hans"]
    card.group = "open-trivia"
    card.sourcesFile = sources
  }

  func app() throws -> (TerminalApp, MemoryHost) {
    let host = MemoryHost(
      games: [try builtInGame("question-bank")],
      environment: SessionEnvironment(types: try builtInTypes()))
    host.decorate = Self.openTrivia
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    app.handle(.key(.enter), now: 0.1)  // past the launch screen
    return (app, host)
  }

  func text(_ app: TerminalApp, _ size: Size, now: Double = 5) -> String {
    app.render(size: size, now: now).buffer.lines.joined(separator: "\n")
  }

  @Test func iShowsTheAttributionAndEnterPlaysTheGame() throws {
    let (app, _) = try app()
    let size = Size(width: 80, height: 24)
    _ = app.render(size: size, now: 1)
    #expect(text(app, size).contains("i about"))
    app.handle(.char("i"), now: 2)
    let shown = text(app, size)
    #expect(shown.contains("Open Trivia DB (opentdb.com), CC BY-SA 4.0"), "\(shown)")
    #expect(shown.contains("Languages: English, Simplified Chinese"), "\(shown)")
    #expect(shown.contains("Group: Open Trivia") && shown.contains("not played yet"), "\(shown)")
    #expect(shown.contains(Self.summary) && shown.contains("SOURCES.md"), "\(shown)")
    #expect(!shown.contains("zh-Hans"), "\(shown)")
    app.handle(.char("q"), now: 3)
    guard case .launcher = app.screen else {
      Issue.record("q does not go back")
      return
    }
    app.handle(.char("i"), now: 4)
    app.handle(.key(.enter), now: 5)
    guard case .game = app.screen else {
      Issue.record("Enter in the details does not start the game: \(text(app, size))")
      return
    }
  }

  @Test func aRightClickOpensTheDetailsAndBackIsAClick() throws {
    let (app, _) = try app()
    let size = Size(width: 80, height: 24)
    let launcher = app.render(size: size, now: 1)
    let card = try #require(launcher.targets.first { $0.target == .card(0) }?.rect)
    app.handle(
      .mouse(
        MouseEvent(kind: .press, button: .right, position: Point(x: card.x + 2, y: card.y + 2))),
      now: 2)
    let details = app.render(size: size, now: 3)
    let back = try #require(details.targets.first { $0.target == .details(.back) }?.rect)
    app.handle(
      .mouse(MouseEvent(kind: .press, button: .left, position: Point(x: back.x + 1, y: back.y))),
      now: 4)
    guard case .launcher = app.screen else {
      Issue.record("a click on Back does not go back")
      return
    }
  }

  /// At the smallest window the attribution is wrapped (kinsoku for Chinese) and reached by
  /// scrolling; no line is wider than the window.
  @Test(arguments: ["en", "zh-Hans"])
  func theSmallestWindowScrollsToTheAttribution(language: String) throws {
    let catalog = try Language.catalog(
      language, folder: repositoryRoot.appendingPathComponent("locale"))
    try Localizer.$current.withValue(catalog) {
      let (app, _) = try app()
      let size = TooSmallScreen.minimum
      _ = app.render(size: size, now: 1)
      app.handle(.char("i"), now: 2)
      _ = app.render(size: size, now: 3)
      for step in 0..<20 { app.handle(.char("j"), now: 4 + Double(step) / 100) }
      let lines = app.render(size: size, now: 6).buffer.lines
      // Wrapped at the window's width: the licence on one line, the source on another.
      #expect(
        lines.contains { $0.contains("CC BY-SA") } && lines.contains { $0.contains("opentdb.com") },
        "\(lines.joined(separator: "\n"))")
      #expect(lines.allSatisfy { TextWidth.of($0) <= size.width })
    }
  }

  /// A card at 100 columns keeps "not played yet" whole, and names its languages, not codes.
  @Test func aCardKeepsItsLastPlayAndNamesItsLanguages() throws {
    let (app, _) = try app()
    let shown = text(app, Size(width: 100, height: 24))
    #expect(shown.contains("not played yet") && !shown.contains("not pl…"), "\(shown)")
    #expect(shown.contains("EN/ZH") && !shown.contains("zh-Hans"), "\(shown)")
  }
}
