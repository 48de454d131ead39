import CBuildInfo
import Foundation
import Localization
import LuaHost
import QuizCore

/// The `trivium` command: finds the subcommand and runs it.
public enum Trivium {
  static let version = "0.1.0"
  /// The git commit this binary was built from ("unknown" outside a git checkout).
  static let commit = String(cString: trv_build_commit())

  /// Every subcommand, in the order `--help` lists them.
  static let commands: [any Command.Type] = [
    PlayCommand.self, ListCommand.self, ValidateCommand.self, RunCommand.self, ReplayCommand.self,
    TournamentCommand.self, MergeCommand.self, StatsCommand.self, ReviewCommand.self,
    BrowseCommand.self,
    ProfileCommand.self, NewCommand.self, ModCommand.self, ImportCommand.self, ExportCommand.self,
    CompletionCommand.self, ManCommand.self, VersionCommand.self,
  ]

  /// `trivium --help`.
  static var help: String {
    HelpText.interface.overview(commands.map { $0.declaration }, global: GlobalOptions.all)
  }

  /// Runs `trivium` with `arguments` (without the program name) in `environment` and returns
  /// what it printed.
  public static func run(
    _ arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> CommandOutput {
    // The global options (the language) are taken out once, before any command parses.
    let option: String?
    let words: [String]
    do {
      let split = try GlobalOptions.split(arguments)
      option = split.values[InterfaceLanguage.option]
      words = split.rest
    } catch {
      var output = CommandOutput()
      output.stderr = "trivium: \(error.message)\n"
      output.status = 2
      return output
    }
    let (catalog, note) = InterfaceLanguage.catalog(
      option: option, profile: nil, home: InterfaceLanguage.home(in: words),
      environment: environment)
    var output = Localizer.$current.withValue(catalog) {
      InterfaceLanguage.$given.withValue(option) {
        dispatch(words, services: Services(environment: environment))
      }
    }
    if let note { output.stderr = note + "\n" + output.stderr }
    return output
  }

  /// Runs the command `arguments` name, in the interface language already chosen.
  private static func dispatch(_ arguments: [String], services: Services) -> CommandOutput {
    var output = CommandOutput()
    guard let first = arguments.first else {
      output.stderr = help
      output.status = 2
      return output
    }
    if first == "--help" || first == "-h" || first == "help" {
      if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
        output.stdout = command.help
      } else {
        output.stdout = help
      }
      return output
    }
    if first == "--version" {
      output.stdout = "trivium \(version)\n"
      return output
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      output.stderr =
        "trivium: "
        + tr("unknown command '{name}'. Run `trivium --help` for the list.", ["name": first]) + "\n"
      output.status = 2
      return output
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      output.stdout = command.help
      return output
    }
    command.run(rest, services: services, output: &output)
    // The last guard of the trust model: whatever a plugin, game or mod put into the output,
    // no control code reaches the terminal (places that print one line escape newlines too).
    output.stdout = Untrusted.text(output.stdout)
    output.stderr = Untrusted.text(output.stderr)
    return output
  }

  /// Runs `trivium` and writes its output; returns the exit status.
  public static func main(_ arguments: [String]) -> Int32 {
    let output = run(arguments)
    FileHandle.standardOutput.write(Data(output.stdout.utf8))
    FileHandle.standardError.write(Data(output.stderr.utf8))
    return output.status
  }
}

/// `trivium version`.
enum VersionCommand: Command {
  static let name = "version"
  static let declaration = CommandDeclaration(
    name: name, summary: trLater("Print the version of Trivium and of its plugin API."),
    description: [
      .paragraph(
        trLater(
          "Prints the version of Trivium, the git commit it was built from, the plugin API "
            + "version it offers, and the Lua it embeds.")
      )
    ])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    guard arguments.isEmpty else {
      output.stderr = "trivium version: " + tr("takes no arguments") + "\n"
      output.status = 2
      return
    }
    output.stdout =
      "trivium \(Trivium.version)\ncommit \(Trivium.commit)\nplugin API \(LuaPluginInfo.apiVersion)\n"
      + "\(LuaPluginInfo.luaVersion)\n"
  }
}
