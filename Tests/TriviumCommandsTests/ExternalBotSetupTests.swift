import Foundation
import QuizCore
import Testing

@testable import TriviumCommands

/// How an external bot's process is set up (issue 33): started once, its hello's process
/// playing on; run in the folder and with the environment its entry gives.
@Suite(.serialized, .enabled(if: pythonFound, "python3 is missing: the external bots are Python"))
struct ExternalBotSetupTests {
  let home: TemporaryHome
  let folder: String

  init() throws {
    home = try TemporaryHome(games: [:])
    folder = home.path
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("games/question-bank"),
      to: home.url.appendingPathComponent("games/question-bank"))
    try FileManager.default.createDirectory(
      atPath: folder + "/no-mods", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder + "/bots/deep", withIntermediateDirectories: true)
    for place in ["fault-bot.py", "bots/deep/fault-bot.py"] {
      try FileManager.default.copyItem(
        at: repositoryRoot.appendingPathComponent("Tests/Fixtures/bots/fault-bot.py"),
        to: home.url.appendingPathComponent(place))
    }
  }

  func run(_ json: String, _ more: [String] = []) throws -> CommandOutput {
    let path = folder + "/t.json"
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return Trivium.run(
      ["tournament", path, "--data", folder + "/r.db", "--allow-commands", "--restart"] + more
        + ["--home", folder, "--mods", folder + "/no-mods", "--quiet"])
  }

  /// How many processes the bot that records into `name` started (each reads one hello).
  func starts(_ name: String) throws -> Int {
    try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      .split(separator: "\n").filter { (try? ValueJSON.decode(String($0)))?["type"] == "hello" }
      .count
  }

  /// One worker, three sessions: the process that said hello plays them all (it was started
  /// twice before); a bot restarted per session starts three times, not four.
  @Test func aBotIsStartedOnceNotOnceMoreToPlay() throws {
    for (restart, expected) in [("worker", 1), ("session", 3)] {
      let name = "rec-\(restart).jsonl"
      try? FileManager.default.removeItem(atPath: folder + "/" + name)
      let output = try run(
        #"{"games": ["question-bank"], "bots": ["random", {"id": "b", "command": ["python3", "fault-bot.py", "good", "record", "\#(name)"], "restart": "\#(restart)"}], "sessions": 3}"#,
        ["--jobs", "1"])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(try starts(name) == expected, "restart \(restart)")
    }
    // Nothing left to play (a finished tournament printed again): one start, for the hello.
    let name = "rec-again.jsonl"
    let json =
      #"{"games": ["question-bank"], "bots": ["random", {"id": "b", "command": ["python3", "fault-bot.py", "good", "record", "\#(name)"]}], "sessions": 2}"#
    #expect(try run(json).status == 0)
    let path = folder + "/t.json"
    let again = Trivium.run([
      "tournament", path, "--data", folder + "/r.db", "--allow-commands", "--home", folder,
      "--mods", folder + "/no-mods", "--quiet",
    ])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try starts(name) == 2)
  }

  /// `folder` (from the tournament file's) and `env` reach the process; both are part of the
  /// tournament's description, and a wrong one is refused with its place.
  @Test func aBotRunsInItsFolderWithItsEnvironment() throws {
    let output = try run(
      #"{"games": ["question-bank"], "bots": ["random", {"id": "b", "command": ["python3", "fault-bot.py", "where"], "folder": "bots/deep", "env": {"BOT_LEVEL": "7"}}], "sessions": 1}"#
    )
    #expect(output.status == 0, "\(output.stderr)")
    let real = URL(fileURLWithPath: folder + "/bots/deep").resolvingSymlinksInPath().path
    let said = try String(contentsOfFile: folder + "/bots/deep/where.txt", encoding: .utf8)
    #expect(said == "\(real) 7\n" || said.hasSuffix("/bots/deep 7\n"), "\(said)")
    let wrong = try run(
      #"{"games": ["question-bank"], "bots": [{"id": "b", "command": ["python3", "fault-bot.py"], "env": {"A": 1}}]}"#
    )
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("bots[1].env.A: must be a string"), "\(wrong.stderr)")
    let badName = try run(
      #"{"games": ["question-bank"], "bots": [{"id": "b", "command": ["python3", "fault-bot.py"], "env": {"A=B": "1"}}]}"#
    )
    #expect(badName.status == 1 && badName.stderr.contains("bots[1].env: a variable's name"))
  }

  /// `--report` prints the standings and writes the log of what a stopped run stored, playing
  /// nothing and starting no bot; `--timings` writes each played move's wall time apart from
  /// the log, and is never replaced without --force.
  @Test func reportShowsWhatIsStoredAndTimingsAreKeptApart() throws {
    let json =
      #"{"games": ["question-bank"], "bots": ["random", {"id": "broken", "command": ["python3", "fault-bot.py", "no-hello"]}, "oracle"], "sessions": 3}"#
    let played = try run(
      json, ["--timings", folder + "/times.jsonl", "--log", folder + "/a.jsonl"])
    #expect(played.status == 3, "\(played.stderr)")
    let times = try String(contentsOfFile: folder + "/times.jsonl", encoding: .utf8)
      .split(separator: "\n").map { try ValueJSON.decode(String($0)) }
    let log = try String(contentsOfFile: folder + "/a.jsonl", encoding: .utf8)
      .split(separator: "\n").map { try ValueJSON.decode(String($0)) }
    #expect(times.count == 6 && log.count == 6)
    for (time, line) in zip(times, log) {
      #expect(time["key"] == line["key"] && time["player"] == line["player"])
      let moves = try #require(time["move_wall_ms"].arrayValue)
      #expect(!moves.isEmpty && moves.allSatisfy { ($0.doubleValue ?? -1) >= 0 })
      // The log keeps no wall time: it stays byte-identical from run to run.
      #expect(line["move_wall_ms"] == .null)
    }
    let before = try String(contentsOfFile: folder + "/times.jsonl", encoding: .utf8)
    let path = folder + "/t.json"
    let refused = Trivium.run([
      "tournament", path, "--data", folder + "/r.db", "--allow-commands", "--resume",
      "--timings", folder + "/times.jsonl", "--home", folder, "--mods", folder + "/no-mods",
      "--quiet",
    ])
    #expect(refused.status != 0 && refused.stderr.contains("--force"), "\(refused.stderr)")
    #expect(try String(contentsOfFile: folder + "/times.jsonl", encoding: .utf8) == before)
    // No --allow-commands: a report runs nothing.
    let report = Trivium.run([
      "tournament", path, "--data", folder + "/r.db", "--report", "--log", folder + "/b.jsonl",
      "--home", folder, "--mods", folder + "/no-mods",
    ])
    #expect(report.status == 0, "\(report.stderr)")
    #expect(report.stdout.contains("incomplete: 6 of 9 sessions played"), "\(report.stdout)")
    #expect(report.stderr.contains("the standings of the 6 of 9 session(s) stored so far"))
    #expect(
      try String(contentsOfFile: folder + "/b.jsonl", encoding: .utf8)
        == String(contentsOfFile: folder + "/a.jsonl", encoding: .utf8))
    let mixed = Trivium.run(["tournament", path, "--report", "--resume"])
    #expect(mixed.status == 2)
    // A report of a database that does not exist says so and creates none.
    let missing = Trivium.run([
      "tournament", path, "--data", folder + "/typo.db", "--report", "--home", folder, "--mods",
      folder + "/no-mods",
    ])
    #expect(missing.status == 1, "\(missing.stderr)")
    #expect(missing.stderr.contains("typo.db") && missing.stderr.contains("nothing stored"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/typo.db"))
  }

  /// In a pipe, a line of standings every --status-every sessions, on stderr as they end.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: triviumExecutable)))
  func aPipeGetsALineOfStandingsEveryNSessions() throws {
    let path = folder + "/p.json"
    try Data(
      #"{"games": ["question-bank"], "bots": ["random", "oracle"], "sessions": 3}"#.utf8
    ).write(to: URL(fileURLWithPath: path))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: triviumExecutable)
    process.arguments = [
      "tournament", path, "--data", folder + "/p.db", "--home", folder, "--mods",
      folder + "/no-mods", "--status-every", "4",
    ]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    let lines = text.split(separator: "\n").filter { $0.contains(" sessions: ") }
    #expect(lines.count == 2, "\(text)")
    #expect(lines.first?.hasPrefix("trivium tournament: 4 of 6 sessions: ") == true, "\(text)")
    #expect(lines.last?.hasPrefix("trivium tournament: 6 of 6 sessions: oracle ") == true)
  }

  /// External bots across shards (issue 33, point 12): two shards merged give the standings
  /// and log of one run, byte for byte.
  @Test func externalBotsAcrossShardsMergeIntoOneRun() throws {
    let json =
      #"{"games": ["question-bank"], "bots": ["random", {"id": "g", "command": ["python3", "fault-bot.py", "good"]}, {"id": "s", "command": ["python3", "fault-bot.py", "good"], "restart": "session"}], "sessions": 3}"#
    let whole = try run(json, ["--log", folder + "/whole.jsonl", "--jobs", "2"])
    #expect(whole.status == 0, "\(whole.stderr)")
    var logs: [String] = []
    for shard in 1...2 {
      let log = folder + "/shard-\(shard).jsonl"
      let output = try run(
        json, ["--shard", "\(shard)/2", "--log", log])
      #expect(output.status == 0, "\(output.stderr)")
      logs.append(log)
    }
    let merged = Trivium.run(
      ["merge", folder + "/t.json"] + logs + ["--log", folder + "/merged.jsonl"])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stdout == whole.stdout)
    #expect(
      try String(contentsOfFile: folder + "/merged.jsonl", encoding: .utf8)
        == String(contentsOfFile: folder + "/whole.jsonl", encoding: .utf8))
  }
}
