import Confined
import Content
import Foundation
import Localization
import Pictures
import QuizCore
import Review
import Store
import TerminalUI
import TriviumEngine

/// The terminal front's view of Trivium: games from the engine, progress in the store.
///
/// Each accepted action is appended to the store as it happens. Saving never stops the game: a
/// failed save is reported (on screen by the controller, and once per problem in `problems`)
/// and play goes on, since the player's answers stay in memory until the next save succeeds.
///
/// While a game is open its profile's game is locked (`Store.lockSession`); a second terminal
/// gets `GameInUse` and chooses to take over or to play without saving. Taking over makes the
/// new terminal the save's owner: the first one's next save fails with `.savedElsewhere`, and
/// from then on it saves nothing.
///
/// This file holds its state, the ids it maps and the locks it takes; each other concern is an
/// extension in `PlayHost+*.swift` named for it (cards, mods, open, save, reload, pictures,
/// review, retry, browse, items, weights).
final class PlayHost: GameHost, ProgressHost {
  private(set) var engine: Engine
  let store: Store?
  /// The player whose progress is kept; the launcher may switch to another.
  var profile: Profile?
  /// Where today's date comes from, for spaced review (never the session's virtual clock).
  let dateClock: any DateClock
  /// The review sessions open, by session game id (a retry of one included).
  var reviewSessions: [String: ReviewSession] = [:]
  /// The questions of each open retry of a game (*Retry N missed*), by game id: saved with
  /// it, so that a resume plays the same questions again (issue 32).
  var retries: [String: [QuestionKey]] = [:]
  /// The games the question browser read, each loaded once while it is open.
  var browseGames: ProgressGames?
  private let makeEngine: () throws -> Engine
  /// Problems to show the player (save failures, reload errors).
  var problems: [String] = []
  /// Where each game's folder is, for its pictures.
  var folders: [String: String] = [:]
  /// The folder and file name of each icon a card shows, by the path the card names it with.
  var iconFiles: [String: (folder: String, name: String)] = [:]
  /// Games named by path on the command line, listed before the library's.
  let extraPaths: [String]
  /// The session game id of each card id (a path card's game has its own id).
  var gameIDs: [String: String] = [:]
  /// When each action of the open games was taken, for dating their reviews.
  var actionTimes = ActionTimes()
  /// How many actions of each open game are stored; none yet: the first save writes it whole.
  var savedCounts: [String: Int] = [:]
  /// Why an open game is not saved (played without saving, or taken over by another terminal).
  var notSaving: [String: String] = [:]
  /// The lock of each open game this terminal saves.
  private var locks: [String: SessionLock] = [:]
  /// This terminal's mark on the saves it owns.
  let owner = UUID().uuidString
  /// The games whose questions are generated per seed: their ids name different questions in
  /// each session, so they get no review events.
  var generatedGames: Set<String> = []
  /// The games whose questions lack distinct ids: a retry lists its questions by place.
  var sharedIDGames: Set<String> = []
  /// Whether some progress or result could not be stored (the exit status says it).
  private(set) var saveFailed = false

  /// The interface language the front shows (set by the terminal front): a new session of a
  /// game that offers it is played in it, else in the game's default. A resumed session keeps
  /// the language it was saved with.
  var interfaceLanguage: String?
  /// The environment a profile's language falls back on (play's, from `Services`; none in a
  /// test that does not set it).
  var environment: [String: String] = [:]

  init(
    makeEngine: @escaping () throws -> Engine, store: Store?, profile: Profile?,
    extraPaths: [String] = [], dateClock: any DateClock
  ) throws {
    self.dateClock = dateClock
    self.makeEngine = makeEngine
    self.extraPaths = extraPaths
    engine = try makeEngine()
    self.store = store
    self.profile = profile
  }

  /// The card (what `engine.game` opens) that plays the game with this session id (a mock
  /// exam's: the card of its game).
  func cardID(ofGame gameID: String) -> String {
    let id = MockExam.gameID(ofSession: gameID) ?? gameID
    return gameIDs.first { $0.value == id }?.key ?? id
  }

  /// The session id of the game card `id` opens: a mock exam's (`MockExam.sessionID` of a
  /// card) is the mock exam of the card's game.
  func sessionID(ofCard id: String) -> String {
    if let card = MockExam.gameID(ofSession: id) {
      return MockExam.sessionID(of: gameIDs[card] ?? card)
    }
    return gameIDs[id] ?? id
  }

  /// Takes the lock of the game with session id `id` as `claim` says, or throws `GameInUse`.
  func take(_ id: String, gameID: String, claim: GameClaim) throws {
    forget(id)
    guard let store, let profile else { return }
    switch claim {
    case .withoutSaving:
      notSaving[id] = tr("played without saving: another terminal has it")
    case .exclusive, .takeOver:
      let lock: SessionLock?
      do {
        lock = try store.lockSession(profileID: profile.id, gameID: id)
      } catch {
        // Play on unlocked (a full or read-only disk): the owner token still keeps saves apart.
        problems.append(translated(error))
        return
      }
      if let lock {
        locks[id] = lock
      } else if claim == .exclusive {
        throw GameInUse(gameID: gameID)
      }
    }
  }

  /// Drops what this terminal holds for an open game.
  func forget(_ id: String) {
    locks[id] = nil
    savedCounts[id] = nil
    notSaving[id] = nil
    actionTimes.forget(id)
    retries[id] = nil
  }

  /// Notes a problem for the player, once.
  func report(_ problem: String) {
    saveFailed = true
    if !problems.contains(problem) { problems.append(problem) }
  }

  /// Reads the engine again from scratch: plugins, mods and games as they are now.
  func restartEngine() throws { engine = try makeEngine() }

  /// Reads the engine again after the mods' state changed on disk.
  func reloadEngine() throws { engine = try engine.reloaded() }
}
