import Localization
import QuizCore
import Review

/// Everything a store holds of one profile, to move it to another machine: its settings,
/// history, question counters, review events and state, and saved sessions, as rows.
///
/// `trivium profile export` writes one as a versioned JSON file (`json()`); `decode` reads one
/// back from an untrusted file, checking every field and bound, and `Store.importProfile`
/// writes it in one transaction.
public struct ProfileArchive: Hashable, Sendable {
  /// The profile's name in the store it came from.
  public var name: String
  var createdAt: Int64
  var settings: ValueMap
  var history: [HistoryRow] = []
  var questionStats: [QuestionStatistics] = []
  var reviewEvents: [ReviewEventRow] = []
  var reviewState: [ReviewCard] = []
  /// The question browser's marks of the questions in `reviewState` that have any.
  var reviewMarks: [QuestionKey: ReviewMark] = [:]
  var savedSessions: [SavedSessionRow] = []

  /// How many rows of each kind it holds, for a summary line.
  public var counts: [(words: Phrase, count: Int)] {
    [
      (Phrase(trLater("{n} finished sessions"), ["n": .number(history.count)]), history.count),
      (
        Phrase(trLater("{n} question counters"), ["n": .number(questionStats.count)]),
        questionStats.count
      ),
      (
        Phrase(trLater("{n} review events"), ["n": .number(reviewEvents.count)]),
        reviewEvents.count
      ),
      (Phrase(trLater("{n} review states"), ["n": .number(reviewState.count)]), reviewState.count),
      (
        Phrase(trLater("{n} saved sessions"), ["n": .number(savedSessions.count)]),
        savedSessions.count
      ),
    ]
  }

  /// One row of `history`: a finished session, or one set aside with its actions.
  struct HistoryRow: Hashable, Sendable {
    var gameID: String
    var seed: Int64
    var score: Int64
    var verdicts: [QuestionVerdict]
    var finishedAt: Int64
    var setAside: String?
    var actions: [Value]?
    /// The rules of a mock exam (not its game's own); nil for a session under its game's.
    var rules: String? = nil
  }

  /// One row of `review_events`, with the rating it earned when it was recorded.
  struct ReviewEventRow: Hashable, Sendable {
    var event: ReviewEvent
    var rating: Rating
    /// When its question was reset to new after it; nil for an event of its current run.
    var resetAt: Int64? = nil
  }

  /// A question suspended, or buried until an instant, in the question browser.
  struct ReviewMark: Hashable, Sendable {
    var suspended: Bool
    var buriedUntil: Int64?
  }

  /// A saved session with its actions and what each did, as stored.
  struct SavedSessionRow: Hashable, Sendable {
    var gameID: String
    var seed: Int64
    var questionIndex: Int64
    var score: Int64
    var updatedAt: Int64
    var plugins: ValueMap
    var actions: [Value]
    /// By the same index as `actions`; nil where no result was recorded.
    var results: [Value?]
    /// A review session's fixed list of (game, question) pairs; nil for a game's own save.
    var questions: [QuestionKey]? = nil
    /// The session's content language; nil for a game that declares no languages.
    var language: String? = nil
    /// When each action was taken, by the same index as `actions`; nil where not recorded.
    var times: [Int64?] = []
  }
}

/// The bounds an imported profile file must keep: it comes from anyone.
public struct ProfileArchiveLimits: Sendable {
  /// The largest file read.
  public var fileBytes = 64 << 20
  /// The deepest nesting of arrays and maps (a saved action is a value of its own).
  public var depth = 64
  /// The most entries in any one list (history, events, the actions of a save...).
  public var entries = 1_000_000
  /// The longest name, game id or question id, in bytes.
  public var idBytes = 1_024
  /// The longest other text (an answer's summary, why a session was set aside), in bytes.
  public var textBytes = 65_536

  /// The limits `trivium profile import` applies.
  public static let `default` = ProfileArchiveLimits()
}

/// Why a profile file was refused: the place in it (`history[4].score`) and the problem.
public struct ProfileArchiveError: Error, Hashable, CustomStringConvertible, Translatable {
  /// Where, as a schema names a field (`history[4].score`, items from 1); `$` for the whole
  /// document, empty when `words` say where (the line and column of bad JSON).
  public var place: String
  /// What is wrong there, as words of ours around the values.
  public var words: Phrase

  /// A problem at `place`.
  public init(place: String, _ words: Phrase) {
    self.place = place
    self.words = words
  }

  /// What is wrong, in English.
  public var problem: String { words.description }

  /// "history[4].score: must be an integer from … to …, not \"10\"".
  public var description: String { sentence.description }

  /// The place and the problem.
  public var sentence: Phrase {
    guard !place.isEmpty else { return words }
    return Phrase(
      trLater("{place}: {problem}"), ["place": .text(place), "problem": .phrase(words)])
  }
}
