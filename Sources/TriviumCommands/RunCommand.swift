import Content
import Foundation
import Headless
import QuizCore
import TriviumEngine
import UserFiles

/// `trivium run GAME --bot BOT`: plays sessions headless and prints a summary.
enum RunCommand: Command {
  static let name = "run"
  static let summary = "Play sessions of a game with a bot, headless, and print a summary."
  static let help = """
    Usage: trivium run <game> --bot <bot> [--seed N] [--sessions N] [--log FILE]
                       [--rules ID] [--shuffle] [--plugin-log FILE] [--home DIR] [--mods DIR]

    Plays sessions of a game (an id from `trivium list`, or the path of a game folder) with a
    bot plugin, on the virtual clock: as fast as the plugins run, and the same every time for
    the same seed. Session i plays from seed N + i. A bot that fails or is stuck forfeits its
    session; the others go on. A question its type's validate refuses is left out of the game
    and listed with its file, line and problem, as `trivium validate` says it. A question whose
    type fails during play is skipped, counted as failed and listed with the plugin's file and
    line.

    Options:
      --bot ID         The bot plugin that plays (required).
      --seed N         The seed of the first session (default 1).
      --sessions N     How many sessions to play, 1 to 1000000 (default 1).
      --log FILE       Write each session (game, seed, actions, score) as JSON Lines, for
                       `trivium replay`; - writes to standard output. A folder is refused.
      --rules ID       Score with these rules instead of the game's own.
      --shuffle        Shuffle the question order of each session (from its seed).
    \(PluginLogFile.help(column: 19))
    \(EngineOptions.help(column: 19))

    Exit status: 0 when every session finished and every question was played; 1 when a bot
    forfeited a session or the log could not be written; 3 when some question was not played:
    left out as invalid, or its type failed during play (each is listed); 2 for a mistake on
    the command line.

    Example:
      trivium run question-bank --bot oracle --sessions 20 --seed 11 --log runs.jsonl

    """

  static func run(_ arguments: [String], output: inout CommandOutput) {
    var pluginLog: PluginLogFile?
    defer {
      if let problem = pluginLog?.close() { output.fail(command: name, problem) }
    }
    do {
      let parsed = try Arguments(
        arguments,
        options: EngineOptions.names.union([
          "--bot", "--seed", "--sessions", "--log", "--rules", PluginLogFile.name,
        ]),
        flags: ["--shuffle"])
      guard parsed.positional.count == 1, let gameName = parsed.positional.first else {
        throw UsageError("name exactly one game")
      }
      guard let botID = parsed.value("--bot") else { throw UsageError("--bot is required") }
      let seed = try parsed.seed("--seed", default: 1)
      let sessions = try parsed.integer("--sessions", default: 1, in: 1...1_000_000)
      // Before the engine: plugins may print while they load.
      pluginLog = try PluginLogFile.open(parsed)
      let engine = try Engine(options: EngineOptions(parsed))
      let bot = try engine.bot(botID)
      var loaded = try engine.game(gameName, seed: seed)
      let generated = loaded.manifest.questionFormat == .lua
      let rulesID = parsed.value("--rules") ?? loaded.game.rules
      let environment = try engine.environment(for: loaded.game, rulesID: rulesID)
      let runner = HeadlessRunner.metered()
      var records: [SessionRecord] = []
      // Opened before the first session, so a path that cannot be written fails at once; each
      // session is written as it ends, so the log never waits in memory.
      // A generated game is made again for each session, and may leave out other questions.
      var leftOut = loaded.leftOut
      var log = try parsed.value("--log").map { path throws(EngineError) in
        do { return try OutputFile(path) } catch { throw EngineError("the log \(error)") }
      }
      var logFailure: UserFileError?
      let identities = engine.pluginIdentities(game: loaded.game, rules: rulesID, bot: bot)
      for index in 0..<sessions {
        let sessionSeed = seed &+ UInt64(index)
        if generated, index > 0 {
          loaded = try engine.game(gameName, seed: sessionSeed)
          leftOut += loaded.leftOut.filter { !leftOut.contains($0) }
        }
        let record = runner.play(
          game: loaded.game, seed: sessionSeed, bot: bot, environment: environment,
          shuffle: parsed.flag("--shuffle"))
        records.append(record)
        if let file = log {
          var entry = record.value.mapValue ?? ValueMap()
          entry["rules"] = .string(rulesID)
          entry["plugins"] = identities
          let line = try ValueJSON.encode(.map(entry)) + "\n"
          do throws(UserFileError) { try file.write(line) } catch {
            logFailure = error
            log = nil
          }
        }
      }
      if let file = log {
        do throws(UserFileError) { try file.commit() } catch { logFailure = error }
      }
      output.stdout =
        Summary(
          records: records, game: loaded.game, bot: bot.id, oracle: bot.isOracle, seed: seed,
          leftOut: leftOut
        ).text
      output.status =
        !records.allSatisfy({ $0.forfeit == nil })
        ? 1
        : records.allSatisfy({ $0.failures.isEmpty }) && leftOut.isEmpty ? 0 : 3
      if let logFailure {
        output.fail(command: name, "the log \(logFailure)")
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, "\(error)")
    }
  }
}

