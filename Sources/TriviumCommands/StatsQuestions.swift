import Foundation
import ItemAnalysis
import Localization
import QuizCore
import Store
import TriviumEngine

/// `trivium stats --questions GAME`: item analysis of one game's questions, from players'
/// finished sessions, stored tournaments, or both.
enum StatsQuestions {
  /// The options `stats` declares for it.
  static let declarations: [OptionDeclaration] = [
    .flag(
      "--questions",
      trLater(
        "Item analysis of <game>'s questions: facility, discrimination and flags, as Moodle's "
          + "quiz statistics report them.")),
    .value(
      "--source", "S", trLater("With --questions: which attempts to count."), default: "both",
      values: .choice(ItemSamples.Source.allCases.map(\.rawValue))),
  ]

  /// The paragraph of `stats`'s help that explains it.
  static let description = trLater(
    "With --questions, for each question of <game>: the attempts that asked it, the facility "
      + "index (the mean mark, as a percentage of the full mark: a partly right answer earns "
      + "half, one left unanswered none), the standard deviation, the discrimination index (the "
      + "correlation of the question's mark with the rest of the attempt's, as a percentage; "
      + "undefined with fewer than two attempts or when either never varies) and the "
      + "discriminative efficiency, as Moodle computes them. Attempts are finished sessions: "
      + "every profile's, or only --profile's, and the stored tournament sessions that played "
      + "the game, each replayed from its seed and actions (one that was forfeited or no longer "
      + "replays as stored is left out and named). Flags mark a question too easy (facility of "
      + "95 % or more), too hard (5 % or less) or discriminating negatively, once it has 10 "
      + "attempts; below that, only that there are too few.")

  static func run(
    _ parsed: Arguments, services: Services, output: inout CommandOutput
  ) throws {
    guard parsed.positional.count == 1, let gameID = parsed.positional.first else {
      throw UsageError(tr("--questions needs one game"))
    }
    // The declared choices are the sources' names.
    let source = try parsed.choice("--source").flatMap(ItemSamples.Source.init(rawValue:)) ?? .both
    let format = try parsed.choice("--format") ?? "table"
    let path = try services.databasePath(parsed.value("--data"))
    let now = try services.now(parsed)
    let engine = try services.engine(parsed)
    var games = ProgressGames(engine: engine)
    var store: Store?
    var profile: Profile?
    if FileManager.default.fileExists(atPath: path) {
      store = try services.openStore(path, command: StatsCommand.name)
      if source != .tournament, let name = parsed.value("--profile") {
        guard let found = try store?.profile(named: name) else {
          throw ProfileError(
            Untrusted.line(
              tr("no profile named '{name}' in {path}", ["name": name, "path": path])))
        }
        profile = found
      }
    }
    let report = try Self.report(
      gameID: gameID, source: source, store: store, profile: profile, now: now, games: &games)
    games.report(command: StatsCommand.name, output: &output)
    switch format {
    case "json": output.stdout = (try ValueJSON.encodePretty(report.value)) + "\n"
    case "csv": output.stdout = report.csv
    default: output.stdout = report.table(width: services.columns())
    }
  }

  /// The item analysis of `gameID` from `source`'s attempts finished by `now` (players' of
  /// every profile, or `profile`'s alone): the one computation behind `stats --questions` and
  /// the launcher's item analysis screen. No store: no attempts.
  static func report(
    gameID: String, source: ItemSamples.Source, store: Store?, profile: Profile?, now: Int64,
    games: inout ProgressGames, until stop: () -> Bool = { false }
  ) throws -> ItemReport {
    var samples = ItemSamples()
    if let store {
      if source != .tournament {
        try samples.addPlayers(store: store, gameID: gameID, profile: profile, now: now)
      }
      if source != .players {
        try samples.addTournaments(
          store: store, gameID: gameID, engine: games.engine, until: stop)
      }
    }
    // The game's own order, so a question never asked still has its line; a generated game's
    // ids change with each seed, so it has none.
    var order: [String]?
    if case .loaded(let loaded) = games.game(gameID),
      !ContentLanguageOption.perSeed(loaded.manifest)
    {
      var ids = loaded.game.questions.compactMap { $0["id"].stringValue }
      let known = Set(ids)
      for attempt in samples.attempts {
        ids += attempt.keys.filter { !known.contains($0) && !ids.contains($0) }.sorted()
      }
      order = ids
    }
    let lines = ItemAnalysis.analyse(samples.attempts, order: order).map { statistics in
      ItemReport.Line(
        statistics: statistics, text: games.text(gameID, statistics.questionID).string)
    }
    return ItemReport(gameID: gameID, source: source, samples: samples, lines: lines)
  }
}
