import Localization
import QuizCore

/// Why a tournament cannot run: a bad description or results that do not fit it.
public struct TournamentError: Error, Sendable, Equatable, CustomStringConvertible, Translatable {
  /// The file or place the problem is in.
  public var place: String
  /// What is wrong, as words of ours translated at the edge.
  public var phrase: Phrase
  /// What is wrong, in English.
  public var problem: String { phrase.description }

  /// An error at `place`.
  public init(_ place: String, _ problem: Phrase) {
    self.place = place
    self.phrase = problem
  }

  public var description: String { "\(place): \(problem)" }

  public var sentence: Phrase {
    Phrase(trLater("{place}: {problem}"), ["place": .text(place), "problem": .phrase(phrase)])
  }
}

/// A tournament as its file describes it, with the defaults filled in.
public struct TournamentSpec: Hashable, Sendable {
  /// Who plays whom.
  public enum Format: String, CaseIterable, Hashable, Sendable {
    /// Every bot plays every game; no pairs are compared.
    case each
    /// Every pair of bots is compared on the same games and seeds.
    case roundRobin = "round-robin"
    /// The first bot is compared with each of the others.
    case gauntlet
    /// Single elimination in a seeded bracket (the file's order is the seeding).
    case knockout
    /// A number of rounds, each pairing players of like match points who have not met.
    case swiss
  }

  /// A player: a bot plugin, or an external program, under a label, with its settings.
  public struct Player: Hashable, Sendable {
    /// The name in the standings (unique in the tournament).
    public var label: String
    /// The bot plugin's id (the label, for an external bot).
    public var plugin: String
    /// Settings the bot sees as `seen.params` (an external bot's `options`).
    public var params: Value
    /// The program, when the bot is one of its own rather than a plugin.
    public var external: ExternalPlayer? = nil
  }

  /// Game ids or folders.
  public var games: [String]
  /// The players, in the order of the file.
  public var players: [Player]
  /// Who is compared with whom.
  public var format: Format
  /// Sessions of each game per player.
  public var sessions: Int
  /// The seed of each game's first session; session i plays from seed + i.
  public var seed: UInt64
  /// Rules that replace each game's own, when given.
  public var rules: String?
  /// Whether each session shuffles its questions (from its seed).
  public var shuffle: Bool
  /// Rounds of a knockout or a Swiss tournament (1 otherwise).
  public var rounds: Int = 1
  /// The questions and seeds each session plays, when a book chooses them.
  public var book: QuestionBook? = nil
  /// The content language of the sessions of games that offer it (`--content-lang`); the
  /// others play in their default. nil: every game in its default.
  public var language: String?

  /// The external bots' commands, by label, in the order of the file.
  public var commands: [(label: String, command: ExternalPlayer)] {
    players.compactMap { player in player.external.map { (player.label, $0) } }
  }

  /// A tournament file's fields, declared once (docs/tournaments.md); an unknown key is refused.
  static let schema = FieldSchema([
    "games": FieldSpec.list(of: FieldSpec.string().notEmpty, nonEmpty: true, required: true),
    // Each entry is read by the schema of its form (`parsePlayers`).
    "bots": FieldSpec.list(
      of: FieldSpec.string().notEmpty.or(FieldSpec(.map)), nonEmpty: true, required: true),
    "format": FieldSpec.string(oneOf: Format.allCases.map(\.rawValue)),
    "sessions": FieldSpec.integer(in: 1...1_000_000).defaulting(to: 10),
    // A whole number, or a string past Int64.max: its range, 0 to UInt64.max, is wider than a
    // schema's integers and checked by `seedValue`.
    "seed": FieldSpec.integer(in: .min ... .max).or(.string()).defaulting(to: 1),
    "rules": FieldSpec.string().notEmpty,
    "shuffle": FieldSpec.boolean().defaulting(to: false),
    // A Swiss's rounds; the upper bound follows from the bots (`roundCount`).
    "rounds": FieldSpec.integer(in: 1...1_000_000),
    // A book file's name, or a map read by `QuestionBook.parse`.
    "book": FieldSpec.string().notEmpty.or(FieldSpec(.map)),
  ])

