import Foundation
import Importers

/// The peak memory of a GIFT import per byte of input (kept under 5× for a long line).
enum ImportBench {
  /// The shapes of input measured.
  enum Shape: String {
    /// One question whose text is a single line of the whole size.
    case line
    /// Many small multiple-choice questions.
    case questions
    /// One `[html]` question of would-be tags that never close (`<a "x <b y`), which a reader
    /// scanning ahead for each `>` would take quadratic time over.
    case tags
  }

  /// About `megabytes` MB of GIFT of `shape`, built in place so that making it peaks at its size.
  static func input(_ shape: Shape, megabytes: Int) -> [UInt8] {
    let size = megabytes << 20
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size + 256)
    switch shape {
    case .line:
      bytes += Array("::Long:: Which word comes last in ".utf8)
      let words = Array("lorem ipsum dolor sit amet ".utf8)
      while bytes.count + words.count < size { bytes += words }
      bytes += Array("?{=amet ~lorem ~ipsum}\n".utf8)
    case .tags:
      bytes += Array("::Tags:: [html]".utf8)
      let words = Array("<a \"x <b y ".utf8)
      while bytes.count + words.count < size { bytes += words }
      bytes += Array("?{T}\n".utf8)
    case .questions:
      var number = 0
      while bytes.count < size {
        number += 1
        bytes += Array(
          "::Q\(number):: What is \(number) plus \(number)?{=\(2 * number) ~\(2 * number + 1) ~\(number)}\n\n"
            .utf8)
      }
    }
    return bytes
  }

  /// This process's peak resident memory so far, in bytes.
  static func peak() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss * 1024
  }

  /// Imports `megabytes` MB of `shape` and prints the peak memory the import added, per input
  /// byte (run it in a process of its own: the peak is the process's).
  static func memory(_ shape: Shape, megabytes: Int) {
    let bytes = input(shape, megabytes: megabytes)
    let before = peak()
    let start = Date()
    let game = try? Importer.importGame(
      format: .gift, bytes: bytes, options: ImportOptions(displayName: "bench.gift"))
    let seconds = Date().timeIntervalSince(start)
    let added = peak() - before
    print(
      "gift import, \(shape.rawValue), \(format(Double(bytes.count) / 1_048_576, 1)) MB: "
        + "\(game?.questions.count ?? 0) questions, \(format(seconds, 2)) s, peak +\(added >> 20) MB, "
        + "\(format(Double(added) / Double(bytes.count), 2)) bytes per input byte")
  }
}
