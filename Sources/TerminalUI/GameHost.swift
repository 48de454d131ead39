import QuizCore

/// A game ready to play: its session (new or resumed), its plugins, its pictures.
public struct OpenedGame {
  /// The session to play.
  public var session: Session
  /// The question types and rules.
  public var environment: SessionEnvironment
  /// The game's pictures.
  public var pictures: PictureCache

  /// A game with every part given.
  public init(session: Session, environment: SessionEnvironment, pictures: PictureCache) {
    self.session = session
    self.environment = environment
    self.pictures = pictures
  }
}

/// What the terminal front asks of the rest of Trivium: games, plugins, saved progress. The
/// composition root implements it; tests give a small one.
public protocol GameHost: AnyObject {
  /// The launcher's cards, in order.
  func cards() -> [GameCard]
  /// A summary of the saved session of a game ("question 3/10, score 200"), if there is one.
  func savedSummary(gameID: String) -> String?
  /// Opens a game: the saved session when `resume`, else a new one (dropping any save).
  func open(gameID: String, resume: Bool) throws -> OpenedGame
  /// A new session of only the questions at `positions` of a finished one.
  func retry(_ session: Session, positions: [Int]) throws -> OpenedGame
  /// Stores a session to resume it (S3.6).
  func save(_ session: Session)
  /// Records a finished session and drops its save.
  func finished(_ session: Session, result: SessionResult)
  /// Enables or disables the mod a card comes from; returns what to tell the player.
  func toggleMod(gameID: String) throws -> String
  /// Reads plugins and game data again; `session`, if given, is replayed on them and returned
  /// ready to go on where it was.
  func reload(keeping session: Session?) throws -> OpenedGame?
}

/// Errors reach the player as their description.
extension GameHost {
  func describe(_ error: any Error) -> String { "\(error)" }
}
