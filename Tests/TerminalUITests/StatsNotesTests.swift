import Review
import Terminal
import Testing

@testable import TerminalUI

/// Issue 35 on the Stats screen: `s` on a game never finished, what accuracy counts, and a
/// streak a day of reviews did not move.
@Suite struct StatsNotesTests {
  let size = Size(width: 72, height: 24)

  func lines(_ report: StatsReport, game: String?) -> String {
    StatsScreen.render(report, game: game, scroll: 0, context: plainContext(), size: size)
      .buffer.lines.joined(separator: "\n")
  }

  @Test func aGameNeverFinishedSaysSoWithoutClaimingTheProfileFinishedNone() {
    var report = StatsReport(profile: "ann", streak: 2, games: [])
    report.gameID = "bank"
    let text = lines(report, game: "Question bank")
    #expect(text.contains("'ann' has not finished this game yet."), "\(text)")
    #expect(!text.contains("No finished games"))
    // Without a game, the profile's own line as before.
    report.gameID = nil
    #expect(lines(report, game: nil).contains("No finished games yet for 'ann'"))
  }

  @Test func accuracySaysWhatItCountsAndReviewsSayTheyMakeNoStreak() {
    var report = ProgressScreenTests.report
    report.streak = 0
    let plain = lines(report, game: nil)
    #expect(plain.contains("one left unanswered counts as missed"), "\(plain)")
    #expect(!plain.contains("Review sessions do not count"))
    report.onlyReviewedToday = true
    let reviewed = lines(report, game: nil)
    #expect(reviewed.contains("Review sessions do not count toward the streak"), "\(reviewed)")
  }
}
