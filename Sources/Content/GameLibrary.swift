import Foundation
import QuizCore

/// The games in one folder (`games/`): each subfolder holding a `game.json` is a game.
public struct GameLibrary: Sendable {
  /// The folder that holds the game folders.
  public var root: URL
  /// The folder as messages name it (`games`).
  public var displayName: String

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

  /// The ids of the games, sorted: the subfolders that hold a `game.json`.
  public func gameIDs() throws(ContentError) -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    } catch {
      throw ContentError(.unreadable, file: displayName, message: "cannot list the game folders")
    }
    return names.filter { name in
      !name.hasPrefix(".")
        && FileManager.default.fileExists(
          atPath: root.appendingPathComponent(name).appendingPathComponent("game.json").path)
    }.sorted()
  }

  /// The folder of game `id`.
  public func folder(of id: String) -> URL { root.appendingPathComponent(id) }

  /// Loads game `id` with `loader`; `seed` feeds a generated game.
  public func load(_ id: String, loader: GameLoader, seed: UInt64 = 0) throws(ContentError)
    -> LoadedGame
  {
    guard isPlainRelativePath(id), !id.contains("/") else {
      throw ContentError(.badValue, file: displayName, message: "'\(id)' is not a game id")
    }
    return try loader.load(folder: folder(of: id), displayName: "\(displayName)/\(id)", seed: seed)
  }
}
