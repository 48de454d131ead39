import Foundation
import Localization

extension ModSet {
  /// The games of the mods that did not load (skipped or disabled), each id with the sentence
  /// that says where it is and why it is not there: "game 'x' is in mod 'y', which was
  /// skipped: <reason>". A command that cannot find a game says this instead of "no game".
  public func unavailableGames() -> [String: Phrase] {
    var found: [String: Phrase] = [:]
    for mod in mods where !mod.isLoaded {
      let library = GameLibrary(root: mod.gamesFolder, displayName: "\(mod.displayName)/games")
      for id in (try? library.builtInGameIDs()) ?? [] where found[id] == nil {
        found[id] = Self.sentence(Phrase(trLater("game '{id}'"), ["id": .text(id)]), in: mod)
      }
    }
    return found
  }

  /// The plugins of `kind` in the mods that did not load, each id with its sentence (as
  /// `unavailableGames`).
  public func unavailablePlugins(_ kind: PluginCatalog.Kind) -> [String: Phrase] {
    var found: [String: Phrase] = [:]
    for mod in mods where !mod.isLoaded {
      // Listed, never loaded: the same confined scan as a loaded mod's.
      guard
        let catalog = try? PluginCatalog(
          root: mod.pluginsFolder, displayName: "\(mod.displayName)/plugins",
          origin: .mod(mod.id))
      else { continue }
      for entry in catalog.entries(of: kind) where found[entry.id] == nil {
        found[entry.id] = Self.sentence(kind.named(entry.id), in: mod)
      }
    }
    return found
  }

  private static func sentence(_ what: Phrase, in mod: Mod) -> Phrase {
    switch mod.state {
    case .loaded:
      Phrase(trLater("{what} is in mod '{mod}'"), ["what": .phrase(what), "mod": .text(mod.id)])
    case .disabled:
      Phrase(
        trLater(
          "{what} is in mod '{mod}', which is disabled (enable it in the launcher of "
            + "`trivium play`, or in {file})"),
        ["what": .phrase(what), "mod": .text(mod.id), "file": .text(Self.switchesFileName)])
    case .skipped(let reason):
      Phrase(
        trLater("{what} is in mod '{mod}', which was skipped: {reason}"),
        ["what": .phrase(what), "mod": .text(mod.id), "reason": .phrase(reason.sentence)])
    }
  }
}
