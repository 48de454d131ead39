import Foundation
import Localization

/// What `trivium import` shows on stderr while it reads a big file: on a terminal, how many
/// questions are read and checked so far, redrawn in place at most twice a second and cleared
/// at the end. In a pipe or a file, and for a small file, nothing: the output stays the report.
final class ImportProgress {
  /// Where the progress goes and when it is shown: the process's stderr by default; a test
  /// sets its own.
  struct Setting: Sendable {
    /// Whether stderr is a terminal.
    var isTerminal: @Sendable () -> Bool
    /// Writes a piece of the drawing.
    var write: @Sendable (String) -> Void
    /// The size from which a file is big enough to show progress for.
    var minimumBytes: Int

    /// stderr, shown for files of 4 MiB and more (about a second's work).
    static let standard = Setting(
      isTerminal: { isatty(2) == 1 }, write: { FileHandle.standardError.write(Data($0.utf8)) },
      minimumBytes: 4 << 20)
  }

  /// The setting of the running command.
  @TaskLocal static var setting = Setting.standard

  private let write: @Sendable (String) -> Void
  private let clock: MonotonicClock
  private let start: Double
  private var lastDraw = -Double.infinity
  private var drawn = false
  private var questions = 0

  /// Progress for a file of `fileBytes` bytes, or nil when none is shown (not a terminal, or
  /// a small file).
  init?(fileBytes: Int, clock: MonotonicClock, setting: Setting = ImportProgress.setting) {
    guard fileBytes >= setting.minimumBytes, setting.isTerminal() else { return nil }
    write = setting.write
    self.clock = clock
    start = clock.seconds()
  }

  /// One more question read (and checked); the line is drawn again when half a second passed.
  func advance() {
    questions += 1
    let now = clock.seconds()
    guard now - lastDraw >= 0.5 else { return }
    lastDraw = now
    let seconds = Int(now - start)
    write(
      "\r\u{1B}[K" + "trivium import: "
        + tr(
          "{count} questions read and checked ({seconds} s)",
          ["count": questions, "seconds": seconds]))
    drawn = true
  }

  /// Clears the line: the report that follows starts at the left margin.
  func finish() {
    guard drawn else { return }
    write("\r\u{1B}[K")
    drawn = false
  }
}
