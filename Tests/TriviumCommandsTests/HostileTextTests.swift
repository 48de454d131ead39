import Foundation
import Testing

@testable import TriviumCommands

/// What a plugin or a game says reaches the terminal as visible text: no control code acts on
/// the terminal, and no newline inside it can forge a line of Trivium's own.
@Suite struct HostileTextTests {
  /// A question type whose `validate` and whose errors say things a terminal would obey.
  static let loudType = #"""
    return {
      kind = "question-type", id = "loud", api = 1, name = "Loud",
      validate = function(q)
        if q.id ~= "a" then return {} end
        return {
          { field = "text\27[2J", message = "clear\27[2J title\27]0;owned\7 gone" },
          { field = "text", message = "boom\nok      loud.lua: question-type 'loud'\nall valid\r" },
        }
      end,
      init = function(q) return {} end,
      act = function(q, s, a) return s end,
      complete = function(q, s) return true end,
      grade = function(q, s) return { score = 0, max = 1 } end,
      view = function(q, s) error("boom\nok      fake\nall valid\r\27[2K") end,
      summary = function(q, s) return "" end,
      analysis = function(q, s) return {} end,
      hint = function(q, s) return nil end,
      solve = function(q) return {} end,
    }
    """#

  func home() throws -> TemporaryHome {
    let home = try TemporaryHome(games: [
      "loud": [
        "game.json":
          "{\"id\": \"loud\", \"title\": \"Loud\\u001b[2J\\nok fake\", \"questions\": \"q.json\"}",
        "q.json": #"[{"id": "a", "type": "loud", "text": "?"}, {"id": "b", "type": "loud"}]"#,
      ]
    ])
    try Data(Self.loudType.utf8).write(
      to: home.url.appendingPathComponent("plugins/types/loud.lua"))
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    return home
  }

  func expectSafe(_ output: CommandOutput, _ comment: Comment? = nil) {
    for text in [output.stdout, output.stderr] {
      #expect(
        !text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\r" }, comment)
      for line in text.split(separator: "\n") {
        #expect(!line.hasPrefix("ok      fake") && !line.hasPrefix("ok      loud.lua"), comment)
        #expect(line != "all valid", comment)
      }
    }
  }

  @Test func validateShowsControlCodesAndKeepsEachProblemOnItsLine() throws {
    let home = try home()
    let output = Trivium.run(["validate", "--home", home.path, "--mods", home.path + "/no-mods"])
    #expect(output.status == 1)
    expectSafe(output, "\(output.stdout)")
    #expect(output.stdout.contains("clear\\e[2J title\\e]0;owned\\u{7} gone"), "\(output.stdout)")
    #expect(output.stdout.contains("boom\\nok      loud.lua: question-type 'loud'\\nall valid\\r"))
  }

  @Test func runAndListPrintTheSameTextSafely() throws {
    let home = try home()
    let options = ["--home", home.path, "--mods", home.path + "/no-mods"]
    // Question a is left out with validate's words, b fails in view: both are printed.
    let run = Trivium.run(["run", "loud", "--bot", "random"] + options)
    expectSafe(run, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("clear\\e[2J title") && run.stdout.contains("boom\\nok      fake"))
    let list = Trivium.run(["list"] + options)
    expectSafe(list, "\(list.stdout)")
    #expect(list.stdout.contains("Loud\\e[2J\\nok fake"), "\(list.stdout)")
  }

  @Test func idsThatCouldNotBePrintedSafelyAreRefusedAtLoad() throws {
    let home = try home()
    let options = ["--home", home.path, "--mods", home.path + "/no-mods"]
    // A plugin file whose name is no id, and a bot whose table gives itself such an id.
    try Data("return { kind = 'bot', id = 'x', api = 1, act = function() end }".utf8)
      .write(to: home.url.appendingPathComponent("plugins/bots/bad name.lua"))
    try Data("return { kind = 'bot', id = 'evil\\27[2J', api = 1, act = function() end }".utf8)
      .write(to: home.url.appendingPathComponent("plugins/bots/evil.lua"))
    // A game id with an escape is refused; one that is only outside today's set (a space) is
    // kept, with a warning, since a player's saves and history are filed under it.
    for id in ["with space", "clear\u{1B}[2J"] {
      let folder = home.url.appendingPathComponent("games/" + id)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(
        #"{"id": "\#(id.replacingOccurrences(of: "\u{1B}", with: "\\u001b"))", "title": "S", "questions": "q.json"}"#
          .utf8
      )
      .write(to: folder.appendingPathComponent("game.json"))
      try Data(#"[{"id": "a", "type": "truefalse", "text": "?", "answer": true}]"#.utf8)
        .write(to: folder.appendingPathComponent("q.json"))
    }
    let output = Trivium.run(["validate"] + options)
    #expect(output.status == 1)
    #expect(output.stdout.contains("'bad name' is not a plugin id"), "\(output.stdout)")
    #expect(output.stdout.contains("field 'id' must be a plugin id"), "\(output.stdout)")
    #expect(output.stdout.contains("field 'id' is 'clear\\e[2J'"), "\(output.stdout)")
    #expect(!output.stdout.contains("\u{1B}"))
    #expect(
      output.stdout.contains("field 'id' is 'with space': a new game's id must"), "\(output.stdout)"
    )
    let kept = Trivium.run(["run", "with space", "--bot", "oracle"] + options)
    #expect(kept.status == 0, "\(kept.stderr)")
    let tournament = home.path + "/t.json"
    try Data(#"{"games": ["loud"], "bots": [{"id": "a\nb", "plugin": "random"}]}"#.utf8)
      .write(to: URL(fileURLWithPath: tournament))
    let refused = Trivium.run(["tournament", tournament, "--data", home.path + "/t.db"] + options)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("'a\\nb' is not a bot id"), "\(refused.stderr)")
  }
}
