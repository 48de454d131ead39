import Foundation
import Testing

@testable import TriviumCommands

@Suite("trivium export")
struct ExportCommandTests {
  let home = ["--home", repositoryRoot.path]

  /// A fresh folder under the temporary folder, made.
  func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test(
    "each format's file imports back into a game that validates and the oracle plays right",
    arguments: [("gift", 15), ("aiken", 4), ("moodle-xml", 15), ("opentdb", 9)])
  func exportThenImport(format: String, count: Int) throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bank.\(format)").path
    let export = Trivium.run(["export", format, "question-bank", "--out", file] + home)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout == "question-bank: exported \(count) of 30 questions to \(file)\n")
    #expect(export.stderr.contains("question-bank: question 'planets-order': 'order' questions"))
    let game = folder.appendingPathComponent("back").path
    let back = Trivium.run(["import", format, file, "--out", game] + home)
    #expect(back.stdout.hasPrefix("\(file): imported \(count) questions, skipped 0, 0 problems"))
    let validate = Trivium.run(["validate", game] + home)
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    let run = Trivium.run(["run", game, "--bot", "oracle"] + home)
    #expect(run.stdout.contains("\(count) of \(count) questions (100.0%)"), "\(run.stdout)")
  }

  @Test("--content-lang writes a bilingual game in another of its languages")
  func contentLanguage() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    func export(_ name: String, _ extra: [String]) throws -> (CommandOutput, String) {
      let file = folder.appendingPathComponent(name).path
      let output = Trivium.run(["export", "gift", "world-capitals", "--out", file] + home + extra)
      return (output, (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
    }
    let (standard, standardText) = try export("standard.gift", [])
    let (english, englishText) = try export("en.gift", ["--content-lang", "en"])
    let (chinese, chineseText) = try export("zh.gift", ["--content-lang", "zh-Hans"])
    #expect(standard.status == 0 && english.status == 0 && chinese.status == 0)
    // The game's first language is its default.
    #expect(standardText == englishText)
    #expect(englishText.contains("is the capital of which country?"))
    #expect(chineseText.contains("是哪个国家的首都？"), "\(chineseText.prefix(300))")
    let (other, otherText) = try export("fr.gift", ["--content-lang", "fr"])
    #expect(other.status == 1 && otherText.isEmpty)
    #expect(other.stderr.contains("game 'world-capitals' offers en, zh-Hans"), "\(other.stderr)")
  }

  @Test("a question left out is named on one line, whatever its id holds")
  func leftOutIsOneLine() throws {
    let home = try TemporaryHome(games: [
      "odd": [
        "game.json": #"{"id": "odd", "title": "Odd", "questions": "q.json"}"#,
        "q.json": #"""
        [{"id": "fine", "type": "single", "text": "One?", "options": ["a", "b"], "answer": "A",
          "shuffle": true},
         {"id": "x\nodd: exported 9 of 9", "type": "order", "text": "Sort",
          "items": ["a", "b"]}]
        """#,
      ]
    ])
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The mods folder is loaded, so nothing is written into it: a folder of its own.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("no-mods"), withIntermediateDirectories: true)
    let out = Trivium.run(
      [
        "export", "gift", "odd", "--out", folder.appendingPathComponent("o.gift").path, "--home",
        home.path, "--mods", folder.appendingPathComponent("no-mods").path,
      ])
    #expect(out.status == 0, "\(out.stderr)")
    // (The choice shuffles, as Moodle reads every GIFT choice: nothing of it is dropped.)
    let lines = out.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(out.stderr)")
    #expect(lines.first?.contains("x\\nodd") == true, "\(out.stderr)")
  }

  @Test("a game folder's picture travels through Moodle XML and back")
  func pictureThroughMoodleXML() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = repositoryRoot.appendingPathComponent(
      "Tests/ImportersTests/Fixtures/sample-moodle.xml")
    let game = folder.appendingPathComponent("first").path
    #expect(Trivium.run(["import", "moodle-xml", source.path, "--out", game] + home).status == 0)
    let file = folder.appendingPathComponent("again.xml").path
    let export = Trivium.run(["export", "moodle-xml", game, "--out", file] + home)
    #expect(export.stdout == "\(game): exported 7 of 7 questions to \(file)\n", "\(export.stderr)")
    let back = folder.appendingPathComponent("back")
    #expect(Trivium.run(["import", "moodle-xml", file, "--out", back.path] + home).status == 0)
    let picture = "red_flag.png"
    #expect(
      FileManager.default.contents(atPath: back.appendingPathComponent(picture).path)
        == FileManager.default.contents(atPath: game + "/" + picture))
    let questions = try String(
      contentsOf: back.appendingPathComponent("questions.json"), encoding: .utf8)
    #expect(questions.contains("\"picture\": \"\(picture)\""))
  }

  @Test("an existing file is replaced only with --force; nothing to write writes no file")
  func overwriteAndNothing() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bank.gift")
    try Data("mine\n".utf8).write(to: file)
    let refused = Trivium.run(["export", "gift", "question-bank", "--out", file.path] + home)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("already exists: not overwritten (give --force"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "mine\n")
    let forced = Trivium.run(
      ["export", "gift", "question-bank", "--out", file.path, "--force"] + home)
    #expect(forced.status == 0)
    // In the game's default language (zh-Hans).
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("// 题库"))
    let flags = folder.appendingPathComponent("flags.gift")
    let nothing = Trivium.run(["export", "gift", "picture-guess", "--out", flags.path] + home)
    #expect(nothing.status == 1)
    #expect(nothing.stderr.contains("picture-guess has no question gift can hold"))
    #expect(!FileManager.default.fileExists(atPath: flags.path))
    #expect(Trivium.run(["export", "csv", "question-bank", "--out", flags.path]).status == 2)
    #expect(Trivium.run(["export", "gift", "question-bank"]).status == 2)
  }
}
