import Foundation
import QuizCore
import Store
import Testing

@testable import TriviumCommands

/// `trivium tournament` and `trivium merge` as whole runs: reproducible bytes across runs,
/// `--jobs` and shards; forfeits; resuming after a kill.
@Suite(.serialized) struct TournamentCommandTests {
  static let questions = """
    [
      {"id": "a", "type": "single", "text": "2 + 2?", "options": ["3", "4", "5"], "answer": "B"},
      {"id": "b", "type": "truefalse", "text": "The sky is green.", "answer": false},
      {"id": "c", "type": "single", "text": "Largest?", "options": ["1", "9", "5", "7"], "answer": "B"}
    ]
    """
  /// A bot that plays one move, then raises: every session it plays is forfeited.
  static let crashingBot = """
    return {
      kind = "bot", id = "crash", api = 1, name = "Crash",
      act = function(seen)
        if (seen.question or {}).index == 2 then error("lost its way") end
        return { op = "next" }
      end,
    }
    """

  let home: TemporaryHome
  let folder: String

  init() throws {
    home = try TemporaryHome(games: [
      "tiny": [
        "game.json": #"{"id": "tiny", "title": "Tiny", "questions": "questions.json"}"#,
        "questions.json": Self.questions,
      ]
    ])
    try Data(Self.crashingBot.utf8).write(
      to: home.url.appendingPathComponent("plugins/bots/crash.lua"))
    folder = home.path
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("games/question-bank"),
      to: home.url.appendingPathComponent("games/question-bank"))
    // An empty mods folder, so a player's own mods never change the results.
    try FileManager.default.createDirectory(
      atPath: folder + "/no-mods", withIntermediateDirectories: true)
  }

  func spec(_ json: String, name: String = "t.json") throws -> String {
    let path = folder + "/" + name
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func run(_ arguments: [String]) -> CommandOutput {
    Trivium.run(
      arguments + ["--home", folder, "--mods", folder + "/no-mods", "--quiet"])
  }

  func file(_ name: String) throws -> String {
    try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
  }

  static let league =
    #"{"games": ["tiny", "question-bank"], "bots": ["random", "oracle", {"id": "student-50", "plugin": "student", "params": {"accuracy": 0.5}}], "sessions": 6, "seed": 5}"#

  @Test func sameFileSameBytesWhateverJobsAndShards() throws {
    let league = try spec(Self.league)
    let one = run(["tournament", league, "--data", folder + "/1.db", "--log", folder + "/1.jsonl"])
    #expect(one.status == 0, "\(one.stderr)")
    #expect(one.stdout.contains("student-50 (oracle)"))
    let again = run([
      "tournament", league, "--data", folder + "/2.db", "--log", folder + "/2.jsonl",
    ])
    let parallel = run([
      "tournament", league, "--data", folder + "/3.db", "--log", folder + "/3.jsonl", "--jobs", "2",
    ])
    #expect(again.stdout == one.stdout && parallel.stdout == one.stdout)
    #expect(try file("2.jsonl") == file("1.jsonl"))
    #expect(try file("3.jsonl") == file("1.jsonl"))
    #expect(try file("1.jsonl").split(separator: "\n").count == 2 * 6 * 3)
    // Three shards on "three machines", then merged: exactly the single run.
    for k in 1...3 {
      let shard = run([
        "tournament", league, "--shard", "\(k)/3", "--data", folder + "/s\(k).db", "--log",
        folder + "/s\(k).jsonl",
      ])
      #expect(shard.status == 0, "\(shard.stderr)")
    }
    let merged = Trivium.run([
      "merge", league, folder + "/s2.jsonl", folder + "/s1.jsonl", folder + "/s3.jsonl", "--log",
      folder + "/m.jsonl",
    ])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stdout == one.stdout)
    #expect(try file("m.jsonl") == file("1.jsonl"))
    for format in ["json", "csv"] {
      let single = run([
        "tournament", league, "--data", folder + "/1.db", "--resume", "--format", format,
      ])
      let joined = Trivium.run([
        "merge", league, folder + "/s1.jsonl", folder + "/s2.jsonl", folder + "/s3.jsonl",
        "--format", format,
      ])
      #expect(single.stdout == joined.stdout && !single.stdout.isEmpty)
    }
    // A missing shard is named, not silently merged.
    let partial = Trivium.run(["merge", league, folder + "/s1.jsonl"])
    #expect(partial.status == 1)
    #expect(partial.stderr.contains("sessions are in none of the logs"))
  }

  /// Every logged session replays to its score.
  @Test func loggedSessionsReplay() throws {
    let league = try spec(Self.league)
    #expect(
      run(["tournament", league, "--data", folder + "/r.db", "--log", folder + "/r.jsonl"]).status
        == 0)
    let replay = Trivium.run([
      "replay", folder + "/r.jsonl", "--home", folder, "--mods", folder + "/no-mods",
    ])
    #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
  }

  /// `--content-lang`: games offering it play in it, logged as "lang" (the others, with no
  /// languages, log none), and the replay plays each session in its logged language.
  @Test func theContentLanguageIsLoggedAndReplayed() throws {
    let league = try spec(Self.league)
    let status = run([
      "tournament", league, "--data", folder + "/l.db", "--log", folder + "/l.jsonl",
      "--content-lang", "en",
    ]).status
    #expect(status == 0)
    let lines = try file("l.jsonl").split(separator: "\n").map { try ValueJSON.decode(String($0)) }
    #expect(lines.filter { $0["game"] == "question-bank" }.allSatisfy { $0["lang"] == "en" })
    #expect(lines.filter { $0["game"] == "tiny" }.allSatisfy { $0["lang"] == .null })
    let replay = Trivium.run([
      "replay", folder + "/l.jsonl", "--home", folder, "--mods", folder + "/no-mods",
    ])
    #expect(replay.status == 0, "\(replay.stdout)")
    #expect(run(["tournament", league, "--content-lang", "fr"]).status == 1)
  }

  @Test func aFailingBotForfeitsAndTheTournamentGoesOn() throws {
    let path = try spec(#"{"games": ["tiny"], "bots": ["crash", "oracle"], "sessions": 3}"#)
    let output = run(["tournament", path, "--data", folder + "/f.db", "--log", folder + "/f.jsonl"])
    #expect(output.status == 0, "\(output.stderr)")
    let crashRow = try #require(
      output.stdout.split(separator: "\n").first { $0.contains(" crash ") })
    #expect(crashRow.contains("  3  "))  // three forfeits
    #expect(output.stdout.contains("crash vs oracle: 0-0-3"))
    let log = try file("f.jsonl")
    #expect(log.contains("lost its way"))
    #expect(log.contains("crash.lua:4"))
  }

  /// Copies the first `count` stored results of `from` (and those in `extra`) into `to`: a
  /// tournament stopped part of the way, with gaps as several workers leave them.
  func copyStored(_ id: String, from: String, to: String, count: Int, extra: [Int] = []) throws {
    let results = try Store.open(at: folder + "/" + from).tournamentResults(tournamentID: id)
    let kept = results.enumerated().filter { $0.offset < count || extra.contains($0.offset) }
    try Store.open(at: folder + "/" + to).putTournamentResults(kept.map(\.element))
  }

  /// A finished tournament run again prints its stored standings and log, byte for byte; a
  /// partial one still asks for --resume or --restart.
  @Test func aFinishedTournamentPrintsItsStandingsAgain() throws {
    let path = try spec(#"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 3}"#)
    let first = run(["tournament", path, "--data", folder + "/d.db", "--log", folder + "/d1.jsonl"])
    #expect(first.status == 0, "\(first.stderr)")
    let again = run([
      "tournament", path, "--data", folder + "/d.db", "--log", folder + "/d2.jsonl",
    ])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(Array(again.stdout.utf8) == Array(first.stdout.utf8))
    #expect(try file("d2.jsonl") == file("d1.jsonl"))
    let id = try SpecFile.load(path).id
    try copyStored(id, from: "d.db", to: "p.db", count: 4)
    let partial = run(["tournament", path, "--data", folder + "/p.db"])
    #expect(partial.status == 1)
    #expect(
      partial.stderr.contains(
        "the store already holds 4 of 6 session(s) of this tournament (\(id)); "
          + "continue with --resume or start again with --restart"), "\(partial.stderr)")
    #expect(
      run(["tournament", path, "--data", folder + "/p.db", "--restart"]).stdout == first.stdout)
  }

  /// An SPRT match stops where the results in schedule order decide it, whatever --jobs, and
  /// a resume from a store with gaps and sessions past that point stops at the same place.
  @Test func sprtStopsAtTheSamePlaceWhateverJobsAndResumes() throws {
    let path = try spec(
      #"{"games": ["tiny"], "bots": ["oracle", "random"], "sessions": 60}"#,
      name: "sprt.json")
    let sprt = ["--sprt", "elo0=0,elo1=100,alpha=0.05,beta=0.05"]
    let one = run(
      ["tournament", path, "--data", folder + "/q1.db", "--log", folder + "/q1.jsonl"] + sprt)
    #expect(one.status == 0, "\(one.stderr)")
    #expect(one.stdout.contains("stopped by the SPRT: "), "\(one.stdout)")
    #expect(one.stdout.contains(": H1 accepted (oracle is stronger by elo1 or more)"))
    let kept = try file("q1.jsonl").split(separator: "\n").count
    #expect(kept % 2 == 0 && kept < 120)
    let two = run(
      [
        "tournament", path, "--data", folder + "/q2.db", "--log", folder + "/q2.jsonl", "--jobs",
        "2",
      ]
        + sprt)
    #expect(two.stdout == one.stdout)
    #expect(try file("q2.jsonl") == file("q1.jsonl"))
    // The whole match without the SPRT, then a store of its first results with a gap and
    // results past the stop: the resume plays the gap and stops at the same place.
    #expect(run(["tournament", path, "--data", folder + "/all.db"]).status == 0)
    let id = try SpecFile.load(path).id
    try copyStored(id, from: "all.db", to: "q3.db", count: kept - 4, extra: [kept - 1, kept + 2])
    let resumed = run(
      ["tournament", path, "--data", folder + "/q3.db", "--resume", "--log", folder + "/q3.jsonl"]
        + sprt)
    #expect(resumed.stdout == one.stdout, "\(resumed.stdout)")
    #expect(try file("q3.jsonl") == file("q1.jsonl"))
    // Run again: finished, the same bytes.
    #expect(run(["tournament", path, "--data", folder + "/q1.db"] + sprt).stdout == one.stdout)
    for format in ["json", "csv"] {
      let output = run(
        ["tournament", path, "--data", folder + "/q1.db", "--format", format] + sprt)
      #expect(output.stdout.contains("H1"), "\(output.stdout)")
    }
  }

  @Test func sprtRefusals() throws {
    let match = try spec(#"{"games": ["tiny"], "bots": ["random", "oracle"]}"#, name: "m.json")
    let three = try spec(
      #"{"games": ["tiny"], "bots": ["random", "oracle", "student"]}"#, name: "three.json")
    let each = try spec(
      #"{"games": ["tiny"], "bots": ["random", "oracle"], "format": "each"}"#, name: "each.json")
    let good = "elo0=0,elo1=10,alpha=0.05,beta=0.05"
    for (arguments, message) in [
      ([match, "--sprt", "elo0=0,elo1=10"], "--sprt: 'elo0=0,elo1=10' is not of the form"),
      ([match, "--sprt", "elo0=0,elo1=10,alpha=0.05,beta=0.05,x=1"], "--sprt: 'x=1' is not"),
      ([match, "--sprt", "elo0=5,elo1=1,alpha=0.05,beta=0.05"], "elo0 (5.0) must be below"),
      ([match, "--sprt", good, "--shard", "1/2"], "it cannot run with --shard"),
      (
        [three, "--sprt", good],
        "exactly two bots compared on the same seeds; this tournament has 3"
      ),
      ([each, "--sprt", good], "has 2 bot(s) and format each (no pairs)"),
    ] {
      let output = run(["tournament"] + arguments + ["--data", folder + "/r.db"])
      #expect(output.status == 2, "\(arguments)")
      #expect(output.stderr.contains(message), "\(output.stderr)")
    }
  }

  /// A Lua description gives the same tournament as its JSON twin; bad options and a log of
  /// another tournament are refused with their reason.
  @Test func luaDescriptionsAndRefusals() throws {
    let json = try spec(#"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 2}"#)
    let lua = try spec(
      """
      local bots = {}
      for _, id in ipairs({ "random", "oracle" }) do bots[#bots + 1] = id end
      return { games = { "tiny" }, bots = bots, sessions = 1 + 1 }
      """, name: "t.lua")
    let fromJSON = run([
      "tournament", json, "--data", folder + "/j.db", "--log", folder + "/j.jsonl",
    ])
    let fromLua = run(["tournament", lua, "--data", folder + "/l.db"])
    #expect(fromJSON.status == 0 && fromLua.status == 0, "\(fromLua.stderr)")
    #expect(fromLua.stdout == fromJSON.stdout)
    for (arguments, message) in [
      (["--shard", "3/2"], "--shard takes K/N with 1 <= K <= N"),
      (["--format", "xml"], "--format is table, json or csv"),
      (["--resume", "--restart"], "--resume and --restart exclude each other"),
    ] {
      let output = run(["tournament", json] + arguments)
      #expect(output.status == 2)
      #expect(output.stderr.contains(message), "\(output.stderr)")
    }
    let other = try spec(
      #"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 3}"#, name: "o.json")
    let wrong = Trivium.run(["merge", other, folder + "/j.jsonl"])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("j.jsonl:1: this session belongs to tournament"))
    let missingBot = run([
      "tournament", try spec(#"{"games": ["tiny"], "bots": ["nobody"]}"#, name: "n.json"),
      "--data", folder + "/n.db",
    ])
    #expect(missingBot.status == 1)
    #expect(missingBot.stderr.contains("no bot named 'nobody'"))
  }

  @Test func botSettingsAreCheckedAgainstWhatTheBotDeclares() throws {
    let cases: [(String, String)] = [
      (
        #"{"id": "s", "plugin": "student", "params": {"accuracy": 1.5}}"#,
        "bots[1] ('s', bot 'student'): params.accuracy must be a finite number from 0 to 1, not 1.5"
      ),
      (
        #"{"id": "s", "plugin": "student", "params": {"acuracy": 0.5}}"#,
        "params.acuracy unknown setting (this bot takes accuracy, hints)"
      ),
      (
        #"{"id": "s", "plugin": "student", "params": {"hints": "often"}}"#,
        "params.hints must be a finite number from 0 to 1, not a string"
      ),
      (
        #"{"id": "r", "plugin": "random", "params": {"speed": 2}}"#,
        "params.speed unknown setting: this bot takes none"
      ),
    ]
    for (index, (bot, message)) in cases.enumerated() {
      let path = try spec(#"{"games": ["tiny"], "bots": ["# + bot + "]}", name: "p\(index).json")
      let output = run(["tournament", path, "--data", folder + "/p\(index).db"])
      #expect(output.status == 1, "\(bot)")
      #expect(output.stderr.contains(message), "\(output.stderr)")
      #expect(!output.stderr.contains("played"), "nothing is played")
    }
    let good = try spec(
      #"{"games": ["tiny"], "bots": [{"id": "s", "plugin": "student", "params": {"accuracy": 1, "hints": 0}}]}"#,
      name: "good.json")
    #expect(run(["tournament", good, "--data", folder + "/good.db"]).status == 0)
  }

  @Test func aFunctionInALuaDescriptionIsRefusedByName() throws {
    let lua = try spec(
      """
      return { games = { "tiny" }, bots = { "random" }, sessions = function() return 2 end }
      """, name: "f.lua")
    let output = run(["tournament", lua, "--data", folder + "/fn.db"])
    #expect(output.status == 1)
    #expect(
      output.stderr.contains("sessions: is a function; a tournament description holds data only"),
      "\(output.stderr)")
  }

  @Test func seedsTakeTheWholeRangeRunTakes() throws {
    let largest = try spec(
      #"{"games": ["tiny"], "bots": ["oracle"], "sessions": 2, "seed": "18446744073709551615"}"#,
      name: "big.json")
    let output = run([
      "tournament", largest, "--data", folder + "/big.db", "--log", folder + "/big.jsonl",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("from seed 18446744073709551615"), "\(output.stdout)")
    // The same seed as `run --seed` gives the same session.
    let first = try #require(try file("big.jsonl").split(separator: "\n").first)
    let ran = Trivium.run([
      "run", "tiny", "--bot", "oracle", "--seed", "18446744073709551615", "--log",
      folder + "/r.jsonl",
      "--home", folder, "--mods", folder + "/no-mods",
    ])
    #expect(ran.status == 0, "\(ran.stderr)")
    let logged = try ValueJSON.decode(String(first))
    let single = try ValueJSON.decode(try file("r.jsonl").split(separator: "\n")[0].description)
    #expect(logged["actions"] == single["actions"] && logged["seed"] == single["seed"])
    let negative = try spec(
      #"{"games": ["tiny"], "bots": ["oracle"], "seed": -1}"#, name: "neg.json")
    let refused = run(["tournament", negative, "--data", folder + "/neg.db"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("seed: must be a whole number from 0 to 18446744073709551615"))
  }

  /// A tournament killed with SIGKILL in the middle resumes to exactly the bytes of a run that
  /// was never interrupted.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: triviumExecutable)))
  func resumesAfterAKill() throws {
    let path = try spec(
      #"{"games": ["question-bank"], "bots": ["random", "oracle"], "sessions": 60, "seed": 3}"#)
    let whole = run(["tournament", path, "--data", folder + "/w.db", "--log", folder + "/w.jsonl"])
    #expect(whole.status == 0, "\(whole.stderr)")
    // Kill it once some results are stored and before it can finish.
    let id = String(whole.stdout.dropFirst("tournament ".count).prefix { $0 != ":" })
    let stored = try killTournament(
      [
        "tournament", path, "--data", folder + "/k.db", "--home", folder, "--mods",
        folder + "/no-mods", "--quiet",
      ], data: folder + "/k.db", id: id, onceStored: 64)
    // In the middle is what matters: on a loaded machine the wait may end before 64 are stored.
    #expect(stored > 0 && stored < 120, "killed after \(stored) stored sessions")
    let resumed = run([
      "tournament", path, "--data", folder + "/k.db", "--resume", "--log", folder + "/k.jsonl",
    ])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout == whole.stdout)
    #expect(try file("k.jsonl") == file("w.jsonl"))
  }

  /// Each session is committed as it ends: a kill soon after the first session ends keeps it.
  /// The bot plays the tiny game at once and then holds its first move of the question bank
  /// for a minute, so under the old batches (64 sessions or one second) nothing was stored
  /// for long. An event is waited for, not a pause: the tiny game's row appears while the
  /// bot still holds the tournament.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: triviumExecutable)),
    .enabled(if: pythonFound, "python3 is missing: the holding bot is Python"))
  func eachSessionIsStoredAsItEnds() throws {
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Tests/Fixtures/bots/fault-bot.py"),
      to: home.url.appendingPathComponent("fault-bot.py"))
    let path = try spec(
      #"{"games": ["tiny", "question-bank"], "bots": [{"id": "slow", "command": ["python3", "fault-bot.py", "hang-long"], "move_time": 120}], "sessions": 1}"#,
      name: "s.json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: triviumExecutable)
    process.arguments = [
      "tournament", path, "--data", folder + "/s.db", "--home", folder, "--mods",
      folder + "/no-mods", "--quiet", "--allow-commands",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let id = try SpecFile.load(path).id
    // Well under the bot's minute: the question bank's session cannot have ended by then.
    let deadline = Date().addingTimeInterval(45)
    var stored = 0
    while Date() < deadline, stored == 0, process.isRunning {
      usleep(20_000)
      let store = try? Store.open(at: folder + "/s.db")
      stored =
        (try? store?.tournamentResults(tournamentID: id).count) ?? 0
    }
    #expect(process.isRunning, "the question bank's session is still in play")
    #expect(stored == 1, "the tiny game's session is stored as soon as it ends")
  }

  /// Ctrl-C (SIGINT) stops after the sessions in play, keeps them, and says how to go on.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: triviumExecutable)))
  func ctrlCStopsCleanlyAndResumes() throws {
    let path = try spec(
      #"{"games": ["question-bank"], "bots": ["oracle"], "sessions": 150}"#, name: "c.json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: triviumExecutable)
    process.arguments = [
      "tournament", path, "--data", folder + "/c.db", "--home", folder, "--mods",
      folder + "/no-mods",
      "--quiet",
    ]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    // Interrupt once a session is stored: it has really started, and has far to go.
    let id = try SpecFile.load(path).id
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline,
      ((try? Store.open(at: folder + "/c.db").tournamentResults(tournamentID: id).count) ?? 0) == 0
    {
      usleep(5_000)
    }
    kill(process.processIdentifier, SIGINT)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    #expect(message.contains("interrupted;") && message.contains("--resume"), "\(message)")
    let resumed = run([
      "tournament", path, "--data", folder + "/c.db", "--resume", "--format", "json",
    ])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    let standings = try ValueJSON.decode(resumed.stdout)
    #expect(standings["played"] == 150 && standings["total"] == 150)
  }

}
