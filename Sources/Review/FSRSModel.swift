import Foundation

/// A number the FSRS-6 formulas compute with: a plain `Double` to schedule, a number carrying
/// its derivatives (`FSRSDual`) to fit the weights, so that both run the same formulas.
public protocol FSRSNumber: Sendable {
  /// A constant.
  init(_ value: Double)
  /// The number's value.
  var value: Double { get }
  static func + (left: Self, right: Self) -> Self
  static func - (left: Self, right: Self) -> Self
  static func * (left: Self, right: Self) -> Self
  static func / (left: Self, right: Self) -> Self
  /// e raised to the number.
  func exponential() -> Self
  /// The number raised to `exponent`; the number is positive.
  func power(_ exponent: Self) -> Self
  /// The natural logarithm of a positive number.
  func logarithm() -> Self
}

extension FSRSNumber {
  /// The smaller of two numbers (the first when equal), derivatives and all.
  static func minimum(_ left: Self, _ right: Self) -> Self {
    right.value < left.value ? right : left
  }
  /// The larger of two numbers (the first when equal), derivatives and all.
  static func maximum(_ left: Self, _ right: Self) -> Self {
    right.value > left.value ? right : left
  }
}

extension Double: FSRSNumber {
  public var value: Double { self }
  public func exponential() -> Double { exp(self) }
  public func power(_ exponent: Double) -> Double { pow(self, exponent) }
  public func logarithm() -> Double { log(self) }
}

/// The FSRS-6 formulas: the forgetting curve and how a review moves stability and difficulty.
/// The scheduler (`FSRS`) and the optimizer (`FSRSOptimizer`) both run these, one with plain
/// numbers, the other with numbers carrying their derivatives by the weights.
struct FSRSModel<Number: FSRSNumber> {
  /// The weights w0…w20.
  let w: [Number]
  private let decay: Number
  private let factor: Number

  /// The model with the given 21 weights.
  init(weights: [Number]) {
    w = weights
    decay = Number(0) - weights[20]
    factor = Number(0.9).power(Number(1) / decay) - Number(1)
  }

  /// Stability and difficulty after a review graded `rating`, `elapsedDays` whole days after
  /// the previous one (`state` nil for a first review).
  func next(
    _ state: (stability: Number, difficulty: Number)?, rating: Rating, elapsedDays: Int64
  ) -> (stability: Number, difficulty: Number) {
    guard let state else {
      return (
        Number.maximum(w[rating.rawValue - 1], Number(FSRSParameters.minimumStability)),
        clampDifficulty(initialDifficulty(rating))
      )
    }
    let stability: Number
    if elapsedDays < 1 {
      stability = shortTermStability(state.stability, rating: rating)
    } else {
      let recall = retrievability(stability: state.stability, days: Double(elapsedDays))
      stability = nextStability(state.stability, state.difficulty, recall: recall, rating: rating)
    }
    return (stability, nextDifficulty(state.difficulty, rating: rating))
  }

  /// The probability of recall `days` after a review that left `stability` (the forgetting
  /// curve).
  func retrievability(stability: Number, days: Double) -> Number {
    (Number(1) + factor * Number(days) / stability).power(decay)
  }

  /// The factor of the interval formula: days = stability / factor × (retention^(1/decay) − 1).
  var intervalFactor: (factor: Double, decay: Double) { (factor.value, decay.value) }

  private func initialDifficulty(_ rating: Rating) -> Number {
    w[4] - (w[5] * Number(Double(rating.rawValue - 1))).exponential() + Number(1)
  }

  private func clampDifficulty(_ difficulty: Number) -> Number {
    Number.minimum(Number.maximum(difficulty, Number(1)), Number(10))
  }

  private func nextDifficulty(_ difficulty: Number, rating: Rating) -> Number {
    let change = Number(0) - w[6] * Number(Double(rating.rawValue - 3))
    // Linear damping: the closer to 10, the smaller the step up.
    let damped = difficulty + (Number(10) - difficulty) * change / Number(9)
    // Mean reversion towards the difficulty of a first Easy.
    let reverted = w[7] * initialDifficulty(.easy) + (Number(1) - w[7]) * damped
    return clampDifficulty(reverted)
  }

  private func shortTermStability(_ stability: Number, rating: Rating) -> Number {
    var increase =
      (w[17] * (Number(Double(rating.rawValue) - 3) + w[18])).exponential()
      * stability.power(Number(0) - w[19])
    if rating != .again { increase = Number.maximum(increase, Number(1)) }
    return Number.maximum(stability * increase, Number(FSRSParameters.minimumStability))
  }

  private func nextStability(
    _ stability: Number, _ difficulty: Number, recall: Number, rating: Rating
  ) -> Number {
    let one = Number(1)
    let next: Number
    if rating == .again {
      let longTerm =
        w[11] * difficulty.power(Number(0) - w[12])
        * ((stability + one).power(w[13]) - one) * ((one - recall) * w[14]).exponential()
      let shortTerm = stability / (w[17] * w[18]).exponential()
      next = Number.minimum(longTerm, shortTerm)
    } else {
      let hardPenalty = rating == .hard ? w[15] : one
      let easyBonus = rating == .easy ? w[16] : one
      next =
        stability
        * (one + w[8].exponential() * (Number(11) - difficulty) * stability.power(Number(0) - w[9])
          * (((one - recall) * w[10]).exponential() - one) * hardPenalty * easyBonus)
    }
    return Number.maximum(next, Number(FSRSParameters.minimumStability))
  }
}
