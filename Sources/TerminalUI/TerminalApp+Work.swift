/// Work too slow to run between two keys without a word (an FSRS fit, an item analysis that
/// replays tournaments): the screen first says it is under way, and the work runs at the next
/// turn of the loop, once that frame is on the terminal. The loop waits for it, as for the
/// progress database (`WaitingLine`), but never in silence; its result is deterministic, the
/// same as the command line's.
struct PendingWork {
  /// Whether a frame saying that the work is under way was drawn.
  var shown = false
  /// The work, which updates the screen with its result.
  var run: () -> Void
}

extension TerminalApp {
  /// Runs `work` once the screen shown (which must say what is under way) has been drawn.
  func startWork(_ work: @escaping () -> Void) {
    pendingWork = PendingWork(run: work)
  }

  /// Runs the pending work when its screen has been drawn.
  func runPendingWork() {
    guard let work = pendingWork, work.shown else { return }
    pendingWork = nil
    work.run()
  }
}