  /// A bot plugin's entry: `{"id": ..., "plugin": ..., "params": {...}}`.
  static let pluginEntry = FieldSchema([
    "id": FieldSpec.string().notEmpty, "plugin": FieldSpec.string().notEmpty,
    "params": FieldSpec(.map),
  ])

  /// Reads a description (from JSON or a Lua table); `file` names it in errors. Only a
  /// description with `commandsAllowed` may name external bots: a Lua one never does.
  public static func parse(_ value: Value, file: String, commandsAllowed: Bool = true)
    throws(TournamentError) -> TournamentSpec
  {
    guard let map = value.mapValue else {
      throw TournamentError(
        file, Phrase(trLater("a tournament is an object (JSON) or a table (Lua)")))
    }
    let fields = try decode(schema, map, at: FieldPath(), file: file)
    var games: [String] = []
    for (index, id) in (fields["games"]?.arrayValue ?? []).compactMap(\.stringValue).enumerated() {
      guard !games.contains(id) else {
        throw TournamentError(
          place(file, FieldPath("games").item(index + 1)),
          Phrase(trLater("'{id}' is listed twice"), ["id": .text(id)]))
      }
      games.append(id)
    }
    let players = try parsePlayers(
      fields["bots"]?.arrayValue ?? [], file: file, commandsAllowed: commandsAllowed)
    let format =
      fields.string("format").flatMap(Format.init(rawValue:))
      ?? (players.count > 1 ? .roundRobin : .each)
    if format != .each, players.count < 2 {
      throw TournamentError(
        "\(file): format",
        Phrase(trLater("{format} needs at least two bots"), ["format": .text(format.rawValue)]))
    }
    let sessions = fields.int("sessions") ?? 10
    let rounds = try roundCount(
      fields["rounds"], format: format, players: players.count, file: file)
    // Results are stored under the job's index in `Job.keyDigits` digits: a bound, not a
    // wider key, so that every existing store still sorts and reads as it did. Each round of
    // a staged tournament has a block of keys of its own.
    let count = games.count * sessions * players.count * rounds
    guard count <= Job.limit else {
      throw TournamentError(
        "\(file): sessions",
        Phrase(
          trLater(
            "{games} game(s), {sessions} session(s) and {bots} bot(s) make {count} sessions; a "
              + "tournament holds at most {limit} (split it into several)"),
          [
            "games": .number(games.count), "sessions": .number(sessions),
            "bots": .number(players.count), "count": .number(count), "limit": .number(Job.limit),
          ]))
    }
    var spec = TournamentSpec(
      games: games, players: players, format: format, sessions: sessions,
      seed: try seedValue(fields["seed"], "\(file): seed"), rules: fields.string("rules"),
      shuffle: fields.bool("shuffle") ?? false, rounds: rounds)
    if let book = fields["book"] {
      spec.book = try QuestionBook.parse(book, place: "\(file): book")
    }
    return spec
  }

  /// The rounds: a knockout's follow from its players; a Swiss plays "rounds" (by default as
  /// many as a knockout would), at most half the players (rounded up): fewer than that leave
  /// enough opponents unmet that a pairing without a repeat always exists (Dirac's theorem on
  /// the graph of pairs not yet met), where more could leave none.
  private static func roundCount(_ value: Value?, format: Format, players: Int, file: String)
    throws(TournamentError) -> Int
  {
    guard format == .swiss else {
      if value != nil {
        throw TournamentError(
          "\(file): rounds", Phrase(trLater("only a swiss tournament takes rounds")))
      }
      return format == .knockout ? knockoutRounds(players: players) : 1
    }
    let most = max(1, (players + 1) / 2)
    guard let value else { return min(most, max(1, knockoutRounds(players: players))) }
    // The bound depends on the bots: the same schema words, with this tournament's range.
    let bounded = FieldSchema(["rounds": FieldSpec.integer(in: 1...Int64(most))])
    let fields = try decode(bounded, ["rounds": value], at: FieldPath(), file: file)
    return fields.int("rounds") ?? 1
  }

