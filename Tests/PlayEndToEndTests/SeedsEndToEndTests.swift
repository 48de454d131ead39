import Foundation
import Testing

/// Behaviours of the seed documents (../shared/design/SEEDS.md) that need a real terminal, one
/// test each where no other end-to-end test covers them (docs/seeds-coverage.md maps them all).
extension PlayEndToEndTests {
  /// S0.12: a launch screen at start, then the launcher with each game's icon.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func s0_12TheLaunchScreenShowsThenTheLauncher() throws {
    let tmux = try start("")
    try tmux.waitFor("T R I V I U M")
    try tmux.waitFor("Trivium · tester")
    try tmux.type("q")
    #expect(try ended(tmux).contains { $0.contains("EXIT=0") })
  }

  /// S0.9, S0.10: the hint empties the slots, places the first character and costs 500.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func s0_9TheHintPlacesTheFirstCharacterForFiveHundred() throws {
    let tmux = try start("picture-guess", width: 80, height: 30)
    let before = try tmux.waitFor("1/37")
    let slots = try #require(before.firstIndex { $0.contains("╭──╮ ╭──╮") })
    // A wrong first pick, which the hint takes out again.
    try tmux.type("本")
    try tmux.waitUntil("本 in the first slot") { $0[slots + 1].contains("本") }
    // The classic rules spend the hint at once (rules that ask first are popup tests, S4.1).
    try tmux.press("M-h")
    let screen = try tmux.waitUntil("日 alone in the slots, and the cost") { screen in
      screen[slots + 1].contains("日") && !screen[slots + 1].contains("本")
        && screen[0].contains("Score -500")
    }
    #expect(screen[0].contains("1/37"))
    try tmux.press("C-c")
    try ended(tmux)
  }

  /// S0.7: a click on a filled slot empties it and shows its tile again.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func s0_7ClickingAFilledSlotGivesItsTileBack() throws {
    let tmux = try start("picture-guess", width: 80, height: 30)
    let before = try tmux.waitFor("1/37")
    let slots = try #require(before.firstIndex { $0.contains("╭──╮ ╭──╮") })
    let tiles = try #require(before.lastIndex { $0.contains("本") })
    try tmux.type("本")
    let picked = try tmux.waitUntil("本 in the first slot") { screen in
      screen[slots + 1].contains("本") && !screen[tiles].contains("本")
    }
    let x = try #require(column(of: "本", in: picked[slots + 1]))
    try tmux.click(x: x, y: slots + 1)
    try tmux.waitUntil("the slot empty and the tile back") { screen in
      !screen[slots + 1].contains("本") && screen[tiles].contains("本")
    }
    try tmux.press("C-c")
    try ended(tmux)
  }

  /// S0.11: the big picture covers the screen; a key shrinks it back.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func s0_11TheBigPictureOpensAndAKeyClosesIt() throws {
    let tmux = try start("picture-guess", width: 80, height: 30)
    try tmux.waitFor("1/37")
    try tmux.press("M-b")
    // The picture grows to the full width over the question, the rule under the header
    // included: no slot or tile shows.
    try tmux.waitUntil("the big picture") { screen in
      !screen.contains { $0.contains("╭──╮") } && !screen[1].contains("────")
        && screen[1].count >= 80
    }
    try tmux.press("Space")
    try tmux.waitUntil("the question again") { screen in
      screen.contains { $0.contains("╭──╮") } && screen[0].contains("1/37")
    }
    try tmux.press("C-c")
    try ended(tmux)
  }

  /// S4.1, S4.2: a click on the dimmed cover around a popup dismisses it.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func s4_2ClickingTheCoverDismissesThePopup() throws {
    let tmux = try start("picture-guess", width: 80, height: 30)
    try tmux.waitFor("1/37")
    try tmux.press("M-q")
    try tmux.waitFor("Leave this game?")
    try tmux.click(x: 1, y: 3)
    try tmux.waitUntil("the popup gone, the game still there") { screen in
      !screen.contains { $0.contains("Leave this game?") } && screen[0].contains("1/37")
    }
    try tmux.press("C-c")
    try ended(tmux)
  }

  /// S3.6: an answer is kept when the player moves on, and shown again on coming back.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func s3_6AnAnswerIsShownAgainOnComingBack() throws {
    let tmux = try start("question-bank", width: 80, height: 24, content: "en")
    try tmux.waitFor("1/30")
    try tmux.type("2")
    try tmux.waitFor("(•)")
    try tmux.type("n")
    try tmux.waitUntil("question 2, nothing chosen") { screen in
      screen[0].contains("2/30") && !screen.contains { $0.contains("(•)") || $0.contains("[x]") }
    }
    try tmux.type("p")
    let screen = try tmux.waitUntil("question 1 with its answer") { screen in
      screen[0].contains("1/30") && screen.contains { $0.contains("(•)") }
    }
    let chosen = try #require(screen.first { $0.contains("(•)") })
    #expect(chosen.contains("B"), "\(chosen)")
    try tmux.press("C-c")
    try ended(tmux)
  }

  /// S1.3: the launcher's columns follow the window's width.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func s1_3TheLauncherColumnsFollowTheWidth() throws {
    /// The most cards side by side on a row of the screen (their tops "╭─").
    func columns(_ screen: [String]) -> Int {
      screen.map { $0.components(separatedBy: "╭──────").count - 1 }.max() ?? 0
    }
    let tmux = try start("", width: 100, height: 30)
    let wide = try tmux.waitFor("Trivium · tester")
    #expect(columns(wide) == 3, "\(wide.joined(separator: "\n"))")
    try tmux.resize(width: 60, height: 30)
    let narrow = try tmux.waitUntil("two columns") { columns($0) == 2 }
    #expect(narrow[0].count <= 60)
    try tmux.type("q")
    try ended(tmux)
  }
}
