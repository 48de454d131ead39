import Localization
import Tournament

/// What `trivium tournament` was asked, read and checked before anything loads.
struct TournamentOptions {
  /// `--format` of the standings, which `trivium merge` takes too.
  static let format = OptionDeclaration.value(
    "--format", "F", trLater("How to print the standings."), default: "table",
    values: .choice(StandingsFormat.allCases.map(\.rawValue)))

  /// The tournament's own options (the plugin log and the engine's follow them).
  static let declared: [OptionDeclaration] = [
    .value("--jobs", "N", trLater("Worker threads, each with its own Lua states."), default: "1"),
    .value(
      "--shard", "K/N",
      trLater(
        "Play only slice K of N (for many machines); `trivium merge` joins the slices' logs into "
          + "what one run prints.")),
    format,
    .value(
      "--log", "FILE",
      trLater(
        "Write every session as JSON Lines (replayable with `trivium replay`); - writes to "
          + "standard output. A folder is refused."), values: .file),
    .value(
      "--timings", "FILE",
      trLater(
        "Write the wall time of each move of each session played, as JSON Lines in the "
          + "tournament's order (never reproducible: kept out of the log)."), values: .file),
    .flag(
      "--force",
      trLater(
        "Replace the files of --log, --timings and --plugin-log when they exist (never the "
          + "description, the store or a file this command reads).")),
    .value(
      "--data", "FILE", trLater("The store."), default: "$XDG_DATA_HOME/trivium/trivium.sqlite3",
      values: .file),
    .flag("--resume", trLater("Continue this tournament's stored results.")),
    .flag("--restart", trLater("Discard this tournament's stored results and start again.")),
    .flag(
      "--report",
      trLater(
        "Play nothing: print the standings (and write --log) of the sessions stored so far, of a "
          + "run still going or stopped.")),
    .flag(
      "--quiet",
      trLater(
        "Nothing on stderr while it plays: no standings, no progress bar, no timing line.")),
    .value(
      "--status-every", "N",
      trLater(
        "When stderr is not a terminal, a line of standings every N sessions (on a terminal "
          + "they are redrawn in place as sessions end)."), default: "100"),
    .flag(
      "--allow-commands",
      trLater("Run the external bots the file names (refused without: they run with your rights).")),
    .flag(
      "--strict",
      trLater("Stop when an external bot cannot start, instead of going on without it.")),
    .value(
      "--sprt", "TEST",
      trLater(
        "For a match of two bots: stop as soon as a sequential probability ratio test decides, "
          + "e.g. elo0=0,elo1=10,alpha=0.05,beta=0.05 (H1: the first bot is elo1 stronger; H0: at "
          + "most elo0). Not with --shard.")),
  ]

  let file: String
  let jobs: Int
  let shard: Shard
  let format: StandingsFormat
  let sprt: SPRT?
  let resume: Bool
  let restart: Bool
  /// Whether to report the stored sessions and play none.
  let report: Bool
  let quiet: Bool
  /// Sessions between two lines of standings on a stderr that is not a terminal.
  let statusEvery: Int
  /// Whether the file may name programs to run (external bots).
  let allowCommands: Bool
  /// Whether an external bot that cannot start stops the tournament.
  let strict: Bool
  /// Where the log goes, if anywhere.
  let log: String?
  /// Where the moves' wall times go, if anywhere.
  let timings: String?
  /// The store, when not the default.
  let data: String?

  init(_ parsed: Arguments) throws(UsageError) {
    guard parsed.positional.count == 1, let file = parsed.positional.first else {
      throw UsageError(tr("name exactly one tournament file"))
    }
    self.file = file
    jobs = try parsed.integer("--jobs", in: 1...256)
    if let text = parsed.value("--shard") {
      guard let given = Shard(text) else {
        throw UsageError(tr("--shard takes K/N with 1 <= K <= N"))
      }
      shard = given
    } else {
      shard = .whole
    }
    format = try TournamentCommand.standingsFormat(parsed.value("--format"))
    if let text = parsed.value("--sprt") {
      do { sprt = try SPRT(parsing: text) } catch {
        throw UsageError(tr("--sprt: {error}", ["error": error]))
      }
      // Where it stops depends on every earlier result: a slice cannot know it.
      guard parsed.value("--shard") == nil else {
        throw UsageError(tr("--sprt stops on the results in order; it cannot run with --shard"))
      }
    } else {
      sprt = nil
    }
    resume = parsed.flag("--resume")
    restart = parsed.flag("--restart")
    guard !(resume && restart) else {
      throw UsageError(tr("--resume and --restart exclude each other"))
    }
    report = parsed.flag("--report")
    guard !(report && (resume || restart)) else {
      throw UsageError(tr("--report plays nothing: not with --resume or --restart"))
    }
    quiet = parsed.flag("--quiet")
    statusEvery = try parsed.integer("--status-every", in: 1...1_000_000_000)
    allowCommands = parsed.flag("--allow-commands")
    strict = parsed.flag("--strict")
    log = parsed.value("--log")
    timings = parsed.value("--timings")
    data = parsed.value("--data")
  }

  /// Refuses an SPRT of anything but a two-bot match.
  func check(_ spec: TournamentSpec) throws(UsageError) {
    // A round's pairings follow from the results of the one before: a slice cannot know them.
    if shard != .whole, spec.isStaged {
      throw UsageError(
        tr(
          "--shard: a {format} tournament pairs each round from the results of the round "
            + "before, so it cannot be split; run it whole (--jobs plays it in parallel)",
          ["format": spec.format.rawValue]))
    }
    if sprt != nil, let problem = SPRTMatch.problem(with: spec) {
      throw UsageError(problem.translated)
    }
  }
}
