import Foundation
import Localization

/// What a path given to `trivium validate` is, told from the file system before anything in
/// it is read.
public enum ValidationTarget: Equatable, Sendable {
  /// A mod: a folder holding `mod.json`.
  case mod(String)
  /// A game: a folder holding `game.json` (or that `game.json` itself, named as its folder).
  case game(String)
  /// A plugin: a `.lua` file, or a folder holding `main.lua`.
  case plugin(String)
  /// A question file: a `.json` or `.plist` file.
  case dataFile(String)
  /// Nothing validate checks, with what it is instead ("is a FIFO").
  case refused(String, what: Phrase)

  /// What validate takes, said after a path it does not.
  public static var accepted: Phrase {
    Phrase(
      trLater(
        "validate takes a mod folder (holding mod.json), a game folder (holding game.json), a "
          + "plugin (a .lua file, or a folder holding main.lua) or a question file (.json or "
          + ".plist)"))
  }

  /// The kind of `path` (a trailing `/` dropped), following links as the loaders do.
  public static func of(_ path: String) -> ValidationTarget {
    let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    var info = stat()
    guard stat(display, &info) == 0 else {
      return .refused(display, what: Phrase(trLater("no such file or folder")))
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return folder(display)
    case S_IFREG: break
    case S_IFCHR:
      return .refused(display, what: Phrase(trLater("is a character device, not a file or folder")))
    case S_IFBLK:
      return .refused(display, what: Phrase(trLater("is a block device, not a file or folder")))
    case S_IFIFO: return .refused(display, what: Phrase(trLater("is a FIFO, not a file or folder")))
    case S_IFSOCK:
      return .refused(display, what: Phrase(trLater("is a socket, not a file or folder")))
    default: return .refused(display, what: Phrase(trLater("is not a file or folder")))
    }
    let name = (display as NSString).lastPathComponent
    if name == "game.json" {
      let parent = (display as NSString).deletingLastPathComponent
      return .game(parent.isEmpty ? "." : parent)
    }
    if name.hasSuffix(".lua") { return .plugin(display) }
    if name.hasSuffix(".json") || name.hasSuffix(".plist") { return .dataFile(display) }
    return .refused(display, what: Phrase(trLater("is not a .lua, .json or .plist file")))
  }

  private static func folder(_ path: String) -> ValidationTarget {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      return .refused(path, what: Phrase(trLater("is a folder that cannot be listed")))
    }
    if names.contains("mod.json") { return .mod(path) }
    if names.contains("game.json") { return .game(path) }
    if names.contains("main.lua") { return .plugin(path) }
    if names.isEmpty { return .refused(path, what: Phrase(trLater("is an empty folder"))) }
    return .refused(
      path, what: Phrase(trLater("is a folder holding no mod.json, game.json or main.lua")))
  }
}
