import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of untrusted content (a mod, a plugin, a game) whose files are read, and nothing
/// outside it: the one place that rule is kept.
///
/// A name is relative, with no `..`, `.` or empty part. Symbolic links are followed only
/// while their real path stays inside the folder; one leading out is refused and named. Only
/// regular files are read (never a FIFO, socket, device or folder), and never more than the
/// cap the caller gives for its kind of file. The file is opened by walking the real path
/// from the folder with `O_NOFOLLOW` at every step, then checked again on the open
/// descriptor, so a link swapped in between the check and the open is refused too.
public struct ConfinedFolder: Sendable {
  /// What a name of the folder is.
  public enum Kind: Sendable, Equatable {
    /// A regular file.
    case file
    /// A folder.
    case folder
  }

  /// The folder.
  public let root: String
  /// The folder as messages name it: a file shows as `displayName/name`.
  public let displayName: String
  /// The folder as a refusal names it ("the mod folder").
  public let scope: Phrase

  /// The folder at `root`, named `displayName` in messages and `scope` in refusals.
  public init(root: String, displayName: String, scope: Phrase) {
    self.root = root
    self.displayName = displayName
    self.scope = scope
  }

  /// The folder at `root`, named `displayName` in messages and `scope` (shown as it is, in
  /// every language: a path) in refusals.
  public init(root: String, displayName: String, scope: String) {
    self.init(root: root, displayName: displayName, scope: .verbatim(scope))
  }

  /// The name as messages show it.
  public func display(_ name: String) -> String {
    displayName.isEmpty || displayName == "." ? name : "\(displayName)/\(name)"
  }

  /// Whether `name` is a plain relative name: not absolute, no `..`, `.` or empty part.
  public static func isPlain(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 4096, !name.hasPrefix("/"), !name.contains("\0")
    else { return false }
    return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
      !$0.isEmpty && $0 != "." && $0 != ".."
    }
  }

  /// What `name` is (a file or a folder), following links that stay inside; throws for a
  /// name that is missing, leaves the folder, or is neither a file nor a folder.
  public func kind(of name: String) throws(ConfinedError) -> Kind {
    let real = try resolve(name)
    var info = stat()
    guard lstat(real.path, &info) == 0 else { throw refusal(name, .missing) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: throw refusal(name, .notRegular(Self.what(info.st_mode)))
    }
  }

  /// The size in bytes of the regular file `name`, following links that stay inside; throws
  /// as `read` would for a name that is missing, leaves the folder or is no regular file, so
  /// that several files can be weighed together before any is read.
  public func size(of name: String) throws(ConfinedError) -> Int {
    let real = try resolve(name)
    var info = stat()
    guard lstat(real.path, &info) == 0 else { throw refusal(name, .missing) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw refusal(name, .notRegular(Self.what(info.st_mode)))
    }
    return Int(info.st_size)
  }

  /// The bytes of the regular file `name`, at most `maxBytes` of them (a larger file is
  /// refused, not cut).
  public func read(_ name: String, maxBytes: Int) throws(ConfinedError) -> [UInt8] {
    let real = try resolve(name)
    let descriptor = try openFile(real.inside, name: name)
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw refusal(name, .unreadable(SystemError.phrase(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw refusal(name, .notRegular(Self.what(info.st_mode)))
    }
    guard Int(info.st_size) <= maxBytes else {
      throw refusal(name, .tooLarge(bytes: Int(info.st_size), cap: maxBytes))
    }
    // The size may change while reading: never keep more than the cap.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw refusal(name, .unreadable(SystemError.phrase(errno)))
      }
      if count == 0 { break }
      guard bytes.count + count <= maxBytes else {
        throw refusal(name, .tooLarge(bytes: bytes.count + count, cap: maxBytes))
      }
      bytes += chunk[0..<count]
    }
    return bytes
  }

  /// The real path of `name` and its part below the folder's real path, checked to stay
  /// inside: each link on the way is resolved and judged where it is met, so a refusal names
  /// the link itself.
  private func resolve(_ name: String) throws(ConfinedError) -> (path: String, inside: [String]) {
    guard Self.isPlain(name) else { throw refusal(name, .notInside) }
    guard let base = Self.realPath(root) else {
      throw ConfinedError(path: displayName, scope: scope, reason: .missing)
    }
    let parts = name.split(separator: "/").map(String.init)
    var current = base
    for index in parts.indices {
      let shown = parts[0...index].joined(separator: "/")
      let candidate = current == "/" ? "/" + parts[index] : current + "/" + parts[index]
      var info = stat()
      guard lstat(candidate, &info) == 0 else { throw refusal(shown, .missing) }
      guard info.st_mode & S_IFMT == S_IFLNK else {
        current = candidate
        continue
      }
      let target = Self.linkTarget(candidate)
      guard let real = Self.realPath(candidate) else {
        throw refusal(shown, .brokenLink(target: target))
      }
      guard real == base || real.hasPrefix(base == "/" ? "/" : base + "/") else {
        throw refusal(shown, .linkOutside(target: target))
      }
      current = real
    }
    let inside = current.dropFirst(base.count).split(separator: "/").map(String.init)
    return (current, [base] + inside)
  }

  /// Opens the file by walking `steps` (the folder's real path, then each part) with
  /// `O_NOFOLLOW`; the last part is checked to be a regular file before it is opened, so a
  /// FIFO or a device is never opened at all.
  private func openFile(_ steps: [String], name: String) throws(ConfinedError) -> Int32 {
    var descriptor = open(steps[0], O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw refusal(name, .unreadable(SystemError.phrase(errno))) }
    guard steps.count > 1 else {
      close(descriptor)
      throw refusal(name, .notRegular("a folder"))
    }
    for (index, part) in steps.dropFirst().enumerated() {
      let last = index == steps.count - 2
      if last {
        var info = stat()
        guard fstatat(descriptor, part, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
          close(descriptor)
          throw refusal(name, .unreadable(SystemError.phrase(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
          close(descriptor)
          throw refusal(name, .notRegular(Self.what(info.st_mode)))
        }
      }
      let flags =
        last
        ? O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
        : O_RDONLY | O_NOFOLLOW | O_DIRECTORY | O_CLOEXEC
      let next = openat(descriptor, part, flags)
      let failure = errno
      close(descriptor)
      guard next >= 0 else {
        // ELOOP: a part became a link after it was resolved.
        let why =
          failure == ELOOP
          ? Phrase(trLater("it changed while it was opened")) : SystemError.phrase(failure)
        throw refusal(name, .unreadable(why))
      }
      descriptor = next
    }
    return descriptor
  }

  private func refusal(_ name: String, _ reason: ConfinedError.Reason) -> ConfinedError {
    ConfinedError(path: display(name), scope: scope, reason: reason)
  }

  /// "a FIFO", "a folder"...: what a file of this mode is.
  static func what(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO"
    case S_IFSOCK: return "a socket"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFLNK: return "a link"
    default: return "a special file"
    }
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func linkTarget(_ path: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, 4096)
    guard count >= 0 else { return "?" }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// `read(2)`, out of reach of `ConfinedFolder.read`'s name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
