/// Why an external bot forfeits a session (or could not start): the reason a log and the
/// standings show, and what happened in words.
public enum BotFault: Error, Hashable, Sendable, CustomStringConvertible {
  /// The program could not be started, or did not complete the handshake.
  case cannotStart(String)
  /// The process ended, or closed its end of the protocol.
  case crash(String)
  /// No answer within the per-move limit or the session's budget (wall time).
  case time(String)
  /// A line that is not one JSON object.
  case invalidJSON(String)
  /// A JSON answer that is not an action a bot can take.
  case illegalAction(String)
  /// A line longer than the protocol allows.
  case protocolViolation(String)

  /// The reason's short name: `cannot-start`, `crash`, `time`, `invalid-json`,
  /// `illegal-action` or `protocol`.
  public var reason: String {
    switch self {
    case .cannotStart: "cannot-start"
    case .crash: "crash"
    case .time: "time"
    case .invalidJSON: "invalid-json"
    case .illegalAction: "illegal-action"
    case .protocolViolation: "protocol"
    }
  }

  /// What happened, without the reason.
  public var message: String {
    switch self {
    case .cannotStart(let text), .crash(let text), .time(let text), .invalidJSON(let text),
      .illegalAction(let text), .protocolViolation(let text):
      text
    }
  }

  public var description: String { "\(reason): \(message)" }
}
