import Foundation
import QuizCore
import Testing
import TextCells

@testable import Tournament

/// Outcomes of `players` bots over `sessions` seeds of one game, in schedule order, each score
/// from `score(session, player)`.
private func outcomes(
  players: Int, sessions: Int, score: (Int, Int) -> Int
) -> [SessionOutcome] {
  var list: [SessionOutcome] = []
  for session in 0..<sessions {
    for player in 0..<players {
      let value = score(session, player)
      list.append(
        SessionOutcome(
          index: list.count, game: 0, player: player, session: session, score: value,
          right: value / 100, questions: 3, hints: 0, forfeit: nil))
    }
  }
  return list
}

private func makeSpec(_ json: String) throws -> TournamentSpec {
  try TournamentSpec.parse(ValueJSON.decode(json), file: "t")
}

@Suite struct StandingsOutputTests {
  /// Three bots: a Bradley–Terry rating with its margin beside each pairwise Elo, in every
  /// format (the fit itself is checked against an independent one in SPRTAndRatingsTests).
  @Test func fittedRatingsGolden() throws {
    let spec = try makeSpec(#"{"games": ["g"], "bots": ["a", "b", "c"], "sessions": 6}"#)
    let list = outcomes(players: 3, sessions: 6) { session, player in
      switch player {
      case 0: return session < 4 ? 300 : 100
      case 1: return session < 3 ? 200 : (session < 4 ? 300 : 100)
      default: return session == 5 ? 200 : 100
      }
    }
    let standings = Standings(spec: spec, outcomes: list, oracles: [])
    #expect(
      standings.render(.table) == """
        tournament tde7a0642040ff351: round-robin, g; 6 sessions per game and bot from seed 1
        #  bot  sessions  score  ±95%  right  hints  forfeits  W-D-L     Elo   ±95%    LOS      BT   ±95%
        1  a           6  233.3  82.6  77.8%   0.00         0  7-4-1   190.8  204.7  98.3%   108.5  136.0
        2  b           6  183.3  60.2  61.1%   0.00         0  4-4-4     0.0  173.7  50.0%     0.0  127.3
        3  c           6  116.7  32.7  38.9%   0.00         0  2-2-8  -190.8  279.1   2.9%  -108.5  136.0
        pairs (same games and seeds; the higher score wins, a forfeit loses)
          a vs b: 3-3-0
          a vs c: 4-1-1
          b vs c: 4-1-1
        BT: ratings fitted over every pair (Bradley–Terry), averaging 0.

        """)
    #expect(
      standings.render(.csv) == """
        rank,bot,oracle,sessions,mean_score,score_margin95,right,questions,accuracy,hints,forfeits,wins,draws,losses,elo,elo_margin95,los,not_reproducible,elo_low95,elo_high95,bt_elo,bt_margin95
        1,a,false,6,233.333,82.639,14,18,0.7778,0,0,7,4,1,190.85,204.66,0.9831,0,47.11,456.44,108.55,135.99
        2,b,false,6,183.333,60.233,11,18,0.6111,0,0,4,4,4,0.00,173.65,0.5000,0,-173.65,173.65,0.00,127.30
        3,c,false,6,116.667,32.666,7,18,0.3889,0,0,2,2,8,-190.85,279.07,0.0289,0,-581.75,-23.62,-108.55,135.99

        """)
    let json = try ValueJSON.decode(standings.render(.json))
    let ratings = json["standings"].arrayValue?.map {
      [$0["bot"], $0["bt_elo"], $0["bt_margin95"]]
    }
    #expect(
      ratings == [
        ["a", .double(108.55), .double(135.99)], ["b", .double(0), .double(127.3)],
        ["c", .double(-108.55), .double(135.99)],
      ])
    // Two bots: nothing to fit beyond the pairwise Elo, and no extra column.
    let two = Standings(
      spec: try makeSpec(#"{"games": ["g"], "bots": ["a", "b"], "sessions": 6}"#),
      outcomes: outcomes(players: 2, sessions: 6) { session, player in 100 * (session + player) },
      oracles: [])
    #expect(!two.fitted && !two.render(.table).contains("BT"))
    #expect(
      !two.render(.csv).contains("bt_elo")
        && two.value["standings"].arrayValue?[0]["bt_elo"] == .null)
  }

  /// A 97-3-0 match (issue 33): the Elo interval has no upper end, and every format says so
  /// instead of a finite margin ("±1503" before): the table as "-133.1/+∞", CSV and JSON with
  /// no margin and the open end as `inf` (CSV) or null (JSON) beside the finite one.
  @Test func anOpenEloBoundIsShownOpenInEveryFormat() throws {
    let spec = try makeSpec(#"{"games": ["g"], "bots": ["a", "b"], "sessions": 100}"#)
    let list = outcomes(players: 2, sessions: 100) { session, player in
      player == 0 ? 200 : (session < 3 ? 200 : 100)
    }
    let standings = Standings(spec: spec, outcomes: list, oracles: [])
    let table = standings.render(.table)
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("1 ") || $0.hasPrefix("2 ") }
    #expect(rows.count == 2)
    #expect(rows.first?.contains(" 97-3-0   726.9  -133.1/+∞ ") == true, "\(table)")
    #expect(rows.last?.contains(" 0-3-97  -726.9  -∞/+133.1 ") == true, "\(table)")
    #expect(!table.contains("1503"))
    #expect(table.contains("+∞ or -∞: that end of the 95 % interval is open"), "\(table)")
    let csv = standings.render(.csv).split(separator: "\n")
    #expect(
      csv[0].hasPrefix(
        "rank,bot,oracle,sessions,mean_score,score_margin95,right,questions,accuracy,hints,"
          + "forfeits,wins,draws,losses,elo,elo_margin95,los,not_reproducible,elo_low95,elo_high95")
    )
    #expect(csv[1].hasSuffix(",97,3,0,726.94,,1.0000,0,593.88,inf"), "\(csv[1])")
    #expect(csv[2].hasSuffix(",0,3,97,-726.94,,0.0000,0,-inf,-593.88"), "\(csv[2])")
    let json = try ValueJSON.decode(standings.render(.json))
    let rowsJSON = try #require(json["standings"].arrayValue)
    #expect(rowsJSON[0]["elo"] == .double(726.94) && rowsJSON[0]["elo_margin95"] == .null)
    #expect(rowsJSON[0]["elo_low95"] == .double(593.88) && rowsJSON[0]["elo_high95"] == .null)
    #expect(rowsJSON[1]["elo_low95"] == .null && rowsJSON[1]["elo_high95"] == .double(-593.88))
  }

  /// Names with wide characters line up as the terminal draws them.
  @Test func wideNamesKeepTheColumnsAligned() throws {
    let spec = try makeSpec(#"{"games": ["g"], "bots": ["日本語ボット", "random"], "sessions": 2}"#)
    let list = outcomes(players: 2, sessions: 2) { session, player in 100 * (player + session) }
    let lines = Standings(spec: spec, outcomes: list, oracles: []).render(.table)
      .split(separator: "\n").dropFirst().prefix(3)
    // The end of the "sessions" column is at the same screen column on every line.
    let ends = lines.map { line -> Int in
      let cells = line.split(separator: " ", omittingEmptySubsequences: true)
      let sessions = cells[2]
      let range = line.range(of: " " + sessions + " ")!
      return TextWidth.of(line[..<range.upperBound])
    }
    #expect(Set(ends).count == 1, "\(lines.joined(separator: "\n"))")
  }

  /// The stop of an SPRT match is the same whatever order the results come in, and results
  /// after it do not count.
  @Test func sprtMatchStopsInScheduleOrder() throws {
    let test = try SPRT(parsing: "elo0=0,elo1=50,alpha=0.05,beta=0.05")
    // The first bot wins two seeds in three, the third draws.
    let list = outcomes(players: 2, sessions: 200) { session, player in
      session % 3 == 2 ? 100 : (player == 0 ? 200 + session % 3 : 100)
    }
    var inOrder = SPRTMatch(test)
    for outcome in list { inOrder.add(outcome) }
    let stop = try #require(inOrder.stop)
    #expect(inOrder.decision == .h1 && stop % 2 == 1 && stop < list.count - 1)
    #expect(inOrder.wins + inOrder.draws + inOrder.losses == (stop + 1) / 2)
    var random = SeededRandom(seed: 3)
    for _ in 0..<5 {
      var shuffled = list
      for index in shuffled.indices.reversed() {
        shuffled.swapAt(index, random.index(below: index + 1))
      }
      var match = SPRTMatch(test)
      for outcome in shuffled { match.add(outcome) }
      #expect(match.stop == stop && match.wins == inOrder.wins && match.draws == inOrder.draws)
    }
    #expect(inOrder.counts(list[stop]) && !inOrder.counts(list[stop + 1]))
    // The standings of the results that count print the test and where it stopped.
    let spec = try makeSpec(#"{"games": ["g"], "bots": ["new", "old"], "sessions": 200}"#)
    let standings = Standings(
      spec: spec, outcomes: list.filter(inOrder.counts), oracles: [], sprt: test)
    let table = standings.render(.table)
    #expect(table.contains("stopped by the SPRT: \(stop + 1) of 400 sessions played"))
    #expect(
      table.contains(
        "SPRT elo0=0 elo1=50 alpha=0.05 beta=0.05: LLR "
          + String(format: "%.2f", inOrder.llr)
          + " in [-2.94, 2.94] after \((stop + 1) / 2) paired session(s): H1 accepted (new is "
          + "stronger by elo1 or more)"), "\(table)")
    #expect(standings.value["sprt"]["decision"] == "H1")
    #expect(standings.render(.csv).split(separator: "\n")[1].hasSuffix(",-2.9444,2.9444,H1"))
    #expect(SPRTMatch.problem(with: spec) == nil)
    let three = try makeSpec(#"{"games": ["g"], "bots": ["a", "b", "c"]}"#)
    #expect(SPRTMatch.problem(with: three)?.description.contains("exactly two bots") == true)
  }

  @Test("a figure that rounds to zero prints without a sign")
  func noNegativeZero() throws {
    #expect(Standings.fixed(-0.04, 1) == "0.0")
    #expect(Standings.fixed(-0.0, 2) == "0.00")
    #expect(Standings.fixed(-0.06, 1) == "-0.1")
    #expect(Standings.fixed(-10.04, 1) == "-10.0")
    #expect(Standings.fixed(0.04, 1) == "0.0")
  }
}
