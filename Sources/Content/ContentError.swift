import ContentFormats
import Localization
import QuizCore

/// A problem that stops a game, a question file or the plugin catalogue from loading.
///
/// Every error names the file it is about (as the user would type its path, `games/x/game.json`)
/// and, where it can be known, the line and column, the question and the field.
public struct ContentError: Error, Sendable, Hashable, CustomStringConvertible, Translatable {
  /// What went wrong, in a few words a caller can switch on.
  public enum Kind: String, Sendable, Hashable {
    /// The file or folder is not there, or cannot be read.
    case unreadable
    /// The file is not valid UTF-8 text.
    case invalidUTF8
    /// The file is not JSON.
    case badJSON
    /// The file is not a property list.
    case badPlist
    /// A required field is absent.
    case missingField
    /// A field holds the wrong kind of value.
    case wrongType
    /// A field has the right kind of value but a value that cannot be used.
    case badValue
    /// A question names a question type nobody knows.
    case unknownType
    /// Two questions (or two plugins) share an id.
    case duplicateID
    /// The game has no question.
    case emptyGame
    /// A Lua generator failed to load or to run.
    case plugin
  }

  /// The kind of problem.
  public var kind: Kind
  /// The file at fault, as shown to the user.
  public var file: String
  /// The line in `file`, counted from 1, when known.
  public var line: Int?
  /// The column in `line`, counted from 1 in characters, when known.
  public var column: Int?
  /// The id of the question at fault, when it has one.
  public var questionID: String?
  /// The position of the question at fault in its file, counted from 1.
  public var questionNumber: Int?
  /// The field at fault (`type`, `options`...).
  public var field: String?
  /// What is wrong, without the place (the description adds it), as words of ours
  /// translated at the edge, or text kept as it is.
  public var phrase: Phrase
  /// What is wrong, in English.
  public var message: String { phrase.description }
  /// Further problems found in the same file: the checks go on past the first problem, so
  /// that one run reports them all.
  public var more: [ContentError] = []
  /// The questions of the file that passed the checks, with their numbers (from 1), so that a
  /// validator can go on checking them with their types.
  public var accepted: [Value] = []
  /// The numbers of the `accepted` questions in the file, counted from 1.
  public var acceptedNumbers: [Int] = []

  /// An error with every part given.
  public init(
    _ kind: Kind, file: String, line: Int? = nil, column: Int? = nil, questionID: String? = nil,
    questionNumber: Int? = nil, field: String? = nil, message: String
  ) {
    self.init(
      kind, file: file, line: line, column: column, questionID: questionID,
      questionNumber: questionNumber, field: field, words: .verbatim(message))
  }

  /// An error whose message is words of ours, translated at the edge.
  public init(
    _ kind: Kind, file: String, line: Int? = nil, column: Int? = nil, questionID: String? = nil,
    questionNumber: Int? = nil, field: String? = nil, words: Phrase
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.questionID = questionID
    self.questionNumber = questionNumber
    self.field = field
    self.phrase = words
  }

  /// "file:line:column: question 'q2': message", the one line a user sees (with a count of
  /// the further problems, which `all` lists), as words and values.
  public var sentence: Phrase {
    counted(
      Place.phrase(
        file: file, line: line, column: column, questionID: questionID,
        questionNumber: questionNumber, message: phrase))
  }

  /// The same as a problem of `file` at `line`: the question it is about and the count of
  /// further problems are in its words (what `validate --format json` gives).
  public var fileProblem: FileProblem {
    FileProblem(
      file: file, line: line, column: column,
      words: counted(
        Place.said(questionID: questionID, questionNumber: questionNumber, message: phrase)))
  }

  /// `problem` with the count of the further problems in this file.
  private func counted(_ problem: Phrase) -> Phrase {
    switch more.count {
    case 0: return problem
    case 1:
      return Phrase(
        trLater("{problem} (and 1 more problem in this file)"), ["problem": .phrase(problem)])
    default:
      return Phrase(
        trLater("{problem} (and {n} more problems in this file)"),
        ["problem": .phrase(problem), "n": .number(more.count)])
    }
  }

  /// The one line a user sees, in English.
  public var description: String { sentence.description }

  /// This problem and every further one, each on its own.
  public var all: [ContentError] {
    var first = self
    first.more = []
    first.accepted = []
    first.acceptedNumbers = []
    return [first] + more
  }
}

extension ContentError {
  /// This error with the line of its field in the JSON text `bytes`, when it has a field and
  /// no line yet.
  func placed(in bytes: [UInt8]) -> ContentError {
    guard line == nil, let field, let found = JSONLines.keyLine(bytes, key: field) else {
      return self
    }
    var placed = self
    placed.line = found
    return placed
  }
}

/// Something odd that does not stop a game from loading: it is shown, and play goes on.
public struct ContentWarning: Sendable, Hashable, CustomStringConvertible, Translatable {
  /// What the warning is about.
  public enum Kind: String, Sendable, Hashable {
    /// A picture file is not in the game folder: the fronts show a placeholder.
    case missingPicture
    /// A manifest field the loader does not know (a typo, or a newer format).
    case unknownField
    /// A folder under `plugins/` that holds no `main.lua`.
    case notAPlugin
    /// A file under `plugins/` that is a link leading out of its folder, or no regular file:
    /// never read, never loaded.
    case refusedFile
    /// A game id outside today's safe set, kept because a game may already have it.
    case oldID
  }

  /// The kind of warning.
  public var kind: Kind
  /// The file it is about.
  public var file: String
  /// The question it is about, when it has an id.
  public var questionID: String?
  /// The field it is about.
  public var field: String?
  /// What is odd, as words of ours or text kept as it is.
  public var phrase: Phrase
  /// What is odd, in English.
  public var message: String { phrase.description }

  /// A warning with every part given.
  public init(
    _ kind: Kind, file: String, questionID: String? = nil, field: String? = nil,
    message: String
  ) {
    self.init(kind, file: file, questionID: questionID, field: field, words: .verbatim(message))
  }

  /// A warning whose message is words of ours, translated at the edge.
  public init(
    _ kind: Kind, file: String, questionID: String? = nil, field: String? = nil, words: Phrase
  ) {
    self.kind = kind
    self.file = file
    self.questionID = questionID
    self.field = field
    self.phrase = words
  }

  /// "file: question 'q2': message", as words and values.
  public var sentence: Phrase {
    Place.phrase(
      file: file, line: nil, column: nil, questionID: questionID, questionNumber: nil,
      message: phrase)
  }

  /// "file: question 'q2': message".
  public var description: String { sentence.description }

  /// The same as a problem of `file`, the question it is about in its words.
  public var fileProblem: FileProblem {
    FileProblem(
      file: file, words: Place.said(questionID: questionID, questionNumber: nil, message: phrase))
  }

}

/// How errors and warnings say where they are.
enum Place {
  static func phrase(
    file: String, line: Int?, column: Int?, questionID: String?, questionNumber: Int?,
    message: Phrase
  ) -> Phrase {
    FileProblem(
      file: file, line: line, column: column,
      words: said(questionID: questionID, questionNumber: questionNumber, message: message)
    ).sentence
  }

  /// `message` about the question of id `questionID`, else of number `questionNumber`.
  static func said(questionID: String?, questionNumber: Int?, message: Phrase) -> Phrase {
    if let questionID {
      return Phrase(
        trLater("question '{id}': {message}"),
        ["id": .text(questionID), "message": .phrase(message)])
    }
    if let questionNumber {
      return Phrase(
        trLater("question #{number}: {message}"),
        ["number": .number(questionNumber), "message": .phrase(message)])
    }
    return message
  }
}
