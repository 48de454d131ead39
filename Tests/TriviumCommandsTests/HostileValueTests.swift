import Foundation
import Testing

@testable import TriviumCommands

/// Mods whose plugins return values that share their parts: the program goes on, and the
/// plugin that made the value is named.
@Suite("Values over the sandbox's limits, as whole runs")
struct HostileValueTests {
  let home = ["--home", repositoryRoot.path]

  /// A table reached by 2^27 paths, built in 26 steps.
  static let doubling = "local t = {} for _ = 1, 26 do t = { t, t } end"
  static let limits = "sandbox limit; a table reached twice counts twice"

  /// A question type whose view holds 1,500 references to one 1 MiB string.
  static let amplifier = """
    local function none() return nil end
    return {
      kind = "question-type", id = "amplifier", api = 1, name = "A",
      validate = function() return {} end,
      init = function() return { done = false } end,
      act = function() return { done = true } end,
      complete = function(_, state) return state.done end,
      grade = function() return { fraction = 1, verdict = "right" } end,
      hint = none, analysis = function() return {} end,
      view = function()
        local text = string.rep("x", 1 << 20)
        local widgets = {}
        for i = 1, 1500 do widgets[i] = { kind = "text", text = text } end
        return widgets
      end,
      solve = function() return { { op = "go" } } end,
      summary = function() return "" end,
    }
    """

  @Test("a mod whose description table shares its tables is skipped; list, validate, run go on")
  func sharedDescription() throws {
    let mods = try TemporaryMods()
    try mods.mod(
      "shared",
      files: [
        "plugins/types/shared.lua": """
        \(Self.doubling)
        local function none() return nil end
        return {
          kind = "question-type", id = "shared", api = 1, name = "S", extra = t,
          validate = none, init = none, act = none, complete = none, grade = none, hint = none,
          analysis = none, view = none, solve = none, summary = none,
        }
        """
      ])
    let options = home + ["--mods", mods.path]
    let reason =
      "skipped: broken plugin: \(mods.path)/shared/plugins/types/shared.lua: plugin 'shared': "
      + "the description table is over the limit of 500000 nodes for one value (\(Self.limits))"
    let list = Trivium.run(["list"] + options)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.contains("  shared  1.0.0    \(reason)\n"), "\(list.stdout)")
    let validate = Trivium.run(["validate"] + options)
    #expect(validate.status == 1)
    #expect(
      validate.stdout.contains("error   \(mods.path)/shared: mod 'shared' \(reason)\n"),
      "\(validate.stdout)")
    let run = Trivium.run(["run", "question-bank", "--bot", "oracle"] + options)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("right    30 of 30 questions (100.0%)"), "\(run.stdout)")
  }

  @Test("a view of one 1 MiB string 1,500 times is the question type's failure, not the bot's")
  func amplifiedStrings() throws {
    let mods = try TemporaryMods()
    try mods.mod(
      "strings",
      files: [
        "plugins/types/amplifier.lua": Self.amplifier,
        "games/big/game.json": #"{"id": "big", "title": "Big", "questions": "questions.json"}"#,
        "games/big/questions.json": #"[{"id": "1", "type": "amplifier", "text": "?"}]"#,
      ])
    let options = home + ["--mods", mods.path]
    let run = Trivium.run(["run", "big", "--bot", "oracle"] + options)
    // The question failed, not the session: status 3, and the failure names the type.
    #expect(run.status == 3, "\(run.stderr)")
    #expect(run.stdout.contains("forfeits 0"), "\(run.stdout)")
    #expect(
      run.stdout.contains("question '1' (seed 1): plugin 'amplifier' failed"), "\(run.stdout)")
    #expect(!(run.stdout + run.stderr).contains("oracle' failed"))
    let validate = Trivium.run(["validate", "\(mods.path)/strings/games/big"] + options)
    #expect(validate.status == 1)
    #expect(
      validate.stdout.contains(
        "view failed when the question was played with the actions of solve(q): plugin "
          + "'amplifier': \(mods.path)/strings/plugins/types/amplifier.lua: the result of 'view' "
          + "is over the limit of 16777216 string bytes for one value (sandbox limit; a string "
          + "reached twice counts twice)\n"), "\(validate.stdout)")
  }

  @Test("generated questions that share their tables fail the game, naming generate")
  func sharedGeneratedQuestions() throws {
    let mods = try TemporaryMods()
    try mods.mod(
      "generated",
      files: [
        "games/gen/game.json":
          #"{"id": "gen", "title": "Gen", "questions": "generate.lua", "count": 10}"#,
        "games/gen/generate.lua": """
        return {
          kind = "game-source", api = 1, name = "G",
          generate = function() \(Self.doubling) return t end,
        }
        """,
      ])
    let options = home + ["--mods", mods.path]
    let validate = Trivium.run(["validate", "\(mods.path)/generated/games/gen"] + options)
    #expect(validate.status == 1)
    #expect(
      validate.stdout.contains(
        "the result of 'generate' is over the limit of 500000 nodes for one value "
          + "(\(Self.limits))"), "\(validate.stdout)")
  }

  @Test("a Lua tournament description that shares its tables is refused at once")
  func sharedTournamentDescription() throws {
    let mods = try TemporaryMods()
    try mods.write("t.lua", "\(Self.doubling)\nreturn { games = { t }, bots = { 'random' } }\n")
    let output = Trivium.run(["tournament", "\(mods.path)/t.lua", "--quiet"] + home)
    #expect(output.status == 1)
    #expect(
      output.stderr.contains(
        "plugin 'tournament' at \(mods.path)/t.lua: the description table is over the limit of "
          + "500000 nodes for one value (\(Self.limits))"), "\(output.stderr)")
  }
}
