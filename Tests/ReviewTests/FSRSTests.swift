import Foundation
import QuizCore
import Testing

@testable import Review

@Suite("FSRS scheduling")
struct FSRSTests {
  let fsrs = FSRS()
  let day: Int64 = 86_400
  let start: Int64 = 1_780_000_000

  @Test("a first review starts from the rating's initial stability")
  func firstReview() {
    let good = fsrs.review(nil, rating: .good, at: start)
    #expect(good.stability == FSRSParameters.defaultWeights[2])
    #expect(good.lastReview == start)
    #expect(good.due == start + Int64(fsrs.intervalDays(stability: good.stability)) * day)
    let again = fsrs.review(nil, rating: .again, at: start)
    #expect(again.due == start + day, "a forgotten question comes back the next day")
    #expect(again.difficulty > good.difficulty)
  }

  @Test("remembering on time lengthens the interval; forgetting shortens it")
  func intervalsGrowAndShrink() {
    let first = fsrs.review(nil, rating: .good, at: start)
    let second = fsrs.review(first, rating: .good, at: first.due)
    #expect(second.due - second.lastReview > first.due - first.lastReview)
    let lapse = fsrs.review(second, rating: .again, at: second.due)
    #expect(lapse.stability < second.stability)
    #expect(lapse.due - lapse.lastReview < second.due - second.lastReview)
  }

  @Test("at the stability's interval, recall is the desired retention")
  func retrievabilityAtStability() {
    let state = MemoryState(stability: 10, difficulty: 5, lastReview: start, due: start)
    #expect(abs(fsrs.retrievability(of: state, at: start + 10 * day) - 0.9) < 1e-12)
    #expect(fsrs.retrievability(of: state, at: start) == 1)
  }

  @Test("parameters outside the model's bounds are refused with the weight named")
  func boundsAreChecked() {
    var weights = FSRSParameters.defaultWeights
    weights[20] = 0.05
    #expect(throws: FSRSError.self) { try FSRSParameters(weights: weights) }
    do {
      _ = try FSRSParameters(weights: weights)
    } catch {
      #expect(error.description.contains("w20"))
    }
    #expect(throws: FSRSError.weightCount(3)) { try FSRSParameters(weights: [1, 2, 3]) }
  }

  @Test("a final check's verdict, hints, tries and time give its rating")
  func ratingsFromChecks() {
    #expect(Rating(CheckedQuestion(verdict: .wrong, hints: 0, tries: 1, seconds: 3)) == .again)
    #expect(Rating(CheckedQuestion(verdict: .partial, hints: 0, tries: 1, seconds: 3)) == .again)
    #expect(Rating(CheckedQuestion(verdict: .right, hints: 1, tries: 1, seconds: 3)) == .hard)
    #expect(Rating(CheckedQuestion(verdict: .right, hints: 0, tries: 2, seconds: 3)) == .hard)
    #expect(Rating(CheckedQuestion(verdict: .right, hints: 0, tries: 1, seconds: 30)) == .good)
    #expect(Rating(CheckedQuestion(verdict: .right, hints: 0, tries: 1, seconds: 4)) == .easy)
    // Handed in by the question's timer: graded by what it was, never Easy.
    let timedOut = { (verdict: Verdict, tries: Int) in
      Rating(CheckedQuestion(verdict: verdict, hints: 0, tries: tries, seconds: 4, timedOut: true))
    }
    #expect(timedOut(.right, 1) == .good && timedOut(.right, 2) == .hard)
    #expect(timedOut(.wrong, 1) == .again && timedOut(.partial, 1) == .again)
    #expect(
      Rating(CheckedQuestion(verdict: .right, hints: 0, tries: 1, seconds: 4), easySeconds: 2)
        == .good)
  }
}

@Suite("Review days")
struct ReviewDayTests {
  let paris = TimeZone(identifier: "Europe/Paris")!

