/// Two players paired in a round of a knockout or a Swiss tournament: `first` is the one
/// ranked (or seeded) higher when they were paired.
public struct Match: Hashable, Sendable {
  public var first: Int
  public var second: Int

  /// A pairing of two players' positions in the description.
  public init(_ first: Int, _ second: Int) {
    self.first = first
    self.second = second
  }
}

/// Who plays whom in one round, in the order the matches are played and printed.
public struct RoundPlan: Hashable, Sendable {
  /// The round, 0-based (printed 1-based).
  public var round: Int
  public var matches: [Match]
  /// Players who sit the round out and score it as a won match.
  public var byes: [Int]

  /// Whether `player` plays a match this round.
  public func plays(_ player: Int) -> Bool {
    matches.contains { $0.first == player || $0.second == player }
  }
}

/// How a match ended: its paired sessions, the players' total scores, and who won it.
public struct MatchResult: Hashable, Sendable {
  public var match: Match
  /// The first player's paired sessions won, drawn and lost (the higher score on the same
  /// questions wins; a forfeit loses).
  public var wins: Int
  public var draws: Int
  public var losses: Int
  /// Each player's total score over the match's sessions (a forfeit scores 0).
  public var firstScore: Int
  public var secondScore: Int
  /// The player who won the match, nil for a drawn one (a knockout never draws).
  public var winner: Int?
}

/// A round as far as it has been played: its plan, and its results once every session is in.
public struct PlayedRound: Hashable, Sendable {
  public var plan: RoundPlan
  /// Each match's result, in the plan's order; empty until the round is complete.
  public var results: [MatchResult]
  /// Whether every session of the round is in.
  public var isComplete: Bool
}

/// Why the next round cannot be paired.
public struct PairingError: Error, Sendable, Equatable {
  /// The round (0-based) that could not be paired.
  public var round: Int
}

extension TournamentSpec {
  /// Whether each round is paired from the results of the one before (knockout, Swiss).
  public var isStaged: Bool { format == .knockout || format == .swiss }

  /// The rounds a knockout of `players` plays: enough halvings to leave one player.
  static func knockoutRounds(players: Int) -> Int {
    var rounds = 0
    while 1 << rounds < players { rounds += 1 }
    return rounds
  }

  /// Seeds in bracket order for a bracket of `size` (a power of two): 1 and 2 meet only in
  /// the final, 1 meets the lowest seed first, and each pair of slots adds up to size + 1.
  public static func bracketOrder(size: Int) -> [Int] {
    var order = [1]
    while order.count < size {
      let sum = order.count * 2 + 1
      order = order.flatMap { [$0, sum - $0] }
    }
    return order
  }

  /// The sessions a staged tournament plays in all (byes play none).
  var stagedTotal: Int {
    let perPlayer = games.count * sessions
    switch format {
    case .knockout:
      let size = 1 << rounds
      // The first round leaves out the byes; then every round halves the field.
      var players = 2 * (players.count - size / 2)
      var total = players
      var left = size / 2
      for _ in 1..<max(1, rounds) {
        players = left
        total += players
        left /= 2
      }
      return total * perPlayer
    case .swiss:
      return rounds * (players.count - players.count % 2) * perPlayer
    default:
      return games.count * sessions * players.count
    }
  }

  /// The sessions of the whole tournament.
  public var totalSessions: Int {
    isStaged ? stagedTotal : games.count * sessions * players.count
  }

  /// The jobs of a round of a staged tournament: by game, then session, then player, as
  /// `jobs`; each round has a block of indices of its own and seeds of its own.
  public func jobs(of plan: RoundPlan) -> [Job] {
    let block = games.count * sessions * players.count
    var jobs: [Job] = []
    for game in games.indices {
      for inner in 0..<sessions {
        let session = plan.round * sessions + inner
        for player in players.indices where plan.plays(player) {
          let index = plan.round * block + (game * sessions + inner) * players.count + player
          jobs.append(job(index: index, game: game, player: player, session: session))
        }
      }
    }
    return jobs
  }

  /// The rounds so far: every complete one, then the one in play (or to play next), if any.
  /// Throws when no pairing is left for the next round (a Swiss with no repeat-free pairing).
  public func schedule(given outcomes: [SessionOutcome]) throws(PairingError) -> [PlayedRound] {
    var byIndex: [Int: SessionOutcome] = [:]
    for outcome in outcomes { byIndex[outcome.index] = outcome }
    var played: [PlayedRound] = []
    // Knockout: the players still in, in bracket order (nil: a bye's empty slot).
    var slots: [Int?] = Self.bracketOrder(size: 1 << rounds).map {
      $0 <= players.count ? $0 - 1 : nil
    }
    for round in 0..<rounds {
      let plan: RoundPlan
      if format == .knockout {
        var matches: [Match] = []
        var byes: [Int] = []
        for pairIndex in 0..<(slots.count / 2) {
          switch (slots[2 * pairIndex], slots[2 * pairIndex + 1]) {
          case (let a?, let b?): matches.append(Match(min(a, b), max(a, b)))
          case (let a?, nil), (nil, let a?): byes.append(a)
          case (nil, nil): break
          }
        }
        plan = RoundPlan(round: round, matches: matches, byes: byes)
      } else {
        guard let next = swissPlan(round: round, after: played) else {
          throw PairingError(round: round)
        }
        plan = next
      }
      let jobs = jobs(of: plan)
      let done = jobs.compactMap { byIndex[$0.index] }
      guard done.count == jobs.count else {
        played.append(PlayedRound(plan: plan, results: [], isComplete: false))
        return played
      }
      let results = plan.matches.map { result(of: $0, in: done) }
      played.append(PlayedRound(plan: plan, results: results, isComplete: true))
      if format == .knockout {
        // The winners (and the byes) keep their places in the bracket.
        slots = stride(from: 0, to: slots.count, by: 2).map { start in
          let pair = [slots[start], slots[start + 1]].compactMap { $0 }
          if pair.count < 2 { return pair.first }
          return results.first { Set([$0.match.first, $0.match.second]) == Set(pair) }?.winner
        }
      }
    }
    return played
  }

