import Foundation
import Terminal
import TextCells
import Tournament

/// What a tournament shows on stderr while it plays. On a terminal: the standings (and the
/// SPRT's state) over a progress bar with the rate and the time left, redrawn in place at
/// most twice a second. Elsewhere (a pipe, a file): a line of standings every `every`
/// sessions. Nothing with `--quiet`. Never part of stdout or the log.
final class Progress {
  enum Mode {
    case quiet
    case terminal
    /// A line every N sessions.
    case lines(every: Int)
  }

  let total: Int
  var done: Int
  let mode: Mode
  /// The clock the rate and the redraws go by (`Services.monotonic`), and when it started.
  let clock: MonotonicClock
  let start: Double
  var lastDraw = -Double.infinity
  let startedAt: Int
  /// The standings of what counts so far (computed only when shown).
  let standings: () -> Standings
  /// Where it writes: stderr, or a test's buffer.
  let write: (String) -> Void
  /// Lines of the last drawing on the terminal, to go back over.
  private var drawn = 0

  init(
    total: Int, already: Int, mode: Mode, clock: MonotonicClock,
    standings: @escaping () -> Standings,
    write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    self.clock = clock
    start = clock.seconds()
    self.total = total
    done = already
    startedAt = already
    self.mode = mode
    self.standings = standings
    self.write = write
  }

  /// One more session counted.
  func advance() {
    done += 1
    switch mode {
    case .quiet: return
    case .lines(let every):
      guard (done - startedAt) % every == 0 || done == total else { return }
      write("trivium tournament: " + standings().statusLine + "\n")
    case .terminal:
      let now = clock.seconds()
      guard now - lastDraw > 0.5 || done == total else { return }
      lastDraw = now
      draw()
    }
  }

  /// The standings cut to the window's width (so that no line wraps and the count of lines to
  /// go back over holds), then the bar.
  private func draw() {
    let width = Self.columns
    var lines = standings().render(.table).split(separator: "\n", omittingEmptySubsequences: false)
      .map { TextWidth.prefix(String($0), fitting: width - 1) }
    if lines.last == "" { lines.removeLast() }
    lines.append(bar)
    write(Self.back(over: drawn) + "\u{1B}[J" + lines.joined(separator: "\n"))
    drawn = lines.count
  }

  private var bar: String {
    let elapsed = clock.seconds() - start
    let rate = elapsed > 0 ? Double(done - startedAt) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    let width = 30
    let filled = total == 0 ? width : width * done / total
    let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
    return String(
      format: "[%@] %d/%d  %.1f sessions/s  %d:%02d left ", bar, done, total, rate,
      Int(left) / 60, Int(left) % 60)
  }

  /// Clears what was drawn on the terminal: the final standings go to stdout.
  func finish() {
    guard case .terminal = mode, drawn > 0 else { return }
    write(Self.back(over: drawn) + "\u{1B}[J")
    drawn = 0
  }

  /// To the start of a drawing of `lines` lines (the cursor is on its last; "ESC[0A" would
  /// still go up one).
  static func back(over lines: Int) -> String {
    lines > 1 ? "\r\u{1B}[\(lines - 1)A" : "\r"
  }

  /// The width of the terminal on stderr (80 when it does not say).
  static var columns: Int {
    var window = winsize()
    guard ioctl(2, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return 80 }
    return Int(window.ws_col)
  }
}
