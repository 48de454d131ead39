import Localization
import Review
import TextCells

/// The charts of a profile's days (`DailyFigures`), as `trivium stats` prints them and the
/// Stats screen draws them: one bar per day, with a figure that sums the chart up. One home
/// for their wording, so the command and the screen say the same.
public enum StatsCharts {
  /// One chart: what it shows, its bars (one character a day) and its summary.
  public struct Row: Sendable, Equatable {
    /// What the chart shows ("answers", "due").
    public var label: String
    /// One bar per day, oldest first; a space on a day with nothing to show.
    public var bars: String
    /// The figure that sums it up ("12 in all").
    public var summary: String
  }

  /// A heading and its charts.
  public struct Section: Sendable, Equatable {
    /// "Last 30 days (2026-11-06 – 2026-12-05)".
    public var heading: String
    /// The charts under it.
    public var rows: [Row]
  }

  /// The sections for `days`: the last days' answers, accuracy and time spent, then the
  /// reviews due ahead; bars drawn with `ascii` characters when the output cannot show blocks.
  public static func sections(_ days: DailyFigures, ascii: Bool) -> [Section] {
    let past = days.past
    let answers = past.reduce(0) { $0 + $1.answers }
    let right = past.reduce(0) { $0 + $1.right }
    let seconds = past.reduce(0) { $0 + $1.seconds }
    // A day without answers has no accuracy: a gap, not a zero.
    let accuracy = String(
      past.map { day -> Character in
        guard let value = day.accuracy else { return " " }
        return ProgressFigures.sparkline([value * 0.999], ascii: ascii).first ?? " "
      })
    let due = days.ahead.reduce(0) { $0 + $1.due }
    let span = DailyFigures.span
    return [
      Section(
        heading: tr(
          "Last {count} days ({first} – {last})",
          ["count": span, "first": past.first?.date ?? "", "last": past.last?.date ?? ""]),
        rows: [
          Row(
            label: tr("answers", context: "chart"),
            bars: DailyFigures.bars(past.map { Double($0.answers) }, ascii: ascii),
            summary: tr("{count} in all", ["count": answers])),
          Row(
            label: tr("accuracy", context: "chart"), bars: accuracy,
            summary: StatsReport.percent(answers == 0 ? nil : right / Double(answers))),
          Row(
            label: tr("time", context: "chart"),
            bars: DailyFigures.bars(past.map(\.seconds), ascii: ascii),
            summary: tr("{time} in all", ["time": spent(seconds)])),
        ]),
      Section(
        heading: tr(
          "Next {count} days ({first} – {last})",
          [
            "count": span, "first": days.ahead.first?.date ?? "",
            "last": days.ahead.last?.date ?? "",
          ]),
        rows: [
          Row(
            label: tr("due", context: "chart"),
            bars: DailyFigures.bars(days.ahead.map { Double($0.due) }, ascii: ascii),
            summary: tr(
              "{count} in all, {today} today", ["count": due, "today": days.ahead.first?.due ?? 0]
            ))
        ]),
    ]
  }

  /// The charts' labels padded to one width (in columns: a label in Chinese is wider than
  /// its characters), so that their bars line up.
  public static func paddedLabels(_ rows: [Row]) -> [String] {
    let width = rows.map { TextWidth.of($0.label) }.max() ?? 0
    return rows.map { $0.label + String(repeating: " ", count: width - TextWidth.of($0.label)) }
  }

  /// A time spent, as people say it: "45 s", "12 min", "2 h 10 min".
  public static func spent(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    if whole < 60 { return tr("{count} s", context: "seconds", ["count": whole]) }
    let minutes = whole / 60
    if minutes < 60 { return tr("{count} min", context: "minutes", ["count": minutes]) }
    return tr(
      "{hours} h {minutes} min", context: "hours and minutes",
      ["hours": minutes / 60, "minutes": minutes % 60])
  }
}
