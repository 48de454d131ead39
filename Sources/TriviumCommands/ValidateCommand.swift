import Confined
import Content
import Foundation
import LuaHost
import QuizCore
import TriviumEngine

/// `trivium validate [PATH...]`: loads plugins and games and reports every problem.
enum ValidateCommand: Command {
  static let name = "validate"
  static let summary = "Check plugins and games; report every problem with its file and line."
  static let help = """
    Usage: trivium validate [--home DIR] [--mods DIR] [<path>...]

    Checks each path exactly as the engine would load it, and reports every problem with its
    file and line:
      a plugin       a .lua file, or a folder holding main.lua
      a game         a folder holding game.json (each question checked and played once by its
                     type, and each picture it names decoded)
      a data file    a .json or .plist file of questions
    Without a path, checks every built-in plugin and game, every mod's manifest, and the
    plugins and games of the mods that load; a skipped mod is a problem. The exit status is 0
    when all is valid, 1 when a problem was found, and 2 for bad usage. Warnings (a missing
    picture) do not change the status.

    Options:
    \(EngineOptions.help())

    Examples:
      trivium validate
      trivium validate plugins/types/letters.lua games/question-bank

    """

  static func run(_ arguments: [String], output: inout CommandOutput) {
    let parsed: Arguments
    let engine: Engine
    do {
      parsed = try Arguments(arguments, options: EngineOptions.names)
      engine = try Engine(options: EngineOptions(parsed))
    } catch let error as UsageError {
      return output.usage(command: name, error)
    } catch {
      return output.fail(command: name, "\(error)")
    }
    var report = Report()
    if parsed.positional.isEmpty {
      for entry in engine.catalog.entries {
        report.plugin(engine.plugin(entry), path: entry.displayPath, file: entry.mainFile.path)
      }
      for warning in engine.catalog.warnings { report.note(warning) }
      for id in (try? engine.library.gameIDs()) ?? [] {
        report.game(
          engine, folder: engine.library.folder(of: id).path,
          display: engine.library.displayFolder(of: id))
      }
      for mod in engine.mods.mods { report.modState(mod) }
      for problem in engine.mods.problems { report.error("\(problem)") }
    }
    for path in parsed.positional {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      let display = path.hasSuffix("/") ? String(path.dropLast()) : path
      if exists, isFolder.boolValue,
        FileManager.default.fileExists(atPath: display + "/game.json")
      {
        report.game(engine, folder: display, display: display)
      } else if exists, !isFolder.boolValue, path.hasSuffix(".json") || path.hasSuffix(".plist") {
        report.dataFile(engine, path: display)
      } else {
        report.plugin(
          PluginPath.load(path: path), path: display,
          file: exists && isFolder.boolValue ? display + "/main.lua" : display)
      }
    }
    let problems = report.problems
    report.text +=
      problems == 0 ? "all valid\n" : "\(problems) problem\(problems == 1 ? "" : "s") found\n"
    output.stdout = report.text
    output.status = problems == 0 ? 0 : 1
  }

  private typealias State = ModSet.State

  /// The line of the first (or `last`) line of `file` that starts with `prefix` once
  /// indented, or nil.
  static func line(of prefix: String, in file: String, last: Bool = false) -> Int? {
    // Read as the plugin or game was: never through a link out of its folder, never a FIFO.
    let parent = (file as NSString).deletingLastPathComponent
    let folder = ConfinedFolder(
      root: parent.isEmpty ? "." : parent, displayName: "", scope: "its folder")
    guard
      let data = try? folder.read(
        (file as NSString).lastPathComponent, maxBytes: FolderModules.maxSourceBytes)
    else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let found = lines.indices.filter {
      lines[$0].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(prefix)
    }
    return (last ? found.last : found.first).map { $0 + 1 }
  }

  /// What validate prints, line by line.
  struct Report {
    var text = ""
    var problems = 0
    private var noted: Set<ContentWarning> = []

    /// Each report is one line: what a plugin or a game file put into it cannot start another
    /// (a forged "ok" or "all valid") or act on the terminal.
    mutating func error(_ line: String) {
      problems += 1
      text += "error   \(Untrusted.line(line))\n"
    }

    mutating func warning(_ line: String) { text += "warning \(Untrusted.line(line))\n" }

    /// A loader's warning: a file refused for leading out of its folder is a problem (the mod
    /// ships something that will never load); the rest are warnings. A mod's plugins are seen
    /// both in the merged catalog and in the mod's own list: each is said once.
    mutating func note(_ warning: ContentWarning) {
      guard noted.insert(warning).inserted else { return }
      if warning.kind == .refusedFile { error("\(warning)") } else { self.warning("\(warning)") }
    }

    mutating func ok(_ line: String) { text += "ok      \(Untrusted.line(line))\n" }

    /// Reports a mod's warnings, and why it was skipped as an error.
    mutating func modState(_ mod: ModSet.Mod) {
      for warning in mod.warnings { note(warning) }
      if case .skipped(let reason) = mod.state {
        error("\(mod.displayName): mod '\(mod.id)' \(State.skipped(reason))")
      }
    }

