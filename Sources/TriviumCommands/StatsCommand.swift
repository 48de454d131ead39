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
      .flag(
        "--by-day",
        trLater(
          "Print the days instead: answers, accuracy and time spent on each of the last 30, "
            + "and the reviews due on each of the next 30.")),
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
      .paragraph(
        trLater(
          "Under the table, charts of the last 30 days (answers given, their accuracy, time "
            + "spent: each question's final check, in a game or a review, dated when it was "
            + "given; a question left unanswered takes no time here) and of the next 30 (the "
            + "reviews due each day, the overdue ones today), one bar a day. On a terminal the "
            + "bars are blocks; in a pipe or with NO_COLOR, ASCII characters. --format json "
            + "holds the days too; --by-day prints only them, one line (or CSV row) a day.")),
      .paragraph(StatsQuestions.description),
    ],
    examples: [
      "trivium stats question-bank --format json", "trivium stats --by-day --format csv",
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
      let format = try parsed.choice("--format") ?? "table"
      let playerName = parsed.value("--profile") ?? services.environment["USER"] ?? "player"
      let path = try services.databasePath(parsed.value("--data"))
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
      // Blocks where a terminal shows them; ASCII in a pipe or without colour.
      let ascii = isatty(1) != 1 || !(services.environment["NO_COLOR"] ?? "").isEmpty
      switch (format, parsed.flag("--by-day")) {
      case ("json", false): output.stdout = report.json
      case ("json", true): output.stdout = report.daysJSON
      case ("csv", false): output.stdout = report.csv
      case ("csv", true): output.stdout = report.daysCSV
      case (_, true): output.stdout = report.daysTable(ascii: ascii)
      default: output.stdout = report.table(ascii: ascii)
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }
}
