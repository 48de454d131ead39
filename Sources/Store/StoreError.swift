import Localization

/// Why the store could not do what was asked; every case names the database file.
public enum StoreError: Error, Hashable, CustomStringConvertible, Translatable {
  /// The file or its folder could not be opened or created (permissions, a missing home...).
  case cannotOpen(path: String, reason: Phrase)
  /// The file is not a SQLite database, or is another program's.
  case notADatabase(path: String, detail: String)
  /// The file is a SQLite database that fails its integrity check.
  case damaged(path: String, detail: String)
  /// The file was written by a newer Trivium, whose schema this build does not know.
  case newerVersion(path: String, found: Int, supported: Int)
  /// The file could not be kept aside under a new name (so nothing was created either).
  case cannotMoveAside(path: String, reason: Phrase)
  /// A record the call refers to does not exist, such as `profile 7`.
  case notFound(path: String, what: Phrase)
  /// A record conflicts with one already stored, such as a second profile of the same name.
  case conflict(path: String, what: Phrase)
  /// A saved game now belongs to another terminal (it took the game over, or finished it): this
  /// one must not write it any more.
  case savedElsewhere(path: String, what: Phrase)
  /// A stored or given value cannot be converted (a JSON column that does not parse...).
  case invalidRecord(path: String, detail: Phrase)
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

  /// The file and the problem, in one line for the player, in English.
  public var description: String { sentence.description }

  /// The file and the problem, as words of ours around the values.
  public var sentence: Phrase {
    switch self {
    case .cannotOpen(let path, let reason):
      return Phrase(
        trLater("{path}: cannot open: {reason}"), ["path": .text(path), "reason": .phrase(reason)])
    case .notADatabase(let path, let detail):
      return Phrase(
        trLater("{path}: not a Trivium database ({detail}); the file was left as it is"),
        ["path": .text(path), "detail": .text(detail)])
    case .damaged(let path, let detail):
      return Phrase(
        trLater("{path}: the database is damaged ({detail}); the file was left as it is"),
        ["path": .text(path), "detail": .text(detail)])
    case .newerVersion(let path, let found, let supported):
      return Phrase(
        trLater(
          "{path}: written by a newer Trivium (schema version {found}, this build knows "
            + "up to {supported}); the file was left as it is"),
        ["path": .text(path), "found": .number(found), "supported": .number(supported)])
    case .cannotMoveAside(let path, let reason):
      return Phrase(
        trLater("{path}: cannot keep the file aside: {reason}"),
        ["path": .text(path), "reason": .phrase(reason)])
    case .notFound(let path, let what):
      return Phrase(trLater("{path}: no {what}"), ["path": .text(path), "what": .phrase(what)])
    case .savedElsewhere(let path, let what):
      return Phrase(
        trLater("{path}: {what} was taken over by another terminal; this one no longer saves it"),
        ["path": .text(path), "what": .phrase(what)])
    case .conflict(let path, let what):
      return Phrase(
        trLater("{path}: {what} already exists"), ["path": .text(path), "what": .phrase(what)])
    case .invalidRecord(let path, let detail):
      return Phrase(
        trLater("{path}: invalid record: {detail}"),
        ["path": .text(path), "detail": .phrase(detail)])
    case .sqlite(let path, let code, let message):
      return Phrase(
        trLater("{path}: {problem} (SQLite error {code}: {message})"),
        [
          "path": .text(path), "problem": .phrase(Self.words(code)), "code": .number(Int(code)),
          "message": .text(message),
        ])
    }
  }

  /// What a SQLite result code means for the player, in words.
  static func words(_ code: Int32) -> Phrase {
    switch code & 0xFF {
    case 5, 6:
      Phrase(
        trLater(
          "another process kept the database busy, and waiting for it timed out or was stopped"))
    case 3, 23: Phrase(trLater("permission denied"))
    case 8: Phrase(trLater("the database cannot be written (it or its folder is read-only)"))
    case 10:
      Phrase(
        trLater(
          "reading or writing the database failed (a disk error, or a file or folder beside it "
            + "that cannot be written)"))
    case 13: Phrase(trLater("the disk is full"))
    case 14: Phrase(trLater("the database cannot be opened"))
    case 11: Phrase(trLater("the database is damaged"))
    default: Phrase(trLater("the database failed"))
    }
  }
}
