import Foundation
import QuizCore
import Review
import Store
import Testing

@testable import TriviumCommands

/// Issue 35 item 10 on `trivium stats`: the days gone by and the forecast of reviews due, as
/// charts under the table, as `--by-day` CSV and as JSON, each counted again here.
extension ProgressCommandTests.StatsCommandTests {
  /// Three answers on three days (one a review session's), so each question has a due date.
  func recordAnswers() throws -> Store {
    let store = try Store.open(at: database)
    let ana = try #require(try store.profile(named: "Ana"))
    let answers: [(String, Verdict, Double, Int64)] = [
      ("cat", .right, 12, Self.day1 + 60), ("dog", .wrong, 30, Self.day1 + 86_400 + 60),
      ("capital", .partial, 7, Self.day1 + 2 * 86_400 + 60),
    ]
    for (question, verdict, seconds, time) in answers {
      try store.recordReviews(
        [
          ReviewEvent(
            gameID: "pets", questionID: question,
            check: CheckedQuestion(verdict: verdict, hints: 0, tries: 1, seconds: seconds),
            answer: nil, reviewedAt: time)
        ], profileID: ana.id)
    }
    return store
  }

  /// The forecast counted here: each card's due date by whole days from the start of the
  /// review day holding `now` (04:00 local), the overdue on the first day.
  func expectedForecast(_ store: Store, now: Int64) throws -> [Int] {
    let ana = try #require(try store.profile(named: "Ana"))
    let offset = Int64(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: 0)))
    let local = now + offset - 4 * 3_600
    let start = (local - ((local % 86_400) + 86_400) % 86_400) - offset + 4 * 3_600
    var counts = [Int](repeating: 0, count: 30)
    for card in try store.dueReviews(profileID: ana.id, before: .max) {
      let days = card.memory.due < start ? 0 : Int((card.memory.due - start) / 86_400)
      if days < 30 { counts[days] += 1 }
    }
    return counts
  }

  /// The CSV's rows, by column name.
  func rows(_ csv: String) -> [[String: String]] {
    let lines = csv.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(lines[0], $0)) }
  }

  @Test("--by-day --format csv: a row a day, the due counts as counted here; --now moves them")
  func byDayCSV() throws {
    let store = try recordAnswers()
    for now in [Self.day1 + 2 * 86_400 + 3_600, Self.day1 + 6 * 86_400 + 3_600] {
      let output = stats(["--profile", "Ana", "--by-day", "--format", "csv"], now: now)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stdout.hasPrefix("date,answers,right,accuracy,seconds,due\n"))
      let table = rows(output.stdout)
      #expect(table.count == 59)
      let ahead = table.suffix(30).map { Int($0["due"] ?? "") ?? -1 }
      #expect(ahead == (try expectedForecast(store, now: now)), "\(output.stdout)")
      // Days gone by have no due count; days ahead no answers; today both.
      #expect(table.prefix(29).allSatisfy { $0["due"] == "" })
      #expect(table.suffix(29).allSatisfy { $0["answers"] == "" })
      let answered = table.prefix(30).filter { $0["answers"] != "0" }
      if now == Self.day1 + 2 * 86_400 + 3_600 {
        #expect(answered.map { $0["answers"]! } == ["1", "1", "1"])
        #expect(answered.map { $0["accuracy"]! } == ["1.0000", "0.0000", "0.5000"])
        #expect(answered.map { $0["seconds"]! } == ["12.000", "30.000", "7.000"])
        #expect(
          table[29]["date"]
            == ISO8601DateFormatter.string(
              from: Date(timeIntervalSince1970: TimeInterval(now)), timeZone: .current,
              formatOptions: [.withFullDate]))
      }
    }
    let first = stats(["--profile", "Ana", "--by-day", "--format", "csv"], now: Self.day1 + 60)
    let moved = stats(
      ["--profile", "Ana", "--by-day", "--format", "csv"], now: Self.day1 + 20 * 86_400)
    #expect(first.stdout != moved.stdout)
    // Twenty days on, every question is overdue or due within the 30 days: all counted.
    let total = rows(moved.stdout).suffix(30).compactMap { Int($0["due"] ?? "") }.reduce(0, +)
    #expect(total == 3)
  }

  @Test("--format json holds the days: 30 gone by and 30 ahead, with their fields")
  func daysJSON() throws {
    let store = try recordAnswers()
    let now = Self.day1 + 2 * 86_400 + 3_600
    for arguments in [["--format", "json"], ["--by-day", "--format", "json"]] {
      let output = stats(["--profile", "Ana"] + arguments, now: now)
      #expect(output.status == 0, "\(output.stderr)")
      let value = try ValueJSON.decode(output.stdout)
      let days = try #require(value["days"].mapValue)
      let past = try #require(days["past"]?.arrayValue)
      let ahead = try #require(days["ahead"]?.arrayValue)
      #expect(past.count == 30 && ahead.count == 30)
      #expect(
        Set(past[29].mapValue?.keys ?? []) == ["date", "answers", "right", "accuracy", "seconds"])
      #expect(past[29]["answers"].intValue == 1 && past[29]["accuracy"].doubleValue == 0.5)
      #expect(Set(ahead[0].mapValue?.keys ?? []) == ["date", "due"])
      #expect(
        ahead.map { Int($0["due"].intValue ?? -1) } == (try expectedForecast(store, now: now)))
    }
  }

  @Test("--by-day for people: a line a day gone by, then a line a day ahead")
  func byDayTable() throws {
    let store = try recordAnswers()
    let now = Self.day1 + 2 * 86_400 + 3_600
    let output = stats(["--profile", "Ana", "--by-day"], now: now)
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Days of Ana")
    #expect(lines.filter { $0.hasSuffix("  no answers") }.count == 27, "\(output.stdout)")
    #expect(lines.contains { $0.hasSuffix("  1 answer, accuracy 50 %, 7 s") }, "\(output.stdout)")
    #expect(lines.contains { $0.hasSuffix("  1 answer, accuracy 0 %, 30 s") })
    let due = lines.filter { $0.hasSuffix(" due") }.map { Int($0.split(separator: " ")[1]) ?? -1 }
    #expect(due == (try expectedForecast(store, now: now)), "\(output.stdout)")
  }

  @Test("the table ends with the charts, drawn in ASCII when not on a terminal")
  func chartsUnderTheTable() throws {
    _ = try recordAnswers()
    let output = stats(["--profile", "Ana"], now: Self.day1 + 2 * 86_400 + 3_600)
    #expect(output.status == 0, "\(output.stderr)")
    let text = output.stdout
    #expect(text.contains("\nLast 30 days ("), "\(text)")
    #expect(text.contains("  answers   |___________________________@@@|  3 in all\n"), "\(text)")
    #expect(text.contains("  accuracy  |                           @_=|  50 %\n"), "\(text)")
    #expect(text.contains("  time      |___________________________=@.|  49 s in all\n"), "\(text)")
    #expect(text.contains("\nNext 30 days ("), "\(text)")
    #expect(text.contains("  due  |"), "\(text)")
  }
}
