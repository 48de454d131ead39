import Foundation
import QuizCore
import Store
import Testing

/// `trivium play` in a real terminal (tmux): keys, mouse clicks, a resize, the result screen,
/// quitting with the terminal restored, and progress saved.
@Suite(.serialized) struct PlayEndToEndTests {
  /// The repository: three folders up from this file.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `trivium` built beside the test bundle.
  static var trivium: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("trivium").path
  }

  static var canRun: Bool {
    Tmux.isAvailable && FileManager.default.isExecutableFile(atPath: trivium)
  }

  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "trivium-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  /// Runs `trivium play arguments` in tmux; with `tinyDisk`, in a mount namespace of its own
  /// where that folder is a 1 MiB tmpfs holding the database; with `defaultStore`, without
  /// `--data`, the default database being `trivium.sqlite3` in the test's folder.
  func start(
    _ arguments: String, tinyDisk: String? = nil, width: Int = 100, height: Int = 40,
    environment extra: [String: String] = [:], defaultStore: Bool = false,
    content: String = "zh-Hans"
  ) throws -> Tmux {
    let data = (tinyDisk ?? folder) + "/progress.sqlite3"
    var play =
      "\(PlayEndToEndTests.trivium) play \(arguments)"
      + (defaultStore ? "" : " --data \(data)") + " --profile tester"
      // The games' Chinese content under an English interface, as these tests were written
      // (the bank games of the typing tests are played in English).
      + " --content-lang \(content)"
    if let tinyDisk {
      play = "unshare -m sh -c \"mount -t tmpfs -o size=1m tmpfs \(tinyDisk) && exec \(play)\""
    }
    // After trivium ends, the shell prints its status and whether the terminal is back in
    // canonical mode with echo (a raw terminal left behind would show "-icanon").
    let command =
      "\(play);"
      + " echo EXIT=$?; stty -a | tr \" ;\" \"\\n\\n\" | grep -x -e icanon -e -icanon -e echo -e -echo | tr \"\\n\" \" \"; echo END"
    return try Tmux(
      command: command, width: width, height: height,
      environment: [
        "TRIVIUM_HOME": PlayEndToEndTests.repositoryRoot.path, "COLORTERM": "truecolor",
        // What plugins print goes to plugins.log in the state folder: keep it in the test's.
        "XDG_STATE_HOME": folder + "/state", "TRIVIUM_DATA_DIR": folder,
      ].merging(extra) { $1 })
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func playsToTheResultWithKeysAndClicksThenQuitsCleanly() throws {
    let tmux = try start("picture-guess")
    try tmux.waitFor("1/37")
    // Keys: type the two characters of the first answer; right, +100, then the next question.
    try tmux.type("日本")
    var screen = try tmux.waitFor("2/37")
    #expect(screen.contains { $0.contains("Score 100") })
    // Mouse: click the tile that shows the first character of the second answer (孟加拉).
    let row = try #require(screen.lastIndex { $0.contains("孟") })
    let x = try #require(column(of: "孟", in: screen[row]))
    try tmux.click(x: x, y: row)
    // The character goes up into a slot: it shows above the grid row it was clicked in.
    screen = try tmux.waitUntil("孟 in a slot") { screen in
      screen.firstIndex { $0.contains("孟") }.map { $0 < row } == true
    }
    #expect(!screen[row].contains("孟"), "its tile left the grid")
    // A resize relays out at once: the counter moves to the new right edge.
    try tmux.resize(width: 70, height: 32)
    screen = try tmux.waitFor("2/37")
    let header = try #require(screen.first)
    #expect(header.count <= 70)
    #expect(header.trimmingCharacters(in: .whitespaces).hasSuffix("Score 100"))
    // Finish (Alt-f: letters pick tiles here); the clicked answer is incomplete, so it asks
    // first (counting it unanswered with the 35 never seen), then shows the result screen
    // with the score and each verdict.
    try tmux.press("M-f")
    try tmux.waitFor("36 questions have no complete answer")
    try tmux.press("Left", "Enter")
    screen = try tmux.waitFor("Retry")
    #expect(screen.contains { $0.contains("Score 100") })
    #expect(screen.contains { $0.contains("✓ right") })
    // Back to the launcher, then quit: the shell is back with a restored terminal.
    try tmux.type("q")
    try tmux.waitFor("games")
    try tmux.type("q")
    screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
    #expect(screen.contains { $0.contains("icanon echo") })
    // Play keeps a log of what plugins print in the XDG state folder.
    let log = try String(contentsOfFile: folder + "/state/trivium/plugins.log", encoding: .utf8)
    #expect(log.hasPrefix("[trivium] play started "), "\(log)")
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func leavingSavesTheSessionAndCtrlCRestoresTheTerminal() throws {
    let tmux = try start("picture-guess")
    try tmux.waitFor("1/37")
    try tmux.type("日")
    try tmux.press("M-q")
    try tmux.waitFor("Leave this game?")
    try tmux.press("Enter")
    try tmux.waitFor("Resume")
    try tmux.press("C-c")
    let screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
    #expect(screen.contains { $0.contains("icanon echo") })
    let store = try Store.open(at: folder + "/progress.sqlite3")
    let profile = try #require(try store.profile(named: "tester"))
    let saved = try #require(try store.savedSession(profileID: profile.id, gameID: "picture-guess"))
    #expect(saved.actions.contains(["op": "act", "action": ["op": "pick", "index": 18]]))
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func resumingOffersTheSavedSession() throws {
    var tmux = try start("picture-guess")
    // The header can reach the terminal before the grid's rows do: wait for both.
    let first = try tmux.waitUntil("the first question with its grid") { screen in
      screen.contains { $0.contains("1/37") } && screen.contains { $0.contains("日") }
    }
    let grid = try #require(first.lastIndex { $0.contains("日") })
    try tmux.type("日")
    try tmux.waitUntil("日 in a slot") {
      $0.firstIndex { $0.contains("日") }.map { $0 < grid } == true
    }
    try tmux.press("C-c")
    try tmux.waitFor("END")
    tmux = try start("picture-guess")
    try tmux.waitFor("Resume")
    try tmux.press("Enter")
    // The picked character is back in its slot, above the grid, and not in the grid.
    let screen = try tmux.waitUntil("the resumed question with 日 in its slot") { screen in
      screen.contains { $0.contains("1/37") }
        && screen.firstIndex { $0.contains("日") }.map { $0 < grid } == true
    }
    #expect(!screen[grid].contains("日"))
    try tmux.press("C-c")
    try tmux.waitFor("END")
  }

  /// The `trivium play` process of this test (found by its own database path).
  func triviumProcess() throws -> pid_t {
    for name in try FileManager.default.contentsOfDirectory(atPath: "/proc") {
      guard let pid = pid_t(name),
        let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline")
      else { continue }
      let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      if arguments.first == PlayEndToEndTests.trivium,
        arguments.contains(where: { $0.hasPrefix(folder + "/") })
      {
        return pid
      }
    }
    throw TmuxError(message: "no trivium process found for \(folder)")
  }

  /// The actions saved for the tester's picture-guess game.
  func savedActions() throws -> [Value] {
    let store = try Store.open(at: folder + "/progress.sqlite3")
    let profile = try #require(try store.profile(named: "tester"))
    return try store.savedSession(profileID: profile.id, gameID: "picture-guess")?.actions ?? []
  }

  static let pick: Value = ["op": "act", "action": ["op": "pick", "index": 18]]

  /// kill -9 right after an accepted action loses nothing the screen showed; the lock goes
  /// with the process, so the next start resumes without asking about another terminal.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func killedRightAfterAnActionKeepsIt() throws {
    var tmux = try start("picture-guess")
    // The header can reach the terminal before the grid's rows do: wait for both.
    let first = try tmux.waitUntil("the first question with its grid") { screen in
      screen.contains { $0.contains("1/37") } && screen.contains { $0.contains("日") }
    }
    let grid = try #require(first.lastIndex { $0.contains("日") })
    try tmux.type("日")
    try tmux.waitUntil("日 in a slot") {
      $0.firstIndex { $0.contains("日") }.map { $0 < grid } == true
    }
    kill(try triviumProcess(), SIGKILL)
    try tmux.waitFor("END")
    #expect(try savedActions().contains(PlayEndToEndTests.pick))
    tmux = try start("picture-guess")
    try tmux.waitFor("Resume")
    #expect(!(try tmux.screen()).contains { $0.contains("another terminal") })
    try tmux.press("Enter")
    try tmux.waitUntil("the resumed question with 日 in its slot") { screen in
      screen.contains { $0.contains("1/37") }
        && screen.firstIndex { $0.contains("日") }.map { $0 < grid } == true
    }
    try tmux.press("C-c")
    try tmux.waitFor("END")
  }

  /// kill -9 while the leave popup says "saved": it was.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func killedWhileTheLeavePopupIsOpenKeepsTheAnswers() throws {
    let tmux = try start("picture-guess")
    try tmux.waitFor("1/37")
    try tmux.type("日")
    try tmux.press("M-q")
    try tmux.waitFor("Your answers are saved")
    kill(try triviumProcess(), SIGKILL)
    try tmux.waitFor("END")
    #expect(try savedActions().contains(PlayEndToEndTests.pick))
  }

  /// A second terminal on the same profile and game asks; taking over tells the first one,
  /// which stops saving and exits with status 1.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aSecondTerminalTakesOverAndTheFirstIsTold() throws {
    let first = try start("picture-guess")
    try first.waitFor("1/37")
    try first.type("日")
    try first.waitUntil("the pick saved") { _ in
      (try? self.savedActions().contains(PlayEndToEndTests.pick)) == true
    }
    let second = try start("picture-guess")
    try second.waitFor("Resume")
    try second.press("Enter")
    try second.waitFor("open in another terminal")
    try second.press("Enter")  // Take over
    try second.waitFor("1/37")
    try first.type("本")
    try first.waitFor("no longer saves")
    try first.press("C-c")
    let screen = try first.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=1") })
    // The first terminal's later answer (本) did not reach the second's save.
    #expect(try savedActions().filter { $0["op"] == "act" } == [PlayEndToEndTests.pick])
    try second.press("C-c")
    #expect(try second.waitFor("END").contains { $0.contains("EXIT=0") })
  }

  static var canMountDisks: Bool {
    canRun && getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")
  }

  /// A full disk (a tiny tmpfs of trivium's own mount namespace, filled once the game is open):
  /// the failed save is on screen at once, the game goes on, and the exit status is 1.
  @Test(.enabled(if: PlayEndToEndTests.canMountDisks, "needs root, unshare and tmux"))
  func aFullDiskIsShownAtOnceAndInTheExitStatus() throws {
    let disk = folder + "/disk"
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    let tmux = try start("picture-guess", tinyDisk: disk)
    try tmux.waitFor("1/37")
    // The process sees the tmpfs; so do we, through its root.
    let filler = "/proc/\(try triviumProcess())/root\(disk)/filler"
    #expect(FileManager.default.createFile(atPath: filler, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: filler))
    let block = Data(count: 4096)
    while (try? handle.write(contentsOf: block)) != nil {}
    try? handle.close()
    try tmux.type("日")
    try tmux.waitFor("Progress not saved")
    try tmux.press("M-q")
    try tmux.waitFor("could not be saved")
    try tmux.press("Escape")
    try tmux.press("C-c")
    let screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=1") })
    #expect(screen.contains { $0.contains("could not save progress") })
  }

  /// A quiz file of another format plays directly, read by its importer.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func playsAnAikenFileDirectly() throws {
    let quiz = """
      Which planet is the largest?
      A. Mars
      B. Jupiter
      C. Venus
      ANSWER: B

      Which gas do plants take in?
      A. Carbon dioxide
      B. Helium
      ANSWER: A

      """
    try Data(quiz.utf8).write(to: URL(fileURLWithPath: folder + "/planets.txt"))
    let tmux = try start(folder + "/planets.txt")
    try tmux.waitFor("Which planet is the largest?")
    // An Aiken quiz is shuffled as Moodle shuffles it: pick Jupiter by the label it is shown with.
    let shown = try tmux.waitFor("1/2")
    let line = try #require(shown.first { $0.contains("Jupiter") })
    let label = try #require(
      line.split(separator: " ").first { $0.count == 2 && $0.hasSuffix(".") })
    try tmux.type(String(label.prefix(1)))
    try tmux.type("c")
    try tmux.waitFor("Score 100")
    try tmux.press("C-c")
    let screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
  }

  /// Ctrl-Z gives the terminal back while stopped; `fg` takes it again and redraws. Run from
  /// an interactive bash, since only a shell with job control can stop and continue a job.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func ctrlZRestoresTheTerminalAndFgRedraws() throws {
    let tmux = try Tmux(
      command: "PS1=\\$\\  exec bash --norc --noprofile --noediting -i", width: 100, height: 40,
      environment: ["TRIVIUM_HOME": PlayEndToEndTests.repositoryRoot.path])
    try tmux.waitFor("$")
    try tmux.type(
      "\(PlayEndToEndTests.trivium) play picture-guess --data \(folder)/progress.sqlite3 --profile tester"
    )
    try tmux.press("Enter")
    try tmux.waitFor("1/37")
    let tty = try tmux.tmux(["display-message", "-p", "-t", tmux.session, "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    func modes() throws -> String { try Tmux.run(["stty", "-F", tty, "-a"]).output }
    #expect(try modes().contains("-icanon"))
    try tmux.press("C-z")
    try tmux.waitFor("Stopped")
    let stopped = try modes()
    #expect(stopped.contains(" icanon") && stopped.contains(" echo"), "\(stopped)")
    try tmux.type("fg")
    try tmux.press("Enter")
    try tmux.waitFor("1/37")
    #expect(try modes().contains("-icanon"))
    try tmux.press("C-c")
    try tmux.waitFor("$")
    try tmux.type("echo EXIT=$?")
    try tmux.press("Enter")
    try tmux.waitFor("EXIT=0")
    #expect(try modes().contains(" icanon"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: PlayEndToEndTests.trivium)))
  func withoutATerminalItSaysSo() throws {
    let result = try Tmux.run([PlayEndToEndTests.trivium, "play", "--no-save"])
    #expect(result.status == 1)
    #expect(result.output.contains("needs a terminal"))
  }
}
