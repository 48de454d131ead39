import Foundation
import Importers
import TriviumCommands

/// What importing big quiz files costs: the whole `trivium import` of GIFT and of Moodle XML
/// (read, every question checked by its type, the game written), in MB/s and in peak memory
/// per byte of the file, side by side; and the peak memory of the GIFT reader alone.
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

  /// About `megabytes` MB of Moodle XML: the same small questions as GIFT's `questions`, a
  /// category every 1,000 of them, and every fourth question a true/false one.
  static func moodleInput(megabytes: Int) -> [UInt8] {
    let size = megabytes << 20
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size + 1024)
    bytes += Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n".utf8)
    var number = 0
    while bytes.count < size {
      number += 1
      if number % 1000 == 1 {
        bytes += Array(
          """
            <question type="category">
              <category><text>$course$/top/Part \(number / 1000 + 1)</text></category>
            </question>

          """.utf8)
      }
      let question: String
      if number % 4 == 0 {
        question = """
            <question type="truefalse">
              <name><text>Q\(number)</text></name>
              <questiontext format="html"><text><![CDATA[<p>Is \(number) even?</p>]]></text></questiontext>
              <answer fraction="100"><text>true</text></answer>
              <answer fraction="0"><text>false</text></answer>
            </question>

          """
      } else {
        question = """
            <question type="multichoice">
              <name><text>Q\(number)</text></name>
              <questiontext format="html"><text>What is \(number) plus \(number)?</text></questiontext>
              <answer fraction="100"><text>\(2 * number)</text></answer>
              <answer fraction="0"><text>\(2 * number + 1)</text></answer>
              <answer fraction="0"><text>\(number)</text></answer>
              <single>true</single>
            </question>

          """
      }
      bytes += Array(question.utf8)
    }
    bytes += Array("</quiz>\n".utf8)
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

  /// `trivium-bench import [MB]`: writes a GIFT and a Moodle XML file of about `megabytes` MB
  /// each, imports each with `trivium import` in a process of its own (`import-side`, so that
  /// each peak is its own) and prints their figures side by side.
  static func run(megabytes: Int) {
    let folder = NSTemporaryDirectory() + "trivium-import-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files: [(format: String, name: String, bytes: () -> [UInt8])] = [
      ("gift", "big.gift", { input(.questions, megabytes: megabytes) }),
      ("moodle-xml", "big.xml", { moodleInput(megabytes: megabytes) }),
    ]
    print("Import of big files: `trivium import FORMAT FILE --out DIR`, one process each")
    print("  format       MB     questions  seconds   MB/s   peak MB   peak / file   result")
    for file in files {
      let path = folder + "/" + file.name
      let bytes = file.bytes()
      guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
        print("  \(file.format): cannot write \(path)")
        continue
      }
      let size = bytes.count
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = ["import-side", file.format, path, folder + "/out-" + file.format]
      let pipe = Pipe()
      process.standardOutput = pipe
      do { try process.run() } catch {
        print("  \(file.format): \(error)")
        continue
      }
      let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      // `import-side` prints "seconds peakBytes questions result...".
      let fields = report.split(separator: " ", maxSplits: 3).map(String.init)
      guard fields.count == 4, let seconds = Double(fields[0]), let peakBytes = Double(fields[1])
      else {
        print("  \(file.format): \(report)")
        continue
      }
      let megabytesRead = Double(size) / 1_048_576
      print(
        "  " + file.format.padding(toLength: 11, withPad: " ", startingAt: 0)
          + String(
            format: "%6.1f %12@ %8.2f %6.1f %9.0f %11.2f×   %@", megabytesRead, fields[2], seconds,
            megabytesRead / seconds, peakBytes / 1_048_576, peakBytes / Double(size),
            fields[3].trimmingCharacters(in: .whitespacesAndNewlines)))
    }
  }

  /// One import by `trivium import` in this process; prints its wall seconds, this process's
  /// peak resident bytes, the questions imported and the first line of its result.
  /// `threads` sets how many threads find the types' verdicts (`ImportPrechecks`).
  static func side(format: String, path: String, out: String, threads: Int? = nil) {
    let start = ContinuousClock.now
    let output = Trivium.withImportCheckThreads(threads) {
      Trivium.run(["import", format, path, "--out", out, "--force"])
    }
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let summary = output.stdout.split(separator: "\n").first.map(String.init) ?? ""
    // "FILE: imported N questions, ...": the count is the word after "imported".
    let words = summary.split(separator: " ")
    let count = words.firstIndex(of: "imported").map { words[$0 + 1] } ?? "?"
    let result =
      output.status == 0
      ? "written"
      : "status \(output.status): "
        + (output.stderr.split(separator: "\n").last.map(String.init) ?? "")
    print("\(seconds) \(peak()) \(count) \(result)")
  }
}