    /// Reports one mod whole: its state, then each of its plugins and games (a loaded mod's).
    mutating func mod(_ mod: ModSet.Mod, engine: Engine) {
      modState(mod)
      for entry in mod.plugins.entries {
        plugin(engine.plugin(entry), path: entry.displayPath, file: entry.mainFile.path)
      }
      for id in mod.gameIDs {
        game(
          engine, folder: engine.library.folder(of: id).path,
          display: engine.library.displayFolder(of: id))
      }
    }

    /// Reports one plugin; `file` is its main file on disk.
    mutating func plugin(_ result: Result<LuaPlugin, FileProblem>, path: String, file: String) {
      switch result {
      case .success(let plugin):
        let kind = plugin.fields["kind"]?.stringValue ?? "plugin"
        let problem: String?
        do {
          switch kind {
          case "question-type": _ = try LuaQuestionType(plugin: plugin)
          case "rules": _ = try LuaRules(plugin: plugin)
          case "bot": _ = try LuaBot(plugin: plugin)
          default: break
          }
          problem = nil
        } catch {
          problem = error.description
        }
        if let problem {
          // The adapters judge the returned table as a whole: point at its `return`.
          let line = ValidateCommand.line(of: "return", in: file, last: true)
          self.error("\(path)\(line.map { ":\($0)" } ?? ""): \(problem)")
        } else {
          ok("\(path): \(kind) '\(plugin.fields["id"]?.stringValue ?? plugin.id)'")
        }
      case .failure(let problem):
        error(problem.description)
      }
    }

    mutating func game(_ engine: Engine, folder: String, display: String) {
      do {
        let loaded = try GameLoader(knownTypes: engine.questionTypes().ids).load(
          folder: URL(fileURLWithPath: folder), displayName: display)
        let file = "\(display)/\(loaded.manifest.questions)"
        for warning in loaded.warnings { note(warning) }
        let lines = JSONLines.questionLines(
          of: URL(fileURLWithPath: folder).appendingPathComponent(loaded.manifest.questions))
        var found = engine.validateQuestions(loaded.game.questions, file: file, lines: lines)
        found += PictureChecks.problems(
          questions: loaded.game.questions, icon: loaded.manifest.icon, folder: folder,
          display: display, file: file, lines: lines)
        if engine.catalog.entry(.rules, id: loaded.manifest.rules) == nil {
          let known = engine.catalog.entries(of: .rules).map(\.id).joined(separator: ", ")
          found.append(
            FileProblem(
              file: "\(display)/game.json",
              line: ValidateCommand.line(of: "\"rules\"", in: "\(folder)/game.json"),
              message: "field 'rules': no rules named '\(loaded.manifest.rules)' (known: \(known))")
          )
        }
        for problem in found { error(problem.description) }
        if found.isEmpty {
          ok("\(display): game '\(loaded.game.id)', \(loaded.game.questions.count) questions")
        }
      } catch  where error.file.hasPrefix(display + "/") {
        let relative = String(error.file.dropFirst(display.count + 1))
        refused(
          error, engine: engine,
          questionsFile: URL(fileURLWithPath: folder).appendingPathComponent(relative))
      } catch {
        self.error("\(error)")
      }
    }

    /// Reports every problem of a file the loader refused, then checks the questions it did
    /// accept with their types: one run shows every problem of the file.
    mutating func refused(_ refusal: ContentError, engine: Engine, questionsFile: URL) {
      var problems = refusal.all.map { (line: $0.line ?? 0, text: $0.description) }
      if !refusal.accepted.isEmpty {
        let lines = JSONLines.questionLines(of: questionsFile)
        let accepted =
          lines.isEmpty
          ? [] : refusal.acceptedNumbers.map { $0 - 1 < lines.count ? lines[$0 - 1] : 0 }
        problems += engine.validateQuestions(refusal.accepted, file: refusal.file, lines: accepted)
          .map { (line: $0.line ?? 0, text: $0.description) }
      }
      // In the order of the file, as an editor walks through them.
      for problem in problems.enumerated().sorted(by: {
        ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
      }) {
        error(problem.element.text)
      }
    }

    mutating func dataFile(_ engine: Engine, path: String) {
      let url = URL(fileURLWithPath: path)
      do {
        let loaded = try GameLoader(knownTypes: engine.questionTypes().ids).loadQuestions(
          file: url, displayName: path, folder: url.deletingLastPathComponent(),
          folderDisplay: (path as NSString).deletingLastPathComponent)
        for warning in loaded.warnings { note(warning) }
        let found = engine.validateQuestions(
          loaded.questions, file: path, lines: JSONLines.questionLines(of: url))
        for problem in found { error(problem.description) }
        if found.isEmpty { ok("\(path): \(loaded.questions.count) questions") }
      } catch  where error.file == path {
        refused(error, engine: engine, questionsFile: url)
      } catch {
        self.error("\(error)")
      }
    }
  }
}
