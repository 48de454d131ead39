import Foundation

/// What FSRS remembers of one question for one profile.
public struct MemoryState: Sendable, Hashable, Codable {
  /// Days after which the probability of recall falls to 90 %.
  public var stability: Double
  /// How hard the question is for this profile, from 1 (easy) to 10.
  public var difficulty: Double
  /// When it was last reviewed, in Unix seconds.
  public var lastReview: Int64
  /// When it is next due, in Unix seconds.
  public var due: Int64
  /// The relearning step it is at after a lapse, from 0; nil when it is in review.
  public var step: Int?

  /// A state with every field given.
  public init(
    stability: Double, difficulty: Double, lastReview: Int64, due: Int64, step: Int? = nil
  ) {
    self.stability = stability
    self.difficulty = difficulty
    self.lastReview = lastReview
    self.due = due
    self.step = step
  }
}

/// The FSRS-6 scheduler, in whole days, without learning steps, with a profile's relearning steps.
///
/// A game shows a question once, at its final check, so a first review schedules the next one
/// whole days ahead (no learning steps). A question in review that is forgotten goes through
/// the relearning steps when a profile has some (Anki's "10m": a review session asks it again
/// once the step has passed), and is back in review after the last one. This is the reference
/// scheduler (py-fsrs) with no learning steps, the same relearning steps and no fuzz, and it is
/// checked against it.
public struct FSRS: Sendable {
  /// The weights and targets in use.
  public let parameters: FSRSParameters
  private let model: FSRSModel<Double>

  static let secondsPerDay: Int64 = 86_400

  /// A scheduler with the given parameters (the FSRS-6 defaults unless told).
  public init(parameters: FSRSParameters = .default) {
    self.parameters = parameters
    model = FSRSModel(weights: parameters.weights)
  }

  /// The state after a review graded `rating` at `now`; `state` is nil for a first review.
  public func review(_ state: MemoryState?, rating: Rating, at now: Int64) -> MemoryState {
    let previous = state.map { (stability: $0.stability, difficulty: $0.difficulty) }
    let days = state.map { Self.elapsedDays(from: $0.lastReview, to: now) } ?? 0
    let (stability, difficulty) = model.next(previous, rating: rating, elapsedDays: days)
    let (step, wait) = next(after: state, rating: rating, stability: stability)
    return MemoryState(
      stability: stability, difficulty: difficulty, lastReview: now, due: now + wait, step: step)
  }

  /// The relearning step a review leaves the question at (nil: in review) and the seconds until
  /// it is due, as the reference scheduler moves a card between review and relearning.
  private func next(after state: MemoryState?, rating: Rating, stability: Double) -> (Int?, Int64) {
    let steps = parameters.relearningSteps
    let days = (nil as Int?, Int64(intervalDays(stability: stability)) * Self.secondsPerDay)
    guard let state, !steps.isEmpty else { return days }
    guard let step = state.step else {
      // In review: a lapse starts relearning, anything else stays in review.
      return rating == .again ? (0, steps[0]) : days
    }
    // A step past the last (the steps were shortened since) ends relearning unless forgotten.
    if step >= steps.count && rating != .again { return days }
    switch rating {
    case .again:
      return (0, steps[0])
    case .hard:
      // The step stays; its wait is half again the only step, or midway to the second. The
      // reference counts in microseconds and keeps whole seconds, rounding down.
      if step == 0 && steps.count == 1 { return (0, steps[0] * 3 / 2) }
      if step == 0 { return (0, (steps[0] + steps[1]) / 2) }
      return (step, steps[step])
    case .good:
      return step + 1 == steps.count ? days : (step + 1, steps[step + 1])
    case .easy:
      return days
    }
  }

  /// The probability that `state`'s question is recalled at `now`.
  public func retrievability(of state: MemoryState, at now: Int64) -> Double {
    model.retrievability(
      stability: state.stability,
      days: Double(Self.elapsedDays(from: state.lastReview, to: now)))
  }

  /// Whole days until the next review for a given stability, at least 1 and at most the maximum.
  public func intervalDays(stability: Double) -> Int {
    let (factor, decay) = model.intervalFactor
    let days = stability / factor * (pow(parameters.desiredRetention, 1 / decay) - 1)
    // Half-way cases round to even, as the reference scheduler's rounding does.
    let rounded = days.rounded(.toNearestOrEven)
    guard rounded.isFinite else { return parameters.maximumInterval }
    return min(max(Int(rounded), 1), parameters.maximumInterval)
  }

  /// Whole days between two instants, rounded down and never negative (the reference
  /// scheduler's count, which the optimizer counts by too).
  static func elapsedDays(from start: Int64, to end: Int64) -> Int64 {
    let seconds = end - start
    let days = seconds / Self.secondsPerDay
    return max(0, seconds % Self.secondsPerDay < 0 ? days - 1 : days)
  }
}
