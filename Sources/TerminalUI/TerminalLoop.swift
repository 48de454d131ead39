import Foundation
import Terminal

/// Runs the app on a real terminal: reads input, advances the clock, draws each frame with
/// one write, and restores the terminal however it ends.
public enum TerminalLoop {
  /// Seconds on a monotonic clock (not the wall clock: a clock change must not jump timers).
  public static func monotonicNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Plays until the player quits or a signal asks to stop; saves progress before returning.
  /// Returns the signal that stopped it (SIGINT, SIGTERM, SIGHUP), or nil when the player quit.
  /// `waiting` is the line the app's calls draw while they wait for the progress database: the
  /// screen is drawn whole after it, and the player's asking to leave from it ends the loop.
  @discardableResult
  public static func run(
    _ app: TerminalApp, tty: TTY, depth: ColorDepth, waiting: WaitingLine? = nil
  ) throws -> Int32? {
    var renderer = FrameRenderer(depth: depth)
    var decoder = InputDecoder()
    var size = tty.size
    var dirty = true
    let interrupt = WorkInterrupt(tty: tty)
    app.stopWork = { interrupt.stop() }
    while !app.isDone {
      if let waiting {
        if waiting.takeDrawn() {
          size = tty.size
          renderer.invalidate()
          dirty = true
        }
        if let leave = waiting.leave {
          app.saveProgress()
          return leave
        }
      }
      let now = monotonicNow()
      app.advance(to: now)
      // Slow work run by `advance` may have been stopped by a signal, or seen a resize.
      if let signal = interrupt.signal {
        app.saveProgress()
        return signal
      }
      if interrupt.takeResized() {
        size = tty.size
        renderer.invalidate()
        dirty = true
      }
      if dirty || app.nextWake(after: now).map({ $0 <= now + 0.001 }) == true {
        let frame = app.render(size: size, now: now)
        try tty.write(renderer.render(frame.buffer))
        dirty = false
      }
      var timeout = app.nextWake(after: now).map { max(0, $0 - now) } ?? 60
      if decoder.isPending { timeout = min(timeout, InputDecoder.escapeTimeout) }
      switch try tty.read(timeout: timeout) {
      case .input(let bytes):
        for event in decoder.feed(bytes) { app.handle(event, now: monotonicNow()) }
        dirty = true
      case .timeout:
        if decoder.isPending {
          for event in decoder.flush() { app.handle(event, now: monotonicNow()) }
        }
        dirty = true
      case .resize:
        size = tty.size
        renderer.invalidate()
        dirty = true
      case .resumed:
        size = tty.size
        renderer.invalidate()
        dirty = true
      case .signal(let signal):
        app.saveProgress()
        return signal
      }
    }
    app.saveProgress()
    return nil
  }
}
