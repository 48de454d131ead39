import Content
import QuizCore

/// `trivium list`: the games, question types, rules and bots Trivium finds.
enum ListCommand: Command {
  static let name = "list"
  static let summary = "List the games, question types, rules and bots."
  static let help = """
    Usage: trivium list [--home DIR]

    Lists the built-in games (with their question count and rules), the question types, the
    scoring rules and the bots, as Trivium finds them: under --home, else $TRIVIUM_HOME, else
    beside the trivium executable.

    Options:
      --home DIR   The folder that holds games/ and plugins/.

    """

  static func run(_ arguments: [String], output: inout CommandOutput) {
    do {
      let arguments = try Arguments(arguments, options: ["--home"])
      guard arguments.positional.isEmpty else { throw UsageError("takes no arguments") }
      let engine = try Engine(home: arguments.value("--home"))
      let types = engine.questionTypes()
      var text = "Games (\(engine.roots.games.path)):\n"
      let ids = (try? engine.library.gameIDs()) ?? []
      let width = (ids.map(\.count).max() ?? 0) + 2
      for id in ids {
        let name = id.padding(toLength: width, withPad: " ", startingAt: 0)
        switch Result(catching: { () throws(EngineError) in try engine.game(id) }) {
        case .success(let loaded):
          let count = loaded.game.questions.count
          let generated = loaded.manifest.questionFormat == .lua ? " per session, generated" : ""
          text +=
            "  \(name)\(loaded.game.title): \(count) questions\(generated), rules '\(loaded.game.rules)'\n"
        case .failure(let error):
          text += "  \(name)cannot load: \(error)\n"
        }
      }
      text += "\nQuestion types: \(types.ids.joined(separator: ", "))\n"
      let rules = engine.catalog.entries(of: .rules).map(\.id)
      text += "Rules: \(rules.joined(separator: ", "))\n"
      let bots = engine.catalog.entries(of: .bot).map { entry in
        (try? engine.bot(entry.id).isOracle) == true ? "\(entry.id) (oracle)" : entry.id
      }
      text += "Bots: \(bots.joined(separator: ", "))\n"
      for problem in engine.pluginProblems { text += "problem: \(problem)\n" }
      output.stdout = text
      output.status = engine.pluginProblems.isEmpty ? 0 : 1
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, "\(error)")
    }
  }
}

extension CommandOutput {
  /// Reports a usage error: status 2 and a pointer to the command's help.
  mutating func usage(command: String, _ error: UsageError) {
    stderr += "trivium \(command): \(error.message). Run `trivium \(command) --help`.\n"
    status = 2
  }

  /// Reports a failure: status 1 and the message.
  mutating func fail(command: String, _ message: String) {
    stderr += "trivium \(command): \(message)\n"
    status = 1
  }
}
