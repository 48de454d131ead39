import Foundation

/// Ends every process that a tournament's external bots started and left behind. Each bot is
/// started with a mark in its environment (`variable`, a value of its run alone); whatever it
/// starts inherits it, even past `setsid` or a double fork, so at the end of the run every
/// process of ours that still carries the mark is killed. One that clears its environment, or
/// runs as another user, is out of reach (docs/bot-protocol.md says so).
public enum BotSweep {
  /// The variable that marks a run's bots.
  public static let variable = "TRIVIUM_TOURNAMENT_RUN"
  /// How much of a process's environment is read.
  static let environmentLimit = 1 << 18

  /// A mark no other run shares.
  public static func newMark() -> String { "\(getpid())-\(UUID().uuidString)" }

  /// Kills every process that carries `mark`, a few rounds until none is left; how many
  /// were killed.
  @discardableResult
  public static func kill(mark: String) -> Int {
    let needle = Array("\(variable)=\(mark)".utf8) + [0]
    var killed = Set<pid_t>()
    for _ in 0..<20 {
      let found = marked(needle).subtracting(killed)
      if found.isEmpty { break }
      for pid in found { Glibc.kill(pid, SIGKILL) }
      killed.formUnion(found)
      usleep(5000)
    }
    return killed.count
  }

  /// The processes (other than this one) whose environment holds `needle`.
  private static func marked(_ needle: [UInt8]) -> Set<pid_t> {
    let me = getpid()
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return []
    }
    var found = Set<pid_t>()
    var buffer = [UInt8](repeating: 0, count: environmentLimit)
    for entry in entries {
      guard let pid = pid_t(entry), pid != me else { continue }
      let fd = open("/proc/\(entry)/environ", O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { continue }
      let count = read(fd, &buffer, buffer.count)
      close(fd)
      guard count > 0 else { continue }
      // Each variable ends with a NUL; the first starts the file.
      var environment = [UInt8](repeating: 0, count: 1)
      environment += buffer[..<count]
      if !environment.isEmpty, contains(environment, [0] + needle) { found.insert(pid) }
    }
    return found
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0]
      && haystack[start..<start + needle.count].elementsEqual(needle)
    {
      return true
    }
    return false
  }
}