/// The summary `run` prints.
struct Summary {
  var text = ""

  init(
    records: [SessionRecord], game: Game, bot: String, oracle: Bool, seed: UInt64,
    leftOut: [FileProblem] = []
  ) {
    let count = records.count
    text +=
      "game \(Untrusted.line(game.id)), bot \(Untrusted.line(bot))\(oracle ? " (oracle: sees the answers)" : ""), "
    text += "\(count) session\(count == 1 ? "" : "s") from seed \(seed)\n"
    let scores = records.map(\.score)
    let mean = Double(scores.reduce(0, +)) / Double(max(1, count))
    text += "  score    mean \(String(format: "%.1f", mean)), "
    text += "min \(scores.min() ?? 0), max \(scores.max() ?? 0)\n"
    let questions = records.map(\.outcomes.count).reduce(0, +)
    let right = records.map(\.right).reduce(0, +)
    let share = questions == 0 ? 0 : 100 * Double(right) / Double(questions)
    text += "  right    \(right) of \(questions) questions (\(String(format: "%.1f", share))%)\n"
    text += "  hints    \(records.map(\.hints).reduce(0, +))\n"
    let forfeits = records.filter { $0.forfeit != nil }
    text += "  forfeits \(forfeits.count)\n"
    for record in forfeits.prefix(10) {
      text += "    seed \(record.seed): \(Untrusted.line(record.forfeit ?? ""))\n"
    }
    let failed = records.filter { !$0.failures.isEmpty }
    if !failed.isEmpty {
      let questions = failed.map(\.failures.count).reduce(0, +)
      text += "  failed   \(questions) question\(questions == 1 ? "" : "s") in "
      text +=
        "\(failed.count) session\(failed.count == 1 ? "" : "s"): skipped, as their type failed\n"
      // Each failure once (the same question fails the same way in every session).
      var seen = Set<[UInt8]>()
      var listed = 0
      for record in failed {
        for failure in record.failures
        where seen.insert(Array((failure.questionID + "\u{0}" + failure.error.description).utf8))
          .inserted
        {
          if listed < 10 {
            text += "    question '\(Untrusted.line(failure.questionID))' (seed \(record.seed)): "
            text += Untrusted.line(failure.error.description) + "\n"
          }
          listed += 1
        }
      }
      if listed > 10 { text += "    ... and \(listed - 10) more\n" }
    }
    if !leftOut.isEmpty {
      text += "  invalid  questions left out, as their type's validate refused them:\n"
      for problem in leftOut.prefix(10) { text += "    \(Untrusted.line(problem.description))\n" }
      if leftOut.count > 10 { text += "    ... and \(leftOut.count - 10) more\n" }
    }
    let stopped = records.filter { !$0.isReproducible }
    if !stopped.isEmpty {
      let sessions = stopped.count == 1 ? "1 session" : "\(stopped.count) sessions"
      text += "  \(sessions) stopped by the wall clock: not reproducible (seeds "
      text += stopped.prefix(10).map { String($0.seed) }.joined(separator: ", ")
      text += stopped.count > 10 ? ", ...)\n" : ")\n"
    }
  }
}
