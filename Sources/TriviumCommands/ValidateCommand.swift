import Foundation
import LuaHost

/// `trivium validate PATH...`: loads each plugin in the sandbox and reports every problem.
enum ValidateCommand: Command {
  static let name = "validate"
  static let summary = "Check plugins and report every problem with its file and line."
  static let help = """
    Usage: trivium validate <path>...

    Loads each Lua plugin (a .lua file, or a folder with a main.lua) in the sandbox, exactly as
    the engine would, and reports every problem with its file and line. The exit status is 0
    when everything is valid, 1 when any problem was found, and 2 for bad usage.

    Examples:
      trivium validate plugins/letters
      trivium validate plugins/*

    """

  static func run(_ arguments: [String], output: inout CommandOutput) {
    guard !arguments.isEmpty else {
      output.stderr = "trivium validate: name at least one path. Run `trivium validate --help`.\n"
      output.status = 2
      return
    }
    var problems = 0
    for path in arguments {
      switch PluginLoader.load(path: path) {
      case .success(let plugin):
        let functions = plugin.functionNames.sorted().joined(separator: ", ")
        output.stdout += "ok    \(path): plugin '\(plugin.id)' (functions: \(functions))\n"
      case .failure(let problem):
        problems += 1
        output.stdout += "error \(problem)\n"
      }
    }
    output.stdout +=
      problems == 0 ? "all valid\n" : "\(problems) problem\(problems == 1 ? "" : "s") found\n"
    output.status = problems == 0 ? 0 : 1
  }
}
