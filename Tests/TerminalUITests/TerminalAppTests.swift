import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// The whole front as a state machine: screens, resume, retry and the flip between screens.
@Suite struct TerminalAppTests {
  let host: MemoryHost
  let size = Size(width: 100, height: 40)

  init() throws {
    let environment = SessionEnvironment(types: try builtInTypes())
    var pictures = try builtInGame("picture-guess")
    pictures.questions = Array(pictures.questions.prefix(2))
    pictures.title = "Flags"
    var bank = try builtInGame("question-bank")
    bank.questions = Array(bank.questions.prefix(3))
    host = MemoryHost(games: [pictures, bank], environment: environment)
  }

  func app() -> TerminalApp {
    TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
  }

  func isGame(_ app: TerminalApp) -> GameController? {
    if case .game(let controller, _) = app.screen { return controller }
    return nil
  }

  @Test func aLongMessageIsCutWithAHintAndBangShowsItWhole() throws {
    let app = app()
    app.handle(.key(.enter), now: 0.1)  // skip the launch screen
    let long = "Reload failed: " + String(repeating: "very long reason ", count: 12) + "at x.lua:42"
    app.show(long)
    let footer = try #require(app.render(size: size, now: 0.2).buffer.lines.last)
    #expect(footer.contains("… ! all") && !footer.contains("x.lua:42"), "\(footer)")
    app.handle(.char("!"), now: 0.3)
    let shown = try #require(app.offer)
    #expect(shown.popup.title == "Details" && shown.popup.text == long)
    // The whole text is drawn in the popup, line number included.
    let lines = app.render(size: size, now: 1).buffer.lines.joined()
    #expect(lines.contains("x.lua:42"))
    app.handle(.key(.enter), now: 1.1)
    #expect(app.offer == nil)
  }

  @Test func s0_12_launchScreenThenLauncher() {
    let app = app()
    #expect(app.render(size: size, now: 0).buffer.lines.contains { $0.contains("T R I V I U M") })
    app.advance(to: 1.3)
    guard case .launcher = app.screen else {
      Issue.record("expected the launcher")
      return
    }
  }

  @Test func s3_6_leaveThenResumeExactlyWhereThePlayerWas() throws {
    let app = app()
    app.handle(.key(.enter), now: 0.1)  // skip the launch screen
    _ = app.render(size: size, now: 0.2)
    app.handle(.key(.enter), now: 0.4)
    let play = try #require(isGame(app))
    _ = app.render(size: size, now: 0.5)
    app.handle(.char("日"), now: 0.6)
    app.handle(.command("q"), now: 0.7)
    app.handle(.key(.enter), now: 0.8)
    guard case .launcher = app.screen else {
      Issue.record("expected the launcher after leaving")
      return
    }
    let actions = play.session.actions
    #expect(host.saves["picture-guess"]?.actions == actions)
    #expect(app.cards[0].buttonLabel == "Resume")
    app.handle(.key(.enter), now: 1)
    #expect(app.offer != nil)
    app.handle(.key(.enter), now: 1.1)  // "Resume" has the focus
    let resumed = try #require(isGame(app))
    #expect(resumed.session.actions.prefix(actions.count) == actions[...])
    #expect(resumed.session.position == play.session.position)
    let slots = resumed.view.widgets.map(\.value).first(where: { $0["type"] == "slots" })
    #expect(slots?["slots"].arrayValue?.first?["char"] == "日")
  }

