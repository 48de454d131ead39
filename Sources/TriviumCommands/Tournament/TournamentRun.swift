import ExternalBots
import Foundation
import Localization
import QuizCore
import Store
import Tournament
import TriviumEngine

/// One run of a tournament's shard: what the store already holds, and the play of the rest.
final class TournamentRun {
  let spec: TournamentSpec
  let store: Store
  /// The shard's number in the store (0 for the whole tournament).
  let shard: Int
  /// Every job of the shard (of a knockout or a Swiss tournament, none: its rounds are paired
  /// as they come).
  let all: [Job]
  /// The sessions the shard plays in all.
  let total: Int
  /// The results that count, stored and played.
  private(set) var outcomes: [SessionOutcome] = []
  /// The SPRT of a match run with one.
  private(set) var match: SPRTMatch?
  private let sprt: SPRT?
  /// The players (external bots that could not start) whose sessions are left unplayed.
  let unavailable: Set<Int>
  /// The identity of each external bot that started (`BotIdentity`), by player: kept with
  /// each of its results.
  let identities: [Int: Value]
  /// By player, the stored sessions a different program played (and the parts of the identity
  /// that differ): not counted, so they are played again.
  private(set) var stale: [Int: (sessions: Int, parts: [String])] = [:]

  /// The field of a result (and a log line) that holds the external bot's identity.
  static let identityField = "external_bot"
  /// The field of a session cut short because the tournament is stopping (never stored).
  static let abandonedField = "abandoned"
  /// The field of a played session's move wall times in milliseconds (never stored: they
  /// differ from run to run; `--timings` writes them apart).
  static let timingsField = "move_wall_ms"
  /// Given each session played, in job order, with its move wall times (`--timings`).
  var timings: ((Value) throws -> Void)?

  init(
    spec: TournamentSpec, shard: Shard, sprt: SPRT?, store: Store, unavailable: Set<Int> = [],
    identities: [Int: Value] = [:]
  ) {
    self.spec = spec
    self.unavailable = unavailable
    self.identities = identities
    self.store = store
    self.shard = shard == .whole ? 0 : shard.number
    self.sprt = sprt
    all = spec.isStaged ? [] : spec.jobs(of: shard)
    total = spec.isStaged ? spec.totalSessions : all.count
    match = sprt.map(SPRTMatch.init)
  }

  /// Reads what the store holds of this shard; how many results (those of a changed bot
  /// included: they are in `stale`, not in `outcomes`).
  func loadStored() throws -> Int {
    let existing = try store.tournamentResults(tournamentID: spec.id, shard: shard)
    for result in existing {
      guard let outcome = SessionOutcome(fields: result.record) else {
        throw EngineError(
          Phrase(
            trLater("stored result {key} of {tournament} is unreadable"),
            [
              "key": .text(Untrusted.line(result.sessionKey)),
              "tournament": .text(Untrusted.line(spec.id)),
            ]))
      }
      if let identity = identities[outcome.player] {
        let parts = BotIdentity.differences(
          stored: result.record[Self.identityField], current: identity)
        if !parts.isEmpty {
          let known = stale[outcome.player]
          stale[outcome.player] = (
            (known?.sessions ?? 0) + 1,
            BotIdentity.parts.filter { parts.contains($0) || known?.parts.contains($0) == true }
          )
          continue
        }
      }
      outcomes.append(outcome)
      match?.add(outcome)
    }
    return existing.count
  }

  /// Forgets the stored results, in the store too.
  func discardStored() throws {
    try store.deleteTournament(tournamentID: spec.id)
    outcomes = []
    stale = [:]
    match = sprt.map(SPRTMatch.init)
  }

  /// Whether nothing is left to play: every session is in, or the SPRT has decided.
  var isFinished: Bool {
    guard spec.isStaged else { return match?.stop != nil || outcomes.count >= total }
    // Every round paired and complete (a round with no pairing left is not: `jobsToPlay`
    // says so).
    guard let rounds = try? spec.schedule(given: outcomes) else { return false }
    return rounds.count == spec.rounds && rounds.allSatisfy(\.isComplete)
  }

