import Foundation
import Localization
import QuizCore
import Review
import TerminalUI

/// The figures by day of `trivium stats` (`DailyFigures`): the charts under the table, and
/// the days themselves with `--by-day`, for people, as JSON and as CSV.
extension StatsReport {
  /// The charts, as lines of the table (nothing when there is nothing to draw); `ascii`
  /// when the output is no terminal that shows blocks (a pipe, `NO_COLOR`).
  func chartLines(ascii: Bool) -> String {
    guard let days, !days.isEmpty else { return "" }
    var text = ""
    for section in StatsCharts.sections(days, ascii: ascii) {
      text += "\n" + section.heading + "\n"
      for (row, label) in zip(section.rows, StatsCharts.paddedLabels(section.rows)) {
        text += "  \(label)  |\(row.bars)|  \(row.summary)\n"
      }
    }
    return text
  }

  /// The days as one value: the last days (`past`) and the next (`ahead`), oldest first.
  var daysValue: Value {
    guard let days else { return .null }
    return .map([
      "past": .array(
        days.past.map { day in
          .map([
            "date": .string(day.date), "answers": .int(Int64(day.answers)),
            "right": .double(day.right),
            "accuracy": day.accuracy.map { .double(($0 * 10_000).rounded() / 10_000) } ?? .null,
            "seconds": .double((day.seconds * 1000).rounded() / 1000),
          ])
        }),
      "ahead": .array(
        days.ahead.map { .map(["date": .string($0.date), "due": .int(Int64($0.due))]) }),
    ])
  }

  /// `--by-day --format json`: the profile, the game when one, and the days.
  var daysJSON: String {
    var value: ValueMap = ["profile": .string(profile), "days": daysValue]
    if let gameID { value["game"] = .string(gameID) }
    return ((try? ValueJSON.encodePretty(.map(value))) ?? "{}") + "\n"
  }

  /// `--by-day --format csv`: one row per date from the first day gone by to the last day
  /// ahead; a day gone by has no due count, a day ahead no answers (today has both).
  var daysCSV: String {
    var text = "date,answers,right,accuracy,seconds,due\n"
    guard let days else { return text }
    var rows: [String: [String]] = [:]
    for day in days.past {
      rows[day.date] = [
        "\(day.answers)", String(format: "%.1f", day.right),
        day.accuracy.map { String(format: "%.4f", $0) } ?? "", String(format: "%.3f", day.seconds),
        "",
      ]
    }
    for day in days.ahead {
      rows[day.date, default: ["", "", "", "", ""]][4] = "\(day.due)"
    }
    // ISO dates sort as the days do.
    for date in rows.keys.sorted() {
      text += ([date] + rows[date]!).joined(separator: ",") + "\n"
    }
    return text
  }

  /// `--by-day` for people: one line per day, gone by then ahead.
  func daysTable(ascii: Bool) -> String {
    guard let days else { return "" }
    var text = Untrusted.line(tr("Days of {name}", ["name": profile])) + "\n"
    let comma = tr(", ", context: "list separator")
    let section = StatsCharts.sections(days, ascii: ascii)
    text += "\n" + section[0].heading + "\n"
    for day in days.past {
      let figures =
        day.answers == 0
        ? tr("no answers")
        : [
          trn("{n} answer", "{n} answers", count: day.answers),
          tr("accuracy {percent}", ["percent": Self.percent(day.accuracy)]),
          StatsCharts.spent(day.seconds),
        ].joined(separator: comma)
      text += "  \(day.date)  \(figures)\n"
    }
    text += "\n" + section[1].heading + "\n"
    for day in days.ahead {
      text += "  \(day.date)  " + trn("{n} due", "{n} due", count: day.due) + "\n"
    }
    return text
  }
}
