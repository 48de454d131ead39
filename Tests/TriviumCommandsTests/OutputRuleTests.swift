import Foundation
import Testing

@testable import Store
@testable import TriviumCommands

/// The one output rule of every writer (issue 28): an existing regular file is replaced only
/// with --force, and no command writes a file it reads or writes in the same run (its inputs,
/// its database and SQLite's files beside it, the folders it loads, its other outputs), even
/// with --force; a refused command has changed nothing, and a second writer of a path fails.
@Suite(.serialized) struct OutputRuleTests {
  let home: TemporaryHome
  let folder: String
  let spec: String
  let questions: String

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
    spec = folder + "/t.json"
    questions = folder + "/games/tiny/questions.json"
    try write(#"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 2}"#, to: spec)
  }

  func run(_ arguments: [String]) -> CommandOutput {
    Trivium.run(arguments + ["--home", folder, "--mods", folder + "/no-mods"])
  }

  func tournament(_ extra: [String], data: String? = nil) -> CommandOutput {
    run(["tournament", spec, "--data", data ?? folder + "/t.db", "--quiet"] + extra)
  }

  func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func contents(_ path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
  }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  @Test func anExistingLogIsReplacedOnlyWithForce() throws {
    let log = folder + "/old.jsonl"
    try write("my old results\n", to: log)
    for arguments in [
      ["run", "tiny", "--bot", "oracle", "--log", log],
      ["tournament", spec, "--data", folder + "/t.db", "--quiet", "--log", log],
      ["run", "tiny", "--bot", "oracle", "--plugin-log", log],
      ["validate", questions, "--plugin-log", log],
    ] {
      let refused = run(arguments)
      #expect(refused.status == 1, "\(arguments)")
      #expect(
        refused.stderr.contains("\(log) already exists: not overwritten (give --force"),
        "\(refused.stderr)")
      #expect(contents(log) == "my old results\n")
    }
    // Refused before anything ran: the tournament stored nothing.
    #expect(!exists(folder + "/t.db"))
    let forced = run(["run", "tiny", "--bot", "oracle", "--log", log, "--force"])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(contents(log)?.hasPrefix("{") == true)
  }

  @Test func mergeRefusesAnExistingLogWithoutForce() throws {
    #expect(tournament(["--log", folder + "/whole.jsonl"]).status == 0)
    let log = folder + "/merged.jsonl"
    try write("keep\n", to: log)
    let refused = Trivium.run(["merge", spec, folder + "/whole.jsonl", "--log", log])
    #expect(refused.status == 1 && contents(log) == "keep\n", "\(refused.stderr)")
    let forced = Trivium.run(["merge", spec, folder + "/whole.jsonl", "--log", log, "--force"])
    #expect(forced.status == 0 && contents(log) != "keep\n", "\(forced.stderr)")
  }

  @Test func theTournamentFileIsNeverItsOwnLogEvenWithForce() throws {
    let before = contents(spec)
    let soft = folder + "/link.json"
    let hard = folder + "/hard.json"
    symlink(spec, soft)
    link(spec, hard)
    for log in [spec, soft, hard] {
      let output = tournament(["--log", log, "--force"])
      #expect(output.status == 1)
      #expect(
        output.stderr.contains("is the tournament file \(spec), which this command reads"),
        "\(output.stderr)")
      #expect(contents(spec) == before)
    }
    #expect(!exists(folder + "/t.db"))
  }

  @Test func aLoadedGameOrPluginIsNeverWritten() throws {
    let source = folder + "/plugins/bots/random.lua"
    let plugin = contents(source)
    let game = contents(questions)
    for arguments in [
      ["run", "tiny", "--bot", "oracle", "--log", questions, "--force"],
      ["run", "tiny", "--bot", "oracle", "--plugin-log", source, "--force"],
      ["tournament", spec, "--data", folder + "/t.db", "--quiet", "--log", questions, "--force"],
      ["export", "gift", "tiny", "--out", questions, "--force"],
      ["validate", folder + "/games/tiny", "--plugin-log", folder + "/games/tiny/new.txt"],
    ] {
      let output = run(arguments)
      #expect(output.status == 1, "\(arguments)")
      #expect(output.stderr.contains("which this command reads"), "\(output.stderr)")
    }
    #expect(contents(source) == plugin)
    #expect(contents(questions) == game)
    #expect(!exists(folder + "/games/tiny/new.txt"))
  }

  @Test func theDatabaseAndItsCompanionsAreNeverALog() throws {
    let data = folder + "/s.sqlite3"
    #expect(tournament([], data: data).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: data))
    for log in [data, data + "-wal", data + "-journal"] {
      let output = tournament(["--log", log, "--force"], data: data)
      #expect(output.status == 1)
      #expect(output.stderr.contains("the progress database"), "\(output.stderr)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: data)) == before)
    #expect(!exists(data + "-journal"))
  }

  @Test func twoOutputsOfOneRunAreNeverTheSameFile() throws {
    let both = folder + "/both.log"
    let output = run(["run", "tiny", "--bot", "oracle", "--log", both, "--plugin-log", both])
    #expect(output.status == 1)
    #expect(output.stderr.contains("is also the log \(both)"), "\(output.stderr)")
    #expect(!exists(both))
  }

  @Test func profileExportNeverReplacesItsDatabase() throws {
    let data = folder + "/p.sqlite3"
    _ = try Store.open(at: data).createProfile(named: "ana", createdAt: 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: data))
    let output = Trivium.run(["profile", "export", "ana", "--data", data, "--out", data, "--force"])
    #expect(output.status == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: data)) == before)
  }

  @Test func aSecondWriterOfTheSameLogFailsAtOnceNamingIt() throws {
    let log = folder + "/shared.jsonl"
    let lock = open(log + ".lock", O_RDWR | O_CREAT, 0o600)
    #expect(lock >= 0)
    #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
    let output = tournament(["--log", log])
    close(lock)
    #expect(output.status == 1)
    #expect(
      output.stderr.contains("the log \(log) is being written by another process"),
      "\(output.stderr)")
    #expect(!exists(folder + "/t.db") && !exists(log))
    // Once it is free, the same command writes it, and leaves no lock file behind.
    let again = tournament(["--log", log])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(exists(log) && !exists(log + ".lock"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: triviumExecutable)))
  func twoTournamentsWritingOneLog() throws {
    // The first, a process of its own, would play for minutes: it is killed when the test ends.
    try write(#"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 100000}"#, to: spec)
    let log = folder + "/league.jsonl"
    let first = Process()
    first.executableURL = URL(fileURLWithPath: triviumExecutable)
    first.arguments = [
      "tournament", spec, "--data", folder + "/first.db", "--log", log, "--quiet", "--home",
      folder, "--mods", folder + "/no-mods",
    ]
    first.standardOutput = FileHandle.nullDevice
    // Kept, so that a first tournament that ends early says why (seen once under load).
    let firstErrors = folder + "/first.stderr"
    #expect(FileManager.default.createFile(atPath: firstErrors, contents: nil))
    first.standardError = FileHandle(forWritingAtPath: firstErrors)
    try first.run()
    defer {
      kill(first.processIdentifier, SIGKILL)
      first.waitUntilExit()
    }
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, first.isRunning, !exists(log + ".lock") { usleep(10_000) }
    #expect(exists(log + ".lock"), "the first tournament holds its log")
    let second = tournament(["--log", log], data: folder + "/second.db")
    #expect(second.status == 1)
    #expect(
      second.stderr.contains("the log \(log) is being written by another process"),
      "\(second.stderr)")
    #expect(!exists(folder + "/second.db"), "refused before anything was played")
    #expect(first.isRunning, "the first goes on; it said: \(contents(firstErrors) ?? "")")
  }

  @Test func aKilledWritersPartialFilesAreRemovedAtTheNextWrite() throws {
    let log = folder + "/runs.jsonl"
    try write("half a line", to: log + ".partial")
    try write("half a line", to: log + ".4242.1.partial")
    try write("not ours", to: log + ".notes.partial")
    let output = run(["run", "tiny", "--bot", "oracle", "--log", log])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(!exists(log + ".partial") && !exists(log + ".4242.1.partial"))
    #expect(contents(log + ".notes.partial") == "not ours")
  }

  @Test func dataInAMissingFolderIsRefusedNotMade() throws {
    let data = folder + "/no-such-folder/s.sqlite3"
    for arguments in [
      ["tournament", spec, "--data", data, "--quiet"],
      ["profile", "import", "/dev/null", "--data", data],
    ] {
      let output = run(arguments)
      #expect(output.status != 0, "\(arguments)")
    }
    #expect(!exists(folder + "/no-such-folder"))
  }

  @Test func aDataFileThatIsNotADatabaseIsRefusedByPlayToo() throws {
    let notes = folder + "/notes.txt"
    try write("my notes\n", to: notes)
    #expect(throws: (any Error).self) {
      try PlayCommand.openStore(notes, services: Services(environment: [:]))
    }
    #expect(contents(notes) == "my notes\n")
    #expect(!exists(notes + ".damaged-1"))
    #expect(tournament([], data: notes).status == 1)
    #expect(run(["stats", "--data", notes]).status == 1)
    #expect(contents(notes) == "my notes\n")
  }

  /// A game the description names by its path is read by the tournament: never its log, even
  /// with --force, and refused before anything is played or stored.
  @Test func aGameTheDescriptionNamesByPathIsNeverTheLog() throws {
    let own = folder + "/own/x"
    try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
    try write(#"{"id": "x", "title": "X", "questions": "questions.json"}"#, to: own + "/game.json")
    let game = #"[{"id": "a", "type": "truefalse", "text": "Water is wet.", "answer": true}]"#
    try write(game, to: own + "/questions.json")
    for (name, text) in [
      ("t2.json", #"{"games": ["\#(own)"], "bots": ["random"], "sessions": 1}"#),
      ("t2.lua", #"return {games = {"\#(own)"}, bots = {"random"}, sessions = 1}"#),
    ] {
      let description = folder + "/" + name
      try write(text, to: description)
      for log in [own + "/questions.json", own + "/new.jsonl"] {
        let output = run([
          "tournament", description, "--data", folder + "/t2.db", "--quiet", "--log", log,
          "--force",
        ])
        #expect(output.status == 1, "\(name) \(log)")
        #expect(output.stderr.contains("which this command reads"), "\(output.stderr)")
      }
    }
    #expect(contents(own + "/questions.json") == game)
    #expect(!exists(own + "/new.jsonl") && !exists(folder + "/t2.db"))
  }

  /// A writer killed by SIGKILL leaves its empty NAME.lock (the kernel drops only the lock):
  /// with no process holding it, it never blocks the next writer, which removes it at the end.
  @Test func aLeftoverLockFileWithNoHolderDoesNotBlock() throws {
    let log = folder + "/left.jsonl"
    try write("", to: log + ".lock")
    let output = run(["run", "tiny", "--bot", "oracle", "--log", log])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(exists(log) && !exists(log + ".lock"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: triviumExecutable)))
  func aWriterKilledWithSIGKILLLeavesALockThatDoesNotBlock() throws {
    let log = folder + "/killed.jsonl"
    let long = folder + "/long.json"
    try write(#"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 2000}"#, to: long)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: triviumExecutable)
    process.arguments = [
      "tournament", long, "--data", folder + "/killed.db", "--log", log, "--quiet", "--home",
      folder, "--mods", folder + "/no-mods",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Killed once it holds the lock (the lock file stands), whatever it had done by then.
    while process.isRunning, !exists(log + ".lock") { usleep(1_000) }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(exists(log + ".lock"), "the killed writer left its lock file")
    let again = run(["run", "tiny", "--bot", "oracle", "--log", log, "--force"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(!exists(log + ".lock"))
  }
}
