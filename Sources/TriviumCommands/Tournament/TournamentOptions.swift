import Tournament

/// What `trivium tournament` was asked, read and checked before anything loads.
struct TournamentOptions {
  /// The options that take a value, besides the engine's.
  static let valued: Set<String> = [
    "--jobs", "--shard", "--format", "--log", "--data", "--sprt", PluginLogFile.name,
    ContentLanguageOption.name,
  ]
  static let flags: Set<String> = [
    "--resume", "--restart", "--quiet", "--allow-commands", "--strict",
  ]

  let file: String
  let jobs: Int
  let shard: Shard
  let format: StandingsFormat
  let sprt: SPRT?
  let resume: Bool
  let restart: Bool
  let quiet: Bool
  /// Whether the file may name programs to run (external bots).
  let allowCommands: Bool
  /// Whether an external bot that cannot start stops the tournament.
  let strict: Bool
  /// Where the log goes, if anywhere.
  let log: String?
  /// The store, when not the default.
  let data: String?

  init(_ parsed: Arguments) throws(UsageError) {
    guard parsed.positional.count == 1, let file = parsed.positional.first else {
      throw UsageError("name exactly one tournament file")
    }
    self.file = file
    jobs = try parsed.integer("--jobs", default: 1, in: 1...256)
    if let text = parsed.value("--shard") {
      guard let given = Shard(text) else {
        throw UsageError("--shard takes K/N with 1 <= K <= N")
      }
      shard = given
    } else {
      shard = .whole
    }
    format = try TournamentCommand.standingsFormat(parsed.value("--format"))
    if let text = parsed.value("--sprt") {
      do { sprt = try SPRT(parsing: text) } catch { throw UsageError("--sprt: \(error)") }
      // Where it stops depends on every earlier result: a slice cannot know it.
      guard parsed.value("--shard") == nil else {
        throw UsageError("--sprt stops on the results in order; it cannot run with --shard")
      }
    } else {
      sprt = nil
    }
    resume = parsed.flag("--resume")
    restart = parsed.flag("--restart")
    guard !(resume && restart) else {
      throw UsageError("--resume and --restart exclude each other")
    }
    quiet = parsed.flag("--quiet")
    allowCommands = parsed.flag("--allow-commands")
    strict = parsed.flag("--strict")
    log = parsed.value("--log")
    data = parsed.value("--data")
  }

  /// Refuses an SPRT of anything but a two-bot match.
  func check(_ spec: TournamentSpec) throws(UsageError) {
    if sprt != nil, let problem = SPRTMatch.problem(with: spec) { throw UsageError(problem) }
  }
}
