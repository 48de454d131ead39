import Testing

@testable import QuizCore

/// The one rule by which the statistics (`stats`, its days, item analysis) count an outcome.
@Suite struct CreditTests {
  @Test func outcomesAndVerdictsEarnTheSameShare() {
    let credits: [String] = QuestionOutcome.allCases.map { outcome in
      let share: String = outcome.credit.map { "\($0)" } ?? "-"
      return outcome.rawValue + "=" + share
    }
    #expect(
      credits == [
        "right=1.0", "partial=0.5", "wrong=0.0", "unanswered=0.0", "failed=-", "ungraded=-",
      ])
    for verdict in Verdict.allCases {
      #expect(verdict.credit == QuestionOutcome(rawValue: verdict.rawValue)?.credit)
    }
  }
}
