import CTerminalRescue
import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Errors of the terminal layer.
public enum TerminalError: Error, CustomStringConvertible, Translatable {
  /// Standard input or output is not a terminal.
  case notATerminal
  /// A system call failed.
  case system(call: String, errno: Int32)

  public var description: String { sentence.description }

  /// The error as words of ours around the values.
  public var sentence: Phrase {
    switch self {
    case .notATerminal: Phrase(trLater("standard input and output must be a terminal"))
    case .system(let call, let code):
      Phrase(
        trLater("{call} failed: {reason}"),
        ["call": .text(call), "reason": .phrase(SystemError.phrase(code))])
    }
  }
}

/// The file descriptor signal handlers write to (the self-pipe), or -1.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The real terminal on standard input and output: raw mode, the alternate screen, mouse and
/// bracketed paste on; signals turned into read results. `restore()` undoes all of it and may be
/// called any number of times; a crash (a Swift trap, a fault, an abort) undoes it too, from a
/// signal handler in C (`trv_rescue_arm`), before Swift's own crash report.
public final class TTY {
  /// What `read(timeout:)` found.
  public enum ReadResult: Equatable {
    /// Bytes typed or sent by the terminal.
    case input([UInt8])
    /// Nothing arrived in time.
    case timeout
    /// The window changed size (SIGWINCH).
    case resize
    /// The program came back from a stop (Ctrl-Z then `fg`): redraw everything.
    case resumed
    /// SIGINT, SIGTERM or SIGHUP: save and leave.
    case signal(Int32)
  }

  private var original = termios()
  private var active = false
  private var pipe: (read: Int32, write: Int32) = (-1, -1)
  private static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
  private static let setup =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[2J"
  private static let teardown =
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Whether standard input and output are both terminals.
  public static var isTerminal: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Takes over the terminal.
  public init() throws(TerminalError) {
    guard TTY.isTerminal else { throw .notATerminal }
    guard tcgetattr(0, &original) == 0 else { throw .system(call: "tcgetattr", errno: errno) }
    var fds: [Int32] = [-1, -1]
    guard Glibc.pipe(&fds) == 0 else { throw .system(call: "pipe", errno: errno) }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    pipe = (fds[0], fds[1])
    signalPipe = fds[1]
    for signal in TTY.handled { install(signal) }
    // A parent may have started us with these blocked (a blocked mask is inherited across
    // exec); the loop depends on them, so take them in on this thread.
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in TTY.handled { sigaddset(&mask, signal) }
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    try enter()
  }

  deinit {
    restore()
    for signal in TTY.handled { Glibc.signal(signal, SIG_DFL) }
    signalPipe = -1
    close(pipe.read)
    close(pipe.write)
  }

  /// The window size in cells (80×24 when the terminal does not say).
  public var size: Size { TTY.windowSize ?? Size(width: 80, height: 24) }

  /// The size of the window on standard output, when the terminal says it.
  public static var windowSize: Size? {
    var window = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return nil
    }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Writes all of `bytes`, retrying short writes.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(1, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .system(call: "write", errno: errno)
      }
      offset += written
    }
  }

  /// Waits up to `timeout` seconds for input or a signal.
  public func read(timeout: Double) throws(TerminalError) -> ReadResult {
    var fds = [
      pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
      pollfd(fd: pipe.read, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds = Int32(min(max(0, timeout), 3600) * 1000)
    let ready = poll(&fds, 2, milliseconds)
    if ready < 0 {
      if errno == EINTR { return try signalResult() ?? .timeout }
      throw .system(call: "poll", errno: errno)
    }
    if fds[1].revents != 0, let result = try signalResult() { return result }
    if fds[0].revents & Int16(POLLIN) != 0 {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = Glibc.read(0, &buffer, buffer.count)
      if count > 0 { return .input(Array(buffer[0..<count])) }
      if count == 0 { return .signal(SIGHUP) }  // The terminal went away.
      if errno != EINTR && errno != EAGAIN { throw .system(call: "read", errno: errno) }
    } else if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 {
      return .signal(SIGHUP)
    }
    return .timeout
  }

  /// Gives the terminal back as it was: cooked mode, main screen, cursor shown.
  public func restore() {
    guard active else { return }
    active = false
    trv_rescue_disarm()
    let bytes = Array(TTY.teardown.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress!, $0.count) }
    var saved = original
    _ = tcsetattr(0, TCSAFLUSH, &saved)
  }

  private func enter() throws(TerminalError) {
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    // ISIG stays on: Ctrl-C and Ctrl-Z arrive as signals, the same path as `kill`.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else { throw .system(call: "tcsetattr", errno: errno) }
    active = true
    let teardown = Array(TTY.teardown.utf8)
    _ = teardown.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        withUnsafePointer(to: original) { trv_rescue_arm($0, chars.baseAddress, chars.count) }
      }
    }
    try write(Array(TTY.setup.utf8))
  }

  /// Reads the signals the handlers queued and turns the most urgent into a result.
  private func signalResult() throws(TerminalError) -> ReadResult? {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = Glibc.read(pipe.read, &buffer, buffer.count)
    guard count > 0 else { return nil }
    let signals = buffer[0..<count].map { Int32($0) }
    if let stop = signals.first(where: { $0 == SIGINT || $0 == SIGTERM || $0 == SIGHUP }) {
      return .signal(stop)
    }
    if signals.contains(SIGTSTP) {
      // Give the terminal back, stop for real, and take it again on `fg`.
      restore()
      Glibc.signal(SIGTSTP, SIG_DFL)
      raise(SIGTSTP)
      install(SIGTSTP)
      try enter()
      return .resumed
    }
    if signals.contains(SIGCONT) {
      if !active { try enter() }
      return .resumed
    }
    return .resize
  }

  private func install(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { number in
      var byte = UInt8(truncatingIfNeeded: number)
      // write(2) is async-signal-safe; a full pipe drops the byte, which is fine.
      if signalPipe >= 0 { _ = Glibc.write(signalPipe, &byte, 1) }
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, nil)
  }
}
