import ExternalBots
import Foundation
import QuizCore
import Store
import Tournament
import TriviumEngine
import UserFiles

/// Set by SIGINT/SIGTERM while a tournament runs: finish the sessions in play, save, stop.
nonisolated(unsafe) private var interruptRequested: sig_atomic_t = 0

/// `trivium tournament FILE`: bots against games and each other, reproducibly.
enum TournamentCommand: Command {
  static let name = "tournament"
  static let summary = "Run a tournament of bots on games: standings, ratings, session logs."
  static var help: String {
    """
    Usage: trivium tournament <file> [--jobs N] [--shard K/N] [--format table|json|csv]
                              [--log FILE] [--data FILE] [--resume | --restart] [--quiet]
                              [--allow-commands] [--strict]
                              [--plugin-log FILE] [--home DIR] [--mods DIR]

    Plays every bot on every game of the description, each game from the same seeds for every
    bot, and prints the standings: mean score with its 95 % interval, accuracy, hints,
    forfeits, and for round-robin and gauntlet the win/draw/loss of the paired sessions (the
    higher score on the same questions wins), the Elo difference with its 95 % margin, and the
    likelihood of superiority. The same file gives byte-identical standings and logs whatever
    --jobs and however it is sharded or resumed.

    The file is JSON, or Lua returning a table; only games and bots are required:
      {"games": ["question-bank", "picture-guess"], "bots": ["random", "oracle", "student"],
       "sessions": 20, "seed": 11}
    More: "format": "round-robin" (default with 2+ bots) | "gauntlet" (the first bot against
    each other) | "each" (no pairing); "rules": ID; "shuffle": true; a bot may be
    {"id": "student-50", "plugin": "student", "params": {"accuracy": 0.5}}, or a program
    speaking the bot protocol (docs/bot-protocol.md), run in the file's folder:
    {"id": "mybot", "command": ["python3", "bot.py"], "options": {...}, "restart": "worker"
     | "session", "oracle": false, "move_time": 10, "session_time": 600}.

    A question its type's validate refuses is left out of its game, and said on stderr with
    its file, line and problem, as `trivium validate` says it.

    Every result is kept in the store as it is played; an interrupted tournament (Ctrl-C,
    kill) continues with --resume and plays no finished session again.

    Options:
      --jobs N           Worker threads, each with its own Lua states (default 1).
      --shard K/N        Play only slice K of N (for many machines); `trivium merge` joins the
                         slices' logs into what one run prints.
      --format F         table (default), json or csv.
      --log FILE         Write every session as JSON Lines (replayable with `trivium replay`);
                         - writes to standard output. A folder is refused.
      --data FILE        The store (default: $XDG_DATA_HOME/trivium/trivium.sqlite3).
      --resume           Continue this tournament's stored results.
      --restart          Discard this tournament's stored results and start again.
      --quiet            No progress on stderr (shown only when stderr is a terminal).
      --allow-commands   Run the external bots the file names (refused without: they run
                         with your rights).
      --strict           Stop when an external bot cannot start, instead of going on
                         without it.
    \(PluginLogFile.help(column: 21))
    \(EngineOptions.help(column: 21))

    Example:
      trivium tournament league.json --jobs 2 --log league.jsonl

    """
  }

