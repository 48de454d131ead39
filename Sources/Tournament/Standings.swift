import Foundation
import QuizCore

/// The results of a tournament: a row per player, and the pairs compared.
public struct Standings: Sendable {
  /// One player's line.
  public struct Row: Sendable {
    public var label: String
    public var oracle: Bool
    public var sessions: Int
    public var meanScore: Double
    public var scoreMargin: Double
    public var right: Int
    public var questions: Int
    public var hints: Int
    public var forfeits: Int
    /// Sessions the wall clock stopped a plugin call in: not reproducible.
    public var notReproducible: Int
    public var wins: Int
    public var draws: Int
    public var losses: Int
    /// Elo difference against the players it was compared with, and its 95 % interval.
    public var elo: Statistics.Elo?
    /// Likelihood of superiority over them.
    public var los: Double?
    /// The rating fitted over every pair (Bradley–Terry) and its 95 % margin, with 3+ bots.
    public var rating: (value: Double, margin: Double)?
    /// Match points in halves (a won match or a bye 2, a drawn one 1), in a knockout or a
    /// Swiss tournament.
    public var points: Int?

    /// Share of questions answered right.
    public var accuracy: Double { questions == 0 ? 0 : Double(right) / Double(questions) }
  }

  /// Two players compared on the same games and seeds.
  public struct Pair: Hashable, Sendable {
    public var first: String
    public var second: String
    /// The round of a knockout or Swiss match (0-based), nil in other formats.
    public var round: Int? = nil
    /// Sessions where the first scored higher, the same, lower.
    public var wins: Int
    public var draws: Int
    public var losses: Int
  }

  /// What an SPRT says of a two-bot match.
  public struct SPRTSummary: Sendable {
    public var test: SPRT
    public var llr: Double
    public var decision: SPRT.Decision
    /// The paired sessions it read.
    public var seeds: Int
  }

  public var spec: TournamentSpec
  public var rows: [Row]
  /// The rounds of a knockout or a Swiss tournament so far, in order.
  public var rounds: [PlayedRound] = []
  public var pairs: [Pair]
  /// The SPRT of a match run with one.
  public var sprt: SPRTSummary?
  /// Whether ratings were fitted over every pair.
  public var fitted: Bool { rows.contains { $0.rating != nil } }
  /// Sessions played out of those the tournament has.
  public var played: Int
  public var total: Int
  /// Played sessions the wall clock stopped a plugin call in: their results depend on the
  /// machine's load.
  public var notReproducible: Int { rows.reduce(0) { $0 + $1.notReproducible } }

  /// Standings from the outcomes (any order; each job at most once). `oracles` are the
  /// positions of players that see the answers; `sprt` the test of a two-bot match run with one.
  public init(
    spec: TournamentSpec, outcomes: [SessionOutcome], oracles: Set<Int>, sprt: SPRT? = nil
  ) {
    self.spec = spec
    total = spec.totalSessions
    played = outcomes.count
    // A staged tournament's rounds; no pairing left is said where the rounds are printed.
    if spec.isStaged { rounds = (try? spec.schedule(given: outcomes)) ?? [] }
    // Scores by (game, session) then player; a forfeit counts below any score.
    let perGame = spec.sessions * spec.rounds
    var table: [Int: [Int: SessionOutcome]] = [:]
    for outcome in outcomes {
      table[outcome.game * perGame + outcome.session, default: [:]][outcome.player] = outcome
    }
    // Who is compared with whom, and over which round's sessions (nil: every session).
    var compared: [(Int, Int)] = []
    var within: [Int?] = []
    switch spec.format {
    case .each: break
    case .roundRobin:
      for a in spec.players.indices {
        for b in spec.players.indices where b > a { compared.append((a, b)) }
      }
    case .gauntlet:
      for b in spec.players.indices.dropFirst() { compared.append((0, b)) }
    case .knockout, .swiss:
      for round in rounds {
        for match in round.plan.matches {
          compared.append((match.first, match.second))
          within.append(round.plan.round)
        }
      }
    }
    var pairs: [Pair] = []
    var record = Array(repeating: (wins: 0, draws: 0, losses: 0), count: spec.players.count)
    for (number, (a, b)) in compared.enumerated() {
      let round = spec.isStaged ? within[number] : nil
      var pair = Pair(
        first: spec.players[a].label, second: spec.players[b].label, round: round, wins: 0,
        draws: 0, losses: 0)
      for key in table.keys.sorted() {
        // A match compares the sessions of its own round only.
        if let round, (key % perGame) / spec.sessions != round { continue }
        guard let first = table[key]?[a], let second = table[key]?[b] else { continue }
        switch first.result(against: second) {
        case .win: pair.wins += 1
        case .draw: pair.draws += 1
        case .loss: pair.losses += 1
        }
      }
      record[a].wins += pair.wins
      record[a].draws += pair.draws
      record[a].losses += pair.losses
      record[b].wins += pair.losses
      record[b].draws += pair.draws
      record[b].losses += pair.wins
      pairs.append(pair)
    }
    self.pairs = pairs
    if let sprt, let match = pairs.first {
      self.sprt = SPRTSummary(
        test: sprt, llr: sprt.llr(wins: match.wins, draws: match.draws, losses: match.losses),
        decision: sprt.decision(wins: match.wins, draws: match.draws, losses: match.losses),
        seeds: match.wins + match.draws + match.losses)
    }
    let fit =
      spec.players.count >= 3
      ? BradleyTerry.fit(
        players: spec.players.count,
        pairings: zip(compared, pairs).map { players, pair in
          BradleyTerry.Pairing(
            first: players.0, second: players.1, wins: pair.wins, draws: pair.draws,
            losses: pair.losses)
        }) : nil
    let points = spec.isStaged ? spec.matchPoints(rounds).points : nil
    var rows: [Row] = []
    for (index, player) in spec.players.enumerated() {
      let mine = outcomes.filter { $0.player == index }.sorted { $0.index < $1.index }
      let (mean, margin) = Statistics.mean(mine.map { Double($0.score) })
      let (wins, draws, losses) = record[index]
      rows.append(
        Row(
          label: player.label, oracle: oracles.contains(index), sessions: mine.count,
          meanScore: mean, scoreMargin: margin, right: mine.reduce(0) { $0 + $1.right },
          questions: mine.reduce(0) { $0 + $1.questions }, hints: mine.reduce(0) { $0 + $1.hints },
          forfeits: mine.filter { $0.forfeit != nil }.count,
          notReproducible: mine.filter { !$0.isReproducible }.count, wins: wins, draws: draws,
          losses: losses, elo: Statistics.elo(wins: wins, draws: draws, losses: losses),
          los: Statistics.likelihoodOfSuperiority(wins: wins, losses: losses),
          rating: fit.map { ($0.ratings[index], $0.margins[index]) },
          points: points?[index]))
    }
    // Most match points first (knockout, Swiss), then best mean score; the file's order
    // breaks ties.
    self.rows = rows.enumerated().sorted { a, b in
      a.element.points != b.element.points
        ? (a.element.points ?? 0) > (b.element.points ?? 0)
        : a.element.meanScore != b.element.meanScore
          ? a.element.meanScore > b.element.meanScore : a.offset < b.offset
    }.map(\.element)
  }
}
