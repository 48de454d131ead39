import Content
import Foundation
import Importers
import Localization
import LuaHost
import QuizCore

/// A problem the engine reports at the edge, already worded for the user.
public struct EngineError: Error, Sendable, CustomStringConvertible, Translatable {
  /// The message, one line: words of ours translated at the edge, or text kept as it is.
  public var phrase: Phrase
  /// An error saying `description` as it is.
  public init(_ description: String) { self.phrase = .verbatim(description) }
  /// An error saying `words`, translated at the edge.
  public init(_ words: Phrase) { self.phrase = words }
  /// An error saying `error`: its words when it is one of ours, else its description.
  public init(_ error: any Error) {
    if case .phrase(let phrase) = Phrase.Value.of(error) {
      self.phrase = phrase
    } else {
      self.phrase = .verbatim("\(error)")
    }
  }
  /// The message in English.
  public var description: String { phrase.description }
  /// The message as words and values.
  public var sentence: Phrase { phrase }
}

/// Where an engine finds its content: the options `--home` and `--mods` (parsed by the
/// commands, in one place for every command that loads games or plugins).
public struct EngineOptions: Equatable, Sendable {
  /// `--home`: the folder that holds the built-in games/ and plugins/.
  public var home: String?
  /// `--mods`: the mods folder.
  public var mods: String?
  /// A mod about to be installed, resolved with the mods folder's own (`trivium mod install`).
  public var candidate: ModSet.Candidate?
  /// The environment the default folders are found in: `TRIVIUM_HOME` without `home`,
  /// `TRIVIUM_MODS` and the data folder's variables (`DataFolder`) without `mods`. The
  /// engine never reads the process's own: a front hands it in (the command line's
  /// `Services`), so a test or a library user says what it is. Empty: only the folders given
  /// and the one of the running program are found, and there is no default mods folder.
  public var environment: [String: String]

  /// Options given directly.
  public init(home: String? = nil, mods: String? = nil, environment: [String: String] = [:]) {
    self.home = home
    self.mods = mods
    self.environment = environment
  }
}

/// The composition root: finds the games and plugins, built in and from mods, loads plugins
/// into their sandboxes and builds the environment a session runs in. One engine per thread
/// (plugins are not shared).
///
/// Hot reload: `reloaded()` reads every plugin, mod and game again from disk into a new
/// engine. A front keeps its session (plain data) and rebuilds what it ran with from the new
/// engine: `game(_:seed:)` for the game, `environment(for:)` for the types and rules, `bot(_:)`.
public final class Engine {
  /// What it was made from.
  public let options: EngineOptions
  /// Where the built-in games and plugins are.
  public let roots: ContentRoots
  /// Every plugin: the built-in ones, then those of the loaded mods (each entry has its origin).
  public let catalog: PluginCatalog
  /// Every game, built-in and from the loaded mods.
  public let library: GameLibrary
  /// The mods and what became of each.
  public let mods: ModSet
  /// Problems met while loading plugins, kept for `validate` and `list`.
  public private(set) var pluginProblems: [FileProblem] = []
  private var typesCache: QuestionTypes?
  /// The question types of mods, each with its mod's id: what `checking` charges.
  var modTypes: [(plugin: LuaPlugin, mod: String)] = []
  /// Each mod's budget for checking this engine's questions, made at its first check.
  var checkBudgets: [String: PluginBudget] = [:]

  /// An engine over the games and plugins under `home` (or the default roots).
  public convenience init(home: String? = nil) throws(EngineError) {
    try self.init(options: EngineOptions(home: home))
  }

  /// An engine over the content `options` point at.
  public convenience init(options: EngineOptions) throws(EngineError) {
    try self.init(content: EngineContent(options: options))
  }

  /// An engine over content already found (another engine's `content`): its plugins load into
  /// sandboxes of its own, for another thread, and nothing else is read or resolved again.
  public init(content: EngineContent) {
    options = content.options
    roots = content.roots
    catalog = content.catalog
    library = content.library
    mods = content.mods
  }

  /// What this engine was made from, to make another over the same content.
  public var content: EngineContent {
    EngineContent(options: options, roots: roots, catalog: catalog, library: library, mods: mods)
  }

  /// A new engine from the same options, with everything read again from disk.
  public func reloaded() throws(EngineError) -> Engine { try Engine(options: options) }

