/// A point on a session's virtual timeline, in milliseconds since the session was created.
///
/// Virtual, never the wall clock: the headless runner jumps from one due event to the next and
/// the terminal advances it from a real clock, so a replay sees exactly the same times.
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Milliseconds since the start of the timeline.
  public var milliseconds: Int64

  /// The time `milliseconds` after the start of the timeline.
  public init(milliseconds: Int64) { self.milliseconds = milliseconds }

  /// The start of the timeline.
  public static let zero = VirtualTime(milliseconds: 0)

  /// The time `milliseconds` after the start.
  public static func milliseconds(_ milliseconds: Int64) -> VirtualTime {
    VirtualTime(milliseconds: milliseconds)
  }

  /// The time `seconds` after the start, rounded to the millisecond.
  public static func seconds(_ seconds: Double) -> VirtualTime {
    VirtualTime(milliseconds: Int64((seconds * 1000).rounded()))
  }

  public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }

  /// The time `delay` after `time`.
  public static func + (time: VirtualTime, delay: Delay) -> VirtualTime {
    VirtualTime(milliseconds: time.milliseconds &+ delay.milliseconds)
  }

  /// The delay from `earlier` to `later`.
  public static func - (later: VirtualTime, earlier: VirtualTime) -> Delay {
    Delay(milliseconds: later.milliseconds &- earlier.milliseconds)
  }

  /// "1.250s".
  public var description: String { Delay(milliseconds: milliseconds).description }
}

/// A length of virtual time in milliseconds: a scheduled action's delay, time spent on a question.
public struct Delay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The length in milliseconds.
  public var milliseconds: Int64

  /// A delay of `milliseconds`.
  public init(milliseconds: Int64) { self.milliseconds = milliseconds }

  /// No delay at all.
  public static let zero = Delay(milliseconds: 0)

  /// A delay of `milliseconds`.
  public static func milliseconds(_ milliseconds: Int64) -> Delay {
    Delay(milliseconds: milliseconds)
  }

  /// A delay of `seconds`, rounded to the millisecond (rules give their delays in seconds).
  public static func seconds(_ seconds: Double) -> Delay {
    Delay(milliseconds: Int64((seconds * 1000).rounded()))
  }

  /// The length in seconds.
  public var seconds: Double { Double(milliseconds) / 1000 }

  public static func < (lhs: Delay, rhs: Delay) -> Bool { lhs.milliseconds < rhs.milliseconds }

  /// "0.500s".
  public var description: String {
    let sign = milliseconds < 0 ? "-" : ""
    let magnitude = milliseconds.magnitude
    let fraction = String(magnitude % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return "\(sign)\(magnitude / 1000).\(padded)s"
  }
}

/// The id of a scheduled action, unique within its session.
public struct TimerID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The number the session gave it.
  public var rawValue: Int

  /// The id numbered `rawValue`.
  public init(_ rawValue: Int) { self.rawValue = rawValue }

  public init(integerLiteral value: Int) { rawValue = value }

  public static func < (lhs: TimerID, rhs: TimerID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// "timer#3".
  public var description: String { "timer#\(rawValue)" }
}

/// The id of a popup, unique within its session.
public struct PopupID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The number the session gave it.
  public var rawValue: Int

  /// The id numbered `rawValue`.
  public init(_ rawValue: Int) { self.rawValue = rawValue }

  public init(integerLiteral value: Int) { rawValue = value }

  public static func < (lhs: PopupID, rhs: PopupID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// "popup#2".
  public var description: String { "popup#\(rawValue)" }
}
