import Foundation
import Testing

/// The terminal front's promises in a real terminal (tmux), one test per rough edge fixed:
/// small windows, stale scroll, theme typos, a retry's save wording, the damaged database.
extension PlayEndToEndTests {
  /// Lines of the screen until the shell's END.
  @discardableResult
  func ended(_ tmux: Tmux) throws -> [String] { try tmux.waitFor("END") }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aWindowTooSmallAtStartExitsWithStatus1() throws {
    let tmux = try start("picture-guess", width: 31, height: 14)
    let screen = try ended(tmux)
    #expect(screen.contains { $0.contains("EXIT=1") })
    #expect(screen.joined().contains("needs at least 32×14"))
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func at32x14TheLeavePopupsButtonsAreWholeAndFinishIsAboveTheFooter() throws {
    let tmux = try start("picture-guess", width: 32, height: 14)
    var screen = try tmux.waitFor("1/37")
    let footer = try #require(screen.lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    let finish = try #require(screen.firstIndex { $0.contains("Finish") })
    #expect(finish < footer, "Finish at row \(finish), footer at \(footer)")
    // Over tiles, letters pick tiles: Alt-q is the command.
    try tmux.press("M-q")
    screen = try tmux.waitFor("Leave this game?")
    #expect(screen.contains { $0.contains("⟨ Keep playing ⟩ │") }, "\(screen)")
    #expect(screen.contains { $0.contains("⟨ Leave ⟩") }, "\(screen)")
    try tmux.press("C-c")
    #expect(try ended(tmux).contains { $0.contains("EXIT=0") })
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func hidingTheAnalysisAfterScrollingShowsTheQuestionAgain() throws {
    let tmux = try start("question-bank", width: 60, height: 20)
    try tmux.waitFor("1/30")
    try tmux.type("a")
    // Showing it gives the open question up: the popup asks first (issue 32).
    try tmux.waitFor("Show the analysis?")
    try tmux.press("Left", "Enter")
    try tmux.waitFor("Hide analysis")
    try tmux.press("NPage")
    try tmux.waitUntil("the title scrolled away") { !$0[2].contains("1.") }
    try tmux.type("a")
    try tmux.waitUntil("the title back on top") { $0[2].contains("1.") }
    try tmux.press("C-c")
    try ended(tmux)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aPartlyRightAnswerStaysOnScreen() throws {
    let tmux = try start("question-bank")
    try tmux.waitFor("1/30")
    // Question 2 is multiple choice, right answer AC: A alone is partly right.
    try tmux.type("n")
    try tmux.waitFor("2/30")
    try tmux.type("1c")
    try tmux.waitFor("Partly right")
    // The verdict is a toast that closes 1.5 s after it shows, on the same pass of the front's
    // clock that fires the session's timers: once it is gone, the program's own time is past
    // the classic rules' 0.5 s, and an auto-advance would have fired. Still on question 2.
    let screen = try tmux.waitUntil("the verdict's toast to close") { screen in
      !screen.contains { $0.contains("Partly right") }
    }
    #expect(screen.contains { $0.contains("2/30") }, "\(screen)")
    #expect(!screen.contains { $0.contains("3/30") }, "\(screen)")
    try tmux.press("C-c")
    try ended(tmux)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aThemeWithAnUnknownStyleNameIsRefused() throws {
    let theme = folder + "/typo.json"
    try Data(#"{"styles": {"acent": "red"}}"#.utf8).write(to: URL(fileURLWithPath: theme))
    let tmux = try start("picture-guess --theme \(theme)")
    let screen = try ended(tmux).joined()
    #expect(screen.contains("EXIT=1"))
    #expect(screen.contains("typo.json: styles.acent: is not a known field"), "\(screen)")
  }

  /// Issue 32, point 10: a retry is saved like any other session, and resumes from its card.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func leavingARetrySavesItAndItResumes() throws {
    let tmux = try start("question-bank")
    try tmux.waitFor("1/30")
    try tmux.type("f")
    // 30 questions never answered: it asks first (issue 32).
    try tmux.waitFor("Finish the game?")
    try tmux.press("Left", "Enter")
    try tmux.waitFor("Retry")
    try tmux.type("r")
    try tmux.waitFor("1/30")
    try tmux.type("nnq")
    try tmux.waitFor("Your answers are saved")
    try tmux.press("Enter")
    try tmux.waitFor("Saved. Choose the game again to resume.")
    // The launcher's focus is on the game just played: Enter offers to resume the retry.
    try tmux.press("Enter")
    try tmux.waitFor("retry of 30 questions")
    try tmux.press("Enter")
    try tmux.waitFor("3/30")
    try tmux.press("C-c")
    try ended(tmux)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aDamagedDatabaseNoticeShowsItsPathWhole() throws {
    // The default database: one named by --data is refused instead (OutputRuleTests).
    try Data(repeating: 0x41, count: 4096).write(
      to: URL(fileURLWithPath: folder + "/trivium.sqlite3"))
    let tmux = try start("", width: 100, height: 30, defaultStore: true)
    try tmux.waitFor("Progress database replaced")
    let kept = folder + "/trivium.sqlite3."
    // The popup slides in: wait until it stands, then its path must be there whole.
    let screen = try tmux.waitUntil("the kept path in the notice") { screen in
      screen.contains { $0.contains(kept) }
    }
    #expect(!screen.joined().contains("left as it is"))
    try tmux.press("Enter")
    try tmux.type("q")
    let end = try ended(tmux).joined()
    #expect(end.contains("It was moved to \(folder)"), "\(end)")
  }
}

/// How `trivium play` ends when it is killed or crashes.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func sigtermSavesAndExitsWith143() throws {
    let tmux = try start("picture-guess")
    try tmux.waitFor("1/37")
    kill(try triviumProcess(), SIGTERM)
    let screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=143") }, "\(screen)")
    #expect(screen.contains { $0.contains("icanon echo") })
  }

  /// A Swift trap (the hidden hook TRIVIUM_TEST_TRAP) with the terminal raw, on the alternate
  /// screen and reporting the mouse: the terminal comes back, and Swift's crash report still
  /// prints, since the handler hands the signal on.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aCrashRestoresTheTerminalAndStillReports() throws {
    // Tall enough for the whole report: the command runs inside the interface language's
    // task-local values, a few frames deeper than main.
    let tmux = try start(
      "picture-guess", height: 90,
      environment: ["TRIVIUM_TEST_TRAP": "1", "SWIFT_BACKTRACE": "interactive=no"])
    let screen = try tmux.waitFor("END", timeout: 60)
    #expect(screen.contains { $0.contains("EXIT=132") || $0.contains("EXIT=133") }, "\(screen)")
    #expect(screen.contains { $0.contains("icanon echo") }, "\(screen)")
    #expect(screen.contains { $0.contains("crashed") }, "Swift's report: \(screen)")
    let modes = try tmux.tmux([
      "display-message", "-p", "-t", tmux.session, "#{alternate_on} #{mouse_any_flag}",
    ])
    #expect(modes.trimmingCharacters(in: .whitespacesAndNewlines) == "0 0")
  }
}

/// The result screen, pictures and characters in a real terminal.
extension PlayEndToEndTests {
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func theResultScreenShowsQuestionTextsAndScrolls() throws {
    let tmux = try start("question-bank", width: 80, height: 24)
    try tmux.waitFor("1/30")
    try tmux.type("A")
    try tmux.type("c")
    try tmux.waitFor("Score")
    try tmux.type("f")
    try tmux.waitFor("Finish the game?")
    try tmux.press("Left", "Enter")
    var screen = try tmux.waitUntil("the result with more below") { screen in
      screen.first?.contains(": result") == true && screen.contains { $0.contains("↓") }
    }
    #expect(screen.contains { $0.contains("如果昨天是明天") }, "\(screen)")
    #expect(screen.contains { $0.contains("Your answer") }, "\(screen)")
    #expect(!screen.contains { $0.contains("1000") }, "no question id")
    try tmux.type("j")
    screen = try tmux.waitUntil("scrolled one row") { $0.contains { $0.contains("↑") } }
    try tmux.press("NPage")
    try tmux.type("q")
    try tmux.waitFor("games")
    try tmux.type("q")
    try ended(tmux)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func withLangCEveryCharacterIsASCII() throws {
    let tmux = try start("question-bank", environment: ["LANG": "C", "LC_ALL": "C"])
    try tmux.waitFor("1/30")
    // The header can be captured before the buttons are drawn: wait for the whole frame.
    let screen = try tmux.waitUntil("the buttons in ASCII") { screen in
      screen.contains { $0.contains("< Previous") }
    }
    for glyph in ["◀", "▶", "−", "•", "✓", "▀", "…", "·", "⟨", "╭"] {
      #expect(!screen.joined().contains(glyph), "\(glyph) on screen")
    }
    try tmux.press("C-c")
    try ended(tmux)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func withNoColorTheFlagsAreStillDrawn() throws {
    let tmux = try start("picture-guess", environment: ["NO_COLOR": "1"])
    let screen = try tmux.waitFor("1/37")
    #expect(
      screen.joined().contains { "░▒▓█".contains($0) }, "\(screen.joined(separator: "\n"))")
    try tmux.press("C-c")
    try ended(tmux)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func missingPicturesAreSaidMissing() throws {
    // The folder is named as the game's id, as a game folder must be.
    let game = folder + "/picture-guess"
    try FileManager.default.createDirectory(atPath: game, withIntermediateDirectories: true)
    for name in ["game.json", "questions.json"] {
      try FileManager.default.copyItem(
        atPath: PlayEndToEndTests.repositoryRoot.path + "/games/picture-guess/" + name,
        toPath: game + "/" + name)
    }
    let tmux = try start(game)
    try tmux.waitFor("1/37")
    try tmux.waitFor("Picture missing")
    try tmux.press("M-b")
    try tmux.waitUntil("the reason in the big picture") { screen in
      screen.filter { $0.contains("Picture missing") }.count == 2
    }
    try tmux.press("C-c")
    try ended(tmux)
  }
}
