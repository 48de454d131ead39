import CSQLite
import Synchronization

/// What `Store.open` does with a file it must not use: one that is not a SQLite database or is
/// damaged. A file written by a newer Trivium is always refused and left as it is: it is not
/// damaged, and a newer Trivium still reads it.
public enum DamagePolicy: Sendable {
  /// Report it with a `StoreError` and leave the file exactly as it is.
  case fail
  /// Keep the file as `NAME.damaged-<n>` and start a new, empty store in its place.
  case moveAsideAndCreate
}

/// A file that could not be used and was kept aside when the store was opened.
public struct Recovery: Hashable, Sendable {
  /// What was wrong with it.
  public var problem: StoreError
  /// Where it is now.
  public var keptAt: String
}

/// Profiles, saved sessions, history, statistics and tournament results in one SQLite file.
///
/// The file is in WAL mode, so readers (another terminal, a merge step) never wait for a writer;
/// every write is one transaction, so a killed process leaves the last complete save. The store
/// reads no clock: callers pass the timestamps (Unix seconds). Calls from several
/// threads are serialised on the one connection; other processes use their own.
public final class Store: Sendable {
  /// The database file.
  public let path: String
  /// The unusable file that was kept aside before this store was created, if any.
  public let recovery: Recovery?
  private let connection: Mutex<Connection>

  private init(path: String, connection: consuming sending Connection, recovery: Recovery?) {
    self.path = path
    self.connection = Mutex(connection)
    self.recovery = recovery
  }

  /// Opens the store at `path` (nil: the default file of the data folder `environment` names,
  /// `StoreLocation`), creating the file and its folders when missing and upgrading an older
  /// schema.
  ///
  /// A file that is not a Trivium database or is damaged is reported as a `StoreError` and
  /// left untouched, unless `onDamage` is `.moveAsideAndCreate`; one newer than this build is
  /// always refused. A `path` in a folder that does not exist is refused; the default file's
  /// folders are made. While another process holds the database, each call waits for as long
  /// as `whileBusy` says (by default 5 s, without a word).
  public static func open(
    at path: String?, environment: [String: String] = [:], onDamage: DamagePolicy = .fail,
    whileBusy: @escaping BusyWatch = BusyWait.quietly()
  ) throws(StoreError) -> Store {
    try open(
      at: path, environment: environment, onDamage: onDamage, schemaVersion: Schema.latest,
      whileBusy: whileBusy)
  }

  /// `open`, stopping at an older schema version: how tests make files of earlier builds.
  static func open(
    at givenPath: String?, environment: [String: String] = [:], onDamage: DamagePolicy,
    schemaVersion: Int, whileBusy: @escaping BusyWatch = BusyWait.quietly()
  ) throws(StoreError) -> Store {
    // Not `??`: its autoclosure would turn the typed error into `any Error`.
    let path: String
    if let givenPath {
      path = givenPath
    } else {
      path = try StoreLocation.databasePath(environment: environment)
    }
    // Only the data folder is made when missing: a file named in a missing folder is
    // refused, as every output is, rather than made somewhere a typo chose.
    if givenPath == nil || givenPath == (try? StoreLocation.databasePath(environment: environment))
    {
      try Files.createParentFolders(of: path)
    } else {
      try Files.checkParentFolder(of: path)
    }
    do throws(StoreError) {
      let connection = try checkedConnection(path, whileBusy: whileBusy)
      try Schema.upgrade(connection, path: path, to: schemaVersion)
      return Store(path: path, connection: connection, recovery: nil)
    } catch let problem where problem.isDamagedFile && onDamage == .moveAsideAndCreate {
      // The refused connection is closed by now: the file can be renamed.
      let keptAt = try Files.moveAside(path)
      let connection = try checkedConnection(path, whileBusy: whileBusy)
      try Schema.create(connection, version: schemaVersion)
      let recovery = Recovery(problem: problem, keptAt: keptAt)
      return Store(path: path, connection: connection, recovery: recovery)
    }
  }

  /// A connection to `path` once the file has passed every check, set up for use.
  ///
  /// The checks only read: a file refused here stays byte for byte as it was.
  private static func checkedConnection(
    _ path: String, whileBusy: @escaping BusyWatch
  ) throws(StoreError) -> Connection {
    let connection = try Connection(path: path, whileBusy: whileBusy)
    do throws(StoreError) {
      // The first read parses the header and the schema: a file that is not SQLite fails here.
      let version = try Schema.version(of: connection)
      let problems = try connection.query("PRAGMA quick_check(5)") { $0.text(0) }
      guard problems == ["ok"] else {
        throw StoreError.damaged(path: path, detail: problems.joined(separator: "; "))
      }
      let application = try connection.integer("PRAGMA application_id")
      let tables = try connection.integer("SELECT count(*) FROM sqlite_schema")
      guard application == Schema.applicationID || (application == 0 && tables == 0) else {
        let detail =
          application == 0
          ? "a SQLite database of another program"
          : "a SQLite database of another program (application id \(application))"
        throw StoreError.notADatabase(path: path, detail: detail)
      }
      guard version <= Schema.latest else {
        throw StoreError.newerVersion(path: path, found: version, supported: Schema.latest)
      }
    } catch {
      throw classify(error, path: path)
    }
    try connection.execute("PRAGMA foreign_keys = ON")
    // WAL keeps readers and the writer apart, and a commit atomic across a kill. NORMAL syncs
    // at checkpoints only: a power cut may lose the last saves, never the file's consistency.
    try connection.execute("PRAGMA journal_mode = WAL")
    try connection.execute("PRAGMA synchronous = NORMAL")
    return connection
  }

  /// The typed form of a SQLite failure met while checking a file.
  private static func classify(_ error: StoreError, path: String) -> StoreError {
    guard case .sqlite(_, let code, let message) = error else { return error }
    switch code & 0xFF {
    case SQLITE_NOTADB: return .notADatabase(path: path, detail: message)
    case SQLITE_CORRUPT: return .damaged(path: path, detail: message)
    default: return error
    }
  }

  /// What every call does from now on while another process holds the database (the terminal
  /// front says it on screen once it has one).
  public func whileBusy(_ watch: @escaping BusyWatch) {
    connection.withLock { $0.whileBusy(watch) }
  }

  /// Runs `body` with the connection, one caller at a time.
  func withConnection<T: Sendable>(
    _ body: (Connection) throws(StoreError) -> T
  ) throws(StoreError) -> T {
    try connection.withLock { (connection: inout sending Connection) throws(StoreError) -> T in
      try body(connection)
    }
  }

  /// Runs `body` in a write transaction: all of it is saved, or none.
  func write<T: Sendable>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T {
    try withConnection { connection throws(StoreError) in
      try connection.transaction { () throws(StoreError) in try body(connection) }
    }
  }

  /// Runs `body` in a read transaction: one consistent snapshot, whatever writers do meanwhile.
  func read<T: Sendable>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T {
    try withConnection { connection throws(StoreError) in
      try connection.transaction(writing: false) { () throws(StoreError) in try body(connection) }
    }
  }
}
