#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a path lands on disk, for telling whether two paths name the same file: its device
/// and inode when something stands there (so hard links and links are caught), and its real
/// path (links resolved) whether or not it exists yet.
struct FilePlace: Equatable {
  /// Device and inode of what stands there, links followed; nil when nothing does.
  var identity: FileIdentity?
  /// The real path: the folder's links resolved, then the name (the name's own link
  /// followed too, when it has a target).
  var real: String
  /// How many names the file has (more than one: a hard link may hide it anywhere).
  var links: Int

  init(_ path: String) {
    var info = stat()
    if stat(path, &info) == 0 {
      identity = FileIdentity(info)
      links = Int(info.st_nlink)
      real = Self.realPath(path) ?? path
    } else {
      identity = nil
      links = 0
      let folder = OutputTarget.folder(of: path)
      let name = OutputTarget.name(of: path)
      let realFolder = Self.realPath(folder) ?? folder
      real = realFolder.hasSuffix("/") ? realFolder + name : realFolder + "/" + name
    }
  }

  /// Whether the two places are one file.
  func isSame(as other: FilePlace) -> Bool {
    if let identity, identity == other.identity { return true }
    return real == other.real
  }

  /// Whether this place lies inside the folder at `folder` (its real path beneath the
  /// folder's), or is, by a hard link, one of the files in it.
  func isInside(_ folder: FilePlace, walking folderPath: String) -> Bool {
    let prefix = folder.real.hasSuffix("/") ? folder.real : folder.real + "/"
    if real.hasPrefix(prefix) || real == folder.real { return true }
    guard links > 1, let identity else { return false }
    var budget = 100_000
    return Self.folder(folderPath, holds: identity, budget: &budget)
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether some file under `folder` (links not followed) is `identity`; gives up, saying
  /// no, after `budget` entries (a hard link deeper than that in a loaded folder is not seen).
  private static func folder(_ folder: String, holds identity: FileIdentity, budget: inout Int)
    -> Bool
  {
    guard let directory = opendir(folder) else { return false }
    defer { closedir(directory) }
    while budget > 0, let entry = readdir(directory) {
      budget -= 1
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG where FileIdentity(info) == identity: return true
      case S_IFDIR where Self.folder(path, holds: identity, budget: &budget): return true
      default: continue
      }
    }
    return false
  }
}

/// A file's device and inode.
struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
