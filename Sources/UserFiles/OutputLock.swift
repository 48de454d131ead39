import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hold of one command run on its output files: an exclusive `flock` on `NAME.lock` beside
/// each, taken before any work starts and kept until `release()`. The kernel drops the lock
/// when the process ends, even by kill -9, so a crash never leaves a path locked; a second
/// writer of the same path fails at once, naming it.
///
/// The lock file is removed on release while still locked; a writer that opened it just before
/// finds, once it has the lock, that the name no longer leads to its file and starts again, so
/// two writers never both believe they hold the path. Taking the lock also removes the
/// `.partial` files a killed writer of that path left.
public final class OutputLock {
  private var held: [(descriptor: Int32, path: String)] = []

  /// Locks each `(real path, path as given, role)`; on failure releases what it took.
  init(_ outputs: [(real: String, given: String, role: Phrase)]) throws(UserFileError) {
    for output in outputs where !held.contains(where: { $0.path == output.real + ".lock" }) {
      do {
        held.append(try Self.lock(output.real + ".lock", given: output.given, role: output.role))
      } catch {
        release()
        throw error
      }
      Self.removeStalePartials(of: output.real)
    }
  }

  /// A hold on nothing, for a run that writes no file.
  public init() {}

  deinit { release() }

  /// Lets the outputs go: each lock file is removed, then closed.
  public func release() {
    for (descriptor, path) in held {
      if Self.names(path, descriptor) { unlink(path) }
      close(descriptor)
    }
    held = []
  }

  private static func lock(_ path: String, given: String, role: Phrase) throws(UserFileError)
    -> (Int32, String)
  {
    for _ in 0..<100 {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
      guard descriptor >= 0 else {
        let code = errno
        let why = code == ELOOP ? Phrase(trLater("it is a link")) : SystemError.phrase(code)
        throw UserFileError(
          given,
          Phrase(
            trLater("cannot be locked: {lock} cannot be made ({reason}); nothing was changed"),
            ["lock": .text(path), "reason": .phrase(why)]),
          role: role)
      }
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0
      else {
        close(descriptor)
        throw UserFileError(
          given,
          Phrase(
            trLater(
              "cannot be locked: {lock} stands beside it and is not an empty lock file; "
                + "nothing was changed"), ["lock": .text(path)]), kind: .refused, role: role)
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        let code = errno
        close(descriptor)
        guard code == EWOULDBLOCK else {
          throw UserFileError(
            given,
            Phrase(
              trLater("cannot be locked: {reason}"), ["reason": .phrase(SystemError.phrase(code))]),
            role: role)
        }
        throw UserFileError(
          given,
          Phrase(
            trLater(
              "is being written by another process now (it holds {lock}): "
                + "not written, nothing was changed"), ["lock": .text(path)]), kind: .busy,
          role: role)
      }
      // The holder before may have removed the name between the open and the lock.
      if names(path, descriptor) { return (descriptor, path) }
      close(descriptor)
    }
    throw UserFileError(
      given, Phrase(trLater("cannot be locked: {lock} keeps changing"), ["lock": .text(path)]),
      kind: .busy, role: role)
  }

  /// Whether `path` still names the file open as `descriptor`.
  private static func names(_ path: String, _ descriptor: Int32) -> Bool {
    var open = stat()
    var named = stat()
    return fstat(descriptor, &open) == 0 && lstat(path, &named) == 0
      && FileIdentity(open) == FileIdentity(named)
  }

  /// Removes `NAME.partial` and `NAME.<pid>.<n>.partial` beside `path`: what the writer of
  /// `path` left when it was killed, now that no other writer of it can be running.
  private static func removeStalePartials(of path: String) {
    let folder = OutputTarget.folder(of: path)
    let name = OutputTarget.name(of: path)
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    var stale: [String] = []
    while let entry = readdir(directory) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard entryName.hasPrefix(name + "."), entryName.hasSuffix(".partial") else { continue }
      let middle = entryName.dropFirst(name.count + 1).dropLast(".partial".count)
      let numbers = middle.split(separator: ".", omittingEmptySubsequences: false)
      let isOurs =
        middle.isEmpty && entryName == name + ".partial"
        || (numbers.count == 2 && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
      guard isOurs else { continue }
      stale.append(folder + "/" + entryName)
    }
    for file in stale {
      var info = stat()
      if lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(file) }
    }
  }
}
