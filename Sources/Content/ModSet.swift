import Foundation
import Localization
import LuaHost

/// Where a game or a plugin comes from: the built-in content, or a mod.
public enum ContentOrigin: Sendable, Hashable, CustomStringConvertible, Translatable {
  /// The `games/` and `plugins/` of the Trivium home.
  case builtIn
  /// The mod with this id.
  case mod(String)

  /// "built-in" or "mod 'odd-pack'".
  public var description: String { sentence.description }

  /// The origin as words and values.
  public var sentence: Phrase {
    switch self {
    case .builtIn: Phrase(trLater("built-in"))
    case .mod(let id): Phrase(trLater("mod '{id}'"), ["id": .text(id)])
    }
  }
}

/// The mods of a mods folder, resolved: each one's manifest and state, in load order.
///
/// A mod is a folder holding `mod.json`, and `games/` and `plugins/{types,rules,bots}` laid
/// out as in the Trivium home. Resolving never fails as a whole: a broken mod is skipped with
/// its reason, and the others load.
public struct ModSet: Sendable {
  /// What became of one mod.
  public enum State: Sendable, Hashable, CustomStringConvertible, Translatable {
    /// Its games and plugins are in the engine.
    case loaded
    /// The player turned it off (`enabled.json`).
    case disabled
    /// It cannot load, for this reason.
    case skipped(SkipReason)

    /// "loaded", "disabled" or "skipped: reason".
    public var description: String { sentence.description }

    /// The state as words and values.
    public var sentence: Phrase {
      switch self {
      case .loaded: Phrase(trLater("loaded"))
      case .disabled: Phrase(trLater("disabled"))
      case .skipped(let reason):
        Phrase(trLater("skipped: {reason}"), ["reason": .phrase(reason.sentence)])
      }
    }
  }

  /// One mod folder.
  public struct Mod: Sendable {
    /// The mod's folder.
    public var folder: URL
    /// The folder as messages name it.
    public var displayName: String
    /// Its manifest; nil when `mod.json` could not be read.
    public var manifest: ModManifest?
    /// Oddities that did not stop it (unknown manifest fields, folders that are no plugin).
    public var warnings: [ContentWarning] = []
    /// Loaded, disabled or skipped.
    public var state: State
    /// Its plugins, each with the mod as origin (empty unless loaded).
    public var plugins: PluginCatalog = .empty
    /// The ids of its games (empty unless loaded).
    public var gameIDs: [String] = []
    /// The ids of its bots that declare themselves oracles, found when they were checked.
    public var oracleBots: Set<String> = []

    /// The manifest's id, else the folder's name.
    public var id: String { manifest?.id ?? folder.lastPathComponent }
    /// The folder holding its games.
    public var gamesFolder: URL { folder.appendingPathComponent("games") }
    /// The folder holding its plugins.
    public var pluginsFolder: URL { folder.appendingPathComponent("plugins") }
    /// Whether it loaded.
    public var isLoaded: Bool { state == .loaded }
  }

  /// The ids the mods must not take: those of the built-in games and plugins.
  public struct BuiltIns: Sendable {
    /// The built-in plugins.
    public var plugins: PluginCatalog
    /// The ids of the built-in games.
    public var gameIDs: [String]

    /// The built-ins of a catalog and a game list.
    public init(plugins: PluginCatalog, gameIDs: [String]) {
      self.plugins = plugins
      self.gameIDs = gameIDs
    }
  }

  /// The mods folder; nil when there is none.
  public var folder: URL?
  /// The folder as messages name it.
  public var displayName: String
  /// Every mod: the loaded ones in load order, then the others by folder name.
  public var mods: [Mod] = []
  /// Problems with the folder itself (an unreadable `enabled.json`), which skip no mod.
  public var problems: [ContentError] = []

  /// No mods at all.
  public static let none = ModSet(folder: nil, displayName: "(no mods folder)")

  /// The loaded mods, in load order: a mod comes after the mods it requires, ties by id.
  public var loadOrder: [Mod] { mods.filter(\.isLoaded) }

  /// The mod with this id (the first, should two folders share it).
  public func mod(_ id: String) -> Mod? { mods.first { $0.id == id } }

  /// Scans `folder` (a missing folder has no mods) and resolves its mods against `builtIns`
  /// for an engine offering plugin API `apiVersion`.
  ///
  /// `candidate` is a mod folder outside `folder` (one about to be installed), resolved as
  /// if it stood in `folder` under its id, enabled, in place of a folder of that name.
  public static func resolve(
    folder: URL, displayName: String? = nil, builtIns: BuiltIns,
    apiVersion: Int64 = LuaPluginInfo.apiVersion, limits: SandboxLimits = .default,
    candidate: Candidate? = nil
  ) -> ModSet {
    var resolver = ModResolver(
      folder: folder, display: displayName ?? folder.path, builtIns: builtIns,
      apiVersion: apiVersion, limits: limits)
    resolver.candidate = candidate
    return resolver.run()
  }

