import Foundation
import QuizCore
import Testing

@testable import TriviumCommands

/// The content language of headless runs: the game's default unless `--content-lang`, written
/// in the log as "lang" only for games that declare languages, and used by the replay.
@Suite struct ContentLanguageRunTests {
  let home = ["--home", repositoryRoot.path]

  /// A folder holding a game in two languages whose answer differs between them.
  func bilingualGame() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lang-\(UUID())").appendingPathComponent("duo")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try #"""
    {"id": "duo", "questions": "questions.json", "languages": ["en", "zh-Hans"],
     "title": {"en": "Duo", "zh-Hans": "双语"}}
    """#.write(to: folder.appendingPathComponent("game.json"), atomically: true, encoding: .utf8)
    try #"""
    [{"id": "q1", "type": "short", "text": {"en": "Capital of France?", "zh-Hans": "法国的首都？"},
      "reference": {"en": "Paris", "zh-Hans": "巴黎"},
      "keywords": {"en": ["Paris"], "zh-Hans": ["巴黎"]}}]
    """#.write(
      to: folder.appendingPathComponent("questions.json"), atomically: true, encoding: .utf8)
    return folder
  }

  func logLines(_ arguments: [String]) throws -> (CommandOutput, [Value]) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("l-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: log) }
    let output = Trivium.run(arguments + ["--log", log.path] + home)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return (output, try text.split(separator: "\n").map { try ValueJSON.decode(String($0)) })
  }

  @Test func theLogRecordsTheLanguageAndTheReplayUsesIt() throws {
    let game = try bilingualGame()
    defer { try? FileManager.default.removeItem(at: game.deletingLastPathComponent()) }
    let (run, entries) = try logLines(
      ["run", game.path, "--bot", "oracle", "--content-lang", "zh-Hans"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(entries.first?["lang"] == "zh-Hans")
    // The oracle typed the Chinese answer: the session was played in Chinese.
    let actions = "\(entries.first?["actions"] ?? .null)"
    #expect(actions.contains("巴黎"))
    let (defaulted, english) = try logLines(["run", game.path, "--bot", "oracle"])
    #expect(defaulted.status == 0)
    #expect(english.first?["lang"] == "en")
  }

  @Test func aLanguageTheGameDoesNotOfferIsRefused() throws {
    let game = try bilingualGame()
    defer { try? FileManager.default.removeItem(at: game.deletingLastPathComponent()) }
    let run = Trivium.run(
      ["run", game.path, "--bot", "oracle", "--content-lang", "fr"] + home)
    #expect(run.status == 1)
    #expect(run.stderr.contains("--content-lang fr: game 'duo' offers en, zh-Hans"))
  }

  @Test func gamesWithoutLanguagesLogNoLanguage() throws {
    let game = try bilingualGame()
    defer { try? FileManager.default.removeItem(at: game.deletingLastPathComponent()) }
    // The same game with one unnamed language: no "lang" in its log.
    try #"{"id": "duo", "title": "Duo", "questions": "questions.json"}"#.write(
      to: game.appendingPathComponent("game.json"), atomically: true, encoding: .utf8)
    try #"[{"id": "q1", "type": "truefalse", "text": "Water is wet.", "answer": true}]"#.write(
      to: game.appendingPathComponent("questions.json"), atomically: true, encoding: .utf8)
    let (run, entries) = try logLines(["run", game.path, "--bot", "oracle"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(entries.first?["lang"] == .null)
  }
}

@Suite struct ContentLanguageValidateTests {
  @Test func validateReportsAMissingVariantAndAPlainTitle() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("v-\(UUID())")
    let folder = root.appendingPathComponent("half")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try #"""
    {"id": "half", "title": "Half", "questions": "questions.json",
     "languages": ["en", "zh-Hans"]}
    """#.write(to: folder.appendingPathComponent("game.json"), atomically: true, encoding: .utf8)
    try #"""
    [{"id": "q1", "type": "truefalse", "answer": true,
      "text": {"en": "Water is wet."}}]
    """#.write(
      to: folder.appendingPathComponent("questions.json"), atomically: true, encoding: .utf8)
    let output = Trivium.run(["validate", folder.path, "--home", repositoryRoot.path])
    #expect(output.status == 1)
    #expect(
      output.stdout.contains(
        "\(folder.path)/questions.json:1: question 'q1': field 'text' has no variant in 'zh-Hans'"),
      "\(output.stdout)")
    #expect(output.stdout.contains("\(folder.path)/game.json:1: field 'title' is one plain string"))
  }
}

/// The interface language is not part of a session: the same run under two interface
/// languages writes the same log, byte for byte, and its replay agrees (issue 30, item 4).
@Suite struct InterfaceLanguageIndependenceTests {
  /// `trivium` run as a process with `environment` added; its log's bytes.
  func log(_ arguments: [String], environment: [String: String]) throws -> (Int32, Data) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("i-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: triviumExecutable)
    process.arguments = arguments + ["--log", log.path, "--home", repositoryRoot.path]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, (try? Data(contentsOf: log)) ?? Data())
  }

  @Test(arguments: ["question-bank", "arithmetic"])
  func theLogIsTheSameWhateverTheInterfaceLanguage(game: String) throws {
    let run = ["run", game, "--bot", "student", "--sessions", "3", "--seed", "5"]
    let english = try log(run, environment: ["LANG": "C.UTF-8", "LANGUAGE": "en", "LC_ALL": ""])
    let chinese = try log(
      run, environment: ["LANG": "zh_CN.UTF-8", "LANGUAGE": "zh_CN", "LC_ALL": "zh_CN.UTF-8"])
    #expect(english.0 == 0)
    #expect(!english.1.isEmpty)
    #expect(english.1 == chinese.1)
  }

  @Test func aReplayPlaysTheLoggedLanguage() throws {
    let (status, data) = try log(
      ["run", "question-bank", "--bot", "oracle", "--content-lang", "en"], environment: [:])
    #expect(status == 0)
    #expect(String(decoding: data, as: UTF8.self).contains(#""lang":"en""#))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("p-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    try data.write(to: file)
    let replay = Trivium.run(["replay", file.path, "--home", repositoryRoot.path])
    #expect(replay.status == 0, "\(replay.stdout)")
    #expect(!replay.stdout.contains("changed since"), "\(replay.stdout)")
  }
}
