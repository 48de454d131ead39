import Foundation
import QuizCore
import Synchronization
import Testing

@testable import Tournament

@Suite struct SpecTests {
  @Test func theSmallestFormTakesDefaults() throws {
    let spec = try TournamentSpec.parse(
      ValueJSON.decode(
        #"{"games": ["question-bank", "picture-guess"], "bots": ["random", "oracle", "student"], "sessions": 20, "seed": 11}"#
      ),
      file: "t.json")
    #expect(spec.format == .roundRobin)
    #expect(spec.players.map(\.label) == ["random", "oracle", "student"])
    #expect(spec.sessions == 20 && spec.seed == 11 && !spec.shuffle && spec.rules == nil)
    #expect(spec.jobs.count == 2 * 20 * 3)
    // Every player gets the same seeds of each game.
    let seeds = Set(spec.jobs.filter { $0.game == 0 && $0.session == 4 }.map(\.seed))
    #expect(seeds == [15])
  }

  @Test func mistakesNameThePlace() {
    func problem(_ json: String) -> String? {
      do {
        _ = try TournamentSpec.parse(try ValueJSON.decode(json), file: "t.json")
        return nil
      } catch let error as TournamentError {
        return error.description
      } catch {
        return "\(error)"
      }
    }
    #expect(
      problem(#"{"bots": ["a"]}"#) == "t.json: games: is required: a list of strings")
    #expect(
      problem(#"{"games": ["g"], "bots": ["a", "a"]}"#)?.hasPrefix(
        "t.json: bots[2]: the name 'a' is used twice") == true)
    #expect(
      problem(#"{"games": ["g"], "bots": ["a"], "format": "gauntlet"}"#)
        == "t.json: format: gauntlet needs at least two bots")
    #expect(
      problem(#"{"games": ["g"], "bots": ["a"], "sesions": 3}"#)?.hasPrefix(
        "t.json: sesions: is not a known field (known: book, bots, format, games, ") == true)
    #expect(
      problem(#"{"games": ["g"], "bots": ["a"], "sessions": 0}"#)?.hasPrefix(
        "t.json: sessions: must be an integer from 1 to 1000000, not 0") == true)
    #expect(
      problem(#"{"games": ["g"], "bots": [{"plugin": "student", "params": 3}]}"#)
        == "t.json: bots[1].params: must be a map, not 3")
  }

  /// The id follows the description: defaults written or not, the same tournament.
  @Test func idFollowsTheDescription() throws {
    let short = try TournamentSpec.parse(
      ValueJSON.decode(#"{"games": ["g"], "bots": ["a", "b"]}"#), file: "x")
    let long = try TournamentSpec.parse(
      ValueJSON.decode(
        #"{"games": ["g"], "bots": ["a", "b"], "sessions": 10, "seed": 1, "format": "round-robin"}"#
      ), file: "y")
    let other = try TournamentSpec.parse(
      ValueJSON.decode(#"{"games": ["g"], "bots": ["a", "b"], "seed": 2}"#), file: "x")
    #expect(short.id == long.id)
    #expect(short.id != other.id)
  }

  /// Keys have nine digits: a tournament with more sessions than that is refused, saying why.
  @Test func theSessionCountIsBoundedByTheKeys() throws {
    func description(bots: Int) -> String {
      let names = (1...bots).map { "\"b\($0)\"" }.joined(separator: ", ")
      return #"{"games": ["g"], "sessions": 1000000, "bots": ["# + names + "]}"
    }
    #expect(throws: Never.self) {
      try TournamentSpec.parse(ValueJSON.decode(description(bots: 1000)), file: "t.json")
    }
    #expect(Job(index: 999_999_999, game: 0, player: 0, session: 0, seed: 0).key == "999999999")
    do {
      _ = try TournamentSpec.parse(ValueJSON.decode(description(bots: 1001)), file: "t.json")
      Issue.record("a tournament of 1001000000 sessions was accepted")
    } catch let error as TournamentError {
      #expect(
        error.description
          == "t.json: sessions: 1 game(s), 1000000 session(s) and 1001 bot(s) make 1001000000 "
          + "sessions; a tournament holds at most 1000000000 (split it into several)")
    }
  }

  @Test func shardsSplitTheJobsExactlyOnce() throws {
    let spec = try TournamentSpec.parse(
      ValueJSON.decode(#"{"games": ["g", "h"], "bots": ["a", "b", "c"], "sessions": 7}"#), file: "x"
    )
    let slices = (1...3).map { spec.jobs(of: Shard(number: $0, count: 3)!) }
    #expect(slices.flatMap { $0 }.map(\.index).sorted() == spec.jobs.map(\.index))
    #expect(Shard("2/3") == Shard(number: 2, count: 3))
    #expect(Shard("4/3") == nil && Shard("0/1") == nil && Shard("x") == nil)
  }
}

@Suite struct StatisticsTests {
  /// Reference values computed by hand (an independent Python computation of the same
  /// formulas: Elo from the score share, the margin from the per-game variance, LOS from erf).
  @Test func eloMarginAndLikelihoodOfSuperiority() throws {
    let a = try #require(Statistics.elo(wins: 10, draws: 5, losses: 5))
    #expect(abs(a.difference - 88.7395) < 0.001)
    #expect(abs(try #require(a.margin) - 143.8749) < 0.001)
    #expect(abs(try #require(a.low) - -39.5648) < 0.001)
    #expect(abs(try #require(a.high) - 248.1849) < 0.001)
    #expect(abs(Statistics.likelihoodOfSuperiority(wins: 10, losses: 5)! - 0.901647) < 1e-5)
    let b = try #require(Statistics.elo(wins: 60, draws: 20, losses: 20))
    #expect(abs(b.difference - 147.1907) < 0.001)
    #expect(abs(try #require(b.margin) - 66.0134) < 0.001)
    let even = try #require(Statistics.elo(wins: 7, draws: 86, losses: 7))
    #expect(abs(even.difference) < 1e-9)
    #expect(abs(try #require(even.margin) - 25.5251) < 0.001)
    #expect(Statistics.likelihoodOfSuperiority(wins: 7, losses: 7) == 0.5)
    // All wins: no finite difference; nothing decisive: no likelihood.
    #expect(Statistics.elo(wins: 5, draws: 0, losses: 0) == nil)
    #expect(Statistics.likelihoodOfSuperiority(wins: 0, losses: 0) == nil)
  }

  /// 97-3-0 (issue 33): the interval's upper end passes a share of 1, where no Elo
  /// difference is finite. The bound is open, so there is no margin (cutechess prints none);
  /// before, clamping the share gave a finite "±1503".
  @Test func aOneSidedRecordHasAnOpenBound() throws {
    let high = try #require(Statistics.elo(wins: 97, draws: 3, losses: 0))
    #expect(abs(high.difference - 726.938) < 0.001)
    #expect(abs(try #require(high.low) - 593.8827) < 0.001)
    #expect(high.high == nil && high.margin == nil)
    let low = try #require(Statistics.elo(wins: 0, draws: 3, losses: 97))
    #expect(abs(try #require(low.high) - -593.8827) < 0.001)
    #expect(low.low == nil && low.margin == nil)
  }

  @Test func meanAndInterval() {
    let (mean, margin) = Statistics.mean([2, 4, 4, 4, 5, 5, 7, 9])
    #expect(mean == 5)
    // Sample standard deviation 2.138; 1.96 * 2.138 / sqrt(8) = 1.4816.
    #expect(abs(margin - 1.4816) < 0.001)
    #expect(Statistics.mean([3]) == (3, 0))
  }
}

@Suite struct StandingsTests {
  func spec(_ json: String) throws -> TournamentSpec {
    try TournamentSpec.parse(ValueJSON.decode(json), file: "t")
  }

  func outcome(_ index: Int, session: Int, player: Int, score: Int, forfeit: String? = nil)
    -> SessionOutcome
  {
    SessionOutcome(
      index: index, game: 0, player: player, session: session, score: score, right: score / 100,
      questions: 3, hints: 0, forfeit: forfeit)
  }

  /// Pairs compare the same seeds; a forfeit loses even against a zero score.
  @Test func pairsAndForfeits() throws {
    let spec = try spec(#"{"games": ["g"], "bots": ["a", "b"], "sessions": 3}"#)
    let outcomes = [
      outcome(0, session: 0, player: 0, score: 300), outcome(1, session: 0, player: 1, score: 100),
      outcome(2, session: 1, player: 0, score: 200), outcome(3, session: 1, player: 1, score: 200),
      outcome(4, session: 2, player: 0, score: 0, forfeit: "bot failed"),
      outcome(5, session: 2, player: 1, score: 0),
    ]
    let standings = Standings(spec: spec, outcomes: outcomes.reversed(), oracles: [1])
    #expect(
      standings.pairs == [Standings.Pair(first: "a", second: "b", wins: 1, draws: 1, losses: 1)])
    let a = try #require(standings.rows.first { $0.label == "a" })
    #expect(a.forfeits == 1 && a.wins == 1 && a.draws == 1 && a.losses == 1)
    #expect(standings.rows.map(\.label) == ["a", "b"])  // mean 166.7 against 100
    let table = standings.render(.table)
    #expect(table.contains("b (oracle)"))
    #expect(table.contains("a vs b: 1-1-1"))
    #expect(standings.render(.csv).hasPrefix("rank,bot,oracle,sessions,mean_score"))
    // The order of the outcomes does not matter.
    #expect(
      Standings(spec: spec, outcomes: outcomes, oracles: [1]).render(.json)
        == standings.render(.json))
  }

  /// A session the wall clock stopped a plugin call in is marked, and the mark survives the log.
  @Test func wallClockStopsAreNotReproducible() throws {
    let spec = try spec(#"{"games": ["g"], "bots": ["a", "b"], "sessions": 1}"#)
    var stopped = outcome(0, session: 0, player: 0, score: 0, forfeit: "wall-clock limit")
    stopped.wallClockStops = 1
    let logged = try #require(SessionOutcome(fields: .map(stopped.fields)))
    #expect(logged.wallClockStops == 1 && !logged.isReproducible)
    #expect(stopped.fields["reproducible"] == false)
    let standings = Standings(
      spec: spec, outcomes: [logged, outcome(1, session: 0, player: 1, score: 100)], oracles: [])
    #expect(standings.notReproducible == 1)
    #expect(
      standings.render(.table).contains("1 session stopped by the wall clock: not reproducible"))
    #expect(standings.value["not_reproducible"] == 1)
    let csv = standings.render(.csv).split(separator: "\n")
    #expect(csv[0].hasSuffix(",los,not_reproducible,elo_low95,elo_high95"))
    // Bot a's session was stopped; bot b's was not.
    let lastColumn = Dictionary(
      uniqueKeysWithValues: csv.dropFirst().map { line in
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        return (String(fields[1]), String(fields[17]))
      })
    #expect(lastColumn == ["a": "1", "b": "0"])
    let clean = Standings(
      spec: spec, outcomes: [outcome(0, session: 0, player: 0, score: 1)], oracles: [])
    #expect(!clean.render(.table).contains("not reproducible"))
  }

  @Test func gauntletComparesTheFirstWithEachOther() throws {
    let spec = try spec(
      #"{"games": ["g"], "bots": ["a", "b", "c"], "sessions": 1, "format": "gauntlet"}"#)
    let outcomes = [
      outcome(0, session: 0, player: 0, score: 100), outcome(1, session: 0, player: 1, score: 200),
      outcome(2, session: 0, player: 2, score: 50),
    ]
    let pairs = Standings(spec: spec, outcomes: outcomes, oracles: []).pairs
    #expect(
      pairs.map { "\($0.first)-\($0.second) \($0.wins)\($0.draws)\($0.losses)" } == [
        "a-b 001", "a-c 100",
      ])
  }
}

/// A worker that "plays" by arithmetic, slowly enough for threads to overtake each other.
struct FakeWorker: TournamentWorker {
  func play(_ job: Job) -> (outcome: SessionOutcome, record: Value) {
    if job.index % 3 == 0 { usleep(200) }
    let score = Int((job.seed &* 2_654_435_761 &+ UInt64(job.player) * 97) % 1000)
    return (
      SessionOutcome(
        index: job.index, game: job.game, player: job.player, session: job.session, score: score,
        right: 0, questions: 1, hints: 0, forfeit: nil),
      .map(["index": .int(Int64(job.index))])
    )
  }
}

@Suite struct RunnerTests {
  @Test func resultsComeInJobOrderWhateverTheWorkers() throws {
    let spec = try TournamentSpec.parse(
      ValueJSON.decode(#"{"games": ["g", "h"], "bots": ["a", "b", "c"], "sessions": 40}"#),
      file: "t")
    var orders: [[Int]] = []
    for workers in [1, 2, 4] {
      var order: [Int] = []
      let delivered = try TournamentRunner.run(
        spec.jobs, workers: workers, makeWorker: { FakeWorker() },
        deliver: { outcome, _ in order.append(outcome.index) })
      #expect(delivered == spec.jobs.count)
      orders.append(order)
    }
    #expect(orders[0] == Array(0..<spec.jobs.count))
    #expect(orders[1] == orders[0] && orders[2] == orders[0])
  }

  /// Stopping plays no new job but delivers every finished one, each once.
  @Test func stoppingDeliversWhatWasPlayed() throws {
    let spec = try TournamentSpec.parse(
      ValueJSON.decode(#"{"games": ["g"], "bots": ["a", "b"], "sessions": 200}"#), file: "t")
    var seen: [Int] = []
    let delivered = try TournamentRunner.run(
      spec.jobs, workers: 2, makeWorker: { FakeWorker() },
      deliver: { outcome, _ in seen.append(outcome.index) }, shouldStop: { seen.count >= 10 })
    #expect(delivered == seen.count)
    #expect(seen.count >= 10 && seen.count < spec.jobs.count)
    #expect(Set(seen).count == seen.count)
    let rest = spec.jobs.filter { !Set(seen).contains($0.index) }
    var resumed: [Int] = []
    try TournamentRunner.run(
      rest, workers: 2, makeWorker: { FakeWorker() },
      deliver: { outcome, _ in resumed.append(outcome.index) })
    #expect((seen + resumed).sorted() == Array(0..<spec.jobs.count))
  }

  @Test func aWorkerThatCannotStartIsAnError() throws {
    struct Broken: Error {}
    let spec = try TournamentSpec.parse(
      ValueJSON.decode(#"{"games": ["g"], "bots": ["a"], "sessions": 3}"#), file: "t")
    #expect(throws: (any Error).self) {
      try TournamentRunner.run(
        spec.jobs, workers: 2, makeWorker: { throw Broken() }, deliver: { _, _ in })
    }
  }
}

/// What `CountingWorker`s report: sessions started, and workers not yet released.
final class WorkerCounts: Sendable {
  let started = Atomic<Int>(0)
  let alive = Atomic<Int>(0)
}

/// A worker that counts the sessions it starts, each taking a millisecond; it is alive from
/// its creation until its thread lets go of it.
final class CountingWorker: TournamentWorker {
  let counts: WorkerCounts

  init(_ counts: WorkerCounts) {
    self.counts = counts
    counts.alive.add(1, ordering: .sequentiallyConsistent)
  }

  deinit { counts.alive.subtract(1, ordering: .sequentiallyConsistent) }

  func play(_ job: Job) -> (outcome: SessionOutcome, record: Value) {
    counts.started.add(1, ordering: .sequentiallyConsistent)
    usleep(1000)
    return FakeWorker().play(job)
  }
}

@Suite struct RunnerFailureTests {
  /// When delivering a result throws (the store is full, say), the runner stops its workers
  /// and returns only once they have let go: no session is played after the failure beyond
  /// those in play.
  @Test func aDeliveryThatThrowsStopsTheWorkers() throws {
    struct Full: Error {}
    let spec = try TournamentSpec.parse(
      ValueJSON.decode(#"{"games": ["g"], "bots": ["a", "b"], "sessions": 200}"#), file: "t")
    let counts = WorkerCounts()
    let workers = 2
    var delivered = 0
    #expect(throws: Full.self) {
      try TournamentRunner.run(
        spec.jobs, workers: workers, makeWorker: { CountingWorker(counts) },
        deliver: { _, _ in
          delivered += 1
          if delivered == 5 { throw Full() }
        })
    }
    // Every worker's thread has ended: none can start another session.
    #expect(counts.alive.load(ordering: .sequentiallyConsistent) == 0)
    let started = counts.started.load(ordering: .sequentiallyConsistent)
    #expect(started <= delivered + 10 * workers, "\(started) of 400 started")
  }
}
