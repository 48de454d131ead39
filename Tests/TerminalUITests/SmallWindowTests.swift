import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// The documented smallest window, 32×14: every popup button inside its box, every button
/// above the footer, one minimum for every screen, and nothing but "Make the window larger"
/// below it.
@Suite struct SmallWindowTests {
  let environment: SessionEnvironment
  let small = TooSmallScreen.minimum

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  func controller(_ id: String, count: Int = 3) throws -> GameController {
    var game = try builtInGame(id)
    game.questions = Array(game.questions.prefix(count))
    return GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100,
      theme: .fallback)
  }

  /// Every button of every popup lies inside the popup's box.
  func expectButtonsInside(_ frame: Frame, sourceLocation: SourceLocation = #_sourceLocation) {
    let box = frame.targets.last { $0.target == .inert }?.rect
    let buttons = frame.targets.filter {
      if case .popupButton = $0.target { return true } else { return false }
    }
    #expect(!buttons.isEmpty, sourceLocation: sourceLocation)
    for (rect, target) in buttons {
      let inside = box.map { rect.intersection($0.inset(by: 1)) == rect } ?? false
      #expect(
        inside, "\(target) at \(rect) sticks out of \(String(describing: box))",
        sourceLocation: sourceLocation)
    }
  }

  /// The launch screen's line too long for a 32×14 box ends in "…", never mid-word.
  @Test func theLaunchScreenCutsItsLineWithAnEllipsis() {
    let lines = SplashScreen.render(context: plainContext(), size: small, version: "1.0").buffer
      .lines
    let line = lines.first { $0.contains("a quiz engine") } ?? ""
    #expect(line.contains("Lua pl… │"), "\(line)")
  }

  @Test func theLeavePopupStacksItsButtonsInsideTheBox() throws {
    let play = try controller("picture-guess")
    _ = play.render(size: small, context: plainContext(now: 100))
    // Over tiles, letters pick tiles: Alt-q is the command.
    _ = play.handle(.key(.character("q"), [.alt]), now: 100.1)
    let frame = play.render(size: small, context: plainContext(now: 101))
    expectGolden(frame.buffer.lines, "leave-popup-32x14")
    expectButtonsInside(frame)
    #expect(frame.buffer.lines.joined().contains("Keep playing"))
  }

  @Test func aSessionPopupAt32x14() throws {
    var game = try builtInGame("question-bank")
    game.questions = Array(game.questions.prefix(4))
    var session = Session(game: game, seed: 3)
    for action in [SessionAction.start, .abandon] { _ = reduce(&session, action, environment) }
    var ui = QuestionUI()
    ui.popupShown[session.popups[0].id] = -1
    var height = 0
    let frame = QuestionScreen.render(
      session.snapshot(environment), ui: ui, context: plainContext(), size: small,
      contentHeight: &height)
    expectGolden(frame.buffer.lines, "popup-over-cover-32x14")
    expectButtonsInside(frame)
  }

  @Test func aThemesNarrowPopupGrowsToItsWidestButton() throws {
    var theme = Theme.fallback
    theme.popups["confirm-quit"] = PopupLook(
      box: .plain, title: .plain, width: 16, placement: .center, toastSeconds: 0)
    let popup = Popup(
      id: PopupID(9), template: .confirmQuit, title: "Leave?", text: "Sure?",
      buttons: [PopupButton(id: "leave", label: "Leave without saving")])
    var frame = Frame(size: Size(width: 80, height: 24))
    var ui = QuestionUI()
    ui.popupShown[popup.id] = -1
    PopupLayer.draw(
      [popup], ui: ui,
      context: RenderContext(theme: theme, depth: .none, now: 0, pictures: .empty()),
      into: &frame)
    expectButtonsInside(frame)
    #expect(frame.buffer.lines.joined().contains("Leave without saving"), "the label is whole")
  }

  @Test func theQuestionScreenKeepsEveryButtonAboveTheFooter() throws {
    for id in ["picture-guess", "question-bank"] {
      let play = try controller(id)
      let frame = play.render(size: small, context: plainContext(now: 100))
      expectGolden(frame.buffer.lines, "\(id)-32x14")
      #expect(frame.rect(of: .control(.finish)) != nil, "\(id): Finish is drawn")
      for target in frame.focusOrder {
        let rect = try #require(frame.rect(of: target))
        if case .control = target {
          #expect(rect.maxY <= small.height - 1, "\(id): \(target) under the footer")
        }
      }
    }
  }

  @Test func everyScreenSharesOneMinimumAndPopupsHonourIt() throws {
    let tiny = Size(width: small.width - 1, height: small.height)
    let launcher = LauncherScreen.render(
      cards: [], focus: 0, message: nil, context: plainContext(), size: tiny)
    #expect(launcher.buffer.lines.contains { $0.contains("Make the window larger") })
    let fits = LauncherScreen.render(
      cards: [], focus: 0, message: nil, context: plainContext(), size: small)
    #expect(!fits.buffer.lines.contains { $0.contains("Make the window larger") })
    let play = try controller("picture-guess")
    _ = play.render(size: tiny, context: plainContext(now: 100))
    _ = play.handle(.char("q"), now: 100.1)
    let lines = play.render(size: tiny, context: plainContext(now: 101)).buffer.lines.joined()
    #expect(lines.contains("Make the window larger"))
    #expect(!lines.contains("Leave"), "no popup over the too-small notice")
  }
}
