import Confined
import Localization

/// A file that cannot be read as its format (bad UTF-8, JSON or property list, or a value
/// no game can hold): the file, the place and what is wrong. The layer that reads the file
/// says it in its own error (`ContentError`, `ImportError`).
public struct FormatError: Error, Sendable, Hashable {
  /// What sort of problem.
  public enum Kind: Sendable, Hashable {
    /// The text is not UTF-8.
    case invalidUTF8
    /// The text is not JSON.
    case badJSON
    /// The bytes are not a property list.
    case badPlist
    /// A value of a kind no game can hold (a plist's `<date>`).
    case wrongType
    /// A value out of what a game can hold (a plist integer past `Int64`).
    case badValue
  }

  /// What sort of problem.
  public var kind: Kind
  /// The file, as messages name it.
  public var file: String
  /// The line and column (from 1), when known.
  public var line: Int? = nil
  public var column: Int? = nil
  /// The place in the value (`items[2].when`), when the problem is a value's.
  public var field: String? = nil
  /// What is wrong, as words of ours translated at the edge.
  public var phrase: Phrase

  /// Throws `invalidUTF8` at the line and column of the first malformed sequence.
  static func checkUTF8(_ bytes: some Collection<UInt8>, display: String) throws(FormatError) {
    do { try UTF8Text.check(bytes) } catch {
      throw FormatError(
        kind: .invalidUTF8, file: display, line: error.line, column: error.column,
        phrase: error.sentence)
    }
  }
}
