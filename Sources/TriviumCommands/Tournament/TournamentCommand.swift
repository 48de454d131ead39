import ExternalBots
import Foundation
import Localization
import QuizCore
import Store
import Tournament
import TriviumEngine
import UserFiles

/// `trivium tournament FILE`: bots against games and each other, reproducibly.
enum TournamentCommand: Command {
  static let name = "tournament"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater("Run a tournament of bots on games: standings, ratings, session logs."),
    forms: [
      UsageForm(
        [.value("file", .file)],
        optional: [
          "--jobs", "--shard", "--format", "--log", "--timings", "--data",
          "--resume|--restart|--report", "--quiet", "--status-every", "--allow-commands",
          "--strict", "--sprt", PluginLogFile.name, "--home", "--mods",
        ])
    ],
    options: TournamentOptions.declared + [
      ContentLanguageOption.declaration, PluginLogFile.declaration,
    ]
      + EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "Plays every bot on every game of the description, each game from the same seeds for "
            + "every bot, and prints the standings: mean score with its 95 % interval, accuracy, "
            + "hints, forfeits, and for round-robin and gauntlet the win/draw/loss of the paired "
            + "sessions (the higher score on the same questions wins), the Elo difference with "
            + "its 95 % margin, and the likelihood of superiority; with three bots or more, "
            + "ratings fitted over every pair (Bradley–Terry) with their 95 % margins. The same "
            + "file gives byte-identical standings and logs whatever --jobs and however it is "
            + "sharded or resumed.")),
      .list(
        trLater("The file is JSON, or Lua returning a table; only games and bots are required:"),
        [
          (
            "",
            trLater(
              "{\"games\": [\"question-bank\", \"picture-guess\"], \"bots\": [\"random\", "
                + "\"oracle\", \"student\"], \"sessions\": 20, \"seed\": 11}")
          )
        ]),
      .paragraph(
        trLater(
          "More: \"format\": \"round-robin\" (default with 2+ bots) | \"gauntlet\" (the first "
            + "bot against each other) | \"each\" (no pairing); \"rules\": ID; \"shuffle\": "
            + "true; a bot may be {\"id\": \"student-50\", \"plugin\": \"student\", "
            + "\"params\": {\"accuracy\": 0.5}}, or a program speaking the bot protocol "
            + "(docs/bot-protocol.md), run in the file's folder: {\"id\": \"mybot\", "
            + "\"command\": [\"python3\", \"bot.py\"], \"options\": {...}, \"restart\": "
            + "\"worker\" | \"session\", \"oracle\": false, \"move_time\": 10, "
            + "\"session_time\": 600}.")),
      .paragraph(
        trLater(
          "\"format\": \"knockout\" plays single elimination in a bracket seeded in the file's "
            + "order (byes to the top seeds); \"swiss\" plays \"rounds\" rounds (at most half "
            + "the bots, rounded up), pairing by match points, then total score, then the "
            + "file's order, never the same two twice, a bye to the lowest-ranked bot without "
            + "one. Each round is paired once the one before is complete, with seeds of its "
            + "own; a match is won on its paired sessions, then on total score (a knockout "
            + "then sends the better seed through). Every standings format states the rounds, "
            + "their matches in order and the byes; neither can be sharded.")),
      .paragraph(
        trLater(
          "\"book\": \"book.jsonl\" is a question book, as an opening book: a JSON object a "
            + "line, {\"game\": ID, \"seed\": N, \"questions\": [ID, ...]}, choosing each "
            + "session's questions (in that order) and seed; or {\"file\": ..., \"order\": "
            + "\"sequential\" | \"random\", \"seed\": N, \"same_for_pairing\": true}, or "
            + "{\"seeds\": [N, ...]}. Both bots of a pairing play the same entry; the book's "
            + "content is part of the tournament's id, so a changed book is played again.")),
      .paragraph(
        trLater(
          "An external bot's entry may also give \"folder\": the folder it runs in (relative "
            + "to the file's), and \"env\": {\"NAME\": \"value\"}, variables added to its "
            + "environment. Each bot is started once per worker: the process whose hello was "
            + "read plays on.")),
      .paragraph(
        trLater(
          "A question its type's validate refuses is left out of its game, and said on stderr "
            + "with its file, line and problem, as `trivium validate` says it.")),
      .paragraph(
        trLater(
          "Every result is kept in the store as it is played; an interrupted tournament "
            + "(Ctrl-C, kill) continues with --resume and plays no finished session again; a "
            + "finished one run again prints its standings (and writes its log) from the store.")),
      .paragraph(
        trLater(
          "While it plays, stderr shows the standings and the SPRT's state, redrawn as sessions "
            + "end on a terminal, a line every --status-every sessions elsewhere. --report "
            + "prints the standings (and writes --log) of the sessions stored so far without "
            + "playing: of a run still going, or of one that was killed.")),
    ],
    notes: [
      .paragraph(
        trLater(
          "Exit status: 0 when every session was played (a forfeit is a result, not an error); "
            + "1 when the tournament could not run (a description, game or bot that does not "
            + "load, a bot that cannot start with --strict) or the log could not be written; 2 "
            + "for a mistake on the command line, or a file naming commands without "
            + "--allow-commands; 3 when sessions could not be played at all (a bot that cannot "
            + "start): the standings of those played are printed, and --resume plays the rest; "
            + "130 when interrupted (Ctrl-C, SIGTERM): what finished is stored, and --resume "
            + "goes on."))
    ],
    examples: ["trivium tournament league.json --jobs 2 --log league.jsonl"])

  /// The exit status of a tournament with sessions that could not be played at all.
  static let unplayedStatus: Int32 = 3

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    var outputs = OutputLock()
    defer { outputs.release() }
    var pluginLog: PluginLogFile?
    defer {
      if let problem = pluginLog?.close() { output.fail(command: name, problem) }
    }
    do {
      let parsed = try declaration.parse(arguments)
      let options = try TournamentOptions(parsed)
      // Every output checked and locked before anything loads or is played.
      var plan = OutputPlan(parsed)
      if let path = options.log { plan.output(path, role: Phrase(trLater("the log"))) }
      if let path = options.timings {
        plan.output(path, role: Phrase(trLater("the timings")))
      }
      PluginLogFile.plan(parsed, into: &plan)
      plan.input(options.file, role: Phrase(trLater("the tournament file")))
      // The games it names by path are read too: the description is read once here for them
      // (a Lua one runs again below, once the plugin log can keep what it prints). One that
      // does not load is said by that second reading.
      let early = try? SpecFile.load(options.file)
      for game in early?.games ?? [] { plan.game(game) }
      if let book = early?.book?.file {
        plan.input(
          SpecFile.bookPath(book, of: options.file), role: Phrase(trLater("the question book")))
      }
      plan.progress(try? services.databasePath(options.data))
      plan.engineFolders(EngineOptions(parsed, services))
      outputs = try plan.claim()
      // Before anything loads: the description in Lua and every plugin may print.
      pluginLog = try PluginLogFile.open(parsed)
      var spec = try SpecFile.load(options.file)
      spec.language = parsed.value(ContentLanguageOption.name)
      try options.check(spec)
      // A report starts no bot: its commands need no permission.
      if !options.report { try checkCommands(spec, allowed: options.allowCommands) }
      // Everything must load before anything is played: a typo fails now, not after an hour.
      let probe = try EngineWorker(
        spec: spec, folder: SpecFile.folder(of: options.file),
        options: EngineOptions(parsed, services),
        services: services)
      // Whatever the bots started (a daemon, a child that left their process group) ends
      // with the run.
      defer { if !spec.commands.isEmpty { BotSweep.kill(mark: probe.plan.botMark) } }
      if options.report {
        try reportStored(
          spec: spec, options: options, oracles: probe.oracles, services: services,
          output: &output)
        return
      }
      let (unavailable, identities) = try startExternalBots(
        probe, spec: spec, strict: options.strict, output: &output)
      // Bots no worker took (nothing left to play) are told to quit.
      defer { for bot in probe.plan.handoff.take().values { bot.stop() } }
      for problem in probe.leftOut {
        output.stderr +=
          "trivium tournament: left out as invalid: \(Untrusted.line(problem.description))\n"
      }
      let run = TournamentRun(
        spec: spec, shard: options.shard, sprt: options.sprt,
        store: try services.openStore(options.data, command: name),
        unavailable: Set(unavailable.keys), identities: identities)
      try prepare(run, options: options, output: &output)
      if !run.isFinished {
        guard
          try play(
            run, options: options, plan: probe.plan, oracles: probe.oracles, services: services,
            output: &output)
        else { return }
      }
      report(run, options: options, oracles: probe.oracles, output: &output)
      // Forfeits are results; a session that was never played is not.
      if !run.isFinished, output.status == 0 {
        output.status = unplayedStatus
        output.stderr +=
          "trivium tournament: "
          + tr(
            "{missing} of {total} session(s) could not be played; --resume plays them once "
              + "their bots start (exit status {status})",
            [
              "missing": run.total - run.outcomes.count, "total": run.total,
              "status": Int(unplayedStatus),
            ]) + "\n"
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  /// `--report`: the standings and log of what the store holds, playing nothing (no bot is
  /// started, so a stored session of a bot changed since is reported as it was played).
  static func reportStored(
    spec: TournamentSpec, options: TournamentOptions, oracles: Set<Int>, services: Services,
    output: inout CommandOutput
  ) throws {
    // A report reads: a misspelt --data must not create an empty database and report nothing.
    let path = try services.databasePath(options.data)
    guard FileManager.default.fileExists(atPath: path) else {
      throw StoreError.cannotOpen(
        path: path, reason: Phrase(trLater("no such file: there is nothing stored to report")))
    }
    let run = TournamentRun(
      spec: spec, shard: options.shard, sprt: options.sprt,
      store: try services.openStore(options.data, command: name))
    _ = try run.loadStored()
    report(run, options: options, oracles: oracles, output: &output)
    if !options.quiet {
      output.stderr +=
        "trivium tournament: "
        + tr(
          "the standings of the {stored} of {total} session(s) stored so far; nothing was played",
          ["stored": run.outcomes.count, "total": run.total]) + "\n"
    }
  }

  /// Reads what the store holds: a finished tournament is printed again as it was, a partial
  /// one goes on only with --resume, and --restart forgets it.
  static func prepare(
    _ run: TournamentRun, options: TournamentOptions, output: inout CommandOutput
  ) throws {
    let stored = try run.loadStored()
    // A bot that is not the program that played its stored sessions plays them again.
    for (player, count) in run.stale.sorted(by: { $0.key < $1.key }) {
      output.stderr +=
        "trivium tournament: "
        + tr(
          "bot '{bot}' is not the program that played its {count} stored session(s) (it "
            + "differs in: {parts}); they are played again",
          [
            "bot": run.spec.players[player].label, "count": count.sessions,
            "parts": count.parts.joined(separator: ", "),
          ]) + "\n"
    }
    guard stored > 0 else { return }
    let staleCount = run.stale.values.reduce(0) { $0 + $1.sessions }
    if options.restart {
      try run.discardStored()
    } else if run.isFinished {
      if !options.quiet {
        output.stderr +=
          "trivium tournament: "
          + tr(
            "this tournament is finished ({stored} session(s) stored); its standings from the "
              + "store (--restart plays it again)", ["stored": stored]) + "\n"
      }
    } else if !options.resume, !(staleCount > 0 && stored >= run.total) {
      // (A finished tournament that misses only a changed bot's sessions plays them again.)
      throw EngineError(
        Phrase(
          trLater(
            "the store already holds {stored} of {total} session(s) of this tournament ({id}); "
              + "continue with --resume or start again with --restart"),
          [
            "stored": .number(stored), "total": .number(run.total),
            "id": .text(run.spec.id),
          ]))
    }
  }

  /// Plays what is left; false when interrupted (said on stderr, status 130).
  static func play(
    _ run: TournamentRun, options: TournamentOptions, plan: TournamentPlan, oracles: Set<Int>,
    services: Services, output: inout CommandOutput
  ) throws -> Bool {
    // The rate printed at the end is measured, not reproducible: the monotonic clock's.
    let clock = services.monotonic
    let start = clock.seconds()
    // Written as the sessions are delivered, put in place once the play ends (stopped too).
    let timings = try options.timings.map { path in
      do { return try OutputFile(path) } catch {
        throw EngineError(Phrase(trLater("the timings {error}"), ["error": .of(error)]))
      }
    }
    if let timings {
      run.timings = { line in try timings.write(ValueJSON.encode(line) + "\n") }
    }
    let played = try Interrupts.catching {
      try run.play(
        workers: options.jobs,
        progress: options.quiet
          ? .quiet : isatty(2) == 1 ? .terminal : .lines(every: options.statusEvery),
        clock: clock, oracles: oracles
      ) { try EngineWorker(plan: plan, services: services) }
    }
    let seconds = clock.seconds() - start
    do { try timings?.commit() } catch {
      throw EngineError(Phrase(trLater("the timings {error}"), ["error": .of(error)]))
    }
    for (bot, count) in plan.notices.lateLineRestarts {
      output.stderr +=
        "trivium tournament: "
        + tr(
          "bot '{bot}' wrote {count} line(s) after a session had ended; its process was "
            + "restarted before the next session, which did not read them",
          ["bot": bot, "count": count]) + "\n"
    }
    if !options.quiet {
      let rate = seconds > 0 ? Double(played.sessions) / seconds : 0
      output.stderr +=
        "trivium tournament: played \(played.sessions) session(s), \(played.questions) question(s) in "
        + String(format: "%.2f s (%.1f sessions/s, %d job(s))\n", seconds, rate, options.jobs)
    }
    guard run.isFinished || !Interrupts.requested else {
      output.stderr +=
        "trivium tournament: interrupted; \(run.outcomes.count) of \(run.total) sessions are "
        + "stored. Run the same command with --resume to finish.\n"
      output.status = 130
      return false
    }
    return true
  }

  /// Prints the standings and writes the log, both from what counts.
  static func report(
    _ run: TournamentRun, options: TournamentOptions, oracles: Set<Int>,
    output: inout CommandOutput
  ) {
    let standings = Standings(
      spec: run.spec, outcomes: run.counted, oracles: oracles, sprt: options.sprt)
    output.stdout = standings.render(options.format)
    if options.shard != .whole, options.format == .table {
      output.stdout +=
        "shard \(options.shard) of the tournament: merge the shards' logs with `trivium merge`\n"
    }
    // The standings are printed even when the log cannot be written: the results are stored.
    if let path = options.log {
      do {
        try writeLog(
          store: run.store, id: run.spec.id, shard: run.shard, through: run.lastKey, to: path)
      } catch {
        output.fail(
          command: name, EngineError(Phrase(trLater("the log {error}"), ["error": .of(error)])))
      }
    }
  }

  /// Refuses a description that names programs to run unless the run allows it: a file from
  /// anyone would otherwise run anything with the player's rights.
  static func checkCommands(_ spec: TournamentSpec, allowed: Bool) throws(UsageError) {
    let commands = spec.commands
    guard !commands.isEmpty, !allowed else { return }
    let list = commands.map { "bot '\($0.label)' runs `\($0.command.commandLine)`" }
    throw UsageError(
      "the tournament file names commands to run (" + list.joined(separator: "; ")
        + "); they run with your rights: add --allow-commands only if you trust the file")
  }

  /// Starts each external bot once before anything is played. One that cannot start is said
  /// once on stderr and its sessions are not played (the rest of the tournament goes on), or,
  /// with `strict`, the tournament stops. Returns those bots' reasons by player.
  static func startExternalBots(
    _ probe: EngineWorker, spec: TournamentSpec, strict: Bool, output: inout CommandOutput
  ) throws -> (failed: [Int: BotFault], identities: [Int: Value]) {
    let (failed, identities) = try probe.startExternalBots()
    for (player, fault) in failed.sorted(by: { $0.key < $1.key }) {
      let values: [String: Phrase.Value] = [
        "bot": .text(spec.players[player].label), "reason": .phrase(fault.phrase),
      ]
      if strict {
        throw EngineError(
          Phrase(trLater("bot '{bot}' cannot start: {reason} (--strict)"), values))
      }
      output.stderr +=
        "trivium tournament: "
        + Phrase(
          trLater(
            "bot '{bot}' cannot start: {reason}; its sessions are not played (--resume plays "
              + "them later)"), values
        ).translated + "\n"
    }
    return (failed, identities)
  }

  static func standingsFormat(_ text: String?) throws(UsageError) -> StandingsFormat {
    guard let text else { return .table }
    guard let format = StandingsFormat(rawValue: text) else {
      throw UsageError(tr("--format is table, json or csv"))
    }
    return format
  }

  /// Writes the stored sessions as JSON Lines in job order (through the key `through` when
  /// given), a page at a time; a file is renamed into place only when whole, so a failure never
  /// leaves half a log under the name.
  static func writeLog(
    store: Store, id: String, shard: Int, through: String? = nil, to path: String
  ) throws {
    let file = try OutputFile(path, limit: .log)
    var after = ""
    var done = false
    while !done {
      let page = try store.tournamentResults(
        tournamentID: id, shard: shard, afterKey: after, limit: 500)
      guard let last = page.last else { break }
      var text = ""
      for result in page {
        if let through, result.sessionKey > through {
          done = true
          break
        }
        text += try ValueJSON.encode(result.record) + "\n"
      }
      try file.write(text)
      after = last.sessionKey
    }
    try file.commit()
  }
}
