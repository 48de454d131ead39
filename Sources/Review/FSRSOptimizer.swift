import Foundation

/// What fitting a profile's FSRS weights gave.
public struct FSRSFit: Sendable, Equatable {
  /// How far the fit could go with the history there is.
  public enum Extent: String, Sendable, Equatable {
    /// Too little history: the default weights.
    case defaults
    /// Enough for the initial stabilities (w0…w3) only; the rest are the defaults.
    case initialStabilities
    /// Every weight fitted.
    case full
  }

  /// The 21 weights.
  public var weights: [Double]
  /// How far the fit went.
  public var extent: Extent
  /// The items it learnt from (reviews on a later day than the one before, outliers dropped).
  public var items: Int
  /// The log loss of the fitted weights and of the default ones on every item of the history.
  public var logLoss: Double
  public var defaultLogLoss: Double
}

/// Fits the FSRS-6 weights to a profile's own review history, as Anki's optimizer (fsrs-rs)
/// does: the initial stabilities from first ratings, then every weight by gradient descent
/// (Adam, full batch, cosine-annealed step) on the recency-weighted log loss with a pull towards
/// the starting weights, clamped to the reference's bounds after each step. Deterministic: no
/// randomness, the same result on every run.
public enum FSRSOptimizer {
  /// Under this many items (reviews on a later day than the one before) the default weights
  /// stay; under `fullFitItems`, only the initial stabilities are fitted (fsrs-rs's bounds).
  public static let minimumItems = 8
  public static let fullFitItems = 64
  /// Gradient steps of the full fit.
  static let steps = 200
  static let learningRate = 0.04
  /// How far each weight is pulled back to its start, as its spread across many learners
  /// (the reference's regularization: the sum of squared distances in these units).
  static let spread: [Double] = [
    6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57,
    0.25, 1.03, 0.31, 0.32, 0.14, 0.27,
  ]

  /// The weights fitted to `histories` (each question's reviews), for a profile with
  /// `relearningSteps` relearning steps (the clamps depend on it).
  public static func fit(_ histories: [[FSRSReview]], relearningSteps: Int = 1) -> FSRSFit {
    // Never stopped, so always a fit.
    fit(histories, relearningSteps: relearningSteps, until: { false })!
  }

  /// `fit`, asking `stop` before each gradient step (a fit of 10,000 reviews takes seconds):
  /// nil once it says true, the fit abandoned. Whether it is stopped never changes the fit.
  public static func fit(
    _ histories: [[FSRSReview]], relearningSteps: Int = 1, until stop: () -> Bool
  ) -> FSRSFit? {
    let set = FSRSTrainingSet(histories: histories)
    let defaults = FSRSParameters.defaultWeights
    let defaultLoss = logLoss(defaults, set)
    func result(_ weights: [Double], _ extent: FSRSFit.Extent) -> FSRSFit {
      FSRSFit(
        weights: weights, extent: extent, items: set.training.count,
        logLoss: logLoss(weights, set), defaultLogLoss: defaultLoss)
    }
    guard set.training.count >= minimumItems,
      let (initial, counts) = FSRSInitialStability.find(set)
    else { return result(defaults, .defaults) }
    let start = initial + defaults[4...]
    guard set.training.count >= fullFitItems, set.training.count > set.firstItems.count else {
      return result(start, .initialStabilities)
    }
    guard var weights = descend(from: start, set, relearningSteps: relearningSteps, until: stop)
    else { return nil }
    // The fitted initial stabilities are smoothed as the found ones were.
    let fitted = Dictionary(
      uniqueKeysWithValues: Rating.allCases.map { ($0, weights[$0.rawValue - 1]) })
    if let smoothed = FSRSInitialStability.smoothAndFill(fitted, counts: counts) {
      weights.replaceSubrange(0..<4, with: smoothed)
    }
    return result(FSRSParameters.clamped(weights, relearningSteps: relearningSteps), .full)
  }

