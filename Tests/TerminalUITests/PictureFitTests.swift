import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// A picture question at 80×24: the picture shrinks before it pushes the answer slots and the
/// tiles below the fold (the player must see what they fill in).
@Suite struct PictureFitTests {
  /// The first question of the picture game, with its pictures.
  func firstFlag() throws -> (GameController, RenderContext) {
    var game = try builtInGame("picture-guess")
    game.questions = Array(game.questions.prefix(1))
    let play = GameController(
      session: Session(game: game, seed: 1),
      environment: SessionEnvironment(types: try builtInTypes()), now: 100, theme: .fallback)
    let context = RenderContext(
      theme: .fallback, depth: .trueColor, now: 100, pictures: pictureCache(game: "picture-guess"))
    return (play, context)
  }

  @Test func thePictureShrinksSoTheTilesFitAt80x24() throws {
    let (play, context) = try firstFlag()
    let size = Size(width: 80, height: 24)
    let frame = play.render(size: size, context: context)
    let body = QuestionScreen.bodyRect(size, play.view, theme: .fallback)
    // Every one of the 21 tiles is placed inside the body, and so are the slots.
    let screen = frame.buffer.lines.joined(separator: "\n")
    let inside = frame.targets.filter {
      body.contains(Point(x: $0.rect.x, y: $0.rect.y))
        && body.contains(Point(x: $0.rect.maxX - 1, y: $0.rect.maxY - 1))
    }.map(\.target)
    let tiles = inside.filter { if case .tile = $0 { true } else { false } }
    #expect(tiles.count == 21, "\(screen)")
    #expect(inside.contains { if case .slot = $0 { true } else { false } }, "\(screen)")
    // The picture is still there, smaller than its full 12 rows.
    let pictureRows = frame.buffer.lines.filter { $0.contains("▀") || $0.contains("▄") }.count
    #expect(pictureRows >= WidgetDrawer.smallestPictureRows)
    #expect(pictureRows < WidgetDrawer.fullPictureRows)
  }

  @Test func aTallWindowKeepsTheWholePicture() throws {
    let (play, context) = try firstFlag()
    let frame = play.render(size: Size(width: 80, height: 60), context: context)
    let pictureRows = frame.buffer.lines.filter { $0.contains("▀") || $0.contains("▄") }.count
    #expect(pictureRows >= WidgetDrawer.fullPictureRows - 1)
  }
}