  /// The results that count: with an SPRT, none past its stop; of a knockout or a Swiss,
  /// those of the rounds as paired now (a stored result of a round paired differently before,
  /// when a changed bot's sessions were played again, is not).
  var counted: [SessionOutcome] {
    if spec.isStaged {
      let rounds = (try? spec.schedule(given: outcomes)) ?? []
      let paired = Set(rounds.flatMap { spec.jobs(of: $0.plan).map(\.index) })
      return outcomes.filter { paired.contains($0.index) }
    }
    guard let match else { return outcomes }
    return outcomes.filter(match.counts)
  }

  /// Plays what is missing until done, stopped or decided, storing each result as it comes;
  /// how many sessions (and questions) were kept.
  func play(
    workers: Int, progress mode: Progress.Mode, clock: MonotonicClock, oracles: Set<Int>,
    makeWorker: @escaping @Sendable () throws -> any TournamentWorker
  ) throws -> (sessions: Int, questions: Int) {
    var todo = try jobsToPlay()
    let progress = Progress(
      total: total, already: spec.isStaged ? outcomes.count : total - todo.count, mode: mode,
      clock: clock
    ) { [self] in Standings(spec: spec, outcomes: counted, oracles: oracles, sprt: sprt) }
    defer { progress.finish() }
    var kept = (sessions: 0, questions: 0)
    // One pass for a schedule known in advance; a round per pass for a knockout or a Swiss,
    // each paired from the results of those before (so --jobs and a resume pair the same).
    while !todo.isEmpty {
      try play(todo, workers: workers, progress: progress, kept: &kept, makeWorker: makeWorker)
      guard spec.isStaged, !Interrupts.requested else { break }
      let next = try jobsToPlay()
      // A round that stays incomplete (a bot that could not start) ends the play.
      guard Set(next.map(\.index)) != Set(todo.map(\.index)) else { break }
      todo = next
    }
    return kept
  }

  /// The jobs left: every missing one, or of a staged tournament those of the round in play.
  func jobsToPlay() throws -> [Job] {
    guard !isFinished else { return [] }
    let done = Set(outcomes.map(\.index))
    let jobs: [Job]
    if spec.isStaged {
      let rounds: [PlayedRound]
      do { rounds = try spec.schedule(given: outcomes) } catch {
        throw EngineError(
          Phrase(
            trLater("round {number}: no pairing without a repeat is left; play fewer rounds"),
            ["number": .number(error.round + 1)]))
      }
      guard let current = rounds.last, !current.isComplete else { return [] }
      jobs = spec.jobs(of: current.plan)
    } else {
      jobs = all
    }
    return jobs.filter { !done.contains($0.index) && !unavailable.contains($0.player) }
  }

  /// Plays `todo`, storing each result as it comes.
  private func play(
    _ todo: [Job], workers: Int, progress: Progress, kept: inout (sessions: Int, questions: Int),
    makeWorker: @escaping @Sendable () throws -> any TournamentWorker
  ) throws {
    try TournamentRunner.run(
      todo, workers: workers, makeWorker: makeWorker,
      deliver: { outcome, record in
        // Played past the SPRT's stop (by another worker): not part of the tournament.
        guard match?.stop == nil else { return }
        // Abandoned on Ctrl-C: played again by --resume.
        guard record[Self.abandonedField] != .bool(true) else { return }
        var record = record
        if var map = record.mapValue {
          if let identity = identities[outcome.player] { map[Self.identityField] = identity }
          let times = map[Self.timingsField]
          map[Self.timingsField] = nil
          record = .map(map)
          try timings?(
            .map([
              "key": record["key"], "game": record["game"], "player": record["player"],
              "seed": record["seed"], Self.timingsField: times ?? .array([]),
            ]))
        }
        // Each session is committed as it is delivered (a WAL commit without a sync: tens of
        // microseconds), so a kill loses only sessions still in play, however often it comes.
        try store.putTournamentResults([
          TournamentResult(
            tournamentID: spec.id, shard: shard, sessionKey: record["key"].stringValue ?? "",
            record: record)
        ])
        outcomes.append(outcome)
        match?.add(outcome)
        kept.sessions += 1
        kept.questions += outcome.questions
        progress.advance()
      },
      shouldStop: { Interrupts.requested || match?.stop != nil })
  }

  /// The key of the last job that counts, when an SPRT stopped before the end.
  var lastKey: String? { match?.stop.map(Job.key) }
}
