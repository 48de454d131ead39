import Foundation
import Localization
import LuaHost
import Testing
import TriviumEngine

@testable import TriviumCommands

/// The problems `validate`, `list`, `import` and `export` find in plugins, games and quiz
/// files are said in the interface language: run through the real command in the
/// pseudo-language, no English word of ours is left once the values (paths, ids, field names,
/// the file's own text) are taken out; the status is English's; and in English the words are
/// the ones scripts and tests have always read.
@Suite struct ProblemLanguageTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trivium-problang-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func write(_ text: String, _ name: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Runs `words` in English and in en-XA: the same status, English's output holding each of
  /// `english`, and nothing English of ours left in en-XA's output once `values` are taken
  /// out. Returns English's output.
  @discardableResult
  func check(
    _ words: [String], values: [String], english: [String] = [], status: Int32,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let plain = Trivium.run(words)
    let pseudo = Trivium.run(["--lang", "en-XA"] + words)
    let said = plain.stdout + plain.stderr
    #expect(plain.status == status, "\(words): \(said)", sourceLocation: sourceLocation)
    #expect(pseudo.status == status, "\(words)", sourceLocation: sourceLocation)
    for text in english {
      #expect(
        said.contains(text), "\(words): no '\(text)' in \(said)", sourceLocation: sourceLocation)
    }
    let shown = pseudo.stdout + pseudo.stderr
    // validate's prefixes and the file kinds are for scripts and people alike: names.
    let names = ["error", "warning", "ok", "trivium", words[0], "json", "lua", "plist"]
    // The paths given, and the file and folder names they end in, are values.
    let given = words.map { ($0 as NSString).lastPathComponent } + [folder.path]
    let left = ErrorLanguageTests.englishWords(shown, values: values + given + names)
    #expect(left.isEmpty, "\(words): \(left) in \(shown)", sourceLocation: sourceLocation)
    return said
  }

  @Test func aPluginsTableProblemsAreTranslated() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugins: [(String, String, [String], String)] = [
      (
        "noapi.lua", #"return { kind = "bot", name = "B" }"#, ["'api'", "api"],
        "field 'api' is missing"
      ),
      (
        "newer.lua", #"return { kind = "bot", name = "B", api = 9 }"#, [],
        "is written for plugin API 9"
      ),
      ("notable.lua", "return 5", ["number"], "must return a table describing the plugin"),
      (
        "badid.lua", #"return { kind = "bot", name = "B", api = 1, id = "a b" }"#,
        ["'id'", "'-'", "'_'", "'.'"], "field 'id' must be a plugin id"
      ),
      (
        "kindless.lua", #"return { name = "B", api = 1 }"#,
        ["'kind'", #""question-type""#, #""rules""#, #""bot""#, #""game-source""#],
        "field 'kind' must be one of"
      ),
      (
        "rules.lua", #"return { kind = "rules", name = "R", api = 1, right = "x" }"#,
        ["'right'", #""x""#], "field 'right' must be an integer from"
      ),
      (
        "rules2.lua", #"return { kind = "rules", name = "R", api = 1, nope = 1 }"#,
        ["'nope'", LuaRules.schema.names.sorted().joined(separator: ", ")],
        "is not a known field"
      ),
      (
        "bot.lua",
        #"return { kind = "bot", name = "B", api = 1, act = function() end, params = { speed = 3 } }"#,
        ["params.speed", "{type = \"number\", min = 0}"], "params.speed must be a table such as"
      ),
      (
        "holes.lua",
        #"return { kind = "bot", name = "B", api = 1, act = function() end, data = { [1] = 1, [3] = 3 } }"#,
        ["'data'", "[3]"], "field 'data' is a list with a hole before [3]"
      ),
      (
        "type.lua", #"return { kind = "question-type", name = "T", api = 1 }"#,
        [
          "validate", "init", "act", "complete", "grade", "hint", "analysis", "view", "solve",
          "summary",
        ],
        "a question type needs the functions"
      ),
    ]
    for (name, source, values, english) in plugins {
      try write(source, name)
      // The plugin's id is its file's name.
      let id = "'" + (name as NSString).deletingPathExtension + "'"
      check(["validate", path(name)], values: values + [id], english: [english], status: 1)
    }
  }

  @Test func aGamesProblemsAreTranslated() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Languages: a plain title in a game of two, a question lacking a declared language.
    try write(
      #"{"id": "langs", "title": "T", "questions": "q.json", "languages": ["en", "zh-Hans"]}"#,
      "langs/game.json")
    try write(
      #"[{"id": "a", "type": "truefalse", "text": {"en": "Yes?"}, "answer": true}]"#,
      "langs/q.json")
    check(
      ["validate", path("langs")],
      values: [
        "'title'", "'text'", "'zh-Hans'", "'a'", "en, zh-Hans", "langs/game.json", "q.json",
      ],
      english: ["field 'text' has no variant in 'zh-Hans'", "field 'title' is one plain string"],
      status: 1)
    // The game-id rule: an old id is kept with a warning, a new one refused.
    let question = #"[{"id": "a", "type": "truefalse", "text": "Yes?", "answer": true}]"#
    for (id, json, status) in [("a b", "a b", Int32(0)), ("a\\b", "a\\\\b", 1)] {
      try write(
        #"{"id": ""# + json + #"", "title": "T", "questions": "q.json"}"#, "\(id)/game.json")
      try write(question, "\(id)/q.json")
      check(
        ["validate", path(id)], values: ["'id'", "'\(id)'", "'-'", "'_'", "'.'", "game.json"],
        english: ["use letters, digits"], status: status)
    }
    try write(#"{"id": "draw", "title": "T", "questions": "q.json", "draw": 0}"#, "draw/game.json")
    try write(#"[{"id": "a", "type": "truefalse", "text": "Yes?", "answer": true}]"#, "draw/q.json")
    check(
      ["validate", path("draw")], values: ["'draw'", "game.json"],
      english: ["field 'draw' must be an integer from 1 to"], status: 1)
    // A generator that returns no list, and one that returns a number that is not finite.
    try write(#"{"id": "gen", "title": "T", "questions": "gen.lua"}"#, "gen/game.json")
    try write(
      #"return { kind = "game-source", name = "G", api = 1, generate = function() return 5 end }"#,
      "gen/gen.lua")
    check(
      ["validate", path("gen")], values: ["gen.lua", "generate"],
      english: ["generate must return a list of questions, not an integer"], status: 1)
    try write(
      #"return { kind = "game-source", name = "G", api = 1, generate = function() "#
        + #"return {{id = "a", type = "numeric", text = "x", value = 0/0}} end }"#, "gen/gen.lua")
    check(
      ["validate", path("gen")], values: ["gen.lua", "generate", "'gen'", "'value'", "NaN"],
      english: ["a number in a question must be finite"], status: 1)
  }

  @Test func listSaysABrokenPluginInTheInterfaceLanguage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let mods = path("mods")
    try write(
      #"{"id": "m", "name": "M", "version": "1.0.0", "api": 1}"#, "mods/m/mod.json")
    try write(
      #"return { kind = "question-type", name = "T", api = 1 }"#, "mods/m/plugins/types/t.lua")
    let pseudo = Trivium.run(["--lang", "en-XA", "list", "--mods", mods])
    let english = Trivium.run(["list", "--mods", mods])
    // The mod is skipped: said, and the built-in content still listed.
    #expect(english.status == pseudo.status, "\(english.stdout)")
    #expect(english.stdout.contains("a question type needs the functions"), "\(english.stdout)")
    let line = pseudo.stdout.split(separator: "\n").last { $0.contains("t.lua") } ?? ""
    #expect(!line.isEmpty, "\(pseudo.stdout)")
    let left = ErrorLanguageTests.englishWords(
      String(line),
      values: [
        mods + "/m/plugins/types/t.lua", "'t'", "validate", "init", "act", "complete", "grade",
        "hint", "analysis", "view", "solve", "summary",
      ])
    #expect(left.isEmpty, "\(left) in \(line)")
  }

  @Test func importersSayTheirProblemsInTheInterfaceLanguage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Open Trivia DB: a record of each kind of problem, then an error response.
    try write(
      #"{"results": [5, {"type": "multiple", "question": "Q?"}, "#
        + #"{"type": "boolean", "question": "B?", "correct_answer": "Maybe"}, "#
        + #"{"type": "odd", "question": "O?", "correct_answer": "x"}, "#
        + #"{"type": "multiple", "question": "M &bogus;?", "correct_answer": "a", "#
        + #""incorrect_answers": ["a", "b"]}]}"#, "t.json")
    check(
      ["import", "opentdb", path("t.json"), "--check"],
      values: [
        "'type'", "'correct_answer'", "'Maybe'", "'odd'", "'question'", "&bogus;", "True",
        "False",
      ], english: ["question #1: must be a map, not an integer (skipped)"], status: 0)
    try write(#"{"response_code": 5, "results": []}"#, "e.json")
    check(
      ["import", "opentdb", path("e.json"), "--check"], values: ["Open Trivia DB"],
      english: ["is an Open Trivia DB error response, code 5: rate limit"], status: 1)
    // The question bank: a record of each kind of problem.
    try write(
      #"[3, {"questionid": "a", "questiontype": 9}, {"questionid": "b", "questiontype": 1, "#
        + #""questiondescribe": "Pick", "tkselect": ["x", "y"], "trueanswer": "Z"}, "#
        + #"{"questionid": "c", "questiontype": 5, "questiondescribe": "Say", "trueanswer": "w"}]"#,
      "b.json")
    check(
      ["import", "bank", path("b.json"), "--check"],
      values: ["'a'", "'b'", "'c'", "questiontype", "trueanswer", "'Z'", "tkselect"],
      english: ["record #1: must be a map, not an integer (skipped)"], status: 0)
    // Moodle XML: unsupported types, a bad fraction, a dropped picture.
    try write(
      """
      <?xml version="1.0"?>
      <quiz>
        <question type="ddmarker"><questiontext><text>E</text></questiontext></question>
        <question type="weird"><questiontext><text>W</text></questiontext></question>
        <question type="multichoice"><questiontext><text>M</text></questiontext>
          <answer fraction="50"><text>a</text></answer>
          <answer fraction="50"><text>b</text></answer></question>
        <question type="numerical"><questiontext><text>N</text></questiontext>
          <answer fraction="100"><text>abc</text></answer></question>
        <question type="truefalse"><questiontext><text>T</text>
          <file name="p.gif" encoding="plain">x</file></questiontext>
          <answer fraction="100"><text>true</text></answer>
          <answer fraction="0"><text>false</text></answer></question>
      </quiz>
      """, "m.xml")
    check(
      ["import", "moodle-xml", path("m.xml"), "--check"],
      values: ["'ddmarker'", "'weird'", "'abc'", "'p.gif'", "Trivium", "100%", "base64"],
      english: ["'ddmarker' questions are not representable"], status: 0)
    try write("<quiz><question>", "bad.xml")
    check(["import", "moodle-xml", path("bad.xml"), "--check"], values: ["XML"], status: 1)
    // A seed property list: a record that is not one, a word its tiles cannot spell.
    try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><array>
      <dict><key>type</key><string>single</string></dict>
      <dict><key>answer</key><string>AB</string><key>options</key><array><string>A</string>
      <string>C</string></array><key>extra</key><string>x</string></dict>
      <dict><key>answer</key><string>C</string><key>options</key><array><string>C</string>
      <string>C</string></array></dict>
      </array></plist>
      """, "p.plist")
    check(
      ["import", "plist", path("p.plist"), "--check"],
      values: [
        "'type'", "'AB'", "'B'", "'extra' (1)", "answer", "options", "title", "icon", "C C",
      ],
      status: 0)
    // A UTF-16 file, said by its byte-order mark.
    let utf16 =
      Data([0xFF, 0xFE]) + "What?\nA. x\nB. y\nANSWER: A\n".data(using: .utf16LittleEndian)!
    try utf16.write(to: folder.appendingPathComponent("u.txt"))
    check(
      ["import", "aiken", path("u.txt"), "--check"], values: ["UTF-16 LE"],
      english: ["(found by its byte-order mark)"], status: 0)
  }

  @Test func exportSaysWhatItLeavesOutInTheInterfaceLanguage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(#"{"id": "g", "title": "T", "questions": "q.json"}"#, "g/game.json")
    try write(
      #"[{"id": "a", "type": "truefalse", "text": "Yes?", "answer": true}, "#
        + #"{"id": "b", "type": "single", "title": "B", "text": "Pick", "explanation": "E", "#
        + #""options": ["x", "y"], "answer": "A"}, "#
        + #"{"id": "c", "type": "single", "text": "P", "picture": "p.png", "#
        + #""options": ["x", "y"], "answer": "A"}]"#, "g/q.json")
    check(
      ["export", "aiken", path("g"), "--out", path("e.txt"), "--force"],
      values: [path("g"), path("e.txt"), "'a'", "'c'", "'truefalse'", "'p.png'", "Aiken", "g"],
      english: ["'truefalse' questions are not representable in Aiken", "(1 question)"],
      status: 0)
  }

  /// A few of them in Chinese, through the catalogue.
  @Test func someSayItInChinese() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(#"return { kind = "bot", name = "B" }"#, "noapi.lua")
    let validate = Trivium.run(["--lang", "zh-Hans", "validate", path("noapi.lua")])
    #expect(validate.stdout.hasPrefix("error   "), "\(validate.stdout)")
    #expect(validate.stdout.contains("缺少"), "\(validate.stdout)")
    try write(#"{"response_code": 1, "results": []}"#, "e.json")
    let imported = Trivium.run([
      "--lang", "zh-Hans", "import", "opentdb", path("e.json"), "--check",
    ])
    #expect(
      imported.stderr.contains("Open Trivia DB") && imported.stderr.contains("错误"),
      "\(imported.stderr)")
  }
}
