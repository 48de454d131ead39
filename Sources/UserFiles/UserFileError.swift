/// A file the user named that could not be read or written, and why, in words.
public struct UserFileError: Error, CustomStringConvertible, Equatable {
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
  }

  /// The path as the user gave it.
  public var path: String
  /// What is wrong, as a predicate of the path ("is a folder: ...", "cannot be written: ...").
  public var problem: String
  /// What kind of trouble.
  public var kind: Kind

  /// An error about `path`.
  public init(_ path: String, _ problem: String, kind: Kind = .system) {
    self.path = path
    self.problem = problem
    self.kind = kind
  }

  /// "results is a folder: name a file ...".
  public var description: String { (path.isEmpty ? "''" : path) + " " + problem }
}