  /// A match from its sessions: the paired results on the same questions decide; equal, the
  /// higher total score; still equal, a knockout sends the better seed (earlier in the file)
  /// through and a Swiss match is drawn.
  func result(of match: Match, in outcomes: [SessionOutcome]) -> MatchResult {
    var mine: [Int: SessionOutcome] = [:]
    var theirs: [Int: SessionOutcome] = [:]
    for outcome in outcomes {
      let key = outcome.game * sessions * rounds + outcome.session
      if outcome.player == match.first { mine[key] = outcome }
      if outcome.player == match.second { theirs[key] = outcome }
    }
    var result = MatchResult(
      match: match, wins: 0, draws: 0, losses: 0, firstScore: 0, secondScore: 0, winner: nil)
    for (key, first) in mine {
      guard let second = theirs[key] else { continue }
      switch first.result(against: second) {
      case .win: result.wins += 1
      case .draw: result.draws += 1
      case .loss: result.losses += 1
      }
      result.firstScore += first.forfeit == nil ? first.score : 0
      result.secondScore += second.forfeit == nil ? second.score : 0
    }
    if result.wins != result.losses {
      result.winner = result.wins > result.losses ? match.first : match.second
    } else if result.firstScore != result.secondScore {
      result.winner = result.firstScore > result.secondScore ? match.first : match.second
    } else if format == .knockout {
      result.winner = min(match.first, match.second)
    }
    return result
  }

  /// Match points after `rounds` (in halves: a won match or a bye 2, a drawn one 1), and
  /// each player's total score over its matches.
  public func matchPoints(_ earlier: [PlayedRound]) -> (points: [Int], scores: [Int]) {
    var points = Array(repeating: 0, count: players.count)
    var scores = Array(repeating: 0, count: players.count)
    for round in earlier where round.isComplete {
      for bye in round.plan.byes { points[bye] += 2 }
      for result in round.results {
        scores[result.match.first] += result.firstScore
        scores[result.match.second] += result.secondScore
        if let winner = result.winner {
          points[winner] += 2
        } else {
          points[result.match.first] += 1
          points[result.match.second] += 1
        }
      }
    }
    return (points, scores)
  }

  /// The next Swiss round: players ranked by match points, then total score, then their order
  /// in the file; with an odd count the lowest-ranked player without a bye sits out; then the
  /// highest-ranked unpaired player meets the next-ranked one it has not met, going back to
  /// an earlier choice when the rest cannot be paired. nil when no pairing avoids a repeat.
  func swissPlan(round: Int, after earlier: [PlayedRound]) -> RoundPlan? {
    let (points, scores) = matchPoints(earlier)
    let ranked = players.indices.sorted { a, b in
      (points[a], scores[a], -a) > (points[b], scores[b], -b)
    }
    var met = Set<Match>()
    var hadBye = Set<Int>()
    for played in earlier {
      for match in played.plan.matches {
        met.insert(Match(match.first, match.second))
        met.insert(Match(match.second, match.first))
      }
      hadBye.formUnion(played.plan.byes)
    }
    var candidates: [Int?] = [nil]
    if ranked.count % 2 == 1 {
      let fresh = ranked.reversed().filter { !hadBye.contains($0) }
      candidates = (fresh + ranked.reversed().filter { hadBye.contains($0) }).map { $0 }
    }
    var budget = 200_000
    for bye in candidates {
      let field = ranked.filter { $0 != bye }
      if let matches = Self.pair(field, avoiding: met, budget: &budget) {
        return RoundPlan(round: round, matches: matches, byes: bye.map { [$0] } ?? [])
      }
    }
    return nil
  }

  /// Pairs `field` (in rank order) top-down, each with the next it has not met; depth-first
  /// with a bounded number of steps.
  static func pair(_ field: [Int], avoiding met: Set<Match>, budget: inout Int) -> [Match]? {
    guard let top = field.first else { return [] }
    for (offset, other) in field.enumerated().dropFirst() where !met.contains(Match(top, other)) {
      budget -= 1
      guard budget > 0 else { return nil }
      var rest = field
      rest.remove(at: offset)
      rest.removeFirst()
      if let tail = pair(rest, avoiding: met, budget: &budget) {
        return [Match(top, other)] + tail
      }
    }
    return nil
  }
}