  /// A mod folder resolved along with a mods folder's own.
  public struct Candidate: Sendable, Hashable {
    /// The mod's folder.
    public var folder: URL
    /// The folder as messages name it.
    public var displayName: String

    /// The mod in `folder`, named `displayName` in messages.
    public init(folder: URL, displayName: String) {
      self.folder = folder
      self.displayName = displayName
    }
  }
}

/// The steps of `ModSet.resolve`, in order: read, check alone, check against each other,
/// order, then load each in order.
struct ModResolver {
  let folder: URL
  let display: String
  let builtIns: ModSet.BuiltIns
  let apiVersion: Int64
  let limits: SandboxLimits
  var candidate: ModSet.Candidate?
  var mods: [ModSet.Mod] = []
  var problems: [ContentError] = []

  init(
    folder: URL, display: String, builtIns: ModSet.BuiltIns, apiVersion: Int64,
    limits: SandboxLimits
  ) {
    self.folder = folder
    self.display = display
    self.builtIns = builtIns
    self.apiVersion = apiVersion
    self.limits = limits
  }

  mutating func run() -> ModSet {
    var set = ModSet(folder: folder, displayName: display)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var enabled: [String: Bool] = [:]
    do { enabled = try ModSwitches.read(folder: folder, display: display) } catch {
      problems.append(error)
    }
    let extra = candidate.map { read($0.folder, display: $0.displayName, enabled: [:]) }
    // The candidate stands in for a folder of its id, and for its own folder when it is one
    // of the mods folder's (`trivium validate mods/x`): it is never resolved twice.
    let candidatePath = candidate?.folder.resolvingSymlinksInPath().path
    for name in names.sorted() where !name.hasPrefix(".") && name != extra?.id {
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(name)
      if url.resolvingSymlinksInPath().path == candidatePath { continue }
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      mods.append(read(url, display: "\(display)/\(name)", enabled: enabled))
    }
    if let extra { mods.append(extra) }
    markDuplicates()
    markConflicts()
    let order = loadOrder()
    var loaded: [String: Int] = [:]
    for index in order {
      load(index, loaded: loaded)
      if mods[index].isLoaded { loaded[mods[index].id] = index }
    }
    let rest = mods.indices.filter { !mods[$0].isLoaded }
    set.mods = order.filter { mods[$0].isLoaded }.map { mods[$0] } + rest.map { mods[$0] }
    set.problems = problems
    return set
  }

  /// Reads one folder's manifest; a mod that cannot load on its own is skipped here.
  private func read(_ url: URL, display: String, enabled: [String: Bool]) -> ModSet.Mod {
    let file = "\(display)/\(ModManifest.fileName)"
    guard FileManager.default.fileExists(atPath: url.appendingPathComponent("mod.json").path)
    else {
      let error = ContentError(
        .unreadable, file: file,
        words: Phrase(trLater("no such file: every mod folder needs a mod.json")))
      return ModSet.Mod(folder: url, displayName: display, state: .skipped(.badManifest(error)))
    }
    do {
      let (manifest, warnings) = try ModManifest.read(folder: url, display: file)
      var mod = ModSet.Mod(
        folder: url, displayName: display, manifest: manifest, warnings: warnings, state: .loaded)
      if enabled[manifest.id] == false {
        mod.state = .disabled
      } else if manifest.api > apiVersion {
        mod.state = .skipped(.apiTooNew(needs: manifest.api, offered: apiVersion))
      }
      return mod
    } catch {
      return ModSet.Mod(folder: url, displayName: display, state: .skipped(.badManifest(error)))
    }
  }

  /// Two folders with one mod id: neither loads, since a dependency on it would be ambiguous.
  private mutating func markDuplicates() {
    let ids = mods.compactMap(\.manifest?.id)
    for index in mods.indices {
      guard let id = mods[index].manifest?.id, ids.filter({ $0 == id }).count > 1 else { continue }
      let others = mods.indices.filter { $0 != index && mods[$0].manifest?.id == id }
      if case .skipped = mods[index].state { continue }
      mods[index].state = .skipped(
        .duplicateID(id, otherFolders: others.map { mods[$0].displayName }))
    }
  }

  /// A mod that declares a conflict with an enabled, well-formed mod is skipped (the mod named
  /// loads). Checked before any mod loads, so the outcome does not depend on order.
  private mutating func markConflicts() {
    let candidates = Set(mods.filter(\.isLoaded).map(\.id))
    for index in mods.indices where mods[index].isLoaded {
      if let other = mods[index].manifest?.conflicts.first(where: candidates.contains) {
        mods[index].state = .skipped(.conflict(other))
      }
    }
  }

