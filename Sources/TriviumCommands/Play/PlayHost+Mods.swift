import Content
import Localization
import TerminalUI
import TriviumEngine

/// Mods on the launcher: the cards of those that give no game, and enabling or disabling one.
extension PlayHost {
  /// A card for each mod that gives no playable game: disabled ones (to enable them) and
  /// skipped ones (with the reason).
  func modCards() -> [GameCard] {
    engine.mods.mods.compactMap { mod in
      let title = mod.manifest?.name ?? mod.id
      switch mod.state {
      case .loaded: return nil
      case .disabled:
        return GameCard(
          id: PlayHost.modPrefix + mod.id, title: title, summary: "", icon: nil,
          questionCount: nil, origin: mod.id, state: .disabled)
      case .skipped(let reason):
        return GameCard(
          id: PlayHost.modPrefix + mod.id, title: title, summary: "", icon: nil,
          questionCount: nil, origin: mod.id, state: .broken(reason.translated))
      }
    }
  }

  /// Card ids of mods (not games) start with this.
  static let modPrefix = "mod:"

  /// The mod library game `gameID` comes from; nil for a built-in game or one named by path.
  func modID(of gameID: String) -> String? {
    guard !gameID.contains("/"), case .mod(let id) = engine.library.origin(of: gameID) else {
      return nil
    }
    return id
  }

  func toggleMod(gameID: String) throws -> String {
    let modID: String
    if gameID.hasPrefix(PlayHost.modPrefix) {
      modID = String(gameID.dropFirst(PlayHost.modPrefix.count))
    } else if let id = self.modID(of: gameID) {
      modID = id
    } else {
      return tr("{game} is not from a mod: it is always there", ["game": gameID])
    }
    guard let folder = engine.mods.folder, let mod = engine.mods.mod(modID) else {
      return tr("no mod '{id}'", ["id": modID])
    }
    let enable = mod.state == .disabled
    if case .skipped(let reason) = mod.state {
      return tr("mod {id} cannot load: {reason}", ["id": modID, "reason": reason])
    }
    try ModSet.setEnabled(enable, mod: modID, folder: folder)
    try reloadEngine()
    let name = mod.manifest?.name ?? modID
    return enable
      ? tr("Enabled {name}.", ["name": name])
      : tr("Disabled {name}; press e on its card to enable it again.", ["name": name])
  }
}
