import Foundation
import QuizCore
import Testing

@testable import TriviumCommands

@Suite("trivium list, validate, run and replay on the built-in content")
struct RunTests {
  let home = ["--home", repositoryRoot.path]

  @Test("list names every built-in game, type, rule set and bot")
  func list() {
    let output = Trivium.run(["list"] + home)
    #expect(output.status == 0, "\(output.stderr)")
    for word in [
      "picture-guess", "question-bank", "arithmetic", "superguess-classic",
      "看图猜国家: 37 questions, languages zh-Hans en, rules 'classic'",
      "Arithmetic: 10 questions per session, generated, languages en zh-Hans,",
      "Question types: cloze, description, essay, fill, letters, match, multiple, numeric, order, short,",
      "Rules: classic, exam, mock-exam",
      "Bots: frequency, oracle (oracle), random, student (oracle)",
    ] {
      #expect(output.stdout.contains(word), "\(word)")
    }
  }

  @Test("every built-in plugin and game validates; the seed's plist only warns of pictures")
  func validateAll() {
    let output = Trivium.run(["validate"] + home)
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout.hasSuffix("all valid\n"))
    let warnings = output.stdout.split(separator: "\n").filter { $0.hasPrefix("warning") }
    #expect(warnings.count == 10)
    #expect(warnings.allSatisfy { $0.contains("games/superguess-classic") })
  }

  @Test("the oracle gets every question of the question bank right, and the replay agrees")
  func oracleAndReplay() throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: log) }
    let run = Trivium.run(
      [
        "run", "question-bank", "--bot", "oracle", "--sessions", "2", "--seed", "11", "--log",
        log.path,
      ]
        + home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("right    60 of 60 questions (100.0%)"))
    #expect(run.stdout.contains("oracle: sees the answers"))
    let replay = Trivium.run(["replay", log.path] + home)
    #expect(replay.status == 0, "\(replay.stdout)")
    #expect(replay.stdout.hasSuffix("2 sessions replayed, all scores equal\n"))
  }

  @Test("bots play a mock exam headless: every answer handed in, the replay agrees")
  func mockExam() throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: log) }
    for bot in ["oracle", "student", "random"] {
      let run = Trivium.run(
        [
          "run", "question-bank", "--bot", bot, "--rules", "mock-exam", "--sessions", "2",
          "--seed", "11", "--log", log.path, "--force",
        ] + home)
      #expect(run.status == 0, "\(bot): \(run.stderr)")
      #expect(run.stdout.contains("forfeits 0"), "\(bot): \(run.stdout)")
      if bot == "oracle" { #expect(run.stdout.contains("right    60 of 60 questions (100.0%)")) }
      let replay = Trivium.run(["replay", log.path] + home)
      #expect(replay.stdout.hasSuffix("2 sessions replayed, all scores equal\n"), "\(bot)")
    }
  }

  @Test("the same seed gives the same log, byte for byte")
  func deterministic() throws {
    var logs: [Data] = []
    for _ in 0..<2 {
      let log = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID()).jsonl")
      defer { try? FileManager.default.removeItem(at: log) }
      let run = Trivium.run(
        [
          "run", "picture-guess", "--bot", "random", "--sessions", "2", "--seed", "5", "--log",
          log.path,
        ]
          + home)
      #expect(run.status == 0, "\(run.stderr)")
      logs.append(try Data(contentsOf: log))
    }
    #expect(logs[0] == logs[1])
    #expect(!logs[0].isEmpty)
  }

  @Test("a replay whose log was tampered with says which line differs")
  func tamperedLog() throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: log) }
    _ = Trivium.run(["run", "arithmetic", "--bot", "oracle", "--log", log.path] + home)
    var text = try String(contentsOf: log, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"score\":1000", with: "\"score\":999")
    text += "{\"game\":\"arithmetic\"}\n"
    try Data(text.utf8).write(to: log)
    let replay = Trivium.run(["replay", log.path] + home)
    #expect(replay.status == 1)
    #expect(replay.stdout.contains(":1: game arithmetic, seed 1: score 1000 but the log says 999"))
    #expect(replay.stdout.contains(":2: cannot replay: the entry has no valid 'seed'"))
  }

  @Test("usage errors name the problem and point at --help")
  func usageErrors() {
    let noBot = Trivium.run(["run", "question-bank"] + home)
    #expect(noBot.status == 2)
    #expect(noBot.stderr == "trivium run: --bot is required. Run `trivium run --help`.\n")
    let badCount = Trivium.run(
      ["run", "question-bank", "--bot", "oracle", "--sessions", "0"] + home)
    #expect(badCount.stderr.contains("--sessions takes a whole number from 1 to 1000000, not '0'"))
    let unknownBot = Trivium.run(["run", "question-bank", "--bot", "nobody"] + home)
    #expect(unknownBot.status == 1)
    #expect(
      unknownBot.stderr.contains(
        "no bot named 'nobody' (known: frequency, oracle, random, student)"))
    let unknownGame = Trivium.run(["run", "nogame", "--bot", "oracle"] + home)
    #expect(unknownGame.stderr.contains("no game named 'nogame'"))
  }
}

