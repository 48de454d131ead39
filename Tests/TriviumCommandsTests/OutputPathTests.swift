import Foundation
import Testing

@testable import TriviumCommands

/// Every command that writes a file the user named follows the output rules: a folder is never
/// removed, devices and FIFOs stay what they are, a failed write names the file and leaves
/// nothing half written. Devices are made in a temporary folder, never on the real `/dev`.
@Suite(.serialized) struct OutputPathTests {
  let home: TemporaryHome
  let folder: String

  init() throws {
    home = try TemporaryHome(games: [
      "tiny": [
        "game.json": #"{"id": "tiny", "title": "Tiny", "questions": "questions.json"}"#,
        "questions.json": #"""
        [{"id": "a", "type": "truefalse", "text": "The sky is green.", "answer": false},
         {"id": "b", "type": "truefalse", "text": "Water is wet.", "answer": true}]
        """#,
      ]
    ])
    folder = home.path
    try FileManager.default.createDirectory(
      atPath: folder + "/no-mods", withIntermediateDirectories: true)
    try Data(#"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 2}"#.utf8)
      .write(to: URL(fileURLWithPath: folder + "/t.json"))
  }

  func run(_ arguments: [String]) -> CommandOutput {
    Trivium.run(arguments + ["--home", folder, "--mods", folder + "/no-mods"])
  }

  func tournament(log: String, data: String = "t.db") -> CommandOutput {
    run(["tournament", folder + "/t.json", "--data", folder + "/" + data, "--log", log, "--quiet"])
  }

  func makeResultsFolder() throws -> String {
    let results = folder + "/results"
    try FileManager.default.createDirectory(atPath: results, withIntermediateDirectories: true)
    try Data("my notes".utf8).write(to: URL(fileURLWithPath: results + "/notes.txt"))
    return results
  }

  func fileType(_ path: String) -> mode_t {
    var info = stat()
    _ = lstat(path, &info)
    return info.st_mode & S_IFMT
  }

  func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func aLogNamingAFolderKeepsTheFolderAndFailsBeforePlaying() throws {
    let results = try makeResultsFolder()
    let output = tournament(log: results)
    #expect(output.status == 1)
    #expect(output.stderr.contains("the log \(results) is a folder"), "\(output.stderr)")
    #expect(fileType(results) == S_IFDIR)
    #expect(try contents(results + "/notes.txt") == "my notes")
    // Nothing was played: the tournament starts afresh with a file name.
    let again = tournament(log: results + "/log.jsonl")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try contents(results + "/log.jsonl").split(separator: "\n").count == 2 * 2)
  }

  @Test func runAndMergeKeepAFolderToo() throws {
    let results = try makeResultsFolder()
    let ran = run(["run", "tiny", "--bot", "oracle", "--log", results])
    #expect(ran.status == 1)
    #expect(ran.stderr.contains("the log \(results) is a folder"), "\(ran.stderr)")
    #expect(tournament(log: folder + "/whole.jsonl").status == 0)
    let merged = Trivium.run([
      "merge", folder + "/t.json", folder + "/whole.jsonl", "--log", results,
    ])
    // Refused before anything is read: a refused command has done nothing.
    #expect(merged.status == 1)
    #expect(merged.stderr.contains("the log \(results) is a folder"), "\(merged.stderr)")
    #expect(try contents(results + "/notes.txt") == "my notes")
    #expect(fileType(results) == S_IFDIR)
  }

  @Test func aFIFOStaysAFIFOForEveryCommandThatLogs() async throws {
    let pipe = folder + "/pipe"
    #expect(mkfifo(pipe, 0o600) == 0)
    for arguments in [
      ["run", "tiny", "--bot", "oracle", "--sessions", "2", "--log", pipe],
      ["tournament", folder + "/t.json", "--data", folder + "/fifo.db", "--log", pipe, "--quiet"],
    ] {
      let reader = Task.detached {
        String(
          decoding: FileHandle(forReadingAtPath: pipe)?.readDataToEndOfFile() ?? Data(),
          as: UTF8.self)
      }
      let output = run(arguments)
      #expect(output.status == 0, "\(output.stderr)")
      let read = await reader.value
      #expect(read.split(separator: "\n").count >= 2, "\(read)")
      #expect(fileType(pipe) == S_IFIFO)
    }
  }

  @Test(.enabled(if: getuid() == 0, "making device nodes needs root"))
  func aDeviceNodeIsWrittenToNotReplaced() throws {
    let null = folder + "/null"
    #expect(mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
    #expect(run(["run", "tiny", "--bot", "oracle", "--log", null]).status == 0)
    #expect(tournament(log: null).status == 0)
    #expect(tournament(log: folder + "/whole.jsonl", data: "whole.db").status == 0)
    let merged = Trivium.run(["merge", folder + "/t.json", folder + "/whole.jsonl", "--log", null])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(fileType(null) == S_IFCHR)
  }

  @Test(.enabled(if: getuid() == 0, "making device nodes needs root"))
  func aFullDiskNamesTheLogAndStillPrintsTheStandings() throws {
    let full = folder + "/full"
    #expect(mknod(full, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0)
    let output = tournament(log: full)
    #expect(output.status == 1)
    #expect(output.stdout.contains("oracle"), "the standings are printed")
    #expect(
      output.stderr.contains("the log \(full) cannot be written: no space left on device"),
      "\(output.stderr)")
    let ran = run(["run", "tiny", "--bot", "oracle", "--log", full])
    #expect(ran.status == 1)
    #expect(ran.stdout.contains("right"), "the summary is printed")
    #expect(ran.stderr.contains("no space left on device"))
  }

  @Test func aLinkIsFollowedToItsFileAndKept() throws {
    try Data("old log".utf8).write(to: URL(fileURLWithPath: folder + "/real.jsonl"))
    symlink("real.jsonl", folder + "/latest.jsonl")
    #expect(tournament(log: folder + "/latest.jsonl").status == 1, "needs --force")
    #expect(try contents(folder + "/real.jsonl") == "old log")
    let forced = run([
      "tournament", folder + "/t.json", "--data", folder + "/t.db", "--log",
      folder + "/latest.jsonl", "--quiet", "--force",
    ])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(fileType(folder + "/latest.jsonl") == S_IFLNK)
    #expect(try contents(folder + "/real.jsonl").split(separator: "\n").count == 4)
  }

  @Test func importRefusesAFileAsItsFolder() throws {
    let quiz = folder + "/quiz.txt"
    try Data("Which is a fruit?\nA. Apple\nB. Stone\nANSWER: A\n".utf8)
      .write(to: URL(fileURLWithPath: quiz))
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: folder + "/taken"))
    let output = run(["import", "aiken", quiz, "--out", folder + "/taken", "--force"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("is a file, not a folder"), "\(output.stderr)")
    #expect(try contents(folder + "/taken") == "keep me")
  }

  /// Whether a private mount namespace can be made here (root with `unshare`).
  static var canMountPrivately: Bool {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: triviumExecutable) else {
      return false
    }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    probe.arguments = ["-m", "true"]
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }

  @Test(.enabled(if: canMountPrivately, "needs root, unshare and the trivium executable"))
  func aLogThatFillsTheDiskLeavesTheOldOneAndNoPartial() throws {
    // A tiny disk: a 8 KiB tmpfs mounted in a private mount namespace, seen only by the shell
    // below, which reports what the disk holds after the run.
    let disk = folder + "/disk"
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    try Data(#"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 30}"#.utf8)
      .write(to: URL(fileURLWithPath: folder + "/t.json"))
    let script = """
      mount -t tmpfs -o size=8k tmpfs "$5" || exit 99
      printf 'the previous log\\n' > "$5/league.jsonl"
      "$0" tournament "$1" --data "$2" --log "$5/league.jsonl" --force --home "$4" --mods "$4/no-mods" --quiet
      echo "status $?" >&2
      echo "== disk" >&2
      ls -A "$5" >&2
      echo "== log" >&2
      cat "$5/league.jsonl" >&2
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = [
      "-m", "/bin/sh", "-c", script, triviumExecutable, folder + "/t.json", folder + "/t.db", "",
      folder, disk,
    ]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(stdout.contains("oracle"), "the standings are printed")
    #expect(stderr.contains("status 1"), "\(stderr)")
    #expect(
      stderr.contains(
        "the log \(disk)/league.jsonl cannot be written: no space left on device "
          + "(the file was left as it was)"), "\(stderr)")
    #expect(stderr.hasSuffix("== disk\nleague.jsonl\n== log\nthe previous log\n"), "\(stderr)")
  }
}