  /// Checks `map` against `schema`; a problem as this layer's error, `file: bots[2].id: ...`.
  static func decode(_ schema: FieldSchema, _ map: ValueMap, at path: FieldPath, file: String)
    throws(TournamentError) -> DecodedFields
  {
    switch schema.decode(map, at: path) {
    case .success(let fields): return fields
    case .failure(let problem): throw TournamentError(place(file, problem.path), problem.problem)
    }
  }

  /// `file: path`, or the file alone for the description itself.
  static func place(_ file: String, _ path: FieldPath) -> String {
    path.steps.isEmpty ? file : "\(file): \(path)"
  }

  private static func parsePlayers(_ list: [Value], file: String, commandsAllowed: Bool)
    throws(TournamentError) -> [Player]
  {
    var players: [Player] = []
    for (index, entry) in list.enumerated() {
      let path = FieldPath("bots").item(index + 1)
      let place = Self.place(file, path)
      let player: Player
      if let id = entry.stringValue {
        player = Player(label: id, plugin: id, params: .null)
      } else if let map = entry.mapValue, map["command"] != nil {
        let (external, label, options) = try ExternalPlayer.parse(
          map, at: path, file: file, commandsAllowed: commandsAllowed)
        player = Player(label: label, plugin: label, params: options, external: external)
      } else {
        let fields = try decode(pluginEntry, entry.mapValue ?? [:], at: path, file: file)
        guard let label = fields.string("id") ?? fields.string("plugin") else {
          throw TournamentError(place, Phrase(trLater("needs an id or a plugin")))
        }
        player = Player(
          label: label, plugin: fields.string("plugin") ?? label, params: fields["params"] ?? .null)
      }
      guard Untrusted.isSafeID(player.label), Untrusted.isSafeID(player.plugin) else {
        throw TournamentError(
          place,
          Phrase(
            trLater("'{label}' is not a bot id: {rule}"),
            [
              "label": .text(Untrusted.line(player.label)),
              "rule": .phrase(Untrusted.safeIDWords),
            ]))
      }
      guard !players.contains(where: { $0.label == player.label }) else {
        throw TournamentError(
          place,
          Phrase(
            trLater("the name '{label}' is used twice; give each an id"),
            ["label": .text(player.label)]))
      }
      players.append(player)
    }
    return players
  }

  /// A seed: any 64-bit unsigned number, as `run --seed` takes; JSON numbers past 2^63 − 1 are
  /// given as strings ("18446744073709551615"). Absent, the default seed 1.
  static func seedValue(_ value: Value?, _ place: String) throws(TournamentError) -> UInt64 {
    guard let value else { return 1 }
    if let int = value.intValue, int >= 0 { return UInt64(int) }
    if let text = value.stringValue, let number = UInt64(text) { return number }
    throw TournamentError(
      place,
      Phrase(
        trLater("must be a whole number from 0 to {max} (past {signed} write it as a string)"),
        ["max": .text(String(UInt64.max)), "signed": .text(String(Int64.max))]))
  }

  /// The description with every default written out: what identifies the tournament.
  public var canonical: Value {
    var map: ValueMap = [
      "games": .array(games.map { .string($0) }),
      "bots": .array(
        players.map { player in
          var fields: ValueMap = [
            "id": .string(player.label), "plugin": .string(player.plugin), "params": player.params,
          ]
          // Only external bots add fields: the ids of other tournaments stay what they were.
          for (key, value) in player.external?.canonicalFields ?? [:] { fields[key] = value }
          return .map(fields)
        }),
      "format": .string(format.rawValue), "sessions": .int(Int64(sessions)),
      "seed": .string(String(seed)), "shuffle": .bool(shuffle),
    ]
    if let rules { map["rules"] = .string(rules) }
    // Only when given: the ids of tournaments in the games' default languages stay the same.
    if let language { map["lang"] = .string(language) }
    // Only for the formats and books that have them: other tournaments keep their ids.
    if isStaged { map["rounds"] = .int(Int64(rounds)) }
    if let book { map["book"] = book.canonical }
    return .map(map)
  }

  /// A short id that changes whenever the description does (FNV-1a of its canonical JSON),
  /// so results are resumed and merged only into the tournament they belong to.
  public var id: String {
    "t" + FNV1a.hex(((try? ValueJSON.encode(canonical)) ?? "").utf8)
  }
}