  /// Loads one catalog entry into a fresh sandbox.
  public func plugin(_ entry: PluginCatalog.Entry) -> Result<LuaPlugin, FileProblem> {
    do throws(PluginError) {
      return .success(try PluginCheck.load(entry))
    } catch {
      return .failure(FileProblem(error, displayPath: entry.displayPath))
    }
  }

  /// Every question type that loads; the others are in `pluginProblems`.
  public func questionTypes() -> QuestionTypes {
    if let typesCache { return typesCache }
    var types = QuestionTypes()
    for entry in catalog.entries(of: .questionType) {
      switch plugin(entry) {
      case .success(let plugin):
        do {
          types.register(try LuaQuestionType(plugin: plugin))
          if case .mod(let mod) = entry.origin { modTypes.append((plugin, mod)) }
        } catch {
          pluginProblems.append(FileProblem(file: entry.displayPath, words: error.sentence))
        }
      case .failure(let problem):
        pluginProblems.append(problem)
      }
    }
    typesCache = types
    return types
  }

  /// The rules plugin `id`.
  public func rules(_ id: String) throws(EngineError) -> any ScoringRules {
    guard let entry = catalog.entry(.rules, id: id) else {
      if let why = mods.unavailablePlugins(.rules)[id] { throw EngineError(why) }
      let known = catalog.entries(of: .rules).map(\.id).joined(separator: ", ")
      throw EngineError(
        Phrase(
          trLater("no rules named '{id}' (known: {known})"),
          ["id": .text(id), "known": .text(known)]))
    }
    switch plugin(entry) {
    case .success(let plugin):
      do { return try LuaRules(plugin: plugin) } catch { throw EngineError(error.description) }
    case .failure(let problem): throw EngineError(problem.description)
    }
  }

  /// The bot plugin `id`, in a sandbox of its own.
  public func bot(_ id: String) throws(EngineError) -> LuaBot {
    guard let entry = catalog.entry(.bot, id: id) else {
      if let why = mods.unavailablePlugins(.bot)[id] { throw EngineError(why) }
      let known = catalog.entries(of: .bot).map(\.id).joined(separator: ", ")
      throw EngineError(
        Phrase(
          trLater("no bot named '{id}' (known: {known})"), ["id": .text(id), "known": .text(known)])
      )
    }
    switch plugin(entry) {
    case .success(let plugin):
      do { return try LuaBot(plugin: plugin) } catch { throw EngineError(error.description) }
    case .failure(let problem): throw EngineError(problem.description)
    }
  }

  /// Whether the bot of `entry` is an oracle: a mod's bot is not loaded again for it (its
  /// mod's check loaded it), a built-in one is.
  public func isOracle(_ entry: PluginCatalog.Entry) -> Bool {
    if case .mod(let id) = entry.origin {
      return mods.mod(id)?.oracleBots.contains(entry.id) == true
    }
    return (try? bot(entry.id).isOracle) == true
  }

  /// The game `name`: an id in the library, or the path of a game folder. The questions
  /// their type's `validate` refuses are left out, each in `leftOut`; a game whose mod did
  /// not load is said to be there, with the mod's reason. `language` is the session's content
  /// language asked for: a game that does not offer it is read in its default language.
  public func game(_ name: String, seed: UInt64 = 0, language: String? = nil) throws(EngineError)
    -> LoadedGame
  {
    let loader = gameLoader()
    var isFolder: ObjCBool = false
    do {
      let exists = FileManager.default.fileExists(atPath: name, isDirectory: &isFolder)
      if name.contains("/"), exists, isFolder.boolValue {
        let folder = URL(fileURLWithPath: name)
        let loaded = try loader.load(
          folder: folder, displayName: name, seed: seed, language: language)
        return try checked(loaded, display: name)
      }
      if exists, !isFolder.boolValue, let format = Importer.detectFormat(path: name) {
        return try imported(name, format: format)
      }
      guard (try library.gameIDs()).contains(name) else {
        if let why = mods.unavailableGames()[name] { throw EngineError(why) }
        let known = (try? library.gameIDs().joined(separator: ", ")) ?? ""
        throw EngineError(
          Phrase(
            trLater("no game named '{name}' (known: {known})"),
            ["name": .text(name), "known": .text(known)]))
      }
      let loaded = try library.load(name, loader: loader, seed: seed, language: language)
      return try checked(loaded, display: library.displayFolder(of: name))
    } catch let error as EngineError {
      throw error
    } catch {
      throw EngineError(error)
    }
  }

