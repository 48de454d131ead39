import Foundation
import QuizCore
import Review
import Store
import TriviumEngine

/// `trivium stats`: a profile's finished games, accuracy, hardest questions and streak.
enum StatsCommand: Command {
  static let name = "stats"
  static let summary = "Show a profile's statistics: sessions, scores, accuracy, hardest questions."
  static var help: String {
    """
    Usage: trivium stats [<game>] [--profile NAME] [--format table|json|csv] [--data FILE]
                         [--home DIR] [--mods DIR]

    For each game the profile finished (or only <game>): the sessions played, the best and mean
    score, the accuracy (right answers over questions asked, a partly right one counting half)
    with its trend over the last ten sessions, the accuracy by question type, and the questions
    most often missed, with their text. Then the streak: the days in a row, up to today, with a
    finished game (a day ends at 04:00 local time).

    Options:
      --profile NAME  Whose statistics (default: $USER, else "player").
      --format F      table (default), json, or csv (one row per game).
      --data FILE     The progress database (default: trivium.sqlite3 in
                      $XDG_DATA_HOME/trivium or ~/.local/share/trivium).
    \(EngineOptions.help(column: 18))

    """
  }

  /// How many of the hardest questions each game lists.
  static let hardestCount = 5

  static func run(_ arguments: [String], output: inout CommandOutput) {
    do {
      let parsed = try Arguments(
        arguments,
        options: EngineOptions.names.union(["--profile", "--format", "--data"]))
      guard parsed.positional.count <= 1 else { throw UsageError("name at most one game") }
      let format = parsed.value("--format") ?? "table"
      guard ["table", "json", "csv"].contains(format) else {
        throw UsageError("--format must be table, json or csv, not '\(format)'")
      }
      let environment = ProcessInfo.processInfo.environment
      let playerName = parsed.value("--profile") ?? environment["USER"] ?? "player"
      let path = try parsed.value("--data") ?? StoreLocation.databasePath()
      var report = StatsReport(profile: playerName, streak: 0, games: [])
      if FileManager.default.fileExists(atPath: path) {
        let store = try Store.open(at: path)
        if let profile = try store.profile(named: playerName) {
          let engine = try Engine(options: EngineOptions(parsed))
          report = try StatsReport.make(
            store: store, profile: profile, gameID: parsed.positional.first, engine: engine,
            now: now(environment))
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
      output.fail(command: name, "\(error)")
    }
  }

  /// The date clock: the system's, or `TRIVIUM_NOW` (Unix seconds) so that scripts and tests
  /// can ask as of another day.
  static func now(_ environment: [String: String]) -> Int64 { dateClock(environment).now() }

  /// The date clock of every command: `TRIVIUM_NOW` (Unix seconds) stops it at that instant.
  static func dateClock(_ environment: [String: String]) -> any DateClock {
    environment["TRIVIUM_NOW"].flatMap { Int64($0) }.map { FixedDateClock($0) }
      ?? SystemDateClock()
  }
}
