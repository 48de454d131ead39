import Localization
import QuizCore
import Review
import Terminal
import TextCells

/// The Stats screen: the figures of `trivium stats` (a `StatsReport`, gathered by the host)
/// laid out as a scrolling list, with the accuracy trend as a sparkline and the days' charts
/// (`StatsCharts`).
public enum StatsScreen {
  /// What accuracy counts, said under every report that shows one (the
  /// screen's and `trivium stats`'s).
  public static var accuracyNote: String {
    tr(
      "Accuracy: right answers over questions asked; a partly right one counts half, one left "
        + "unanswered counts as missed.")
  }

  /// Said under a streak a day of reviews alone did not move.
  public static var reviewsNote: String {
    tr("Review sessions do not count toward the streak: it counts days with a finished game.")
  }

  /// The rows the list takes on a screen of `size`.
  static func listRect(_ size: Size) -> Rect {
    let width = min(size.width - 4, 90)
    return Rect(x: (size.width - width) / 2, y: 2, width: width, height: max(1, size.height - 4))
  }

  /// The report as styled lines `width` columns wide.
  static func lines(_ report: StatsReport, width: Int, glyphs: Glyphs) -> [StyledLine] {
    let dot = " \(glyphs.separator) "
    /// A percentage whose number and sign never part at a line break ("0 %" on one line).
    func percent(_ value: Double?) -> String {
      StatsReport.percent(value).replacingOccurrences(of: " %", with: "\u{00A0}%")
    }
    func wrapped(_ runs: [Run], indent: String = "") -> [StyledLine] {
      Markup.wrap(runs, width: max(1, width - indent.count)).map {
        StyledLine([Run(indent)] + $0.runs)
      }
    }
    guard !report.games.isEmpty else {
      // A game's own statistics (`s` on its card) say what is missing there, not in the profile.
      let text =
        report.gameID == nil
        ? tr(
          "No finished games yet for '{name}'. Play one, and how you are doing shows here.",
          ["name": Untrusted.line(report.profile)])
        : tr(
          "'{name}' has not finished this game yet. Finish it, and how you are doing shows here.",
          ["name": Untrusted.line(report.profile)])
      return wrapped([Run(text, role: "muted")])
    }
    var lines: [StyledLine] = []
    for game in report.games {
      let p = game.progress
      lines += wrapped([Run(Untrusted.line(game.title), role: "title")])
      let figures = [
        trn("{n} session", "{n} sessions", count: p.sessions),
        tr("best {score}", ["score": p.best]),
        tr("mean {score}", ["score": Int(p.mean.rounded())]),
        tr("accuracy {percent}", ["percent": percent(p.accuracy)]),
      ].joined(separator: dot)
      // A game sat only as mock exams has no sessions of its own to sum up.
      if p.sessions > 0 { lines += wrapped([Run(figures)], indent: "  ") }
      if let exams = game.mockExams {
        lines += wrapped([Run(StatsReport.mockExamLine(exams, separator: dot))], indent: "  ")
      }
      if p.trend.count > 1 {
        lines += wrapped(
          [
            Run(tr("trend") + " ", role: "muted"),
            Run(ProgressFigures.sparkline(p.trend, ascii: glyphs.isASCII), role: "accent"),
            Run(" " + tr("last {count}", ["count": p.trend.count]), role: "muted"),
          ], indent: "  ")
      }
      if !game.types.isEmpty {
        let types = game.types.map { "\($0.shownName) \(percent($0.accuracy))" }
        let lead = tr("by type:")
        lines += wrapped(
          [
            Run(lead + Spacing.after(lead), role: "muted"),
            Run(Untrusted.line(types.joined(separator: dot))),
          ],
          indent: "  ")
      }
      if !game.hardest.isEmpty {
        lines += wrapped([Run(tr("hardest:"), role: "muted")], indent: "  ")
        for question in game.hardest {
          // The question as the question screen shows it (markup drawn), on one line.
          var text =
            Markup.layout(question.text ?? question.id, width: max(1, width - 30))
            .first?.runs ?? [Run(Untrusted.line(question.id))]
          if (question.text.map { Markup.layout($0, width: max(1, width - 30)).count > 1 }) == true
          {
            text.append(Run(glyphs.ellipsis, role: "muted"))
          }
          lines += wrapped(
            text + [
              Run(
                "  "
                  + tr(
                    "missed {wrong} of {asked}", ["wrong": question.wrong, "asked": question.asked]),
                role: "wrong")
            ],
            indent: "    ")
        }
      }
      lines.append(StyledLine([]))
    }
    // The days' charts: one cell a day, the labels padded by columns (wide characters count
    // two), so that the bars line up in every language.
    if let days = report.days, !days.isEmpty {
      for (index, section) in StatsCharts.sections(days, ascii: glyphs.isASCII).enumerated() {
        lines += wrapped([Run(section.heading, role: "strong")])
        for (row, label) in zip(section.rows, StatsCharts.paddedLabels(section.rows)) {
          // Drawn as is, not wrapped (a gap in the bars is a day): a narrow list keeps the
          // days nearest today, and the summary goes under the bars when it does not fit.
          let room = max(1, width - 3 - TextWidth.of(label))
          let bars = index == 0 ? String(row.bars.suffix(room)) : String(row.bars.prefix(room))
          let chart = [Run("  " + label + " ", role: "muted"), Run(bars, role: "accent")]
          if width - 3 - TextWidth.of(label) - bars.count > TextWidth.of(row.summary) {
            lines.append(StyledLine(chart + [Run(" " + row.summary)]))
          } else {
            lines.append(StyledLine(chart))
            lines += wrapped([Run(row.summary)], indent: "    ")
          }
        }
      }
      lines.append(StyledLine([]))
    }
    let streak = report.streak
    lines += wrapped([
      Run(trn("Streak: {n} day", "Streak: {n} days", count: streak), role: "strong")
    ])
    if report.onlyReviewedToday { lines += wrapped([Run(reviewsNote, role: "muted")]) }
    // Last, as the footnote it is: the streak stays in view on a small screen.
    lines += wrapped([Run(accuracyNote, role: "muted")])
    return lines
  }

  /// How far the list can scroll on a screen of `size`.
  static func scrollLimit(_ report: StatsReport, size: Size, theme: Theme) -> Int {
    let list = listRect(size)
    return max(0, lines(report, width: list.width - 1, glyphs: theme.glyphs).count - list.height)
  }

  /// Draws the report scrolled by `scroll` rows; `game`, when given, is the one game's title.
  public static func render(
    _ report: StatsReport, game: String?, scroll: Int, context: RenderContext, size: Size
  ) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, theme: theme)
    guard TooSmallScreen.fits(size) else { return TooSmallScreen.render(size: size, theme: theme) }
    frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.style("header"))
    let whose = Untrusted.line(report.profile)
    let title =
      " "
      + (game.map {
        tr("{game}: statistics of {name}", ["game": Untrusted.line($0), "name": whose])
      }
        ?? tr("Statistics of {name}", ["name": whose]))
    frame.put(
      LauncherScreen.shortened(title, fitting: size.width), x: 0, y: 0,
      style: theme.style("header-title"))
    let list = listRect(size)
    let rows = lines(report, width: list.width - 1, glyphs: theme.glyphs)
    frame.drawScrolled(rows, in: list, scroll: scroll, theme: theme)
    frame.footer(
      StatsKeys.Binding.footer(
        StatsKeys.active(oneGame: report.gameID != nil), mode: nil, width: size.width),
      theme: theme)
    return frame
  }
}
