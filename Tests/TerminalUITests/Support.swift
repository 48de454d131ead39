import Foundation
import LuaHost
import Pictures
import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// The repository: three folders up from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built-in question types, loaded from `plugins/types/`.
func builtInTypes() throws -> QuestionTypes {
  var types = QuestionTypes()
  for id in [
    "letters", "single", "multiple", "truefalse", "fill", "short", "numeric", "order", "match",
    "description", "essay", "cloze",
  ] {
    let path = "plugins/types/\(id).lua"
    let file = repositoryRoot.appendingPathComponent(path)
    let source = try String(contentsOf: file, encoding: .utf8)
    let modules = FolderModules(
      plugin: file, moduleFolder: file.deletingLastPathComponent(), displayPath: path)
    types.register(
      try LuaQuestionType(
        plugin: LuaPlugin(id: id, source: source, chunkName: path, modules: modules)))
  }
  return types
}

/// A game of the questions of a built-in game's JSON file.
func builtInGame(_ id: String, language interface: String? = nil) throws -> Game {
  let url = repositoryRoot.appendingPathComponent("games/\(id)/questions.json")
  let questions = try ValueJSON.decode(String(contentsOf: url, encoding: .utf8))
  // A questions file is an array of questions or a map holding one under "questions".
  var list = questions.arrayValue ?? questions["questions"].arrayValue ?? []
  // In `interface` when the game offers it, else its default language, as play chooses
  // (docs/games.md, "Languages").
  let manifest = repositoryRoot.appendingPathComponent("games/\(id)/game.json")
  let languages =
    (try ValueJSON.decode(String(contentsOf: manifest, encoding: .utf8)))["languages"]
    .arrayValue?.compactMap(\.stringValue) ?? []
  let language = ContentLanguage.chosen(interface, offered: languages)
  if let language { list = list.map { language.resolve($0, languages: Set(languages)) } }
  var game = Game(
    id: id, title: id, questions: list,
    folder: repositoryRoot.appendingPathComponent("games/\(id)").path)
  game.languages = languages
  game.language = language
  return game
}

/// A theme read from `themes/`.
func shippedTheme(_ name: String) throws -> Theme {
  let path = repositoryRoot.appendingPathComponent("themes/\(name).json").path
  return try Theme.parse(json: String(contentsOfFile: path, encoding: .utf8), file: path)
}

/// Pictures read from a game folder.
func pictureCache(game: String) -> PictureCache {
  let folder = repositoryRoot.appendingPathComponent("games/\(game)").path
  return PictureCache { (name: String) throws(PictureError) -> RGBAImage in
    try PNGDecoder.load(path: folder + "/" + name)
  }
}

/// A render context at time `now` with the fallback theme and no colour, so golden text
/// frames show layout only.
func plainContext(now: Double = 0, pictures: PictureCache = .empty()) -> RenderContext {
  RenderContext(theme: .fallback, depth: .none, now: now, pictures: pictures)
}

