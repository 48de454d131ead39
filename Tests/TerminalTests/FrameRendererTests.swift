import Testing
import TextCells

@testable import Terminal

@Suite struct FrameRendererTests {
  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func firstFrameClearsAndDrawsEverything() {
    var renderer = FrameRenderer(depth: .ansi16)
    var buffer = ScreenBuffer(size: Size(width: 3, height: 2))
    buffer.put("ab", at: Point(x: 0, y: 0), style: Style(foreground: .ansi(1), bold: true))
    let out = text(renderer.render(buffer))
    #expect(out.contains("\u{1B}[2J"))
    #expect(out.contains("\u{1B}[0;1;31mab"))
    #expect(out.hasSuffix("\u{1B}[0m"))
  }

  /// After the first frame only changed cells are sent, with a short cursor move.
  @Test func laterFramesSendOnlyChanges() {
    var renderer = FrameRenderer(depth: .trueColor)
    var buffer = ScreenBuffer(size: Size(width: 20, height: 5))
    buffer.put("hello", at: Point(x: 0, y: 0), style: .plain)
    _ = renderer.render(buffer)
    #expect(text(renderer.render(buffer)) == "\u{1B}[?25l\u{1B}[0m")
    buffer.put("J", at: Point(x: 7, y: 3), style: Style(background: .rgb(1, 2, 3)))
    let out = text(renderer.render(buffer))
    #expect(out == "\u{1B}[?25l\u{1B}[4;8H\u{1B}[0;48;2;1;2;3mJ\u{1B}[0m")
  }

  /// A wide character is sent once, and the cursor skips its right half.
  @Test func wideCharactersAreSentOnce() {
    var renderer = FrameRenderer(depth: .none)
    var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
    _ = renderer.render(buffer)
    buffer.put("日本", at: Point(x: 0, y: 0), style: .plain)
    let out = text(renderer.render(buffer))
    #expect(out.contains("日本"))
    #expect(out.filter { $0 == "日" }.count == 1)
  }

  @Test func depthReducesColours() {
    var buffer = ScreenBuffer(size: Size(width: 1, height: 1))
    buffer.put("x", at: Point(x: 0, y: 0), style: Style(foreground: .rgb(255, 0, 0)))
    var palette = FrameRenderer(depth: .palette256)
    #expect(text(palette.render(buffer)).contains("38;5;196m"))
    var none = FrameRenderer(depth: .none)
    #expect(!text(none.render(buffer)).contains("38;"))
  }

  @Test func invalidateRedrawsAll() {
    var renderer = FrameRenderer(depth: .none)
    var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
    buffer.put("abcd", at: Point(x: 0, y: 0), style: .plain)
    _ = renderer.render(buffer)
    renderer.invalidate()
    #expect(text(renderer.render(buffer)).contains("abcd"))
    #expect(renderer.render(buffer).count < renderer.fullRedraw(buffer).count)
  }

  /// Replaying the bytes on a model terminal gives the frame back: the diff is complete.
  @Test func diffReplaysToTheNextFrame() {
    var renderer = FrameRenderer(depth: .none)
    var screen = ModelTerminal(width: 12, height: 4)
    var buffer = ScreenBuffer(size: Size(width: 12, height: 4))
    let frames: [(String, Point)] = [
      ("日本 Japan", Point(x: 0, y: 0)), ("孟加拉", Point(x: 1, y: 0)), ("xy", Point(x: 10, y: 3)),
      ("ab", Point(x: 0, y: 2)), ("本", Point(x: 3, y: 2)),
    ]
    for (text, at) in frames {
      buffer.put(text, at: at, style: .plain)
      screen.play(renderer.render(buffer))
      #expect(screen.lines == buffer.lines)
    }
  }
}

/// A tiny terminal that understands what the renderer sends: text, CUP, CUF/CUB, CR LF, and
/// ignores SGR and mode changes.
struct ModelTerminal {
  var cells: [[String]]
  var x = 0
  var y = 0

  init(width: Int, height: Int) {
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  var lines: [String] { cells.map { $0.joined() } }

  mutating func play(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\u{1B}" {
        var end = text.index(index, offsetBy: 2)
        while !(text[end].isLetter) { end = text.index(after: end) }
        let parameters = text[text.index(index, offsetBy: 2)..<end]
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        switch text[end] {
        case "H": (y, x) = ((numbers.first ?? 1) - 1, (numbers.dropFirst().first ?? 1) - 1)
        case "C": x += numbers.first ?? 1
        case "D": x -= numbers.first ?? 1
        case "J": cells = cells.map { $0.map { _ in " " } }
        default: break
        }
        index = text.index(after: end)
        continue
      }
      switch character {
      case "\r\n":
        x = 0
        y += 1
      case "\r": x = 0
      case "\n": y += 1
      default:
        // Like a real terminal: writing over half of a wide character blanks the other half.
        let width = TextWidth.of(character)
        if cells[y][x].isEmpty, x > 0 { cells[y][x - 1] = " " }
        if x + width < cells[y].count, cells[y][x + width].isEmpty { cells[y][x + width] = " " }
        cells[y][x] = String(character)
        if width == 2 { cells[y][x + 1] = "" }
        x += width
      }
      index = text.index(after: index)
    }
  }
}
