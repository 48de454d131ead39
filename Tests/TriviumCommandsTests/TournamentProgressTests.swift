import Foundation
import QuizCore
import Testing
import Tournament

@testable import TriviumCommands

/// What a tournament shows on stderr as sessions end (issue 33): on a terminal the standings
/// redrawn in place over the bar; in a pipe a line every N sessions.
@Suite struct TournamentProgressTests {
  func standings(_ played: Int) throws -> Standings {
    let spec = try TournamentSpec.parse(
      ValueJSON.decode(#"{"games": ["g"], "bots": ["a", "b"], "sessions": 2}"#), file: "t")
    let outcomes = (0..<played).map { index in
      SessionOutcome(
        index: index, game: 0, player: index % 2, session: index / 2, score: 100 * (index % 2),
        right: index % 2, questions: 1, hints: 0, forfeit: nil)
    }
    return Standings(spec: spec, outcomes: outcomes, oracles: [])
  }

  @Test func aTerminalGetsTheStandingsRedrawnInPlace() throws {
    var written: [String] = []
    var played = 0
    let progress = Progress(
      total: 4, already: 0, mode: .terminal, clock: MonotonicClock(),
      standings: { try! standings(played) },
      write: { written.append($0) })
    played = 1
    progress.advance()
    played = 4
    for _ in 0..<3 { progress.advance() }
    // The first drawing and the last (the end is always drawn; the others may be skipped).
    #expect(written.count == 2)
    let first = try #require(written.first)
    #expect(first.hasPrefix("\r\u{1B}[J") && first.contains("incomplete: 1 of 4 sessions"))
    let lines = first.split(separator: "\n", omittingEmptySubsequences: false).count
    // The second goes back over the first's lines before drawing again.
    #expect(written[1].hasPrefix("\r\u{1B}[\(lines - 1)A\u{1B}[J"), "\(written[1])")
    #expect(written[1].contains("b vs") == false && written[1].contains("a vs b: 0-0-2"))
    #expect(written[1].hasSuffix("4/4  ") || written[1].contains("] 4/4 "))
    // The end clears the last drawing (no "incomplete" line: one line fewer than the first).
    let last = written[1].split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(last == lines - 1)
    progress.finish()
    #expect(written.last == "\r\u{1B}[\(last - 1)A\u{1B}[J")
  }

  @Test func aPipeGetsALineEveryNSessions() throws {
    var written: [String] = []
    var played = 0
    let progress = Progress(
      total: 4, already: 0, mode: .lines(every: 3), clock: MonotonicClock(),
      standings: { try! standings(played) },
      write: { written.append($0) })
    for _ in 0..<4 {
      played += 1
      progress.advance()
    }
    #expect(
      written == [
        "trivium tournament: 3 of 4 sessions: b 100.0, a 0.0\n",
        "trivium tournament: 4 of 4 sessions: b 100.0, a 0.0\n",
      ])
    progress.finish()
    #expect(written.count == 2)
  }
}
