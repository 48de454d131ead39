import Foundation
import Localization
import QuizCore

/// What each session of a tournament plays, as an opening book fixes a chess game's opening:
/// per entry the questions (ids, in play order) and/or the seed. Read from a file of JSON
/// lines, or given as a list of seeds in the description.
public struct QuestionBook: Hashable, Sendable {
  /// How sessions walk through the entries.
  public enum Order: String, CaseIterable, Hashable, Sendable {
    /// Session i plays entry i (cycling).
    case sequential
    /// Each pass over the entries in an order shuffled from the book's seed.
    case random
  }

  /// One entry: a line of the file.
  public struct Entry: Hashable, Sendable {
    /// Its line in the file (its place in the list of seeds, for a description's `seeds`).
    public var line: Int
    /// The game it is for; nil for every game.
    public var game: String?
    /// The seed of its sessions; nil: the tournament's seed plus the session's number.
    public var seed: UInt64?
    /// The ids of the questions played, in order; nil: the game's own (shuffled with
    /// `"shuffle": true`).
    public var questions: [String]?
  }

  /// The file as the description names it (relative to the description's folder); nil for
  /// a list of seeds.
  public var file: String?
  public var entries: [Entry]
  public var order: Order
  /// The seed of a random order.
  public var seed: UInt64
  /// Whether both bots of a pairing play the same entry (they do unless told otherwise).
  public var samePerPairing: Bool

  /// The most entries a book holds.
  public static let maxEntries = 100_000
  /// The most questions an entry lists.
  public static let maxQuestions = 10_000
  /// The largest book file read.
  public static let maxBytes = 16 << 20

  /// A seed as tournament files write it: a whole number, or a string past Int64.max (its
  /// range is checked by `TournamentSpec.seedValue`).
  static let seedSpec = FieldSpec.integer(in: .min ... .max).or(.string())

  /// A book file's entry, declared once; an unknown key is refused.
  static let entrySchema = FieldSchema([
    "game": FieldSpec.string().notEmpty,
    "seed": seedSpec,
    "questions": FieldSpec.list(of: FieldSpec.string().notEmpty, nonEmpty: true),
  ])

  /// The description's "book" as a map, declared once; an unknown key is refused.
  static let schema = FieldSchema([
    "file": FieldSpec.string().notEmpty,
    "seeds": FieldSpec.list(of: seedSpec, nonEmpty: true),
    "order": FieldSpec.string(oneOf: Order.allCases.map(\.rawValue)),
    "seed": seedSpec,
    "same_for_pairing": FieldSpec.boolean(),
  ])

