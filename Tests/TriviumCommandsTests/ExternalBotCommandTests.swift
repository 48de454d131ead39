import Foundation
import QuizCore
import Store
import Testing

@testable import TriviumCommands

let pythonFound = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
  .contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }

/// External bots in whole tournaments: the safety switch, a Lua description naming no command,
/// a bot that cannot start, time forfeits marked not reproducible, and the example bot
/// against the Lua bots.
@Suite(.serialized, .enabled(if: pythonFound, "python3 is missing: the external bots are Python"))
struct ExternalBotCommandTests {
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
    // Bots named relative to the tournament file, as a user would lay them out.
    for (name, source) in [
      ("guesser.py", "examples/bots/guesser.py"),
      ("fault-bot.py", "Tests/Fixtures/bots/fault-bot.py"),
    ] {
      try FileManager.default.copyItem(
        at: repositoryRoot.appendingPathComponent(source),
        to: home.url.appendingPathComponent(name))
    }
  }

  func spec(_ json: String, name: String = "t.json") throws -> String {
    let path = folder + "/" + name
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func run(_ arguments: [String]) -> CommandOutput {
    Trivium.run(arguments + ["--home", folder, "--mods", folder + "/no-mods", "--quiet"])
  }

  func file(_ name: String) throws -> String {
    try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
  }

  @Test func commandsAreRefusedWithoutAllowCommandsNamingEach() throws {
    let path = try spec(
      #"{"games": ["question-bank"], "bots": [{"id": "a", "command": ["python3", "guesser.py"]}, {"id": "b", "command": ["./run me.sh", "--fast"]}, "random"]}"#
    )
    let output = run(["tournament", path, "--data", folder + "/r.db"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("bot 'a' runs `python3 guesser.py`"))
    #expect(output.stderr.contains("bot 'b' runs `'./run me.sh' --fast`"))
    #expect(output.stderr.contains("--allow-commands"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/r.db"))
  }

  @Test func aLuaDescriptionCannotNameACommand() throws {
    let path = try spec(
      #"return {games = {"question-bank"}, bots = {{id = "a", command = {"sh", "-c", "true"}}}}"#,
      name: "t.lua")
    let output = run(["tournament", path, "--data", folder + "/l.db", "--allow-commands"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("bots[1].command: a Lua description cannot name a command"))
  }

  @Test func aBotThatCannotStartIsSaidOnceAndTheRestPlays() throws {
    let path = try spec(
      #"{"games": ["question-bank"], "bots": ["random", {"id": "broken", "command": ["python3", "fault-bot.py", "no-hello"]}, "oracle"], "sessions": 3}"#
    )
    let output = run(["tournament", path, "--data", folder + "/c.db", "--allow-commands"])
    // Sessions that could not be played at all: a status of their own, not 1, 2 or 130.
    #expect(output.status == 3, "\(output.stderr)")
    #expect(output.stderr.contains("3 of 9 session(s) could not be played"))
    #expect(output.stderr.components(separatedBy: "cannot start").count - 1 == 1)
    #expect(output.stderr.contains(#"bot 'broken' cannot start: exited with status 1"#))
    #expect(output.stderr.contains(#"loading the model\nno model found"#))
    #expect(output.stdout.contains("incomplete: 6 of 9 sessions played"))
    #expect(output.stdout.contains("random vs oracle: "))
    let strict = run([
      "tournament", path, "--data", folder + "/s.db", "--allow-commands", "--strict",
    ])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("bot 'broken' cannot start"))
    #expect(strict.stdout.isEmpty)
    // Resumed with the bot still broken: the same status; the store is left as it was.
    let resumed = run([
      "tournament", path, "--data", folder + "/c.db", "--allow-commands", "--resume",
    ])
    #expect(resumed.status == 3, "\(resumed.stderr)")
  }

  @Test func theHelpListsEveryExitStatus() {
    let help = Trivium.run(["tournament", "--help"]).stdout.split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    for status in ["0 when every session was played", "1 when", "2 for", "3 when", "130 when"] {
      #expect(help.contains(status), "\(status)")
    }
  }

  @Test func faultsForfeitWithTheirReasonAndTimeIsNotReproducible() throws {
    let path = try spec(
      #"{"games": ["question-bank"], "bots": ["random", {"id": "hang", "command": ["python3", "fault-bot.py", "hang"], "move_time": 0.3}, {"id": "crash", "command": ["python3", "fault-bot.py", "crash"]}, {"id": "bad", "command": ["python3", "fault-bot.py", "bad-json"]}, {"id": "illegal", "command": ["python3", "fault-bot.py", "illegal"]}], "sessions": 2}"#
    )
    let output = run([
      "tournament", path, "--data", folder + "/f.db", "--allow-commands", "--log",
      folder + "/f.jsonl",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    // The bots' stderr is theirs: never on ours.
    #expect(!output.stderr.contains("about to hang") && !output.stderr.contains("Traceback"))
    #expect(output.stdout.contains("2 sessions stopped by the wall clock: not reproducible"))
    let lines = try file("f.jsonl").split(separator: "\n").map { try ValueJSON.decode(String($0)) }
    func forfeits(_ player: String) -> [String] {
      lines.filter { $0["player"] == .string(player) }.compactMap { $0["forfeit"].stringValue }
    }
    #expect(forfeits("hang").count == 2)
    #expect(
      forfeits("hang").allSatisfy { $0.contains("time: no answer within the per-move limit") })
    #expect(forfeits("hang").allSatisfy { $0.contains("about to hang") })
    #expect(
      lines.filter { $0["player"] == "hang" }.allSatisfy { $0["reproducible"] == .bool(false) })
    #expect(
      forfeits("crash").allSatisfy {
        $0.contains("crash: exited with status 3") && $0.contains("Traceback: boom")
      })
    #expect(forfeits("crash").count == 2)
    #expect(
      forfeits("bad").count == 2 && forfeits("bad").allSatisfy { $0.contains("invalid-json:") })
    #expect(
      forfeits("illegal").count == 2
        && forfeits("illegal").allSatisfy { $0.contains("illegal-action:") })
    #expect(lines.filter { $0["player"] == "crash" }.allSatisfy { $0["reproducible"] == .null })
  }

  @Test func theExampleBotPlaysTheLuaBotsTheSameWhateverJobs() throws {
    let path = try spec(
      #"{"games": ["question-bank"], "bots": [{"id": "guesser", "command": ["python3", "guesser.py"]}, "random", "oracle"], "sessions": 4, "seed": 3}"#
    )
    let one = run([
      "tournament", path, "--data", folder + "/1.db", "--allow-commands", "--log",
      folder + "/1.jsonl",
    ])
    #expect(one.status == 0, "\(one.stderr)")
    #expect(one.stdout.contains("guesser"))
    #expect(!one.stdout.contains("incomplete") && !one.stdout.contains("not reproducible"))
    let log = try file("1.jsonl")
    #expect(!log.contains("forfeit"))
    let two = run([
      "tournament", path, "--data", folder + "/2.db", "--allow-commands", "--log",
      folder + "/2.jsonl",
      "--jobs", "2",
    ])
    #expect(two.stdout == one.stdout)
    #expect(try file("2.jsonl") == log)
    // A log of an external bot replays without it.
    let replay = Trivium.run([
      "replay", folder + "/1.jsonl", "--home", folder, "--mods", folder + "/no-mods",
    ])
    #expect(replay.status == 0, "\(replay.stderr)")
  }

  @Test func aLineTooManyForfeitsOnlyItsOwnSessionWhateverJobs() throws {
    // `extra-line` writes one line after finishing the session of seed 2, `twice` answers a
    // decide of that session twice; every other session they play by the protocol.
    let path = try spec(
      #"{"games": ["question-bank"], "bots": [{"id": "extra", "command": ["python3", "fault-bot.py", "extra-line"]}, {"id": "twice", "command": ["python3", "fault-bot.py", "twice"]}, "random"], "sessions": 5, "seed": 1}"#
    )
    var outputs: [CommandOutput] = []
    for jobs in ["1", "2"] {
      outputs.append(
        run([
          "tournament", path, "--data", folder + "/x\(jobs).db", "--allow-commands", "--log",
          folder + "/x\(jobs).jsonl", "--jobs", jobs,
        ]))
      #expect(outputs.last?.status == 0, "\(outputs.last?.stderr ?? "")")
    }
    #expect(outputs[0].stdout == outputs[1].stdout)
    let lines = try file("x1.jsonl").split(separator: "\n").map {
      try ValueJSON.decode(String($0))
    }
    let others = try file("x2.jsonl").split(separator: "\n").map {
      try ValueJSON.decode(String($0))
    }
    // Every line the same, but which moves of the session with two answers to a decide were
    // played before the second was seen: that depends on when its writes arrived.
    #expect(lines.count == others.count)
    for (line, other) in zip(lines, others) {
      if line["player"] == "twice", line["seed"] == "2" {
        for key in ["forfeit", "score", "reproducible", "questions"] {
          #expect(line[key] == other[key], "\(key)")
        }
      } else {
        #expect(line == other)
      }
    }
    for player in ["extra", "twice"] {
      let sessions = lines.filter { $0["player"] == .string(player) }
      #expect(sessions.count == 5)
      for session in sessions {
        let forfeit = session["forfeit"].stringValue
        if session["seed"] == "2" || session["seed"] == 2 {
          #expect(forfeit?.contains("protocol: wrote a line when no move was asked") == true)
        } else {
          #expect(forfeit == nil, "\(player) seed \(session["seed"]): \(forfeit ?? "")")
        }
      }
    }
    // Whether a stray line is seen in its session depends on when it arrives: marked as such.
    #expect(outputs[0].stdout.contains("2 sessions stopped by the wall clock: not reproducible"))
  }

  /// What `sha256sum` says of a file of the folder.
  func sha256sum(_ name: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sha256sum", folder + "/" + name]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: data, as: UTF8.self).prefix(64))
  }

  @Test func aChangedBotIsSaidAndPlaysAgainAndTheLogCarriesItsIdentity() throws {
    try FileManager.default.copyItem(
      atPath: folder + "/fault-bot.py", toPath: folder + "/id-bot.py")
    let path = try spec(
      #"{"games": ["question-bank"], "bots": [{"id": "mine", "command": ["python3", "id-bot.py", "good", "/etc/passwd", "no-such-file"]}, "random"], "sessions": 2}"#
    )
    let arguments = [
      "tournament", path, "--data", folder + "/id.db", "--allow-commands", "--log",
      folder + "/id.jsonl", "--force",
    ]
    let first = run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    func identities() throws -> [Value] {
      try file("id.jsonl").split(separator: "\n").map { try ValueJSON.decode(String($0)) }
        .filter { $0["player"] == "mine" }.map { $0["external_bot"] }
    }
    let identity = try #require(try identities().first)
    #expect(try identities().count == 2)
    #expect(identity["command"] == ["python3", "id-bot.py", "good", "/etc/passwd", "no-such-file"])
    #expect(identity["hello"]["name"] == "Fault bot")
    #expect(identity["hello"]["options"]["level"]["type"] == "integer")
    #expect(identity["executable"]["path"].stringValue?.hasSuffix("/python3") == true)
    #expect(identity["executable"]["sha256"].stringValue?.count == 64)
    // Only the files inside the bot's folder: not /etc/passwd, not a file that is not there.
    #expect(identity["files"] == ["id-bot.py": .string(try sha256sum("id-bot.py"))])
    // The same bot again: the stored standings, nothing played.
    let again = run(arguments)
    #expect(again.status == 0)
    #expect(again.stderr.isEmpty, "\(again.stderr)")
    #expect(again.stdout == first.stdout)
    // The program changed: said, and its sessions (only its) are played again.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/id-bot.py"))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("# a new version\n".utf8))
    try handle.close()
    let changed = run(arguments)
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(
      changed.stderr.contains(
        "bot 'mine' is not the program that played its 2 stored session(s) (it differs in: "
          + "files); they are played again"))
    #expect(
      try identities().allSatisfy {
        $0["files"]["id-bot.py"] == .string(try sha256sum("id-bot.py"))
      })
    #expect(try identities().count == 2)
    let settled = run(arguments)
    #expect(settled.status == 0)
    #expect(settled.stderr.isEmpty, "\(settled.stderr)")
  }

  /// Ctrl-C while an external bot thinks: the run stops at once instead of waiting out its
  /// move limit, keeps what finished, and drops the session cut short (not a forfeit).
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: triviumExecutable)))
  func ctrlCDuringABotsMoveStopsAtOnceAndKeepsWhatFinished() throws {
    let path = try spec(
      #"{"games": ["question-bank"], "bots": ["random", {"id": "hang", "command": ["python3", "fault-bot.py", "hang", "record", "hang.txt"], "move_time": 120}], "sessions": 1}"#
    )
    let process = Process()
    process.executableURL = URL(fileURLWithPath: triviumExecutable)
    process.arguments = [
      "tournament", path, "--data", folder + "/i.db", "--home", folder, "--mods",
      folder + "/no-mods", "--quiet", "--allow-commands",
    ]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    // Interrupt once the bot has been asked its first move (it sleeps a minute on it).
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, !((try? file("hang.txt"))?.contains(#""type":"decide""#) ?? false) {
      usleep(10_000)
    }
    usleep(200_000)
    let interrupted = Date()
    kill(process.processIdentifier, SIGINT)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // Far below the bot's move limit (120 s) and its minute of sleep.
    #expect(Date().timeIntervalSince(interrupted) < 20)
    #expect(process.terminationStatus == 130, "\(message)")
    #expect(message.contains("interrupted; 1 of 2 sessions are stored"), "\(message)")
    let id = try SpecFile.load(path).id
    let stored = try Store.open(at: folder + "/i.db").tournamentResults(tournamentID: id)
    #expect(stored.map { $0.record["player"] } == ["random"])
  }

  @Test func everyProcessABotStartedIsGoneWhenTheTournamentEnds() throws {
    // The bot starts `sleep 300` in a session of its own (setsid) at each hello.
    let path = try spec(
      #"{"games": ["question-bank"], "bots": [{"id": "daemon", "command": ["python3", "fault-bot.py", "daemon"]}], "sessions": 2}"#
    )
    let output = run(["tournament", path, "--data", folder + "/d.db", "--allow-commands"])
    #expect(output.status == 0, "\(output.stderr)")
    let pids = try file("daemon.pid").split(separator: "\n").compactMap { pid_t($0) }
    #expect(!pids.isEmpty)
    for pid in pids {
      // Gone, or a zombie waiting for a parent that does not reap it: not running.
      let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?
        .split(separator: ")").last?.split(separator: " ").first
      #expect(state == nil || state == "Z", "\(pid) is \(state ?? "")")
    }
  }

  @Test func anExternalBotSeesSolutionsOnlyWhenItsEntrySaysOracle() throws {
    let path = try spec(
      #"{"games": ["question-bank"], "bots": [{"id": "sees", "command": ["python3", "fault-bot.py", "good", "record", "sees.txt"], "oracle": true}, {"id": "blind", "command": ["python3", "fault-bot.py", "good", "record", "blind.txt"]}], "sessions": 1}"#
    )
    let output = run(["tournament", path, "--data", folder + "/o.db", "--allow-commands"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("sees (oracle)"))
    #expect(!output.stdout.contains("blind (oracle)"))
    #expect(try file("sees.txt").contains(#""solution":"#))
    #expect(try file("blind.txt").contains(#""type":"decide""#))
    #expect(try !file("blind.txt").contains(#""solution":"#))
  }
}
