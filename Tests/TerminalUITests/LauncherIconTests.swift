import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Issue 32, point 7: a game's picture icon stays on its card after a game was played (the flag
/// became the letter of the title), and `r` reads the icons again.
@Suite struct LauncherIconTests {
  let host: MemoryHost
  let size = Size(width: 100, height: 40)

  init() throws {
    var game = try builtInGame("picture-guess")
    game.questions = Array(game.questions.prefix(2))
    host = MemoryHost(games: [game], environment: SessionEnvironment(types: try builtInTypes()))
    host.decorate = { $0.icon = .picture("icon.png") }
  }

  /// The rows of the first card's icon.
  func iconRows(_ frame: Frame) throws -> [String] {
    let card = try #require(frame.rect(of: .card(0)))
    return Array(frame.buffer.lines[(card.y + 1)..<(card.y + 5)])
  }

  @Test func theIconIsStillAPictureAfterAGameAndAfterReloading() throws {
    // The icons read from the game's folder; the game's own pictures here read nothing.
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test",
      icons: pictureCache(game: "picture-guess"), now: 0)
    app.handle(.key(.enter), now: 0.1)  // skip the launch screen
    let before = try iconRows(app.render(size: size, now: 1))
    #expect(!before.joined().contains("p"), "a picture, not the title's initial: \(before)")
    app.handle(.key(.enter), now: 1.1)
    guard case .game = app.screen else {
      Issue.record("the game starts")
      return
    }
    _ = app.render(size: size, now: 1.2)
    app.handle(.command("q"), now: 1.3)
    app.handle(.key(.enter), now: 1.4)
    guard case .launcher = app.screen else {
      Issue.record("back in the launcher after leaving")
      return
    }
    #expect(try iconRows(app.render(size: size, now: 3)) == before)
    app.handle(.char("r"), now: 3.1)
    #expect(try iconRows(app.render(size: size, now: 5)) == before)
  }
}
