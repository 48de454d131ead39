import Localization
import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// The launcher of a library of many games: grouped, filtered by a name typed after `/` (in
/// any of a game's languages), each card saying its languages and when it was last played.
@Suite struct LauncherLibraryTests {
  let size = Size(width: 80, height: 24)

  /// Seven games in three groups, as the host gives them (grouped), then the Stats card.
  static func cards() -> [GameCard] {
    let games: [(String, String, [String], String, String?)] = [
      ("world-flags", "World flags", ["世界旗帜"], "geography", "played today"),
      ("currencies", "Currencies", ["货币"], "geography", nil),
      ("world-capitals", "World capitals", ["世界首都"], "geography", nil),
      ("tang-poets", "唐诗作者", ["唐詩作者"], "chinese-classics", nil),
      ("lunyu", "论语接下句", [], "chinese-classics", "played 3 days ago"),
      ("opentdb-music", "Open Trivia: Music", [], "open-trivia", nil),
      ("opentdb-history", "Open Trivia: History", [], "open-trivia", nil),
    ]
    var cards = games.map { id, title, titles, group, played in
      var card = GameCard(
        id: id, title: title, summary: "", icon: .text(String(title.first!)),
        questionCount: 100, origin: nil, state: .playable(resumable: false))
      card.titles = [title] + titles
      card.languages = titles.isEmpty ? ["en"] : ["en", "zh-Hans"]
      card.group = group
      card.lastPlayed = played
      return card
    }
    var stats = GameCard(
      id: "stats", title: "Stats", summary: "", icon: nil, questionCount: nil, origin: nil,
      state: .playable(resumable: false), kind: .stats)
    stats.group = "review"
    cards.append(stats)
    return cards
  }

  func app() throws -> TerminalApp {
    let host = MemoryHost(games: [], environment: SessionEnvironment(types: try builtInTypes()))
    host.shownCards = Self.cards()
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    app.handle(.key(.enter), now: 0.1)  // past the launch screen
    return app
  }

  func type(_ text: String, into app: TerminalApp) {
    for character in text { app.handle(.char(character), now: 0.2) }
  }

  @Test func aNameTypedAfterSlashInEitherLanguageFindsTheGame() throws {
    let app = try app()
    app.handle(.char("/"), now: 0.2)
    type("旗帜", into: app)
    #expect(app.cards.map(\.id) == ["world-flags"])
    app.handle(.key(.backspace), now: 0.3)
    app.handle(.key(.backspace), now: 0.3)
    type("CAPITALS", into: app)
    #expect(app.cards.map(\.id) == ["world-capitals"])
    // Enter keeps the filter and gives the keys back: Enter again plays the game found.
    app.handle(.key(.enter), now: 0.4)
    #expect(app.filter == "CAPITALS" && !app.filtering)
    // Esc clears it and every card is back; a second Esc would quit.
    app.handle(.key(.escape), now: 0.5)
    #expect(app.filter == nil && app.cards.count == 8 && !app.isDone)
    // Typed letters that are keys elsewhere (s, p, q) go to the filter while it is open.
    app.handle(.char("/"), now: 0.6)
    type("sq", into: app)
    #expect(app.filter == "sq" && !app.isDone && app.cards.isEmpty)
  }

  @Test func pageDownAndPageUpJumpFromGroupToGroup() throws {
    let app = try app()
    #expect(app.cardFocus == 0)
    app.handle(.key(.pageDown), now: 0.2)
    #expect(app.cardFocus == 3)
    app.handle(.key(.pageDown), now: 0.2)
    #expect(app.cardFocus == 5)
    app.handle(.key(.right), now: 0.2)
    app.handle(.key(.pageUp), now: 0.2)
    #expect(app.cardFocus == 5)
    app.handle(.key(.pageUp), now: 0.2)
    #expect(app.cardFocus == 3)
  }

  @Test(arguments: ["en", "zh-Hans"])
  func groupsAndFilterFrames(language: String) throws {
    let catalog = try Language.catalog(
      language, folder: repositoryRoot.appendingPathComponent("locale"))
    try Localizer.$current.withValue(catalog) {
      let app = try app()
      app.handle(.key(.pageDown), now: 0.2)
      expectGolden(
        app.render(size: size, now: 5).buffer.lines, "\(language)/launcher-group-80x24")
      app.handle(.char("/"), now: 0.3)
      type("world", into: app)
      expectGolden(
        app.render(size: size, now: 5).buffer.lines, "\(language)/launcher-find-80x24")
      type("zz", into: app)
      expectGolden(
        app.render(size: size, now: 5).buffer.lines, "\(language)/launcher-find-none-80x24")
    }
  }
}
