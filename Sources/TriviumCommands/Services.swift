import Foundation
import Localization
import QuizCore
import Review
import Store
import TerminalUI
import TriviumEngine

/// What a command is handed instead of building it: the engine, the progress database, the
/// clocks and the environment. `Trivium.run` builds it once from the environment and gives it
/// to the command it runs; no command constructs an engine, opens a store or reads a clock
/// itself (`ServicesOwnerTests` scans the sources for it). So `--now` and `TRIVIUM_NOW` govern
/// every date a command writes, and a test can hand a command the environment it wants.
struct Services: Sendable {
  /// The environment the command reads (`USER`, `TRIVIUM_THEME`, `TRIVIUM_NOW`…): the
  /// process's, or a test's. The engine and the store find their default folders in it too
  /// (`EngineOptions.environment`, `databasePath`): no module reads the process's own.
  let environment: [String: String]
  /// The date clock, or why `TRIVIUM_NOW` was refused: said only by a command that asks for
  /// the date, so a bad value does not stop `trivium list`.
  private let clock: Result<any DateClock, UsageError>
  /// The machine's monotonic clock, for what is measured and shown but never stored.
  let monotonic = MonotonicClock()
  /// The machine's own date, for comparing with the times of files (a stale temporary
  /// folder's age): it is never written and never follows `--now`.
  let fileDates: any DateClock = SystemDateClock()

  /// The services of a command run with `environment`.
  init(environment: [String: String]) {
    self.environment = environment
    do {
      clock = .success(try Self.dateClock(environment))
    } catch {
      clock = .failure(error)
    }
  }

  /// The date every timestamp a command stores comes from, and that "today" is counted from:
  /// `TRIVIUM_NOW` (Unix seconds) stops it at that instant, else it is the system's.
  func dateClock() throws(UsageError) -> any DateClock {
    try clock.get()
  }

  /// The instant a command that declares `--now` (`NowOption`) answers as of: the option,
  /// then the date clock. The option comes first: a test that passes it does not touch the
  /// process's environment, so such tests may run side by side.
  func now(_ parsed: Arguments) throws(UsageError) -> Int64 {
    guard let text = parsed.value(NowOption.name) else { return try dateClock().now() }
    guard let seconds = Int64(text) else {
      throw UsageError(
        tr(
          "{variable} takes Unix seconds (a whole number), not {text}",
          ["variable": NowOption.name, "text": "'" + Untrusted.line(text) + "'"]))
    }
    return seconds
  }

  /// A new engine with `options` (`--home`, `--mods`, a mod about to be installed).
  func engine(_ options: EngineOptions) throws(EngineError) -> Engine {
    try Engine(options: options)
  }

  /// A new engine with the options found in `parsed`.
  func engine(_ parsed: Arguments) throws(EngineError) -> Engine {
    try engine(EngineOptions(parsed, self))
  }

  /// A new engine on content already loaded (a tournament's worker, one per thread).
  func engine(content: EngineContent) -> Engine {
    Engine(content: content)
  }

  /// What makes an engine on content already loaded, on any thread (an import's checking
  /// threads, one engine each).
  func engineOnContent() -> @Sendable (EngineContent) -> Engine {
    { Engine(content: $0) }
  }

  /// What makes the engine again each time it is called (play's hot reload).
  func engineMaker(_ options: EngineOptions) -> @Sendable () throws -> Engine {
    { try Engine(options: options) }
  }

  /// The progress database `given` names (`--data`), else the default one in the data folder
  /// of the environment.
  func databasePath(_ given: String?) throws(StoreError) -> String {
    if let given { return given }
    return try StoreLocation.databasePath(environment: environment)
  }

  /// The progress database at `path` (nil: the default one) for `command`, which says on
  /// standard error that it is waiting once another process has held the database for about a
  /// second, and gives up after `BusyWait.limitMilliseconds`.
  func openStore(
    _ path: String?, command: String, onDamage: DamagePolicy = .fail
  ) throws(StoreError) -> Store {
    try Store.open(
      at: path, environment: environment, onDamage: onDamage,
      whileBusy: ProgressData.sayWaiting(command: command))
  }

  /// The width a table printed on standard output is cut to: `$COLUMNS` when set, else the
  /// terminal's, else 100 (a pipe or a file).
  func columns() -> Int {
    if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
    var window = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return 100 }
    return Int(window.ws_col)
  }

  /// `TRIVIUM_NOW` as a clock, else the system's. A value that is not Unix seconds is refused,
  /// not ignored: a script that set it would otherwise get today's answers without a word.
  static func dateClock(_ environment: [String: String]) throws(UsageError) -> any DateClock {
    guard let text = environment["TRIVIUM_NOW"] else { return SystemDateClock() }
    guard let seconds = Int64(text) else {
      throw UsageError(
        tr(
          "{variable} takes Unix seconds (a whole number), not {text}",
          ["variable": "TRIVIUM_NOW", "text": "'" + Untrusted.line(text, limit: 40) + "'"]))
    }
    return FixedDateClock(seconds)
  }
}

/// The machine's monotonic clock, in seconds from an arbitrary start. For what is measured and
/// shown but never stored: the terminal front's session time, a tournament's progress line and
/// rate. Not reproducible by nature, so nothing a session's result depends on reads it.
struct MonotonicClock: Sendable {
  /// Seconds since an arbitrary start; never goes back.
  func seconds() -> Double { TerminalLoop.monotonicNow() }
}
