import Foundation
import QuizCore
import Testing

@testable import TriviumCommands

/// Big quiz files (issue 34, item 9): the import streams its questions into questions.json,
/// refuses what a game could not read back before writing anything, and shows its progress on
/// a terminal only.
@Suite("trivium import of big files")
struct ImportBigFileTests {
  let home = ["--home", repositoryRoot.path]

  /// A fresh folder under the temporary folder, made, with `quiz.gift` of `questions`
  /// questions in it.
  func folder(questions: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-import-size-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = (1...questions).map { "::Q\($0):: What is \($0) plus \($0)?{=\(2 * $0) ~\($0)}\n" }
      .joined(separator: "\n")
    try text.write(
      to: folder.appendingPathComponent("quiz.gift"), atomically: true, encoding: .utf8)
    return folder
  }

  /// What the progress wrote, gathered from the setting's `write`.
  final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [String] = []
    func add(_ piece: String) { lock.withLock { pieces.append(piece) } }
    var text: String { lock.withLock { pieces.joined() } }
  }

  /// `trivium import` with stderr taken for a terminal or not, every file counted as big.
  func importing(_ arguments: [String], terminal: Bool) -> (CommandOutput, String) {
    let written = Written()
    let setting = ImportProgress.Setting(
      isTerminal: { terminal }, write: { written.add($0) }, minimumBytes: 0)
    let output = ImportProgress.$setting.withValue(setting) { Trivium.run(arguments) }
    return (output, written.text)
  }

  @Test("progress is drawn on a terminal, cleared at the end, and never in a pipe")
  func progressOnATerminalOnly() throws {
    let folder = try folder(questions: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    let quiz = folder.appendingPathComponent("quiz.gift").path
    let (piped, pipedProgress) = importing(
      ["import", "gift", quiz, "--check"] + home, terminal: false)
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(pipedProgress.isEmpty)
    let (shown, progress) = importing(["import", "gift", quiz, "--check"] + home, terminal: true)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(progress.contains("trivium import: 1 questions read and checked"), "\(progress)")
    #expect(progress.hasSuffix("\r\u{1B}[K"), "the line is cleared: \(progress.debugDescription)")
    // The report itself is the same either way.
    #expect(shown.stdout == piped.stdout && shown.stderr == piped.stderr)
  }

  @Test("a small file shows no progress, even on a terminal")
  func noProgressForASmallFile() throws {
    let folder = try folder(questions: 2)
    defer { try? FileManager.default.removeItem(at: folder) }
    let quiz = folder.appendingPathComponent("quiz.gift").path
    let written = Written()
    let setting = ImportProgress.Setting(
      isTerminal: { true }, write: { written.add($0) }, minimumBytes: 1 << 20)
    let output = ImportProgress.$setting.withValue(setting) {
      Trivium.run(["import", "gift", quiz, "--check"] + home)
    }
    #expect(output.status == 0)
    #expect(written.text.isEmpty)
  }

  @Test("the questions written as they are read are the file encodePretty writes")
  func streamedQuestionsAreTheUsualFile() throws {
    let folder = try folder(questions: 40)
    defer { try? FileManager.default.removeItem(at: folder) }
    let quiz = folder.appendingPathComponent("quiz.gift").path
    let out = folder.appendingPathComponent("big")
    let result = Trivium.run(["import", "gift", quiz, "--out", out.path] + home)
    #expect(result.status == 0, "\(result.stderr)")
    let written = try String(
      contentsOf: out.appendingPathComponent("questions.json"), encoding: .utf8)
    let questions = try #require(try ValueJSON.decode(written).arrayValue)
    #expect(questions.count == 40)
    #expect(written == (try ValueJSON.encodePretty(.array(questions))) + "\n")
    let validate = Trivium.run(["validate", out.path] + home)
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
  }

  @Test("questions past the cap of a question file are refused before anything is written")
  func overTheCapIsRefused() throws {
    let folder = try folder(questions: 30)
    defer { try? FileManager.default.removeItem(at: folder) }
    var questions = QuestionsText(limit: 2_000)
    for number in 1...30 {
      questions.append([
        "id": .string("q\(number)"), "type": "truefalse", "text": "?", "answer": true,
      ])
    }
    let out = folder.appendingPathComponent("game")
    #expect {
      try ImportCommand.write(
        title: "T", files: [], questions: questions, id: "game", to: out, force: false)
    } throws: { error in
      "\(error)".contains("more than the 2000 bytes a game's question file may have")
        && "\(error)".contains("split the quiz into several files")
    }
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(questions.byteCount > 2_000)
  }
}
