import Content
import Foundation
import Localization
import QuizCore
import TriviumEngine
import UserFiles

/// `trivium validate [PATH...]`: loads plugins, games and mods and reports every problem.
enum ValidateCommand: Command {
  static let name = "validate"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater("Check mods, plugins and games; report every problem with its file and line."),
    forms: [UsageForm([.value("path", .file, optional: true, repeated: true)])],
    options: [
      .flag("--all", trLater("Check the built-in content and every mod too, as without a path.")),
      .flag("--quiet", trLater("Print only errors and warnings, and the final line.")),
      PluginLogFile.declaration,
      .flag(
        "--force",
        trLater(
          "Replace the file of --plugin-log when it exists (never a file this command checks or "
            + "loads).")),
    ] + EngineOptions.declared,
    description: [
      .list(
        trLater(
          "Checks each path exactly as the engine would load it, and reports every problem with "
            + "its file and line:"),
        [
          (
            trLater("a mod"),
            trLater(
              "a folder holding mod.json: its manifest, then its plugins and games (as it would "
                + "load with the mods installed in the mods folder, enabled)")
          ),
          (
            trLater("a game"),
            trLater(
              "a folder holding game.json (each question checked by its type's validate and "
                + "played once from its type's solve, and each picture decoded)")
          ),
          (trLater("a plugin"), trLater("a .lua file, or a folder holding main.lua")),
          (trLater("a data file"), trLater("a .json or .plist file of questions")),
        ]),
      .paragraph(
        trLater(
          "Any other path (a device, a FIFO, an empty folder) is a problem that says what it is. "
            + "Only what the paths hold is reported. Without a path, or with --all, checks every "
            + "built-in plugin and game, every mod's manifest, and the plugins and games of the "
            + "mods that load; a skipped mod is a problem.")),
    ],
    notes: [
      .paragraph(
        trLater(
          "Exit status: 0 when all is valid, 1 when a problem was found, and 2 for bad usage. "
            + "Warnings (a missing picture) do not change the status."))
    ],
    examples: [
      "trivium validate",
      "trivium validate mods/odd-one-out",
      "trivium validate --quiet plugins/types/letters.lua games/question-bank",
    ])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    let parsed: Arguments
    let engine: Engine
    var outputs = OutputLock()
    defer { outputs.release() }
    var pluginLog: PluginLogFile?
    let printedBefore = PluginLogFile.printed
    defer {
      if let note = PluginLogFile.note(since: printedBefore, log: pluginLog) {
        output.stderr += note
      }
      if let problem = pluginLog?.close() { output.fail(command: name, problem) }
    }
    do {
      parsed = try declaration.parse(arguments)
      var plan = OutputPlan(parsed)
      PluginLogFile.plan(parsed, into: &plan)
      plan.engineFolders(EngineOptions(parsed))
      for path in parsed.positional { plan.input(path, role: Phrase(trLater("a path to check"))) }
      outputs = try plan.claim()
      // Before the engine: plugins may print while they load.
      pluginLog = try PluginLogFile.open(parsed)
      engine = try services.engine(parsed)
    } catch let error as UsageError {
      return output.usage(command: name, error)
    } catch {
      return output.fail(command: name, error)
    }
    var validation = Validation()
    if parsed.positional.isEmpty || parsed.flag("--all") { validation.everything(engine) }
    for path in parsed.positional { validation.path(path, engine: engine) }
    output.stdout = render(validation, quiet: parsed.flag("--quiet"))
    let problems = validation.problems
    output.stdout +=
      (problems == 0
        ? tr("all valid") : trn("{n} problem found", "{n} problems found", count: problems))
      + "\n"
    output.status = problems == 0 ? 0 : 1
  }

  /// The findings, one line each ("error   ...", "warning ...", "ok      ..."); `quiet`
  /// leaves out the ok lines. What a plugin or a game file put into a line cannot start
  /// another (a forged "ok" or "all valid") or act on the terminal.
  static func render(_ validation: Validation, quiet: Bool = false) -> String {
    var text = ""
    for finding in validation.findings {
      switch finding.severity {
      case .error: text += "error   "
      case .warning: text += "warning "
      case .ok:
        if quiet { continue }
        text += "ok      "
      }
      text += Untrusted.line(finding.phrase.translated) + "\n"
    }
    return text
  }
}
