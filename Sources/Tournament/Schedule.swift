/// One session of a tournament: a player on a game from a seed.
public struct Job: Hashable, Sendable {
  /// Its place in the whole tournament's order (results are always reported in this order).
  public var index: Int
  /// The game's position in the description.
  public var game: Int
  /// The player's position in the description.
  public var player: Int
  /// Which session of that game (0-based): every player gets the same seeds.
  public var session: Int
  /// The seed.
  public var seed: UInt64
  /// The question book's entry it plays (its position in `QuestionBook.entries`), if any.
  public var entry: Int? = nil

  /// The digits of a key.
  public static let keyDigits = 9
  /// The most jobs a tournament has: every index fits in `keyDigits` digits.
  public static let limit = 1_000_000_000

  /// The key results are stored under: the index, zero-padded so keys sort as jobs do.
  public var key: String { Self.key(index) }

  /// The key of the job at `index` (0 ..< `limit`).
  public static func key(_ index: Int) -> String {
    let digits = String(index)
    return String(repeating: "0", count: max(0, keyDigits - digits.count)) + digits
  }
}

/// A slice of a tournament: shard `number` of `count` (1-based), as `--shard K/N` says.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// Which slice, 1...count.
  public var number: Int
  /// How many slices.
  public var count: Int

  /// The whole tournament.
  public static let whole = Shard(number: 1, count: 1)!

  /// A slice; nil unless 1 <= number <= count.
  public init?(number: Int, count: Int) {
    guard count >= 1, (1...count).contains(number) else { return nil }
    self.number = number
    self.count = count
  }

  /// Reads "K/N".
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else {
      return nil
    }
    self.init(number: number, count: count)
  }

  public var description: String { "\(number)/\(count)" }
}

extension TournamentSpec {
  /// Every session in order: by game, then session, then player, so that the players of one
  /// seed are next to each other.
  public var jobs: [Job] {
    var jobs: [Job] = []
    jobs.reserveCapacity(games.count * sessions * players.count)
    for game in games.indices {
      for session in 0..<sessions {
        for player in players.indices {
          jobs.append(job(index: jobs.count, game: game, player: player, session: session))
        }
      }
    }
    return jobs
  }

  /// A job with its seed and its book's entry: the entry's seed when it gives one, else the
  /// tournament's seed plus the session's number.
  func job(index: Int, game: Int, player: Int, session: Int) -> Job {
    let entry = book?.entry(game: game, named: games[game], session: session, player: player)
    let chosen = entry.flatMap { book?.entries[$0].seed }
    return Job(
      index: index, game: game, player: player, session: session,
      seed: chosen ?? seed &+ UInt64(session), entry: entry)
  }

  /// The jobs of one shard: every count-th job, so each shard gets a fair mix.
  public func jobs(of shard: Shard) -> [Job] {
    jobs.filter { $0.index % shard.count == shard.number - 1 }
  }
}
