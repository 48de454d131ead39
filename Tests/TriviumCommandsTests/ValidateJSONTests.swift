import Foundation
import QuizCore
import Testing

@testable import TriviumCommands

/// `trivium validate --format json`: the same findings as the text, by what was checked, each
/// with its file, line, severity and message (docs/games.md).
@Suite("trivium validate --format json")
struct ValidateJSONTests {
  let files = [
    "g/game.json": #"{"id": "g", "title": "G", "questions": "questions.json"}"#,
    "g/questions.json": #"""
    [
      {"id": "a", "type": "truefalse", "text": "Fine?", "answer": true},
      {"id": "b", "type": "single", "text": "Which?", "options": ["x", "y"], "answer": "z"}
    ]
    """#,
    "r.lua": "return {\n  kind = 'rules', id = 'r', api = 1, name = 'R',\n  reveal = 'later',\n}\n",
    "ok.lua":
      "return { kind = 'bot', id = 'calm', api = 1, name = 'C', act = function() return { op = 'finish' } end }\n",
  ]

  func folder() throws -> TemporaryMods {
    let folder = try TemporaryMods()
    for (path, text) in files { try folder.write(path, text) }
    return folder
  }

  func validate(_ folder: TemporaryMods, _ extra: [String]) -> CommandOutput {
    Trivium.run(
      ["validate", "--mods", folder.path, "--home", repositoryRoot.path]
        + ["g", "r.lua", "ok.lua"].map { "\(folder.path)/\($0)" } + extra)
  }

  @Test("each finding has its file, line, severity and message, by what was checked")
  func findings() throws {
    let folder = try folder()
    let output = validate(folder, ["--format", "json"])
    #expect(output.status == 1)
    let report = try ValueJSON.decode(output.stdout)
    #expect(report["valid"] == .bool(false))
    #expect(report["problems"] == .int(2) && report["warnings"] == .int(0), "\(output.stdout)")
    let checked = try #require(report["checked"].arrayValue)
    #expect(
      checked.map { $0["path"].stringValue }
        == ["g", "r.lua", "ok.lua"].map { "\(folder.path)/\($0)" })
    let game = try #require(checked.first?["findings"].arrayValue?.first)
    #expect(game["severity"] == .string("error"))
    #expect(game["file"] == .string(folder.path + "/g/questions.json"))
    #expect(game["line"] == .int(3), "\(game)")
    #expect(game["message"].stringValue?.hasPrefix("question 'b': ") == true, "\(game)")
    let rules = try #require(checked[1]["findings"].arrayValue?.first)
    #expect(rules["file"] == .string(folder.path + "/r.lua") && rules["line"] == .int(3))
    #expect(
      rules["message"]
        == .string("plugin 'r': field 'reveal' must be one of \"check\", \"end\", not \"later\""))
    let fine = try #require(checked[2]["findings"].arrayValue?.first)
    #expect(fine["severity"] == .string("ok") && fine["line"] == .null)
    // The text report says the same, one line each.
    let text = validate(folder, []).stdout
    #expect(
      text.contains(
        "error   \(folder.path)/g/questions.json:3: " + (game["message"].stringValue ?? "")))
  }

  @Test("--quiet leaves out what passed; an unknown format is a usage error")
  func quietAndUsage() throws {
    let folder = try folder()
    let quiet = validate(folder, ["--format", "json", "--quiet"])
    let checked = try #require(try ValueJSON.decode(quiet.stdout)["checked"].arrayValue)
    #expect(checked.count == 2, "\(quiet.stdout)")
    let bad = validate(folder, ["--format", "xml"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--format must be one of text, json, not 'xml'"), "\(bad.stderr)")
  }
}
