/// Why an archive or folder was refused; names the entry when one is at fault.
public struct UnpackError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The archive or folder as the user named it.
  public var source: String
  /// The entry's path inside it, when one entry is at fault.
  public var entry: String?
  /// What is wrong.
  public var message: String

  /// An error about `source`, or about its `entry`.
  public init(source: String, entry: String? = nil, message: String) {
    self.source = source
    self.entry = entry
    self.message = message
  }

  /// "FILE: entry 'a/b': message", or "FILE: message".
  public var description: String {
    guard let entry else { return "\(source): \(message)" }
    return "\(source): entry '\(entry)': \(message)"
  }
}
