/// Why the store could not do what was asked; every case names the database file.
public enum StoreError: Error, Hashable, CustomStringConvertible {
  /// The file or its folder could not be opened or created (permissions, a missing home...).
  case cannotOpen(path: String, reason: String)
  /// The file is not a SQLite database, or is another program's.
  case notADatabase(path: String, detail: String)
  /// The file is a SQLite database that fails its integrity check.
  case damaged(path: String, detail: String)
  /// The file was written by a newer Trivium, whose schema this build does not know.
  case newerVersion(path: String, found: Int, supported: Int)
  /// The file could not be kept aside under a new name (so nothing was created either).
  case cannotMoveAside(path: String, reason: String)
  /// A record the call refers to does not exist, such as `profile 7`.
  case notFound(path: String, what: String)
  /// A record conflicts with one already stored, such as a second profile of the same name.
  case conflict(path: String, what: String)
  /// A saved game now belongs to another terminal (it took the game over, or finished it): this
  /// one must not write it any more.
  case savedElsewhere(path: String, what: String)
  /// A stored or given value cannot be converted (a JSON column that does not parse...).
  case invalidRecord(path: String, detail: String)
  /// Any other SQLite failure, with SQLite's own message and extended result code.
  case sqlite(path: String, code: Int32, message: String)

  /// The file in question.
  public var path: String {
    switch self {
    case .cannotOpen(let path, _), .notADatabase(let path, _), .damaged(let path, _),
      .newerVersion(let path, _, _), .cannotMoveAside(let path, _), .notFound(let path, _),
      .savedElsewhere(let path, _), .conflict(let path, _), .invalidRecord(let path, _),
      .sqlite(let path, _, _):
      return path
    }
  }

  /// Whether the file itself is unusable, so that starting fresh means keeping it aside:
  /// not a Trivium database, or damaged. A newer version's file is neither.
  public var isDamagedFile: Bool {
    switch self {
    case .notADatabase, .damaged: return true
    default: return false
    }
  }

  /// The file and the problem, in one line for the player.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason):
      return "\(path): cannot open: \(reason)"
    case .notADatabase(let path, let detail):
      return "\(path): not a Trivium database (\(detail)); the file was left as it is"
    case .damaged(let path, let detail):
      return "\(path): the database is damaged (\(detail)); the file was left as it is"
    case .newerVersion(let path, let found, let supported):
      return "\(path): written by a newer Trivium (schema version \(found), this build knows "
        + "up to \(supported)); the file was left as it is"
    case .cannotMoveAside(let path, let reason):
      return "\(path): cannot keep the file aside: \(reason)"
    case .notFound(let path, let what):
      return "\(path): no \(what)"
    case .savedElsewhere(let path, let what):
      return "\(path): \(what) was taken over by another terminal; this one no longer saves it"
    case .conflict(let path, let what):
      return "\(path): \(what) already exists"
    case .invalidRecord(let path, let detail):
      return "\(path): invalid record: \(detail)"
    case .sqlite(let path, let code, let message):
      return "\(path): \(Self.words(code)) (SQLite error \(code): \(message))"
    }
  }

  /// What a SQLite result code means for the player, in words.
  static func words(_ code: Int32) -> String {
    switch code & 0xFF {
    case 5, 6: "another process kept the database busy, and waiting for it timed out or was stopped"
    case 3, 23: "permission denied"
    case 8: "the database cannot be written (it or its folder is read-only)"
    case 10:
      "reading or writing the database failed (a disk error, or a file or folder beside it "
        + "that cannot be written)"
    case 13: "the disk is full"
    case 14: "the database cannot be opened"
    case 11: "the database is damaged"
    default: "the database failed"
    }
  }
}
