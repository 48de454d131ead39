import Foundation
import Localization
import QuizCore
import Review
import Store
import TriviumEngine

/// `trivium stats`: a profile's finished games, accuracy, hardest questions and streak.
enum StatsCommand: Command {
  static let name = "stats"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater("Show a profile's statistics: sessions, scores, accuracy, hardest questions."),
    forms: [UsageForm([.value("game", .gameID, optional: true)])],
    options: [
      .value(
        "--profile", "NAME", trLater("Whose statistics."),
        defaultSentence: trLater("$USER, else \"player\"")),
      .value(
        "--format", "F", trLater("How to print them; csv gives one row per game."),
        default: "table",
        values: .choice(["table", "json", "csv"])),
      ProgressData.declaration,
      NowOption.declaration,
    ] + StatsQuestions.declarations + EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "For each game the profile finished (or only <game>): the sessions played, the best "
            + "and mean score, the accuracy (right answers over questions asked, a partly right "
            + "one counting half, one left unanswered counting as missed) with its trend over "
            + "the last ten sessions, the accuracy by question type, and the questions most "
            + "often missed, with their text. Then the streak: the days in a row, up to today, "
            + "with a finished game (a day ends at 04:00 local time; review sessions do not "
            + "count). With --now, sessions finished later are left out of every figure. A game "
            + "that is there but cannot be read is named on stderr (status 1), and its figures "
            + "are shown without titles, types or texts.")),
      .paragraph(StatsQuestions.description),
    ],
    examples: [
      "trivium stats question-bank --format json",
      "trivium stats --questions question-bank --source tournament",
    ])

  /// How many of the hardest questions each game lists.
  static let hardestCount = 5

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      if parsed.flag("--questions") {
        return try StatsQuestions.run(parsed, services: services, output: &output)
      }
      guard parsed.positional.count <= 1 else { throw UsageError(tr("name at most one game")) }
      let format = parsed.value("--format") ?? "table"
      guard ["table", "json", "csv"].contains(format) else {
        throw UsageError(
          tr("--format must be table, json or csv, not '{format}'", ["format": format]))
      }
      let playerName = parsed.value("--profile") ?? services.environment["USER"] ?? "player"
      let path = try parsed.value("--data") ?? StoreLocation.databasePath()
      let now = try services.now(parsed)
      var report = StatsReport(profile: playerName, streak: 0, games: [])
      if FileManager.default.fileExists(atPath: path) {
        let store = try services.openStore(path, command: name)
        if let profile = try store.profile(named: playerName) {
          var games = ProgressGames(engine: try services.engine(parsed))
          report = try StatsReport.make(
            store: store, profile: profile, gameID: parsed.positional.first, games: &games,
            now: now)
          games.report(command: name, output: &output)
        }
      }
      switch format {
      case "json": output.stdout = report.json
      case "csv": output.stdout = report.csv
      default: output.stdout = report.table
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }
}
