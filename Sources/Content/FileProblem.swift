import LuaHost

/// A problem with one file, said as "file:line: message".
public struct FileProblem: Error, Sendable, CustomStringConvertible, Hashable {
  /// The file as messages name it.
  public var file: String
  /// The line, when known.
  public var line: Int?
  /// What is wrong.
  public var message: String

  /// A problem of `file` at `line`.
  public init(file: String, line: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// "file:line: message".
  public var description: String {
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }
}

extension FileProblem {
  /// A plugin's error as a problem of its file (the main file when the error has no place).
  public init(_ error: PluginError, displayPath: String) {
    self.init(
      file: error.file ?? displayPath, line: error.line,
      message: error.framed.description)
  }
}
