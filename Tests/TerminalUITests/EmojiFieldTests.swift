import QuizCore
import Testing

@testable import Terminal
@testable import TerminalUI
@testable import TextCells

/// Issue 32, point 13: an emoji with a skin tone or a ZWJ sequence typed into a field keeps
/// every character after it on screen, in the buffer and on a terminal that draws the emoji
/// wider than the buffer does.
@Suite struct EmojiFieldTests {
  static let size = Size(width: 80, height: 24)

  /// A controller on question-bank's first fill-in question, its first field focused.
  func typing(_ keys: [String]) throws -> (GameController, [Frame]) {
    let environment = SessionEnvironment(types: try builtInTypes())
    var game = try builtInGame("question-bank", language: "en")
    game.questions = Array(game.questions[3...].prefix(1))
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100, theme: .fallback)
    var frames = [play.render(size: Self.size, context: plainContext(now: 100))]
    for (index, key) in keys.enumerated() {
      // A terminal sends an emoji sequence one scalar at a time.
      for scalar in key.unicodeScalars {
        _ = play.handle(.char(Character(scalar)), now: 100.1 + Double(index) / 100)
      }
      frames.append(play.render(size: Self.size, context: plainContext(now: 100.5)))
    }
    return (play, frames)
  }

  /// The row of the first field.
  func fieldRow(_ frame: Frame) -> Int? {
    frame.buffer.lines.firstIndex { $0.contains("Blank 1:") }
  }

  @Test(arguments: ["👍🏽", "👩‍💻", "☝🏽", "❤‍🔥"])
  func lettersAfterTheEmojiAreDrawnAndTheCaretFollows(emoji: String) throws {
    let (_, frames) = try typing(["a", emoji, "b", "c"])
    let frame = try #require(frames.last)
    let row = try #require(fieldRow(frame))
    let line = frame.buffer.lines[row]
    #expect(line.contains("a\(emoji)bc"), "\(line)")
    // The emoji takes two columns: the caret sits right after "c".
    let start = try #require(line.range(of: "a\(emoji)bc"))
    let column = TextWidth.of(line[..<start.lowerBound])
    let caret = try #require(frame.caretPlaced)
    #expect(caret.x == column + 1 + 2 + 2, "\(caret)")
    #expect(TextWidth.of(Character(emoji)) == 2)
  }

  /// The bytes of each frame, diffed as the app sends them, drawn by a terminal that gives
  /// every scalar its own width (an emoji and its skin tone: four columns): the letters typed
  /// after the emoji still land in their own columns.
  @Test(arguments: ["👍🏽", "👩‍💻"])
  func aTerminalDrawingTheEmojiWiderKeepsTheLettersInPlace(emoji: String) throws {
    let (_, frames) = try typing(["a", emoji, "b", "c", "d"])
    var renderer = FrameRenderer(depth: .none)
    var screen = ScalarTerminal(size: Self.size)
    for frame in frames { screen.feed(renderer.render(frame.buffer)) }
    let frame = try #require(frames.last)
    let row = try #require(fieldRow(frame))
    let line = frame.buffer.lines[row]
    let start = try #require(line.range(of: "a\(emoji)bcd"))
    let column = TextWidth.of(line[..<start.lowerBound])
    // A full redraw (after a resize, or `fg`) sends the emoji and the letters in one run.
    var fresh = ScalarTerminal(size: Self.size)
    fresh.feed(renderer.fullRedraw(frame.buffer))
    for (offset, letter) in [(0, "a"), (3, "b"), (4, "c"), (5, "d")] {
      #expect(screen.cells[row][column + offset] == letter, "\(screen.cells[row])")
      #expect(fresh.cells[row][column + offset] == letter, "\(fresh.cells[row])")
    }
  }
}

/// A terminal that draws each scalar at its own width (as terminals without grapheme
/// clustering do), enough of one for the bytes `FrameRenderer` sends.
struct ScalarTerminal {
  var cells: [[String]]
  var x = 0
  var y = 0
  let size: Size

  init(size: Size) {
    self.size = size
    cells = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
  }

  mutating func feed(_ bytes: [UInt8]) {
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar.value {
      case 0x1B:
        guard index < scalars.count, scalars[index] == "[" else { continue }
        index += 1
        var parameters = ""
        while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
          parameters.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard index < scalars.count else { return }
        let final = scalars[index]
        index += 1
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
        switch final {
        case "H":
          y = (numbers.first ?? 1) - 1
          x = (numbers.count > 1 ? numbers[1] : 1) - 1
        case "C": x += numbers.first ?? 1
        case "D": x -= numbers.first ?? 1
        case "J": cells = Self(size: size).cells
        default: break
        }
      case 0x0D: x = 0
      case 0x0A: y += 1
      default:
        let width = TextWidth.width(of: scalar)
        guard width > 0 else { continue }
        guard y < size.height, x + width <= size.width else {
          x += width
          continue
        }
        cells[y][x] = String(scalar)
        if width == 2 { cells[y][x + 1] = "" }
        x += width
      }
    }
  }
}
