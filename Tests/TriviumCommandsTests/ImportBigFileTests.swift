import Foundation
import Importers
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

  /// `count` small true-or-false questions as an import keeps them, in files of `limit`
  /// bytes, `totalLimit` and `countLimit` together, to be written in `folder` (nil: counted).
  func text(
    _ count: Int, limit: Int, totalLimit: Int = 1 << 30, countLimit: Int = 1_000_000,
    folder: String? = FileManager.default.temporaryDirectory.path
  ) -> (QuestionsText, [Value]) {
    var questions = QuestionsText(
      limit: limit, totalLimit: totalLimit, countLimit: countLimit, folder: folder)
    var all: [Value] = []
    for number in 1...count {
      let question: Value = [
        "id": .string("q\(number)"), "type": "truefalse", "text": "?", "answer": true,
      ]
      questions.append(question)
      all.append(question)
    }
    return (questions, all)
  }

  @Test("questions past the cap of a question file are written as several files the game lists")
  func overTheCapIsSplit() throws {
    let folder = try folder(questions: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (questions, all) = text(30, limit: 2_000)
    let out = folder.appendingPathComponent("game")
    try ImportCommand.write(
      title: "T", files: [], questions: questions, id: "game", to: out, force: false)
    let manifest = try ValueJSON.decode(
      String(contentsOf: out.appendingPathComponent("game.json"), encoding: .utf8))
    let listed = manifest["questions"].arrayValue ?? []
    let names = listed.compactMap(\.stringValue)
    #expect(names.count > 1 && names == questions.fileNames)
    #expect(names.first == "questions-1.json")
    var read: [Value] = []
    for name in names {
      let bytes = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(bytes.count <= 2_000, "\(name): \(bytes.count) bytes")
      let text = String(decoding: bytes, as: UTF8.self)
      let part = try #require(try ValueJSON.decode(text).arrayValue)
      // Each file is what encodePretty writes for its questions.
      #expect(text == (try ValueJSON.encodePretty(.array(part))) + "\n")
      read += part
    }
    #expect(read == all)
  }

  @Test("full question files wait unseen until the game is written, then stand in the folder")
  func fullFilesUnseenUntilWritten() throws {
    let folder = try folder(questions: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = { (path: URL) in
      ((try? FileManager.default.contentsOfDirectory(atPath: path.path)) ?? []).sorted()
    }
    // The game folder made already (`--force` into an empty one), and one not made yet.
    let made = folder.appendingPathComponent("made")
    try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    for (out, force) in [(made, true), (folder.appendingPathComponent("new/game"), false)] {
      let (questions, all) = text(80, limit: 1_500, folder: out.path)
      #expect(questions.fileNames.count > 3)
      #expect(names(out) == [])
      #expect(names(folder) == ["made", "quiz.gift"])
      try ImportCommand.write(
        title: "T", files: [], questions: questions, id: "game", to: out, force: force)
      #expect(names(out) == (["game.json"] + questions.fileNames).sorted())
      var read: [Value] = []
      for name in questions.fileNames {
        let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
        let part = try #require(try ValueJSON.decode(text).arrayValue)
        #expect(text == (try ValueJSON.encodePretty(.array(part))) + "\n")
        read += part
      }
      #expect(read == all)
    }
  }

  @Test("a write that fails leaves no partial file and removes the folders it made")
  func failedWriteLeavesNothing() throws {
    let folder = try folder(questions: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Into a folder that stands (--force): the third question file's name is a folder, so the
    // write stops there; no partial file and no game.json are left.
    let out = folder.appendingPathComponent("stands")
    let (questions, _) = text(40, limit: 1_500, folder: out.path)
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("questions-3.json"), withIntermediateDirectories: true)
    #expect(throws: (any Error).self) {
      try ImportCommand.write(
        title: "T", files: [], questions: questions, id: "stands", to: out, force: true)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        == ["questions-1.json", "questions-2.json", "questions-3.json"])
    // Into a folder it makes: the second picture's name is refused after the first was
    // written; the folder goes again with all it held, and no question file was ever seen.
    let new = folder.appendingPathComponent("new/game")
    let (waiting, _) = text(40, limit: 1_500, folder: new.path)
    let pictures = [
      ImportedFile(name: "a.png", bytes: [1, 2, 3]), ImportedFile(name: "b/c.png", bytes: [4]),
    ]
    #expect {
      try ImportCommand.write(
        title: "T", files: pictures, questions: waiting, id: "game", to: new, force: false)
    } throws: { error in
      "\(error)".contains("is not a plain picture name")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["quiz.gift", "stands"])
  }

  @Test("questions only counted (import --check) give the files' names, bytes and bounds")
  func countedOnly() throws {
    let bounds = [(1 << 30, 1_000_000), (5_000, 1_000_000), (1 << 30, 20)]
    for (limit, (total, count)) in zip([1_500, 1_500, 1_500], bounds) {
      let (kept, _) = text(60, limit: limit, totalLimit: total, countLimit: count)
      let (counted, _) = text(
        60, limit: limit, totalLimit: total, countLimit: count, folder: nil)
      #expect(counted.fileNames == kept.fileNames)
      #expect(counted.fileBytes == kept.fileBytes)
      #expect(counted.count == kept.count)
      #expect(counted.boundProblem?.description == kept.boundProblem?.description)
    }
  }

  @Test("questions that fit one file are written as questions.json, as before")
  func underTheCapIsOneFile() throws {
    let (questions, _) = text(3, limit: 2_000)
    #expect(questions.fileNames == ["questions.json"])
  }

  @Test("questions past what a game may hold are refused before anything is written")
  func overTheBoundIsRefused() throws {
    let folder = try folder(questions: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("game")
    let (bytes, _) = text(60, limit: 2_000, totalLimit: 5_000)
    #expect(bytes.isOverBound)
    #expect {
      try ImportCommand.write(
        title: "T", files: [], questions: bytes, id: "game", to: out, force: false)
    } throws: { error in
      "\(error)".contains("more than the 5000 bytes a game's question files may hold together")
        && "\(error)".contains("nothing was written; split the quiz into several games")
    }
    let (count, _) = text(30, limit: 2_000, countLimit: 20)
    #expect {
      try ImportCommand.write(
        title: "T", files: [], questions: count, id: "game", to: out, force: false)
    } throws: { error in
      "\(error)".contains("the quiz holds 30 questions, more than the 20 a game may have")
    }
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test("a quiz just over the cap of a question file imports, validates, plays and exports")
  func justOverTheCap() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-import-split-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // 20 questions of 900 KB each: 18 MB of JSON, past the 16 MiB of one file.
    let words = (0..<1000).map { "word\($0 + 10_000)" }.joined(separator: " ") + " "
    let text = (1...20).map { number in
      "::Q\(number):: Question \(number): \(String(repeating: words, count: 90))?"
        + "{=yes ~no ~maybe}\n"
    }.joined(separator: "\n")
    let quiz = folder.appendingPathComponent("fat.gift")
    try text.write(to: quiz, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("fat")
    let imported = Trivium.run(["import", "gift", quiz.path, "--out", out.path] + home)
    #expect(imported.status == 0, "\(imported.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == ["game.json", "questions-1.json", "questions-2.json"])
    let validate = Trivium.run(["validate", out.path] + home)
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    #expect(validate.stdout.contains("game 'fat', 20 questions"), "\(validate.stdout)")
    let run = Trivium.run(["run", out.path, "--bot", "oracle"] + home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("20 of 20 questions"), "\(run.stdout)")
    let exported = folder.appendingPathComponent("back.gift")
    let export = Trivium.run(["export", "gift", out.path, "--out", exported.path] + home)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(FileManager.default.fileExists(atPath: exported.path))
  }
}
