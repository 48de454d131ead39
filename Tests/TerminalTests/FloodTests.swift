import Testing

@testable import Terminal

/// A flood of combining marks or joiners on one character is cut in its cell; the emoji
/// sequences and the letters with marks that scripts need are drawn whole.
@Suite struct FloodTests {
  @Test func aFloodOfMarksIsCutInItsCell() {
    var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
    let zalgo = "a" + String(repeating: "\u{301}", count: 200)
    buffer.put(zalgo + "b", at: Point(x: 0, y: 0), style: .plain)
    #expect(buffer[0, 0].text.unicodeScalars.count == ScreenBuffer.maxScalarsPerCell)
    #expect(buffer[1, 0].text == "b")
    let joiners = "x" + String(repeating: "\u{200D}", count: 500)
    buffer.put(joiners, at: Point(x: 2, y: 0), style: .plain)
    #expect(buffer[2, 0].text.unicodeScalars.count <= ScreenBuffer.maxScalarsPerCell)
  }

  @Test func emojiSequencesAndMarkedLettersAreKept() {
    let kept = [
      "👩‍❤️‍💋‍👨", "🧑🏻‍❤️‍💋‍🧑🏼", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "ệ",
      "क्षि", "שָׁלוֹם",
    ]
    for text in kept {
      var buffer = ScreenBuffer(size: Size(width: 12, height: 1))
      buffer.put(text, at: Point(x: 0, y: 0), style: .plain)
      #expect(buffer.lines[0].hasPrefix(text), "\(text)")
    }
  }
}