/// Compares `lines` with the golden file `Golden/<name>.txt`; with TRIVIUM_RECORD_GOLDEN=1
/// set, writes the file instead (then review it by eye and commit it).
func expectGolden(
  _ lines: [String], _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = repositoryRoot.appendingPathComponent("Tests/TerminalUITests/Golden/\(name).txt")
  let text =
    lines.map { line in
      // Trailing spaces are invisible in a golden file; mark the right edge instead.
      line + "|"
    }.joined(separator: "\n") + "\n"
  if ProcessInfo.processInfo.environment["TRIVIUM_RECORD_GOLDEN"] == "1" {
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  let expected =
    (try? String(contentsOf: url, encoding: .utf8)) ?? "(missing golden file \(name).txt)"
  #expect(text == expected, "frame differs from Golden/\(name).txt", sourceLocation: sourceLocation)
}

/// A host with games in memory, recording what the app asks it to store.
class MemoryHost: GameHost {
  var games: [String: Game]
  var environment: SessionEnvironment
  var saves: [String: Session] = [:]
  var finishedResults: [SessionResult] = []
  var seed: UInt64 = 7
  /// What `save` answers; only `.saved` keeps the session.
  var saveStatus: SaveStatus = .saved
  /// Games another terminal plays, and the claims `open` was called with.
  var inUse: Set<String> = []
  var claims: [GameClaim] = []
  /// The id each game's mock exam is saved under (none: the game has no mock exam).
  var mockExams: [String: String] = [:]

  func mockExamID(of cardID: String) throws -> String? { mockExams[cardID] }
  /// The pictures every opened game is given.
  var pictures: PictureCache = .empty()

  init(games: [Game], environment: SessionEnvironment) {
    self.games = Dictionary(uniqueKeysWithValues: games.map { ($0.id, $0) })
    self.environment = environment
  }

  /// Cards shown instead of the games' own, and what `toggleMod` does to them.
  var shownCards: [GameCard]?
  var onToggle: ((MemoryHost, String) -> Void)?

  /// What a test adds to each card of the games (an attribution, languages).
  var decorate: ((inout GameCard) -> Void)?

  func cards() -> [GameCard] {
    if let shownCards { return shownCards }
    return games.keys.sorted().map { id in
      var card = GameCard(
        id: id, title: games[id]!.title, summary: "", icon: nil,
        questionCount: games[id]!.questions.count, origin: nil,
        state: .playable(resumable: saves[id] != nil))
      decorate?(&card)
      return card
    }
  }

  func savedSummary(gameID: String) -> String? {
    saves[gameID].map { "question \($0.position + 1), score \($0.score)" }
  }

  func open(gameID: String, resume: Bool, claim: GameClaim) throws -> OpenedGame {
    claims.append(claim)
    if inUse.contains(gameID), claim == .exclusive { throw GameInUse(gameID: gameID) }
    if resume, let saved = saves[gameID] {
      let replayed = Session.replay(
        game: saved.game, seed: saved.seed, actions: saved.actions, environment: environment)
      return OpenedGame(
        session: replayed, environment: environment, pictures: pictures, isReview: review)
    }
    saves[gameID] = nil
    return OpenedGame(
      session: Session(game: games[gameID]!, seed: seed), environment: environment,
      pictures: pictures, isReview: review)
  }

  /// Whether every game opens as a review session, whose last answer `undoLastAnswer` takes
  /// back as the real host does: the session replayed without it.
  var review = false

  /// What `reviewOutlook` says of a session (the real host asks the scheduler).
  var outlook: ((Session) -> String?)?

  func reviewOutlook(_ session: Session) -> String? { outlook?(session) }

  func undoLastAnswer(_ session: Session) throws -> OpenedGame? {
    guard review, let undone = session.withoutLastAnswer(environment: environment) else {
      return nil
    }
    return OpenedGame(
      session: undone, environment: environment, pictures: pictures, isReview: true)
  }

  func retry(_ session: Session, positions: [Int]) throws -> OpenedGame {
    var game = session.game
    game.questions = positions.map { session.question(at: $0) }
    return OpenedGame(
      session: Session(game: game, seed: session.seed), environment: environment,
      pictures: .empty())
  }

  func save(_ session: Session) -> SaveStatus {
    if saveStatus == .saved { saves[session.game.id] = session }
    return saveStatus
  }

  func close(_ session: Session) {}

  func finished(_ session: Session, result: SessionResult) {
    finishedResults.append(result)
    saves[session.game.id] = nil
  }

  func toggleMod(gameID: String) throws -> String {
    onToggle?(self, gameID)
    return onToggle == nil ? "no mods here" : "toggled"
  }

  func reload(keeping session: Session?) throws -> OpenedGame? { nil }
}

extension InputEvent {
  /// A key without modifiers.
  static func key(_ key: Key) -> InputEvent { .key(key, []) }
  /// A typed character.
  static func char(_ char: Character) -> InputEvent { .key(.character(char), []) }
  /// A command key with Alt, which is a command even while tiles or a field take characters.
  static func command(_ char: Character) -> InputEvent { .key(.character(char), .alt) }
  /// A left click at (x, y).
  static func click(_ point: Point) -> InputEvent {
    .mouse(MouseEvent(kind: .press, button: .left, position: point, modifiers: []))
  }
}

/// A review session of two questions ("Pick A"; A is right) opened on a `MemoryHost` in
/// review (`review`) or as a game, drawn once at `size`: what the rating and undo screens'
/// tests start from. `prepare` adjusts the host and the environment first.
func reviewApp(
  review: Bool, size: Size,
  prepare: (MemoryHost, inout SessionEnvironment) -> Void = { _, _ in }
) throws -> (TerminalApp, MemoryHost) {
  let question: (String) -> Value = { id in
    ["id": .string(id), "type": "single", "text": "Pick A", "options": ["a", "b"], "answer": "A"]
  }
  let game = Game(id: "review/due", title: "Review", questions: [question("q1"), question("q2")])
  var environment = SessionEnvironment(types: try builtInTypes())
  let host = MemoryHost(games: [game], environment: environment)
  host.review = review
  prepare(host, &environment)
  host.environment = environment
  let app = TerminalApp(
    host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0,
    gameID: game.id)
  _ = app.render(size: size, now: 0.1)
  return (app, host)
}
