extension Session {
  /// A session replayed from its game, seed and actions: equal to the one that recorded them.
  public static func replay(
    game: Game, seed: UInt64, shuffle: Bool = false, order: [Int]? = nil, actions: [SessionAction],
    environment: SessionEnvironment
  ) -> Session {
    var session = Session(game: game, seed: seed, shuffle: shuffle, order: order)
    for action in actions { _ = reduce(&session, action, environment) }
    return session
  }

  /// Replays `actions` for as long as each does what it did when it was recorded, and stops
  /// before the first that does not.
  ///
  /// `expected[i]` is the recorded result of `actions[i]`; nil (a save older than recorded
  /// results) is taken on trust. An action that is refused now, or whose result differs,
  /// ends the replay: the session returned holds the actions before it, and `divergence`
  /// says which and how. Plugins or the engine that changed since the recording are what
  /// makes a replay diverge.
  public static func replay(
    game: Game, seed: UInt64, shuffle: Bool = false, order: [Int]? = nil, actions: [SessionAction],
    expecting expected: [ActionResult?], environment: SessionEnvironment
  ) -> CheckedReplay {
    var session = Session(game: game, seed: seed, shuffle: shuffle, order: order)
    for (index, action) in actions.enumerated() {
      let effects = reduce(&session, action, environment)
      guard session.actions.count == index + 1 else {
        // Refused now: the session is as it was before the action.
        let refusal = effects.lazy.compactMap { effect -> String? in
          switch effect {
          case .refused(let reason): return "\(reason)"
          case .failed(let error): return "\(error)"
          default: return nil
          }
        }.first
        return CheckedReplay(
          session: session,
          divergence: Divergence(
            action: index, recorded: expected.indices.contains(index) ? expected[index] : nil,
            replayed: nil, refusal: refusal ?? "refused"))
      }
      guard index < expected.count, let recorded = expected[index],
        let replayed = session.actionResults.last, replayed != recorded
      else { continue }
      // The action went through but did something else: replay again without it, since
      // `reduce` cannot be undone from outside.
      let agreed = replay(
        game: game, seed: seed, shuffle: shuffle, order: order, actions: Array(actions[..<index]),
        environment: environment)
      return CheckedReplay(
        session: agreed,
        divergence: Divergence(action: index, recorded: recorded, replayed: replayed, refusal: nil))
    }
    return CheckedReplay(session: session, divergence: nil)
  }
}

/// A replay that stops where the actions stop doing what they did (`Session.replay(expecting:)`).
public struct CheckedReplay: Sendable {
  /// The session, with every action that agreed.
  public var session: Session
  /// Where and how the replay left the recording, or nil when every action agreed.
  public var divergence: Divergence?
}

/// The first action of a recording that does something else when replayed.
public struct Divergence: Hashable, Sendable {
  /// Its index in the recorded actions (from 0): the actions before it agree.
  public var action: Int
  /// What it did when it was recorded, if that was recorded.
  public var recorded: ActionResult?
  /// What it does now; nil when it is refused now.
  public var replayed: ActionResult?
  /// Why it is refused now, when it is.
  public var refusal: String?

  /// The difference in words, for the player: "question 3 was right, now wrong".
  public var explanation: String {
    guard let replayed else {
      return "action \(action + 1) is refused now (\(refusal ?? "refused"))"
    }
    guard let recorded else { return "action \(action + 1) does something else now" }
    if recorded.outcome != replayed.outcome {
      return "question \(recorded.question + 1) was \(recorded.outcome.rawValue), "
        + "now \(replayed.outcome.rawValue) (action \(action + 1))"
    }
    if recorded.score != replayed.score {
      return "the score after action \(action + 1) was \(recorded.score), now \(replayed.score)"
    }
    return "action \(action + 1) led to question \(recorded.position + 1), now to "
      + "question \(replayed.position + 1)"
  }
}
