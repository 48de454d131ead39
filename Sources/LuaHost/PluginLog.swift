import QuizCore
import Synchronization

/// Where plugins' `print` and `trivium.log` lines go when a command asks for them
/// (`--plugin-log FILE`, or the log file of `play`): one line per call, `[plugin-id] text`,
/// with control characters made visible and newlines escaped, so a plugin cannot forge lines
/// or drive a terminal that shows the log.
///
/// Process-wide, as standard error is: plugins of every engine and worker thread write here.
/// A log caps its size (`limit`), so a plugin that prints in a loop cannot fill the disk.
/// Lines never change a session: logging is the one output of a plugin outside its results.
public enum PluginLog {
  /// The destination of the lines and how much of it is left.
  private struct Sink: Sendable {
    var write: @Sendable (String) -> Void
    var left: Int
    var cut = false
  }

  private static let sink = Mutex<Sink?>(nil)
  private static let printedLines = Atomic<Int>(0)

  /// How many lines plugins have printed in this process, wherever they went: a command
  /// compares it before and after to say where a plugin's lines went.
  public static var printed: Int { printedLines.load(ordering: .relaxed) }

  /// Counts one line a plugin printed.
  static func count() { printedLines.add(1, ordering: .relaxed) }

  /// The most a log takes, in bytes of lines, before it says it is cut and takes no more.
  public static let defaultLimit = 16 << 20

  /// Sends every plugin's lines to `write` (each line ends with a newline) from now on, at
  /// most `limit` bytes in all.
  public static func start(
    limit: Int = defaultLimit, _ write: @escaping @Sendable (String) -> Void
  ) {
    sink.withLock { $0 = Sink(write: write, left: limit) }
  }

  /// Stops sending lines; plugins' lines are then kept only in `LuaPlugin.logLines`.
  public static func stop() { sink.withLock { $0 = nil } }

  /// Whether lines are being sent somewhere.
  public static var isOn: Bool { sink.withLock { $0 != nil } }

  /// Writes one line of plugin `id`; false when no log is on (the caller keeps the line).
  static func write(_ text: String, plugin id: String) -> Bool {
    sink.withLock { sink -> Bool in
      guard var current = sink else { return false }
      defer { sink = current }
      guard !current.cut else { return true }
      // A file scripts read: the same in every interface language.
      let line = "[\(Untrusted.stableLine(id))] \(Untrusted.stableLine(text))\n"
      guard line.utf8.count <= current.left else {
        current.cut = true
        current.write("[trivium] the plugin log is cut here: it reached its size limit\n")
        return true
      }
      current.left -= line.utf8.count
      current.write(line)
      return true
    }
  }
}