  @Test func resultScreenRetriesOnlyTheWrongOnes() throws {
    let app = app()
    app.handle(.key(.enter), now: 0.1)
    _ = app.render(size: size, now: 0.2)
    app.handle(.key(.enter), now: 0.3)  // Flags
    _ = app.render(size: size, now: 0.4)
    app.handle(.char("日"), now: 0.5)
    app.handle(.char("本"), now: 0.6)
    app.advance(to: 1.2)  // right, and moved on
    app.handle(.command("f"), now: 1.3)
    // The second question was never answered: the popup asks, and Finish is pressed.
    app.handle(.key(.left), now: 1.31)
    app.handle(.key(.enter), now: 1.32)
    guard case .result(let state) = app.screen else {
      Issue.record("expected the result screen")
      return
    }
    #expect(host.finishedResults.count == 1)
    #expect(ResultScreen.wrongPositions(state.result) == [1])
    let frame = app.render(size: size, now: 1.4)
    #expect(frame.buffer.lines.contains { $0.contains("Score 100") })
    app.handle(.char("r"), now: 1.5)
    let retry = try #require(isGame(app))
    #expect(retry.session.count == 1)
    #expect(retry.session.question(at: 0)["id"] == state.session.question(at: 1)["id"])
  }

  @Test func s4_4_screensFlipInFromTheBottom() throws {
    let app = app()
    let splash = app.render(size: size, now: 0).buffer
    app.handle(.key(.enter), now: 1)
    let middle = app.render(size: size, now: 1 + TerminalApp.transitionSeconds / 2).buffer
    let end = app.render(size: size, now: 1 + TerminalApp.transitionSeconds + 0.01).buffer
    #expect(middle != end)
    #expect(middle != splash)
    // Half way, the top rows still show the old screen and the new one's top row has risen
    // part of the way up from the bottom.
    #expect(middle.lines[0] == splash.lines[0])
    let risen = try #require(middle.lines.firstIndex(of: end.lines[0]))
    #expect(risen > 0 && risen < size.height - 1)
    app.advance(to: 2)
    #expect(app.nextWake(after: 2) == nil)
  }

  @Test func everyScreenHasItsHelpFromItsKeyTable() throws {
    let app = app()
    app.handle(.key(.enter), now: 0.1)  // skip the launch screen
    app.handle(.char("?"), now: 0.2)
    var lines = app.render(size: size, now: 0.3).buffer.lines.joined(separator: "\n")
    #expect(lines.contains("Launcher keys"))
    for row in LauncherKeys.helpRows { #expect(lines.contains(row.keys), "\(row)") }
    // The key that closes the help does nothing else.
    app.handle(.char("q"), now: 0.4)
    #expect(!app.helpOpen && !app.isDone)
    // A launcher popup has its own keys.
    app.show("Reload failed: a long reason")
    app.handle(.char("!"), now: 0.5)
    app.handle(.key(.function(1)), now: 0.6)
    lines = app.render(size: size, now: 0.7).buffer.lines.joined(separator: "\n")
    #expect(lines.contains("Popup keys"))
    app.handle(.key(.escape), now: 0.8)
    app.handle(.key(.escape), now: 0.9)
    #expect(app.offer == nil)
    // The result screen.
    app.handle(.key(.enter), now: 1)
    let play = try #require(isGame(app))
    _ = app.render(size: size, now: 1.1)
    app.handle(.command("f"), now: 1.2)
    app.handle(.key(.left), now: 1.21)
    app.handle(.key(.enter), now: 1.22)
    #expect(play.session.isFinished)
    app.handle(.char("?"), now: 1.3)
    lines = app.render(size: size, now: 2).buffer.lines.joined(separator: "\n")
    #expect(lines.contains("Result screen keys"))
    for row in ResultKeys.helpRows { #expect(lines.contains(row.keys), "\(row)") }
  }

  @Test func aGamePopupHasThePopupKeysInItsHelp() throws {
    let app = app()
    app.handle(.key(.enter), now: 0.1)
    app.handle(.key(.enter), now: 0.2)
    let play = try #require(isGame(app))
    _ = app.render(size: size, now: 0.3)
    app.handle(.command("q"), now: 0.4)
    #expect(play.frontPopup != nil)
    app.handle(.char("?"), now: 0.5)
    let lines = app.render(size: size, now: 1).buffer.lines.joined(separator: "\n")
    #expect(lines.contains("Popup keys"))
    // A click closes the help and leaves the popup open.
    app.handle(.click(Point(x: 1, y: 1)), now: 1.1)
    #expect(!play.ui.helpOpen && play.frontPopup != nil)
  }
}
