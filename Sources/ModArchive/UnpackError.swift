import Localization

/// Why an archive or folder was refused; names the entry when one is at fault.
public struct UnpackError: Error, Sendable, Hashable, CustomStringConvertible, Translatable {
  /// The archive or folder as the user named it.
  public var source: String
  /// The entry's path inside it, when one entry is at fault.
  public var entry: String?
  /// What is wrong, as words of ours and values.
  public var words: Phrase
  /// What is wrong, in English.
  public var message: String { words.description }

  /// An error about `source`, or about its `entry`.
  public init(source: String, entry: String? = nil, words: Phrase) {
    self.source = source
    self.entry = entry
    self.words = words
  }

  /// "FILE: entry 'a/b': message", or "FILE: message".
  public var description: String { sentence.description }

  /// The whole message as words and values; the entry's name is the archive's, made one line.
  public var sentence: Phrase {
    guard let entry else {
      return Phrase(
        trLater("{path}: {problem}"), ["path": .text(source), "problem": .phrase(words)])
    }
    return Phrase(
      trLater("{path}: entry '{entry}': {problem}"),
      ["path": .text(source), "entry": .text(entry), "problem": .phrase(words)])
  }
}
