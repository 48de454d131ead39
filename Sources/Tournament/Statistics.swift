import Foundation

/// The statistics of the standings, as chess tournament managers report them.
public enum Statistics {
  /// The 97.5 % quantile of the normal distribution: a 95 % two-sided interval.
  public static let z95 = 1.959_963_984_540_054

  /// The mean of `values` and the half-width of its 95 % interval (normal approximation;
  /// zero for fewer than two values).
  public static func mean(_ values: [Double]) -> (mean: Double, margin: Double) {
    guard !values.isEmpty else { return (0, 0) }
    let n = Double(values.count)
    let mean = values.reduce(0, +) / n
    guard values.count > 1 else { return (mean, 0) }
    let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
    return (mean, z95 * (variance / n).squareRoot())
  }

  /// The Elo difference that a score share (0 < share < 1) stands for.
  public static func elo(share: Double) -> Double {
    -400 * log10(1 / share - 1)
  }

  /// An Elo difference and its 95 % interval.
  public struct Elo: Sendable, Equatable {
    public var difference: Double
    /// The interval's ends; nil where it is open: the share's normal interval reaches a share
    /// of 0 or 1, which no finite difference stands for (cutechess prints no margin then).
    public var low: Double?
    public var high: Double?
    /// Half the interval's width, as chess tournament managers print it; nil when an end is open.
    public var margin: Double? {
      guard let low, let high else { return nil }
      return (high - low) / 2
    }
  }

  /// The Elo difference of a win/draw/loss record and its 95 % interval, computed from the
  /// variance of the per-game results; nil when the record is empty or all wins or all losses
  /// (the difference itself is then unbounded).
  public static func elo(wins: Int, draws: Int, losses: Int) -> Elo? {
    let n = Double(wins + draws + losses)
    guard n > 0 else { return nil }
    let share = (Double(wins) + Double(draws) / 2) / n
    guard share > 0, share < 1 else { return nil }
    let deviation =
      ((Double(wins) * (1 - share) * (1 - share) + Double(draws) * (0.5 - share) * (0.5 - share)
      + Double(losses) * share * share) / n).squareRoot()
    let error = deviation / n.squareRoot()
    let low = share - z95 * error
    let high = share + z95 * error
    return Elo(
      difference: elo(share: share), low: low > 0 ? elo(share: low) : nil,
      high: high < 1 ? elo(share: high) : nil)
  }

  /// The likelihood of superiority: how sure the wins and losses make us that the player is
  /// the stronger (draws say nothing); nil without decisive games.
  public static func likelihoodOfSuperiority(wins: Int, losses: Int) -> Double? {
    guard wins + losses > 0 else { return nil }
    return 0.5 * (1 + erf(Double(wins - losses) / (2 * Double(wins + losses)).squareRoot()))
  }
}
