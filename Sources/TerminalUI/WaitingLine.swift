import Terminal
import TextCells

/// What the terminal shows while a call holds up the loop because another process holds the
/// progress database: a line at the bottom of the screen, drawn outside the frame (the loop is
/// stuck in the call, so it cannot draw), and q, Esc or Ctrl-C to stop waiting and leave.
///
/// Only the loop's thread uses it, inside the call that waits; it is `Sendable` so that the
/// store's busy watch can hold it.
public final class WaitingLine: @unchecked Sendable {
  private let tty: TTY
  private var drawn = false
  /// Why the player asked to leave while waiting: a signal (Ctrl-C, SIGTERM), or nil for q
  /// and Esc; unset while they have not.
  public private(set) var leave: Int32??

  /// A line drawn on `tty`.
  public init(tty: TTY) { self.tty = tty }

  /// Shows `lines` at the bottom of the screen (once per wait) and reads what the player typed
  /// meanwhile; returns whether to keep waiting: false once they asked to leave.
  public func waiting(_ lines: [String]) -> Bool {
    guard leave == nil else { return false }
    if !drawn {
      drawn = true
      let size = tty.size
      // Save the cursor, draw in reverse video on the last rows, restore.
      var bytes = "\u{1B}7"
      for (offset, text) in lines.suffix(max(1, size.height)).enumerated() {
        let row = size.height - min(lines.count, size.height) + offset + 1
        let line = TextWidth.prefix(" " + text, fitting: max(1, size.width))
        let padding = String(repeating: " ", count: max(0, size.width - TextWidth.of(line)))
        bytes += "\u{1B}[\(row);1H\u{1B}[0;7m" + line + padding
      }
      try? tty.write(Array((bytes + "\u{1B}[0m\u{1B}8").utf8))
    }
    switch try? tty.read(timeout: 0) {
    case .input(let bytes) where bytes == [0x1B] || bytes.contains { Self.quits.contains($0) }:
      leave = .some(nil)
    case .signal(let signal):
      leave = .some(signal)
    default: break
    }
    return leave == nil
  }

  /// q, Q and Ctrl-C (when it comes as a byte rather than a signal).
  private static let quits: Set<UInt8> = [0x71, 0x51, 0x03]

  /// Whether a line was drawn since the last call: the screen must then be drawn whole.
  public func takeDrawn() -> Bool {
    defer { drawn = false }
    return drawn
  }
}
