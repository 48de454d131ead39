import Foundation
import Testing

/// Issue 32 in a real terminal: the answer being typed is on screen at 80×24, and a picked tile
/// leaves its gap where it was.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func at80x24WhatIsTypedIntoQuestion5ShowsAtOnce() throws {
    let tmux = try start("question-bank", width: 80, height: 24, content: "en")
    try tmux.waitFor("1/30")
    // Question 1 takes letters as commands: n four times to question 5, a short answer
    // under a long code block.
    try tmux.type("n")
    try tmux.waitFor("2/30")
    try tmux.press("M-n", "M-n", "M-n")
    try tmux.waitFor("5/30")
    try tmux.type("static")
    try tmux.waitUntil("the typed answer on screen") { screen in
      screen.contains { $0.contains("│ static") }
    }
    try tmux.press("C-c")
    try ended(tmux)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func pickingTheFirstTilesOfARowLeavesTheirGap() throws {
    let tmux = try start("superguess-classic", width: 80, height: 24)
    let before = try tmux.waitUntil("the tiles") { screen in
      screen.contains { $0.contains("线") } && screen.contains { $0.contains("Finish") }
    }
    let row = try #require(before.lastIndex { $0.contains("飞") })
    let columns = try ["飞", "人", "笑"].map { try #require(column(of: $0, in: before[row])) }
    try tmux.type("线话")
    let after = try tmux.waitUntil("线 and 话 in the slots") { screen in
      !screen[row].contains("线") && !screen[row].contains("话")
    }
    let moved = try ["飞", "人", "笑"].map { try #require(column(of: $0, in: after[row])) }
    #expect(moved == columns, "\(before[row])\n\(after[row])")
    try tmux.press("C-c")
    try ended(tmux)
  }
}

/// Issue 32 in a real terminal: the analysis asks before it gives a question up, and shows
/// the player's answer beside the right one.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func theAnalysisAsksFirstThenShowsYourAnswer() throws {
    let tmux = try start("question-bank", width: 80, height: 24, content: "en")
    try tmux.waitFor("1/30")
    try tmux.type("B")
    try tmux.type("a")
    try tmux.waitFor("Show the analysis?")
    // Keep answering has the focus: Enter keeps the question open.
    try tmux.press("Enter")
    try tmux.waitUntil("the popup gone, no analysis") { screen in
      !screen.contains { $0.contains("Show the analysis?") }
        && !screen.contains { $0.contains("Hide analysis") }
    }
    try tmux.type("a")
    try tmux.waitFor("Show the analysis?")
    try tmux.press("Left", "Enter")
    let screen = try tmux.waitFor("Hide analysis")
    let mine = try #require(screen.firstIndex { $0.contains("Your answer: B") })
    let right = try #require(screen.firstIndex { $0.contains("Answer: A") })
    #expect(mine + 1 == right, "\(screen.joined(separator: "\n"))")
    try tmux.press("C-c")
    try ended(tmux)
  }
}

/// Issue 32 in a real terminal: Finish with questions never answered asks first.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func finishingWithQuestionsNeverAnsweredAsksFirst() throws {
    let tmux = try start("picture-guess", width: 80, height: 24)
    try tmux.waitFor("1/37")
    try tmux.type("日本")
    try tmux.waitFor("2/37")
    try tmux.press("M-f")
    try tmux.waitFor("36 questions were never answered")
    // Keep playing has the focus: Enter goes back to the game.
    try tmux.press("Enter")
    try tmux.waitUntil("the popup gone, still playing") { screen in
      !screen.contains { $0.contains("Finish the game?") }
        && screen.contains { $0.contains("2/37") }
    }
    try tmux.press("M-f")
    try tmux.waitFor("Finish the game?")
    try tmux.press("Left", "Enter")
    let screen = try tmux.waitFor("Retry")
    #expect(screen.contains { $0.contains("Score 100") })
    try tmux.press("C-c")
    try ended(tmux)
  }
}

/// Issue 32, point 2 with the mouse, as a player would: clicking the first two tiles of the
/// first row leaves every other tile where it was, boxed (100×40) and compact (80×24, 32×14),
/// in English and in Chinese.
extension PlayEndToEndTests {
  @Test(
    .enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"),
    arguments: [(100, 40, "zh-Hans"), (80, 24, "en"), (80, 24, "zh-Hans"), (32, 14, "en")])
  func clickingTheFirstTilesOfARowLeavesTheOthersInPlace(
    size: (width: Int, height: Int, language: String)
  ) throws {
    let tmux = try start(
      "superguess-classic --lang \(size.language)", width: size.width, height: size.height)
    var before = try tmux.waitFor("1/10")
    if !before.contains(where: { $0.contains("飞") }) {
      // 32×14: Tab to the tiles scrolls them into view.
      for _ in 0..<5 { try tmux.press("Tab") }
      before = try tmux.waitUntil("the tiles") { $0.contains { $0.contains("飞") } }
    }
    let row = try #require(before.lastIndex { $0.contains("飞") })
    let line = before[row]
    let places = try ["线", "话", "飞", "人", "笑"].map { try #require(column(of: $0, in: line)) }
    try tmux.click(x: places[0], y: row)
    try tmux.waitUntil("线 picked") { !$0[row].contains("线") }
    try tmux.click(x: places[1], y: row)
    let after = try tmux.waitUntil("话 picked") { !$0[row].contains("话") }
    let moved = try ["飞", "人", "笑"].map { try #require(column(of: $0, in: after[row])) }
    #expect(moved == Array(places[2...]), "\(line)\n\(after[row])")
    try tmux.press("C-c")
    try ended(tmux)
  }
}