@Suite("trivium validate on bad input")
struct BadInputTests {
  @Test("every broken game is reported with its file, and the good one still passes")
  func brokenGames() throws {
    let manifest = { (id: String) in
      "{\"id\": \"\(id)\", \"title\": \"X\", \"questions\": \"q.json\"}"
    }
    let home = try TemporaryHome(games: [
      "good": [
        "game.json": manifest("good"),
        "q.json": #"[{"id": "a", "type": "truefalse", "text": "Yes?", "answer": true}]"#,
      ],
      "badjson": [
        "game.json": manifest("badjson"), "q.json": "[{\"id\": \"a\",\n \"type\" \"single\"}]",
      ],
      "unknown": [
        "game.json": manifest("unknown"),
        "q.json": #"[{"id": "a", "type": "riddle", "text": "?"}]"#,
      ],
      "empty": ["game.json": manifest("empty"), "q.json": "[]"],
      "unspellable": [
        "game.json": manifest("unspellable"),
        "q.json": #"[{"id": "p1", "type": "letters", "answer": "猫", "options": ["狗", "鸟"]}]"#,
      ],
    ])
    let output = Trivium.run(["validate", "--home", home.path])
    #expect(output.status == 1)
    let text = output.stdout
    #expect(text.contains("ok      games/good: game 'good', 1 questions"))
    #expect(text.contains("games/badjson/q.json:2"))
    #expect(text.contains("riddle"))
    #expect(text.contains("games/empty"))
    #expect(
      text.contains(
        "games/unspellable/q.json:1: question 'p1': field 'options': the answer needs \"猫\""))
    #expect(text.hasSuffix("4 problems found\n"), "\(text)")
  }

  @Test("a broken plugin is reported with its file and line")
  func brokenPlugin() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID()).lua")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("return {\n  kind = 'question-type',\n  id = 'x'\n  api = 1,\n}\n".utf8).write(
      to: file)
    let output = Trivium.run(["validate", "--home", repositoryRoot.path, file.path])
    #expect(output.status == 1)
    #expect(output.stdout.contains("\(file.path):4: plugin '"))
    #expect(output.stdout.contains("'}' expected (to close '{' at line 1) near 'api'"))
  }

  @Test("a question type missing functions is refused by name")
  func incompleteType() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("half-\(UUID()).lua")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      "return { kind = 'question-type', id = 'half', api = 1, name = 'Half', init = function() end }\n"
        .utf8
    )
    .write(to: file)
    let output = Trivium.run(["validate", "--home", repositoryRoot.path, file.path])
    #expect(output.status == 1)
    #expect(output.stdout.contains("a question type needs the functions validate, act"))
  }
}

@Suite("run says when a question's type failed")
struct RunFailureTests {
  @Test(
    "a type that fails drawing one question: listed with file and line, status 3, logged failed")
  func failedQuestionsAreListed() throws {
    let home = try TemporaryHome(games: [
      "fragile": [
        "game.json": #"{"id": "fragile", "title": "Fragile", "questions": "q.json"}"#,
        "q.json": """
        [{"id": "fine", "type": "fragile", "text": "Wet?", "answer": true},
         {"id": "bad", "type": "fragile", "text": "Dry?", "answer": false, "broken": true}]
        """,
      ]
    ])
    // The built-in true/false, but its view fails on a question marked `broken`.
    var source = try String(
      contentsOf: repositoryRoot.appendingPathComponent("plugins/types/truefalse.lua"),
      encoding: .utf8)
    source = source.replacingOccurrences(
      of: "  view = function(q, state)\n",
      with:
        "  view = function(q, state)\n    if q.broken then error(\"cannot draw this one\") end\n")
    let line =
      1
      + source[..<(try #require(source.range(of: "cannot draw"))).lowerBound].filter { $0 == "\n" }
      .count
    source = source.replacingOccurrences(of: "id = \"truefalse\"", with: "id = \"fragile\"")
    try Data(source.utf8).write(to: home.url.appendingPathComponent("plugins/types/fragile.lua"))
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    let log = home.path + "/log.jsonl"
    let options = ["--home", home.path, "--mods", home.path + "/no-mods"]
    for bot in ["oracle", "random"] {
      let run = Trivium.run(
        ["run", "fragile", "--bot", bot, "--sessions", "2", "--log", log, "--force"] + options)
      #expect(run.status == 3, "\(run.stdout)\(run.stderr)")
      #expect(run.stdout.contains("failed   2 questions in 2 sessions"), "\(run.stdout)")
      #expect(
        run.stdout.contains("question 'bad' (seed 1): plugin 'fragile' failed: ")
          && run.stdout.contains("fragile.lua:\(line): cannot draw this one"), "\(run.stdout)")
      // Listed once, though both sessions met it.
      #expect(run.stdout.components(separatedBy: "cannot draw this one").count == 2)
      let line = try ValueJSON.decode(
        String(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")[0]))
      #expect(line["outcomes"].arrayValue?[1] == "failed", "\(line["outcomes"])")
      #expect(line["failures"].arrayValue?.first?["question"] == "bad")
      // The replay of the log agrees: the failure is one of its actions.
      let replay = Trivium.run(["replay", log] + options)
      #expect(replay.status == 0, "\(replay.stdout)")
    }
  }
}
