/// What a subcommand prints and returns; commands never write to the terminal themselves, so
/// tests can compare whole runs with golden text.
public struct CommandOutput: Sendable {
  /// What goes to standard output.
  public var stdout: String = ""
  /// What goes to standard error.
  public var stderr: String = ""
  /// The exit status: 0 for success, 1 for a problem found, 2 for bad usage.
  public var status: Int32 = 0

  /// An empty output with status 0.
  public init() {}
}

/// One subcommand of `trivium`, declared plainly: its name, a summary, its help and its run.
protocol Command: Sendable {
  /// The word after `trivium`.
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The whole `--help` text.
  static var help: String { get }
  /// Runs with the arguments after the command's name.
  static func run(_ arguments: [String], output: inout CommandOutput)
}

/// A usage error: the message is printed with a pointer to `--help`, and the status is 2.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
