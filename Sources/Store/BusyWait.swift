import CSQLite

/// How long one store call has waited so far for another process to release the database
/// (a write transaction or an exclusive lock of another Trivium, or of a `sqlite3` shell).
public struct BusyWait: Sendable, Equatable {
  /// The database file.
  public var path: String
  /// About how long this call has waited, in milliseconds: its pauses counted, not a clock
  /// read, so the store stays free of the wall clock.
  public var milliseconds: Int

  /// A wait of `milliseconds` on `path`.
  public init(path: String, milliseconds: Int) {
    self.path = path
    self.milliseconds = milliseconds
  }

  /// The pause between two tries.
  public static let pauseMilliseconds = 20

  /// How long a command waits before it gives up: long enough for another Trivium's write
  /// (an import, a tournament's batch), short enough that a forgotten `sqlite3` shell is
  /// said in words rather than waited on forever.
  public static let limitMilliseconds = 60_000

  /// Whether this is the first pause at or past `milliseconds`: the moment to say, once per
  /// wait, that the call is waiting.
  public func reaches(_ milliseconds: Int) -> Bool {
    self.milliseconds >= milliseconds && self.milliseconds - Self.pauseMilliseconds < milliseconds
  }
}

/// Told before each pause while another process holds the database; returns whether to keep
/// waiting. Returning false gives up: the call fails with `StoreError.sqlite` (busy), said as
/// "another process kept the database busy, and waiting for it timed out or was stopped".
public typealias BusyWatch = @Sendable (BusyWait) -> Bool

extension BusyWait {
  /// Waits up to `limit` milliseconds without a word (the store's default: 5 s).
  public static func quietly(upTo limit: Int = 5_000) -> BusyWatch {
    { $0.milliseconds < limit }
  }
}

/// What a connection's busy handler reaches through SQLite's context pointer.
final class BusyState {
  let path: String
  var watch: BusyWatch

  init(path: String, watch: @escaping BusyWatch) {
    self.path = path
    self.watch = watch
  }

  /// SQLite's busy handler: asks the watch, then pauses and tries again, or gives up.
  static let handler: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = {
    context, count in
    guard let context else { return 0 }
    let state = Unmanaged<BusyState>.fromOpaque(context).takeUnretainedValue()
    let wait = BusyWait(path: state.path, milliseconds: Int(count) * BusyWait.pauseMilliseconds)
    guard state.watch(wait) else { return 0 }
    sqlite3_sleep(Int32(BusyWait.pauseMilliseconds))
    return 1
  }
}
