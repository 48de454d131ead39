import Testing
import TextCells

@testable import Terminal

@Suite struct TextWidthTests {
  @Test func widths() {
    #expect(TextWidth.of("a") == 1)
    #expect(TextWidth.of("日") == 2)
    #expect(TextWidth.of("Ａ") == 2)  // full-width A
    #expect(TextWidth.of("한") == 2)
    #expect(TextWidth.of("é") == 1)  // e + combining accent is one cluster
    #expect(TextWidth.of("e\u{301}") == 1)
    #expect(TextWidth.of("😀") == 2)
    #expect(TextWidth.of("👨‍👩‍👧") == 2)  // a ZWJ family is drawn as one picture
    #expect(TextWidth.of("🇯🇵") == 2)
    #expect(TextWidth.of("❤️") == 2)  // heart with the emoji selector
    #expect(TextWidth.of("（单选题）") == 10)
    #expect(TextWidth.of("\u{7}") == 0)
  }

  @Test func prefixNeverSplitsAWideCharacter() {
    #expect(TextWidth.prefix("日本語", fitting: 5) == "日本")
    #expect(TextWidth.prefix("ab日", fitting: 3) == "ab")
    #expect(TextWidth.prefix("abc", fitting: 10) == "abc")
  }
}

@Suite struct ScreenBufferTests {
  @Test func wideCharactersTakeTwoCells() {
    var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
    #expect(buffer.put("日a本", at: Point(x: 0, y: 0), style: .plain) == 5)
    #expect(buffer[0, 0].text == "日" && buffer[0, 0].width == 2)
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer.lines == ["日a本 "])
  }

  /// A wide character that would cross the right edge is drawn as a space, not cut in half.
  @Test func wideCharacterAtTheEdge() {
    var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
    buffer.put("a日本", at: Point(x: 0, y: 0), style: .plain)
    #expect(buffer.lines == ["a日"])
    buffer.put("ab日", at: Point(x: 0, y: 0), style: .plain)
    #expect(buffer.lines == ["ab "])
    #expect(!buffer[2, 0].isContinuation)
  }

  /// Writing over half of a wide character blanks its other half.
  @Test func overwritingHalfAWideCharacter() {
    var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
    buffer.put("日本", at: Point(x: 0, y: 0), style: .plain)
    buffer.put("x", at: Point(x: 1, y: 0), style: .plain)
    #expect(buffer.lines == [" x本"])
    buffer.put("y", at: Point(x: 2, y: 0), style: .plain)
    #expect(buffer.lines == [" xy "])
  }

  @Test func clipKeepsWritesInside() {
    var buffer = ScreenBuffer(size: Size(width: 8, height: 2))
    let clip = Rect(x: 2, y: 0, width: 3, height: 1)
    buffer.put("日本語", at: Point(x: 1, y: 0), style: .plain, clip: clip)
    buffer.put("nope", at: Point(x: 2, y: 1), style: .plain, clip: clip)
    #expect(buffer.lines == ["   本   ", "        "])
  }

  @Test func fillAndRestyle() {
    var buffer = ScreenBuffer(size: Size(width: 4, height: 3))
    buffer.fill(Rect(x: 1, y: 1, width: 10, height: 1), with: "#", style: .plain)
    buffer.restyle(Rect(x: 0, y: 1, width: 2, height: 1)) { $0.bold = true }
    #expect(buffer.lines == ["    ", " ###", "    "])
    #expect(buffer[0, 1].style.bold && buffer[1, 1].style.bold && !buffer[2, 1].style.bold)
  }
}

@Suite struct CapabilitiesTests {
  @Test func colourDepthFromTheEnvironment() {
    func depth(_ environment: [String: String]) -> ColorDepth {
      TerminalCapabilities.detect(environment: environment).depth
    }
    #expect(depth(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
    #expect(depth(["TERM": "xterm-256color"]) == .palette256)
    #expect(depth(["TERM": "xterm"]) == .ansi16)
    #expect(depth(["TERM": "dumb"]) == .none)
    #expect(depth(["TERM": "xterm-256color", "NO_COLOR": "1"]) == .none)
    #expect(depth(["TERM": "xterm-256color", "NO_COLOR": ""]) == .palette256)
    #expect(depth(["TERM": "xterm", "TRIVIUM_COLOR": "256"]) == .palette256)
  }

  @Test func unicodeFromTheLocale() {
    func unicode(_ environment: [String: String]) -> Bool {
      TerminalCapabilities.detect(environment: environment).unicode
    }
    #expect(unicode(["LANG": "en_US.UTF-8"]))
    #expect(unicode(["LC_ALL": "C.utf8", "LANG": "C"]))
    #expect(!unicode(["LC_ALL": "C", "LANG": "en_US.UTF-8"]))
    #expect(!unicode([:]))
  }

  @Test func coloursComeDownToThePalette() {
    #expect(Palette.reduce(.rgb(255, 0, 0), to: .palette256) == .palette(196))
    #expect(Palette.reduce(.rgb(128, 128, 128), to: .palette256) == .palette(244))
    #expect(Palette.reduce(.rgb(250, 10, 10), to: .ansi16) == .ansi(9))
    #expect(Palette.reduce(.palette(21), to: .ansi16) == .ansi(4))
    #expect(Palette.reduce(.ansi(3), to: .none) == .standard)
    #expect(Palette.reduce(.rgb(1, 2, 3), to: .trueColor) == .rgb(1, 2, 3))
  }

  /// The classic theme's navy header (#1f3b66) stays blue: not grey at 256 colours, not black
  /// at 16.
  @Test func aColouredColourStaysColoured() {
    guard case .palette(let index) = Palette.reduce(.rgb(0x1f, 0x3b, 0x66), to: .palette256) else {
      Issue.record("expected a palette colour")
      return
    }
    let (r, g, b) = Palette.rgb(ofPalette: index)
    #expect(index < 232 && b > r && b > g, "palette \(index) is (\(r), \(g), \(b))")
    #expect(
      [Color.ansi(4), .ansi(12)].contains(Palette.reduce(.rgb(0x1f, 0x3b, 0x66), to: .ansi16)))
    // Greys stay grey.
    #expect(Palette.reduce(.rgb(0x8a, 0x8f, 0x98), to: .ansi16) == .ansi(8))
  }
}
