import QuizCore

/// A review session's relearning steps: a question the profile's scheduler puts in (or keeps
/// in) relearning comes back in the session once the step has passed on the session's clock.
///
/// Each question starts from its memory state when the session was opened; its checks in the
/// session move it on as the store will record them (`Rating` of each final check), so the
/// step a question comes back after is the one its recorded state will be due after.
public struct ReviewRelearning: Relearning {
  /// The profile's scheduler (its relearning steps and retention).
  public let scheduler: FSRS
  /// Each question's state when the session was opened, by its index in the session's game;
  /// absent for a question never reviewed.
  public let states: [Int: MemoryState]

  /// The relearning of a session whose questions stood at `states`.
  public init(scheduler: FSRS, states: [Int: MemoryState]) {
    self.scheduler = scheduler
    self.states = states
  }

  public func comeBack(question index: Int, checks: [QuestionResult]) -> Delay? {
    guard !scheduler.parameters.relearningSteps.isEmpty else { return nil }
    var state = states[index]
    // Only the steps matter here, never the instant: each review is taken when it is due.
    var at = state.map { max($0.due, $0.lastReview) } ?? 0
    var wait: Int64?
    for check in checks {
      guard let checked = CheckedQuestion(check) else {
        wait = nil
        continue
      }
      let next = scheduler.review(state, rating: Rating(checked), at: at)
      wait = next.step != nil ? next.due - at : nil
      state = next
      at = next.due
    }
    return wait.map { Delay(milliseconds: $0 * 1000) }
  }
}
