import Foundation
import Testing

@testable import TriviumCommands

/// The plugin guide's walk-through and the API's example type, run as a newcomer runs them:
/// the skeleton `trivium new` writes, changed with the guide's own code blocks, must still
/// validate and play, so an example that no longer fits the skeleton fails here.
@Suite("The plugin guide's examples run as written")
struct PluginGuideExampleTests {
  let home = ["--home", repositoryRoot.path]

  /// The fenced blocks of `language` in a doc, in order.
  func blocks(_ doc: String, _ language: String) throws -> [String] {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/\(doc)"), encoding: .utf8)
    var found: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if current != nil, line == "```" {
        found.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return found
  }

  /// `source` with the first line holding `anchor` replaced by `lines` (`keep`: after it).
  func edit(_ source: String, at anchor: String, _ lines: String, keep: Bool = false) -> String? {
    var all = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = all.firstIndex(where: { $0.contains(anchor) }) else { return nil }
    all.replaceSubrange(index...index, with: (keep ? [all[index]] : []) + [lines])
    return all.joined(separator: "\n")
  }

  @Test("Part 1, step 4: the reason field, the new view and the hint in two languages")
  func walkThrough() throws {
    let mods = try TemporaryMods()
    let options = home + ["--mods", mods.path]
    #expect(Trivium.run(["new", "type", "odd-one-out"] + options).status == 0)
    #expect(
      Trivium.run(["new", "game", "odd-demo", "--type", "odd-one-out"] + options).status == 0)
    let lua = try blocks("plugin-guide.md", "lua")
    let field = try #require(lua.first { $0.hasPrefix("reason =") })
    let view = try #require(lua.first { $0.hasPrefix("view = function(q, state, info)") })
    let table = try #require(lua.first { $0.hasPrefix("local BELONGS") })
    let hintLine = try #require(lua.first { $0.contains("trivium.text(BELONGS)") })
    let file = mods.url.appendingPathComponent("odd-one-out/plugins/types/odd-one-out.lua")
    var source = try String(contentsOf: file, encoding: .utf8)
    // The view: from the skeleton's `view = function` to the `end,` that closes it.
    let start = try #require(source.range(of: "  view = function(q, state)"))
    let end = try #require(source.range(of: "\n  end,", range: start.upperBound..<source.endIndex))
    source.replaceSubrange(start.lowerBound..<end.upperBound, with: view)
    source = try #require(edit(source, at: "odd = { type = \"string\"", field, keep: true))
    let guide = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/plugin-guide.md"), encoding: .utf8)
    // The guide's second mistake, made at this point of the walk-through: the `end` of `hint`
    // deleted, reported at the line and in the words the guide shows.
    let hintEnd = try #require(source.range(of: "\n  end,\n  -- Only the answer's widgets"))
    var broken = source
    broken.replaceSubrange(hintEnd, with: "\n  -- Only the answer's widgets")
    try Data(broken.utf8).write(to: file)
    let shownSyntax = try #require(
      guide.split(separator: "\n").first { $0.contains("broken plugin: .../plugins/types/") })
    let syntaxError = try #require(shownSyntax.components(separatedBy: ".../plugins/types/").last)
    let syntax = Trivium.run(["validate", "\(mods.path)/odd-one-out"] + options)
    #expect(syntax.stdout.contains(syntaxError), "\(syntax.stdout)")
    source = try #require(edit(source, at: "local KEYS =", table, keep: true))
    source = try #require(edit(source, at: "return { state = new, message =", hintLine))
    try Data(source.utf8).write(to: file)
    let questions = mods.url.appendingPathComponent("odd-one-out/games/odd-demo/questions.json")
    let original = try String(contentsOf: questions, encoding: .utf8)
    try Data(
      original.replacingOccurrences(
        of: "\"odd\": \"carrot\",",
        with: "\"odd\": \"carrot\", \"reason\": \"Only the carrot grows under the ground.\","
      ).utf8
    ).write(to: questions)
    let valid = Trivium.run(["validate", "\(mods.path)/odd-one-out"] + options)
    #expect(valid.status == 0, "\(valid.stdout)")
    let run = Trivium.run(["run", "odd-demo", "--bot", "oracle"] + options)
    #expect(run.stdout.contains("right    3 of 3 questions (100.0%)"), "\(run.stdout)")
    // The mistake the guide makes on purpose is reported in the words it shows.
    try Data(
      original.replacingOccurrences(
        of: "\"odd\": \"carrot\",", with: "\"odd\": \"carrot\", \"reason\": 5,"
      )
      .utf8
    ).write(to: questions)
    let shown = try #require(
      guide.split(separator: "\n").first {
        $0.hasPrefix("error   .../games/odd-demo/questions.json")
      })
    let wrong = Trivium.run(["validate", "\(mods.path)/odd-one-out"] + options)
    #expect(wrong.stdout.contains(shown.dropFirst("error   .../".count)), "\(wrong.stdout)")
  }

  @Test("a new type is named after its id, not after the skeleton's example")
  func newTypeNamedAfterItsID() throws {
    let mods = try TemporaryMods()
    #expect(
      Trivium.run(["new", "type", "spell-number"] + home + ["--mods", mods.path]).status == 0)
    let source = try String(
      contentsOf: mods.url.appendingPathComponent("spell-number/plugins/types/spell-number.lua"),
      encoding: .utf8)
    #expect(source.contains("  name = \"Spell number\",\n"), "\(source)")
  }

  @Test("Part 2's rules, bot and game source, each a file its first line names, play together")
  func rulesBotAndGameSource() throws {
    let mods = try TemporaryMods()
    let options = home + ["--mods", mods.path]
    try mods.mod("kit", api: 2)
    let files = try blocks("plugin-guide.md", "lua").filter {
      $0.hasPrefix("-- plugins/") || $0.hasPrefix("-- games/")
    }
    #expect(files.count == 3)
    for file in files {
      let path = String(file.prefix { $0 != "\n" }.dropFirst("-- ".count))
      try mods.write("kit/\(path)", file + "\n")
    }
    let guide = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/plugin-guide.md"), encoding: .utf8)
    let start = try #require(guide.range(of: "`{\"id\": \"sums\""))
    let end = try #require(guide.range(of: "}`", range: start.upperBound..<guide.endIndex))
    try mods.write(
      "kit/games/sums/game.json",
      String(guide[start.lowerBound..<end.upperBound].dropFirst().dropLast()))
    let valid = Trivium.run(["validate", "\(mods.path)/kit"] + options)
    #expect(valid.status == 0, "\(valid.stdout)")
    // 5 right at the first try (50 + 10 each), and the streak bonus after the 2nd and 4th.
    let oracle = Trivium.run(["run", "sums", "--bot", "oracle", "--sessions", "3"] + options)
    #expect(oracle.stdout.contains("right    15 of 15 questions (100.0%)"), "\(oracle.stdout)")
    #expect(oracle.stdout.contains("score    mean 350.0"), "\(oracle.stdout)")
    for game in ["sums", "question-types"] {
      let careful = Trivium.run(["run", game, "--bot", "careful", "--sessions", "3"] + options)
      #expect(careful.status == 0, "\(careful.stdout)")
      #expect(careful.stdout.contains("forfeits 0"), "\(careful.stdout)")
    }
  }

  @Test("the API's yesno type loads, validates and plays")
  func yesNoType() throws {
    let mods = try TemporaryMods()
    let options = home + ["--mods", mods.path]
    let yesno = try #require(
      try blocks("plugin-api.md", "lua").first { $0.contains("id = \"yesno\"") })
    try mods.mod("yesno", api: 2)
    try mods.write("yesno/plugins/types/yesno.lua", yesno)
    try mods.write(
      "yesno/games/yes/game.json", #"{"id": "yes", "title": "Yes", "questions": "q.json"}"#)
    try mods.write(
      "yesno/games/yes/q.json",
      #"[{"id": "q1", "type": "yesno", "text": "Is Lua a language?", "answer": true}]"#)
    let valid = Trivium.run(["validate", "\(mods.path)/yesno"] + options)
    #expect(valid.status == 0, "\(valid.stdout)")
    let run = Trivium.run(["run", "yes", "--bot", "oracle"] + options)
    #expect(run.stdout.contains("right    1 of 1 questions (100.0%)"), "\(run.stdout)")
  }
}
