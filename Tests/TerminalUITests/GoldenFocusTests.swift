import Localization
import Terminal
import Testing

@testable import TerminalUI

/// Where the focus of a screen of the walk was drawn, and the rows it must lie in.
struct FocusSpot {
  var target: Target
  /// Where the frame drew it; nil: it was not drawn at all.
  var rect: Rect?
  /// The rows that show it: a question's scrolling body for its widgets, else the screen
  /// above the footer.
  var area: Rect

  /// The focus of `app`'s screen in `frame`; nil for a screen with none, or with the help open
  /// over it.
  init?(_ app: TerminalApp, frame: Frame, size: Size) {
    guard !app.helpOpen else { return nil }
    area = Rect(x: 0, y: 0, width: size.width, height: size.height - 1)
    switch app.screen {
    case .launcher:
      if let offer = app.offer {
        target = .popupButton(offer.popup.id, offer.focus)
      } else {
        target = .card(app.cardFocus)
      }
    case .game(let controller, _):
      guard let focus = controller.ui.focus else { return nil }
      target = focus
      switch focus {
      case .tile, .slot, .choice, .field, .item: self.area = controller.lastBody
      default: break
      }
    case .result(let state): target = .result(state.focus)
    case .profiles(let state): target = .card(state.focus)
    case .browse(let state) where !state.rows.isEmpty: target = .card(state.focus)
    case .splash, .stats, .details, .browse, .items, .weights: return nil
    }
    rect = frame.rect(of: target)
  }

  /// Whether it was drawn, wholly inside its area.
  var shows: Bool {
    guard let rect else { return false }
    return rect.y >= area.y && rect.maxY <= area.maxY && rect.x >= area.x
      && rect.maxX <= area.maxX
  }
}

/// Issue 32, goal: in every golden frame at 80×24 and 32×14 the focused widget is on screen.
@Suite struct GoldenFocusTests {
  @Test(arguments: ["en", "zh-Hans"], [Size(width: 80, height: 24), Size(width: 32, height: 14)])
  func theFocusOfEveryGoldenScreenIsInView(language: String, size: Size) throws {
    let catalog = try Language.catalog(
      language, folder: repositoryRoot.appendingPathComponent("locale"))
    let shots = try Localizer.$current.withValue(catalog) {
      try LanguageWalkTests.walk(size: size, language: language)
        + LanguageWalkTests.pictureWalk(size: size, language: language)
    }
    var focused = 0
    for name in LanguageGoldenTests.kept + MoreGoldenScreensTests.kept {
      let shot = try #require(shots.first { $0.name == name }, "no shot \(name)")
      guard let focus = shot.focus else { continue }
      focused += 1
      #expect(
        focus.shows,
        """
        \(name) at \(size.width)×\(size.height): \(focus.target) drawn at \
        \(String(describing: focus.rect)), outside \(focus.area)
        \(shot.lines.joined(separator: "\n"))
        """)
    }
    // The launcher, the questions, the popups, the result and the profiles have a focus.
    #expect(focused >= 9, "\(focused) golden screens with a focus")
  }
}
