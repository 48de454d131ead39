import Localization
import QuizCore

/// `trivium man [<command>]`: the manual page of Trivium or of one command, in roff.
enum ManCommand: Command {
  static let name = "man"
  static let declaration = CommandDeclaration(
    name: name, summary: trLater("Print the manual page of trivium or of a command, in roff."),
    forms: [UsageForm([.value("command", .choice(commandNames), optional: true)])],
    description: [
      .paragraph(
        trLater(
          "Prints trivium(1), or trivium-<command>(1), made from the same declarations as "
            + "--help. Read one with man -l, or save them in a man1 folder of $MANPATH."))
    ],
    examples: ["trivium man tournament"])

  /// The commands that have a page of their own (a list, read once the commands are known).
  private static var commandNames: [String] { Trivium.commands.map { $0.name } }

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do throws(UsageError) {
      let parsed = try declaration.parse(arguments)
      let page = ManPage(text: .interface)
      switch parsed.positional.count {
      case 0:
        output.stdout = page.overview(
          Trivium.commands.map { $0.declaration }, global: GlobalOptions.all,
          version: Trivium.version)
      case 1:
        guard let command = Trivium.commands.first(where: { $0.name == parsed.positional[0] })
        else {
          throw UsageError(
            tr("no command {name}", ["name": "'" + Untrusted.line(parsed.positional[0]) + "'"]))
        }
        output.stdout = page.command(
          command.declaration, global: GlobalOptions.all, version: Trivium.version)
      default:
        throw UsageError(tr("name at most one command"))
      }
    } catch {
      output.usage(command: name, error)
    }
  }
}
