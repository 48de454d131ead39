import Foundation

/// The initial stabilities w0…w3 found from how often a question was recalled at its first
/// later-day review, by its first rating: the reference optimizer's first stage, which the
/// gradient fit then starts from.
enum FSRSInitialStability {
  /// The largest initial stability, in days (the reference's bound).
  static let largest = 100.0

  /// The stabilities for Again, Hard, Good and Easy, and how many questions had each first
  /// rating; nil when no question has a first later-day review.
  static func find(_ set: FSRSTrainingSet) -> (stabilities: [Double], counts: [Rating: Int])? {
    let averageRecall =
      set.training.isEmpty
      ? 0 : Double(set.training.filter(set.recalled).count) / Double(set.training.count)
    // First rating → delay in days → (recalled, seen).
    var groups: [Rating: [Int64: (recalled: Int, seen: Int)]] = [:]
    for item in set.firstItems {
      let rating = set.histories[item.history][0].rating
      let days = set.days[item.history][item.index]
      var entry = groups[rating, default: [:]][days, default: (0, 0)]
      entry.seen += 1
      if set.recalled(item) { entry.recalled += 1 }
      groups[rating, default: [:]][days] = entry
    }
    var found: [Rating: Double] = [:]
    var counts: [Rating: Int] = [:]
    for (rating, delays) in groups {
      counts[rating] = delays.values.reduce(0) { $0 + $1.seen }
      let points = delays.sorted { $0.key < $1.key }.map { delay, entry in
        // Laplace smoothing towards the average recall, one pseudo-review.
        (
          days: Double(delay),
          recall: (Double(entry.recalled) + averageRecall) / Double(entry.seen + 1),
          count: Double(entry.seen)
        )
      }
      found[rating] = search(points, default: FSRSParameters.defaultWeights[rating.rawValue - 1])
    }
    guard let filled = smoothAndFill(found, counts: counts) else { return nil }
    return (filled, counts)
  }

  /// The stability that best explains the recall at each delay (log loss, plus a small pull
  /// towards the default), by ternary search over 0.001…100 days.
  private static func search(
    _ points: [(days: Double, recall: Double, count: Double)], default start: Double
  ) -> Double {
    let curve = FSRSModel<Double>(weights: FSRSParameters.defaultWeights)
    func loss(_ stability: Double) -> Double {
      var total = abs(stability - start) / 16
      for point in points {
        let predicted = curve.retrievability(stability: stability, days: point.days)
        total -=
          (point.recall * log(predicted) + (1 - point.recall) * log(1 - predicted)) * point.count
      }
      return total
    }
    var low = FSRSParameters.minimumStability
    var high = largest
    var best = start
    var rounds = 0
    while high - low > Double.ulpOfOne && rounds < 1_000 {
      rounds += 1
      let first = low + (high - low) / 3
      let second = high - (high - low) / 3
      if loss(first) < loss(second) { high = second } else { low = first }
      best = (low + high) / 2
    }
    return best
  }

  /// Makes the stabilities grow with the rating (the better-known rating's value wins over the
  /// rarer one) and fills those of ratings never seen first from the others, with the
  /// reference's fixed proportions between neighbours; each is kept within 0.001…100 days.
  static func smoothAndFill(_ given: [Rating: Double], counts: [Rating: Int]) -> [Double]? {
    var values = given.filter { counts[$0.key] != nil }
    guard !values.isEmpty else { return nil }
    let pairs: [(Rating, Rating)] = [
      (.again, .hard), (.hard, .good), (.good, .easy), (.again, .good), (.hard, .easy),
      (.again, .easy),
    ]
    for (small, big) in pairs {
      guard let low = values[small], let high = values[big], low > high else { continue }
      if counts[small, default: 0] > counts[big, default: 0] {
        values[big] = low
      } else {
        values[small] = high
      }
    }
    let filled = fill(values)
    return filled.map { min(max($0, FSRSParameters.minimumStability), largest) }
  }

  /// The four stabilities from those known, in log space: Hard sits 0.41 of the way from Good
  /// to Again, Good 0.54 of the way from Easy to Hard (the reference's proportions).
  private static func fill(_ known: [Rating: Double]) -> [Double] {
    let a = 0.41
    let b = 0.54
    var s = known
    if s.count == 1, let (rating, value) = s.first {
      let scale = value / FSRSParameters.defaultWeights[rating.rawValue - 1]
      return FSRSParameters.defaultWeights[0..<4].map { $0 * scale }.sorted()
    }
    // Exact in log space: log s2 = a·log s1 + (1−a)·log s3, log s3 = (1−b)·log s2 + b·log s4.
    func p(_ x: Double, _ e: Double) -> Double { pow(x, e) }
    if s.count == 2 {
      switch (s[.again], s[.hard], s[.good], s[.easy]) {
      case (nil, nil, let r3?, let r4?):
        let r2 = p(r3, 1 / (1 - b)) * p(r4, 1 - 1 / (1 - b))
        s[.hard] = r2
        s[.again] = p(r2, 1 / a) * p(r3, 1 - 1 / a)
      case (nil, let r2?, nil, let r4?):
        let r3 = p(r2, 1 - b) * p(r4, b)
        s[.good] = r3
        s[.again] = p(r2, 1 / a) * p(r3, 1 - 1 / a)
      case (nil, let r2?, let r3?, nil):
        s[.easy] = p(r2, 1 - 1 / b) * p(r3, 1 / b)
        s[.again] = p(r2, 1 / a) * p(r3, 1 - 1 / a)
      case (let r1?, nil, nil, let r4?):
        let d = a + b - a * b
        s[.hard] = p(r1, a / d) * p(r4, 1 - a / d)
        s[.good] = p(r1, 1 - b / d) * p(r4, b / d)
      case (let r1?, nil, let r3?, nil):
        let r2 = p(r1, a) * p(r3, 1 - a)
        s[.hard] = r2
        s[.easy] = p(r2, 1 - 1 / b) * p(r3, 1 / b)
      case (let r1?, let r2?, nil, nil):
        let r3 = p(r1, 1 - 1 / (1 - a)) * p(r2, 1 / (1 - a))
        s[.good] = r3
        s[.easy] = p(r2, 1 - 1 / b) * p(r3, 1 / b)
      default: break
      }
    } else if s.count == 3 {
      switch (s[.again], s[.hard], s[.good], s[.easy]) {
      case (nil, let r2?, let r3?, _): s[.again] = p(r2, 1 / a) * p(r3, 1 - 1 / a)
      case (let r1?, nil, let r3?, _): s[.hard] = p(r1, a) * p(r3, 1 - a)
      case (_, let r2?, nil, let r4?): s[.good] = p(r2, 1 - b) * p(r4, b)
      case (_, let r2?, let r3?, nil): s[.easy] = p(r2, 1 - 1 / b) * p(r3, 1 / b)
      default: break
      }
    }
    return Rating.allCases.map { s[$0] ?? FSRSParameters.defaultWeights[$0.rawValue - 1] }
  }
}
