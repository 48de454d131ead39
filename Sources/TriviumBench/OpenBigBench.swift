import Foundation
import TriviumCommands
import TriviumEngine

/// What a big imported game costs to open and to validate: a GIFT file of small questions
/// (those of `trivium-bench import`) imported with `trivium import`, then opened as `play`,
/// `run` and `browse` open it (`Engine.game`: read, then every question checked by its type)
/// and checked whole with `trivium validate` (every question also played from `solve`).
enum OpenBigBench {
  /// `trivium-bench open-big [N]`: imports `questions` questions and prints the seconds to
  /// open the game written and to validate it, with the time per question.
  static func run(questions: Int) {
    let folder = NSTemporaryDirectory() + "trivium-open-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/big.gift"
    let game = folder + "/big"
    guard FileManager.default.createFile(atPath: path, contents: Data(input(questions: questions)))
    else {
      print("open-big: cannot write \(path)")
      return
    }
    let imported = Trivium.run(["import", "gift", path, "--out", game])
    guard imported.status == 0 else {
      print("open-big: the import failed: \(imported.stderr)")
      return
    }
    print("Opening a big imported game of \(questions) questions (`trivium import gift`)")
    print("  step                        wall      CPU   CPU µs a q.   result")
    let opened = measure { () -> String in
      do {
        let engine = try Engine(options: options)
        let loaded = try engine.game(game)
        return "\(loaded.game.questions.count) questions, \(loaded.leftOut.count) left out"
      } catch {
        return "\(error)"
      }
    }
    line("open (play, run, browse)", opened, questions)
    let validated = measure { () -> String in
      let output = Trivium.run(["validate", game])
      return output.status == 0
        ? "valid" : "status \(output.status): \(output.stdout.suffix(200))"
    }
    line("trivium validate", validated, questions)
  }

  /// The engine's options as `trivium` takes them: `TRIVIUM_HOME` and the rest from this
  /// process's environment.
  static var options: EngineOptions {
    EngineOptions(environment: ProcessInfo.processInfo.environment)
  }

  /// `trivium-bench open-side DIR`: opens the game in `DIR` once, for callgrind.
  static func side(folder: String) {
    do {
      let loaded = try Engine(options: options).game(folder)
      print("\(loaded.game.questions.count) questions, \(loaded.leftOut.count) left out")
    } catch {
      print("\(error)")
    }
  }

  /// The GIFT text of `questions` small multiple-choice questions, as `trivium-bench import`
  /// writes them.
  static func input(questions: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(questions * 70)
    for number in 1...max(1, questions) {
      bytes += Array(
        "::Q\(number):: What is \(number) plus \(number)?{=\(2 * number) ~\(2 * number + 1) ~\(number)}\n\n"
          .utf8)
    }
    return bytes
  }

  /// The wall and CPU seconds (of the whole process, every thread) of one run of `body` (one:
  /// a second would find the file system warm in a way the first open is not), with what it
  /// returned. On a shared machine the CPU seconds are the figure to compare; the wall seconds
  /// show the threads of `validate` when processors are free.
  private static func measure(_ body: () -> String) -> Measured {
    let start = ContinuousClock.now
    let cpu = processCPUSeconds()
    let result = body()
    let elapsed = ContinuousClock.now - start
    return Measured(
      wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
      cpu: processCPUSeconds() - cpu, result: result)
  }

  /// One step's figures.
  private struct Measured {
    var wall: Double
    var cpu: Double
    var result: String
  }

  private static func line(_ step: String, _ measured: Measured, _ questions: Int) {
    print(
      "  " + step.padding(toLength: 24, withPad: " ", startingAt: 0)
        + String(
          format: "%8.2f %8.2f %13.1f   %@", measured.wall, measured.cpu,
          measured.cpu * 1e6 / Double(max(1, questions)), measured.result))
  }
}
