import Content
import Foundation

/// What an engine finds before it loads any plugin into a sandbox: the content roots, every
/// plugin and game, and the mods resolved (which reads every mod and checks each of its
/// plugins). Plain data, so engines on other threads share it: a tournament resolves the mods
/// once per process, not once per worker.
public struct EngineContent: Sendable {
  /// What it was found from.
  public let options: EngineOptions
  /// Where the built-in games and plugins are.
  public let roots: ContentRoots
  /// Every plugin: the built-in ones, then those of the loaded mods.
  public let catalog: PluginCatalog
  /// Every game, built-in and from the loaded mods.
  public let library: GameLibrary
  /// The mods and what became of each.
  public let mods: ModSet

  /// The content `options` point at, read from disk.
  public init(options: EngineOptions) throws(EngineError) {
    self.options = options
    let builtIns: PluginCatalog
    var library: GameLibrary
    do {
      roots = try ContentRoots.resolve(explicit: options.home, environment: options.environment)
      builtIns = try PluginCatalog(root: roots.plugins, displayName: "plugins")
      library = GameLibrary(roots: roots)
      let games = (try? library.builtInGameIDs()) ?? []
      mods = try Self.mods(options, builtIns: ModSet.BuiltIns(plugins: builtIns, gameIDs: games))
    } catch {
      throw EngineError(error.description)
    }
    library.add(mods)
    self.library = library
    catalog = mods.loadOrder.reduce(builtIns) { $0.merging($1.plugins) }
  }

  init(
    options: EngineOptions, roots: ContentRoots, catalog: PluginCatalog, library: GameLibrary,
    mods: ModSet
  ) {
    self.options = options
    self.roots = roots
    self.catalog = catalog
    self.library = library
    self.mods = mods
  }

  private static func mods(_ options: EngineOptions, builtIns: ModSet.BuiltIns)
    throws(ContentError) -> ModSet
  {
    guard
      let (folder, named) = ModLocation.folder(
        explicit: options.mods, environment: options.environment)
    else { return .none }
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
    if named, !(exists && isFolder.boolValue) {
      throw ContentError(
        .unreadable, file: options.mods ?? folder.path, words: ModLocation.missingNamedFolder)
    }
    return ModSet.resolve(
      folder: folder, displayName: options.mods, builtIns: builtIns,
      candidate: options.candidate)
  }
}
