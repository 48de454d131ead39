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
    /// What was being checked when it was found: a plugin, a game's or a mod's folder, a file
    /// of questions, as their paths are shown; nil for what is about none of them.
    public var subject: String?
    /// The file it is about, as shown, when it names one.
    public var file: String?
    /// The line in `file`, counted from 1, when known.
    public var line: Int?
    /// The column in `line`, counted from 1 in characters, when known.
    public var column: Int?
    /// What it says without its place.
    public var message: Phrase
    /// What it says, its place first: words of ours translated at the edge, or text kept as
    /// it is.
    public var phrase: Phrase {
      guard let file else { return message }
      return FileProblem(file: file, line: line, column: column, words: message).sentence
    }
    /// What it says, in English.
    public var text: String { phrase.description }
  }

  /// Every finding, in the order found.
  public internal(set) var findings: [Finding] = []
  private var noted: Set<ContentWarning> = []
  /// What is being checked: the subject of what is found.
  var subject: String?

  /// An empty report.
  public init() {}

  /// How many findings are errors.
  public var problems: Int { findings.filter { $0.severity == .error }.count }

  /// A finding about `problem`'s file and line.
  mutating func add(_ severity: Severity, _ problem: FileProblem) {
    findings.append(
      Finding(
        severity: severity, subject: subject, file: problem.file, line: problem.line,
        column: problem.column, message: problem.words))
  }

  /// A finding that names no file.
  mutating func add(_ severity: Severity, _ phrase: Phrase) {
    findings.append(Finding(severity: severity, subject: subject, message: phrase))
  }

  mutating func error(_ problem: FileProblem) { add(.error, problem) }
  /// An error of a lower layer, in its own words (translated at the edge when it is ours),
  /// at its file and line when it has them.
  mutating func error(_ error: any Error) {
    switch error {
    case let problem as FileProblem: add(.error, problem)
    case let problem as ContentError: add(.error, problem.fileProblem)
    default:
      if case .phrase(let phrase) = Phrase.Value.of(error) {
        add(.error, phrase)
      } else {
        add(.error, Phrase.verbatim("\(error)"))
      }
    }
  }

  /// A loader's warning: a file refused for leading out of its folder is a problem (the mod
  /// ships something that will never load); the rest are warnings. A mod's plugins are seen
  /// both in the merged catalog and in the mod's own list: each is said once.
  mutating func note(_ warning: ContentWarning) {
    guard noted.insert(warning).inserted else { return }
    add(warning.kind == .refusedFile ? .error : .warning, warning.fileProblem)
  }

  /// Checks everything `engine` has: each built-in plugin and game, and each mod (its
  /// state, and the plugins and games of those that load).
  public mutating func everything(_ engine: Engine) {
    for entry in engine.catalog.entries {
      plugin(engine.plugin(entry), path: entry.displayPath, file: entry.mainFile.path)
    }
    subject = nil
    for warning in engine.catalog.warnings { note(warning) }
    games((try? engine.library.gameIDs()) ?? [], engine: engine)
    for mod in engine.mods.mods { modState(mod) }
    subject = nil
    for problem in engine.mods.problems { self.error(problem) }
  }

  /// Checks the mod folder, game folder, plugin or question file at `path` (see
  /// `ValidationTarget`); a mod is resolved with the mods of `engine`'s mods folder.
  public mutating func path(_ path: String, engine: Engine) {
    subject = path
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
        FileProblem(
          file: display,
          words: Phrase(
            trLater("{problem}; {accepted}"),
            ["problem": .phrase(what), "accepted": .phrase(ValidationTarget.accepted)])))
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
          FileProblem(
            file: folder, words: Phrase(trLater("the mod was not found in its own folder"))))
      }
      mod(found, engine: engine)
    } catch {
      self.error(error)
    }
  }

  /// Reports a mod's warnings, and why it was skipped as an error.
  mutating func modState(_ mod: ModSet.Mod) {
    subject = mod.displayName
    for warning in mod.warnings { note(warning) }
    if case .skipped(let reason) = mod.state {
      error(
        FileProblem(
          file: mod.displayName,
          words: Phrase(
            trLater("mod '{id}' {state}"),
            ["id": .text(mod.id), "state": .phrase(ModSet.State.skipped(reason).sentence)])))
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
      subject = mod.displayName
      add(
        .warning,
        FileProblem(
          file: mod.displayName,
          words: Phrase(trLater("mod '{id}' holds no plugin and no game"), ["id": .text(mod.id)])))
    }
  }

  /// Reports one plugin; `file` is its main file on disk.
  mutating func plugin(_ result: Result<LuaPlugin, FileProblem>, path: String, file: String) {
    subject = path
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
      if problem == nil, kind == "rules", let rules = try? LuaRules(plugin: plugin) {
        do {
          try rules.checkScore()
        } catch {
          problem = .of(error)
          fieldLine = Self.line(of: "score", in: file)
        }
      }
      if let problem {
        // Else the adapters judged the returned table as a whole: point at its `return`.
        let line = fieldLine ?? Self.line(of: "return", in: file, last: true)
        self.error(FileProblem(file: path, line: line, words: problem.asPhrase))
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
        add(.ok, FileProblem(file: path, words: named))
      }
    case .failure(let problem):
      error(problem)
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

extension Phrase.Value {
  /// The value as a phrase of its own (a text or a number kept as it is).
  var asPhrase: Phrase {
    switch self {
    case .phrase(let phrase): phrase
    case .text(let text): .verbatim(text)
    case .number(let number): .verbatim(String(number))
    }
  }
}
