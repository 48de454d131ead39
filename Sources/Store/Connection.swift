import CSQLite
import Localization

/// A value bound to a statement parameter.
enum SQLValue {
  case null
  case int(Int64)
  case double(Double)
  case text(String)
}

/// One row of a query's result, read by column number.
struct Row {
  fileprivate let statement: OpaquePointer

  func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

  func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }

  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

  func text(_ column: Int32) -> String {
    // The pointer comes first: sqlite3_column_bytes is only meaningful after the conversion.
    guard let bytes = sqlite3_column_text(statement, column) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }
}

/// One SQLite connection behind a few checked calls; every failure carries `sqlite3_errmsg`.
///
/// Not thread-safe on its own (it is opened without SQLite's mutexes): `Store` keeps it behind
/// a lock. Prepared statements are cached by their SQL text, so each is compiled once.
final class Connection {
  let path: String
  private let handle: OpaquePointer
  private var statements: [String: OpaquePointer] = [:]
  /// What the busy handler asks while another process holds the database; kept alive here,
  /// since SQLite holds only an unretained pointer to it.
  private let busy: BusyState

  /// Opens (or creates) the file at `path`; nothing is read or written yet. While another
  /// process holds the database, each call pauses and tries again for as long as `whileBusy`
  /// says.
  init(path: String, whileBusy: @escaping BusyWatch = BusyWait.quietly()) throws(StoreError) {
    self.path = path
    busy = BusyState(path: path, watch: whileBusy)
    var opened: OpaquePointer?
    let flags =
      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    let code = sqlite3_open_v2(path, &opened, flags, nil)
    guard code == SQLITE_OK, let opened else {
      let reason = opened.map { String(cString: sqlite3_errmsg($0)) }
      sqlite3_close_v2(opened)
      throw .cannotOpen(
        path: path, reason: .verbatim(reason ?? String(cString: sqlite3_errstr(code))))
    }
    handle = opened
    // Another process (a second terminal, a tournament shard, an import) may hold the write
    // lock for a while: wait for it rather than fail, and let the caller say so.
    sqlite3_busy_handler(handle, BusyState.handler, Unmanaged.passUnretained(busy).toOpaque())
  }

  /// What the connection does from now on while another process holds the database.
  func whileBusy(_ watch: @escaping BusyWatch) { busy.watch = watch }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// The error SQLite reports for `code`, with its message.
  func failure(_ code: Int32) -> StoreError {
    .sqlite(path: path, code: code, message: String(cString: sqlite3_errmsg(handle)))
  }

  /// Runs SQL with no parameters and no rows wanted: schema changes, pragmas, BEGIN and COMMIT.
  func execute(_ sql: String) throws(StoreError) {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    defer { sqlite3_free(message) }
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
      throw .sqlite(path: path, code: code, message: text)
    }
  }

  /// The rows of `sql` with `arguments` bound, each converted by `read`.
  func query<T>(
    _ sql: String, _ arguments: [SQLValue] = [], _ read: (Row) throws(StoreError) -> T
  ) throws(StoreError) -> [T] {
    let statement = try prepared(sql)
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    for (offset, argument) in arguments.enumerated() {
      try bind(argument, at: Int32(offset + 1), in: statement)
    }
    var rows: [T] = []
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { return rows }
      guard code == SQLITE_ROW else { throw failure(code) }
      rows.append(try read(Row(statement: statement)))
    }
  }

  /// Runs `sql` for its effect and returns how many rows it changed.
  @discardableResult
  func run(_ sql: String, _ arguments: [SQLValue] = []) throws(StoreError) -> Int {
    _ = try query(sql, arguments) { _ in () }
    return Int(sqlite3_changes(handle))
  }

  /// The first column of the first row of `sql`, as an integer (0 when there is no row).
  func integer(_ sql: String, _ arguments: [SQLValue] = []) throws(StoreError) -> Int64 {
    try query(sql, arguments) { $0.int(0) }.first ?? 0
  }

  /// Copies the whole database (a consistent snapshot, WAL included) into a new file at
  /// `target` with SQLite's online backup, `pagesPerStep` pages at a time, calling `step` after
  /// each; the file is complete once this returns.
  func backup(to target: String, pagesPerStep: Int32 = 64, step: () -> Void) throws(StoreError) {
    let copy = try Connection(path: target)
    guard let backup = sqlite3_backup_init(copy.handle, "main", handle, "main") else {
      throw copy.failure(sqlite3_errcode(copy.handle))
    }
    var code = SQLITE_OK
    repeat {
      code = sqlite3_backup_step(backup, pagesPerStep)
      if code == SQLITE_BUSY || code == SQLITE_LOCKED { sqlite3_sleep(10) }
      step()
    } while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED
    let finished = sqlite3_backup_finish(backup)
    guard code == SQLITE_DONE, finished == SQLITE_OK else {
      throw copy.failure(code == SQLITE_DONE ? finished : code)
    }
  }

  /// The rowid of the last row inserted on this connection.
  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs `body` in a transaction, committed when it returns and rolled back when it throws.
  ///
  /// Writers begin IMMEDIATE: they take the write lock up front, so a busy database makes them
  /// wait (busy timeout) instead of failing halfway when a read would turn into a write.
  func transaction<T>(
    writing: Bool = true, _ body: () throws(StoreError) -> T
  ) throws(StoreError) -> T {
    try execute(writing ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
    do throws(StoreError) {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      // ROLLBACK fails only when SQLite already rolled back on its own (a full disk, say).
      try? execute("ROLLBACK")
      throw error
    }
  }

  private func prepared(_ sql: String) throws(StoreError) -> OpaquePointer {
    if let statement = statements[sql] { return statement }
    var statement: OpaquePointer?
    let flags = UInt32(SQLITE_PREPARE_PERSISTENT)
    let code = sqlite3_prepare_v3(handle, sql, -1, flags, &statement, nil)
    guard code == SQLITE_OK, let statement else { throw failure(code) }
    statements[sql] = statement
    return statement
  }

  private func bind(
    _ value: SQLValue, at index: Int32, in statement: OpaquePointer
  ) throws(StoreError) {
    let code: Int32
    switch value {
    case .null: code = sqlite3_bind_null(statement, index)
    case .int(let integer): code = sqlite3_bind_int64(statement, index, integer)
    case .double(let number): code = sqlite3_bind_double(statement, index, number)
    case .text(let text) where text.isEmpty:
      // An empty buffer may have no address, and a null pointer would bind NULL, not "".
      code = sqlite3_bind_text(statement, index, "", 0, csqlite_transient())
    case .text(var text):
      code = text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { chars in
          sqlite3_bind_text64(
            statement, index, chars.baseAddress, UInt64(chars.count), csqlite_transient(),
            UInt8(SQLITE_UTF8))
        }
      }
    }
    guard code == SQLITE_OK else { throw failure(code) }
  }
}
