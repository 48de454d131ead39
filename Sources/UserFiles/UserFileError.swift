import Localization

/// A file the user named that could not be read or written, and why, in words.
public struct UserFileError: Error, CustomStringConvertible, Equatable, Translatable {
  /// What kind of trouble, for callers that treat some of it differently.
  public enum Kind: Sendable, Equatable {
    /// Something stands at a path that had to be new.
    case exists
    /// A folder above the file does not exist.
    case missingFolder
    /// The path is of a kind that is never written (a folder, a socket, a block device).
    case refused
    /// The system refused or failed an operation.
    case system
    /// Nothing stands at a path that was to be read.
    case missing
    /// The file is larger than the reader takes.
    case tooLarge
    /// Another process is writing the same output now.
    case busy
  }

  /// The path as the user gave it.
  public var path: String
  /// What is wrong, as a predicate of the path ("is a folder: ...", "cannot be written: ..."),
  /// translated at the edge.
  public var phrase: Phrase
  /// What kind of trouble.
  public var kind: Kind
  /// What the file is to the command ("the log"), said before the path; nil when the caller
  /// says it.
  public var role: Phrase?

  /// An error about `path`.
  public init(_ path: String, _ problem: Phrase, kind: Kind = .system, role: Phrase? = nil) {
    self.path = path
    self.phrase = problem
    self.kind = kind
    self.role = role
  }

  /// What is wrong, in English.
  public var problem: String { phrase.description }

  /// The whole message: "results is a folder: name a file ...", after the role when there is
  /// one.
  public var sentence: Phrase {
    let path = Phrase.Value.text(self.path.isEmpty ? "''" : self.path)
    guard let role else {
      return Phrase(trLater("{path} {problem}"), ["path": path, "problem": .phrase(phrase)])
    }
    return Phrase(
      trLater("{role} {path} {problem}"),
      ["role": .phrase(role), "path": path, "problem": .phrase(phrase)])
  }

  /// The message in English.
  public var description: String { sentence.description }

  /// This error said of the file as `role` ("the log results is a folder ...").
  func said(as role: Phrase) -> UserFileError {
    var error = self
    error.role = role
    return error
  }
}
