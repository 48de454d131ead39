import Foundation

/// One finished attempt at a game: the mark each question it asked earned, as a fraction of
/// that question's full mark (0...1), keyed by question id.
public typealias ItemAttempt = [String: Double]

/// Where an item analysis takes its attempts from (`stats --questions --source`, and the
/// launcher's switch).
public enum ItemSource: String, CaseIterable, Sendable {
  /// Players' finished sessions.
  case players
  /// Stored tournament sessions.
  case tournament
  /// Both.
  case both
}

/// Item analysis as Moodle's quiz statistics report computes it, per question, over attempts
/// in which every question weighs the same (a full mark of 1).
///
/// For a question asked in `s` attempts, with `x` its mark in an attempt and `y` the mark of
/// the rest of that attempt (the attempt's total without `x`):
/// - facility index = 100 × mean(x);
/// - standard deviation = 100 × √(Σ(x − x̄)² / (s − 1));
/// - discrimination index = 100 × cov(x, y) / √(var(x) var(y)), the sample (s − 1) forms;
///   undefined when `s` < 2 or either variance is 0;
/// - discriminative efficiency = 100 × cov(x, y) / cov(x↑, y↑), where x↑ and y↑ are each
///   sorted on its own: the covariance the question would have if it ranked the attempts
///   exactly as the rest of the test does; undefined when that maximum is 0.
public enum ItemAnalysis {
  /// The fewest attempts on which a question's figures are flagged: below it, only "too few".
  public static let minimumAttempts = 10
  /// A facility index at or above it is flagged too easy (Moodle's "extremely easy" band).
  public static let easyFacility = 95.0
  /// A facility index at or below it is flagged very hard or impossible (Moodle's
  /// "extremely difficult or something wrong with the question").
  public static let hardFacility = 5.0

  /// Each question's statistics over `attempts`, in `order` (the ids first asked first when
  /// `order` is nil); ids in `order` never asked get a line with no attempts.
  public static func analyse(_ attempts: [ItemAttempt], order: [String]? = nil) -> [ItemStatistics]
  {
    var ids = order ?? []
    var known = Set(ids)
    if order == nil {
      for attempt in attempts {
        for id in attempt.keys.sorted() where !known.contains(id) {
          known.insert(id)
          ids.append(id)
        }
      }
    }
    let totals = attempts.map { $0.values.reduce(0, +) }
    return ids.map { id in
      var marks: [Double] = []
      var rests: [Double] = []
      for (index, attempt) in attempts.enumerated() {
        guard let mark = attempt[id] else { continue }
        marks.append(mark)
        rests.append(totals[index] - mark)
      }
      return ItemStatistics(questionID: id, marks: marks, rests: rests)
    }
  }
}

/// Why a question's discrimination index could not be computed.
public enum Undefined: String, Hashable, Sendable {
  /// Fewer than two attempts.
  case oneAttempt = "one-attempt"
  /// The question earned the same mark in every attempt.
  case sameMark = "same-mark"
  /// The rest of the test earned the same total in every attempt.
  case sameRest = "same-rest"
}

/// What an item analysis flags about a question.
public enum ItemFlag: String, Hashable, Sendable, CaseIterable {
  /// Facility index at or above `ItemAnalysis.easyFacility`.
  case tooEasy = "too-easy"
  /// Facility index at or below `ItemAnalysis.hardFacility`.
  case tooHard = "too-hard"
  /// A negative discrimination index: the better players did worse on it.
  case negative = "negative-discrimination"
  /// Fewer than `ItemAnalysis.minimumAttempts` attempts: no other flag is raised.
  case fewAttempts = "few-attempts"
}

/// One question's item statistics (percentages, as Moodle shows them).
public struct ItemStatistics: Hashable, Sendable {
  /// The question's id.
  public var questionID: String
  /// The attempts that asked it.
  public var attempts: Int
  /// 100 × the mean mark; nil without attempts.
  public var facility: Double?
  /// 100 × the sample standard deviation of the mark; nil with fewer than two attempts.
  public var standardDeviation: Double?
  /// 100 × the correlation of the mark with the rest of the attempt; nil when undefined.
  public var discrimination: Double?
  /// Why `discrimination` is nil.
  public var undefined: Undefined?
  /// 100 × the covariance over its greatest possible value; nil when undefined.
  public var efficiency: Double?

  /// The statistics of marks `marks` against the rest of each attempt, `rests`.
  public init(questionID: String, marks: [Double], rests: [Double]) {
    self.questionID = questionID
    attempts = marks.count
    let count = Double(marks.count)
    guard !marks.isEmpty else {
      undefined = .oneAttempt
      return
    }
    let mean = marks.reduce(0, +) / count
    facility = 100 * mean
    guard marks.count > 1 else {
      undefined = .oneAttempt
      return
    }
    let restMean = rests.reduce(0, +) / count
    var markSquares = 0.0
    var restSquares = 0.0
    var products = 0.0
    for (mark, rest) in zip(marks, rests) {
      markSquares += (mark - mean) * (mark - mean)
      restSquares += (rest - restMean) * (rest - restMean)
      products += (mark - mean) * (rest - restMean)
    }
    let markVariance = markSquares / (count - 1)
    let restVariance = restSquares / (count - 1)
    let covariance = products / (count - 1)
    standardDeviation = 100 * markVariance.squareRoot()
    // Marks are sums of fractions: a variance that is rounding noise is none.
    let tiny = 1e-12
    if markVariance <= tiny {
      undefined = .sameMark
    } else if restVariance <= tiny {
      undefined = .sameRest
    } else {
      discrimination = 100 * covariance / (markVariance * restVariance).squareRoot()
    }
    var most = 0.0
    for (mark, rest) in zip(marks.sorted(), rests.sorted()) {
      most += (mark - mean) * (rest - restMean)
    }
    if most / (count - 1) > tiny { efficiency = 100 * covariance / (most / (count - 1)) }
  }

  /// What the figures say about the question.
  public var flags: [ItemFlag] {
    guard attempts >= ItemAnalysis.minimumAttempts else { return [.fewAttempts] }
    var flags: [ItemFlag] = []
    if let facility, facility >= ItemAnalysis.easyFacility { flags.append(.tooEasy) }
    if let facility, facility <= ItemAnalysis.hardFacility { flags.append(.tooHard) }
    if let discrimination, discrimination < 0 { flags.append(.negative) }
    return flags
  }
}
