import Localization
import Terminal
import Testing
import TextCells

@testable import TerminalUI

/// The help box never breaks a word: where the text column beside the keys would be too
/// narrow (the 32×14 minimum), the keys take a line of their own and the text goes under them.
@Suite struct HelpLayoutTests {
  let rows: [(keys: String, does: String)] = [
    ("Tab, Shift-Tab", "move the focus in reading order"),
    ("arrows", "move the focus on screen (through the tile grid too)"),
  ]

  /// The words of `rows`' texts as the help's lines draw them.
  func drawnWords(_ size: Size) -> [String] {
    HelpOverlay.lines(rows, size: size).flatMap { $0.does.split(separator: " ").map(String.init) }
  }

  @Test(arguments: [Size(width: 32, height: 14), Size(width: 34, height: 20)])
  func narrowWindowsKeepEveryWordWhole(size: Size) {
    let words = rows.flatMap { $0.does.split(separator: " ").map(String.init) }
    #expect(drawnWords(size) == words)
    let layout = HelpOverlay.layout(rows, size: size)
    #expect(layout.keyWidth == 0, "keys on lines of their own")
    #expect(layout.lines.first?.keys == "Tab, Shift-Tab" && layout.lines.first?.does == "")
  }

  @Test func wideWindowsKeepKeysBesideTheirText() {
    let layout = HelpOverlay.layout(rows, size: Size(width: 80, height: 24))
    #expect(layout.keyWidth == TextWidth.of("Tab, Shift-Tab"))
    #expect(layout.lines.first?.keys == "Tab, Shift-Tab")
    #expect(layout.lines.first?.does == "move the focus in reading order")
    #expect(
      drawnWords(Size(width: 80, height: 24))
        == rows.flatMap { $0.does.split(separator: " ").map(String.init) })
  }
}