  /// The candidates in load order (Kahn's algorithm, the smallest id first among those ready);
  /// those left on or behind a cycle are skipped.
  private mutating func loadOrder() -> [Int] {
    let candidates = mods.indices.filter { mods[$0].isLoaded }
    let byID = Dictionary(candidates.map { (mods[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
    var waiting: [Int: Set<Int>] = [:]
    for index in candidates {
      let needs = mods[index].manifest?.requires.compactMap { byID[$0.id] } ?? []
      waiting[index] = Set(needs)
    }
    var order: [Int] = []
    while true {
      let ready = waiting.filter { $0.value.isEmpty }.keys.sorted {
        mods[$0].id < mods[$1].id
      }
      guard let next = ready.first else { break }
      order.append(next)
      waiting[next] = nil
      for key in waiting.keys { waiting[key]?.remove(next) }
    }
    let stuck = waiting.keys.map { mods[$0].id }.sorted()
    for index in waiting.keys { mods[index].state = .skipped(.dependencyCycle(stuck)) }
    return order
  }

  /// Checks one mod against the mods loaded before it and the built-ins, then loads its
  /// plugins to check them.
  private mutating func load(_ index: Int, loaded: [String: Int]) {
    guard let manifest = mods[index].manifest else { return }
    for requirement in manifest.requires {
      if let other = loaded[requirement.id] {
        guard let version = mods[other].manifest?.version,
          requirement.versions.accepts(version)
        else {
          let found = mods[other].manifest?.version ?? SemanticVersion(0, 0, 0)
          mods[index].state = .skipped(.versionNotSatisfied(requirement, found: found))
          return
        }
        continue
      }
      let why: Phrase
      switch mods.first(where: { $0.id == requirement.id })?.state {
      case nil: why = Phrase(trLater("not installed"))
      case .disabled?: why = Phrase(trLater("disabled"))
      default: why = Phrase(trLater("skipped"))
      }
      mods[index].state = .skipped(.missingDependency(requirement, why: why))
      return
    }
    let catalog: PluginCatalog
    do {
      catalog = try PluginCatalog(
        root: mods[index].pluginsFolder, displayName: "\(mods[index].displayName)/plugins",
        origin: .mod(manifest.id))
    } catch {
      mods[index].state = .skipped(.brokenPlugin(error.sentence))
      return
    }
    mods[index].warnings += catalog.warnings
    let library = GameLibrary(
      root: mods[index].gamesFolder, displayName: "\(mods[index].displayName)/games")
    let games = (try? library.gameIDs()) ?? []
    mods[index].warnings += library.refusals().map {
      ContentWarning(.refusedFile, file: $0.path, words: $0.problemPhrase)
    }
    if let collision = collision(catalog: catalog, games: games, loaded: loaded) {
      mods[index].state = .skipped(.collision(collision))
      return
    }
    // One budget for loading all of them: each plugin within its own limits is not enough
    // when there are 256 of them (docs/sandbox.md, "A mod's budget").
    let budget = PluginBudget(owner: manifest.id, phase: .loading)
    for entry in catalog.entries {
      let problem = PluginCheck.problem(with: entry, limits: limits, budget: budget) { bot in
        if bot.isOracle { mods[index].oracleBots.insert(entry.id) }
      }
      if let problem {
        mods[index].state = .skipped(
          budget.exhausted == nil ? .brokenPlugin(problem) : .overBudget(problem))
        return
      }
    }
    mods[index].plugins = catalog
    mods[index].gameIDs = games
  }

  /// The first id of `catalog` or `games` that a built-in or a loaded mod already has.
  private func collision(catalog: PluginCatalog, games: [String], loaded: [String: Int])
    -> Phrase?
  {
    for entry in catalog.entries {
      let what = Phrase.Value.phrase(entry.kind.named(entry.id))
      if builtIns.plugins.entry(entry.kind, id: entry.id) != nil {
        return Phrase(
          trLater("its {what} has the id of a built-in one (a mod may not replace a built-in)"),
          ["what": what])
      }
      for other in loaded.values.sorted()
      where mods[other].plugins.entry(entry.kind, id: entry.id) != nil {
        return Phrase(
          trLater("its {what} has the id of one in mod '{mod}'"),
          ["what": what, "mod": .text(mods[other].id)])
      }
    }
    for game in games {
      if builtIns.gameIDs.contains(game) {
        return Phrase(
          trLater(
            "its game '{id}' has the id of a built-in game (a mod may not replace a built-in)"),
          ["id": .text(game)])
      }
      for other in loaded.values.sorted() where mods[other].gameIDs.contains(game) {
        return Phrase(
          trLater("its game '{id}' has the id of a game in mod '{mod}'"),
          ["id": .text(game), "mod": .text(mods[other].id)])
      }
    }
    return nil
  }
}
