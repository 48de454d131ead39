import QuizCore
import Review

/// A player.
public struct Profile: Hashable, Sendable {
  /// The store's id for the profile.
  public var id: Int64
  /// The name shown and chosen at start; unique in a store.
  public var name: String
  /// When the profile was created (Unix seconds, from the caller's clock).
  public var createdAt: Int64
  /// The player's preferences, as plain data.
  public var settings: ValueMap

  /// A profile with every field given.
  public init(id: Int64, name: String, createdAt: Int64, settings: ValueMap = [:]) {
    self.id = id
    self.name = name
    self.createdAt = createdAt
    self.settings = settings
  }
}

/// A session in progress, saved so that the player resumes exactly where they left.
///
/// The session itself is (game, seed, actions): replaying the actions rebuilds it. The other
/// fields are a summary to show in a list of saved games without replaying anything.
public struct SavedSession: Hashable, Sendable {
  /// The player; one saved session per profile and game.
  public var profileID: Int64
  /// The game's id.
  public var gameID: String
  /// The session's seed.
  public var seed: UInt64
  /// Every action taken so far, in order.
  public var actions: [Value]
  /// The question the player is on (for display).
  public var questionIndex: Int
  /// The score so far (for display).
  public var score: Int
  /// When it was saved (Unix seconds, from the caller's clock).
  public var updatedAt: Int64
  /// What each action did, by the same index as `actions`: empty when none was recorded (a
  /// save made before results were), nil for an action whose result was not recorded.
  public var results: [ActionResult?]
  /// The identity of each plugin the session ran, by `kind/id`; empty when not recorded.
  public var plugins: ValueMap
  /// The questions of a session made of other games' questions (a review session), in order,
  /// fixed when it started; nil for a game's own save.
  public var questions: [QuestionKey]?
  /// The session's content language, for a game that declares languages (nil otherwise).
  public var language: String?
  /// When each action was taken (Unix seconds, from the date clock), by the same index as
  /// `actions`: empty when none was recorded, nil for an action saved before times were kept.
  /// Each answer's review is dated by the action that made its final check.
  public var times: [Int64?] = []

  /// A saved session with every field given.
  public init(
    profileID: Int64, gameID: String, seed: UInt64, actions: [Value], questionIndex: Int,
    score: Int, updatedAt: Int64, results: [ActionResult?] = [], plugins: ValueMap = [:],
    questions: [QuestionKey]? = nil
  ) {
    self.profileID = profileID
    self.gameID = gameID
    self.seed = seed
    self.actions = actions
    self.questionIndex = questionIndex
    self.score = score
    self.updatedAt = updatedAt
    self.results = results
    self.plugins = plugins
    self.questions = questions
  }
}

/// A saved session without its actions: a line in the list of games to resume.
public struct SavedSessionSummary: Hashable, Sendable {
  /// The player.
  public var profileID: Int64
  /// The game's id.
  public var gameID: String
  /// The question the player is on.
  public var questionIndex: Int
  /// The score so far.
  public var score: Int
  /// When it was saved.
  public var updatedAt: Int64

  /// A summary with every field given.
  public init(profileID: Int64, gameID: String, questionIndex: Int, score: Int, updatedAt: Int64) {
    self.profileID = profileID
    self.gameID = gameID
    self.questionIndex = questionIndex
    self.score = score
    self.updatedAt = updatedAt
  }
}

/// How a question ended, as a finished session records it (the raw values are QuizCore's
/// `QuestionOutcome` names, so either converts to the other by `rawValue`).
public enum Outcome: String, Hashable, Sendable, CaseIterable {
  /// Answered right.
  case right
  /// Answered partly right.
  case partial
  /// Answered wrong.
  case wrong
  /// Shown but never answered, or never reached.
  case unanswered
  /// Its question type failed and it was skipped.
  case failed
  /// Its type grades nothing (an information card, an essay): counted in no statistics.
  case ungraded
}

/// One question's line in a finished session.
public struct QuestionVerdict: Hashable, Sendable {
  /// The question's `id`.
  public var questionID: String
  /// How it ended.
  public var outcome: Outcome
  /// How many hints it took.
  public var hints: Int

  /// A verdict with every field given.
  public init(questionID: String, outcome: Outcome, hints: Int = 0) {
    self.questionID = questionID
    self.outcome = outcome
    self.hints = hints
  }
}

/// A session that ended, kept in the player's history.
public struct FinishedSession: Hashable, Sendable {
  /// The player.
  public var profileID: Int64
  /// The game's id.
  public var gameID: String
  /// The session's seed.
  public var seed: UInt64
  /// The final score.
  public var score: Int
  /// Each question's outcome, in play order.
  public var verdicts: [QuestionVerdict]
  /// When it ended (Unix seconds, from the caller's clock).
  public var finishedAt: Int64
  /// Why it was set aside unfinished (the plugins it ran changed, and a resume could not
  /// replay all of it); nil for a session played to its end.
  public var setAside: String?
  /// The rules it was played under when not its game's own (a mock exam's, `mock-exam`); nil
  /// for a session under its game's rules.
  public var rules: String?

  /// A finished session with every field given.
  public init(
    profileID: Int64, gameID: String, seed: UInt64, score: Int, verdicts: [QuestionVerdict],
    finishedAt: Int64, setAside: String? = nil, rules: String? = nil
  ) {
    self.profileID = profileID
    self.gameID = gameID
    self.seed = seed
    self.score = score
    self.verdicts = verdicts
    self.finishedAt = finishedAt
    self.setAside = setAside
    self.rules = rules
  }
}

/// How one player has done on one question, over every finished session.
public struct QuestionStatistics: Hashable, Sendable {
  /// The game's id.
  public var gameID: String
  /// The question's `id`.
  public var questionID: String
  /// Times it was answered, or failed to load (not counting sessions that never reached it).
  public var asked: Int
  /// Times answered right.
  public var right: Int
  /// Times answered partly right.
  public var partial: Int
  /// Times answered wrong.
  public var wrong: Int
  /// Hints taken on it, in total.
  public var hints: Int
  /// When it was last asked, if ever.
  public var lastAskedAt: Int64?
}

/// One session's result in a tournament, as one shard recorded it.
public struct TournamentResult: Hashable, Sendable {
  /// The tournament's id.
  public var tournamentID: String
  /// The shard that ran the session (0 when the tournament ran unsharded).
  public var shard: Int
  /// The session's key, unique within the tournament.
  public var sessionKey: String
  /// Whatever the tournament keeps of the session: players, scores, ratings, log.
  public var record: Value

  /// A result with every field given.
  public init(tournamentID: String, shard: Int, sessionKey: String, record: Value) {
    self.tournamentID = tournamentID
    self.shard = shard
    self.sessionKey = sessionKey
    self.record = record
  }
}
