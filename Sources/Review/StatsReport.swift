import Localization

/// A profile's statistics: what `trivium stats` prints and the terminal's Stats screen lays
/// out. The figures are gathered once, by the command layer; every form reads them from here.
public struct StatsReport: Sendable, Equatable {
  /// One game's figures.
  public struct GameLine: Sendable, Equatable {
    /// The game's id.
    public var id: String
    /// Its title (the id when the game no longer loads).
    public var title: String
    /// Sessions, scores, accuracy and its trend: the game played under its own rules.
    public var progress: GameProgress
    /// Its mock exams (sessions under the `mock-exam` rules, whose scores are not the
    /// game's own), apart; nil when it has none.
    public var mockExams: GameProgress?
    /// Accuracy by question type, by type id.
    public var types: [TypeAccuracy]
    /// The questions most often missed.
    public var hardest: [Hardest]

    /// A line with every field given.
    public init(
      id: String, title: String, progress: GameProgress, types: [TypeAccuracy],
      hardest: [Hardest]
    ) {
      self.id = id
      self.title = title
      self.progress = progress
      self.types = types
      self.hardest = hardest
    }
  }

  /// The accuracy of one question type.
  public struct TypeAccuracy: Sendable, Equatable {
    /// The type's id.
    public var type: String
    /// Right over asked, a partly right answer counting half.
    public var accuracy: Double
    /// The type's name in the interface language, for people (its id when none is known);
    /// what scripts read (`--format json`, csv) keeps the id.
    public var label: String?

    /// An accuracy with every field given.
    public init(type: String, accuracy: Double, label: String? = nil) {
      self.type = type
      self.accuracy = accuracy
      self.label = label
    }

    /// How people read the type: its label, else its id.
    public var shownName: String { label ?? type }
  }

  /// A question often answered wrong.
  public struct Hardest: Sendable, Equatable {
    /// The question's id.
    public var id: String
    /// Its text, when its game still loads.
    public var text: String?
    /// How often it was asked, and missed (wrong or partly right).
    public var asked: Int
    public var wrong: Int

    /// A question with every field given.
    public init(id: String, text: String?, asked: Int, wrong: Int) {
      self.id = id
      self.text = text
      self.asked = asked
      self.wrong = wrong
    }
  }

  /// The profile's name (untrusted text: print it through `Untrusted`).
  public var profile: String
  /// Review days in a row with a finished game.
  public var streak: Int
  /// The games played, by id.
  public var games: [GameLine]
  /// The one game the report is of, when it is of one.
  public var gameID: String?
  /// Whether the day of the report had reviews but no finished game: the streak, which counts
  /// finished games only, then says reviews do not count toward it.
  public var onlyReviewedToday = false
  /// The answers, accuracy and time spent of the last days, and the reviews due in the next
  /// (of the one game, when the report is of one); nil when not gathered.
  public var days: DailyFigures?

  /// A report with every field given.
  public init(profile: String, streak: Int, games: [GameLine]) {
    self.profile = profile
    self.streak = streak
    self.games = games
  }

  /// "2 mock exams, best 80, mean 70, accuracy 75 %": a game's mock exams on one line, as
  /// the table of `trivium stats` and the Stats screen show them, `separator` between the
  /// figures.
  public static func mockExamLine(_ exams: GameProgress, separator: String) -> String {
    [
      trn("{n} mock exam", "{n} mock exams", count: exams.sessions),
      tr("best {score}", ["score": exams.best]),
      tr("mean {score}", ["score": Int(exams.mean.rounded())]),
      tr("accuracy {percent}", ["percent": percent(exams.accuracy)]),
    ].joined(separator: separator)
  }

  /// A share as a whole percentage ("83 %"), or "—" when there is none.
  public static func percent(_ value: Double?) -> String {
    value.map { "\(Int(($0 * 100).rounded())) %" } ?? "—"
  }
}

/// A question anywhere: its game and its id, the key spaced review keeps its state under.
public struct QuestionKey: Hashable, Sendable {
  /// The game's id.
  public var gameID: String
  /// The question's `id` field.
  public var questionID: String

  /// A key with both parts given.
  public init(gameID: String, questionID: String) {
    self.gameID = gameID
    self.questionID = questionID
  }
}