  /// The loader of games for this engine's question types; a type of a mod that did not load
  /// is said to be there, with the mod's reason.
  public func gameLoader() -> GameLoader {
    var loader = GameLoader(knownTypes: questionTypes().ids)
    loader.unavailableTypes = mods.unavailablePlugins(.questionType)
    return loader
  }

  /// `loaded` (from the folder named `display`) with the questions its types refuse left out.
  private func checked(_ loaded: LoadedGame, display: String) throws(EngineError) -> LoadedGame {
    // A game split over several files is named by its folder where one file cannot be.
    let files = loaded.places.files
    return try leavingOutInvalid(loaded, file: files.count == 1 ? files[0] : display)
  }

  /// A quiz file of another format read as a game (`trivium play quiz.gift`): questions its
  /// type refuses are left out, and the game's id is the file's name without extension.
  public func imported(_ path: String, format: ImportFormat) throws -> LoadedGame {
    var game = try Importer.importGame(format: format, path: path, options: ImportOptions())
    let dropped = dropInvalid(&game, file: path)
    guard !game.questions.isEmpty else {
      guard let first = game.problems.first else {
        throw EngineError(
          Phrase(trLater("{path}: no question could be imported"), ["path": .text(path)]))
      }
      throw EngineError(
        Phrase(
          trLater("{path}: no question could be imported: {problem}"),
          ["path": .text(path), "problem": .of(first)]))
    }
    let url = URL(fileURLWithPath: path)
    let id = url.deletingPathExtension().lastPathComponent
    let folder = url.deletingLastPathComponent().path
    var loaded = LoadedGame(
      game: Game(id: id, title: game.title, questions: game.questions, folder: folder),
      manifest: GameManifest(id: id, title: game.title, questions: url.lastPathComponent))
    loaded.leftOut = dropped.flatMap { $0 }
    return loaded
  }

  /// The code and data a session of `game` runs, for logs and saves: `kind/id` of the bot
  /// (if any), the rules and each question type the game uses, to the plugin's
  /// `sourceIdentity`, and `game/id` to the identity of the game's questions. A replay or a
  /// resume under changed plugins then says which one changed.
  public func pluginIdentities(game: Game, rules rulesID: String, bot: LuaBot?) -> Value {
    var map = ValueMap()
    if let bot { map["bot/" + bot.plugin.id] = .string(bot.plugin.sourceIdentity) }
    map["game/" + game.id] = .string(Self.identity(of: game))
    if let rules = try? rules(rulesID) as? LuaRules {
      map["rules/" + rules.plugin.id] = .string(rules.plugin.sourceIdentity)
    }
    let types = questionTypes()
    for id in Set(game.questions.compactMap { $0["type"].stringValue }) {
      if let type = try? types.type(id) as? LuaQuestionType {
        map["type/" + id] = .string(type.plugin.sourceIdentity)
      }
    }
    return .map(map)
  }

  /// The identity today of the plugin a log names as `kind/id` (a key of
  /// `pluginIdentities`), or nil when there is no such plugin any more.
  public func currentIdentity(of key: String) -> String? {
    let parts = key.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    switch parts[0] {
    case "bot": return (try? bot(parts[1]))?.plugin.sourceIdentity
    case "rules": return (try? rules(parts[1]) as? LuaRules)?.plugin.sourceIdentity
    case "type":
      return (try? questionTypes().type(parts[1]) as? LuaQuestionType)?.plugin.sourceIdentity
    default: return nil
    }
  }

  /// The identity of a game's questions: FNV-1a of their JSON, in hex.
  public static func identity(of game: Game) -> String {
    FNV1a.hex(((try? ValueJSON.encode(.array(game.questions))) ?? "").utf8)
  }

  /// The keys of `recorded` (identities as `pluginIdentities` gave them) whose plugin is
  /// different today or gone, or whose game is not `game` (as loaded today, with the seed).
  public func changedPlugins(since recorded: ValueMap, game: Game) -> [String] {
    recorded.compactMap { key, identity in
      let now =
        key.hasPrefix("game/")
        ? (key == "game/" + game.id ? Self.identity(of: game) : nil)
        : currentIdentity(of: key)
      return now == identity.stringValue ? nil : key
    }
  }

  /// The environment for `game`: the loaded types and the game's rules (or `rulesID`).
  public func environment(for game: Game, rulesID: String? = nil) throws(EngineError)
    -> SessionEnvironment
  {
    SessionEnvironment(types: questionTypes(), rules: try rules(rulesID ?? game.rules))
  }
}
