import Foundation

/// One finished session, as statistics read it.
public struct PlayedSession: Sendable, Equatable {
  /// When it finished, in Unix seconds.
  public var finishedAt: Int64
  /// Its final score.
  public var score: Int
  /// Questions right, partly right, wrong and never answered (failed ones are left out).
  public var right: Int
  public var partial: Int
  public var wrong: Int
  public var unanswered: Int

  /// A session with every field given.
  public init(finishedAt: Int64, score: Int, right: Int, partial: Int, wrong: Int, unanswered: Int)
  {
    self.finishedAt = finishedAt
    self.score = score
    self.right = right
    self.partial = partial
    self.wrong = wrong
    self.unanswered = unanswered
  }

  /// Right answers over questions asked, a partly right one counting half; nil with none asked.
  public var accuracy: Double? {
    let asked = right + partial + wrong + unanswered
    return asked == 0 ? nil : (Double(right) + Double(partial) / 2) / Double(asked)
  }
}

/// A profile's progress on one game.
public struct GameProgress: Sendable, Equatable {
  /// Sessions finished.
  public var sessions: Int
  /// The best and the mean score.
  public var best: Int
  public var mean: Double
  /// Accuracy over every session (right over asked, partly right counting half).
  public var accuracy: Double?
  /// The accuracy of each of the last sessions, oldest first.
  public var trend: [Double]

  /// How many recent sessions the trend shows.
  public static let trendLength = 10

  /// The progress of `sessions` (in any order).
  public init(_ sessions: [PlayedSession]) {
    let ordered = sessions.sorted { $0.finishedAt < $1.finishedAt }
    self.sessions = ordered.count
    best = ordered.map(\.score).max() ?? 0
    mean = ordered.isEmpty ? 0 : Double(ordered.map(\.score).reduce(0, +)) / Double(ordered.count)
    let all = PlayedSession(
      finishedAt: 0, score: 0, right: ordered.map(\.right).reduce(0, +),
      partial: ordered.map(\.partial).reduce(0, +), wrong: ordered.map(\.wrong).reduce(0, +),
      unanswered: ordered.map(\.unanswered).reduce(0, +))
    accuracy = all.accuracy
    trend = ordered.suffix(Self.trendLength).compactMap(\.accuracy)
  }
}

/// Streaks and sparklines: the small summaries every progress screen shows.
public enum ProgressFigures {
  /// Consecutive review days, up to today, with at least one finished session; a streak whose
  /// last day is yesterday still counts (today is not over).
  public static func streak(
    finishedAt instants: [Int64], today: ReviewDay, in timeZone: TimeZone = .current
  ) -> Int {
    let days = Set(instants.map { ReviewDay(containing: $0, in: timeZone).start })
    var day =
      days.contains(today.start) ? today : ReviewDay(containing: today.start - 1, in: timeZone)
    var count = 0
    while days.contains(day.start) {
      count += 1
      day = ReviewDay(containing: day.start - 1, in: timeZone)
    }
    return count
  }

  /// Values from 0 to 1 as a line of block characters, one per value.
  public static func sparkline(_ values: [Double], ascii: Bool = false) -> String {
    let levels: [Character] =
      ascii ? Array("_.-=+*#@") : ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    return String(
      values.map { value in
        let clamped = value.isFinite ? min(max(value, 0), 1) : 0
        return levels[min(levels.count - 1, Int(clamped * Double(levels.count)))]
      })
  }
}
