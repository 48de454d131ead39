/// The last lines a bot wrote on its standard error, each cut to a bounded length: what a
/// forfeit quotes. A bot may write without end; this keeps a fixed amount of it.
struct StderrTail {
  /// Lines kept.
  static let lineCount = 8
  /// Bytes kept of each line.
  static let lineBytes = 240

  private(set) var lines: [String] = []
  private var partial: [UInt8] = []
  private var partialCut = false

  /// Adds bytes as they were read.
  mutating func append(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if byte == 10 {
        finishLine()
      } else if partial.count < Self.lineBytes {
        partial.append(byte)
      } else {
        partialCut = true
      }
    }
  }

  private mutating func finishLine() {
    lines.append(String(decoding: partial, as: UTF8.self) + (partialCut ? "…" : ""))
    if lines.count > Self.lineCount { lines.removeFirst(lines.count - Self.lineCount) }
    partial.removeAll(keepingCapacity: true)
    partialCut = false
  }

  /// The kept lines, the unfinished one included, joined by line breaks (not yet escaped:
  /// the caller passes it through `Untrusted`).
  var text: String {
    var all = lines
    if !partial.isEmpty { all.append(String(decoding: partial, as: UTF8.self)) }
    return all.suffix(Self.lineCount).joined(separator: "\n")
  }
}
