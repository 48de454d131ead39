import Foundation

/// A tmux server of its own (a private socket), with one window running a command: keys go in
/// with `send-keys`, the screen comes out with `capture-pane`.
final class Tmux {
  let socket: String
  let session = "play"

  /// Whether tmux can be run here.
  static var isAvailable: Bool { (try? run(["tmux", "-V"]).status) == 0 }

  /// Starts `command` (run by `sh -c`) in a `width`×`height` window.
  init(command: String, width: Int, height: Int, environment: [String: String]) throws {
    socket =
      NSTemporaryDirectory() + "trivium-tmux-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    // The defaults first, so that the environment given overrides them (LANG=C, say).
    let exports =
      "TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 "
      + environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
    try tmux([
      "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)",
      // The shells ignore SIGINT so that Ctrl-C reaches only the program under test (which
      // installs its own handler), as an interactive shell would behave.
      "trap '' INT; env \(exports) sh -c '\(command)'; sleep 600",
    ])
    // The window keeps the size given, whatever clients attach.
    try tmux(["set-option", "-t", session, "window-size", "manual"])
  }

  deinit { _ = try? tmux(["kill-server"]) }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let result = try Tmux.run(["tmux", "-S", socket] + arguments)
    guard result.status == 0 else {
      throw TmuxError(message: "tmux \(arguments.joined(separator: " ")): \(result.output)")
    }
    return result.output
  }

  /// Types text as it is (UTF-8 included).
  func type(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }

  /// Presses named keys (`Enter`, `Escape`, `Right`, `C-c`...).
  func press(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }

  /// Sends raw bytes to the program (a mouse report, say).
  func sendBytes(_ bytes: [UInt8]) throws {
    try tmux(["send-keys", "-t", session, "-H"] + bytes.map { String(format: "%02x", $0) })
  }

  /// A left click at a 0-based cell, as an SGR mouse report.
  func click(x: Int, y: Int) throws {
    try sendBytes(Array("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m".utf8))
  }

  /// The screen as text lines.
  func screen() throws -> [String] {
    try tmux(["capture-pane", "-p", "-t", session]).components(separatedBy: "\n")
  }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// Waits until some line of the screen holds `text`; returns the screen.
  @discardableResult
  func waitFor(_ text: String, timeout: Double = 20) throws -> [String] {
    try waitUntil("'\(text)' to appear", timeout: timeout) { screen in
      screen.contains { $0.contains(text) }
    }
  }

  /// Waits until the screen passes `test` on two captures in a row that are the same; returns it.
  ///
  /// A frame can reach tmux in more than one read, so one capture may show half of it (the header
  /// drawn, the grid not yet): two equal captures 50 ms apart mean the frame is whole.
  @discardableResult
  func waitUntil(
    _ what: String, timeout: Double = 20, _ test: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var last: [String] = []
    var previous: [String]? = nil
    while Date() < deadline {
      last = try screen()
      if test(last) {
        if previous == last { return last }
        previous = last
      } else {
        previous = nil
      }
      usleep(50_000)
    }
    throw TmuxError(
      message: "waited in vain for \(what); the screen was:\n" + last.joined(separator: "\n"))
  }

  /// Runs a program to its end with posix_spawn and waitpid; returns its status and output.
  ///
  /// Not Foundation's Process: `tmux new-session` forks a server that outlives the client,
  /// and Process (on Linux) can then wait forever for the client it already saw exit.
  /// Output goes to a file, not a pipe, since the server inherits the descriptors.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let outputPath = NSTemporaryDirectory() + "trivium-tmux-out-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // The test runner's threads block signals; the child (and the tmux server it starts)
    // must begin with none blocked and default handlers, as from a login shell.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ)
    guard spawned == 0 else {
      throw TmuxError(message: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = status & 0x7F == 0
    let data = FileManager.default.contents(atPath: outputPath) ?? Data()
    return (
      exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), String(decoding: data, as: UTF8.self)
    )
  }
}

struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// The display column of the first occurrence of `text` in `line` (wide characters count two).
func column(of text: String, in line: String) -> Int? {
  guard let range = line.range(of: text) else { return nil }
  return line[..<range.lowerBound].reduce(0) { width, char in
    width + (char.unicodeScalars.contains { isWide($0) } ? 2 : 1)
  }
}

/// Enough of East Asian width for the test's own screens (CJK and full-width forms).
func isWide(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6:
    return true
  default: return false
  }
}