  /// Reads a book file's text: one JSON object per line ({"game": ID, "seed": N, "questions":
  /// [ID, ...]}, seed or questions or both); blank lines and lines starting with # are skipped.
  public static func entries(text: String, file: String) throws(TournamentError) -> [Entry] {
    var entries: [Entry] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let place = "\(file):\(number + 1)"
      guard entries.count < maxEntries else {
        throw TournamentError(
          place,
          Phrase(trLater("a book holds at most {count} entries"), ["count": .number(maxEntries)]))
      }
      let value: Value
      do { value = try ValueJSON.decode(String(trimmed)) } catch {
        throw TournamentError(place, Phrase(trLater("not JSON: {error}"), ["error": .of(error)]))
      }
      entries.append(try entry(value, line: number + 1, place: place))
    }
    guard !entries.isEmpty else {
      throw TournamentError(file, Phrase(trLater("the book has no entry")))
    }
    return entries
  }

  private static func entry(_ value: Value, line: Int, place: String) throws(TournamentError)
    -> Entry
  {
    guard let map = value.mapValue else {
      throw TournamentError(place, Phrase(bookEntryWords))
    }
    let fields = try decode(entrySchema, map, place: place, separator: ": ")
    var entry = Entry(line: line)
    entry.game = fields.string("game")
    if let seed = fields["seed"] {
      entry.seed = try TournamentSpec.seedValue(seed, "\(place): seed")
    }
    if let items = fields["questions"]?.arrayValue {
      guard items.count <= maxQuestions else {
        throw TournamentError(
          "\(place): questions",
          Phrase(
            trLater("must list from 1 to {count} question ids"), ["count": .number(maxQuestions)]))
      }
      var ids: [String] = []
      for item in items.compactMap(\.stringValue) {
        guard !ids.contains(item) else {
          throw TournamentError(
            "\(place): questions",
            Phrase(
              trLater("'{id}' is not a question id, or is listed twice"),
              ["id": .text(Untrusted.line(item))]))
        }
        ids.append(item)
      }
      entry.questions = ids
    }
    guard entry.seed != nil || entry.questions != nil else {
      throw TournamentError(place, Phrase(bookEntryWords))
    }
    return entry
  }

  static let bookEntryWords = trLater(
    "an entry is {\"game\": ID, \"seed\": N, \"questions\": [ID, ...]} with a seed, questions "
      + "or both")

  /// Checks `map` against `schema`; a problem placed after `place` ("b.jsonl:3: seed: ...").
  private static func decode(
    _ schema: FieldSchema, _ map: ValueMap, place: String, separator: String
  ) throws(TournamentError) -> DecodedFields {
    switch schema.decode(map) {
    case .success(let fields): return fields
    case .failure(let problem):
      let at = problem.path.steps.isEmpty ? place : place + separator + problem.path.description
      throw TournamentError(at, problem.problem)
    }
  }

  /// Reads the description's "book": a file name, or {"file": F | "seeds": [N, ...], "order":
  /// "sequential" | "random", "seed": N, "same_for_pairing": true}. A file's entries are read
  /// later (`SpecFile`), through the bounded reader.
  static func parse(_ value: Value, place: String) throws(TournamentError) -> QuestionBook {
    var book = QuestionBook(
      file: nil, entries: [], order: .sequential, seed: 1, samePerPairing: true)
    if let name = value.stringValue, !name.isEmpty {
      book.file = name
      return book
    }
    guard let map = value.mapValue else {
      throw TournamentError(place, Phrase(bookWords))
    }
    let fields = try decode(schema, map, place: place, separator: ".")
    switch (fields.string("file"), fields["seeds"]?.arrayValue) {
    case (let file?, nil):
      book.file = file
    case (nil, let list?):
      guard list.count <= maxEntries else {
        throw TournamentError(
          "\(place).seeds",
          Phrase(trLater("a book holds at most {count} entries"), ["count": .number(maxEntries)]))
      }
      for (index, item) in list.enumerated() {
        let seed = try TournamentSpec.seedValue(item, "\(place).seeds[\(index + 1)]")
        book.entries.append(Entry(line: index + 1, seed: seed))
      }
    default:
      throw TournamentError(place, Phrase(bookWords))
    }
    if let order = fields.string("order").flatMap(Order.init(rawValue:)) { book.order = order }
    if let seed = fields["seed"] {
      book.seed = try TournamentSpec.seedValue(seed, "\(place).seed")
    }
    if let same = fields.bool("same_for_pairing") { book.samePerPairing = same }
    return book
  }

  static let bookWords = trLater(
    "a book is a file name, or {\"file\": F or \"seeds\": [N, ...], \"order\": \"sequential\" "
      + "or \"random\", \"seed\": N, \"same_for_pairing\": true or false}")

  /// The entries (their positions in `entries`) a game's sessions play.
  public func entries(for game: String) -> [Int] {
    entries.indices.filter { entries[$0].game == nil || entries[$0].game == game }
  }

  /// The entry session `session` of game `game` plays for `player`: the same for every player
  /// unless `samePerPairing` is false, when each player is one entry further on.
  public func entry(game: Int, named name: String, session: Int, player: Int) -> Int? {
    let list = entries(for: name)
    guard !list.isEmpty else { return nil }
    let step = samePerPairing ? session : session + player
    switch order {
    case .sequential:
      return list[step % list.count]
    case .random:
      // Each pass over the book in its own order, from the book's seed and the game.
      var pass = list
      var random = SeededRandom(seed: seed).derived(UInt64(game)).derived(
        UInt64(step / list.count))
      random.shuffle(&pass)
      return pass[step % list.count]
    }
  }

  /// What identifies the book: its options and a digest of its entries (not where it is).
  public var canonical: Value {
    let lines: [Value] = entries.map { entry in
      var map: ValueMap = [:]
      if let game = entry.game { map["game"] = .string(game) }
      if let seed = entry.seed { map["seed"] = .string(String(seed)) }
      if let questions = entry.questions {
        map["questions"] = .array(questions.map { .string($0) })
      }
      return .map(map)
    }
    return .map([
      "entries": .int(Int64(entries.count)),
      "digest": .string(FNV1a.hex(((try? ValueJSON.encode(.array(lines))) ?? "").utf8)),
      "order": .string(order.rawValue), "seed": .string(String(seed)),
      "same_for_pairing": .bool(samePerPairing),
    ])
  }

  /// Checks the book against the games: an entry for a game not in the tournament, or a game
  /// without any entry, is refused with the book's place.
  public func check(games: [String]) throws(TournamentError) {
    let name = file ?? "book"
    for entry in entries {
      if let game = entry.game, !games.contains(game) {
        throw TournamentError(
          "\(name):\(entry.line)",
          Phrase(
            trLater("'{id}' is not a game of the tournament"), ["id": .text(Untrusted.line(game))]))
      }
    }
    for game in games where entries(for: game).isEmpty {
      throw TournamentError(
        name, Phrase(trLater("no entry for the game '{id}'"), ["id": .text(Untrusted.line(game))]))
    }
  }
}
