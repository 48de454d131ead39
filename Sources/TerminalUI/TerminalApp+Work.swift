import Terminal

/// Work too slow to run between two keys without a word (an FSRS fit, an item analysis that
/// replays tournaments): the screen first says it is under way, and the work runs at the next
/// turn of the loop, once that frame is on the terminal. The loop waits for it, as for the
/// progress database (`WaitingLine`), but never in silence; its result is deterministic, the
/// same as the command line's. Work that can take long (a fit of a big history) asks `stop`
/// between its steps, which reads the keys typed meanwhile (`WorkInterrupt`): Esc stops it.
struct PendingWork {
  /// Whether a frame saying that the work is under way was drawn.
  var shown = false
  /// The work, which updates the screen with its result; it may ask the check it is given
  /// whether to stop.
  var run: (_ stop: () -> Bool) -> Void
}

extension TerminalApp {
  /// Runs `work` once the screen shown (which must say what is under way) has been drawn.
  func startWork(_ work: @escaping (_ stop: () -> Bool) -> Void) {
    pendingWork = PendingWork(run: work)
  }

  /// Runs the pending work when its screen has been drawn.
  func runPendingWork() {
    guard let work = pendingWork, work.shown else { return }
    pendingWork = nil
    work.run { [stopWork] in stopWork?() ?? false }
  }
}

/// How slow work that holds up the loop is stopped: between its steps the work asks `stop`,
/// which reads what the player typed meanwhile (the loop, stuck in the work, cannot). Esc
/// stops the work; a signal (Ctrl-C, SIGTERM) stops it too, and the loop then ends on it as
/// it would have; a resize is remembered for the loop. Other keys typed meanwhile are dropped:
/// they were meant for a screen that was not answering.
///
/// Only the loop's thread uses it, inside the work; it is `Sendable` so that a screen's work
/// can hold it.
public final class WorkInterrupt: @unchecked Sendable {
  private let tty: TTY
  /// The signal that stopped the work, for the loop to end on.
  public private(set) var signal: Int32?
  private var resized = false

  /// Reads keys from `tty`.
  public init(tty: TTY) { self.tty = tty }

  /// Whether the work must stop: the player pressed Esc, or a signal came, since the last ask.
  public func stop() -> Bool {
    guard signal == nil else { return true }
    switch try? tty.read(timeout: 0) {
    case .input(let bytes): return bytes == [0x1B]
    case .signal(let caught):
      signal = caught
      return true
    case .resize?, .resumed?:
      resized = true
      return false
    default: return false
    }
  }

  /// Whether the terminal was resized (or resumed) while work ran: the screen must then be
  /// measured and drawn whole.
  public func takeResized() -> Bool {
    defer { resized = false }
    return resized
  }
}
