import Foundation
import QuizCore

@testable import Review

/// A synthetic learner for the optimizer's tests: questions met over a span of days, each
/// reviewed when a scheduler using the default weights says, and recalled or not as a memory
/// with `truth`'s weights would be: what a profile's history looks like when its real
/// parameters are `truth`.
struct SyntheticLearner: CustomStringConvertible {
  var name: String
  var seed: UInt64
  var questions: Int
  /// Days over which questions are met and reviewed.
  var days: Int
  /// The weights the learner's memory follows.
  var truth: [Double]
  /// Questions met a game at a time (ten at once, some games played twice in a day) with a
  /// relearning step of ten minutes, as Trivium records them; otherwise one question at a
  /// time without relearning steps.
  var triviumShape = false

  var description: String { name }

  /// A memory unlike the defaults: longer first stabilities, faster growth, slower forgetting.
  static let stronger: [Double] = [
    0.45, 1.9, 4.2, 12.5, 6.0, 0.7, 2.6, 0.02, 1.7, 0.2, 0.9,
    1.3, 0.08, 0.3, 1.5, 0.5, 2.2, 0.5, 0.1, 0.08, 0.25,
  ]
  /// A memory weaker than the defaults.
  static let weaker: [Double] = [
    0.15, 0.8, 1.6, 6.0, 7.0, 0.9, 3.3, 0.005, 1.5, 0.15, 0.7,
    1.7, 0.05, 0.25, 1.8, 0.65, 1.6, 0.55, 0.1, 0.06, 0.18,
  ]

  /// The learner's review history, one list of reviews per question.
  func histories() -> [[FSRSReview]] {
    var random = SeededRandom(seed: seed)
    let memory = FSRS(parameters: try! FSRSParameters(weights: truth))
    let scheduler = FSRS(
      parameters: try! FSRSParameters(
        weights: FSRSParameters.defaultWeights, relearningSteps: triviumShape ? [600] : []))
    let origin: Int64 = 1_767_225_600
    let end = origin + Int64(days) * 86_400
    var result: [[FSRSReview]] = []
    var gameStart: Int64 = origin
    for question in 0..<questions {
      var at: Int64
      if triviumShape {
        if question % 10 == 0 {
          gameStart = origin + random.next(in: 0, Int64(days / 2) * 86_400)
        }
        at = gameStart + Int64(question % 10) * 20
      } else {
        at = origin + random.next(in: 0, Int64(days / 2) * 86_400)
      }
      var reviews: [FSRSReview] = []
      var truthState: MemoryState?
      var scheduled: MemoryState?
      while at < end && reviews.count < 40 {
        let rating: Rating
        if let truthState {
          let recall = memory.retrievability(of: truthState, at: at)
          rating = random.fraction() < recall ? Self.pass(&random) : .again
        } else {
          rating = Self.first(&random)
        }
        reviews.append(FSRSReview(rating: rating, at: at))
        truthState = memory.review(truthState, rating: rating, at: at)
        scheduled = scheduler.review(scheduled, rating: rating, at: at)
        let due = scheduled!.due
        if triviumShape && reviews.count == 1 && random.fraction() < 0.2 {
          // The same game played again later that day.
          at += random.next(in: 1_800, 6 * 3_600)
        } else if due - at < 86_400 {
          // A relearning step: met again soon after it has passed.
          at = due + random.next(in: 0, 1_800)
        } else {
          // Reviewed on its day or a little late, now and then much later.
          let late = random.fraction() < 0.1 ? random.next(in: 1, 20) : random.next(in: 0, 2)
          at = due + late * 86_400 + random.next(in: 0, 40_000)
        }
      }
      result.append(reviews)
    }
    return result
  }

  private static func first(_ random: inout SeededRandom) -> Rating {
    let draw = random.fraction()
    return draw < 0.2 ? .again : draw < 0.35 ? .hard : draw < 0.85 ? .good : .easy
  }

  private static func pass(_ random: inout SeededRandom) -> Rating {
    let draw = random.fraction()
    return draw < 0.12 ? .hard : draw < 0.88 ? .good : .easy
  }
}
