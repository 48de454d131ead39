import Foundation
import Testing

@testable import TriviumCommands

@Suite("trivium import")
struct ImportCommandTests {
  let home = ["--home", repositoryRoot.path]
  let fixtures = repositoryRoot.appendingPathComponent("Tests/ImportersTests/Fixtures")

  /// A fresh folder path under the temporary folder (not created).
  func scratch(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-import-\(UUID().uuidString)/\(name)")
  }

  @Test("a GIFT file becomes a game that validate accepts and the oracle plays right")
  func giftRoundTrip() throws {
    let out = scratch("gift-demo")
    defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
    let file = fixtures.appendingPathComponent("sample.gift").path
    let result = Trivium.run(["import", "gift", file, "--out", out.path, "--title", "Demo"] + home)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("\(file): imported 9 questions, skipped 1"))
    #expect(result.stderr.contains("\(file):22: the answer brace"))
    let manifest = try String(contentsOf: out.appendingPathComponent("game.json"), encoding: .utf8)
    #expect(manifest.contains("\"id\": \"gift-demo\"") && manifest.contains("\"title\": \"Demo\""))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "game.json", "questions.json",
      ])
    let validate = Trivium.run(["validate", out.path] + home)
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    let run = Trivium.run(["run", out.path, "--bot", "oracle"] + home)
    #expect(run.status == 0)
    #expect(run.stdout.contains("7 of 7 questions (100.0%)"), "\(run.stdout)")
  }

  @Test("a Moodle XML file becomes a game with its picture, which the oracle plays right")
  func moodleXML() throws {
    let out = scratch("moodle-demo")
    defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
    let file = fixtures.appendingPathComponent("sample-moodle.xml").path
    let result = Trivium.run(["import", "moodle-xml", file, "--out", out.path] + home)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("\(file): imported 7 questions, skipped 1"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "game.json", "questions.json", "red_flag.png",
      ])
    let validate = Trivium.run(["validate", out.path] + home)
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    #expect(!validate.stdout.contains("red_flag.png"), "the picture is found and decodes")
    let run = Trivium.run(["run", out.path, "--bot", "oracle"] + home)
    #expect(run.stdout.contains("6 of 6 questions (100.0%)"), "\(run.stdout)")
  }

  @Test("with --force every file written is planned, its pictures too: never the quiz file")
  func everyWrittenFileIsPlanned() throws {
    let out = scratch("moodle-demo")
    defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    // The quiz file stands where its own picture would go.
    let quiz = out.appendingPathComponent("red_flag.png").path
    try FileManager.default.copyItem(
      atPath: fixtures.appendingPathComponent("sample-moodle.xml").path, toPath: quiz)
    let before = try Data(contentsOf: URL(fileURLWithPath: quiz))
    let result = Trivium.run(["import", "moodle-xml", quiz, "--out", out.path, "--force"] + home)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("the game file \(quiz) is the quiz file"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: quiz)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["red_flag.png"])
  }

  @Test("an existing non-empty folder is kept unless --force; --check writes nothing")
  func overwriteAndCheck() throws {
    let out = scratch("bank-demo")
    defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
    let file = fixtures.appendingPathComponent("bank.json").path
    let check = Trivium.run(["import", "bank", file, "--check"] + home)
    #expect(check.status == 0)
    #expect(check.stdout.contains("would import 5 questions, skipped 2"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(Trivium.run(["import", "bank", file, "--out", out.path] + home).status == 0)
    let again = Trivium.run(["import", "bank", file, "--out", out.path] + home)
    #expect(again.status == 1)
    #expect(again.stderr.contains("is not empty: not overwritten"))
    #expect(Trivium.run(["import", "bank", file, "--out", out.path, "--force"] + home).status == 0)
  }

  @Test("nothing to import is status 1; bad usage is status 2")
  func failures() throws {
    let aiken = scratch("bad.aiken")
    defer { try? FileManager.default.removeItem(at: aiken.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: aiken.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("Question?\nA. one\nB. two\nANSWER: C\n".utf8).write(to: aiken)
    let nothing = Trivium.run(["import", "aiken", aiken.path, "--check"] + home)
    #expect(nothing.status == 1)
    #expect(nothing.stderr.contains("\(aiken.path):4: ANSWER 'C' is not among the options (A, B)"))
    #expect(Trivium.run(["import", "csv", aiken.path, "--check"]).status == 2)
    #expect(Trivium.run(["import", "aiken", aiken.path]).status == 2)
    let id = Trivium.run(["import", "aiken", aiken.path, "--out", "/tmp/x", "--id", "y"])
    #expect(id.status == 2)
  }
}

@Suite("trivium import: sizes")
struct ImportSizeTests {
  @Test("a question over the sandbox's text limit is refused at import, named with its line")
  func questionTooBig() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("big.gift")
    let text =
      "Small?{T}\n\n" + String(repeating: "a", count: 17 << 20) + "?{T}\n\nLast?{F}\n"
    try Data(text.utf8).write(to: file)
    let result = Trivium.run(
      ["import", "gift", file.path, "--check", "--home", repositoryRoot.path])
    #expect(result.stdout.hasPrefix("\(file.path): would import 2 questions, skipped 1"))
    #expect(
      result.stderr.contains(
        "\(file.path):3: question 'q2': holds over 16 MiB of text, more than a question type "
          + "may be given (skipped)"), "\(result.stderr)")
    #expect(!result.stderr.contains("wrote into"))
  }
}
