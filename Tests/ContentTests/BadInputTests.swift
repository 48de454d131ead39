import Content
import Foundation
import Localization
import QuizCore
import Testing

/// Each problem a game file can have, and the exact message a user reads for it.
@Suite struct BadInputTests {
  @Test func badJSONSaysWhere() {
    let questions = "[\n  {\"id\": \"a\", \"type\": \"single\"}\n  {\"id\": \"b\"}\n]\n"
    #expect(
      loadError(["game.json": manifest(), "questions.json": questions])
        == "games/bad/questions.json:3:3: is not valid JSON: expected ',' or ']'")
  }

  @Test func badJSONInTheManifestSaysWhere() {
    #expect(
      loadError(["game.json": "{\"id\": \"bad\",\n \"title\": }"])
        == "games/bad/game.json:2:11: is not valid JSON: expected a value, found '}'")
  }

  @Test func badPlistSaysWhere() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <array>
        <dict>
          <key>answer</key>
        </dict>
      </array>
      </plist>
      """
    let error = loadErrorValue([
      "game.json": Array(manifest(questions: "questions.plist").utf8),
      "questions.plist": Array(plist.utf8),
    ])
    #expect(error?.kind == .badPlist)
    #expect(
      error?.description
        == "games/bad/questions.plist:6: is not a valid property list (a <key> in a <dict> has "
        + "no value after it)")
    // Foundation's English is not shown: the reason is ours, in the interface language.
    let pseudo = Localizer.$current.withValue(.pseudo) { error?.translated ?? "" }
    #expect(
      pseudo.hasPrefix("games/bad/questions.plist:6: ") && !pseudo.contains("value"), "\(pseudo)")
  }

  @Test(arguments: [
    ("questions.json", "[{\"id\": \"a\",\n \"text\": \"caf"),
    ("questions.plist", "<?xml version=\"1.0\"?>\n<plist><array><string>caf"),
    ("questions.lua", "return {\n kind = \"caf"),
  ])
  func invalidUTF8SaysWhere(file: String, prefix: String) {
    let bytes = Array(prefix.utf8) + [0xE9] + Array("\"}]".utf8)
    let error = loadErrorValue([
      "game.json": Array(manifest(questions: file).utf8), file: bytes,
    ])
    // A generator is a plugin: the plugin loader refuses it, naming the plugin.
    let isPlugin = file.hasSuffix(".lua")
    #expect(error?.kind == (isPlugin ? .plugin : .invalidUTF8))
    let column = prefix.split(separator: "\n").last!.count + 1
    #expect(
      error?.description == "games/bad/\(file):2:\(column): \(isPlugin ? "plugin 'bad': " : "")"
        + "is not valid UTF-8 text (byte 0xE9)")
  }

  @Test func missingFieldsAreNamed() {
    #expect(
      loadError(["game.json": #"{"id": "bad", "questions": "q.json"}"#])
        == "games/bad/game.json: missing field 'title'")
    #expect(
      loadError(["game.json": manifest(), "questions.json": #"[{"type": "single"}]"#])
        == "games/bad/questions.json:1: question #1: missing field 'id'")
    #expect(
      loadError(["game.json": manifest(), "questions.json": #"[{"id": "a", "text": "?"}]"#])
        == "games/bad/questions.json:1: question 'a': missing field 'type'")
    let plist = #"<plist><array><dict><key>answer</key><string>猜</string></dict></array></plist>"#
    #expect(
      loadError(["game.json": manifest(questions: "q.plist"), "q.plist": plist])
        == "games/bad/q.plist: question 'q1': missing field 'options'")
  }

  @Test func wrongTypesAreNamed() {
    #expect(
      loadError([
        "game.json": manifest(), "questions.json": #"[{"id": "a", "type": "single", "text": 3}]"#,
      ])
        == "games/bad/questions.json:1: question 'a': field 'text' must be a string, not an "
        + "integer")
    #expect(
      loadError(["game.json": manifest(), "questions.json": #"[{"id": 7, "type": "single"}]"#])
        == "games/bad/questions.json:1: question #1: field 'id' must be a string, not an integer")
    #expect(
      loadError(["game.json": manifest(), "questions.json": #"["what?"]"#])
        == "games/bad/questions.json:1: question #1: must be a map, not a string")
    #expect(
      loadError(["game.json": manifest(), "questions.json": #"{"questions": 3}"#])
        == "games/bad/questions.json: field 'questions' must be an array, not an integer")
    #expect(
      loadError(["game.json": manifest(extra: #", "count": "ten""#)])
        == "games/bad/game.json:1: field 'count' must be an integer from 1 to 10000, not a string")
    #expect(
      loadError(["game.json": "[]"])
        == "games/bad/game.json: the manifest must be a JSON object, not an array")
    let plist = """
      <plist><array><dict><key>answer</key><string>猜</string><key>options</key>\
      <array><string>猜</string><integer>2</integer></array></dict></array></plist>
      """
    #expect(
      loadError(["game.json": manifest(questions: "q.plist"), "q.plist": plist])
        == "games/bad/q.plist: question 'q1': field 'options[2]' must be a string, not 2")
  }

  @Test func unknownQuestionTypesListTheKnownOnes() {
    let files = ["game.json": manifest(), "questions.json": #"[{"id": "a", "type": "essay"}]"#]
    #expect(
      loadError(files, loader: GameLoader(knownTypes: ["single", "letters"]))
        == "games/bad/questions.json:1: question 'a': unknown question type 'essay' (known types: "
        + "letters, single)")
  }

  @Test("ids and types are told apart by their bytes: two spellings of é are two ids")
  func idsAndTypesByBytes() throws {
    // "\u00e9" is é as one code point; "e\u0301" is e and a combining accent.
    let questions = #"[{"id": "\u00e9", "type": "\u00e9"}, {"id": "e\u0301", "type": "\u00e9"}]"#
    let loader = GameLoader(knownTypes: ["\u{E9}"])
    let loaded = try loadGame(
      ["game.json": Array(manifest().utf8), "questions.json": Array(questions.utf8)],
      loader: loader)
    #expect(loaded.game.questions.count == 2)
    let other = #"[{"id": "a", "type": "e\u0301"}]"#
    #expect(
      loadError(["game.json": manifest(), "questions.json": other], loader: loader)?
        .contains("unknown question type") == true)
  }

  @Test func duplicateIDsNameBothQuestions() {
    let questions = """
      {"questions": [
        {"id": "a", "type": "single"},
        {"id": "b", "type": "single",
         "options": ["[", "]", "{\\"", "}"]},
        {"id": "a",
         "type": "fill"}
      ]}
      """
    #expect(
      loadError(["game.json": manifest(), "questions.json": questions])
        == "games/bad/questions.json:5: question 'a': duplicate id: question #1 has the id 'a' "
        + "too")
  }

  @Test func anEmptyGameIsAnError() {
    #expect(
      loadError(["game.json": manifest(), "questions.json": "[]"])
        == "games/bad/questions.json: the game has no questions")
    #expect(
      loadError(["game.json": manifest(), "questions.json": #"{"questions": []}"#])
        == "games/bad/questions.json: the game has no questions")
    let generator =
      #"return {kind = "game-source", id = "g", api = 1, name = "G", generate = function() return {} end}"#
    #expect(
      loadError(["game.json": manifest(questions: "g.lua"), "g.lua": generator])
        == "games/bad/g.lua: the game has no questions")
  }

  @Test func manifestValuesAreChecked() {
    #expect(
      loadError(["game.json": manifest("other")])
        == "games/bad/game.json:1: field 'id' is 'other' but the folder is named 'bad'")
    #expect(
      loadError(["game.json": manifest(questions: "../../secret.json")])
        == "games/bad/game.json:1: field 'questions' must name a file inside the game folder, not "
        + "'../../secret.json'")
    #expect(
      loadError(["game.json": manifest(questions: "questions.txt")])
        == "games/bad/game.json:1: field 'questions' must name a .json, .plist or .lua file, not "
        + "'questions.txt'")
    #expect(
      loadError(["game.json": manifest(extra: #", "icon": "../../logo.png""#)])
        == "games/bad/game.json:1: field 'icon' must name a file inside the game folder, not "
        + "'../../logo.png'")
    #expect(
      loadError(["game.json": manifest(extra: #", "count": 0"#)])
        == "games/bad/game.json:1: field 'count' must be an integer from 1 to 10000, not 0")
    #expect(
      loadError(["game.json": manifest()])
        == "games/bad/questions.json: no such file")
    #expect(
      loadError([
        "game.json": manifest(),
        "questions.json": #"[{"id": "a", "type": "single", "picture": "/etc/passwd"}]"#,
      ])
        == "games/bad/questions.json:1: question 'a': field 'picture' must name a file inside the "
        + "game folder, not '/etc/passwd'")
  }

  @Test func generatorErrorsKeepThePluginsFileAndLine() {
    let syntax = "return {\n  kind = \"game-source\",\n  generate = function( end\n}\n"
    #expect(
      loadError(["game.json": manifest(questions: "gen.lua"), "gen.lua": syntax])
        == "games/bad/gen.lua:3: plugin 'bad': <name> or '...' expected near 'end'")
    let runtime = """
      local function generate(seed, count)
        local questions = {}
        return questions.missing.field
      end
      return {kind = "game-source", id = "g", api = 1, name = "G", generate = generate}
      """
    #expect(
      loadError(["game.json": manifest(questions: "gen.lua"), "gen.lua": runtime])
        == "games/bad/gen.lua:3: plugin 'bad': attempt to index a nil value (field 'missing')")
    let wrongKind =
      #"return {kind = "bot", id = "g", api = 1, name = "G", generate = function() end}"#
    #expect(
      loadError(["game.json": manifest(questions: "gen.lua"), "gen.lua": wrongKind])
        == #"games/bad/gen.lua:1: plugin 'bad': field 'kind' is "bot", but a game's generator must have kind = "game-source""#
    )
    let notAList =
      #"return {kind = "game-source", api = 1, name = "G", generate = function() return 3 end}"#
    #expect(
      loadError(["game.json": manifest(questions: "gen.lua"), "gen.lua": notAList])
        == "games/bad/gen.lua: generate must return a list of questions, not an integer")
  }

  @Test func aGeneratedNumberThatIsNotFiniteIsTheGeneratorsFault() {
    let generator = """
      return {kind = "game-source", api = 1, name = "G", generate = function()
        return {{id = "a", type = "numeric", text = "?", value = 0/0}}
      end}
      """
    #expect(
      loadError(["game.json": manifest(questions: "gen.lua"), "gen.lua": generator])
        == "games/bad/gen.lua: plugin 'bad': generate returned question #1 with 'value' "
        + "NaN: a number in a question must be finite")
  }

  @Test func generatedQuestionsPassTheSameChecks() {
    let generator = """
      return {kind = "game-source", api = 1, name = "G", generate = function(seed, count)
        return {{id = "x", type = "riddle"}}
      end}
      """
    #expect(
      loadError(["game.json": manifest(questions: "gen.lua"), "gen.lua": generator])
        == "games/bad/gen.lua: question 'x': unknown question type 'riddle' (known types: "
        + "cloze, description, essay, fill, letters, match, multiple, numeric, order, short, "
        + "single, truefalse)")
  }

  @Test func unsupportedPlistValuesAreRefused() {
    let plist = """
      <plist><array><dict><key>answer</key><date>2020-01-01T00:00:00Z</date></dict></array></plist>
      """
    #expect(
      loadError(["game.json": manifest(questions: "q.plist"), "q.plist": plist])
        == "games/bad/q.plist: '[0].answer' holds a <date>; only strings, numbers, booleans, "
        + "arrays and dictionaries can be read")
  }
}
