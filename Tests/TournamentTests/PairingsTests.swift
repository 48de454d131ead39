import QuizCore
import Testing

@testable import Tournament

/// Knockout brackets and Swiss pairings, from made-up results.
@Suite struct PairingsTests {
  func spec(_ json: String) throws -> TournamentSpec {
    try TournamentSpec.parse(ValueJSON.decode(json), file: "t.json")
  }

  /// Plays every job of the round in play with `score(player, session)` until none is left.
  func playOut(_ spec: TournamentSpec, score: (Int, Int) -> Int) throws -> [PlayedRound] {
    var outcomes: [SessionOutcome] = []
    while true {
      let rounds = try spec.schedule(given: outcomes)
      guard let last = rounds.last, !last.isComplete else { return rounds }
      for job in spec.jobs(of: last.plan) {
        outcomes.append(
          SessionOutcome(
            index: job.index, game: job.game, player: job.player, session: job.session,
            score: score(job.player, job.session), right: 0, questions: 1, hints: 0, forfeit: nil))
      }
    }
  }

  /// Five players: a bracket of eight, the three top seeds through on byes, seeds 4 and 5
  /// meeting first; then the winners in bracket order until one is left.
  @Test func knockoutBracketWithByes() throws {
    let spec = try spec(
      #"{"games": ["g"], "bots": ["a", "b", "c", "d", "e"], "format": "knockout", "sessions": 2}"#)
    #expect(spec.rounds == 3)
    #expect(TournamentSpec.bracketOrder(size: 8) == [1, 8, 4, 5, 2, 7, 3, 6])
    // The last seed is the strongest: it must win every match it plays.
    let rounds = try playOut(spec) { player, _ in player * 10 }
    #expect(rounds.count == 3)
    #expect(rounds[0].plan.matches == [Match(3, 4)])
    #expect(rounds[0].plan.byes == [0, 1, 2])
    #expect(rounds[0].results.map(\.winner) == [4])
    #expect(rounds[1].plan.matches == [Match(0, 4), Match(1, 2)])
    #expect(rounds[1].plan.byes.isEmpty)
    #expect(rounds[2].plan.matches == [Match(2, 4)])
    #expect(rounds[2].results.map(\.winner) == [4])
    // Round 1 plays 2 players, round 2 four, the final two: 8 players' rounds of 2 sessions.
    #expect(spec.totalSessions == 16)
    // Every round plays seeds of its own.
    let seeds = rounds.map { Set(spec.jobs(of: $0.plan).map(\.seed)) }
    #expect(seeds[0].isDisjoint(with: seeds[1]) && seeds[1].isDisjoint(with: seeds[2]))
  }

  /// A tie on paired sessions and on score goes to the better seed.
  @Test func aTiedKnockoutMatchGoesToTheBetterSeed() throws {
    let spec = try spec(#"{"games": ["g"], "bots": ["a", "b"], "format": "knockout"}"#)
    let rounds = try playOut(spec) { _, _ in 5 }
    #expect(rounds.map { $0.results.map(\.winner) } == [[0]])
  }

  /// No two players meet twice in a Swiss, and each player sits out at most once.
  @Test(arguments: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [0, 1, 2, 3])
  func swissNeverRepeatsAPairing(players: Int, scoring: Int) throws {
    let names = (1...players).map { "\"p\($0)\"" }.joined(separator: ", ")
    // The most rounds a Swiss of this size takes.
    let rounds = (players + 1) / 2
    let spec = try spec(
      #"{"games": ["g"], "bots": ["# + names + #"], "format": "swiss", "sessions": 1, "rounds": "#
        + "\(rounds)}")
    // Scores that make some players strong and the rest mixed.
    let played = try playOut(spec) { player, session in
      switch scoring {
      case 0: (player * 7 + session * 3) % 11
      case 1: player
      case 2: -player
      default: 5
      }
    }
    #expect(played.count == rounds)
    var met = Set<Set<Int>>()
    var byes: [Int] = []
    for round in played {
      #expect(round.plan.matches.count == players / 2)
      for match in round.plan.matches {
        #expect(met.insert([match.first, match.second]).inserted, "a repeat in \(round.plan)")
      }
      byes += round.plan.byes
    }
    #expect(Set(byes).count == byes.count)
    #expect(spec.totalSessions == rounds * (players - players % 2))
  }

  /// The first Swiss round pairs in the file's order; the next pairs the winners together.
  @Test func swissPairsByPointsThenScore() throws {
    let spec = try spec(
      #"{"games": ["g"], "bots": ["a", "b", "c", "d"], "format": "swiss", "sessions": 1, "rounds": 2}"#
    )
    let rounds = try playOut(spec) { player, _ in player }
    #expect(rounds[0].plan.matches == [Match(0, 1), Match(2, 3)])
    // b and d won; d scored more.
    #expect(rounds[1].plan.matches == [Match(3, 1), Match(2, 0)])
  }

  @Test func roundsAreRefusedWhereTheyDoNotApply() {
    #expect(throws: TournamentError.self) {
      try spec(#"{"games": ["g"], "bots": ["a", "b"], "rounds": 2}"#)
    }
    #expect(throws: TournamentError.self) {
      try spec(#"{"games": ["g"], "bots": ["a", "b", "c", "d"], "format": "swiss", "rounds": 3}"#)
    }
  }
}
