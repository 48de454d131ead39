import Foundation
import QuizCore
import Store
import Testing

@testable import TriviumCommands

/// Plugins that keep state in module-level variables give the same results whatever sessions
/// ran before in the process: with `--jobs`, in shards, resumed after a kill, and in
/// `trivium run --sessions N`.
@Suite(.serialized) struct FreshSessionCommandTests {
  let home: TemporaryHome
  let folder: String

  /// The oracle, tiring: a module-level count of its moves, past which it skips questions.
  static func tiredBot() throws -> String {
    let oracle = try String(
      contentsOf: repositoryRoot.appendingPathComponent("plugins/bots/oracle.lua"),
      encoding: .utf8)
    let tired =
      "local moves = 0\n"
      + oracle.replacingOccurrences(of: "id = \"oracle\"", with: "id = \"tired\"")
      .replacingOccurrences(
        of: "act = function(seen)\n",
        with: "act = function(seen)\n    moves = moves + 1\n"
      )
      .replacingOccurrences(
        of: "    if seen.checked ~= nil",
        with: "    if moves > 40 then return bot.move_on(seen) end\n    if seen.checked ~= nil")
    #expect(tired.contains("moves > 40") && tired.contains("moves = moves + 1"))
    return tired
  }

  /// True or false, moody: a module-level count of its grades, past which it marks every
  /// answer wrong.
  static func moodyType() throws -> String {
    let truefalse = try String(
      contentsOf: repositoryRoot.appendingPathComponent("plugins/types/truefalse.lua"),
      encoding: .utf8)
    let moody =
      "local graded = 0\n"
      + truefalse.replacingOccurrences(of: "id = \"truefalse\"", with: "id = \"moody\"")
      .replacingOccurrences(
        of: "  grade = function(q, state) return state.choice == right_key(q) end,\n",
        with: """
            grade = function(q, state)
              graded = graded + 1
              if graded > 3 then return false end
              return state.choice == right_key(q)
            end,

          """)
    #expect(moody.contains("graded > 3"))
    return moody
  }

  static let moodyQuestions = """
    [
      {"id": "a", "type": "moody", "text": "Water is wet.", "answer": true},
      {"id": "b", "type": "truefalse", "text": "Fire is cold.", "answer": false},
      {"id": "c", "type": "moody", "text": "Ice is hot.", "answer": false},
      {"id": "d", "type": "moody", "text": "Snow is white.", "answer": true}
    ]
    """

  init() throws {
    home = try TemporaryHome(games: [
      "moody": [
        "game.json": #"{"id": "moody", "title": "Moody", "questions": "questions.json"}"#,
        "questions.json": Self.moodyQuestions,
      ]
    ])
    folder = home.path
    try Data(Self.tiredBot().utf8).write(
      to: home.url.appendingPathComponent("plugins/bots/tired.lua"))
    try Data(Self.moodyType().utf8).write(
      to: home.url.appendingPathComponent("plugins/types/moody.lua"))
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("games/question-bank"),
      to: home.url.appendingPathComponent("games/question-bank"))
    try FileManager.default.createDirectory(
      atPath: folder + "/no-mods", withIntermediateDirectories: true)
  }

  func spec(_ json: String, name: String) throws -> String {
    let path = folder + "/" + name
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func run(_ arguments: [String]) -> CommandOutput {
    let quiet = arguments.first == "tournament" ? ["--quiet"] : []
    return Trivium.run(arguments + ["--home", folder, "--mods", folder + "/no-mods"] + quiet)
  }

  func file(_ name: String) throws -> String {
    try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
  }

  @Test func stateful_plugins_give_the_same_bytes_whatever_jobs_and_shards() throws {
    let league = try spec(
      #"{"games": ["moody", "question-bank"], "bots": ["tired", "oracle"], "sessions": 4, "seed": 9}"#,
      name: "league.json")
    let one = run(["tournament", league, "--data", folder + "/1.db", "--log", folder + "/1.jsonl"])
    #expect(one.status == 0, "\(one.stderr)")
    let two = run([
      "tournament", league, "--data", folder + "/2.db", "--log", folder + "/2.jsonl", "--jobs",
      "2",
    ])
    #expect(two.stdout == one.stdout)
    #expect(try file("2.jsonl") == file("1.jsonl"))
    for k in 1...3 {
      let shard = run([
        "tournament", league, "--shard", "\(k)/3", "--data", folder + "/s\(k).db", "--log",
        folder + "/s\(k).jsonl",
      ])
      #expect(shard.status == 0, "\(shard.stderr)")
    }
    let merged = Trivium.run([
      "merge", league, folder + "/s1.jsonl", folder + "/s2.jsonl", folder + "/s3.jsonl", "--log",
      folder + "/m.jsonl",
    ])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stdout == one.stdout)
    #expect(try file("m.jsonl") == file("1.jsonl"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: triviumExecutable)))
  func stateful_plugins_resume_after_a_kill_to_the_same_bytes() throws {
    let path = try spec(
      #"{"games": ["question-bank", "moody"], "bots": ["tired", "random"], "sessions": 40, "seed": 4}"#,
      name: "kill.json")
    let whole = run(["tournament", path, "--data", folder + "/w.db", "--log", folder + "/w.jsonl"])
    #expect(whole.status == 0, "\(whole.stderr)")
    let id = String(whole.stdout.dropFirst("tournament ".count).prefix { $0 != ":" })
    let stored = try killTournament(
      [
        "tournament", path, "--data", folder + "/k.db", "--home", folder, "--mods",
        folder + "/no-mods", "--quiet",
      ], data: folder + "/k.db", id: id, onceStored: 30)
    #expect(stored > 0 && stored < 160, "killed after \(stored) stored sessions")
    let resumed = run([
      "tournament", path, "--data", folder + "/k.db", "--resume", "--log", folder + "/k.jsonl",
    ])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout == whole.stdout)
    #expect(try file("k.jsonl") == file("w.jsonl"))
  }

  @Test func run_sessions_each_play_as_if_alone() throws {
    for (game, bot) in [("moody", "oracle"), ("question-bank", "tired")] {
      let all = run([
        "run", game, "--bot", bot, "--sessions", "3", "--seed", "21", "--log",
        folder + "/all.jsonl", "--force",
      ])
      #expect(all.status == 0, "\(all.stderr)")
      let lines = try file("all.jsonl").split(separator: "\n")
      #expect(lines.count == 3)
      for index in 0..<3 {
        let alone = run([
          "run", game, "--bot", bot, "--seed", "\(21 + index)", "--log", folder + "/one.jsonl",
          "--force",
        ])
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(try file("one.jsonl") == lines[index] + "\n", "\(game) session \(index + 1)")
      }
    }
  }
}
