import Foundation

/// Ratings fitted to every pairing of a tournament at once (Bradley–Terry, as BayesElo and Ordo
/// fit them), for three bots or more, where pairwise Elo differences need not agree.
///
/// The model: a bot rated `a` scores against one rated `b` with probability
/// `1 / (1 + 10^((b - a) / 400))`, a draw counting half a win and half a loss. Each pairing that
/// met also gets one virtual draw, a weak prior that keeps a bot that won every session at a
/// finite rating. Ratings average zero; intervals are 95 % from the curvature of the likelihood.
public enum BradleyTerry {
  /// The results of one bot against another.
  public struct Pairing: Sendable, Equatable {
    /// The first bot's index.
    public var first: Int
    /// The second bot's index.
    public var second: Int
    /// The first bot's wins, draws and losses against the second.
    public var wins: Int
    public var draws: Int
    public var losses: Int

    /// A pairing with every count given.
    public init(first: Int, second: Int, wins: Int, draws: Int, losses: Int) {
      self.first = first
      self.second = second
      self.wins = wins
      self.draws = draws
      self.losses = losses
    }
  }

  /// Fitted ratings and their 95 % margins, in Elo, by bot index.
  public struct Fit: Sendable, Equatable {
    /// Each bot's rating; they average zero.
    public var ratings: [Double]
    /// The half-width of each rating's 95 % interval.
    public var margins: [Double]
  }

  /// Elo points per natural unit of the logistic model.
  static let eloPerUnit = 400 / log(10.0)

  /// The fit of `players` bots; nil when fewer than two bots or when the pairings do not connect
  /// every bot to every other (their ratings are then not comparable).
  public static func fit(players: Int, pairings: [Pairing]) -> Fit? {
    guard players >= 2 else { return nil }
    // games[i][j]: sessions between i and j (plus the virtual draw); score[i]: i's points.
    var games = Array(repeating: Array(repeating: 0.0, count: players), count: players)
    var score = Array(repeating: 0.0, count: players)
    for pairing in pairings where pairing.first != pairing.second {
      let (i, j) = (pairing.first, pairing.second)
      guard games.indices.contains(i), games.indices.contains(j) else { return nil }
      let played = Double(pairing.wins + pairing.draws + pairing.losses)
      guard played > 0 else { continue }
      let isNew = games[i][j] == 0
      let count = played + (isNew ? 1 : 0)
      games[i][j] += count
      games[j][i] += count
      score[i] += Double(pairing.wins) + Double(pairing.draws) / 2 + (isNew ? 0.5 : 0)
      score[j] += Double(pairing.losses) + Double(pairing.draws) / 2 + (isNew ? 0.5 : 0)
    }
    guard isConnected(games) else { return nil }

    // Hunter's minorise-maximise iteration on strengths γ = e^θ: each step raises the
    // likelihood, and it converges for a connected comparison graph with every score positive.
    var strength = Array(repeating: 1.0, count: players)
    for _ in 0..<100_000 {
      var next = strength
      for i in 0..<players {
        var denominator = 0.0
        for j in 0..<players where games[i][j] > 0 {
          denominator += games[i][j] / (strength[i] + strength[j])
        }
        next[i] = score[i] / denominator
      }
      let logMean = next.reduce(0) { $0 + log($1) } / Double(players)
      next = next.map { $0 / exp(logMean) }
      let change = zip(next, strength).map { abs(log($0) - log($1)) }.max() ?? 0
      strength = next
      if change < 1e-13 { break }
    }
    let theta = strength.map { log($0) }

    // Fisher information in θ; it is singular along (1, …, 1), which the zero-mean constraint
    // removes: the covariance is its pseudo-inverse, (I + J/k)⁻¹ − J/k.
    var information = Array(repeating: Array(repeating: 0.0, count: players), count: players)
    for i in 0..<players {
      for j in 0..<players where i != j && games[i][j] > 0 {
        let p = 1 / (1 + exp(theta[j] - theta[i]))
        let w = games[i][j] * p * (1 - p)
        information[i][j] -= w
        information[i][i] += w
      }
    }
    let k = Double(players)
    let shifted = information.map { $0.map { $0 + 1 / k } }
    guard let inverse = invert(shifted) else { return nil }
    let margins = (0..<players).map { i in
      Statistics.z95 * max(0, inverse[i][i] - 1 / k).squareRoot() * eloPerUnit
    }
    return Fit(ratings: theta.map { $0 * eloPerUnit }, margins: margins)
  }

  /// Whether every bot can be reached from the first through pairings that were played.
  static func isConnected(_ games: [[Double]]) -> Bool {
    var reached: Set<Int> = [0]
    var frontier = [0]
    while let i = frontier.popLast() {
      for j in games[i].indices where games[i][j] > 0 && reached.insert(j).inserted {
        frontier.append(j)
      }
    }
    return reached.count == games.count
  }

  /// The inverse of a small symmetric positive definite matrix, by Gauss–Jordan elimination
  /// with partial pivoting; nil when it is singular.
  static func invert(_ matrix: [[Double]]) -> [[Double]]? {
    let n = matrix.count
    var a = matrix
    var b = (0..<n).map { i in (0..<n).map { $0 == i ? 1.0 : 0.0 } }
    for column in 0..<n {
      guard
        let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
        abs(a[pivot][column]) > 1e-300
      else { return nil }
      a.swapAt(column, pivot)
      b.swapAt(column, pivot)
      let factor = a[column][column]
      a[column] = a[column].map { $0 / factor }
      b[column] = b[column].map { $0 / factor }
      for row in 0..<n where row != column {
        let scale = a[row][column]
        guard scale != 0 else { continue }
        for index in 0..<n {
          a[row][index] -= scale * a[column][index]
          b[row][index] -= scale * b[column][index]
        }
      }
    }
    return b
  }
}
