import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Issue 32, point 6: a popup that closes fades out with its cover (S4.2: grow in, fade out),
/// and nothing of it takes a click while it fades.
@Suite struct PopupFadeTests {
  let environment: SessionEnvironment
  let size = Size(width: 80, height: 24)

  /// Rules that ask before a hint: a popup of the session's own.
  init() throws {
    environment = SessionEnvironment(
      types: try builtInTypes(), rules: ClassicRules(confirmHint: true))
  }

  func bank() throws -> GameController {
    var game = try builtInGame("question-bank", language: "en")
    game.questions = Array(game.questions.prefix(2))
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100, theme: .fallback)
    _ = play.render(size: size, context: plainContext(now: 100))
    return play
  }

  /// Whether the question's first line is drawn dimmed (under a cover).
  func covered(_ frame: Frame) -> Bool {
    (0..<size.width).contains { frame.buffer[$0, 2].style.dim }
  }

  func fadesOut(_ play: GameController, closedAt: Double) throws {
    play.advance(to: closedAt + 0.05)
    let fading = play.render(size: size, context: plainContext(now: closedAt + 0.05))
    let dimmed = covered(fading)
    #expect(dimmed, "the cover still dims the question as the popup fades")
    let middle = Point(x: size.width / 2, y: size.height / 2)
    #expect(fading.target(at: middle) != .inert, "a fading popup takes no click")
    #expect(fading.target(at: middle) != .cover)
    let wake = try #require(play.nextWake(after: closedAt + 0.05))
    #expect(wake <= closedAt + 0.05 + 1.0 / 30 + 1e-9, "the fade is drawn frame by frame")
    play.advance(to: closedAt + 0.5)
    let gone = play.render(size: size, context: plainContext(now: closedAt + 0.5))
    let clear = !covered(gone)
    #expect(clear)
    #expect(play.ui.closing.isEmpty)
  }

  @Test func theFrontsLeavePopupFadesOutWithItsCover() throws {
    let play = try bank()
    _ = play.handle(.char("q"), now: 100.1)
    #expect(play.frontPopup != nil)
    let grown = covered(play.render(size: size, context: plainContext(now: 100.5)))
    #expect(grown)
    _ = play.handle(.key(.escape), now: 100.6)
    #expect(play.frontPopup == nil)
    try fadesOut(play, closedAt: 100.6)
  }

  @Test func aSessionPopupFadesOutWithItsCover() throws {
    let play = try bank()
    _ = play.handle(.char("h"), now: 100.1)
    let asked = try #require(play.view.popups.first)
    #expect(asked.template == .confirmHint)
    let grown = covered(play.render(size: size, context: plainContext(now: 100.5)))
    #expect(grown)
    _ = play.handle(.key(.escape), now: 100.6)
    #expect(play.view.popups.isEmpty)
    try fadesOut(play, closedAt: 100.6)
  }
}

/// The launcher's popups fade out with their cover too.
@Suite struct LauncherPopupFadeTests {
  @Test func theDetailsPopupFadesOutOverTheLauncher() throws {
    let host = MemoryHost(games: [], environment: SessionEnvironment(types: QuestionTypes()))
    host.shownCards = [
      GameCard(
        id: "g", title: "Game", summary: "", icon: nil, questionCount: 1, origin: nil,
        state: .playable(resumable: false))
    ]
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    let size = Size(width: 80, height: 24)
    app.handle(.key(.enter), now: 0.1)  // skip the launch screen
    app.show("A message")
    app.handle(.char("!"), now: 0.2)
    #expect(app.offer != nil)
    _ = app.render(size: size, now: 1)
    app.handle(.key(.enter), now: 1.1)
    #expect(app.offer == nil)
    func dimmed(_ frame: Frame) -> Int {
      (0..<size.height).reduce(0) { count, y in
        count + (0..<size.width).filter { frame.buffer[$0, y].style.dim }.count
      }
    }
    let fading = dimmed(app.render(size: size, now: 1.15))
    let wake = try #require(app.nextWake(after: 1.15))
    #expect(wake <= 1.15 + 1.0 / 30 + 1e-9)
    app.advance(to: 2)
    let gone = dimmed(app.render(size: size, now: 2))
    #expect(fading > gone + size.width, "the cover dims the launcher as the popup fades")
  }
}
