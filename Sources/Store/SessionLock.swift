import Localization
import QuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's hold on one profile's game while it plays it: an exclusive `flock` on a lock
/// file in the folder `<database>.locks` beside the database.
///
/// The kernel releases the lock when the descriptor closes, so a crashed or killed terminal
/// never leaves a game locked. Lock files are never deleted (deleting one while another process
/// waits on it would let two hold "the" lock).
public final class SessionLock: Sendable {
  /// The lock file.
  public let path: String
  private let descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Takes the lock of this profile's game, or nil when another terminal (another open
  /// descriptor) holds it. Never waits.
  static func acquire(database: String, profileID: Int64, gameID: String) throws(StoreError)
    -> SessionLock?
  {
    // By the database's real path: the same file opened through a link is the same game.
    let real = realpath(database, nil).map { resolved in
      defer { free(resolved) }
      return String(cString: resolved)
    }
    let path = lockPath(database: real ?? database, profileID: profileID, gameID: gameID)
    try Files.createParentFolders(of: path)
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .cannotOpen(
        path: path,
        reason: Phrase(
          trLater("cannot open the lock file: {reason}"),
          ["reason": .phrase(SystemError.phrase(errno))]))
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let problem = errno
      close(descriptor)
      if problem == EWOULDBLOCK { return nil }
      throw .cannotOpen(
        path: path,
        reason: Phrase(
          trLater("cannot lock: {reason}"), ["reason": .phrase(SystemError.phrase(problem))]))
    }
    return SessionLock(path: path, descriptor: descriptor)
  }

  /// `<database>.locks/<profile>-<game>.lock`, the game id reduced to safe characters and
  /// followed by a hash of it, so two ids never share a file.
  static func lockPath(database: String, profileID: Int64, gameID: String) -> String {
    let safe = String(
      gameID.unicodeScalars.prefix(40).map { scalar in
        scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar)
          || ("A"..."Z").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
          ? Character(scalar) : "_"
      })
    let hex = String(FNV1a.hash(gameID.utf8), radix: 16)
    return "\(database).locks/\(profileID)-\(safe)-\(hex).lock"
  }
}

extension Store {
  /// Takes the lock of a profile's game for as long as the returned value lives, or nil when
  /// another terminal plays it now.
  public func lockSession(profileID: Int64, gameID: String) throws(StoreError) -> SessionLock? {
    try SessionLock.acquire(database: path, profileID: profileID, gameID: gameID)
  }
}