  static func run(_ arguments: [String], output: inout CommandOutput) {
    var pluginLog: PluginLogFile?
    defer {
      if let problem = pluginLog?.close() { output.fail(command: name, problem) }
    }
    do {
      let parsed = try Arguments(
        arguments,
        options: EngineOptions.names.union([
          "--jobs", "--shard", "--format", "--log", "--data", PluginLogFile.name,
        ]),
        flags: ["--resume", "--restart", "--quiet", "--allow-commands", "--strict"])
      guard parsed.positional.count == 1, let file = parsed.positional.first else {
        throw UsageError("name exactly one tournament file")
      }
      let jobs = try parsed.integer("--jobs", default: 1, in: 1...256)
      var shard = Shard.whole
      if let text = parsed.value("--shard") {
        guard let given = Shard(text) else {
          throw UsageError("--shard takes K/N with 1 <= K <= N")
        }
        shard = given
      }
      let format = try standingsFormat(parsed.value("--format"))
      guard !(parsed.flag("--resume") && parsed.flag("--restart")) else {
        throw UsageError("--resume and --restart exclude each other")
      }
      // Before anything loads: the description in Lua and every plugin may print.
      pluginLog = try PluginLogFile.open(parsed)
      let spec = try SpecFile.load(file)
      try checkCommands(spec, allowed: parsed.flag("--allow-commands"))
      // A log that cannot be written is found before an hour of play, not after it.
      if let path = parsed.value("--log") {
        do { _ = try OutputTarget.resolve(path) } catch { throw EngineError("the log \(error)") }
      }
      let options = EngineOptions(parsed)
      // Everything must load before anything is played: a typo fails now, not after an hour.
      let probe = try EngineWorker(spec: spec, folder: SpecFile.folder(of: file), options: options)
      let unavailable = try startExternalBots(
        probe, spec: spec, strict: parsed.flag("--strict"), output: &output)
      for problem in probe.leftOut {
        output.stderr +=
          "trivium tournament: left out as invalid: \(Untrusted.line(problem.description))\n"
      }
      let store = try Store.open(at: parsed.value("--data"))
      let storeShard = shard == .whole ? 0 : shard.number
      let existing = try store.tournamentResults(tournamentID: spec.id, shard: storeShard)
      if !existing.isEmpty, parsed.flag("--restart") {
        try store.deleteTournament(tournamentID: spec.id)
      } else if !existing.isEmpty, !parsed.flag("--resume") {
        throw EngineError(
          "the store already holds \(existing.count) session(s) of this tournament (\(spec.id)); "
            + "continue with --resume or start again with --restart")
      }
      var outcomes: [SessionOutcome] = []
      var done = Set<Int>()
      if parsed.flag("--resume") {
        for result in existing {
          guard let outcome = SessionOutcome(fields: result.record) else {
            throw EngineError("stored result \(result.sessionKey) of \(spec.id) is unreadable")
          }
          outcomes.append(outcome)
          done.insert(outcome.index)
        }
      }
      let all = spec.jobs(of: shard)
      let todo = all.filter { !done.contains($0.index) && unavailable[$0.player] == nil }
      let progress = Progress(
        total: all.count, already: all.count - todo.count,
        visible: !parsed.flag("--quiet") && isatty(2) == 1)
      interruptRequested = 0
      let previousInt = signal(SIGINT) { _ in interruptRequested = 1 }
      let previousTerm = signal(SIGTERM) { _ in interruptRequested = 1 }
      // A parent may have started us with these blocked; stopping cleanly depends on them.
      var mask = sigset_t()
      sigemptyset(&mask)
      sigaddset(&mask, SIGINT)
      sigaddset(&mask, SIGTERM)
      pthread_sigmask(SIG_UNBLOCK, &mask, nil)
      defer {
        signal(SIGINT, previousInt)
        signal(SIGTERM, previousTerm)
      }
      let start = Date()
      var questions = 0
      let played = try TournamentRunner.run(
        todo, workers: jobs,
        makeWorker: { [plan = probe.plan] in try EngineWorker(plan: plan) },
        deliver: { outcome, record in
          outcomes.append(outcome)
          questions += outcome.questions
          // Each session is committed as it is delivered (a WAL commit without a sync: tens of
          // microseconds), so a kill loses only sessions still in play, however often it comes.
          try store.putTournamentResults([
            TournamentResult(
              tournamentID: spec.id, shard: storeShard, sessionKey: record["key"].stringValue ?? "",
              record: record)
          ])
          progress.advance()
        },
        shouldStop: { interruptRequested != 0 })
      progress.finish()
      let seconds = Date().timeIntervalSince(start)
      if !parsed.flag("--quiet") {
        let rate = seconds > 0 ? Double(played) / seconds : 0
        output.stderr +=
          "trivium tournament: played \(played) session(s), \(questions) question(s) in "
          + String(format: "%.2f s (%.1f sessions/s, %d job(s))\n", seconds, rate, jobs)
      }
      if interruptRequested != 0 {
        output.stderr +=
          "trivium tournament: interrupted; \(outcomes.count) of \(all.count) sessions are "
          + "stored. Run the same command with --resume to finish.\n"
        output.status = 130
        return
      }
      let standings = Standings(spec: spec, outcomes: outcomes, oracles: probe.oracles)
      output.stdout = standings.render(format)
      if shard != .whole {
        output.stdout +=
          format == .table
          ? "shard \(shard) of the tournament: merge the shards' logs with `trivium merge`\n" : ""
      }
      // The standings are printed even when the log cannot be written: the results are stored.
      if let path = parsed.value("--log") {
        do {
          try writeLog(store: store, id: spec.id, shard: storeShard, to: path)
        } catch let error as UserFileError {
          output.fail(command: name, "the log \(error)")
        }
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, "\(error)")
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
  ) throws -> [Int: BotFault] {
    let failed = try probe.startExternalBots()
    for (player, fault) in failed.sorted(by: { $0.key < $1.key }) {
      let said = "bot '\(spec.players[player].label)' cannot start: \(fault.message)"
      if strict { throw EngineError(said + " (--strict)") }
      output.stderr +=
        "trivium tournament: \(said); its sessions are not played (--resume plays them later)\n"
    }
    return failed
  }

  static func standingsFormat(_ text: String?) throws(UsageError) -> StandingsFormat {
    guard let text else { return .table }
    guard let format = StandingsFormat(rawValue: text) else {
      throw UsageError("--format is table, json or csv")
    }
    return format
  }

  /// Writes the stored sessions as JSON Lines in job order, a page at a time; a file is
  /// renamed into place only when whole, so a failure never leaves half a log under the name.
  static func writeLog(store: Store, id: String, shard: Int, to path: String) throws {
    let file = try OutputFile(path)
    var after = ""
    while true {
      let page = try store.tournamentResults(
        tournamentID: id, shard: shard, afterKey: after, limit: 500)
      guard let last = page.last else { break }
      var text = ""
      for result in page { text += try ValueJSON.encode(result.record) + "\n" }
      try file.write(text)
      after = last.sessionKey
    }
    try file.commit()
  }
}

/// A progress bar with the rate and the time left, on stderr, redrawn at most 10 times a
/// second; silent unless `visible`.
final class Progress {
  let total: Int
  var done: Int
  let visible: Bool
  let start = Date()
  var lastDraw = Date.distantPast
  let startedAt: Int

  init(total: Int, already: Int, visible: Bool) {
    self.total = total
    done = already
    startedAt = already
    self.visible = visible
  }

  func advance() {
    done += 1
    guard visible, Date().timeIntervalSince(lastDraw) > 0.1 || done == total else { return }
    lastDraw = Date()
    let elapsed = Date().timeIntervalSince(start)
    let rate = elapsed > 0 ? Double(done - startedAt) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    let width = 30
    let filled = total == 0 ? width : width * done / total
    let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
    let line = String(
      format: "\r[%@] %d/%d  %.1f sessions/s  %d:%02d left ", bar, done, total, rate,
      Int(left) / 60, Int(left) % 60)
    FileHandle.standardError.write(Data(line.utf8))
  }

  func finish() {
    guard visible else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
