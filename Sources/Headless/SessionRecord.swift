import Localization
import QuizCore

/// One headless session: what is needed to replay it (game, seed, actions) and what it gave.
public struct SessionRecord: Hashable, Sendable {
  /// The game's id.
  public var game: String
  /// The session's seed.
  public var seed: UInt64
  /// Whether the question order was shuffled.
  public var shuffled: Bool
  /// The bot's id.
  public var bot: String
  /// Whether the bot saw the solutions (a calibration run, marked in every report).
  public var oracle: Bool
  /// The final score.
  public var score: Int
  /// Every action applied, the timers' included: replaying them rebuilds the session.
  public var actions: [SessionAction]
  /// Each question's outcome, in play order.
  public var outcomes: [QuestionOutcome]
  /// Each question whose type failed, in play order, with the error.
  public var failures: [QuestionFailure]
  /// Hints taken.
  public var hints: Int
  /// Moves the bot made (refused ones included).
  public var moves: Int
  /// Why the bot forfeited, if it did (the log keeps its English).
  public var forfeit: PluginMessage?
  /// Plugin calls the wall-clock limit stopped during the session (any plugin: types, rules,
  /// bot). They depend on the machine's load, so such a session is not reproducible.
  public var wallClockStops = 0
  /// The ids of the questions played, in order, when they were chosen (a question book), not
  /// the game's own order: a replay plays the same.
  public var questionIDs: [String]?
  /// The wall time of each of the bot's decisions, in order. Never in `value`, nor compared:
  /// it differs from run to run (`tournament --timings` writes it apart).
  public var moveWallTimes: [Duration] {
    get { wallTimes.values }
    set { wallTimes.values = newValue }
  }
  private var wallTimes = WallTimes()

  /// Times that two records of the same session never agree on: left out of `==` and the hash.
  struct WallTimes: Hashable, Sendable {
    var values: [Duration] = []
    static func == (_: WallTimes, _: WallTimes) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }

  /// The record of a session that ended (or was forfeited) after `moves` bot moves.
  public init(
    game: String, seed: UInt64, shuffled: Bool, bot: String, oracle: Bool, session: Session,
    moves: Int, forfeit: PluginMessage?
  ) {
    self.game = game
    self.seed = seed
    self.shuffled = shuffled
    self.bot = bot
    self.oracle = oracle
    score = session.score
    actions = session.actions
    outcomes = session.questions.indices.map(session.outcome(at:))
    failures = session.questions.indices.compactMap { position in
      session.questions[position].failure.map { error in
        QuestionFailure(
          position: position,
          questionID: session.question(at: position)["id"].stringValue ?? "#\(position + 1)",
          error: error)
      }
    }
    hints = session.hintsUsed
    self.moves = moves
    self.forfeit = forfeit
  }

  /// Right answers.
  public var right: Int { outcomes.filter { $0 == .right }.count }

  /// Whether replaying the session on any machine gives the same record.
  public var isReproducible: Bool { wallClockStops == 0 }

  /// The record as one JSON Lines entry.
  public var value: Value {
    var map = fields
    map["actions"] = .array(actions.map(\.value))
    return .map(map)
  }

  /// The entry, with `extra` fields, as one line of JSON (without its line break) handed to
  /// `sink` a piece at a time: the actions of a long session are never all text at once.
  public func writeJSONLine(extra: ValueMap = [:], to sink: ([UInt8]) -> Void)
    throws(ValueJSONError)
  {
    var map = fields
    for (key, value) in extra { map[key] = value }
    try ValueJSON.write(map, streaming: "actions", elements: actions.lazy.map(\.value), to: sink)
  }

