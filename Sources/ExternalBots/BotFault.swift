import Localization

/// Why an external bot forfeits a session (or could not start): the reason a log and the
/// standings show, and what happened in words (English in logs, the interface language where
/// a person reads it).
public enum BotFault: Error, Hashable, Sendable, CustomStringConvertible, Translatable {
  /// The program could not be started, or did not complete the handshake.
  case cannotStart(Phrase)
  /// The process ended, or closed its end of the protocol.
  case crash(Phrase)
  /// No answer within the per-move limit or the session's budget (wall time).
  case time(Phrase)
  /// A line that is not one JSON object.
  case invalidJSON(Phrase)
  /// A JSON answer that is not an action a bot can take.
  case illegalAction(Phrase)
  /// A line longer than the protocol allows, or one that came when no move was asked.
  case protocolViolation(Phrase)
  /// The tournament is stopping (Ctrl-C, SIGTERM): the session is abandoned, not a result.
  case abandoned(Phrase)

  /// The reason's short name: `cannot-start`, `crash`, `time`, `invalid-json`,
  /// `illegal-action` or `protocol` (the same in every language: scripts read it).
  public var reason: String {
    switch self {
    case .cannotStart: "cannot-start"
    case .crash: "crash"
    case .time: "time"
    case .invalidJSON: "invalid-json"
    case .illegalAction: "illegal-action"
    case .protocolViolation: "protocol"
    case .abandoned: "abandoned"
    }
  }

  /// What happened, without the reason, as words of ours.
  public var phrase: Phrase {
    switch self {
    case .cannotStart(let text), .crash(let text), .time(let text), .invalidJSON(let text),
      .illegalAction(let text), .protocolViolation(let text), .abandoned(let text):
      text
    }
  }

  /// What happened, without the reason, in English.
  public var message: String { phrase.description }

  public var description: String { "\(reason): \(message)" }

  public var sentence: Phrase {
    Phrase(trLater("{reason}: {message}"), ["reason": .text(reason), "message": .phrase(phrase)])
  }

  /// The same kind of fault, saying `phrase` instead.
  func saying(_ phrase: Phrase) -> BotFault {
    switch self {
    case .cannotStart: .cannotStart(phrase)
    case .crash: .crash(phrase)
    case .time: .time(phrase)
    case .invalidJSON: .invalidJSON(phrase)
    case .illegalAction: .illegalAction(phrase)
    case .protocolViolation: .protocolViolation(phrase)
    case .abandoned: .abandoned(phrase)
    }
  }
}
