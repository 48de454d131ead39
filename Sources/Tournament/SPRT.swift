import Foundation
import Localization

/// A sequential probability ratio test of a two-bot match, as chess engine testers run it.
///
/// Each seed the two bots both played gives one paired result (a win, a draw or a loss for
/// the first bot: who scored more on the same game and seed), so the test reads a trinomial.
/// The hypotheses are logistic Elo differences `elo0` (H0) and `elo1` (H1); the log-likelihood
/// ratio is the generalised one: the multinomial maximising the likelihood under each
/// hypothesis's expected score (found exactly, see `constrainedMaximum`), as fastchess computes it.
public struct SPRT: Sendable, Equatable {
  /// The Elo difference of the null hypothesis.
  public var elo0: Double
  /// The Elo difference of the alternative hypothesis.
  public var elo1: Double
  /// The probability of accepting H1 when H0 holds.
  public var alpha: Double
  /// The probability of accepting H0 when H1 holds.
  public var beta: Double

  /// What the test says after the results so far.
  public enum Decision: String, Sendable, Equatable {
    /// H1 accepted: the first bot is stronger by about `elo1`.
    case h1 = "H1"
    /// H0 accepted: the first bot is not stronger than `elo0`.
    case h0 = "H0"
    /// Not decided yet.
    case `continue`
  }

  /// A test with its bounds; `elo0 < elo1`, and alpha and beta in (0, 0.5).
  public init(elo0: Double, elo1: Double, alpha: Double, beta: Double) throws(SPRTError) {
    guard elo0.isFinite, elo1.isFinite, elo0 < elo1 else { throw .eloOrder(elo0, elo1) }
    guard alpha > 0, alpha < 0.5 else { throw .probability("alpha", alpha) }
    guard beta > 0, beta < 0.5 else { throw .probability("beta", beta) }
    self.elo0 = elo0
    self.elo1 = elo1
    self.alpha = alpha
    self.beta = beta
  }

  /// Reads `elo0=0,elo1=10,alpha=0.05,beta=0.05` (every key once, in any order).
  public init(parsing text: String) throws(SPRTError) {
    var values: [String: Double] = [:]
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = part.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard pair.count == 2, ["elo0", "elo1", "alpha", "beta"].contains(pair[0]),
        values[pair[0]] == nil, let value = Double(pair[1])
      else { throw .syntax(String(part)) }
      values[pair[0]] = value
    }
    guard let elo0 = values["elo0"], let elo1 = values["elo1"], let alpha = values["alpha"],
      let beta = values["beta"]
    else { throw .syntax(text) }
    try self.init(elo0: elo0, elo1: elo1, alpha: alpha, beta: beta)
  }

  /// The LLR under which H0 is accepted.
  public var lowerBound: Double { log(beta / (1 - alpha)) }
  /// The LLR over which H1 is accepted.
  public var upperBound: Double { log((1 - beta) / alpha) }

  /// The log-likelihood ratio of H1 against H0 after `wins`, `draws` and `losses` of the first
  /// bot; 0 without results. Results all of one kind still count (a bot that wins every seed
  /// is decided for, as it would be with one loss in a hundred).
  public func llr(wins: Int, draws: Int, losses: Int) -> Double {
    let counts = [Double(losses), Double(draws), Double(wins)]
    let total = counts.reduce(0, +)
    guard total > 0 else { return 0 }
    // An outcome not seen yet gets a tiny weight (as fastchess does), so that the maximum under
    // each hypothesis exists however lopsided the first results are.
    let regularised = counts.map { max($0, 1e-3) }
    let observed = regularised.map { $0 / regularised.reduce(0, +) }
    let scores = [0, 0.5, 1.0]
    let q0 = Self.constrainedMaximum(observed, scores, expected: Self.score(elo: elo0))
    let q1 = Self.constrainedMaximum(observed, scores, expected: Self.score(elo: elo1))
    var sum = 0.0
    for index in counts.indices where counts[index] > 0 {
      sum += counts[index] * log(q1[index] / q0[index])
    }
    return sum
  }

  /// The decision after these results.
  public func decision(wins: Int, draws: Int, losses: Int) -> Decision {
    let ratio = llr(wins: wins, draws: draws, losses: losses)
    if ratio >= upperBound { return .h1 }
    if ratio <= lowerBound { return .h0 }
    return .continue
  }

  /// The expected score of a logistic Elo difference.
  static func score(elo: Double) -> Double { 1 / (1 + pow(10, -elo / 400)) }

  /// The distribution over `scores` that maximises the likelihood of `observed` among those
  /// whose mean score is `expected`.
  ///
  /// By Lagrange, it is `observed[i] / (1 + λ (scores[i] - expected))` for the λ at which its
  /// mean is `expected`; that mean falls as λ grows, so λ is found by bisection on the interval
  /// keeping every weight positive.
  static func constrainedMaximum(
    _ observed: [Double], _ scores: [Double], expected: Double
  ) -> [Double] {
    let offsets = scores.map { $0 - expected }
    // Every 1 + λ·offset must stay positive where the observed weight is.
    var low = -Double.infinity
    var high = Double.infinity
    for (weight, offset) in zip(observed, offsets) where weight > 0 && offset != 0 {
      if offset > 0 { low = max(low, -1 / offset) } else { high = min(high, -1 / offset) }
    }
    func gap(_ lambda: Double) -> Double {
      zip(observed, offsets).reduce(0) { $0 + $1.0 * $1.1 / (1 + lambda * $1.1) }
    }
    // Step in from the poles, where the gap goes to ±infinity.
    var a = low.isFinite ? low + 1e-12 * max(1, abs(low)) : -1e6
    var b = high.isFinite ? high - 1e-12 * max(1, abs(high)) : 1e6
    for _ in 0..<200 {
      let middle = (a + b) / 2
      if gap(middle) > 0 { a = middle } else { b = middle }
    }
    let lambda = (a + b) / 2
    return zip(observed, offsets).map { $0 / (1 + lambda * $1) }
  }
}

/// Why an SPRT description was refused.
public enum SPRTError: Error, Sendable, Equatable, CustomStringConvertible, Translatable {
  /// Not `elo0=…,elo1=…,alpha=…,beta=…`.
  case syntax(String)
  /// `elo0` not below `elo1`.
  case eloOrder(Double, Double)
  /// alpha or beta outside (0, 0.5).
  case probability(String, Double)

  public var description: String { sentence.description }

  public var sentence: Phrase {
    switch self {
    case .syntax(let part):
      Phrase(
        trLater("'{part}' is not of the form {form}"),
        ["part": .text(part), "form": .text("elo0=0,elo1=10,alpha=0.05,beta=0.05")])
    case .eloOrder(let elo0, let elo1):
      Phrase(
        trLater("elo0 ({elo0}) must be below elo1 ({elo1})"),
        ["elo0": .text("\(elo0)"), "elo1": .text("\(elo1)")])
    case .probability(let name, let value):
      Phrase(
        trLater("{name} = {value} must be between 0 and 0.5"),
        ["name": .text(name), "value": .text("\(value)")])
    }
  }
}
