import Foundation
import Importers
import QuizCore
import Testing

@testable import TriviumCommands
@testable import TriviumEngine

/// `trivium import` reads the file on a thread of its own while it checks the batches read:
/// what it reports and writes must be what reading the whole file and then checking each
/// question in turn gives, byte for byte and in the file's order.
@Suite("trivium import: reading beside the checks")
struct ImportReaderTests {
  let home = ["--home", repositoryRoot.path]

  /// GIFT of `count` questions of several kinds, some skipped by the reader (no right
  /// answer), some with a warning (a grade Moodle does not allow), over many batches.
  static func gift(_ count: Int) -> String {
    (1...count).map { number in
      switch number % 6 {
      case 1: "::Q\(number):: Is \(number) even?{\(number % 2 == 0 ? "T" : "F")}\n"
      case 2: "::Q\(number):: Which is \(number)?{~\(number + 1) ~\(number + 2)}\n"
      case 3: "::Q\(number):: Pick \(number){=\(number) ~%37%\(number + 1) ~\(number + 2)}\n"
      case 4: "::Q\(number):: How much is \(number)?{#\(number):0.5}\n"
      case 5: "::Q\(number):: Name \(number){=n\(number) =m\(number)}\n"
      default: "::Q\(number):: What is \(number) plus \(number)?{=\(2 * number) ~\(number)}\n"
      }
    }.joined(separator: "\n")
  }

  @Test("questions, problems and questions.json are those of reading first, then checking")
  func sameAsReadingThenChecking() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-import-reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let quiz = folder.appendingPathComponent("quiz.gift").path
    try Self.gift(1_500).write(toFile: quiz, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("game")

    let result = Trivium.run(["import", "gift", quiz, "--out", out.path] + home)
    #expect(result.status == 0, "\(result.stderr)")

    // The file read whole, then each question checked alone, in order.
    var game = try Importer.importGame(format: .gift, path: quiz)
    let engine = try Engine(home: repositoryRoot.path)
    _ = engine.keepValid(&game, file: quiz)
    #expect(game.questions.count == 1_250, "the skipped ones are left out")
    let problems = game.problems.map { $0.shown + "\n" }.joined()
    #expect(game.problems.count == 500, "\(game.problems.prefix(3))")
    #expect(result.stderr == problems)
    let written = try String(
      contentsOf: out.appendingPathComponent("questions.json"), encoding: .utf8)
    #expect(written == (try ValueJSON.encodePretty(.array(game.questions))) + "\n")
  }
}
