import QuizCore

/// When each action of the open sessions was taken, on the date clock: the core has no wall
/// clock, so the host notes the time of every action as it is saved, stores it with the action
/// and reads it back on a resume. A question's review is then dated by the action that made its
/// final check (`QuestionResult.checkedAtAction`), not by the end of the session: a session
/// left on one day and finished on the next keeps the first day's answers on the first day.
struct ActionTimes {
  /// The time of each action, by session game id and action index; nil where not known (an
  /// action saved before times were kept).
  private var times: [String: [Int64?]] = [:]

  /// The times of session `id`'s actions, as far as known.
  func of(_ id: String) -> [Int64?] { times[id] ?? [] }

  /// Session `id` resumed with `count` actions replayed: the times read from its save, unknown
  /// (nil) for actions saved before times were kept.
  mutating func start(_ id: String, with saved: [Int64?], count: Int) {
    times[id] =
      Array(saved.prefix(count)) + [Int64?](repeating: nil, count: max(0, count - saved.count))
  }

  /// Notes `now` as the time of each action of session `id` not timed yet, its `count`
  /// actions in all; the times of actions a shorter replay dropped are forgotten.
  mutating func stamp(_ id: String, count: Int, now: Int64) {
    var known = times[id] ?? []
    if known.count > count { known.removeLast(known.count - count) }
    known += [Int64?](repeating: now, count: count - known.count)
    times[id] = known
  }

  /// Forgets session `id`.
  mutating func forget(_ id: String) { times[id] = nil }

  /// When `question` of session `id` had its final check; `fallback` when that is not known.
  func checked(_ question: QuestionResult, of id: String, fallback: Int64) -> Int64 {
    guard let index = question.checkedAtAction, let known = times[id], known.indices.contains(index)
    else { return fallback }
    return known[index] ?? fallback
  }
}
