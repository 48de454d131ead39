import Localization
import QuizCore
import Review
import Terminal
import Testing

@testable import TerminalUI

/// Issue 35 item 9 in the terminal: after a check in a review session the rule under the header
/// says what the answer is rated and when it comes back, and 1–4 rate it otherwise before
/// moving on (the footer and the help say so); the line follows the new rating.
@Suite struct RatingScreenTests {
  let size = Size(width: 100, height: 30)

  func app(review: Bool) throws -> (TerminalApp, MemoryHost) {
    try reviewApp(review: review, size: size) { host, environment in
      environment.ratesAnswers = review
      // As the real host words it: the rating, and a wait that grows with it.
      host.outlook = { session in
        guard let checked = CheckedQuestion(session.current) else { return nil }
        let rating = Rating(checked)
        return ReviewOutlook.line(rating, comesBackAfter: Int64(rating.rawValue) * 86_400)
      }
    }
  }

  func screen(_ app: TerminalApp, now: Double) -> [String] {
    app.render(size: size, now: now).buffer.lines
  }

  @Test func theRatingShowsAfterACheckAndDigitsChangeIt() throws {
    let (app, host) = try app(review: true)
    #expect(screen(app, now: 0.2).last?.contains("1–4 rate") == false)
    app.handle(.char("1"), now: 0.3)  // a: right
    app.handle(.char("c"), now: 20)
    var lines = screen(app, now: 20.1)
    #expect(lines[1].contains("Good · in 3 days"), "\(lines.joined(separator: "\n"))")
    #expect(lines.last?.contains("1–4 rate") == true)
    // No auto-advance: the answer waits for its rating.
    app.advance(to: 30)
    #expect(screen(app, now: 30)[0].contains("1/2"))
    app.handle(.char("2"), now: 31)
    lines = screen(app, now: 31.1)
    #expect(lines[1].contains("Hard · in 2 days"), "\(lines.joined(separator: "\n"))")
    #expect(host.saves["review/due"]?.questions[0].rating == 2)
    app.handle(.char("?"), now: 32)
    #expect(screen(app, now: 32.1).contains { $0.contains("rate the checked answer yourself") })
  }

  @Test func inAGameDigitsPickAndNothingIsRated() throws {
    let (app, _) = try app(review: false)
    app.handle(.char("2"), now: 0.3)
    app.handle(.char("c"), now: 0.4)
    let lines = screen(app, now: 0.5)
    #expect(!lines[1].contains("Again"))
    #expect(lines.last?.contains("1–4 rate") == false)
  }

  @Test func theWaitIsSaidInTheLargestUnitThatFitsInBothLanguages() throws {
    let cases: [(Int64, String, String)] = [
      (30, "in 1 minute", "1 分钟后"), (600, "in 10 minutes", "10 分钟后"),
      (3_570, "in 1 hour", "1 小时后"), (5 * 3_600, "in 5 hours", "5 小时后"),
      (86_400, "in 1 day", "1 天后"), (3 * 86_400, "in 3 days", "3 天后"),
      (45 * 86_400, "in 2 months", "2 个月后"), (400 * 86_400, "in 1 year", "1 年后"),
    ]
    let chinese = try Language.catalog(
      "zh-Hans", folder: repositoryRoot.appendingPathComponent("locale"))
    for (seconds, english, zh) in cases {
      #expect(ReviewOutlook.comesBack(after: seconds) == english)
      #expect(
        Localizer.$current.withValue(chinese) { ReviewOutlook.comesBack(after: seconds) } == zh)
    }
    #expect(ReviewOutlook.line(.good, comesBackAfter: 3 * 86_400) == "Good · in 3 days")
    #expect(
      Localizer.$current.withValue(chinese) {
        ReviewOutlook.line(.again, comesBackAfter: 600)
      } == "重来 · 10 分钟后")
  }

  @Test func theRatingLineInChinese() throws {
    let chinese = try Language.catalog(
      "zh-Hans", folder: repositoryRoot.appendingPathComponent("locale"))
    try Localizer.$current.withValue(chinese) {
      let (app, _) = try app(review: true)
      app.handle(.char("1"), now: 0.3)
      app.handle(.char("c"), now: 20)
      let lines = screen(app, now: 20.1)
      #expect(lines[1].contains("良好 · 3 天后"), "\(lines.joined(separator: "\n"))")
      #expect(lines.last?.contains("1–4 评分") == true, "\(lines.last ?? "")")
    }
  }
}
