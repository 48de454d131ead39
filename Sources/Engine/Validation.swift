import Confined
import Content
import Foundation
import Localization
import LuaHost
import QuizCore

/// What `trivium validate` finds, one line per finding: each plugin, game, question file and
/// mod checked exactly as the engine loads it, every problem with its file and line.
public struct Validation {
  /// How bad a finding is.
  public enum Severity: Sendable, Hashable {
    /// A problem: the exit status says so.
    case error
    /// Something odd that does not stop a load (a missing picture).
    case warning
    /// A plugin or a game that passed.
    case ok
  }

  /// One line of the report, its text as plugins and files made it (untrusted).
  public struct Finding: Sendable, Hashable {
    /// How bad it is.
    public var severity: Severity
    /// What it says: words of ours translated at the edge, or text kept as it is.
    public var phrase: Phrase
    /// What it says, in English.
    public var text: String { phrase.description }
  }

  /// Every finding, in the order found.
  public internal(set) var findings: [Finding] = []
  private var noted: Set<ContentWarning> = []

  /// An empty report.
  public init() {}

  /// How many findings are errors.
  public var problems: Int { findings.filter { $0.severity == .error }.count }

  mutating func error(_ text: String) { error(.verbatim(text)) }
  mutating func warning(_ text: String) { warning(.verbatim(text)) }
  mutating func ok(_ phrase: Phrase) {
    findings.append(Finding(severity: .ok, phrase: phrase))
  }
  mutating func error(_ phrase: Phrase) {
    findings.append(Finding(severity: .error, phrase: phrase))
  }
  mutating func warning(_ phrase: Phrase) {
    findings.append(Finding(severity: .warning, phrase: phrase))
  }
  /// An error of a lower layer, in its own words (translated at the edge when it is ours).
  mutating func error(_ error: any Error) {
    if case .phrase(let phrase) = Phrase.Value.of(error) {
      self.error(phrase)
    } else {
      self.error(Phrase.verbatim("\(error)"))
    }
  }

  /// A loader's warning: a file refused for leading out of its folder is a problem (the mod
  /// ships something that will never load); the rest are warnings. A mod's plugins are seen
  /// both in the merged catalog and in the mod's own list: each is said once.
  mutating func note(_ warning: ContentWarning) {
    guard noted.insert(warning).inserted else { return }
    if warning.kind == .refusedFile {
      error(warning.sentence)
    } else {
      self.warning(warning.sentence)
    }
  }

  /// Checks everything `engine` has: each built-in plugin and game, and each mod (its
  /// state, and the plugins and games of those that load).
  public mutating func everything(_ engine: Engine) {
    for entry in engine.catalog.entries {
      plugin(engine.plugin(entry), path: entry.displayPath, file: entry.mainFile.path)
    }
    for warning in engine.catalog.warnings { note(warning) }
    games((try? engine.library.gameIDs()) ?? [], engine: engine)
    for mod in engine.mods.mods { modState(mod) }
    for problem in engine.mods.problems { self.error(problem) }
  }

