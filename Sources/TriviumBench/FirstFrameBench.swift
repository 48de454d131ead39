import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The time from starting `trivium play` in a pseudo-terminal of 80×24 to its first frame on
/// screen (the launch screen), in English and in Chinese: the whole start, process included.
enum FirstFrameBench {
  static func run(trivium: String, rounds: Int = 15) {
    print("")
    print("First frame of `trivium play --no-save` in an 80×24 pseudo-terminal (\(rounds) runs)")
    var medians: [String: Double] = [:]
    for language in ["en", "zh-Hans", "en", "zh-Hans"] {
      let times = (0..<rounds).compactMap { _ in once(trivium: trivium, language: language) }
        .sorted()
      guard !times.isEmpty else {
        print("  \(language): no frame seen")
        continue
      }
      let median = times[times.count / 2]
      medians[language] = min(medians[language] ?? .infinity, median)
      print(
        "  \(language.padding(toLength: 8, withPad: " ", startingAt: 0)) median \(format(median * 1e3, 1)) ms, best \(format(times[0] * 1e3, 1)) ms"
      )
    }
    if let english = medians["en"], let chinese = medians["zh-Hans"] {
      print(
        "  Chinese / English (lower median of two passes): \(format(chinese / english * 100, 1)) % (target < 110 %)"
      )
    }
  }

  /// Seconds until the launch screen's "T R I V I U M" arrives, or nil.
  private static func once(trivium: String, language: String) -> Double? {
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    let start = DispatchTime.now().uptimeNanoseconds
    let pid = forkpty(&master, nil, nil, &size)
    if pid == 0 {
      setenv("TERM", "xterm-256color", 1)
      let arguments = [trivium, "play", "--no-save", "--lang", language]
      var pointers = arguments.map { strdup($0) } + [nil]
      execv(trivium, &pointers)
      _exit(127)
    }
    guard pid > 0 else { return nil }
    defer {
      kill(pid, SIGTERM)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      close(master)
    }
    var seen: [UInt8] = []
    let mark = Array("T R I V I U M".utf8)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while DispatchTime.now().uptimeNanoseconds - start < 10_000_000_000 {
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 500) > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return nil }
      seen += buffer[0..<count]
      if seen.count >= mark.count,
        (0...(seen.count - mark.count)).contains(where: {
          seen[$0..<($0 + mark.count)].elementsEqual(mark)
        })
      {
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      }
    }
    return nil
  }
}
