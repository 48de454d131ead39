import Content
import Foundation
import Headless
import Localization
import QuizCore
import Terminal
import TextCells
import TriviumEngine
import UserFiles

/// `trivium run GAME --bot BOT`: plays sessions headless and prints a summary.
enum RunCommand: Command {
  static let name = "run"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater("Play sessions of a game with a bot, headless, and print a summary."),
    forms: [UsageForm([.value("game", .gameID)], required: ["--bot"])],
    options: [
      .value("--bot", "ID", trLater("The bot plugin that plays (required)."), values: .botID),
      .value("--seed", "N", trLater("The seed of the first session."), default: "1"),
      .value("--sessions", "N", trLater("How many sessions to play, 1 to 1000000."), default: "1"),
      .value(
        "--log", "FILE",
        trLater(
          "Write each session (game, seed, actions, score) as JSON Lines, for `trivium replay`; "
            + "- writes to standard output. A folder is refused."), values: .file),
      .flag(
        "--force",
        trLater(
          "Replace the files of --log and --plugin-log when they exist (never a file this "
            + "command reads, nor one file for both).")),
      .value("--rules", "ID", trLater("Score with these rules instead of the game's own.")),
      .flag("--shuffle", trLater("Shuffle the question order of each session (from its seed).")),
      ContentLanguageOption.declaration,
      PluginLogFile.declaration,
    ] + EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "Plays sessions of a game (an id from `trivium list`, or the path of a game folder) "
            + "with a bot plugin, on the virtual clock: as fast as the plugins run, and the same "
            + "every time for the same seed. Session i plays from seed N + i. A bot that fails or "
            + "is stuck forfeits its session; the others go on. A question its type's validate "
            + "refuses is left out of the game and listed with its file, line and problem, as "
            + "`trivium validate` says it. A question whose type fails during play is skipped, "
            + "counted as failed and listed with the plugin's file and line."))
    ],
    notes: [
      .paragraph(
        trLater(
          "Exit status: 0 when every session finished and every question was played; 1 when a "
            + "bot forfeited a session or the log could not be written; 3 when some question was "
            + "not played: left out as invalid, or its type failed during play (each is listed); "
            + "2 for a mistake on the command line."))
    ],
    examples: ["trivium run question-bank --bot oracle --sessions 20 --seed 11 --log runs.jsonl"])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    var outputs = OutputLock()
    defer { outputs.release() }
    var pluginLog: PluginLogFile?
    let printedBefore = PluginLogFile.printed
    defer { PluginLogFile.finish(pluginLog, since: printedBefore, command: name, output: &output) }
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.count == 1, let gameName = parsed.positional.first else {
        throw UsageError(tr("name exactly one game"))
      }
      guard let botID = parsed.value("--bot") else { throw UsageError(tr("--bot is required")) }
      let seed = try parsed.seed("--seed")
      let sessions = try parsed.integer("--sessions", in: 1...1_000_000)
      // Every output checked and locked before anything is loaded or played.
      var plan = OutputPlan(parsed)
      if let path = parsed.value("--log") { plan.output(path, role: Phrase(trLater("the log"))) }
      PluginLogFile.plan(parsed, into: &plan)
      plan.engineFolders(EngineOptions(parsed, services))
      plan.game(gameName)
      outputs = try plan.claim()
      // Before the engine: plugins may print while they load.
      pluginLog = try PluginLogFile.open(parsed)
      let engine = try services.engine(parsed)
      let bot = try engine.bot(botID)
      let language = parsed.value(ContentLanguageOption.name)
      var loaded = try engine.game(gameName, seed: seed, language: language)
      try ContentLanguageOption.check(language, offeredBy: loaded)
      let generated = ContentLanguageOption.perSeed(loaded.manifest)
      let rulesID = parsed.value("--rules") ?? loaded.game.rules
      let environment = try engine.environment(for: loaded.game, rulesID: rulesID)
      let runner = HeadlessRunner.metered()
      // Each session is added to the summary and written to the log as it ends, then let go:
      // a run keeps no session, and a long session's log line is written a piece at a time.
      var summary = Summary()
      // Opened before the first session, so a path that cannot be written fails at once.
      // A generated game is made again for each session, and may leave out other questions.
      var leftOut = loaded.leftOut
      var log = try parsed.value("--log").map { path throws(EngineError) in
        do { return try OutputFile(path, limit: .log) } catch {
          throw EngineError(Phrase(trLater("the log {error}"), ["error": .of(error)]))
        }
      }
      var logFailure: UserFileError?
      let identities = engine.pluginIdentities(game: loaded.game, rules: rulesID, bot: bot)
      for index in 0..<sessions {
        let sessionSeed = seed &+ UInt64(index)
        if generated, index > 0 {
          loaded = try engine.game(gameName, seed: sessionSeed, language: language)
          leftOut += loaded.leftOut.filter { !leftOut.contains($0) }
        }
        let record = runner.play(
          game: loaded.game, seed: sessionSeed, bot: bot, environment: environment,
          shuffle: parsed.flag("--shuffle"))
        summary.add(record)
        if let file = log {
          do {
            var extra: ValueMap = ["rules": .string(rulesID), "plugins": identities]
            // Only for a game that declares languages: other games' logs stay as they were.
            if let language = loaded.game.language { extra["lang"] = .string(language.code) }
            try write(record, extra: extra, to: file)
          } catch let error as UserFileError {
            logFailure = error
            log = nil
          }
        }
      }
      if let file = log {
        do throws(UserFileError) { try file.commit() } catch { logFailure = error }
      }
      output.stdout = summary.text(
        game: loaded.game, bot: bot.id, oracle: bot.isOracle, seed: seed, leftOut: leftOut)
      output.status =
        summary.forfeits > 0 ? 1 : summary.failedSessions == 0 && leftOut.isEmpty ? 0 : 3
      if let logFailure {
        output.fail(command: name, "the log \(logFailure)")
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  /// Writes `record` with `extra` fields as one line of the log, a piece at a time.
  static func write(_ record: SessionRecord, extra: ValueMap, to file: OutputFile) throws {
    var failure: UserFileError?
    try record.writeJSONLine(extra: extra) { bytes in
      guard failure == nil else { return }
      do throws(UserFileError) {
        try bytes.withUnsafeBufferPointer { buffer throws(UserFileError) in try file.write(buffer) }
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    try file.write("\n")
  }
}

/// The summary `run` prints, added up a session at a time: nothing of a session is kept but
/// the few lines it may add.
struct Summary {
  /// Lines listed of each kind, at most; the others are counted.
  static let listed = 10
  private(set) var sessions = 0
  private var scoreTotal = 0
  private var scoreRange: ClosedRange<Int>?
  private var questions = 0
  private var right = 0
  private var hints = 0
  private(set) var forfeits = 0
  private var forfeitLines: [String] = []
  private(set) var failedSessions = 0
  private var failedQuestions = 0
  /// Each failure once (the same question fails the same way in every session).
  private var seenFailures = Set<[UInt8]>()
  private var failureLines: [String] = []
  private var stoppedSeeds: [UInt64] = []
  private var stopped = 0

  mutating func add(_ record: SessionRecord) {
    sessions += 1
    scoreTotal += record.score
    scoreRange =
      scoreRange.map { min($0.lowerBound, record.score)...max($0.upperBound, record.score) }
      ?? record.score...record.score
    // A card no one grades is no question to get right.
    questions += record.outcomes.filter { $0 != .ungraded }.count
    right += record.right
    hints += record.hints
    if let forfeit = record.forfeit {
      forfeits += 1
      if forfeitLines.count < Self.listed {
        forfeitLines.append(
          "    "
            + tr(
              "seed {seed}: {reason}",
              ["seed": record.seed, "reason": Untrusted.line(forfeit.translated)])
            + "\n")
      }
    }
    if !record.failures.isEmpty {
      failedSessions += 1
      failedQuestions += record.failures.count
      for failure in record.failures {
        let key = Array((failure.questionID + "\u{0}" + failure.error.description).utf8)
        guard seenFailures.insert(key).inserted, failureLines.count < Self.listed else {
          continue
        }
        failureLines.append(
          "    "
            + tr(
              "question '{id}' (seed {seed}): {problem}",
              [
                "id": Untrusted.line(failure.questionID), "seed": record.seed,
                "problem": Untrusted.line(failure.error.translated),
              ]) + "\n")
      }
    }
    if !record.isReproducible {
      stopped += 1
      if stoppedSeeds.count < Self.listed { stoppedSeeds.append(record.seed) }
    }
  }

  func text(game: Game, bot: String, oracle: Bool, seed: UInt64, leftOut: [FileProblem] = [])
    -> String
  {
    let names: [String: any Sendable] = [
      "game": Untrusted.line(game.id), "bot": Untrusted.line(bot), "seed": seed,
    ]
    var text =
      oracle
      ? trn(
        "game {game}, bot {bot} (oracle: sees the answers), {n} session from seed {seed}",
        "game {game}, bot {bot} (oracle: sees the answers), {n} sessions from seed {seed}",
        count: sessions, names)
      : trn(
        "game {game}, bot {bot}, {n} session from seed {seed}",
        "game {game}, bot {bot}, {n} sessions from seed {seed}", count: sessions, names)
    text += "\n"
    // The labels line up in a column as wide as the widest in the reader's language.
    let labels = [
      "score": tr("score", context: "run summary"), "right": tr("right", context: "run summary"),
      "hints": tr("hints", context: "run summary"),
      "forfeits": tr("forfeits", context: "run summary"),
      "failed": tr("failed", context: "run summary"),
      "invalid": tr("invalid", context: "run summary"),
    ]
    let column = (labels.values.map { TextWidth.of($0) }.max() ?? 0) + 1
    func row(_ key: String, _ rest: String) -> String {
      let label = labels[key] ?? key
      return "  " + label + String(repeating: " ", count: column - TextWidth.of(label)) + rest
        + "\n"
    }
    let mean = Double(scoreTotal) / Double(max(1, sessions))
    text += row(
      "score",
      tr(
        "mean {mean}, min {min}, max {max}",
        [
          "mean": String(format: "%.1f", mean), "min": scoreRange?.lowerBound ?? 0,
          "max": scoreRange?.upperBound ?? 0,
        ]))
    let share = questions == 0 ? 0 : 100 * Double(right) / Double(questions)
    text += row(
      "right",
      tr(
        "{right} of {total} questions ({share}%)",
        ["right": right, "total": questions, "share": String(format: "%.1f", share)]))
    text += row("hints", "\(hints)")
    text += row("forfeits", "\(forfeits)")
    text += forfeitLines.joined()
    if failedSessions > 0 {
      text += row(
        "failed",
        tr(
          "{questions} in {sessions}: skipped, as their type failed",
          [
            "questions": trn("{n} question", "{n} questions", count: failedQuestions),
            "sessions": trn("{n} session", "{n} sessions", count: failedSessions),
          ]))
      text += failureLines.joined()
      if seenFailures.count > Self.listed {
        text += "    " + tr("... and {n} more", ["n": seenFailures.count - Self.listed]) + "\n"
      }
    }
    if !leftOut.isEmpty {
      text += row("invalid", tr("questions left out, as their type's validate refused them:"))
      for problem in leftOut.prefix(10) { text += "    \(Untrusted.line(problem.translated))\n" }
      if leftOut.count > 10 {
        text += "    " + tr("... and {n} more", ["n": leftOut.count - 10]) + "\n"
      }
    }
    if stopped > 0 {
      let seeds =
        stoppedSeeds.map { String($0) }.joined(separator: ", ")
        + (stopped > Self.listed ? ", ..." : "")
      text +=
        "  "
        + trn(
          "{n} session stopped by the wall clock: not reproducible (seeds {seeds})",
          "{n} sessions stopped by the wall clock: not reproducible (seeds {seeds})",
          count: stopped, ["seeds": seeds]) + "\n"
    }
    return text
  }
}
