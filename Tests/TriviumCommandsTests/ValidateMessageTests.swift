import Foundation
import Testing

@testable import TriviumCommands

/// The exact report of `trivium validate` for typical mistakes: each names the file, the line
/// and what is wrong.
@Suite("trivium validate explains typical mistakes")
struct ValidateMessageTests {
  let home = ["--home", repositoryRoot.path]

  func validate(_ files: [String: String], paths: [String]) throws -> (String, Int32) {
    let folder = try TemporaryMods()
    for (path, text) in files { try folder.write(path, text) }
    let output = Trivium.run(
      ["validate", "--mods", folder.path] + home + paths.map { "\(folder.path)/\($0)" })
    return (output.stdout.replacingOccurrences(of: folder.path + "/", with: ""), output.status)
  }

  @Test("a rules field out of range or unknown is placed on its line")
  func rulesFields() throws {
    let (text, status) = try validate(
      [
        "r.lua":
          "return {\n  kind = 'rules', id = 'r', api = 1, name = 'R',\n  reveal = 'later',\n}\n"
      ],
      paths: ["r.lua"])
    #expect(status == 1)
    #expect(
      text
        == "error   r.lua:3: plugin 'r': field 'reveal' must be one of \"check\", \"end\", not "
        + "\"later\"\n"
        + "1 problem found\n")
  }

  @Test("a syntax error names its line and what Lua expected")
  func syntaxError() throws {
    let (text, status) = try validate(
      ["t.lua": "return {\n  kind = 'question-type',\n  id = 't'\n  api = 1,\n}\n"],
      paths: ["t.lua"])
    #expect(status == 1)
    #expect(
      text
        == "error   t.lua:4: plugin 't': '}' expected (to close '{' at line 1) near 'api'\n"
        + "1 problem found\n")
  }

  @Test("missing functions are named, at the line of the table the plugin returns")
  func missingFunctions() throws {
    let source = """
      local function init(_) return {} end

      return {
        kind = "question-type", id = "half", api = 1, name = "Half",
        init = init,
      }

      """
    let (text, _) = try validate(["half.lua": source], paths: ["half.lua"])
    #expect(
      text
        == "error   half.lua:3: plugin 'half': a question type needs the functions validate, act, "
        + "complete, grade, hint, analysis, view, solve, summary\n1 problem found\n")
  }

  @Test("a plugin's kind must be the one its folder holds, by path as in a mod the engine loads")
  func kindByPlace() throws {
    let bot =
      "return {\n  kind = 'bot', id = 'x', api = 1, name = 'X',\n  act = function() end,\n}\n"
    let wrong =
      "error   plugins/types/x.lua:2: plugin 'x': field 'kind' is \"bot\", but a plugin in "
      + "plugins/types/ must have kind = \"question-type\"\n1 problem found\n"
    #expect(
      try validate(["plugins/types/x.lua": bot], paths: ["plugins/types/x.lua"]) == (wrong, 1))
    // Outside a kind's folder any kind is taken, as before.
    #expect(try validate(["x.lua": bot], paths: ["x.lua"]).1 == 0)
    // A string api is refused at its line.
    let (text, _) = try validate(
      ["plugins/bots/x.lua": bot.replacingOccurrences(of: "api = 1", with: "api = '1'")],
      paths: ["plugins/bots/x.lua"])
    #expect(
      text
        == "error   plugins/bots/x.lua:2: plugin 'x': field 'api' must be the integer 1 or 2, not a "
        + "string\n1 problem found\n")
  }

  @Test("an error while the plugin loads names the line that raised it")
  func runtimeErrorAtLoad() throws {
    let (text, _) = try validate(
      ["boom.lua": "local x = nil\nlocal y = x.field\nreturn {}\n"], paths: ["boom.lua"])
    #expect(
      text
        == "error   boom.lua:2: plugin 'boom': attempt to index a nil value (local 'x')\n"
        + "1 problem found\n")
  }

  @Test("a problem validate(q) finds names the question's line, its id and the field")
  func validateProblem() throws {
    let questions = """
      [
        {"id": "a", "type": "single", "text": "?", "options": ["A: x", "B: y"], "answer": "A"},
        {"id": "b", "type": "single", "text": "?", "options": ["A: x", "B: y"], "answer": "C"}
      ]

      """
    let (text, _) = try validate(
      [
        "g/game.json": #"{"id": "g", "title": "G", "questions": "q.json"}"#, "g/q.json": questions,
      ], paths: ["g"])
    #expect(
      text
        == "error   g/q.json:3: question 'b': field 'answer': answer \"C\" is not the key of an option\n"
        + "1 problem found\n")
  }

  @Test("a game that draws its sessions is validated whole, each problem at its own line")
  func theWholePoolIsValidated() throws {
    let good = (1...9).map { number in
      #"{"id": "q\#(number)", "type": "single", "text": "?", "options": ["A: x", "B: y"], "answer": "A"}"#
    }
    let bad =
      #"{"id": "bad", "type": "single", "text": "?", "options": ["A: x", "B: y"], "answer": "C"}"#
    let manifest = #"{"id": "g", "title": "G", "questions": "q.json", "draw": 1}"#
    let (whole, status) = try validate(
      ["g/game.json": manifest, "g/q.json": "[\n" + good.joined(separator: ",\n") + "\n]\n"],
      paths: ["g"])
    #expect(status == 0 && whole.contains("game 'g', 9 questions"), "\(whole)")
    let lines = good.prefix(6) + [bad] + good.dropFirst(6)
    let (text, _) = try validate(
      ["g/game.json": manifest, "g/q.json": "[\n" + lines.joined(separator: ",\n") + "\n]\n"],
      paths: ["g"])
    #expect(
      text
        == "error   g/q.json:8: question 'bad': field 'answer': answer \"C\" is not the key of an option\n"
        + "1 problem found\n")
  }

  @Test("an empty object in a question is not taken for a write into the question")
  func emptyObjectsInQuestions() throws {
    // Lua has one kind of empty table: {} reads back from it as [], which is not a change.
    let questions = """
      [
        {"id": "a", "type": "truefalse", "text": "Yes?", "answer": true, "extra": {}},
        {"id": "b", "type": "single", "text": "?", "options": ["A: x", "B: y"], "answer": "A",
         "meta": {"tags": {}, "list": [], "deep": [{}]}}
      ]

      """
    let (text, status) = try validate(
      [
        "g/game.json": #"{"id": "g", "title": "G", "questions": "q.json"}"#, "g/q.json": questions,
      ], paths: ["g"])
    #expect(status == 0, "\(text)")
    #expect(text.hasSuffix("all valid\n"), "\(text)")
  }

  @Test("a plugin that is a link leading out of its mod is a problem, said once")
  func linkedPluginIsAProblem() throws {
    let mods = try TemporaryMods()
    try mods.mod("odd")
    try FileManager.default.createDirectory(
      atPath: mods.path + "/odd/plugins/types", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: mods.path + "/odd/plugins/types/leak.lua", withDestinationPath: "/etc/passwd")
    let output = Trivium.run(["validate", "--mods", mods.path] + home)
    #expect(output.status == 1)
    let lines = output.stdout.split(separator: "\n").filter { $0.contains("leak.lua") }
    #expect(lines.count == 1, "\(output.stdout)")
    #expect(lines.first?.hasPrefix("error   ") == true, "\(output.stdout)")
    #expect(lines.first?.contains("is a link to /etc/passwd") == true, "\(output.stdout)")
    #expect(!output.stdout.contains("root:"))
  }

  @Test("a bad game.json names the line of the field")
  func badManifest() throws {
    let (wrongType, _) = try validate(
      ["g/game.json": "{\"id\": \"g\", \"title\": \"G\",\n  \"questions\": 3}", "g/q.json": "[]"],
      paths: ["g"])
    #expect(
      wrongType
        == "error   g/game.json:2: field 'questions' must be a string or a list of strings, "
        + "not 3\n"
        + "1 problem found\n")
    let (unknownRules, _) = try validate(
      [
        "g/game.json":
          "{\"id\": \"g\", \"title\": \"G\", \"questions\": \"q.json\",\n  \"rules\": \"exma\"}",
        "g/q.json": #"[{"id": "a", "type": "truefalse", "text": "?", "answer": true}]"#,
      ], paths: ["g"])
    #expect(
      unknownRules
        == "error   g/game.json:2: field 'rules': no rules named 'exma' (known: classic, exam, mock-exam)\n"
        + "1 problem found\n")
    let (wrongID, _) = try validate(
      ["g/game.json": #"{"id": "other", "title": "G", "questions": "q.json"}"#], paths: ["g"])
    #expect(
      wrongID
        == "error   g/game.json:1: field 'id' is 'other' but the folder is named 'g'\n"
        + "1 problem found\n")
  }

  @Test("a function that fails when the question is played is named with its line")
  func failureInPlay() throws {
    let mods = try TemporaryMods()
    let options = home + ["--mods", mods.path]
    #expect(Trivium.run(["new", "type", "odd"] + options).status == 0)
    #expect(Trivium.run(["new", "game", "odd-game", "--type", "odd"] + options).status == 0)
    let file = mods.url.appendingPathComponent("odd/plugins/types/odd.lua")
    var source = try String(contentsOf: file, encoding: .utf8)
    source = source.replacingOccurrences(
      of: "grade = function(q, state) return",
      with:
        "grade = function(q, state)\n  if q.id == \"q2\" then return q.nothing.here end\n  return"
    )
    try Data(source.utf8).write(to: file)
    let line =
      source.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("q.nothing.here") }! + 1
    let output = Trivium.run(["validate", "\(mods.path)/odd/games/odd-game"] + options)
    #expect(
      output.stdout
        == "error   \(mods.path)/odd/games/odd-game/questions.json:15: question 'q2': grade "
        + "failed when the question was played with the actions of solve(q): plugin 'odd': "
        + "\(file.path):\(line): attempt to index a nil value (field 'nothing')\n1 problem found\n")
  }

  static let copyAdvice =
    "changed the state it was given; build the new state on a copy (trivium.copy(state)) "
    + "and leave the given one as it is"

  @Test(
    "a type that writes into its question or a state it was given is told what to do instead",
    arguments: [
      // hint writes into the given state instead of a copy
      ("local new = trivium.copy(state)", "local new = state", "hint changed", copyAdvice),
      // view marks the state it was given
      ("local list = {}", "state.viewed = true\n local list = {}", "view changed", copyAdvice),
      // view caches something in the question
      (
        "local list = {}", "q.viewed = true\n local list = {}",
        "view wrote into",
        "the question q, which is read-only; keep what is derived from a question with "
          + "trivium.per_question"
      ),
    ])
  func writesIntoWhatItWasGiven(
    original: String, replacement: String, step: String, advice: String
  ) throws {
    let mods = try TemporaryMods()
    let options = home + ["--mods", mods.path]
    #expect(Trivium.run(["new", "type", "odd"] + options).status == 0)
    #expect(Trivium.run(["new", "game", "odd-game", "--type", "odd"] + options).status == 0)
    let game = "\(mods.path)/odd/games/odd-game"
    // The type as written by `trivium new` leaves them alone.
    #expect(Trivium.run(["validate", game] + options).status == 0)
    let file = mods.url.appendingPathComponent("odd/plugins/types/odd.lua")
    let source = try String(contentsOf: file, encoding: .utf8)
    #expect(source.contains(original))
    try Data(source.replacingOccurrences(of: original, with: replacement).utf8).write(to: file)
    let output = Trivium.run(["validate", game] + options)
    #expect(output.status == 1)
    #expect(output.stdout.contains("question 'q1': \(step)"))
    #expect(output.stdout.contains(advice))
    // The third question of the same shape is outside the sample checked after every step:
    // a write into the question is found all the same, at the end of its play.
    if step.hasSuffix("wrote into") {
      #expect(
        output.stdout.contains("question 'q3': a function of the type wrote into the question q"),
        "\(output.stdout)")
    }
  }

  @Test(
    "a write into the question is named when the fields schema fills in a default",
    arguments: [
      ("init = function() return", "init = function(q) q.seen = true return", "init wrote into"),
      ("local list = {}", "q.viewed = true\n local list = {}", "view wrote into"),
      (
        "grade = function(q, state) return",
        "grade = function(q, state) q.odd = q.odd:upper() return",
        "grade wrote into"
      ),
    ])
  func writesIntoTheCopyWithDefaults(original: String, replacement: String, step: String) throws {
    let mods = try TemporaryMods()
    let options = home + ["--mods", mods.path]
    #expect(Trivium.run(["new", "type", "odd"] + options).status == 0)
    #expect(Trivium.run(["new", "game", "odd-game", "--type", "odd"] + options).status == 0)
    let game = "\(mods.path)/odd/games/odd-game"
    let file = mods.url.appendingPathComponent("odd/plugins/types/odd.lua")
    // A default the questions leave out: the type is given a copy of each question with it.
    let field = "odd = { type = \"string\", required = true },"
    var source = try String(contentsOf: file, encoding: .utf8)
    #expect(source.contains(field) && source.contains(original))
    source = source.replacingOccurrences(
      of: field, with: field + "\n    note = { type = \"string\", default = \"\" },")
    try Data(source.utf8).write(to: file)
    #expect(Trivium.run(["validate", game] + options).status == 0)
    try Data(source.replacingOccurrences(of: original, with: replacement).utf8).write(to: file)
    let output = Trivium.run(["validate", game] + options)
    #expect(output.status == 1, "\(output.stdout)")
    #expect(output.stdout.contains("question 'q1': \(step) the question q"), "\(output.stdout)")
  }

  @Test("a grade that fails only on a wrong answer is found by the random bot's plays")
  func wrongPathIsPlayed() throws {
    let mods = try TemporaryMods()
    let options = home + ["--mods", mods.path]
    #expect(Trivium.run(["new", "type", "odd"] + options).status == 0)
    #expect(Trivium.run(["new", "game", "odd-game", "--type", "odd"] + options).status == 0)
    let file = mods.url.appendingPathComponent("odd/plugins/types/odd.lua")
    let source = try String(contentsOf: file, encoding: .utf8)
    let grade = "grade = function(q, state) return state.choice == odd_key(q) end,"
    #expect(source.contains(grade))
    // Right on the path of solve, nil on every other.
    let nilWhenWrong =
      "grade = function(q, state) if state.choice == odd_key(q) then return true end end,"
    try Data(source.replacingOccurrences(of: grade, with: nilWhenWrong).utf8).write(to: file)
    let output = Trivium.run(["validate", "\(mods.path)/odd/games/odd-game"] + options)
    #expect(output.status == 1, "\(output.stdout)")
    #expect(
      output.stdout.contains("question 'q1': failed when the random bot played the question"),
      "\(output.stdout)")
    #expect(output.stdout.contains("grade must return"), "\(output.stdout)")
  }

  @Test("validate and run say where the lines a plugin printed went")
  func printedLinesAreNamed() throws {
    let mods = try TemporaryMods()
    let options = home + ["--mods", mods.path]
    #expect(Trivium.run(["new", "type", "odd"] + options).status == 0)
    #expect(Trivium.run(["new", "game", "odd-game", "--type", "odd"] + options).status == 0)
    let game = "\(mods.path)/odd/games/odd-game"
    let quiet = Trivium.run(["validate", game] + options)
    #expect(!quiet.stderr.contains("note: plugins printed"), "\(quiet.stderr)")
    let file = mods.url.appendingPathComponent("odd/plugins/types/odd.lua")
    let source = try String(contentsOf: file, encoding: .utf8)
    try Data(
      source.replacingOccurrences(of: "local list = {}", with: "print('here')\n local list = {}")
        .utf8
    ).write(to: file)
    let dropped = Trivium.run(["validate", game] + options)
    #expect(dropped.stderr.contains("note: plugins printed"), "\(dropped.stderr)")
    #expect(dropped.stderr.contains("--plugin-log FILE"), "\(dropped.stderr)")
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("plugins-\(UUID().uuidString).log").path
    defer { try? FileManager.default.removeItem(atPath: log) }
    let kept = Trivium.run(["run", game, "--bot", "oracle", "--plugin-log", log] + options)
    #expect(kept.stderr.contains("written to \(log)"), "\(kept.stderr)")
  }

  /// A file with several broken questions reports them all in one run, in file order: the
  /// loader's own checks (type, id, field kinds) and the type's checks of the other questions.
  @Test("every problem of a question file in one run")
  func everyProblemInOneRun() throws {
    let questions = """
      [
        {"id": "a", "type": "single", "text": "x", "options": ["1", "2"], "answer": "Z"},
        {"id": "b", "type": "nosuchtype", "text": "y"},
        {"type": "single", "text": "z", "options": ["1"], "answer": "A"},
        {"id": "d", "type": "single", "text": 5, "options": ["1", "2"], "answer": "A"},
        {"id": "e", "type": "single", "text": "fine", "options": ["1", "2"], "answer": "B"}
      ]
      """
    let (text, status) = try validate(
      [
        "bad/game.json": #"{"id": "bad", "title": "Bad", "questions": "questions.json"}"#,
        "bad/questions.json": questions,
      ], paths: ["bad"])
    #expect(status == 1)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 5, "\(text)")
    #expect(
      lines.first?.hasPrefix("error   bad/questions.json:2: question 'a': field 'answer'") == true)
    #expect(lines[1].hasPrefix("error   bad/questions.json:3: question 'b': unknown question type"))
    #expect(lines[2] == "error   bad/questions.json:4: question #3: missing field 'id'")
    #expect(
      lines[3]
        == "error   bad/questions.json:5: question 'd': field 'text' must be a string, not an integer"
    )
    #expect(lines.last == "4 problems found")
  }
}