  /// Unix seconds of a local date and time in `zone`.
  func instant(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int = 0, in zone: TimeZone) -> Int64 {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let date = calendar.date(
      from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    return Int64(date.timeIntervalSince1970)
  }

  @Test("a review day runs from 04:00 to 04:00 local time")
  func rollover() {
    let afternoon = ReviewDay(containing: instant(2026, 12, 3, 15, in: paris), in: paris)
    #expect(afternoon.start == instant(2026, 12, 3, 4, in: paris))
    #expect(afternoon.end == instant(2026, 12, 4, 4, in: paris))
    let lateNight = ReviewDay(containing: instant(2026, 12, 4, 3, 59, in: paris), in: paris)
    #expect(lateNight == afternoon, "03:59 still belongs to the day before")
    let early = ReviewDay(containing: instant(2026, 12, 4, 4, in: paris), in: paris)
    #expect(early.start == afternoon.end)
  }

  @Test("a day across a clock change is 23 or 25 hours long")
  func daylightSaving() {
    // Paris changes its clocks at 02:00 on 29 March and 25 October 2026: inside the review days
    // that began at 04:00 the day before.
    let spring = ReviewDay(containing: instant(2026, 3, 28, 12, in: paris), in: paris)
    #expect(spring.end - spring.start == 23 * 3_600)
    let autumn = ReviewDay(containing: instant(2026, 10, 24, 12, in: paris), in: paris)
    #expect(autumn.end - autumn.start == 25 * 3_600)
  }

  @Test("what falls due before the day ends is due today")
  func dueToday() {
    let today = ReviewDay(containing: instant(2026, 12, 3, 15, in: paris), in: paris)
    #expect(today.isDue(today.end - 1))
    #expect(today.isDue(today.start - 86_400 * 10), "overdue questions are due")
    #expect(!today.isDue(today.end))
  }
}

@Suite("Review settings")
struct ReviewSettingsTests {
  @Test("relearning steps are read as Anki writes them and written back the same")
  func steps() throws {
    #expect(try ReviewSettings.steps("10m") == [600])
    #expect(try ReviewSettings.steps("1m 10m, 1h 2d 30s") == [60, 600, 3_600, 172_800, 30])
    #expect(try ReviewSettings.steps("15") == [900], "a number alone is minutes, as in Anki")
    #expect(try ReviewSettings.steps("  ") == [])
    #expect(ReviewSettings.stepsText([60, 600, 5_400, 86_400, 90]) == "1m 10m 90m 1d 90s")
    for bad in ["10x", "m", "-5m", "0m", "1.5h", "9999999m"] {
      #expect(throws: ReviewSettingsError.self, "\(bad)") { try ReviewSettings.steps(bad) }
    }
  }

  @Test("a profile's settings map gives the settings, defaults for what it lacks")
  func fromProfile() throws {
    #expect(try ReviewSettings(profileSettings: [:]) == .default)
    let settings = try ReviewSettings(
      profileSettings: [
        "new_per_day": 5, "reviews_per_day": 50, "relearning_steps": "10m 1h",
        "desired_retention": 0.85, "rules": "exam",
      ])
    #expect(
      settings
        == ReviewSettings(
          newPerDay: 5, reviewsPerDay: 50, relearningSteps: [600, 3_600], desiredRetention: 0.85))
    var map: ValueMap = [:]
    settings.store(in: &map)
    #expect(try ReviewSettings(profileSettings: map) == settings)
    #expect(settings.scheduler.parameters.relearningSteps == [600, 3_600])
    #expect(settings.scheduler.parameters.desiredRetention == 0.85)
    for bad: ValueMap in [
      ["new_per_day": -1], ["reviews_per_day": "many"], ["desired_retention": 0.5],
      ["desired_retention": "high"], ["relearning_steps": 10], ["relearning_steps": "soon"],
    ] {
      #expect(throws: ReviewSettingsError.self) { try ReviewSettings(profileSettings: bad) }
    }
  }

  @Test("an edited line changes the settings it names and is checked")
  func editing() throws {
    let settings = ReviewSettings.default
    #expect(try settings.editing(settings.editText) == settings)
    let edited = try settings.editing("new-per-day=5 relearning-steps=1m,10m retention=0.85")
    #expect(
      edited
        == ReviewSettings(
          newPerDay: 5, reviewsPerDay: 200, relearningSteps: [60, 600], desiredRetention: 0.85))
    #expect(
      edited.editText == "new-per-day=5 reviews-per-day=200 relearning-steps=1m,10m retention=0.85")
    #expect(try edited.editing("relearning-steps=").relearningSteps == [])
    for bad in ["speed=3", "new-per-day=-2", "retention=0.5", "relearning-steps=soon", "retention"]
    {
      #expect(throws: ReviewSettingsError.self, "\(bad)") { try settings.editing(bad) }
    }
  }
}