  /// Checks the mod folder, game folder, plugin or question file at `path` (see
  /// `ValidationTarget`); a mod is resolved with the mods of `engine`'s mods folder.
  public mutating func path(_ path: String, engine: Engine) {
    switch ValidationTarget.of(path) {
    case .mod(let folder): modFolder(folder, options: engine.options)
    case .game(let folder): game(engine, folder: folder, display: folder)
    case .dataFile(let file): dataFile(engine, path: file)
    case .plugin(let display):
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: display, isDirectory: &isFolder)
      plugin(
        PluginPath.load(path: display), path: display,
        file: isFolder.boolValue ? display + "/main.lua" : display)
    case .refused(let display, let what):
      error(
        Phrase(
          trLater("{path}: {problem}; {accepted}"),
          [
            "path": .text(display), "problem": .phrase(what),
            "accepted": .phrase(ValidationTarget.accepted),
          ]))
    }
  }

  /// The mod in `folder`, resolved as if it stood in the mods folder of `options`, enabled,
  /// along with the mods installed there: its manifest, its plugins and its games, and nothing
  /// else.
  mutating func modFolder(_ folder: String, options: EngineOptions) {
    var options = options
    let url = URL(fileURLWithPath: folder)
    options.candidate = ModSet.Candidate(folder: url, displayName: folder)
    do {
      let engine = try Engine(options: options)
      guard let found = engine.mods.mods.first(where: { $0.folder.path == url.path }) else {
        return error(
          Phrase(
            trLater("{path}: the mod was not found in its own folder"), ["path": .text(folder)]))
      }
      mod(found, engine: engine)
    } catch {
      self.error(error)
    }
  }

  /// Reports a mod's warnings, and why it was skipped as an error.
  mutating func modState(_ mod: ModSet.Mod) {
    for warning in mod.warnings { note(warning) }
    if case .skipped(let reason) = mod.state {
      error(
        Phrase(
          trLater("{path}: mod '{id}' {state}"),
          [
            "path": .text(mod.displayName), "id": .text(mod.id),
            "state": .phrase(ModSet.State.skipped(reason).sentence),
          ]))
    }
  }

  /// Reports one mod whole: its state, then each of its plugins and games (a loaded mod's).
  public mutating func mod(_ mod: ModSet.Mod, engine: Engine) {
    modState(mod)
    for entry in mod.plugins.entries {
      plugin(engine.plugin(entry), path: entry.displayPath, file: entry.mainFile.path)
    }
    for id in mod.gameIDs {
      game(
        engine, folder: engine.library.folder(of: id).path,
        display: engine.library.displayFolder(of: id))
    }
    if mod.isLoaded, mod.plugins.entries.isEmpty, mod.gameIDs.isEmpty {
      warning(
        Phrase(
          trLater("{path}: mod '{id}' holds no plugin and no game"),
          ["path": .text(mod.displayName), "id": .text(mod.id)]))
    }
  }

  /// Reports one plugin; `file` is its main file on disk.
  mutating func plugin(_ result: Result<LuaPlugin, FileProblem>, path: String, file: String) {
    switch result {
    case .success(let plugin):
      let kind = plugin.fields["kind"]?.stringValue ?? "plugin"
      var problem: Phrase.Value?
      var fieldLine: Int?
      do {
        switch kind {
        case "question-type": _ = try LuaQuestionType(plugin: plugin)
        case "rules": _ = try LuaRules(plugin: plugin)
        case "bot": _ = try LuaBot(plugin: plugin)
        default: break
        }
      } catch {
        var error = error
        if let line = error.line {
          // Placed on the line of the field it is about: the path says the file.
          fieldLine = line
          error.file = nil
        }
        problem = .of(error)
      }
      if let problem {
        // Else the adapters judged the returned table as a whole: point at its `return`.
        let line = fieldLine ?? Self.line(of: "return", in: file, last: true)
        self.error(
          Phrase(
            trLater("{place}: {problem}"),
            ["place": .text("\(path)\(line.map { ":\($0)" } ?? "")"), "problem": problem]))
      } else {
        let id = plugin.fields["id"]?.stringValue ?? plugin.id
        let named: Phrase =
          switch kind {
          // The kind as the plugin's table says it, as English always said it.
          case "question-type": Phrase(trLater("question-type '{id}'"), ["id": .text(id)])
          case "rules": PluginCatalog.Kind.rules.named(id)
          case "bot": PluginCatalog.Kind.bot.named(id)
          default: .verbatim("\(kind) '\(id)'")
          }
        ok(Phrase(trLater("{path}: {plugin}"), ["path": .text(path), "plugin": .phrase(named)]))
      }
    case .failure(let problem):
      error(problem.sentence)
    }
  }

  /// The line of the first (or `last`) line of `file` that starts with `prefix` once
  /// indented, or nil.
  static func line(of prefix: String, in file: String, last: Bool = false) -> Int? {
    // Read as the plugin or game was: never through a link out of its folder, never a FIFO.
    let parent = (file as NSString).deletingLastPathComponent
    let folder = ConfinedFolder(
      root: parent.isEmpty ? "." : parent, displayName: "", scope: Phrase(trLater("its folder")))
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
}
