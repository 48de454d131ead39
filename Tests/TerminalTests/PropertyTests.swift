import Testing

@testable import Terminal

/// A small deterministic generator (SplitMix64), so a failing case can be replayed.
struct Mix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

@Suite struct PropertyTests {
  /// Pieces terminals send, mixed with noise: whatever the split across reads, the events are
  /// those of the whole stream, and nothing traps.
  @Test func decodingDoesNotDependOnHowBytesArrive() {
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("日".utf8), Array("🇯🇵".utf8), [27], Array("\u{1B}[A".utf8),
      Array("\u{1B}[1;5C".utf8), Array("\u{1B}[<0;12;3M".utf8), Array("\u{1B}[<64;1;1M".utf8),
      Array("\u{1B}[200~x日\u{1B}[201~".utf8), Array("\u{1B}OP".utf8), [13], [127], [3],
      Array("\u{1B}[15~".utf8), [0xFF], [0xC3], Array("\u{1B}[?".utf8),
    ]
    var random = Mix(state: 7)
    for _ in 0..<300 {
      var stream: [UInt8] = []
      for _ in 0..<(1 + random.below(12)) {
        if random.below(5) == 0 {
          stream.append(UInt8(random.below(256)))
        } else {
          stream += pieces[random.below(pieces.count)]
        }
      }
      var whole = InputDecoder()
      let expected = whole.feed(stream) + whole.flush()
      var split = InputDecoder()
      var events: [InputEvent] = []
      var index = 0
      while index < stream.count {
        let size = 1 + random.below(4)
        events += split.feed(stream[index..<min(stream.count, index + size)])
        index += size
      }
      events += split.flush()
      // Without a pause between reads a lone Esc waits for the next byte either way, so
      // both ways of reading give the same events.
      #expect(events == expected, "stream \(stream)")
    }
  }

  /// Random writes of wide and narrow text, replayed from the renderer's bytes on a model
  /// terminal, always give the buffer back.
  @Test func everyDiffReplaysToItsFrame() {
    let texts = ["a", "bc", "日", "本語", "x日y", "🇯🇵", "é", "    ", "孟加拉", "|"]
    var random = Mix(state: 11)
    for _ in 0..<40 {
      let size = Size(width: 3 + random.below(14), height: 1 + random.below(4))
      var buffer = ScreenBuffer(size: size)
      var renderer = FrameRenderer(depth: .none)
      var screen = ModelTerminal(width: size.width, height: size.height)
      for _ in 0..<25 {
        for _ in 0..<(1 + random.below(3)) {
          let at = Point(x: random.below(size.width + 2) - 1, y: random.below(size.height))
          buffer.put(texts[random.below(texts.count)], at: at, style: .plain)
        }
        screen.play(renderer.render(buffer))
        #expect(screen.lines == buffer.lines, "size \(size)")
      }
    }
  }
}
