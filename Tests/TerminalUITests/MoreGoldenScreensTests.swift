import Localization
import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// The screens the main walk does not reach (issue 32): the launcher's search, the big picture
/// of the picture game, a question with its analysis shown, and the window too small.
extension LanguageWalkTests {
  /// The launcher searching, then the picture game's first question with its picture big,
  /// then with its analysis shown, at `size`, in the language of the catalogue in effect.
  static func pictureWalk(size: Size, language: String?) throws -> [Shot] {
    let environment = SessionEnvironment(types: try builtInTypes())
    var game = try builtInGame("picture-guess", language: language)
    game.title = "超级猜图（经典）"
    let host = MemoryHost(games: [game], environment: environment)
    host.pictures = pictureCache(game: "picture-guess")
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "1.0", icons: .empty(), now: 0)
    var shots: [Shot] = []
    var now = 0.0
    var content: Set<String> = Set(words(game.title))
    content.formUnion(words("\(game.questions[0])"))
    func shot(_ name: String) {
      let frame = app.render(size: size, now: now)
      shots.append(
        Shot(
          name: name, lines: frame.buffer.lines, content: content,
          focus: FocusSpot(app, frame: frame, size: size)))
    }
    func press(_ event: InputEvent, settle: Double = 2) {
      now += 0.05
      app.handle(event, now: now)
      now += settle
      app.advance(to: now)
    }
    press(.key(.enter))
    press(.char("/"))
    for char in "猜图" { press(.char(char)) }
    shot("search")
    press(.key(.enter))
    press(.key(.enter))
    guard case .game = app.screen else {
      throw WalkError(step: "the picture game", lines: shots.last?.lines ?? [])
    }
    press(.command("b"))
    shot("big-picture")
    press(.key(.escape))
    press(.command("a"), settle: 0.5)
    press(.key(.left))
    press(.key(.enter))
    shot("analysis")
    return shots
  }
}

@Suite struct MoreGoldenScreensTests {
  static let kept = ["search", "big-picture", "analysis"]

  @Test(arguments: ["en", "zh-Hans"], [Size(width: 80, height: 24), Size(width: 32, height: 14)])
  func searchBigPictureAndAnalysis(language: String, size: Size) throws {
    let catalog = try Language.catalog(
      language, folder: repositoryRoot.appendingPathComponent("locale"))
    let shots = try Localizer.$current.withValue(catalog) {
      try LanguageWalkTests.pictureWalk(size: size, language: language)
    }
    for name in Self.kept {
      let shot = try #require(shots.first { $0.name == name }, "no shot \(name)")
      expectGolden(shot.lines, "\(language)/\(name)-\(size.width)x\(size.height)")
    }
  }

  /// Below the smallest size: narrow, and wide but short.
  @Test(arguments: ["en", "zh-Hans"], [Size(width: 30, height: 10), Size(width: 80, height: 12)])
  func tooSmall(language: String, size: Size) throws {
    let catalog = try Language.catalog(
      language, folder: repositoryRoot.appendingPathComponent("locale"))
    let lines = Localizer.$current.withValue(catalog) {
      TooSmallScreen.render(size: size, theme: .fallback).buffer.lines
    }
    expectGolden(lines, "\(language)/too-small-\(size.width)x\(size.height)")
  }
}