  /// Every field of the entry but the actions.
  private var fields: ValueMap {
    var map: ValueMap = [
      "game": .string(game), "seed": .string(String(seed)), "bot": .string(bot),
      "oracle": .bool(oracle), "score": .int(Int64(score)), "hints": .int(Int64(hints)),
      "moves": .int(Int64(moves)), "shuffled": .bool(shuffled),
      "outcomes": .array(outcomes.map { .string($0.rawValue) }),
    ]
    if let forfeit { map["forfeit"] = .string(forfeit.description) }
    if !failures.isEmpty {
      map["failures"] = .array(
        failures.map {
          [
            "error": .string($0.error.description), "position": .int(Int64($0.position)),
            "question": .string($0.questionID),
          ]
        })
    }
    if !isReproducible {
      map["reproducible"] = .bool(false)
      map["wall_clock_stops"] = .int(Int64(wallClockStops))
    }
    if let questionIDs { map["question_ids"] = .array(questionIDs.map { .string($0) }) }
    return map
  }

  /// Reads a logged entry back: what a replay needs, or nil with the missing field's name.
  public static func replayable(from value: Value) -> Result<Replayable, RecordError> {
    guard let game = value["game"].stringValue else { return .failure(.missing("game")) }
    guard let seedText = value["seed"].stringValue, let seed = UInt64(seedText) else {
      return .failure(.missing("seed"))
    }
    guard let score = value["score"].intValue else { return .failure(.missing("score")) }
    guard let list = value["actions"].arrayValue else { return .failure(.missing("actions")) }
    var actions: [SessionAction] = []
    for (index, item) in list.enumerated() {
      guard let action = SessionAction(value: item) else {
        return .failure(.badAction(index: index))
      }
      actions.append(action)
    }
    // Outcomes are a check, not needed to replay: a log without them still replays.
    let outcomes = value["outcomes"].arrayValue.map { list in
      list.map { $0.stringValue.flatMap(QuestionOutcome.init(rawValue:)) }
    }
    return .success(
      Replayable(
        game: game, seed: seed, shuffled: value["shuffled"].boolValue ?? false,
        questionIDs: value["question_ids"].arrayValue.map { $0.map { $0.stringValue ?? "" } },
        actions: actions,
        score: Int(score), outcomes: outcomes, language: value["lang"].stringValue))
  }
}

/// What a replay needs from a log entry, and the score the run logged.
public struct Replayable: Hashable, Sendable {
  /// The game's id.
  public var game: String
  /// The seed.
  public var seed: UInt64
  /// Whether the order was shuffled.
  public var shuffled: Bool
  /// The ids of the questions played, in order, when a question book chose them.
  public var questionIDs: [String]? = nil
  /// The actions to apply.
  public var actions: [SessionAction]
  /// The score the run logged.
  public var score: Int
  /// Each question's outcome as the run logged it, in play order (nil where unreadable), if
  /// the entry has them.
  public var outcomes: [QuestionOutcome?]?
  /// The session's content language (`lang`), for a game that declares languages.
  public var language: String?

  /// The first position whose outcome in `session` is not the logged one, with both; nil
  /// when they agree (or the log has no outcomes).
  public func firstDifference(in session: Session) -> (
    position: Int, logged: QuestionOutcome?, now: QuestionOutcome
  )? {
    guard let outcomes else { return nil }
    for position in session.questions.indices
    where position >= outcomes.count || outcomes[position] != session.outcome(at: position) {
      return (
        position, position < outcomes.count ? outcomes[position] : nil,
        session.outcome(at: position)
      )
    }
    return nil
  }
}

/// Why a log entry cannot be replayed.
public enum RecordError: Error, Hashable, Sendable, CustomStringConvertible, Translatable {
  /// A field is missing or of the wrong kind.
  case missing(String)
  /// An action is not one.
  case badAction(index: Int)

  /// The problem, in English.
  public var description: String { sentence.description }

  /// The problem, as words of ours around the field or the action's number.
  public var sentence: Phrase {
    switch self {
    case .missing(let field):
      Phrase(trLater("the entry has no valid {field}"), ["field": .text("'\(field)'")])
    case .badAction(let index):
      Phrase(trLater("action #{number} is not a session action"), ["number": .number(index + 1)])
    }
  }
}

/// A question whose type failed during a session: it was skipped and counts as failed.
public struct QuestionFailure: Hashable, Sendable {
  /// Its position in the play order, from 0.
  public var position: Int
  /// Its `id`.
  public var questionID: String
  /// What failed, with the plugin, its file and line.
  public var error: QuizError
}
