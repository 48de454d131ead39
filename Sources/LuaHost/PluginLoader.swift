import Confined
import Foundation
import Localization
import QuizCore

/// The one way a plugin is loaded, and the one home of the checks every untrusted plugin
/// passes: its id is one `Untrusted.isSafeID` allows, its main file is read from inside its
/// folder only (`ConfinedFolder`, capped at `FolderModules.maxSourceBytes`, UTF-8 text), its
/// chunk name is the file as messages show it, and it runs under the given sandbox limits;
/// `LuaPlugin` keeps the hash of every file it ran (`sourceIdentity`).
///
/// Mod plugins, a game's `generate.lua`, a plugin named on the command line and a tournament
/// description in Lua all load here, so a refusal reads the same whoever asked.
public enum PluginLoader {
  /// Loads the plugin whose main file is `main` (a plain relative name, `main.lua` or
  /// `gen/generate.lua`) in `folder`, which messages name `displayName`: nothing outside
  /// `folder` is read, and `require` reads the other files of the main file's folder, then
  /// the `lib/` of `sharedLib` (a `plugins/` folder and its name in messages), when given.
  /// `header` is what the description's `kind`, `api` and `name` must say (`PluginHeader`).
  public static func load(
    id: String, main: String, in folder: URL, displayName: String,
    limits: SandboxLimits = .default, header: PluginHeader.Expectation = .none,
    sharedLib: (folder: URL, displayName: String)? = nil
  ) throws(PluginError) -> LuaPlugin {
    let base = (main as NSString).deletingLastPathComponent
    let modules = FolderModules(
      folder: folder, displayName: displayName.isEmpty ? "." : displayName, base: base,
      plugins: sharedLib)
    let chunkName = modules.confined.display(main)
    // The id first: an unsafe id is refused before any of its files is read.
    try checkID(id, file: chunkName)
    let bytes: [UInt8]
    do { bytes = try modules.confined.read(main, maxBytes: FolderModules.maxSourceBytes) } catch {
      // A folder is a plugin by its main.lua; say so when that is what is missing.
      let words =
        error.reason == .missing && (main as NSString).lastPathComponent == "main.lua"
        ? Phrase(
          trLater("{problem} (a plugin folder needs a main.lua)"),
          ["problem": .phrase(error.problemPhrase)])
        : error.problemPhrase
      throw PluginError(pluginID: id, kind: .refused, words: words, file: error.path)
    }
    let source: String
    do { source = try UTF8Text.decode(bytes) } catch {
      throw PluginError(
        pluginID: id, kind: .refused, words: error.sentence, file: chunkName,
        line: error.line, column: error.column)
    }
    return try load(
      id: id, source: source, chunkName: chunkName, modules: modules, limits: limits,
      header: header)
  }

  /// Loads a plugin from `source`, text that is no file of a folder (a benchmark's driver),
  /// shown in errors as `chunkName`; `require` reads `modules` (nothing when nil).
  public static func load(
    id: String, source: String, chunkName: String, modules: (any ModuleSource)? = nil,
    limits: SandboxLimits = .default, header: PluginHeader.Expectation = .none
  ) throws(PluginError) -> LuaPlugin {
    try checkID(id, file: chunkName)
    return try LuaPlugin(
      id: id, source: source, chunkName: chunkName, modules: modules, limits: limits,
      header: header)
  }

  /// Refuses an id that could not be printed or used as a name safely.
  private static func checkID(_ id: String, file: String) throws(PluginError) {
    guard !Untrusted.isSafeID(id) else { return }
    throw PluginError(
      pluginID: id, kind: .refused,
      words: Phrase(
        trLater("'{id}' is not a plugin id: {rule}; not loaded"),
        ["id": .text(Untrusted.line(id)), "rule": .phrase(Untrusted.safeIDWords)]),
      file: file)
  }
}
