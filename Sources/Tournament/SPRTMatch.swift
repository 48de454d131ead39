import Localization

/// An SPRT run over a match of two bots in schedule order, so that where it stops does not
/// depend on the order results come in (`--jobs`) nor on a resume.
///
/// The jobs of one seed are next to each other (`TournamentSpec.jobs`): each time the results
/// up to the second bot's session of a seed are all in, that seed's win, draw or loss counts
/// and the test is asked. Once it decides, the job that decided it is the last that counts.
public struct SPRTMatch: Sendable {
  /// The test.
  public let test: SPRT
  /// The first bot's paired results so far.
  public private(set) var wins = 0
  public private(set) var draws = 0
  public private(set) var losses = 0
  /// The index of the job whose seed decided the test; results after it are discarded.
  public private(set) var stop: Int?
  /// Results that came before every earlier job's.
  private var waiting: [Int: SessionOutcome] = [:]
  /// The index of the first job not counted yet.
  private var next = 0
  /// The first bot's session of the seed being counted.
  private var first: SessionOutcome?

  /// A match read by `test`.
  public init(_ test: SPRT) { self.test = test }

  /// Why `spec` cannot be run as an SPRT match, or nil when it can.
  public static func problem(with spec: TournamentSpec) -> Phrase? {
    if spec.isStaged {
      return Phrase(
        trLater(
          "--sprt tests a match played in schedule order; a {format} tournament pairs by rounds"),
        ["format": .text(spec.format.rawValue)])
    }
    guard spec.players.count == 2, spec.format != .each else {
      return spec.format == .each
        ? Phrase(
          trLater(
            "--sprt tests a match of exactly two bots compared on the same seeds; this "
              + "tournament has {count} bot(s) and format each (no pairs)"),
          ["count": .number(spec.players.count)])
        : Phrase(
          trLater(
            "--sprt tests a match of exactly two bots compared on the same seeds; this "
              + "tournament has {count} bot(s)"),
          ["count": .number(spec.players.count)])
    }
    return nil
  }

  /// The log-likelihood ratio so far.
  public var llr: Double { test.llr(wins: wins, draws: draws, losses: losses) }

  /// The decision so far.
  public var decision: SPRT.Decision {
    test.decision(wins: wins, draws: draws, losses: losses)
  }

  /// Whether `outcome` counts: it is not past the stop.
  public func counts(_ outcome: SessionOutcome) -> Bool { stop.map { outcome.index <= $0 } ?? true }

  /// Takes one result, in any order; each job at most once.
  public mutating func add(_ outcome: SessionOutcome) {
    guard stop == nil, outcome.index >= next else { return }
    waiting[outcome.index] = outcome
    while stop == nil, let current = waiting.removeValue(forKey: next) {
      next += 1
      guard current.player == 1 else {
        first = current
        continue
      }
      guard let first, first.game == current.game, first.session == current.session else {
        continue
      }
      switch first.result(against: current) {
      case .win: wins += 1
      case .draw: draws += 1
      case .loss: losses += 1
      }
      self.first = nil
      if decision != .continue {
        stop = current.index
        waiting = [:]
      }
    }
  }
}
