import QuizCore

/// A game loaded from its folder: the game itself, its manifest, and what looked odd.
public struct LoadedGame: Sendable, Hashable {
  /// The game, ready for a session.
  public var game: Game
  /// Its manifest as read.
  public var manifest: GameManifest
  /// Problems that did not stop it loading (missing pictures, unknown manifest fields).
  public var warnings: [ContentWarning]
  /// The questions left out of `game` as invalid, each problem at its file, line and question
  /// (filled in by the engine, which knows the types: see `Engine.game`).
  public var leftOut: [FileProblem] = []
  /// The localized maps lacking a language the game declares, and a plain title or
  /// description in a game of several languages (`trivium validate` reports them).
  public var languageProblems: [FileProblem] = []
  /// The whole pool of questions, when `draw` took fewer of them for the session.
  public var pool: [Value]?
  /// The file and line each question was read from (those of `pool` when there is one).
  public var places = QuestionPlaces()
  /// How many questions the pool holds, when `draw` took fewer for the session.
  public var poolCount: Int? { pool?.count }

  /// A loaded game from its parts (a game read by an importer, say).
  public init(game: Game, manifest: GameManifest, warnings: [ContentWarning] = []) {
    self.game = game
    self.manifest = manifest
    self.warnings = warnings
  }
}

/// A game as a list shows it, its questions counted but not loaded (`GameLoader.summary`).
public struct GameSummary: Sendable, Hashable {
  /// Its manifest as read.
  public var manifest: GameManifest
  /// How many questions it holds (the whole pool of a game that draws its sessions from it).
  public var questionCount: Int
}
