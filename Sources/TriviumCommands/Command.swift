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

/// One subcommand of `trivium`: its declaration (options, usage, prose) and its run.
protocol Command: Sendable {
  /// The word after `trivium`.
  static var name: String { get }
  /// Its options, usage forms and prose, declared once: they parse its arguments and make
  /// its help, man page and completions.
  static var declaration: CommandDeclaration { get }
  /// Runs with the arguments after the command's name, on the services `Trivium.run` built.
  static func run(_ arguments: [String], services: Services, output: inout CommandOutput)
}

extension Command {
  /// The whole `--help` text, in the interface language.
  static var help: String { HelpText.interface.command(declaration, global: GlobalOptions.all) }
}

/// A usage error: the message is printed with a pointer to `--help`, and the status is 2.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
