import Foundation
import Review
import Terminal
import Testing
import TextCells

@testable import TerminalUI

/// Issue 35 item 10 on screen: the Stats screen's charts of the days, and the due count on a
/// game's card.
@Suite struct StatsChartsTests {
  /// 10:00 UTC, 5 December 2026.
  static let now: Int64 = 1_796_464_800

  static var report: StatsReport {
    var report = ProgressScreenTests.report
    let answers: [DailyFigures.Answer] = [
      .init(at: now - 2 * 86_400, credit: 1, seconds: 40),
      .init(at: now - 60, credit: 0, seconds: 20),
      .init(at: now - 30, credit: 1, seconds: 20),
    ]
    report.days = DailyFigures(
      answers: answers, due: [now - 86_400, now + 86_400, now + 86_400, now + 3 * 86_400],
      now: now, timeZone: TimeZone(identifier: "UTC")!)
    return report
  }

  @Test func theStatsScreenDrawsTheDaysAsBarsUnderTheGames() {
    let frame = StatsScreen.render(
      Self.report, game: nil, scroll: 0, context: plainContext(), size: Size(width: 80, height: 40))
    let lines = frame.buffer.lines
    let text = lines.joined(separator: "\n")
    #expect(text.contains("Last 30 days (2026-11-06 – 2026-12-05)"), "\(text)")
    #expect(text.contains("Next 30 days (2026-12-05 – 2027-01-03)"), "\(text)")
    let answers = lines.first { $0.contains("answers ") && $0.contains("3 in all") }
    let accuracy = lines.first { $0.contains("accuracy   ") }
    let time = lines.first { $0.contains("time ") && $0.contains("1 min in all") }
    let due = lines.first { $0.contains("due ") && $0.contains("4 in all, 1 today") }
    #expect(answers?.contains("▁▁▄▁█") == true, "\(text)")
    #expect(accuracy?.contains("accuracy                            █ ▄ 67 %") == true, "\(text)")
    #expect(time?.contains("█▁█") == true, "\(text)")
    #expect(due?.contains("▄█▁▄") == true, "\(text)")
    // The labels padded to one width: the bars of one section start in one column.
    #expect(answers?.contains("answers  ▁") == true && time?.contains("time     ▁") == true)
    // A narrow list keeps the days nearest today; the summary goes under the bars.
    let narrow = StatsScreen.render(
      Self.report, game: nil, scroll: 9, context: plainContext(), size: Size(width: 34, height: 30)
    ).buffer.lines
    #expect(narrow.contains { $0.hasSuffix("answers  ▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▄▁█   ") }, "\(narrow)")
    #expect(narrow.contains { $0.contains("      3 in all") }, "\(narrow)")
    #expect(narrow.contains { $0.contains("due ▄█▁▄▁▁▁") }, "\(narrow)")
    // Without days to show, no charts.
    #expect(
      !StatsScreen.render(
        ProgressScreenTests.report, game: nil, scroll: 0, context: plainContext(),
        size: Size(width: 80, height: 40)
      ).buffer.lines.joined().contains("Last 30 days"))
  }

  @Test func chartLabelsArePaddedByColumnsSoWideOnesLineUp() {
    let rows = [
      StatsCharts.Row(label: "准确率", bars: "▁", summary: ""),
      StatsCharts.Row(label: "time", bars: "▁", summary: ""),
    ]
    let padded = StatsCharts.paddedLabels(rows)
    #expect(padded.map { TextWidth.of($0) } == [6, 6])
    #expect(padded[1] == "time  ")
  }

  @Test func aGameCardSaysHowManyOfItsQuestionsAreDue() {
    var card = GameCard(
      id: "bank", title: "Question bank", summary: "", icon: nil, questionCount: 10,
      origin: nil, state: .playable(resumable: false))
    card.lastPlayed = "played today"
    card.due = 3
    let frame = LauncherScreen.render(
      cards: [card], focus: 0, message: nil, context: plainContext(),
      size: Size(width: 40, height: 20))
    let text = frame.buffer.lines.joined(separator: "\n")
    #expect(text.contains("3 due · played today"), "\(text)")
    card.due = 0
    let none = LauncherScreen.render(
      cards: [card], focus: 0, message: nil, context: plainContext(),
      size: Size(width: 40, height: 20)
    ).buffer.lines.joined(separator: "\n")
    #expect(!none.contains("due"), "\(none)")
  }
}
