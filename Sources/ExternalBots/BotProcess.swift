import CSpawn
import Foundation
import Localization
import Synchronization

/// Set when the tournament is to stop at once (Ctrl-C, SIGTERM): every wait for a bot ends
/// within `BotProcess.slice` with `BotFault.abandoned`. An atomic, stored from a signal
/// handler; `ExternalBot.requestStop` and `resetStop` are its interface.
let stopRequested = Atomic<Bool>(false)

/// A running bot program and the three streams to it: lines out on its standard input, lines
/// back from its standard output, its standard error kept as a short tail. Every wait has a
/// deadline, and whatever happens the process is killed (with what it started) and reaped.
final class BotProcess {
  /// The longest line a bot may write, in bytes.
  static let maxLineBytes = 1 << 20
  /// The longest a wait goes without looking whether the bot has exited or the tournament is
  /// stopping.
  static let slice: Int64 = 50

  let pid: pid_t
  /// Our end of its standard input: a socket, so that writing to a bot that is gone fails
  /// with EPIPE instead of raising SIGPIPE in the engine.
  private var input: Int32
  private var output: Int32
  private var errors: Int32
  private var pending: [UInt8] = []
  private(set) var tail = StderrTail()
  private var reaped = false

  /// Starts `arguments` in `directory`, with our environment and `environment` added.
  init(arguments: [String], directory: String?, environment: [String: String] = [:])
    throws(BotFault)
  {
    guard let program = arguments.first, !program.isEmpty else {
      throw .cannotStart(Phrase(trLater("the command is empty")))
    }
    var inputPair: [Int32] = [-1, -1]
    var outputPair: [Int32] = [-1, -1]
    var errorPair: [Int32] = [-1, -1]
    let cloexec = Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | cloexec, 0, &inputPair) == 0 else {
      throw .cannotStart(
        Phrase(trLater("no socket: {error}"), ["error": .text(String(cString: strerror(errno)))]))
    }
    guard trv_pipe_cloexec(&outputPair) == 0, trv_pipe_cloexec(&errorPair) == 0 else {
      let reason = String(cString: strerror(errno))
      for fd in inputPair + outputPair where fd >= 0 { close(fd) }
      throw .cannotStart(Phrase(trLater("no pipe: {error}"), ["error": .text(reason)]))
    }
    var cStrings = arguments.map { strdup($0) }
    defer { for pointer in cStrings { free(pointer) } }
    cStrings.append(nil)
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    var cEnvironment = variables.map { strdup("\($0.key)=\($0.value)") }
    defer { for pointer in cEnvironment { free(pointer) } }
    cEnvironment.append(nil)
    var child: pid_t = 0
    let status = cStrings.withUnsafeBufferPointer { argv in
      cEnvironment.withUnsafeBufferPointer { envp in
        argv.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: argv.count) {
          arguments in
          envp.baseAddress!.withMemoryRebound(
            to: UnsafePointer<CChar>?.self, capacity: envp.count
          ) {
            trv_spawn(arguments, $0, directory, inputPair[1], outputPair[1], errorPair[1], &child)
          }
        }
      }
    }
    close(inputPair[1])
    close(outputPair[1])
    close(errorPair[1])
    guard status == 0 else {
      for fd in [inputPair[0], outputPair[0], errorPair[0]] { close(fd) }
      throw .cannotStart(
        Phrase(
          trLater("'{program}': {error}"),
          ["program": .text(program), "error": .text(String(cString: strerror(status)))]))
    }
    pid = child
    input = inputPair[0]
    output = outputPair[0]
    errors = errorPair[0]
    for fd in [input, output, errors] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
  }

  deinit { kill() }

  /// Writes `line` and a line break before `deadline`.
  func send(_ line: String, deadline: ContinuousClock.Instant) throws(BotFault) {
    let bytes = Array(line.utf8) + [10]
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { buffer in
        Glibc.send(input, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
        continue
      }
      if errno == EAGAIN || errno == EINTR {
        try wait(for: input, events: Int16(POLLOUT), deadline: deadline)
        continue
      }
      throw ended(Phrase(trLater("stopped reading its input")))
    }
  }

  /// The next line the bot writes, without its line break, read before `deadline`.
  func readLine(deadline: ContinuousClock.Instant) throws(BotFault) -> [UInt8] {
    var searched = 0
    while true {
      if let end = pending[searched...].firstIndex(of: 10) {
        let line = Array(pending[..<end])
        pending.removeFirst(end + 1)
        return line
      }
      searched = pending.count
      guard pending.count <= Self.maxLineBytes else {
        throw .protocolViolation(
          Phrase(
            trLater("a line longer than {bytes} bytes"), ["bytes": .number(Self.maxLineBytes)]))
      }
      try wait(for: output, events: Int16(POLLIN), deadline: deadline)
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = read(output, &buffer, buffer.count)
      if count > 0 {
        pending += buffer[..<count]
      } else if count == 0 {
        throw ended(Phrase(trLater("closed its output")))
      } else if errno != EAGAIN, errno != EINTR {
        throw ended(Phrase(trLater("its output failed")))
      }
    }
  }

  /// Whether the bot has written anything that was not read yet, waiting for it until
  /// `deadline` (one already past only looks). An output that has ended does not count: the
  /// next read says how.
  func hasUnread(until deadline: ContinuousClock.Instant) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while pending.isEmpty, output >= 0 {
      let left = max(ContinuousClock.now.duration(to: deadline), .zero)
      var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
      let ready = poll(&fds, 1, Int32(min(left.wholeMilliseconds, 60_000)))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return false }
      let count = read(output, &buffer, buffer.count)
      if count > 0 {
        pending += buffer[..<count]
      } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
        return false
      }
    }
    return !pending.isEmpty
  }

  /// Waits until `fd` is ready for `events`, keeping the standard error drained meanwhile (a
  /// bot blocked on a full error pipe would look hung). A bot that exits meanwhile has
  /// crashed, even when a process it started keeps the stream open; a stop abandons the wait.
  private func wait(for fd: Int32, events: Int16, deadline: ContinuousClock.Instant)
    throws(BotFault)
  {
    while true {
      if stopRequested.load(ordering: .relaxed) {
        throw .abandoned(Phrase(trLater("the tournament is stopping")))
      }
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { throw .time(Phrase(trLater("no answer in time"))) }
      let milliseconds = Int32(min(left.wholeMilliseconds + 1, Self.slice))
      var fds = [pollfd(fd: fd, events: events, revents: 0)]
      if errors >= 0 { fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), milliseconds)
      if ready < 0, errno != EINTR {
        throw .crash(
          Phrase(
            trLater("poll failed: {error}"), ["error": .text(String(cString: strerror(errno)))]))
      }
      if fds.count > 1, fds[1].revents != 0 { drainErrors() }
      if fds[0].revents != 0 { return }
      if ready == 0, hasExited() { throw ended(Phrase(trLater("exited"))) }
    }
  }

  /// Reads what the bot wrote on its standard error so far into the tail.
  func drainErrors() {
    var buffer = [UInt8](repeating: 0, count: 16384)
    while errors >= 0 {
      let count = read(errors, &buffer, buffer.count)
      if count > 0 {
        tail.append(buffer[..<count])
      } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
        close(errors)
        errors = -1
      } else {
        return
      }
    }
  }

  /// The fault of a bot whose stream closed: how the process ended, if it did within a
  /// moment, and it is killed either way.
  private func ended(_ what: Phrase) -> BotFault {
    let deadline = ContinuousClock.now + .milliseconds(500)
    while !hasExited(), ContinuousClock.now < deadline { usleep(2000) }
    guard hasExited() else {
      drainErrors()
      return .crash(what)
    }
    drainErrors()
    let status = kill()
    return .crash(
      status & 0x7f == 0
        ? Phrase(
          trLater("exited with status {status}"), ["status": .number(Int((status >> 8) & 0xff))])
        : Phrase(trLater("killed by signal {signal}"), ["signal": .number(Int(status & 0x7f))]))
  }

  /// Whether the process has ended; it is not reaped, so its group id stays valid for a kill.
  private func hasExited() -> Bool {
    guard !reaped else { return true }
    var info = siginfo_t()
    return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0
      && info._sifields._kill.si_pid == pid
  }

  /// Waits up to `grace` for the bot to exit by itself (after `quit`), then kills it.
  func finish(grace: Duration) {
    let deadline = ContinuousClock.now + grace
    while !hasExited(), ContinuousClock.now < deadline { usleep(2000) }
    kill()
  }

  /// Kills the bot and everything in its process group, reaps it and closes the streams;
  /// returns its wait status.
  @discardableResult
  func kill() -> Int32 {
    var status: Int32 = 0
    if !reaped {
      Glibc.kill(-pid, SIGKILL)
      Glibc.kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      reaped = true
    }
    for fd in [input, output, errors] where fd >= 0 { close(fd) }
    input = -1
    output = -1
    errors = -1
    return status
  }
}

extension Duration {
  /// The duration in whole milliseconds, rounded down.
  var wholeMilliseconds: Int64 {
    components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
  }
}
