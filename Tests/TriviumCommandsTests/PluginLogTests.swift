import Foundation
import Testing

@testable import TriviumCommands

/// What plugins print reaches the author: `--plugin-log FILE` (or `-`, standard error), made
/// safe to show. Run through the executable: the plugin log is the process's, and turning it
/// on inside the test process would catch the lines of tests running beside these.
@Suite(
  .serialized,
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: triviumExecutable),
    "needs the trivium executable"))
struct PluginLogTests {
  let home: TemporaryHome
  let options: [String]

  init() throws {
    home = try TemporaryHome(games: [
      "talk": [
        "game.json": #"{"id": "talk", "title": "Talk", "questions": "q.json"}"#,
        "q.json": #"[{"id": "a", "type": "talker", "text": "Wet?", "answer": true}]"#,
      ]
    ])
    // The built-in true/false, printing from its view (with an escape sequence in it) and
    // logging from its grade.
    var source = try String(
      contentsOf: repositoryRoot.appendingPathComponent("plugins/types/truefalse.lua"),
      encoding: .utf8)
    source = source.replacingOccurrences(
      of: "  view = function(q, state)\n",
      with: "  view = function(q, state)\n    print(\"view of\", q.id, \"\\27[2J\")\n")
    source = source.replacingOccurrences(of: "id = \"truefalse\"", with: "id = \"talker\"")
    source = source.replacingOccurrences(
      of: "  grade = function(q, state) return",
      with: "  grade = function(q, state) trivium.log(\"grading\\nforged line\") return")
    try Data(source.utf8).write(to: home.url.appendingPathComponent("plugins/types/talker.lua"))
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    options = ["--home", home.path, "--mods", home.path + "/no-mods"]
  }

  /// Runs the executable; its status, standard output and standard error.
  func trivium(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: triviumExecutable)
    process.arguments = arguments + options
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stdout, stderr)
  }

  @Test func runWritesWhatPluginsPrintToTheFileSafely() throws {
    let log = home.path + "/plugins.log"
    let run = try trivium(["run", "talk", "--bot", "oracle", "--plugin-log", log])
    #expect(run.status == 0, "\(run.stderr)")
    let text = try String(contentsOfFile: log, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.contains("[talker] view of\\ta\\t\\e[2J"), "\(text)")
    #expect(lines.contains("[talker] grading\\nforged line"), "\(text)")
    #expect(!text.contains("\u{1B}"))
    // Without the option nothing is written anywhere but the plugin's memory.
    let quiet = try trivium(["run", "talk", "--bot", "oracle"])
    #expect(quiet.status == 0 && !(quiet.stdout + quiet.stderr).contains("view of"))
  }

  /// The note on standard error is for the person who ran the command, in their language;
  /// the log is for scripts, the same in every language.
  @Test func theNoteIsTranslatedAndTheLogIsNot() throws {
    // The catalogues travel beside games/: this home gets the repository's.
    try? FileManager.default.createSymbolicLink(
      atPath: home.path + "/locale",
      withDestinationPath: repositoryRoot.appendingPathComponent("locale").path)
    let english = home.path + "/en.log"
    _ = try trivium(["--lang", "en", "run", "talk", "--bot", "oracle", "--plugin-log", english])
    let log = home.path + "/zh.log"
    let run = try trivium(
      ["--lang", "zh-Hans", "run", "talk", "--bot", "oracle", "--plugin-log", log])
    #expect(run.status == 0, "\(run.stderr)")
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(text == (try String(contentsOfFile: english, encoding: .utf8)) && !text.isEmpty)
    #expect(run.stderr.contains("注意：插件输出了"), "\(run.stderr)")
    #expect(run.stderr.contains("已写入 \(log)"), "\(run.stderr)")
    let quiet = try trivium(["--lang", "zh-Hans", "run", "talk", "--bot", "oracle"])
    #expect(quiet.stderr.contains("未显示：--plugin-log FILE"), "\(quiet.stderr)")
    #expect(!quiet.stderr.contains("note: plugins printed"), "\(quiet.stderr)")
  }

  @Test func validateLogsToo() throws {
    let log = home.path + "/validate.log"
    let output = try trivium(["validate", home.path + "/games/talk", "--plugin-log", log])
    #expect(output.status == 0, "\(output.stdout)")
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(text.contains("[talker] view of\\ta"), "\(text)")
  }

  @Test func aTournamentLogsToo() throws {
    let spec = home.path + "/t.json"
    try Data(#"{"games": ["talk"], "bots": ["oracle", "random"], "sessions": 2}"#.utf8)
      .write(to: URL(fileURLWithPath: spec))
    let log = home.path + "/t.log"
    let output = try trivium(
      ["tournament", spec, "--data", home.path + "/t.db", "--plugin-log", log, "--jobs", "2"])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    #expect(lines.count >= 4 && lines.allSatisfy { $0.hasPrefix("[talker] ") }, "\(lines)")
  }

  @Test func aLogThatCannotBeWrittenIsSaidBeforeAnythingRuns() throws {
    let run = try trivium(["run", "talk", "--bot", "oracle", "--plugin-log", home.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("the plugin log"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func aDashLogGoesToStandardError() throws {
    let run = try trivium(["run", "talk", "--bot", "oracle", "--plugin-log", "-"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("[talker] view of\\ta\\t\\e[2J"), "\(run.stderr)")
  }
}
