import Testing

@testable import Terminal

@Suite struct InputDecoderTests {
  func decode(_ chunks: [[UInt8]]) -> [InputEvent] {
    var decoder = InputDecoder()
    return chunks.flatMap { decoder.feed($0) }
  }

  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func printableKeysAndControls() {
    #expect(
      decode([bytes("a1 \r\t\u{7F}")]) == [
        .key(.character("a"), []), .key(.character("1"), []), .key(.character(" "), []),
        .key(.enter, []), .key(.tab, []), .key(.backspace, []),
      ])
    #expect(
      decode([[3, 18]]) == [.key(.character("c"), .control), .key(.character("r"), .control)])
  }

  /// UTF-8 split across reads comes out as one character, once the last byte is in.
  @Test func utf8SplitAcrossReads() {
    let japan = bytes("日本")  // 6 bytes
    var decoder = InputDecoder()
    #expect(decoder.feed(japan[0..<2]).isEmpty)
    #expect(decoder.feed(japan[2..<4]) == [.key(.character("日"), [])])
    #expect(decoder.feed(japan[4..<6]) == [.key(.character("本"), [])])
    #expect(!decoder.isPending)
  }

  @Test func arrowsFunctionKeysAndModifiers() {
    let events = decode([
      bytes(
        "\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[1;5D\u{1B}[5~\u{1B}[6~\u{1B}[Z\u{1B}[15~\u{1B}OP\u{1B}[3~")
    ])
    #expect(
      events == [
        .key(.up, []), .key(.down, []), .key(.right, []), .key(.left, .control),
        .key(.pageUp, []), .key(.pageDown, []), .key(.backTab, []), .key(.function(5), []),
        .key(.function(1), []), .key(.delete, []),
      ])
  }

  /// A lone Esc waits for the timeout; an escape sequence split across reads does not
  /// become Esc followed by letters.
  @Test func loneEscapeNeedsTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed([27]).isEmpty)
    #expect(decoder.isPending)
    #expect(decoder.flush() == [.key(.escape, [])])
    #expect(!decoder.isPending)
    #expect(decoder.feed([27]).isEmpty)
    #expect(decoder.feed(bytes("[")).isEmpty)
    #expect(decoder.feed(bytes("A")) == [.key(.up, [])])
  }

  @Test func altWithAKey() {
    #expect(decode([bytes("\u{1B}x")]) == [.key(.character("x"), .alt)])
  }

  /// SGR mouse reports: press, release, wheel, drag, modifiers; positions from zero.
  @Test func sgrMouseReports() {
    let events = decode([
      bytes(
        "\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<64;1;1M\u{1B}[<65;2;3M\u{1B}[<32;4;4M\u{1B}[<18;7;8M"
      )
    ])
    #expect(
      events == [
        .mouse(MouseEvent(kind: .press, button: .left, position: Point(x: 9, y: 4))),
        .mouse(MouseEvent(kind: .release, button: .left, position: Point(x: 9, y: 4))),
        .mouse(MouseEvent(kind: .press, button: .wheelUp, position: Point(x: 0, y: 0))),
        .mouse(MouseEvent(kind: .press, button: .wheelDown, position: Point(x: 1, y: 2))),
        .mouse(MouseEvent(kind: .drag, button: .left, position: Point(x: 3, y: 3))),
        .mouse(
          MouseEvent(kind: .press, button: .right, position: Point(x: 6, y: 7), modifiers: .control)
        ),
      ])
  }

  @Test func mouseReportSplitAcrossReads() {
    let report = bytes("\u{1B}[<0;12;3M")
    #expect(
      decode([Array(report[0..<4]), Array(report[4...])]) == [
        .mouse(MouseEvent(kind: .press, button: .left, position: Point(x: 11, y: 2)))
      ])
  }

  /// Bracketed paste arrives as one text, never as keys, even across reads and with an
  /// escape inside.
  @Test func bracketedPaste() {
    let paste = bytes("\u{1B}[200~q日\u{1B}x\r\u{1B}[201~")
    #expect(decode([paste]) == [.paste("q日\u{1B}x\r")])
    #expect(
      decode([Array(paste[0..<9]), Array(paste[9..<13]), Array(paste[13...])]) == [
        .paste("q日\u{1B}x\r")
      ])
    #expect(decode([paste + bytes("n")]) == [.paste("q日\u{1B}x\r"), .key(.character("n"), [])])
  }

  @Test func focusReportsAndUnknownSequences() {
    #expect(
      decode([bytes("\u{1B}[I\u{1B}[O\u{1B}[99xq")]) == [
        .focus(true), .focus(false), .key(.character("q"), []),
      ])
  }

  @Test func invalidUTF8IsDropped() {
    #expect(
      decode([[0xFF, 0x61, 0xC3, 0x28]]) == [.key(.character("a"), []), .key(.character("("), [])])
  }
}
