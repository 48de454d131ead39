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
      .value(
        "--format", "F",
        trLater(
          "How to print the findings: text, one line each, or json, by what was checked (the "
            + "schema is in docs/games.md)."),
        default: "text", values: .choice(["text", "json"])),
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
    let format: String
    let engine: Engine
    var outputs = OutputLock()
    defer { outputs.release() }
    var pluginLog: PluginLogFile?
    let printedBefore = PluginLogFile.printed
    defer { PluginLogFile.finish(pluginLog, since: printedBefore, command: name, output: &output) }
    do {
      parsed = try declaration.parse(arguments)
      format = try parsed.choice("--format") ?? "text"
      var plan = OutputPlan(parsed)
      PluginLogFile.plan(parsed, into: &plan)
      plan.engineFolders(EngineOptions(parsed, services))
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
    let problems = validation.problems
    output.status = problems == 0 ? 0 : 1
    if format == "json" {
      output.stdout = json(validation, quiet: parsed.flag("--quiet"))
      return
    }
    output.stdout = render(validation, quiet: parsed.flag("--quiet"))
    output.stdout +=
      (problems == 0
        ? tr("all valid") : trn("{n} problem found", "{n} problems found", count: problems))
      + "\n"
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

  /// The findings as JSON (docs/games.md, "trivium validate --format json"): the counts, then
  /// what was checked in the order checked, each with its findings (`quiet` leaves out the
  /// ok ones) and each finding with its file, line and column when known, severity and
  /// message in the interface language.
  static func json(_ validation: Validation, quiet: Bool) -> String {
    var checked: [(subject: String?, findings: [Value])] = []
    for finding in validation.findings where !(quiet && finding.severity == .ok) {
      let severity: String
      switch finding.severity {
      case .error: severity = "error"
      case .warning: severity = "warning"
      case .ok: severity = "ok"
      }
      let value: Value = .map([
        "severity": .string(severity), "file": finding.file.map(Value.string) ?? .null,
        "line": finding.line.map { .int(Int64($0)) } ?? .null,
        "column": finding.column.map { .int(Int64($0)) } ?? .null,
        "message": .string(finding.message.translated),
      ])
      if let last = checked.last, last.subject == finding.subject {
        checked[checked.count - 1].findings.append(value)
      } else {
        checked.append((finding.subject, [value]))
      }
    }
    let warnings = validation.findings.filter { $0.severity == .warning }.count
    let report: Value = .map([
      "valid": .bool(validation.problems == 0), "problems": .int(Int64(validation.problems)),
      "warnings": .int(Int64(warnings)),
      "checked": .array(
        checked.map {
          .map(["path": $0.subject.map(Value.string) ?? .null, "findings": .array($0.findings)])
        }),
    ])
    return ((try? ValueJSON.encodePretty(report)) ?? "{}") + "\n"
  }
}
