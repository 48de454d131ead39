import QuizCore

/// What the standings need of one session: small, so a tournament of millions of questions
/// keeps only these in memory while full records go to the store and the log.
public struct SessionOutcome: Hashable, Sendable {
  /// The job's index in the tournament.
  public var index: Int
  /// The game's position in the description.
  public var game: Int
  /// The player's position in the description.
  public var player: Int
  /// Which session of the game.
  public var session: Int
  /// The final score (0 for a forfeit).
  public var score: Int
  /// Questions answered right.
  public var right: Int
  /// Questions in the session.
  public var questions: Int
  /// Hints taken.
  public var hints: Int
  /// Why the session was forfeited, if it was.
  public var forfeit: String?
  /// Plugin calls the wall clock stopped in the session: when any, it is not reproducible.
  public var wallClockStops: Int

  /// An outcome with every field given.
  public init(
    index: Int, game: Int, player: Int, session: Int, score: Int, right: Int, questions: Int,
    hints: Int, forfeit: String?, wallClockStops: Int = 0
  ) {
    self.index = index
    self.game = game
    self.player = player
    self.session = session
    self.score = score
    self.right = right
    self.questions = questions
    self.hints = hints
    self.forfeit = forfeit
    self.wallClockStops = wallClockStops
  }

  /// Whether the session gives the same outcome on any machine.
  public var isReproducible: Bool { wallClockStops == 0 }

  /// The fields a log line or a stored result carries besides the session record.
  public var fields: ValueMap {
    var map: ValueMap = [
      "index": .int(Int64(index)), "game_index": .int(Int64(game)),
      "player_index": .int(Int64(player)), "session": .int(Int64(session)),
      "score": .int(Int64(score)), "right": .int(Int64(right)),
      "questions": .int(Int64(questions)), "hints": .int(Int64(hints)),
    ]
    if let forfeit { map["forfeit"] = .string(forfeit) }
    if !isReproducible {
      map["reproducible"] = .bool(false)
      map["wall_clock_stops"] = .int(Int64(wallClockStops))
    }
    return map
  }

  /// Reads the fields back from a log line or a stored result.
  public init?(fields value: Value) {
    guard let index = value["index"].intValue, let game = value["game_index"].intValue,
      let player = value["player_index"].intValue, let session = value["session"].intValue,
      let score = value["score"].intValue, let right = value["right"].intValue,
      let questions = value["questions"].intValue, let hints = value["hints"].intValue
    else { return nil }
    self.init(
      index: Int(index), game: Int(game), player: Int(player), session: Int(session),
      score: Int(score), right: Int(right), questions: Int(questions), hints: Int(hints),
      forfeit: value["forfeit"].stringValue,
      wallClockStops: Int(value["wall_clock_stops"].intValue ?? 0))
  }
}

/// How one bot fared against another on the same game and seed.
public enum PairedResult: Sendable, Equatable {
  case win, draw, loss
}

extension SessionOutcome {
  /// This session against `other`'s on the same game and seed: the higher score wins; a
  /// forfeit loses, even against a zero score (two forfeits draw).
  public func result(against other: SessionOutcome) -> PairedResult {
    let mine = forfeit == nil ? score : Int.min
    let theirs = other.forfeit == nil ? other.score : Int.min
    return mine > theirs ? .win : mine < theirs ? .loss : .draw
  }
}
