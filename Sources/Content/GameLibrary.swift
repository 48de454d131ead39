import Confined
import Foundation
import Localization
import QuizCore

/// The games in one folder (`games/`): each subfolder holding a `game.json` is a game; and
/// the games of the loaded mods, each folder added with its origin.
public struct GameLibrary: Sendable {
  /// A further folder of games (a mod's `games/`).
  public struct Source: Sendable {
    /// The folder that holds the game folders.
    public var root: URL
    /// The folder as messages name it.
    public var displayName: String
    /// Where its games come from.
    public var origin: ContentOrigin
    /// The ids of its games.
    public var gameIDs: [String]
  }

  /// The folder that holds the built-in game folders.
  public var root: URL
  /// The folder as messages name it (`games`).
  public var displayName: String
  /// The folders added with `add`, in the order they were added.
  public private(set) var sources: [Source] = []

  /// The games under `root`, named in messages as `displayName/<id>/...` (by default the
  /// folder's own name, so errors read `games/quiz/game.json`).
  public init(root: URL, displayName: String? = nil) {
    self.root = root
    self.displayName = displayName ?? root.lastPathComponent
  }

  /// The games of the folder `roots` found.
  public init(roots: ContentRoots) {
    self.init(root: roots.games)
  }

  /// Adds the games of the loaded mods of `mods`, each with its mod as origin.
  public mutating func add(_ mods: ModSet) {
    for mod in mods.loadOrder where !mod.gameIDs.isEmpty {
      sources.append(
        Source(
          root: mod.gamesFolder, displayName: "\(mod.displayName)/games", origin: .mod(mod.id),
          gameIDs: mod.gameIDs))
    }
  }

  /// The ids of every game, built-in and from mods, sorted.
  public func gameIDs() throws(ContentError) -> [String] {
    (try builtInGameIDs() + sources.flatMap(\.gameIDs)).sortedByBytes()
  }

  /// Where game `id` comes from (built-in unless a mod added it).
  public func origin(of id: String) -> ContentOrigin {
    sources.first { $0.gameIDs.contains(id) }?.origin ?? .builtIn
  }

  /// The ids of the built-in games, sorted: the subfolders that hold a `game.json`.
  public func builtInGameIDs() throws(ContentError) -> [String] { try scan().ids }

  /// The game folders of `root` that are never read: a link leading out of it, or a
  /// `game.json` that is a link out or no regular file.
  public func refusals() -> [ConfinedError] { (try? scan().refused) ?? [] }

  /// The subfolders of `root` holding a `game.json` that stays inside it, and those refused.
  private func scan() throws(ContentError) -> (ids: [String], refused: [ConfinedError]) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    } catch {
      throw ContentError(
        .unreadable, file: displayName, words: Phrase(trLater("cannot list the game folders")))
    }
    let games = ConfinedFolder(root: root.path, displayName: displayName, scope: "\(displayName)")
    var ids: [String] = []
    var refused: [ConfinedError] = []
    for name in names.sortedByBytes() where !name.hasPrefix(".") {
      do {
        if try games.kind(of: name + "/game.json") == .file { ids.append(name) }
      } catch  where error.reason != .missing {
        refused.append(error)
      } catch {}
    }
    return (ids, refused)
  }

  /// The folder of game `id`.
  public func folder(of id: String) -> URL {
    (sources.first { $0.gameIDs.contains(id) }?.root ?? root).appendingPathComponent(id)
  }

  /// The folder of game `id` as messages name it (`games/quiz`).
  public func displayFolder(of id: String) -> String {
    "\(sources.first { $0.gameIDs.contains(id) }?.displayName ?? displayName)/\(id)"
  }

  /// The summary of game `id` by `loader` (see `GameLoader.summary`), read in `language`.
  public func summary(
    _ id: String, loader: GameLoader, language: String? = nil
  ) throws(ContentError) -> GameSummary {
    try checkID(id)
    return try loader.summary(
      folder: folder(of: id), displayName: displayFolder(of: id), language: language)
  }

  private func checkID(_ id: String) throws(ContentError) {
    guard isPlainRelativePath(id), !id.contains("/") else {
      throw ContentError(
        .badValue, file: displayName,
        words: Phrase(trLater("'{id}' is not a game id"), ["id": .text(id)]))
    }
  }

  /// Loads game `id` with `loader`; `seed` feeds a generated game and a draw, and the game is
  /// read in `language` (see `GameLoader.load`).
  public func load(
    _ id: String, loader: GameLoader, seed: UInt64 = 0, language: String? = nil
  ) throws(ContentError) -> LoadedGame {
    try checkID(id)
    return try loader.load(
      folder: folder(of: id), displayName: displayFolder(of: id), seed: seed, language: language)
  }
}
