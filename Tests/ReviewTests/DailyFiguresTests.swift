import Foundation
import Testing

@testable import Review

/// Issue 35 item 10: the days behind `trivium stats`'s charts, against a count made here by
/// plain arithmetic on UTC days (a review day runs from 04:00 to 04:00).
@Suite struct DailyFiguresTests {
  let utc = TimeZone(identifier: "UTC")!
  /// 10:00 UTC, 5 December 2026.
  let now: Int64 = 1_796_464_800
  /// 04:00 UTC the same day: the start of today's review day.
  var todayStart: Int64 { now - 6 * 3_600 }

  /// The day index of `instant` counted from today (negative: before it), by division.
  func dayIndex(_ instant: Int64) -> Int {
    let offset = instant - todayStart
    return Int(offset >= 0 ? offset / 86_400 : (offset - 86_399) / 86_400)
  }

  @Test("the forecast counts each due date on its day, the overdue today, beyond 30 none")
  func forecastCounts() {
    // Due dates spread over 40 days either side, at odd times of day, some on a day's edge.
    var due: [Int64] = []
    var state: UInt64 = 7
    for _ in 0..<300 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      due.append(now + Int64(state >> 33) % (80 * 86_400) - 40 * 86_400)
    }
    due += [todayStart, todayStart - 1, todayStart + 86_400, todayStart + 86_400 - 1]
    let figures = DailyFigures(answers: [], due: due, now: now, timeZone: utc)
    var expected = [Int](repeating: 0, count: 30)
    for date in due {
      let index = max(0, dayIndex(date))
      if index < 30 { expected[index] += 1 }
    }
    #expect(figures.ahead.map(\.due) == expected)
    #expect(figures.ahead.count == 30)
    #expect(figures.ahead.first?.date == "2026-12-05")
    #expect(figures.ahead.last?.date == "2027-01-03")
    #expect(expected[0] > 0 && expected[1] > 0 && expected.reduce(0, +) < due.count)
  }

  @Test("the days gone by count answers, accuracy and seconds, and nothing after now")
  func pastDays() {
    let answers: [DailyFigures.Answer] = [
      .init(at: now - 60, credit: 1, seconds: 12),
      .init(at: todayStart, credit: 0.5, seconds: 8),
      .init(at: todayStart - 1, credit: 0, seconds: 30),
      .init(at: todayStart - 29 * 86_400, credit: 1, seconds: 5),
      // Too old, and later than now: left out.
      .init(at: todayStart - 29 * 86_400 - 1, credit: 1, seconds: 5),
      .init(at: now + 1, credit: 1, seconds: 100),
    ]
    let figures = DailyFigures(answers: answers, due: [], now: now, timeZone: utc)
    #expect(figures.past.count == 30)
    #expect(figures.past.last?.date == "2026-12-05")
    #expect(figures.past.first?.date == "2026-11-06")
    let today = figures.past[29]
    #expect(today.answers == 2 && today.right == 1.5 && today.seconds == 20)
    #expect(today.accuracy == 0.75)
    #expect(figures.past[28].answers == 1 && figures.past[28].accuracy == 0)
    #expect(figures.past[0].answers == 1 && figures.past[0].seconds == 5)
    #expect(figures.past[1].accuracy == nil)
    #expect(figures.past.reduce(0) { $0 + $1.answers } == 4)
  }

  @Test("bars scale to the largest value; a day of nothing is the lowest bar")
  func bars() {
    #expect(DailyFigures.bars([0, 1, 2, 4]) == "▁▂▄█")
    #expect(DailyFigures.bars([0, 0]) == "▁▁")
    #expect(DailyFigures.bars([0, 4], ascii: true) == "_@")
  }
}
