import Confined
import Localization
import Pictures
import QuizCore
import TerminalUI

/// Pictures and card icons, each read from its game's folder and nowhere else.
extension PlayHost {
  /// The pictures of a game, read from its folder and nowhere else.
  func pictures(for gameID: String) -> PictureCache {
    if let review = reviewSessions[gameID] { return pictures(of: review) }
    let gameID = MockExam.gameID(ofSession: gameID) ?? gameID
    let folder = Self.gameFolder(folders[gameID] ?? engine.library.folder(of: gameID).path)
    return PictureCache { (name: String) throws(PictureError) -> RGBAImage in
      try PNGDecoder.load(name, in: folder)
    }
  }

  /// The icon a card names by `path`, read from its game's folder and nowhere else.
  func icon(_ path: String) throws(PictureError) -> RGBAImage {
    guard let (folder, name) = iconFiles[path] else {
      throw .unreadable(path: path, reason: Phrase(trLater("not the icon of a game")))
    }
    return try PNGDecoder.load(name, in: Self.gameFolder(folder))
  }

  /// The folder of a game at `path`, read only through `ConfinedFolder`.
  static func gameFolder(_ path: String) -> ConfinedFolder {
    ConfinedFolder(root: path, displayName: path, scope: Phrase(trLater("the game folder")))
  }
}
