import Foundation
import QuizCore
import Review

/// How long fitting a profile's FSRS weights (`trivium review --optimize`) takes, by the
/// number of reviews in its history.
enum FSRSBench {
  /// A learner's history of about `reviews` reviews: questions met over a year, each reviewed
  /// when the default scheduler says and recalled as its forgetting curve says.
  static func history(reviews: Int) -> [[FSRSReview]] {
    var random = SeededRandom(seed: 0xF5F5)
    let fsrs = FSRS()
    var histories: [[FSRSReview]] = []
    var total = 0
    while total < reviews {
      var at: Int64 = 1_767_225_600 + random.next(in: 0, 180 * 86_400)
      var state: MemoryState?
      var history: [FSRSReview] = []
      while history.count < 12 && total < reviews {
        let recall = state.map { fsrs.retrievability(of: $0, at: at) } ?? 0.5
        let rating: Rating = random.fraction() < recall ? .good : .again
        history.append(FSRSReview(rating: rating, at: at))
        state = fsrs.review(state, rating: rating, at: at)
        at = state!.due + random.next(in: 0, 86_400)
        total += 1
      }
      histories.append(history)
    }
    return histories
  }

  static func run() {
    print("fitting FSRS weights (trivium review --optimize), seconds (best of 3)")
    print("   reviews   items   fit")
    for reviews in [1_000, 5_000, 20_000] {
      let histories = history(reviews: reviews)
      var fit: FSRSFit?
      let seconds = best(rounds: 3) { fit = FSRSOptimizer.fit(histories) }
      print(
        "\(reviews)".leftPadded(10) + "\(fit?.items ?? 0)".leftPadded(8)
          + format(seconds, 2).leftPadded(6))
    }
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
