import Foundation
import Testing

@testable import TriviumCommands

/// `trivium import` may ask the types' `validate` of its batches on threads of their own
/// (`ImportPrechecks`): what it prints and writes must be what one thread gives, byte for
/// byte, for any number of threads, any size of batch and any order the threads run in.
@Suite("trivium import: the types' checks on threads of their own")
struct ImportPrechecksTests {
  /// A home whose true-or-false type refuses a question with a 7 in its text and fails (a Lua
  /// error) on one with "99": an import then has questions its types refuse, and batches
  /// whose one call into the type fails, to be checked question by question.
  static func home() throws -> TemporaryHome {
    let home = try TemporaryHome(games: [:])
    let file = home.url.appendingPathComponent("plugins/types/truefalse.lua")
    let source = try String(contentsOf: file, encoding: .utf8)
    let strict = source.replacingOccurrences(
      of: "  name = \"True or false\",\n",
      with: """
          name = "True or false",
          validate = function(q)
            if q.text:find("99", 1, true) then error("no nineteen-nine") end
            if q.text:find("7", 1, true) then return { { field = "text", message = "a 7" } } end
            return {}
          end,

        """)
    #expect(strict != source)
    try Data(strict.utf8).write(to: file)
    return home
  }

  /// What one import gave: its status, what it printed and the question file it wrote.
  struct Outcome: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
    var written: String?
  }

  /// A temporary folder with a quiz file in it, removed at the end.
  final class Folder {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-import-prechecks-\(UUID().uuidString)")
    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` into the file `name` and gives its path.
    func file(_ name: String, _ text: String) throws -> String {
      let path = url.appendingPathComponent(name).path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return path
    }
  }

  /// Imports `quiz` as `format` into `folder`/game (replacing it) on `threads` threads, in
  /// batches of `batchSize` questions.
  func outcome(
    _ format: String, _ quiz: String, in folder: Folder, home: TemporaryHome, threads: Int,
    batchSize: Int
  ) -> Outcome {
    let out = folder.url.appendingPathComponent("game")
    let result = ImportCommand.$checkThreadsSetting.withValue(threads) {
      ImportCommand.$batchSizeSetting.withValue(batchSize) {
        Trivium.run(["import", format, quiz, "--out", out.path, "--force", "--home", home.path])
      }
    }
    let written = try? String(
      contentsOf: out.appendingPathComponent("questions.json"), encoding: .utf8)
    try? FileManager.default.removeItem(at: out)
    return Outcome(
      status: result.status, stdout: result.stdout, stderr: result.stderr, written: written)
  }

  @Test("questions refused, skipped and warned about: the same on 0 to 3 threads")
  func sameOnAnyNumberOfThreads() throws {
    let folder = try Folder()
    let home = try Self.home()
    let quiz = try folder.file("quiz.gift", ImportReaderTests.gift(600))
    let alone = outcome("gift", quiz, in: folder, home: home, threads: 0, batchSize: 256)
    #expect(alone.status == 0, "\(alone.stderr)")
    let problems = alone.stderr.split(separator: "\n")
    // Q7 (read as q6, after a question skipped) is refused; Q199 (q166) makes its type fail.
    #expect(problems.contains { $0.hasSuffix(":13: question 'q6': field 'text': a 7 (skipped)") })
    #expect(
      problems.contains {
        $0.hasSuffix(
          ":397: question 'q166': plugin 'truefalse' failed: plugins/types/truefalse.lua:25: "
            + "no nineteen-nine (skipped)")
      })
    #expect(alone.stdout.contains("imported 470 questions, skipped 130, 230 problems"), "\(alone)")
    #expect(alone.written?.isEmpty == false)
    for threads in 0...3 {
      for batchSize in [1, 7, 256] {
        let threaded = outcome(
          "gift", quiz, in: folder, home: home, threads: threads, batchSize: batchSize)
        #expect(threaded == alone, "\(threads) threads, batches of \(batchSize)")
      }
    }
  }

  /// Moodle XML whose reader stops at a broken question after `count` good ones: one in
  /// five has no right answer (skipped by the reader), one in three is a true-or-false one
  /// (refused by `home`'s type when its text has a 7).
  static func brokenXML(_ count: Int) -> String {
    let questions = (1...count).map { number in
      if number % 3 == 0 {
        return """
          <question type="truefalse"><name><text>Q\(number)</text></name>
          <questiontext format="html"><text>Is \(number) odd?</text></questiontext>
          <answer fraction="\(number % 2 == 1 ? 100 : 0)"><text>true</text></answer>
          <answer fraction="\(number % 2 == 1 ? 0 : 100)"><text>false</text></answer>
          </question>
          """
      }
      let right = number % 5 == 0 ? 0 : 100
      return """
        <question type="multichoice"><name><text>Q\(number)</text></name>
        <questiontext format="html"><text>Which is \(number)?</text></questiontext>
        <single>true</single>
        <answer fraction="\(right)"><text>\(number)</text></answer>
        <answer fraction="0"><text>\(number + 1)</text></answer>
        </question>
        """
    }
    return "<?xml version=\"1.0\"?>\n<quiz>\n" + questions.joined(separator: "\n")
      + "\n<question type=\"multichoice\"><name><text>broken</text></name>\n</quiz>\n"
  }

  @Test("a reader's error after many batches: said as on one thread, nothing written")
  func readerErrorSameOnAnyNumberOfThreads() throws {
    let folder = try Folder()
    let home = try Self.home()
    let quiz = try folder.file("quiz.xml", Self.brokenXML(300))
    let alone = outcome("moodle-xml", quiz, in: folder, home: home, threads: 0, batchSize: 256)
    #expect(alone.status != 0)
    #expect(alone.stderr.contains("quiz.xml:"), "\(alone.stderr)")
    #expect(!alone.stderr.contains("a 7"), "nothing is said of questions once the reader fails")
    #expect(alone.written == nil)
    for threads in 1...3 {
      for batchSize in [1, 16] {
        let threaded = outcome(
          "moodle-xml", quiz, in: folder, home: home, threads: threads, batchSize: batchSize)
        #expect(threaded == alone, "\(threads) threads, batches of \(batchSize)")
      }
    }
  }

  @Test("many imports on two threads in small batches: every one is the one-thread import")
  func stress() throws {
    let folder = try Folder()
    let home = try Self.home()
    let quiz = try folder.file("quiz.gift", ImportReaderTests.gift(240))
    let alone = outcome("gift", quiz, in: folder, home: home, threads: 0, batchSize: 256)
    #expect(alone.status == 0, "\(alone.stderr)")
    for run in 0..<40 {
      let threaded = outcome(
        "gift", quiz, in: folder, home: home, threads: 2, batchSize: 1 + run % 4)
      #expect(threaded == alone, "run \(run)")
      if threaded != alone { break }
    }
  }
}
