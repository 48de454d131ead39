import Foundation

/// Where the date and time come from: the system's clock when playing, a fixed one in tests.
///
/// Review is scheduled in days of the calendar, which a session's virtual clock knows nothing of,
/// so the store and the front are handed one of these instead.
public protocol DateClock: Sendable {
  /// The current instant, in Unix seconds.
  func now() -> Int64
}

/// The machine's clock.
public struct SystemDateClock: DateClock {
  /// The system clock.
  public init() {}
  public func now() -> Int64 { Int64(Date().timeIntervalSince1970.rounded(.down)) }
}

/// A clock stopped at one instant: a script's `TRIVIUM_NOW`, a test's day.
public struct FixedDateClock: DateClock {
  /// The instant it always tells, in Unix seconds.
  public var instant: Int64
  /// A clock stopped at `instant`.
  public init(_ instant: Int64) { self.instant = instant }
  public func now() -> Int64 { instant }
}

/// A review day: like Anki's, it ends at 04:00 local time, so a late-night session still counts
/// for the day it started in.
public struct ReviewDay: Sendable, Equatable {
  /// The hour of the local day at which one review day ends and the next begins.
  public static let rolloverHour = 4

  /// The first instant of the day, in Unix seconds.
  public let start: Int64
  /// The first instant of the next day, in Unix seconds.
  public let end: Int64

  /// The review day holding `instant`, in `timeZone`.
  public init(containing instant: Int64, in timeZone: TimeZone = .current) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let date = Date(timeIntervalSince1970: TimeInterval(instant))
    // Before 04:00 the review day is the calendar's previous day.
    let shifted = calendar.date(byAdding: .hour, value: -Self.rolloverHour, to: date) ?? date
    let midnight = calendar.startOfDay(for: shifted)
    let startDate =
      calendar.date(bySettingHour: Self.rolloverHour, minute: 0, second: 0, of: midnight)
      ?? midnight
    let nextMidnight = calendar.date(byAdding: .day, value: 1, to: midnight) ?? midnight
    let endDate =
      calendar.date(bySettingHour: Self.rolloverHour, minute: 0, second: 0, of: nextMidnight)
      ?? nextMidnight
    start = Int64(startDate.timeIntervalSince1970)
    end = Int64(endDate.timeIntervalSince1970)
  }

  /// Whether a question due at `due` is to be reviewed on this day (or was overdue before it).
  public func isDue(_ due: Int64) -> Bool { due < end }
}
