import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An upgrade of a store file, done by one process at a time: an exclusive `flock` on
/// `<database>.locks/upgrade.lock` while the version is read again, the backup made and the
/// migrations run. A second process opening the same file meanwhile waits, then finds it
/// upgraded: only an upgrade makes a backup, never two processes creating one store.
///
/// The backup is whole or absent: it is written under `NAME.partial` with SQLite's online
/// backup, then linked to its name (a name never taken from another file); what a killed
/// upgrade left under `.partial` is removed by the next one.
enum Upgrade {
  /// Brings the file up to `target`, with a backup first when it held an older version.
  static func run(_ connection: Connection, path: String, to target: Int) throws(StoreError) {
    let found = try Schema.version(of: connection)
    guard found < target else { return }
    // A new file is made in one transaction, so no other process ever sees it half made
    // (and takes it for an older file to back up); one that made it meanwhile wins.
    if found == 0 { return try Schema.create(connection, version: target) }
    let lock = try lockFile(path)
    defer { close(lock) }
    FaultPoint.reach()
    let current = try Schema.version(of: connection)
    guard current < target else { return }
    if current > 0 {
      try backup(connection, path: path, version: current)
    }
    try Schema.migrate(connection, to: target)
  }

  /// Takes the upgrade lock, waiting for another process's upgrade to end.
  private static func lockFile(_ path: String) throws(StoreError) -> Int32 {
    let lockPath = path + ".locks/upgrade.lock"
    try Files.createParentFolders(of: lockPath)
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .cannotOpen(
        path: lockPath,
        reason: Phrase(
          trLater("cannot open the lock file: {reason}"),
          ["reason": .phrase(SystemError.phrase(errno))]))
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let code = errno
        close(descriptor)
        throw .cannotOpen(
          path: lockPath,
          reason: Phrase(
            trLater("cannot lock: {reason}"), ["reason": .phrase(SystemError.phrase(code))]))
      }
    }
    return descriptor
  }

  /// Writes the backup of a file of schema `version` whole under a temporary name, then gives
  /// it the first free backup name; returns that name.
  @discardableResult
  static func backup(_ connection: Connection, path: String, version: Int) throws(StoreError)
    -> String
  {
    let wanted = Schema.backupPath(path, version: version)
    let partial = wanted + ".partial"
    // Left by a killed upgrade: no other upgrade runs while the lock is held.
    for suffix in ["", "-journal", "-wal", "-shm"] { unlink(partial + suffix) }
    try connection.backup(to: partial, pagesPerStep: FaultPoint.isSet ? 1 : 256) {
      FaultPoint.reach()
    }
    FaultPoint.reach()
    var name = wanted
    var number = 2
    // link() refuses a name that is taken, so no file is ever replaced.
    while link(partial, name) != 0 {
      let code = errno
      guard code == EEXIST else {
        unlink(partial)
        throw .cannotOpen(
          path: path,
          reason: Phrase(
            trLater("cannot keep the backup as {name}: {reason}"),
            ["name": .text(name), "reason": .phrase(SystemError.phrase(code))]))
      }
      name = "\(wanted)-\(number)"
      number += 1
    }
    FaultPoint.reach()
    unlink(partial)
    return name
  }
}

/// A hook of the tests that kill an upgrade at many points: with
/// `TRIVIUM_TEST_UPGRADE_FAULT=kill:N` the process kills itself with SIGKILL at the N-th point
/// an upgrade reaches (before the copy, after each page copied, after naming the backup...),
/// with `stop:N` it stops there (SIGSTOP) for the test to kill from outside. Unset, it does
/// nothing.
enum FaultPoint {
  private enum Action { case kill, stop }
  nonisolated(unsafe) private static var reached = 0
  private static let fault: (Action, Int)? = {
    guard let value = getenv("TRIVIUM_TEST_UPGRADE_FAULT").map({ String(cString: $0) }) else {
      return nil
    }
    let parts = value.split(separator: ":")
    guard parts.count == 2, let number = Int(parts[1]) else { return nil }
    switch parts[0] {
    case "kill": return (.kill, number)
    case "stop": return (.stop, number)
    default: return nil
    }
  }()

  /// Whether the hook is armed (the backup then copies one page per step).
  static var isSet: Bool { fault != nil }

  /// One more point reached.
  static func reach() {
    guard let (action, number) = fault else { return }
    reached += 1
    guard reached == number else { return }
    raise(action == .kill ? SIGKILL : SIGSTOP)
  }
}
