import Content
import Localization
import Store
import TriviumEngine
import UserFiles

/// What a command tells the output plan (`OutputPlan`, the one rule) about the files it
/// reads: the folders an engine loads, a game named by its path, the progress database.
extension OutputPlan {
  /// A plan for the parsed arguments: replaces existing files only with `--force`.
  init(_ parsed: Arguments) {
    self.init(force: parsed.flag("--force"))
  }

  /// Adds the folders an engine made from `options` loads: the built-in games, plugins and
  /// themes, and the mods folder.
  mutating func engineFolders(_ options: EngineOptions) {
    if let roots = try? ContentRoots.resolve(
      explicit: options.home, environment: options.environment)
    {
      folder(roots.games.path, role: Phrase(trLater("the games folder")))
      folder(roots.plugins.path, role: Phrase(trLater("the plugins folder")))
      folder(
        roots.root.appendingPathComponent("themes").path, role: Phrase(trLater("the themes folder"))
      )
    }
    if let (mods, _) = ModLocation.folder(explicit: options.mods, environment: options.environment)
    {
      folder(mods.path, role: Phrase(trLater("the mods folder")))
    }
  }

  /// Adds a game named on the command line when it is a path (a folder or a quiz file).
  mutating func game(_ name: String) {
    input(name, role: Phrase(trLater("the game")))
  }

  /// Adds the progress database at `path` (`Services.databasePath`), when it is known.
  mutating func progress(_ path: String?) {
    if let path { database(path) }
  }
}
