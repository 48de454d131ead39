import Localization
import UserFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the store lives when the caller names no file (XDG Base Directory specification).
public enum StoreLocation {
  /// The database file's name inside the data folder.
  public static let fileName = "trivium.sqlite3"

  /// Trivium's data folder: `$TRIVIUM_DATA_DIR`, else `$XDG_DATA_HOME/trivium`, else
  /// `$HOME/.local/share/trivium`, by `environment` (handed in: never the process's own read
  /// here).
  public static func dataDirectory(
    environment: [String: String]
  ) throws(StoreError) -> String {
    guard let folder = DataFolder.path(environment: environment) else {
      throw .cannotOpen(
        path: "\(DataFolder.usual)/\(fileName)",
        reason: Phrase(
          trLater("none of {variables} is set"),
          ["variables": "TRIVIUM_DATA_DIR, XDG_DATA_HOME, HOME"]))
    }
    return folder
  }

  /// The database file in the data folder.
  public static func databasePath(
    environment: [String: String]
  ) throws(StoreError) -> String {
    join(try dataDirectory(environment: environment), fileName)
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

/// The few file operations the store needs, straight from the C library.
enum Files {
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Creates the folders above `file` that are missing, readable by the owner only (they hold
  /// the player's profiles).
  static func createParentFolders(of file: String) throws(StoreError) {
    let parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    var folder = file.hasPrefix("/") ? "" : "."
    for part in parts where !part.isEmpty {
      folder += "/" + part
      if mkdir(folder, 0o700) != 0 && errno != EEXIST {
        throw .cannotOpen(
          path: file,
          reason: Phrase(
            trLater("cannot create folder {folder}: {reason}"),
            ["folder": .text(folder), "reason": .phrase(SystemError.phrase(errno))]))
      }
    }
  }

  /// Refuses a file whose folder does not exist (or is not a folder).
  static func checkParentFolder(of file: String) throws(StoreError) {
    let slash = file.lastIndex(of: "/")
    let folder = slash.map { $0 == file.startIndex ? "/" : String(file[..<$0]) } ?? "."
    var info = stat()
    guard stat(folder, &info) == 0 else {
      let code = errno
      guard code == ENOENT else {
        throw .cannotOpen(
          path: file,
          reason: Phrase(
            trLater("the folder {folder}: {reason}"),
            ["folder": .text(folder), "reason": .phrase(SystemError.phrase(code))]))
      }
      throw .cannotOpen(
        path: file,
        reason: Phrase(
          trLater("the folder {folder} does not exist (it is not made for a named file)"),
          ["folder": .text(folder)]))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .cannotOpen(
        path: file, reason: Phrase(trLater("{folder} is not a folder"), ["folder": .text(folder)]))
    }
  }

  /// Renames `path` to the first free `path.damaged-<n>`, its WAL and journal files alongside,
  /// and returns the new name. Nothing is deleted and no existing file is overwritten.
  static func moveAside(_ path: String) throws(StoreError) -> String {
    let companions = ["-wal", "-shm", "-journal"]
    var number = 1
    while true {
      let target = "\(path).damaged-\(number)"
      number += 1
      if ([""] + companions).contains(where: { exists(target + $0) }) { continue }
      // link() refuses an existing name, so even a file created meanwhile is never replaced.
      if link(path, target) == 0 {
        guard unlink(path) == 0 else {
          throw .cannotMoveAside(
            path: path,
            reason: Phrase(
              trLater("remove after linking: {reason}"),
              ["reason": .phrase(SystemError.phrase(errno))]))
        }
      } else if errno == EEXIST {
        continue
      } else if rename(path, target) != 0 {  // a file system without hard links
        throw .cannotMoveAside(
          path: path,
          reason: Phrase(
            trLater("rename to {target}: {reason}"),
            ["target": .text(target), "reason": .phrase(SystemError.phrase(errno))]))
      }
      for suffix in companions where exists(path + suffix) {
        if rename(path + suffix, target + suffix) != 0 {
          throw .cannotMoveAside(
            path: path,
            reason: Phrase(
              trLater("rename {suffix} file to {target}: {reason}"),
              [
                "suffix": .text(suffix), "target": .text(target + suffix),
                "reason": .phrase(SystemError.phrase(errno)),
              ]))
        }
      }
      return target
    }
  }
}
