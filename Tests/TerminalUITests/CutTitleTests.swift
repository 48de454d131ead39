import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Issue 32: a title cut to fit ends in "…" (LauncherScreen.shortened), in a popup and in a
/// question's header, so that a cut word never reads as a whole one.
@Suite struct CutTitleTests {
  let environment: SessionEnvironment

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  @Test func aPopupsLongTitleEndsInAnEllipsis() throws {
    var game = try builtInGame("picture-guess")
    game.title = "超级猜图（经典）"
    let host = MemoryHost(games: [game], environment: environment)
    host.inUse = [game.id]
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0,
      gameID: game.id)
    let lines = app.render(size: TooSmallScreen.minimum, now: 5).buffer.lines
    let title = try #require(lines.first { $0.contains("超级猜图") }, "\(lines)")
    #expect(title.contains("…"), "\(lines.joined(separator: "\n"))")
  }

  @Test func aQuestionsCutHeaderEndsInAnEllipsis() throws {
    // The walk's last question: a letters question titled "一种脚本语言，3 个字母".
    var game = try LanguageWalkTests.everyTypeGame(language: "zh-Hans")
    game.questions = [try #require(game.questions.last)]
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 0, theme: .fallback)
    let lines = play.render(size: Size(width: 32, height: 14), context: plainContext()).buffer
      .lines
    #expect(lines[0].hasPrefix(" 一种脚本语言，") && lines[0].contains("…"), "\(lines[0])")
  }
}
