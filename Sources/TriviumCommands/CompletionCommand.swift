import Localization
import TriviumEngine

/// `trivium completion bash|zsh|fish`: the completion script of a shell, made from the
/// commands' declarations; and the two questions the scripts ask while completing.
enum CompletionCommand: Command {
  static let name = "completion"
  static let shells = ["bash", "zsh", "fish"]
  static let declaration = CommandDeclaration(
    name: name, summary: trLater("Print the shell completion script for bash, zsh or fish."),
    forms: [
      UsageForm([.value("shell", .choice(shells))], optional: []),
      UsageForm([.word("ids"), .value("kind", .choice(["game", "bot"]))]),
      UsageForm([.word("kind"), .value("command"), .value("word", repeated: true)], optional: []),
    ],
    options: EngineOptions.declared,
    description: [
      .list(
        trLater(
          "Prints a script that completes the commands of trivium, their options, and what "
            + "each option or word takes (files, folders, game ids, bot ids, formats):"),
        [
          (
            "bash",
            trLater(
              "source it, or install it as trivium in the completions folder of bash-completion")
          ),
          ("zsh", trLater("install it as _trivium in a folder of $fpath")),
          ("fish", trLater("install it as trivium.fish in ~/.config/fish/completions")),
        ]),
      .paragraph(
        trLater(
          "The scripts run `trivium completion ids game` (or bot) for the ids Trivium finds, and "
            + "`trivium completion kind` with the words typed to learn what the next word takes.")),
    ],
    examples: [
      "trivium completion bash",
      "trivium completion ids game",
    ])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    // The words a script passes are a command line of their own, never options of this one.
    if arguments.first == "kind" {
      output.stdout = kind(Array(arguments.dropFirst())) + "\n"
      return
    }
    do {
      let parsed = try declaration.parse(arguments)
      let words = parsed.positional
      let commands = Trivium.commands.map { $0.declaration }
      switch words.first {
      case "bash" where words.count == 1: output.stdout = CompletionScripts.bash(commands)
      case "zsh" where words.count == 1: output.stdout = CompletionScripts.zsh(commands)
      case "fish" where words.count == 1: output.stdout = CompletionScripts.fish(commands)
      case "ids" where words.count == 2 && ["game", "bot"].contains(words[1]):
        let engine = try services.engine(parsed)
        let ids =
          words[1] == "game"
          ? ((try? engine.library.gameIDs()) ?? [])
          : engine.catalog.entries(of: .bot).map(\.id)
        output.stdout = ids.map { $0 + "\n" }.joined()
      default:
        throw UsageError(tr("say bash, zsh or fish"))
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  /// What the last of `words` (a command's name, the words after it, then the word being
  /// typed) takes, as the scripts read it.
  static func kind(_ words: [String]) -> String {
    guard words.count >= 2,
      let command = Trivium.commands.first(where: { $0.name == words[0] })
    else { return "" }
    return ShellWords(command: command.declaration).kind(
      after: Array(words.dropFirst().dropLast()), current: words.last ?? "")
  }
}
