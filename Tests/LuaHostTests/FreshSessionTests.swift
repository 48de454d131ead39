import Foundation
import QuizCore
import Testing

@testable import LuaHost

/// `startSession()`: whatever a plugin kept or changed in its state during one session is gone
/// in the next, as if it had just been loaded.
@Suite("Lua plugins: every session starts from a fresh state")
struct FreshSessionTests {
  /// A plugin that counts its calls in a module-level local, in a global and in the string
  /// library, which every string reaches through its metatable.
  let counting = """
    local calls = 0
    seen = 0
    return {
      count = function()
        calls = calls + 1
        seen = seen + 1
        string.calls = (string.calls or 0) + 1
        return { calls = calls, seen = seen, through_strings = ("").calls }
      end,
      poison = function()
        string.upper = nil
        string.extra = "left behind"
        return true
      end,
      probe = function()
        return { upper = ("a"):upper(), extra = ("").extra or "none", rep = ("ab"):rep(2) }
      end,
      draw = function() return math.random(1000000) end,
    }
    """

  @Test("module-level locals, globals and the string library start again each session")
  func countersStartAgain() throws {
    let plugin = try inlinePlugin(counting)
    let first: Value = ["calls": 1, "seen": 1, "through_strings": 1]
    #expect(try plugin.call("count") == first)
    #expect(try plugin.call("count") == ["calls": 2, "seen": 2, "through_strings": 2])
    plugin.startSession()
    #expect(try plugin.call("count") == first)
  }

  @Test("a plugin that writes into the string library cannot affect the next session")
  func stringLibraryIsFreshAgain() throws {
    let plugin = try inlinePlugin(counting)
    let clean: Value = ["upper": "A", "extra": "none", "rep": "abab"]
    #expect(try plugin.call("probe") == clean)
    #expect(try plugin.call("poison") == true)
    #expect(callError(plugin, "probe")?.kind == .runtime)
    plugin.startSession()
    #expect(try plugin.call("probe") == clean)
  }

  @Test("typed calls by reference reach the fresh state's functions")
  func functionReferencesFollow() throws {
    let plugin = try inlinePlugin(counting)
    let count = try plugin.function("count")
    func calls() throws -> Int64? {
      try plugin.call(count, arguments: { _ in }, result: { result in result.integer("calls") })
    }
    #expect(try calls() == 1)
    #expect(try calls() == 2)
    plugin.startSession()
    #expect(try calls() == 1)
  }

  @Test("a session that never called the plugin keeps its state: nothing to renew")
  func untouchedPluginIsKept() throws {
    let plugin = try inlinePlugin(counting)
    plugin.startSession()
    plugin.startSession()
    #expect(try plugin.call("count") == ["calls": 1, "seen": 1, "through_strings": 1])
  }

  @Test("a question type's per-question memo and the tables the host kept are dropped")
  func memoAndKeptTablesDropped() throws {
    let plugin = try inlinePlugin(
      """
      local views = 0
      local parsed = trivium.per_question(function(q) return { text = q.text } end)
      return {
        view = function(q)
          views = views + 1
          local p = parsed(q)
          p.seen = (p.seen or 0) + 1
          return { views = views, seen = p.seen }
        end,
      }
      """)
    let question: Value = ["text": "2 + 2?"]
    #expect(try plugin.call("view", [question], sharing: 1) == ["views": 1, "seen": 1])
    #expect(try plugin.call("view", [question], sharing: 1) == ["views": 2, "seen": 2])
    plugin.startSession()
    #expect(try plugin.call("view", [question], sharing: 1) == ["views": 1, "seen": 1])
  }

  @Test("a required module runs again, from the text read the first time")
  func modulesRunAgainFromTheSameText() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fresh-modules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let module = folder.appendingPathComponent("tally.lua")
    try Data("local n = 0 return function() n = n + 1 return n end".utf8).write(to: module)
    let plugin = try LuaPlugin(
      id: "modules", source: "return { next = function() return require('tally')() end }",
      chunkName: "modules.lua",
      modules: FolderModules(folder: folder, displayName: "modules"), limits: testLimits)
    #expect(try plugin.call("next") == 1)
    #expect(try plugin.call("next") == 2)
    // A file changed on disk mid-run does not change what the plugin runs.
    try Data("return function() return 'changed' end".utf8).write(to: module)
    plugin.startSession()
    #expect(try plugin.call("next") == 1)
  }

  @Test("a module is compiled once, and every session runs it afresh from that bytecode")
  func modulesCompileOnce() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("compiled-modules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("local n = 0 return function() n = n + 1 return n end".utf8)
      .write(to: folder.appendingPathComponent("tally.lua"))
    try Data("return {\n  oops(\n".utf8).write(to: folder.appendingPathComponent("broken.lua"))
    let plugin = try LuaPlugin(
      id: "modules",
      source: """
        return {
          next = function() return require('tally')() end,
          broken = function() return require('broken') end,
        }
        """,
      chunkName: "modules.lua",
      modules: FolderModules(folder: folder, displayName: "modules"), limits: testLimits)
    var syntaxErrors: [String] = []
    for _ in 1...3 {
      plugin.startSession()
      #expect(try plugin.call("next") == 1)
      #expect(try plugin.call("next") == 2)
      syntaxErrors.append(try #require(callError(plugin, "broken")).message)
    }
    #expect(plugin.moduleCompilations == 2)
    // The syntax error names the module's file and line, the same in every session.
    #expect(Set(syntaxErrors).count == 1)
    #expect(syntaxErrors[0].contains("modules/broken.lua:3:"), "\(syntaxErrors[0])")
  }

  @Test("rules draw from a generator seeded by the session, not by the calls before it")
  func rulesRandomIsPerSession() throws {
    let plugin = try inlinePlugin(
      """
      return {
        kind = "rules",
        score = function(event)
          return { { points = math.random(1000000), reason = "luck" } }
        end,
      }
      """)
    let rules = try LuaRules(plugin: plugin)
    let event = ScoreEvent(
      kind: .check, type: "single", verdict: .right, fraction: 1, streak: 1, tries: 1,
      elapsed: .zero, hintCost: 0)
    rules.startSession(seed: 7)
    let first = try rules.points(for: event)
    _ = try rules.points(for: event)
    rules.startSession(seed: 8)
    _ = try rules.points(for: event)
    rules.startSession(seed: 7)
    #expect(try rules.points(for: event) == first)
  }
}
