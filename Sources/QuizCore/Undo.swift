/// Taking back the last answer of a session (a review session's undo, as Anki's).
///
/// A session is its game, its seed and its actions, and `reduce` is a deterministic state
/// machine: replaying the actions before an answer gives the session as it stood before it,
/// comebacks it planned and scores it moved included. So undo never changes a session; it
/// says how many actions to keep, and the host replays them.
extension Session {
  /// How many of `actions` to keep to take back the last answer: every action from the one that
  /// arrived on the question last checked (a check or its time running out) onwards goes, so
  /// the question is shown again unanswered in that visit, as it was when the player came to
  /// it. Nil when no answer is left to take back (none checked, or the session is over).
  public var actionsBeforeLastAnswer: Int? {
    guard !isFinished else { return nil }
    guard
      let answer = actions.indices.last(where: { index in
        (actions[index] == .check || actions[index] == .timeUp)
          && actionResults.indices.contains(index)
      })
    else { return nil }
    let position = actionResults[answer].question
    var keep = answer
    // Back over what was done on that question in the same visit (typing, hints, earlier
    // tries, timers firing there), down to the action that brought the player to it.
    while keep > 0, actionResults.indices.contains(keep - 1),
      actionResults[keep - 1].question == position, actions[keep - 1] != .start
    {
      keep -= 1
    }
    return keep
  }

  /// The play order the session started with: `order` without the questions that came back
  /// at its end (spaced review's relearning appends them).
  public var startingOrder: [Int] {
    let comebacks = questions.lazy.filter { $0.cameBackAt != nil }.count
    return Array(order.prefix(order.count - comebacks))
  }

  /// The session without its last answer (`actionsBeforeLastAnswer`), replayed from the same
  /// game, seed and starting order: every question shows as the player saw it when coming to
  /// it, its options in the order drawn then (a draw depends on the seed, the position and
  /// the actions before it, all kept). Nil when no answer is left to take back.
  public func withoutLastAnswer(environment: SessionEnvironment) -> Session? {
    guard let keep = actionsBeforeLastAnswer else { return nil }
    return Session.replay(
      game: game, seed: seed, shuffle: shuffled, order: shuffled ? nil : startingOrder,
      actions: Array(actions[..<keep]), environment: environment)
  }
}
