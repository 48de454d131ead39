/// A scripted player: it sees what a player sees and answers with one action at a time.
///
/// Bots never see the answer unless they are oracles (used to calibrate games, and marked as
/// such in every report). The Lua host adapts bot plugins to this protocol.
public protocol Bot: SessionScoped {
  /// The bot's id.
  var id: String { get }
  /// Whether the bot is shown the solution of each question.
  var isOracle: Bool { get }
  /// The next move, given `seen` (see docs/plugin-api.md: the session view, plus the
  /// solution for an oracle) and a generator seeded for this one decision.
  func decide(_ seen: Value, random: SeededRandom) throws(QuizError) -> BotMove
  /// The next move for `view`, with `solution` for an oracle. A bot that can read the view
  /// as it is (the Lua host writes it straight into the bot's state) implements this; the
  /// default builds `seen` (`SessionView.seen(solution:)`) and asks `decide(_:random:)`.
  func decide(view: SessionView, solution: Value?, random: SeededRandom) throws(QuizError)
    -> BotMove
  /// Called once the session has ended, `forfeited` or not. A bot that can find a fault of
  /// the session only now (an external bot's line that came when no move was asked) throws
  /// it, and the session forfeits; a bot that keeps nothing between sessions does nothing.
  func endSession(forfeited: Bool) throws(QuizError)
}

extension Bot {
  public func decide(view: SessionView, solution: Value?, random: SeededRandom)
    throws(QuizError) -> BotMove
  {
    try decide(view.seen(solution: solution), random: random)
  }

  public func endSession(forfeited: Bool) throws(QuizError) {}
}

/// A bot's decision: an action, and the virtual time it spent thinking before it.
public struct BotMove: Hashable, Sendable {
  /// The action to send.
  public var action: SessionAction
  /// Virtual time that passes before the action (so time bonuses and timers work).
  public var think: Delay

  /// A move with both parts given.
  public init(action: SessionAction, think: Delay = .zero) {
    self.action = action
    self.think = think
  }

  /// Reads a bot's answer: `{op = "act", action = {...}}`, `{op = "check"}`, `{op = "hint"}`,
  /// `{op = "next"}`, `{op = "previous"}`, `{op = "finish"}`, `{op = "popup", button = "ok"}`
  /// (the newest popup, unless `popup` names one), with an optional `think` in seconds.
  public init(value: Value, seen: Value) throws(QuizError) {
    try self.init(value: value, newestPopup: seen["popups"].arrayValue?.last?["id"])
  }

  /// Reads a bot's answer as `init(value:seen:)` does, given only what it needs of the seen:
  /// the id of the newest popup (nil or `.null` when there is none).
  public init(value: Value, newestPopup: Value?) throws(QuizError) {
    var map = value.mapValue ?? ValueMap()
    let seconds = map["think"]?.doubleValue ?? 0
    map["think"] = nil
    guard seconds >= 0, seconds <= 3600 else {
      throw .actionRefused("think must be between 0 and 3600 seconds")
    }
    think = .milliseconds(Int64((seconds * 1000).rounded()))
    if map["op"]?.stringValue == "popup", map["popup"] == nil {
      guard let newest = newestPopup, newest != .null else {
        throw .actionRefused("there is no popup to answer")
      }
      map["popup"] = newest
    }
    guard let action = SessionAction(value: .map(map)) else {
      // The move is quoted, but only its start: a refusal reason goes into every log line.
      let quoted = Untrusted.line((try? ValueJSON.encode(value)) ?? value.kindName, limit: 200)
      throw .actionRefused(
        "not an action a bot can take (its op is act, check, hint, next, previous, finish or "
          + "popup): \(quoted)")
    }
    switch action {
    // The clock's and the host's to send: a bot that could send them would end its own
    // question's time, fake a plugin failure or bring a question back.
    case .start, .timerFired, .tick, .timeUp, .reportFailure, .comeBack:
      throw .actionRefused("a bot cannot send '\(action.operationName)'")
    default:
      self.action = action
    }
  }
}
