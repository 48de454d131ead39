import Foundation
import QuizCore
import Testing

@testable import TriviumCommands

/// Every file a command is given and cannot use is named, with what is wrong in words.
@Suite struct FileMessageTests {
  let folder = NSTemporaryDirectory() + "trivium-files-\(UUID().uuidString)"

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  @Test func missingFilesFoldersAndBadTextAreSaidInWords() throws {
    try Data([0xFF, 0xFE, 0x7B]).write(to: URL(fileURLWithPath: folder + "/utf16.json"))
    let cases: [([String], String)] = [
      (
        ["import", "aiken", folder + "/none.txt", "--out", folder + "/g"],
        "none.txt: does not exist"
      ),
      (
        ["tournament", folder + "/none.json"],
        "the tournament file \(folder)/none.json does not exist"
      ),
      (["tournament", folder], "the tournament file \(folder) is a folder, not a file"),
      (
        ["tournament", folder + "/utf16.json"],
        "the tournament file \(folder)/utf16.json is not UTF-8 text (a bad byte on line 1)"
      ),
      (["replay", folder + "/none.jsonl"], "the log \(folder)/none.jsonl does not exist"),
      (["replay", folder], "the log \(folder) is a folder, not a file"),
      (["merge", folder + "/none.json", folder + "/x"], "the tournament file"),
    ]
    for (arguments, message) in cases {
      let output = Trivium.run(arguments)
      #expect(output.status == 1, "\(arguments)")
      #expect(output.stderr.contains(message), "\(arguments): \(output.stderr)")
      #expect(
        !output.stderr.contains("NSCocoaErrorDomain")
          && !output.stderr.contains("operation could not"))
    }
  }

  @Test func anEmptyLogIsNotAPassingReplay() throws {
    #expect(FileManager.default.createFile(atPath: folder + "/empty.jsonl", contents: Data()))
    let output = Trivium.run(["replay", folder + "/empty.jsonl"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("holds no session"), "\(output.stderr)")
  }

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: triviumExecutable),
      "needs the trivium executable"))
  func standardInputIsReadByNameOrDash() throws {
    for name in ["-", "/dev/stdin"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: triviumExecutable)
      let out = folder + "/from-\(name == "-" ? "dash" : "stdin")"
      process.arguments = ["import", "aiken", name, "--out", out]
      let input = Pipe()
      let errors = Pipe()
      process.standardInput = input
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      input.fileHandleForWriting.write(Data("Which is red?\nA. Sky\nB. Blood\nANSWER: B\n".utf8))
      try input.fileHandleForWriting.close()
      let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(name): \(said)")
      #expect(FileManager.default.fileExists(atPath: out + "/questions.json"), "\(name): \(said)")
    }
  }
}

/// `--log -` writes the log to standard output, through the real process's descriptor.
@Suite struct LogToStandardOutputTests {
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: triviumExecutable),
      "needs the trivium executable"))
  func aDashLogGoesToStandardOutput() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: triviumExecutable)
    let mods = NSTemporaryDirectory() + "trivium-no-mods-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: mods, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: mods) }
    process.arguments = [
      "run", "question-bank", "--bot", "oracle", "--sessions", "2", "--log", "-", "--home",
      repositoryRoot.path, "--mods", mods,
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    let lines = text.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("{") }.count == 2, "\(text)")
    #expect(lines.contains { $0.hasPrefix("game question-bank, bot oracle") }, "\(text)")
  }
}

/// Logs record the code of the plugins a session ran; a replay under changed plugins says
/// which one changed.
@Suite struct PluginIdentityTests {
  @Test func aReplayNamesThePluginsChangedSinceTheLog() throws {
    let home = try TemporaryHome(games: [
      "tiny": [
        "game.json": #"{"id": "tiny", "title": "Tiny", "questions": "q.json"}"#,
        "q.json": #"[{"id": "a", "type": "truefalse", "text": "Wet?", "answer": true}]"#,
      ]
    ])
    let options = ["--home", home.path, "--mods", home.path + "/no-mods"]
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    let log = home.path + "/log.jsonl"
    #expect(Trivium.run(["run", "tiny", "--bot", "oracle", "--log", log] + options).status == 0)
    let line = try ValueJSON.decode(
      String(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")[0]))
    let plugins = try #require(line["plugins"].mapValue)
    #expect(plugins.map(\.key) == ["bot/oracle", "game/tiny", "rules/classic", "type/truefalse"])
    let same = Trivium.run(["replay", log] + options)
    #expect(same.status == 0)
    #expect(!same.stdout.contains("changed since"), "\(same.stdout)")
    // The type's code changes (a comment is enough): the replay says so.
    let type = home.path + "/plugins/types/truefalse.lua"
    try Data((try String(contentsOfFile: type, encoding: .utf8) + "-- edited\n").utf8)
      .write(to: URL(fileURLWithPath: type))
    let changed = Trivium.run(["replay", log] + options)
    #expect(changed.status == 0, "the score is the same")
    #expect(
      changed.stdout.contains("(as logged; changed since the log was written: type/truefalse)"),
      "\(changed.stdout)")
    // The game's answer changes: the logged answer is wrong now, and the replay says where.
    try Data(#"[{"id": "a", "type": "truefalse", "text": "Wet?", "answer": false}]"#.utf8)
      .write(to: URL(fileURLWithPath: home.path + "/games/tiny/q.json"))
    let differs = Trivium.run(["replay", log] + options)
    #expect(differs.status == 1)
    #expect(differs.stdout.contains("game/tiny"), "\(differs.stdout)")
    #expect(
      differs.stdout.contains("question 1 was right, now wrong"),
      "\(differs.stdout)")
  }
}
