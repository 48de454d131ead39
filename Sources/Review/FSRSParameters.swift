import Foundation
import Localization

/// The model weights and targets of an FSRS-6 scheduler.
///
/// The 21 weights are those of FSRS-6 (the scheduler of current Anki); their defaults come from the
/// model's published fit and each is bounded the way the reference implementation bounds it, so a
/// profile's tuned weights can never drive the formulas into nonsense.
public struct FSRSParameters: Sendable, Equatable {
  /// The FSRS-6 weights w0…w20.
  public let weights: [Double]
  /// The probability of recall at which a question falls due (0.7…0.99).
  public let desiredRetention: Double
  /// The longest interval between two reviews, in days.
  public let maximumInterval: Int
  /// The relearning steps, in seconds: a question in review forgotten comes back after each
  /// in turn before days apart again (Anki's "10m"); none by default.
  public let relearningSteps: [Int64]

  /// The most relearning steps a profile can have, and the longest one (a year), in seconds.
  public static let relearningStepLimit = 10
  public static let longestRelearningStep: Int64 = 365 * 86_400

  /// The published FSRS-6 default weights.
  public static let defaultWeights: [Double] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ]

  /// The defaults: FSRS-6 weights, 90 % retention, a hundred years at most.
  public static let `default` = try! FSRSParameters(weights: defaultWeights)

  /// The smallest stability the model allows, in days.
  static let minimumStability = 0.001

  /// The inclusive range each weight must lie in.
  static let weightBounds: [ClosedRange<Double>] = [
    0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4,
    0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4,
    0...1, 1...6, 0...2, 0...2, 0...0.8, 0.1...0.8,
  ]

  /// Weights brought within the bounds, as the reference optimizer clamps them after each step:
  /// with more than one relearning step, w17 and w18 are held lower still, so that the steps of
  /// a relearning day cannot raise stability above what it was before the lapse.
  public static func clamped(_ weights: [Double], relearningSteps: Int) -> [Double] {
    var ceiling = 2.0
    if relearningSteps > 1, weights.count == weightBounds.count {
      // Post-lapse stability at D = 1, R = 0.7, S = 1, times the short-term gain of the steps,
      // must stay under 1.
      let lapse = log(weights[11]) + log(pow(2, weights[13]) - 1) + weights[14] * 0.3
      ceiling = min(max(-lapse / Double(relearningSteps), 0.01).squareRoot(), 2)
    }
    return zip(weights, weightBounds).enumerated().map { index, pair in
      let (weight, bounds) = pair
      let high = index == 17 || index == 18 ? min(bounds.upperBound, ceiling) : bounds.upperBound
      return min(max(weight, bounds.lowerBound), high)
    }
  }

  /// Parameters checked against the model's bounds.
  public init(
    weights: [Double], desiredRetention: Double = 0.9, maximumInterval: Int = 36_500,
    relearningSteps: [Int64] = []
  ) throws(FSRSError) {
    guard weights.count == Self.weightBounds.count else {
      throw .weightCount(weights.count)
    }
    for (index, (weight, bounds)) in zip(weights, Self.weightBounds).enumerated()
    where !bounds.contains(weight) {
      throw .weightOutOfBounds(index: index, value: weight, bounds: bounds)
    }
    guard (0.7...0.99).contains(desiredRetention) else {
      throw .retentionOutOfBounds(desiredRetention)
    }
    guard maximumInterval >= 1 else { throw .maximumInterval(maximumInterval) }
    guard relearningSteps.count <= Self.relearningStepLimit,
      relearningSteps.allSatisfy({ (1...Self.longestRelearningStep).contains($0) })
    else { throw .relearningSteps(relearningSteps) }
    self.weights = weights
    self.desiredRetention = desiredRetention
    self.maximumInterval = maximumInterval
    self.relearningSteps = relearningSteps
  }
}

/// Why a set of FSRS parameters was refused.
public enum FSRSError: Error, Equatable, CustomStringConvertible, Translatable {
  /// Not 21 weights.
  case weightCount(Int)
  /// A weight outside the range the model is defined on.
  case weightOutOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
  /// A retention target outside 0.7…0.99.
  case retentionOutOfBounds(Double)
  /// A maximum interval under one day.
  case maximumInterval(Int)
  /// More relearning steps than allowed, or one under a second or over a year.
  case relearningSteps([Int64])

  static let stepLimit = FSRSParameters.relearningStepLimit

  /// The problem, in English.
  public var description: String { sentence.description }

  /// The problem, as words of ours around the numbers.
  public var sentence: Phrase {
    switch self {
    case .weightCount(let count):
      Phrase(trLater("FSRS-6 needs 21 weights, got {count}"), ["count": .number(count)])
    case .weightOutOfBounds(let index, let value, let bounds):
      Phrase(
        trLater("weight w{index} = {value} is outside {low}…{high}"),
        [
          "index": .number(index), "value": .text("\(value)"),
          "low": .text("\(bounds.lowerBound)"), "high": .text("\(bounds.upperBound)"),
        ])
    case .retentionOutOfBounds(let value):
      Phrase(
        trLater("desired retention {value} is outside 0.7…0.99"), ["value": .text("\(value)")])
    case .maximumInterval(let days):
      Phrase(trLater("maximum interval {days} is under one day"), ["days": .number(days)])
    case .relearningSteps(let steps):
      Phrase(
        trLater(
          "relearning steps {steps}: at most {count}, each from one second to a year"),
        [
          "steps": .text(steps.map(String.init).joined(separator: ", ")),
          "count": .number(Self.stepLimit),
        ])
    }
  }
}