  /// The mean log loss of `weights` predicting every item of `histories` (each review on a
  /// later day than the one before, from the state of the reviews before it): the one measure
  /// the fit and the reference's are compared by.
  public static func logLoss(_ weights: [Double], histories: [[FSRSReview]]) -> Double {
    logLoss(weights, FSRSTrainingSet(histories: histories))
  }

  static func logLoss(_ weights: [Double], _ set: FSRSTrainingSet) -> Double {
    guard !set.items.isEmpty else { return 0 }
    let model = FSRSModel<Double>(weights: weights)
    let total = loss(model, set, set.items.map { ($0, 1.0) })
    return total / Double(set.items.count)
  }

  /// The weighted log loss summed over `items`, each predicted from the reviews before it.
  static func loss<Number: FSRSNumber>(
    _ model: FSRSModel<Number>, _ set: FSRSTrainingSet, _ items: [(FSRSItem, Double)]
  ) -> Number {
    var byHistory: [Int: [(index: Int, weight: Double)]] = [:]
    for (item, weight) in items {
      byHistory[item.history, default: []].append((item.index, weight))
    }
    var total = Number(0)
    // Histories in order, so that the sum is the same on every run.
    for history in byHistory.keys.sorted() {
      let wanted = byHistory[history, default: []].sorted { $0.index < $1.index }
      let reviews = set.histories[history]
      var state: (stability: Number, difficulty: Number)?
      var next = 0
      for index in 0...(wanted.last?.index ?? 0) {
        let days = set.days[history][index]
        while next < wanted.count && wanted[next].index == index, let state {
          let recall = model.retrievability(stability: state.stability, days: Double(days))
          // Kept off 0 and 1 so that a confident miss costs much but not infinitely.
          let bounded = Number.minimum(
            Number.maximum(recall, Number(1e-7)), Number(1 - 1e-7))
          let outcome = reviews[index].rating == .again ? Number(1) - bounded : bounded
          total = total - outcome.logarithm() * Number(wanted[next].weight)
          next += 1
        }
        state = model.next(state, rating: reviews[index].rating, elapsedDays: days)
      }
    }
    return total
  }

  /// Adam on the full training set from `start`, with fsrs-rs's recency weights, penalty and
  /// clamps; the weights with the lowest objective seen.
  private static func descend(
    from start: [Double], _ set: FSRSTrainingSet, relearningSteps: Int, until stop: () -> Bool
  ) -> [Double]? {
    let count = set.training.count
    let last = Double(max(count - 1, 1))
    // Later reviews count more: from a quarter for the oldest to one for the newest.
    let items = set.training.enumerated().map { order, item in
      (item, 0.25 + 0.75 * pow(Double(order) / last, 3))
    }
    var weights = start
    var best = (objective: Double.infinity, weights: start)
    var moment = [Double](repeating: 0, count: weights.count)
    var square = [Double](repeating: 0, count: weights.count)
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8)
    for step in 1...(steps + 1) {
      if stop() { return nil }
      let duals = weights.enumerated().map { FSRSDual(weight: $1, index: $0) }
      var objective = loss(FSRSModel(weights: duals), set, items)
      for index in weights.indices {
        let distance = (duals[index] - FSRSDual(start[index])) / FSRSDual(spread[index])
        objective = objective + distance * distance
      }
      if objective.value < best.objective { best = (objective.value, weights) }
      guard step <= steps, objective.value.isFinite else { break }
      let rate = learningRate * 0.5 * (1 + cos(Double.pi * Double(step - 1) / Double(steps)))
      for index in weights.indices {
        let gradient = objective.gradient[index]
        moment[index] = beta1 * moment[index] + (1 - beta1) * gradient
        square[index] = beta2 * square[index] + (1 - beta2) * gradient * gradient
        let corrected = moment[index] / (1 - pow(beta1, Double(step)))
        let scale = square[index] / (1 - pow(beta2, Double(step)))
        weights[index] -= rate * corrected / (scale.squareRoot() + epsilon)
      }
      weights = FSRSParameters.clamped(weights, relearningSteps: relearningSteps)
    }
    return best.weights
  }
}
