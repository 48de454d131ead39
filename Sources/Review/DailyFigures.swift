import Foundation

/// A profile's figures by review day: the answers given, their accuracy and the time spent on
/// each of the last `span` days, and the reviews due on each of the next `span` (Anki's
/// forecast). What `trivium stats` draws as charts and exports by day.
public struct DailyFigures: Sendable, Equatable {
  /// How many days each side of today the figures cover, today included.
  public static let span = 30

  /// One day gone by (or today, so far).
  public struct Past: Sendable, Equatable {
    /// The day, `YYYY-MM-DD` in the local calendar (the review day starting at 04:00 that day).
    public var date: String
    /// The answers given that day (each question's final check, of a game or a review).
    public var answers: Int
    /// Right answers, a partly right one counting half.
    public var right: Double
    /// Seconds spent on the questions answered that day.
    public var seconds: Double

    /// Right over answered; nil on a day without answers.
    public var accuracy: Double? { answers == 0 ? nil : right / Double(answers) }
  }

  /// One day to come (today first, with the questions overdue before it).
  public struct Ahead: Sendable, Equatable {
    /// The day, `YYYY-MM-DD`, as `Past.date`.
    public var date: String
    /// The questions that fall due that day.
    public var due: Int
  }

  /// One answer, as the figures count it.
  public struct Answer: Sendable, Equatable {
    /// When it was given (its final check), Unix seconds.
    public var at: Int64
    /// Its credit: 1 right, 0.5 partly right, 0 wrong.
    public var credit: Double
    /// Seconds spent on the question.
    public var seconds: Double

    /// An answer with every field given.
    public init(at: Int64, credit: Double, seconds: Double) {
      self.at = at
      self.credit = credit
      self.seconds = seconds
    }
  }

  /// The last `span` days, oldest first: the last is today.
  public var past: [Past]
  /// The next `span` days, today first.
  public var ahead: [Ahead]

  /// The figures as of `now`: `answers` given after it are left out, and each of `due` (the
  /// due dates of the questions in review) counts on its day, an overdue one on today.
  public init(answers: [Answer], due: [Int64], now: Int64, timeZone: TimeZone = .current) {
    let today = ReviewDay(containing: now, in: timeZone)
    var pastDays = [today]
    while pastDays.count < Self.span {
      pastDays.insert(ReviewDay(containing: pastDays[0].start - 1, in: timeZone), at: 0)
    }
    var aheadDays = [today]
    while aheadDays.count < Self.span {
      aheadDays.append(ReviewDay(containing: aheadDays[aheadDays.count - 1].end, in: timeZone))
    }
    past = pastDays.map { Past(date: Self.label($0, timeZone), answers: 0, right: 0, seconds: 0) }
    for answer in answers where answer.at <= now {
      guard let index = pastDays.firstIndex(where: { $0.start <= answer.at && answer.at < $0.end })
      else { continue }
      past[index].answers += 1
      past[index].right += answer.credit
      past[index].seconds += max(0, answer.seconds)
    }
    ahead = aheadDays.map { Ahead(date: Self.label($0, timeZone), due: 0) }
    for date in due {
      // Overdue counts today, as Anki's forecast has it; past the last day, not at all.
      guard let index = aheadDays.firstIndex(where: { date < $0.end }) else { continue }
      ahead[index].due += 1
    }
  }

  /// Whether there is anything to draw: an answer in the last days or a question due ahead.
  public var isEmpty: Bool {
    past.allSatisfy { $0.answers == 0 } && ahead.allSatisfy { $0.due == 0 }
  }

  /// The calendar date a review day starts on.
  static func label(_ day: ReviewDay, _ timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(day.start)))
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  /// Bars of `values` scaled to the largest (0 stays the lowest bar; all zero, all lowest).
  public static func bars(_ values: [Double], ascii: Bool = false) -> String {
    let top = values.filter(\.isFinite).max() ?? 0
    return ProgressFigures.sparkline(values.map { top > 0 ? $0 / top * 0.999 : 0 }, ascii: ascii)
  }
}
