import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path the user named for output turns out to be, decided once before anything is
/// written: the rules that keep every command from destroying what stands there.
///
/// - a folder is never removed or replaced;
/// - a regular file is replaced atomically, by a file written beside it and renamed over it;
/// - a character device, a FIFO, `-` (standard output) and `/dev/stdout`, `/dev/stderr` or
///   `/dev/fd/N` are written to as streams, never replaced;
/// - a symbolic link is resolved once, and its target follows the same rules;
/// - anything else (a socket, a block device) is refused.
public struct OutputTarget: Sendable, Equatable {
  /// How the bytes reach the path.
  public enum Kind: Sendable, Equatable {
    /// Nothing stands at `path`: a new file is written beside it and renamed into place.
    case newFile
    /// A regular file stands at `path`: it is replaced the same way, keeping its permissions.
    case replaceFile(mode: mode_t)
    /// A character device or FIFO: opened and written to, never created or truncated.
    case device
    /// An open descriptor of this process (standard output for `-`).
    case descriptor(Int32)
  }

  /// The path as the user gave it, for messages.
  public var display: String
  /// Where the bytes go: `display` with its links resolved.
  public var path: String
  /// How they get there.
  public var kind: Kind

  /// Whether a partial write can be undone (a file is renamed into place only when whole).
  public var isAtomic: Bool {
    switch kind {
    case .newFile, .replaceFile: true
    case .device, .descriptor: false
    }
  }

  /// Decides what `given` is. `mustBeNew` refuses anything that already stands there (files a
  /// command creates, such as a new plugin's skeleton); `createFolders` makes the missing
  /// folders above a new file instead of refusing.
  public static func resolve(_ given: String, mustBeNew: Bool = false, createFolders: Bool = false)
    throws(UserFileError) -> OutputTarget
  {
    guard !given.isEmpty else {
      throw UserFileError(given, Phrase(trLater("is an empty path: it names no file")))
    }
    guard !given.utf8.contains(0) else {
      throw UserFileError(given, Phrase(trLater("holds a NUL byte, which no path can")))
    }
    if !mustBeNew, let descriptor = standardDescriptor(given) {
      return OutputTarget(display: given, path: given, kind: .descriptor(descriptor))
    }
    var path = given
    var links = 0
    while true {
      var info = stat()
      guard lstat(path, &info) == 0 else {
        let code = errno
        guard code == ENOENT else {
          throw UserFileError(
            given,
            Phrase(
              trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(code))])
          )
        }
        try checkFolder(above: path, given: given, create: createFolders)
        return OutputTarget(display: given, path: path, kind: .newFile)
      }
      if mustBeNew {
        throw UserFileError(
          given, Phrase(trLater("already exists: not overwritten")), kind: .exists)
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        return OutputTarget(
          display: given, path: path, kind: .replaceFile(mode: info.st_mode & 0o7777))
      case S_IFDIR:
        throw UserFileError(
          given,
          Phrase(
            trLater("is a folder: name a file (for example {example}); nothing was changed"),
            ["example": .text(join(given, "log.jsonl"))]),
          kind: .refused)
      case S_IFCHR, S_IFIFO:
        return OutputTarget(display: given, path: path, kind: .device)
      case S_IFLNK:
        links += 1
        guard links <= 40 else {
          throw UserFileError(given, Phrase(trLater("has too many levels of links")))
        }
        path = try linkTarget(path, given: given)
      case S_IFBLK:
        throw UserFileError(
          given, Phrase(trLater("is a block device: refused, nothing was written")), kind: .refused)
      case S_IFSOCK:
        throw UserFileError(
          given, Phrase(trLater("is a socket: refused, nothing was written")), kind: .refused)
      default:
        throw UserFileError(
          given, Phrase(trLater("is not a file, a device or a FIFO: refused")), kind: .refused)
      }
    }
  }

  /// `-`, `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` (or `/proc/self/fd/N`) name this
  /// process's own descriptors: written to as they are, so that output redirected to a file
  /// keeps going to that file rather than replacing it.
  static func standardDescriptor(_ path: String) -> Int32? {
    switch path {
    case "-", "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        if let number = Int32(path.dropFirst(prefix.count)), number >= 0 { return number }
      }
      return nil
    }
  }

  /// The path a link points to, relative links taken from the link's folder.
  private static func linkTarget(_ link: String, given: String) throws(UserFileError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count >= 0 else {
      throw UserFileError(
        given,
        Phrase(
          trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(errno))]))
    }
    let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if target.hasPrefix("/") { return target }
    return join(folder(of: link), target)
  }

  /// Checks that the folder a new file goes into exists (or makes it, when asked).
  private static func checkFolder(above path: String, given: String, create: Bool)
    throws(UserFileError)
  {
    let parent = folder(of: path)
    var info = stat()
    if stat(parent, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw UserFileError(
          given,
          Phrase(trLater("cannot be made: {folder} is not a folder"), ["folder": .text(parent)]),
          kind: .refused)
      }
      return
    }
    let code = errno
    guard code == ENOENT, create else {
      guard code == ENOENT else {
        throw UserFileError(
          given,
          Phrase(
            trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(code))]))
      }
      throw UserFileError(
        given,
        Phrase(
          trLater("cannot be made: the folder {folder} does not exist"), ["folder": .text(parent)]),
        kind: .missingFolder)
    }
    try checkFolder(above: parent, given: given, create: true)
    guard mkdir(parent, 0o777) == 0 || errno == EEXIST else {
      throw UserFileError(
        given,
        Phrase(
          trLater("cannot be made: the folder {folder} cannot be made: {reason}"),
          ["folder": .text(parent), "reason": .phrase(SystemError.phrase(errno))]))
    }
  }

  /// The folder part of `path` ("." for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let head = path[..<slash]
    return head.isEmpty ? "/" : String(head)
  }

  /// The last part of `path`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
