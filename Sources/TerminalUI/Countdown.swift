import Localization
import QuizCore

/// The time left of a timed session (the rules' `time_limit` and `question_time`), as the
/// question screen's header shows it: whole seconds, rounded up, so it reads 0 only at the end.
public struct Countdown: Hashable, Sendable {
  /// The session's time left, when it has a limit.
  public var session: Delay?
  /// The current question's time left, when it has one.
  public var question: Delay?

  /// The time left of `view`'s deadlines at `now`; nil when the session has none running.
  public init?(view: SessionView, now: VirtualTime) {
    guard view.deadline != nil || view.questionDeadline != nil else { return nil }
    session = view.deadline.map { Self.left($0 - now) }
    question = view.questionDeadline.map { Self.left($0 - now) }
  }

  private static func left(_ delay: Delay) -> Delay { max(delay, .zero) }

  /// "Question 0:12  Time 4:59", the question's first.
  public var text: String {
    var parts: [String] = []
    if let question {
      parts.append(tr("Question {time}", context: "countdown", ["time": Self.clock(question)]))
    }
    if let session {
      parts.append(tr("Time {time}", context: "countdown", ["time": Self.clock(session)]))
    }
    return parts.joined(separator: "  ")
  }

  /// How long until `text` changes: the next whole second of either count.
  public var nextChange: Delay? {
    [session, question].compactMap { $0 }.filter { $0 > .zero }.map { left in
      let rest = left.milliseconds % 1000
      return Delay(milliseconds: rest == 0 ? 1000 : rest)
    }.min()
  }

  /// "4:59", "1:00:00": minutes and seconds (hours when there are), seconds rounded up.
  public static func clock(_ delay: Delay) -> String {
    let seconds = (max(delay.milliseconds, 0) + 999) / 1000
    let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
    if seconds >= 3600 {
      return "\(seconds / 3600):\(twoDigits(seconds / 60 % 60)):\(twoDigits(seconds % 60))"
    }
    return "\(seconds / 60):\(twoDigits(seconds % 60))"
  }
}
