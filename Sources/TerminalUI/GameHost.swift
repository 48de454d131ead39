import Localization
import QuizCore
import Review

/// A game ready to play: its session (new or resumed), its plugins, its pictures.
public struct OpenedGame {
  /// The session to play.
  public var session: Session
  /// The question types and rules.
  public var environment: SessionEnvironment
  /// The game's pictures.
  public var pictures: PictureCache
  /// What the player must read before playing on, shown in a popup: what a resume did when
  /// the plugins changed since the save.
  public var notice: (title: String, text: String)?
  /// Whether it is a review session: its last answer can be taken back (`GameHost.undo`).
  public var isReview: Bool

  /// A game with every part given.
  public init(
    session: Session, environment: SessionEnvironment, pictures: PictureCache,
    notice: (title: String, text: String)? = nil, isReview: Bool = false
  ) {
    self.session = session
    self.environment = environment
    self.pictures = pictures
    self.notice = notice
    self.isReview = isReview
  }
}

/// What became of a save, so the screen never says "saved" before it is.
public enum SaveStatus: Equatable, Sendable {
  /// Everything the session did is stored.
  case saved
  /// This session is not saved at all; the reason, for the player ("--no-save").
  case notSaving(String)
  /// This save failed (the game goes on; a later save retries); what went wrong.
  case failed(String)
}

/// How a game is opened when another terminal may be playing it.
public enum GameClaim: Sendable {
  /// Only if no other terminal plays it; else `open` throws `GameInUse`.
  case exclusive
  /// Even if another terminal plays it: that terminal is told and stops saving.
  case takeOver
  /// Play it here without saving anything, leaving the other terminal's save alone.
  case withoutSaving
}

/// `open` was refused: another terminal plays this game under the same profile.
public struct GameInUse: Error, CustomStringConvertible {
  /// The card id.
  public var gameID: String
  /// A game in use in another terminal.
  public init(gameID: String) { self.gameID = gameID }
  /// For the player.
  public var description: String { "\(gameID) is open in another terminal" }
}

/// What the terminal front asks of the rest of Trivium: games, plugins, saved progress. The
/// composition root implements it; tests give a small one.
public protocol GameHost: AnyObject {
  /// The launcher's cards, in order.
  func cards() -> [GameCard]
  /// A summary of the saved session of a game ("question 3/10, score 200"), if there is one.
  func savedSummary(gameID: String) -> String?
  /// Opens a game: the saved session when `resume`, else a new one (dropping any save).
  /// Throws `GameInUse` when another terminal plays it and `claim` is `.exclusive`.
  func open(gameID: String, resume: Bool, claim: GameClaim) throws -> OpenedGame
  /// A new session of only the questions at `positions` of a finished one.
  func retry(_ session: Session, positions: [Int]) throws -> OpenedGame
  /// Stores what is new in a session to resume it (S3.6); says whether it is stored.
  func save(_ session: Session) -> SaveStatus
  /// The player left the session (it stays saved): what `open` holds for it is let go.
  func close(_ session: Session)
  /// Records a finished session and drops its save.
  func finished(_ session: Session, result: SessionResult)
  /// Enables or disables the mod a card comes from; returns what to tell the player.
  func toggleMod(gameID: String) throws -> String
  /// Reads plugins and game data again; `session`, if given, is replayed on them and returned
  /// ready to go on where it was.
  func reload(keeping session: Session?) throws -> OpenedGame?
  /// A review session without its last answer, ready to go on from there (its save is
  /// written whole again by the next save); nil when there is no answer to take back.
  func undoLastAnswer(_ session: Session) throws -> OpenedGame?
  /// After a check in a review session: what the answer is rated and when its question comes
  /// back ("Good · in 3 days"); nil in a game or before a check.
  func reviewOutlook(_ session: Session) -> String?
  /// The id `open` plays a mock exam of card `cardID` under, with a save of its own (the
  /// card's own id when its rules are a mock exam's already); nil when it offers none.
  func mockExamID(of cardID: String) throws -> String?
}

extension GameHost {
  /// A host without review sessions has nothing to undo.
  public func undoLastAnswer(_ session: Session) throws -> OpenedGame? { nil }
  /// A host without review sessions rates nothing.
  public func reviewOutlook(_ session: Session) -> String? { nil }
  /// A host that says nothing of rules offers no mock exam.
  public func mockExamID(of cardID: String) throws -> String? { nil }
}

/// The profiles a player can choose from in the launcher.
public struct ProfileChoice: Equatable, Sendable {
  /// Every profile's name (untrusted text), in the store's order.
  public var names: [String]
  /// The name of the profile playing now.
  public var current: String
  /// The interface language the profile chose ("en", "zh-Hans"), nil for the environment's.
  public var language: String?
  /// The review settings of the profile playing, as shown (in the interface language) and
  /// as the player edits them (`new-per-day=20 …`); nil when the host keeps none.
  public var review: (shown: String, editText: String)?

  /// A choice with every part given.
  public init(
    names: [String], current: String, language: String? = nil,
    review: (shown: String, editText: String)? = nil
  ) {
    self.names = names
    self.current = current
    self.language = language
    self.review = review
  }

  public static func == (lhs: ProfileChoice, rhs: ProfileChoice) -> Bool {
    lhs.names == rhs.names && lhs.current == rhs.current && lhs.language == rhs.language
      && lhs.review?.shown == rhs.review?.shown && lhs.review?.editText == rhs.review?.editText
  }
}

/// What the launcher's Stats screen and profile choice ask of the host; a host without saved
/// progress has neither.
public protocol ProgressHost: AnyObject {
  /// The statistics of the profile playing (of one game, by card id, or of every game); nil
  /// when no progress is kept.
  func stats(gameID: String?) -> StatsReport?
  /// The profiles to choose from; nil when no progress is kept.
  func profiles() -> ProfileChoice?
  /// Plays as the profile named `name` from now on, creating it if it is new; what to tell
  /// the player.
  func chooseProfile(named name: String) throws -> String
  /// Saves the interface language of the profile playing (nil: the environment's); returns
  /// the catalogue to speak from now on, nil when this host keeps no such setting.
  func chooseLanguage(_ language: String?) throws -> Catalog?
  /// Saves the review settings of the profile playing from an edited line (see
  /// `ProfileChoice.review`); nil when saved, else why they were refused.
  func chooseReviewSettings(_ text: String) -> String?
  /// The catalogue of the profile playing (its language, else the environment's), spoken
  /// from now on; nil when the language is not the profile's to choose (`--lang`, no
  /// progress kept).
  func profileCatalog() -> Catalog?
}

extension ProgressHost {
  /// A host that keeps no settings offers no choice.
  public func chooseLanguage(_ language: String?) throws -> Catalog? { nil }
  /// A host that keeps no settings has no profile language.
  public func profileCatalog() -> Catalog? { nil }
  /// A host that keeps no settings keeps no review settings.
  public func chooseReviewSettings(_ text: String) -> String? {
    tr("The review settings cannot be saved: progress is not kept.")
  }
}
