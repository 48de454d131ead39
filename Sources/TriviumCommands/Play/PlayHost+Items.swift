import ItemAnalysis
import TerminalUI

/// The launcher's item analysis, on the same computation as `trivium stats --questions`.
extension PlayHost: ItemAnalysisHost {
  func itemAnalysis(gameID: String, source: ItemSource, until stop: () -> Bool) throws
    -> ItemTable?
  {
    var games = ProgressGames(engine: engine)
    // Every profile's sessions, as the command counts them without --profile.
    let report: ItemReport
    do {
      report = try StatsQuestions.report(
        gameID: gameID, source: source, store: store, profile: nil, now: dateClock.now(),
        games: &games, until: stop)
    } catch is ItemSamples.Stopped {
      return nil
    }
    return ItemTable(
      players: report.samples.players, tournament: report.samples.tournament,
      rows: report.lines.map { ItemRow(statistics: $0.statistics, text: $0.text) },
      notes: games.problems + report.samples.leftOut.map { ItemReport.leftOutNote($0.key, $0.why) })
  }
}
