import Foundation
import QuizCore
import Testing

@testable import TriviumCommands

/// How an external bot's process is set up (issue 33): started once, its hello's process
/// playing on; run in the folder and with the environment its entry gives.
@Suite(.serialized, .enabled(if: pythonFound, "python3 is missing: the external bots are Python"))
struct ExternalBotSetupTests {
  let home: TemporaryHome
  let folder: String

  init() throws {
    home = try TemporaryHome(games: [:])
    folder = home.path
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("games/question-bank"),
      to: home.url.appendingPathComponent("games/question-bank"))
    try FileManager.default.createDirectory(
      atPath: folder + "/no-mods", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder + "/bots/deep", withIntermediateDirectories: true)
    for place in ["fault-bot.py", "bots/deep/fault-bot.py"] {
      try FileManager.default.copyItem(
        at: repositoryRoot.appendingPathComponent("Tests/Fixtures/bots/fault-bot.py"),
        to: home.url.appendingPathComponent(place))
    }
  }

  func run(_ json: String, _ more: [String] = []) throws -> CommandOutput {
    let path = folder + "/t.json"
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return Trivium.run(
      ["tournament", path, "--data", folder + "/r.db", "--allow-commands", "--restart"] + more
        + ["--home", folder, "--mods", folder + "/no-mods", "--quiet"])
  }

  /// How many processes the bot that records into `name` started (each reads one hello).
  func starts(_ name: String) throws -> Int {
    try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      .split(separator: "\n").filter { (try? ValueJSON.decode(String($0)))?["type"] == "hello" }
      .count
  }

  /// One worker, three sessions: the process that said hello plays them all (it was started
  /// twice before); a bot restarted per session starts three times, not four.
  @Test func aBotIsStartedOnceNotOnceMoreToPlay() throws {
    for (restart, expected) in [("worker", 1), ("session", 3)] {
      let name = "rec-\(restart).jsonl"
      try? FileManager.default.removeItem(atPath: folder + "/" + name)
      let output = try run(
        #"{"games": ["question-bank"], "bots": ["random", {"id": "b", "command": ["python3", "fault-bot.py", "good", "record", "\#(name)"], "restart": "\#(restart)"}], "sessions": 3}"#,
        ["--jobs", "1"])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(try starts(name) == expected, "restart \(restart)")
    }
    // Nothing left to play (a finished tournament printed again): one start, for the hello.
    let name = "rec-again.jsonl"
    let json =
      #"{"games": ["question-bank"], "bots": ["random", {"id": "b", "command": ["python3", "fault-bot.py", "good", "record", "\#(name)"]}], "sessions": 2}"#
    #expect(try run(json).status == 0)
    let path = folder + "/t.json"
    let again = Trivium.run([
      "tournament", path, "--data", folder + "/r.db", "--allow-commands", "--home", folder,
      "--mods", folder + "/no-mods", "--quiet",
    ])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try starts(name) == 2)
  }

  /// `folder` (from the tournament file's) and `env` reach the process; both are part of the
  /// tournament's description, and a wrong one is refused with its place.
  @Test func aBotRunsInItsFolderWithItsEnvironment() throws {
    let output = try run(
      #"{"games": ["question-bank"], "bots": ["random", {"id": "b", "command": ["python3", "fault-bot.py", "where"], "folder": "bots/deep", "env": {"BOT_LEVEL": "7"}}], "sessions": 1}"#
    )
    #expect(output.status == 0, "\(output.stderr)")
    let real = URL(fileURLWithPath: folder + "/bots/deep").resolvingSymlinksInPath().path
    let said = try String(contentsOfFile: folder + "/bots/deep/where.txt", encoding: .utf8)
    #expect(said == "\(real) 7\n" || said.hasSuffix("/bots/deep 7\n"), "\(said)")
    let wrong = try run(
      #"{"games": ["question-bank"], "bots": [{"id": "b", "command": ["python3", "fault-bot.py"], "env": {"A": 1}}]}"#
    )
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("bots[1].env.A: must be a string"), "\(wrong.stderr)")
    let badName = try run(
      #"{"games": ["question-bank"], "bots": [{"id": "b", "command": ["python3", "fault-bot.py"], "env": {"A=B": "1"}}]}"#
    )
    #expect(badName.status == 1 && badName.stderr.contains("bots[1].env: a variable's name"))
  }
}
