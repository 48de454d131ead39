import Foundation
import QuizCore
import Testing

@testable import Review

@Suite("The FSRS optimizer")
struct FSRSOptimizerTests {
  /// A small history: `questions` questions first rated Good, reviewed on days 3, 10 and 30.
  static func history(questions: Int) -> [[FSRSReview]] {
    (0..<questions).map { question in
      [0, 3, 10, 30].enumerated().map { step, day in
        FSRSReview(
          rating: step > 0 && (question + step) % 5 == 0 ? .again : .good,
          at: 1_767_225_600 + Int64(day) * 86_400 + Int64(question) * 600)
      }
    }
  }

  @Test("the derivatives of the log loss are those of the formulas (against finite differences)")
  func gradient() {
    let set = FSRSTrainingSet(
      histories: SyntheticLearner(
        name: "small", seed: 3, questions: 30, days: 120, truth: SyntheticLearner.stronger,
        triviumShape: true
      ).histories())
    let items = set.items.map { ($0, 1.0) }
    let weights = SyntheticLearner.weaker
    let duals = weights.enumerated().map { FSRSDual(weight: $1, index: $0) }
    let exact = FSRSOptimizer.loss(FSRSModel(weights: duals), set, items)
    #expect(abs(exact.value - FSRSOptimizer.loss(FSRSModel(weights: weights), set, items)) < 1e-9)
    for index in weights.indices {
      let h = 1e-6 * max(1, abs(weights[index]))
      var up = weights
      var down = weights
      up[index] += h
      down[index] -= h
      let numeric =
        (FSRSOptimizer.loss(FSRSModel(weights: up), set, items)
          - FSRSOptimizer.loss(FSRSModel(weights: down), set, items)) / (2 * h)
      #expect(
        abs(numeric - exact.gradient[index]) <= 1e-4 * max(1, abs(numeric)),
        "w\(index): \(exact.gradient[index]) against \(numeric)")
    }
  }

  @Test("under 8 usable reviews the defaults stay; under 64 only w0…w3 are fitted")
  func bounds() {
    // Fewer than 20 questions share the first rating: fsrs-rs's filter sets them all aside.
    let tiny = FSRSOptimizer.fit(Self.history(questions: 19))
    #expect(tiny.extent == .defaults && tiny.items == 0)
    #expect(tiny.weights == FSRSParameters.defaultWeights)
    let small = FSRSOptimizer.fit(Self.history(questions: 20))
    #expect(small.extent == .initialStabilities && small.items == 60)
    #expect(Array(small.weights[4...]) == Array(FSRSParameters.defaultWeights[4...]))
    #expect(Array(small.weights[..<4]) != Array(FSRSParameters.defaultWeights[..<4]))
    let full = FSRSOptimizer.fit(Self.history(questions: 30))
    #expect(full.extent == .full && full.items == 90)
    #expect(full.logLoss < full.defaultLogLoss)
  }

  @Test("the fit is the same on every run and within the bounds")
  func deterministic() throws {
    let histories = SyntheticLearner(
      name: "det", seed: 9, questions: 80, days: 200, truth: SyntheticLearner.stronger
    ).histories()
    let first = FSRSOptimizer.fit(histories)
    let second = FSRSOptimizer.fit(histories)
    #expect(first == second)
    #expect(first.extent == .full)
    _ = try FSRSParameters(weights: first.weights)
  }

  @Test("a fit asks before each step whether to stop, and stopped gives nothing")
  func stopped() {
    let histories = Self.history(questions: 30)
    var asked = 0
    let whole = FSRSOptimizer.fit(
      histories,
      until: {
        asked += 1
        return false
      })
    #expect(whole == FSRSOptimizer.fit(histories))
    #expect(asked == FSRSOptimizer.steps + 1)
    asked = 0
    let stopped = FSRSOptimizer.fit(
      histories,
      until: {
        asked += 1
        return asked == 5
      })
    #expect(stopped == nil && asked == 5)
  }

  @Test("fitted weights live in a profile's settings; a bad list is refused with its key named")
  func settings() throws {
    var map: ValueMap = [:]
    var settings = ReviewSettings.default
    settings.weights = SyntheticLearner.stronger
    settings.store(in: &map)
    let read = try ReviewSettings(profileSettings: map)
    #expect(read.weights == SyntheticLearner.stronger)
    #expect(read.scheduler.parameters.weights == SyntheticLearner.stronger)
    settings.weights = nil
    settings.store(in: &map)
    #expect(map["fsrs_weights"] == nil)
    #expect(try ReviewSettings(profileSettings: map).scheduler.parameters == .default)
    #expect(throws: ReviewSettingsError.weights("\"many\"")) {
      try ReviewSettings(profileSettings: ["fsrs_weights": "many"])
    }
    #expect(throws: ReviewSettingsError.scheduler(.weightCount(2))) {
      try ReviewSettings(profileSettings: ["fsrs_weights": [1.0, 2.0]])
    }
  }

  @Test("the clamps hold w17 and w18 lower with several relearning steps, as fsrs-rs does")
  func clamps() {
    let one = FSRSParameters.clamped(FSRSParameters.defaultWeights, relearningSteps: 1)
    #expect(one == FSRSParameters.defaultWeights)
    var strong = FSRSParameters.defaultWeights
    strong[17] = 1.5
    strong[18] = 1.5
    let three = FSRSParameters.clamped(strong, relearningSteps: 3)
    let lapse = log(strong[11]) + log(pow(2, strong[13]) - 1) + strong[14] * 0.3
    let ceiling = max(-lapse / 3, 0.01).squareRoot()
    #expect(three[17] == ceiling && three[18] == ceiling)
    #expect(FSRSParameters.clamped([-1] + strong.dropFirst(), relearningSteps: 1)[0] == 0.001)
  }
}
