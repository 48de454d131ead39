import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// One glyph table: an ASCII terminal gets ASCII for every character; pictures are content,
/// drawn without colour or without half blocks too, and a missing one says so.
@Suite struct GlyphAndPictureTests {
  let environment: SessionEnvironment

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  func controller(_ game: Game, theme: Theme = .fallback) -> GameController {
    GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100, theme: theme)
  }

  func flags() throws -> Game {
    var game = try builtInGame("picture-guess")
    game.questions = Array(game.questions.prefix(2))
    return game
  }

  static let unicodeOnly = ["◀", "▶", "−", "•", "✓", "▀", "▄", "…", "·", "⟨", "⟩", "┃", "↓", "╭"]

  @Test func anASCIIThemeDrawsNoUTF8Glyph() throws {
    let game = Game(
      id: "g", title: "G",
      questions: [
        [
          "id": "a", "type": "single", "text": "Pick one:\n\n- a list\n- of two",
          "options": ["x", "y"],
          "answer": "A", "explanation": "Because.",
        ],
        ["id": "b", "type": "single", "text": "Next", "options": ["x", "y"], "answer": "A"],
      ], folder: "/nonexistent")
    let theme = Theme.fallback.asciiOnly()
    let play = controller(game, theme: theme)
    let context = RenderContext(theme: theme, depth: .trueColor, now: 100, pictures: .empty())
    _ = play.render(size: Size(width: 32, height: 14), context: context)
    _ = play.handle(.char("A"), now: 100.1)
    _ = play.handle(.char("c"), now: 100.2)
    let lines = play.render(size: Size(width: 32, height: 14), context: context).buffer.lines
    for glyph in Self.unicodeOnly {
      #expect(!lines.joined().contains(glyph), "\(glyph) in \(lines.joined(separator: "\n"))")
    }
    // The list's bullets in ASCII (the toast of the check covers part of the list).
    #expect(lines.joined().contains("* a lis"))
    #expect(lines.joined().contains("< Previous"))
    // The result screen too.
    _ = play.handle(.char("f"), now: 100.3)
    _ = play.handle(.key(.left), now: 100.31)
    _ = play.handle(.key(.enter), now: 100.32)
    let result = try #require(play.finished)
    let frame = ResultScreen.render(
      result, session: play.session, title: "G", scroll: 0, focus: .again, context: context,
      size: Size(width: 60, height: 20))
    for glyph in Self.unicodeOnly + ["✗"] {
      #expect(!frame.buffer.lines.joined().contains(glyph), "\(glyph) on the result screen")
    }
  }

  @Test func picturesStayWithoutColourAndWithoutHalfBlocks() throws {
    let game = try flags()
    let pictures = pictureCache(game: "picture-guess")
    // NO_COLOR: shades of grey in characters, no colour.
    var play = controller(game)
    let grey = play.render(
      size: Size(width: 80, height: 36),
      context: RenderContext(theme: .fallback, depth: .none, now: 100, pictures: pictures))
    let shades = Set(Glyphs.unicode.shades.dropFirst())
    #expect(grey.buffer.lines.joined().contains { shades.contains(String($0)) })
    #expect(!grey.buffer.lines.joined().contains("Picture missing"))
    // ASCII with colour: one colour a cell, as a background.
    let ascii = Theme.fallback.asciiOnly()
    play = controller(game, theme: ascii)
    let blocks = play.render(
      size: Size(width: 80, height: 36),
      context: RenderContext(theme: ascii, depth: .trueColor, now: 100, pictures: pictures))
    #expect(!blocks.buffer.lines.joined().contains("▀"))
    let painted = (0..<36).flatMap { y in (0..<80).map { x in blocks.buffer[x, y] } }
      .filter { if case .rgb = $0.style.background { return true } else { return false } }
    #expect(painted.count > 100)
  }

  @Test func aMissingBigPictureSaysSo() throws {
    let play = controller(try flags())
    _ = play.render(size: Size(width: 80, height: 36), context: plainContext(now: 100))
    // Over tiles, letters pick tiles: Alt-b is the command.
    _ = play.handle(.key(.character("b"), [.alt]), now: 100.1)
    let lines = play.render(size: Size(width: 80, height: 36), context: plainContext(now: 101))
      .buffer.lines.joined()
    #expect(lines.contains("Picture missing"))
    #expect(lines.contains("no pictures"), "the reason: \(lines)")
  }
}
