import Foundation
import QuizCore
import Testing
import TriviumEngine

@testable import LuaHost

/// Compares, inside a Lua state, the `seen` a bot is given as a `Value` (`SessionView.seen`,
/// pushed field by field) with the one written straight from the view (`SeenWriter`).
final class SeenComparer {
  static let source = """
    local function describe(v)
      if type(v) == "string" then return string.format("%q", v) end
      if type(v) == "number" then return math.type(v) .. " " .. tostring(v) end
      return tostring(v)
    end
    local function diff(a, b, path)
      if type(a) ~= type(b) then return path .. ": " .. describe(a) .. " before, " .. describe(b) .. " now" end
      if type(a) ~= "table" then
        if a ~= b or math.type(a) ~= math.type(b) then
          return path .. ": " .. describe(a) .. " before, " .. describe(b) .. " now"
        end
        return nil
      end
      for k, v in pairs(a) do
        local d = diff(v, rawget(b, k), path .. "." .. tostring(k))
        if d then return d end
      end
      for k, v in pairs(b) do
        if rawget(a, k) == nil then return path .. "." .. tostring(k) .. ": only now, " .. describe(v) end
      end
      return nil
    end
    return {
      compare = function(before, now) return diff(before, now, "seen") or "" end,
      echo = function(now) return now end,
    }
    """

  let plugin: LuaPlugin
  let compare: LuaFunction
  let echo: LuaFunction
  private(set) var mismatches: [String] = []
  private(set) var count = 0

  init() throws {
    plugin = try LuaPlugin(id: "compare", source: Self.source, chunkName: "compare.lua")
    compare = try plugin.function("compare")
    echo = try plugin.function("echo")
  }

  /// Checks the two ways for `view`: the tables must be equal field by field in Lua (numbers
  /// of the same kind), and the written one must read back as the `Value`.
  func check(_ view: SessionView, solution: Value?, params: Value = .null, label: String) {
    count += 1
    let seen = view.seen(solution: solution)
    var expected = seen.mapValue ?? ValueMap()
    if params != .null { expected["params"] = params }
    do {
      let difference = try plugin.call(
        compare,
        arguments: { arguments in
          arguments.addSeen(seen.mapValue ?? ValueMap(), params: params)
          arguments.addSeen(view, solution: solution, params: params)
        }, result: { result in result.value() })
      if difference != "" { mismatches.append("\(label): \(difference.stringValue ?? "?")") }
      let echoed = try plugin.call(
        echo, arguments: { $0.addSeen(view, solution: solution, params: params) },
        result: { result in result.value() })
      if echoed != .map(expected) { mismatches.append("\(label): read back as \(echoed)") }
    } catch {
      mismatches.append("\(label): \(error)")
    }
  }
}

@Suite("A bot's seen written straight from the view")
struct SeenWriterTests {
  @Test("equals the seen built as a Value in every view the built-in games show two bots")
  func builtInGames() throws {
    let coverage = try ViewCoverage()
    let comparer = try SeenComparer()
    var differentMoves: [String] = []
    var kinds = Set<String>()
    for botID in ["oracle", "random"] {
      let bot = try coverage.engine.bot(botID)
      let params: Value = botID == "random" ? ["level": 2, "names": ["a", "b"]] : .null
      var decisions = 0
      try coverage.play(bot: bot) { view, solution in
        decisions += 1
        let label = "\(botID) \(view.gameTitle) \(view.counter) #\(decisions)"
        comparer.check(view, solution: solution, params: params, label: label)
        // The Lua bot moves the same whichever way it is shown the view.
        let random = SeededRandom(seed: UInt64(decisions))
        let before = Result { () throws(QuizError) in
          try bot.decide(view.seen(solution: solution), random: random)
        }
        let now = Result { () throws(QuizError) in
          try bot.decide(view: view, solution: solution, random: random)
        }
        if before != now { differentMoves.append("\(label): \(before) before, \(now) now") }
        if !view.popups.isEmpty { kinds.insert("popup") }
        if view.popups.contains(where: \.isModal) { kinds.insert("modal popup") }
        if view.widgets.contains(where: \.isRevealed) { kinds.insert("revealed") }
        if view.failure != nil { kinds.insert("failure") }
        if view.revealsAtEnd { kinds.insert("reveals at end") }
        if view.handedIn { kinds.insert("handed in") }
        if view.hintCost != nil { kinds.insert("hint cost") }
        if view.verdict != nil { kinds.insert("checked") }
        if solution != nil { kinds.insert("solution") }
      }
    }
    #expect(comparer.mismatches.isEmpty, "\(comparer.mismatches.prefix(5))")
    #expect(differentMoves.isEmpty, "\(differentMoves.prefix(5))")
    #expect(comparer.count > 1000)
    #expect(
      kinds == [
        "popup", "modal popup", "revealed", "failure", "reveals at end", "handed in", "hint cost",
        "checked", "solution",
      ])
  }

  @Test("equals the seen built as a Value for made-up views of every widget and popup")
  func madeUpViews() throws {
    let comparer = try SeenComparer()
    let solution: Value = [["op": "select", "key": "A"], ["op": "input", "text": 1.5]]
    for (offset, view) in ViewCoverage.madeUp.enumerated() {
      comparer.check(view, solution: nil, label: "made up #\(offset)")
      comparer.check(
        view, solution: solution, params: ["x": true], label: "made up #\(offset), solution")
    }
    #expect(comparer.mismatches.isEmpty, "\(comparer.mismatches.prefix(5))")
  }

  @Test("limits too small for the seen give the same error both ways")
  func smallLimits() throws {
    var limits = SandboxLimits.default
    limits.maxValueDepth = 3
    let bot = try LuaBot(
      plugin: LuaPlugin(
        id: "shallow",
        source: "return { kind = 'bot', act = function() return { op = 'next' } end }",
        chunkName: "shallow.lua", limits: limits))
    let view = try #require(ViewCoverage.madeUp.first)
    let random = SeededRandom(seed: 1)
    let before = Result { () throws(QuizError) in
      try bot.decide(view.seen(solution: nil), random: random)
    }
    let now = Result { () throws(QuizError) in
      try bot.decide(view: view, solution: nil, random: random)
    }
    #expect(before == now)
    guard case .failure(let error) = now else {
      Issue.record("expected the nesting limit, got \(now)")
      return
    }
    #expect(error.description.contains("nests deeper than 3 levels"), "\(error)")
  }
}
