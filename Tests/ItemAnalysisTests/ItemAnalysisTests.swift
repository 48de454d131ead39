import ItemAnalysis
import Testing

/// The item statistics against two references written apart from `ItemAnalysis`: figures
/// Python's `statistics` module gave for a fixed sample, and a plain computation from raw
/// sums (Pearson's product-moment formula) over a larger generated one.
struct ItemAnalysisTests {
  /// Six attempts at four questions; d earns half marks now and then.
  static let sample: [ItemAttempt] = [
    ["a": 1, "b": 0, "c": 1, "d": 0.5], ["a": 1, "b": 1, "c": 1, "d": 1],
    ["a": 0, "b": 0, "c": 1, "d": 0], ["a": 1, "b": 1, "c": 0, "d": 0.5],
    ["a": 0, "b": 1, "c": 1, "d": 0], ["a": 1, "b": 0, "c": 1, "d": 1],
  ]

  /// From Python 3.11, for each question q with x its marks and y the rest of each attempt:
  /// `100*mean(x), 100*stdev(x), 100*correlation(x, y),
  /// 100*covariance(x, y)/covariance(sorted(x), sorted(y))`.
  static let python: [String: (Double, Double, Double, Double)] = [
    "a": (66.66666666666666, 51.63977794943223, 37.796447300922715, 57.142857142857146),
    "b": (50.0, 54.77225575051661, -19.245008972987527, -20.0),
    "c": (83.33333333333334, 40.8248290463863, -37.79644730092272, -50.0),
    "d": (50.0, 44.721359549995796, 70.71067811865474, 100.0),
  ]

  static func close(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-9
  }

  @Test func matchesPythonsStatistics() {
    let lines = ItemAnalysis.analyse(Self.sample)
    #expect(lines.map(\.questionID) == ["a", "b", "c", "d"])
    for line in lines {
      let (facility, deviation, discrimination, efficiency) = Self.python[line.questionID]!
      #expect(line.attempts == 6)
      #expect(Self.close(line.facility, facility), "\(line)")
      #expect(Self.close(line.standardDeviation, deviation), "\(line)")
      #expect(Self.close(line.discrimination, discrimination), "\(line)")
      #expect(Self.close(line.efficiency, efficiency), "\(line)")
      #expect(line.undefined == nil)
      // Six attempts are too few to flag anything else.
      #expect(line.flags == [.fewAttempts])
    }
  }

  /// Pearson's r from raw sums, written apart: n Σxy − Σx Σy over the root of the products.
  static func pearson(_ x: [Double], _ y: [Double]) -> Double {
    let n = Double(x.count)
    let sx = x.reduce(0, +)
    let sy = y.reduce(0, +)
    let sxy = zip(x, y).map { $0 * $1 }.reduce(0, +)
    let sxx = x.map { $0 * $0 }.reduce(0, +)
    let syy = y.map { $0 * $0 }.reduce(0, +)
    return (n * sxy - sx * sy) / ((n * sxx - sx * sx) * (n * syy - sy * sy)).squareRoot()
  }

  @Test func matchesPearsonFromRawSumsOnALargerSample() {
    // Forty attempts at eight questions, some skipping a question, from a fixed sequence.
    var state: UInt64 = 12345
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(UInt64(1) << 53)
    }
    var attempts: [ItemAttempt] = []
    for player in 0..<40 {
      var attempt = ItemAttempt()
      for question in 0..<8 where next() > 0.1 {
        let skill = Double(player) / 40
        let roll = next()
        attempt["q\(question)"] = roll < skill ? 1 : roll < skill + 0.1 ? 0.5 : 0
      }
      attempts.append(attempt)
    }
    for line in ItemAnalysis.analyse(attempts) {
      var x: [Double] = []
      var y: [Double] = []
      for attempt in attempts {
        guard let mark = attempt[line.questionID] else { continue }
        x.append(mark)
        y.append(attempt.values.reduce(0, +) - mark)
      }
      #expect(line.attempts == x.count)
      #expect(Self.close(line.facility, 100 * x.reduce(0, +) / Double(x.count)))
      #expect(Self.close(line.discrimination, 100 * Self.pearson(x, y)), "\(line)")
    }
  }

  @Test func oneAttemptHasNoSpreadAndSaysWhy() {
    let line = ItemAnalysis.analyse([["a": 1, "b": 0]])[0]
    #expect(line.attempts == 1 && line.facility == 100)
    #expect(line.standardDeviation == nil && line.discrimination == nil && line.efficiency == nil)
    #expect(line.undefined == .oneAttempt)
    #expect(line.flags == [.fewAttempts])
  }

  @Test func theSameMarkEverywhereIsUndefinedNotNaN() {
    // Everyone misses "z"; the rest varies. Twelve attempts: enough to flag.
    let attempts: [ItemAttempt] = (0..<12).map { index in
      let a: Double = index % 2 == 0 ? 1 : 0
      let b: Double = index % 3 == 0 ? 1 : 0
      return ["z": 0, "a": a, "b": b]
    }
    let z = ItemAnalysis.analyse(attempts).first { $0.questionID == "z" }!
    #expect(z.facility == 0 && z.standardDeviation == 0)
    #expect(z.discrimination == nil && z.undefined == .sameMark)
    #expect(z.flags == [.tooHard])
    // When the rest never varies, the question's own spread cannot correlate with it.
    let alone = ItemAnalysis.analyse(
      (0..<12).map { index -> ItemAttempt in ["a": Double(index % 2), "b": 1] })
    #expect(alone[0].undefined == .sameRest && alone[0].discrimination == nil)
    #expect(alone[1].undefined == .sameMark && alone[1].flags == [.tooEasy])
  }

  @Test func negativeDiscriminationIsFlagged() {
    // "t" is right exactly when the rest goes badly.
    let attempts: [ItemAttempt] = (0..<10).map { index in
      let good = index < 5
      let t: Double = good ? 0 : 1
      let a: Double = good ? 1 : 0
      let b: Double = good ? 1 : Double(index % 2)
      return ["t": t, "a": a, "b": b]
    }
    let t = ItemAnalysis.analyse(attempts).first { $0.questionID == "t" }!
    #expect((t.discrimination ?? 0) < 0)
    #expect(t.flags == [.negative])
  }

  @Test func anOrderGivesEveryQuestionALine() {
    let lines = ItemAnalysis.analyse([["b": 1]], order: ["a", "b"])
    #expect(lines.map(\.questionID) == ["a", "b"])
    #expect(lines[0].attempts == 0 && lines[0].facility == nil && lines[0].flags == [.fewAttempts])
  }
}
