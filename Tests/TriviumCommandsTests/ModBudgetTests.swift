import Foundation
import LuaHost
import Testing

@testable import TriviumCommands

/// A mod's budget for loading and checking (docs/sandbox.md, "A mod's budget"): a mod that
/// stays within every per-call limit on each plugin or each question but not in all is
/// refused by name, and the rest still loads.
///
/// The budgets are counted in instructions and bytes; the wall clocks are backstops that a
/// machine loaded by other builds can reach first (a debug build runs these mods' hundreds of
/// millions of instructions in seconds). So every command here runs with the backstops
/// `leeway` times longer: only the counts stop a mod, and a budget not enforced lets these
/// mods load and check everything (seen: each test then fails).
@Suite struct ModBudgetTests {
  /// How many times longer than stated the wall-clock backstops are here.
  static let leeway = 60

  /// `trivium` with `arguments`, the wall clocks widened.
  func run(_ arguments: [String]) -> CommandOutput {
    SandboxLimits.$wallClockLeeway.withValue(Self.leeway) { Trivium.run(arguments) }
  }

  /// A question type whose `validate` runs some 10 million instructions, under the per-call
  /// budget of 50 million, on every question.
  static let slowType = #"""
    return {
      kind = "question-type", id = "slow", api = 1, name = "Slow",
      validate = function(q)
        local x = 0
        for i = 1, 5000000 do x = x + i end
        return {}
      end,
      init = function(q) return {} end,
      act = function(q, s, a) return s end,
      complete = function(q, s) return true end,
      grade = function(q, s) return { score = 1, max = 1 } end,
      view = function(q, s) return { { type = "text", text = "?" } } end,
      summary = function(q, s) return "" end,
      analysis = function(q, s) return {} end,
      hint = function(q, s) return nil end,
      solve = function(q) return {} end,
    }
    """#

  /// A bot that keeps some 48 MiB from its loading on: eight of them hold far more than a mod
  /// may.
  static func hogBot(_ id: String) -> String {
    """
    local keep = {}
    for i = 1, 4 do keep[i] = string.rep(tostring(i), 12 * 1024 * 1024) end
    return {
      kind = "bot", id = "\(id)", api = 1, name = "Hog",
      act = function() local _ = keep; return { op = "finish" } end,
    }
    """
  }

  static func bot(_ id: String) -> String {
    "return { kind = 'bot', id = '\(id)', api = 1, name = 'B', act = function() return { op = 'finish' } end }\n"
  }

  /// A mods folder with a well-behaved mod and the three hostile ones.
  func mods(questions: Int = 60) throws -> TemporaryMods {
    let mods = try TemporaryMods()
    try mods.mod(
      "fine",
      files: [
        "plugins/bots/calm.lua": Self.bot("calm"),
        "plugins/bots/seer.lua": Self.bot("seer").replacingOccurrences(
          of: "api = 1,", with: "api = 1, oracle = true,"),
      ])
    let list = (1...questions).map { #"{"id": "q\#($0)", "type": "slow", "text": "?"}"# }
    try mods.mod(
      "slowpack",
      files: [
        "plugins/types/slow.lua": Self.slowType,
        "games/slow-game/game.json":
          #"{"id": "slow-game", "title": "Slow", "questions": "q.json"}"#,
        "games/slow-game/q.json": "[" + list.joined(separator: ",\n") + "]",
      ])
    var hogs: [String: String] = [:]
    for index in 1...8 { hogs["plugins/bots/hog\(index).lua"] = Self.hogBot("hog\(index)") }
    try mods.mod("hog", files: hogs)
    var crowd: [String: String] = [:]
    for index in 0...256 { crowd["plugins/bots/c\(index).lua"] = Self.bot("c\(index)") }
    try mods.mod("crowd", files: crowd)
    return mods
  }

  @Test func listNamesEachModThatRanOutAndListsTheRest() throws {
    let mods = try mods()
    let list = run(["list", "--home", repositoryRoot.path, "--mods", mods.path])
    #expect(list.stdout.contains("calm (mod 'fine')"), "\(list.stdout)")
    // Known from the mod's check, without loading the bot again.
    #expect(list.stdout.contains("seer (oracle) (mod 'fine')"), "\(list.stdout)")
    #expect(list.stdout.contains("slow (mod 'slowpack')"), "\(list.stdout)")
    #expect(list.stdout.contains("random"), "\(list.stdout)")
    #expect(
      list.stdout.contains(
        "skipped: over budget: \(mods.path)/hog/plugins/bots/hog2.lua: plugin 'hog2': mod "
          + "'hog' ran out of its budget for loading its plugins: more than 64 MiB held by its "
          + "plugins together"), "\(list.stdout)")
    #expect(
      list.stdout.contains(
        "skipped: broken plugin: \(mods.path)/crowd/plugins: holds 257 files and folders"),
      "\(list.stdout)")
  }

  @Test func aTypeSlowOnEveryQuestionRunsOutOfItsModsCheckingBudget() throws {
    let mods = try mods()
    let options = ["--home", repositoryRoot.path, "--mods", mods.path]
    let played = run(["run", "slow-game", "--bot", "random"] + options)
    #expect(played.status != 0)
    #expect(
      played.stderr.contains(
        "plugin 'slow': mod 'slowpack' ran out of its budget for checking questions with its "
          + "types: more than 278000000 instructions (250000000 and 1000000 for each of 28 "
          + "questions)"), "\(played.stderr)")
    // The same point twice: the count is deterministic.
    let first = run(["validate", mods.path + "/slowpack"] + options)
    let second = run(["validate", mods.path + "/slowpack"] + options)
    #expect(first.status != 0)
    let said = first.stdout.split(separator: "\n").filter { $0.contains("ran out") }
    #expect(said.count == 1, "\(first.stdout)")
    #expect(said.first?.contains("question 'q28'") == true, "\(first.stdout)")
    #expect(first.stdout == second.stdout)
    // The other mods and the built-ins still play.
    let fine = run(["run", "arithmetic", "--bot", "calm"] + options)
    #expect(fine.status == 0, "\(fine.stderr)")
  }

  @Test func botsBusyAtLoadRunOutOfTheLoadingInstructions() throws {
    let mods = try TemporaryMods()
    var files: [String: String] = [:]
    for index in 1...4 {
      files["plugins/bots/busy\(index).lua"] =
        "local x = 0\nfor i = 1, 20000000 do x = x + i end\n" + Self.bot("busy\(index)")
    }
    try mods.mod("busy", files: files)
    let list = run(["list", "--home", repositoryRoot.path, "--mods", mods.path])
    // Some 40 million instructions each: the third passes the mod's 100 million.
    #expect(
      list.stdout.contains(
        "skipped: over budget: \(mods.path)/busy/plugins/bots/busy3.lua: plugin 'busy3': mod "
          + "'busy' ran out of its budget for loading its plugins: more than "
          + "\(PluginBudget.loadInstructions) instructions"), "\(list.stdout)")
    #expect(list.stdout.contains("Bots: frequency"), "\(list.stdout)")
  }

  @Test func theLoadingBudgetRunsOutAtTheSamePointTwice() throws {
    let mods = try mods(questions: 1)
    let options = ["--home", repositoryRoot.path, "--mods", mods.path]
    let first = run(["list"] + options)
    let second = run(["list"] + options)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.contains("hog2.lua"), "\(first.stdout)")
  }
}
