import Localization
import LuaHost
import QuizCore

/// A problem with one file, said as "file:line: message".
public struct FileProblem: Error, Sendable, CustomStringConvertible, Hashable, Translatable {
  /// The file as messages name it.
  public var file: String
  /// The line, when known.
  public var line: Int?
  /// The column in `line`, counted from 1 in characters, when known.
  public var column: Int?
  /// What is wrong, as words of ours translated at the edge, or text kept as it is.
  public var words: Phrase
  /// What is wrong, in English.
  public var message: String { words.description }

  /// A problem of `file` at `line`, in words translated at the edge.
  public init(file: String, line: Int? = nil, column: Int? = nil, words: Phrase) {
    self.file = file
    self.line = line
    self.column = column
    self.words = words
  }

  /// "file:line: message", in English (what logs and tests read).
  public var description: String { sentence.description }

  /// "file:line: message", as words and values.
  public var sentence: Phrase {
    var place = file
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    return Phrase(
      trLater("{place}: {message}"), ["place": .text(place), "message": .phrase(words)])
  }
}

extension FileProblem {
  /// A plugin's error as a problem of its file (the main file when the error has no place).
  public init(_ error: PluginError, displayPath: String) {
    self.init(file: error.file ?? displayPath, line: error.line, words: error.framed)
  }
}

extension FileProblem {
  /// "question 'q2': message", or "question 3: message" for a question without an id
  /// (`number` counts from 1), as words and values.
  public static func aboutQuestion(_ question: Value, number: Int, _ message: Phrase.Value)
    -> Phrase
  {
    if let id = question["id"].stringValue {
      return Phrase(
        trLater("question '{id}': {message}"),
        ["id": .text(Untrusted.line(id)), "message": message])
    }
    return Phrase(
      trLater("question {number}: {message}"),
      ["number": .number(number), "message": message])
  }
}
