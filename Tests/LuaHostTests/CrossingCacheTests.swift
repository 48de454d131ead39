import LuaHost
import QuizCore
import Testing

/// What the host keeps between calls so that values need not be copied into Lua again: Lua
/// strings for Swift strings, the tables a plugin returned, an oracle's solution.
@Suite("Values kept across calls")
struct CrossingCacheTests {
  let echo = """
    return {
      echo = function(s)
        -- Garbage enough for the collector to run between calls.
        local junk = {}
        for j = 1, 50 do junk[j] = { tostring(j) } end
        return { s = s, length = #s, address = string.format("%p", s) }
      end,
    }
    """

  /// Strings of every kind the cache must tell apart: small and large, ASCII and not, with
  /// NUL bytes, near the cached length and past it.
  func sample(_ i: Int) -> String {
    switch i % 6 {
    case 0: return "k\(i)"
    case 1: return "ключ\(i)"
    case 2: return "a\u{0}b\(i)"
    case 3: return String(repeating: "x", count: 30) + "\(i)"
    case 4: return String(repeating: "long text ", count: 40) + "\(i)"
    default: return String(repeating: "past the cache ", count: 40) + "\(i)"
    }
  }

  @Test("strings pushed again and again stay right through slot reuse and collections")
  func pushedStrings() throws {
    let plugin = try inlinePlugin(echo)
    // 900 different strings through 512 slots, each pushed several times in a mixed order.
    let strings = (0..<900).map(sample)
    for call in 0..<4000 {
      let string = strings[(call * 7) % strings.count]
      let result = try plugin.call("echo", [.string(string)])
      #expect(result["s"] == .string(string))
      #expect(result["length"] == .int(Int64(string.utf8.count)))
    }
  }

  @Test("a long string pushed twice reaches Lua as the same string object")
  func longStringReused() throws {
    let plugin = try inlinePlugin(echo)
    // Longer than Lua's short strings, which it interns anyway.
    let text = String(repeating: "a question's text ", count: 10)
    let first = try plugin.call("echo", [.string(text)])["address"]
    let second = try plugin.call("echo", [.string(text)])["address"]
    #expect(first != .null)
    #expect(first == second)
  }

  let states = """
    local last_returned, last_given
    return {
      act = function(_, state)
        local new = trivium.copy(state)
        new.n = (new.n or 0) + 1
        last_returned = new
        return new
      end,
      empty = function() return {} end,
      mutate = function(_, state)
        state.n = state.n + 100
        return state
      end,
      look = function(_, state)
        local again = state == last_given
        last_given = state
        return { n = state.n or -1, returned = state == last_returned, again = again }
      end,
    }
    """

  func returned(_ plugin: LuaPlugin, _ name: String, _ question: Value, _ state: Value)
    throws -> Value
  {
    try plugin.call(
      name,
      arguments: { arguments in
        arguments.addShared(question)
        arguments.addReturned(state)
      },
      result: { result in result.returnedValue() })
  }

  func look(_ plugin: LuaPlugin, _ question: Value, _ state: Value) throws -> Value {
    try plugin.call(
      "look",
      arguments: { arguments in
        arguments.addShared(question)
        arguments.addReturned(state)
      },
      result: { result in result.value() })
  }

  @Test("a state a plugin returned goes back to it as the same table")
  func returnedTable() throws {
    let plugin = try inlinePlugin(states)
    let question: Value = ["id": "q"]
    let state = try returned(plugin, "act", question, ["n": 0])
    #expect(state == ["n": 1])
    #expect(try look(plugin, question, state) == ["n": 1, "returned": true, "again": false])
    #expect(try look(plugin, question, state) == ["n": 1, "returned": true, "again": true])
    // A value with the same contents but its own storage is a copy.
    let copy: Value = ["n": 1]
    #expect(try look(plugin, question, copy) == ["n": 1, "returned": false, "again": false])
  }

  @Test("a table given back changed in place no longer stands for the value it was given as")
  func changedInPlace() throws {
    let plugin = try inlinePlugin(states)
    let question: Value = ["id": "q"]
    let before = try returned(plugin, "act", question, ["n": 0])
    let after = try returned(plugin, "mutate", question, before)
    #expect(after == ["n": 101])
    // `before` reaches the plugin as a new table with its own contents, not the changed one.
    #expect(try look(plugin, question, before)["n"] == 1)
    #expect(try look(plugin, question, after)["n"] == 101)
  }

  @Test("only the last few states are kept, and never an empty one")
  func ringOfStates() throws {
    let plugin = try inlinePlugin(states)
    let question: Value = ["id": "q"]
    var kept: [Value] = []
    var state: Value = ["n": 0]
    for _ in 0..<9 {
      state = try returned(plugin, "act", question, state)
      kept.append(state)
    }
    // Eight are kept; the first was replaced, so it goes as a copy with the right contents.
    #expect(try look(plugin, question, kept[0]) == ["n": 1, "returned": false, "again": false])
    #expect(try look(plugin, question, kept[1]) == ["n": 2, "returned": false, "again": false])
    #expect(try look(plugin, question, kept[1])["again"] == true)
    // Empty lists share one storage in Swift: an empty result is never kept.
    let empty = try returned(plugin, "empty", question, state)
    #expect(empty == [])
    #expect(try look(plugin, question, empty)["again"] == false)
    #expect(try look(plugin, question, [])["again"] == false)
  }

  @Test("large states are not kept past a quarter of the memory cap")
  func largeStates() throws {
    var limits = testLimits
    limits.memoryLimit = 3 << 20
    // Each state holds 20,000 numbers (over 300 KiB): eight kept would pass the cap.
    let plugin = try inlinePlugin(
      """
      return {
        act = function(_, state)
          local new = { n = state.n + 1, data = {} }
          for i = 1, 20000 do new.data[i] = i + state.n end
          return new
        end,
      }
      """, limits: limits)
    let question: Value = ["id": "q"]
    var state: Value = ["n": 0]
    for round in 1...12 {
      state = try returned(plugin, "act", question, state)
      #expect(state["n"] == .int(Int64(round)))
    }
    #expect(plugin.memoryPeak < limits.memoryLimit)
  }

  @Test("large questions are not all kept past a quarter of the memory cap")
  func largeQuestions() throws {
    var limits = testLimits
    limits.memoryLimit = 3 << 20
    let plugin = try inlinePlugin(
      """
      return { look = function(q) local copy = {} for i = 1, 1000 do copy[i] = i end return #q.data end }
      """, limits: limits)
    // Twenty questions of 20,000 numbers each (over 300 KiB in Lua): all kept would pass
    // the cap.
    let data = Value.array((1...20_000).map { .int(Int64($0)) })
    let questions: [Value] = (0..<20).map { ["id": .string("q\($0)"), "data": data] }
    for question in questions + questions {
      #expect(try plugin.call("look", [question], sharing: 1) == 20_000)
    }
    #expect(plugin.memoryPeak < limits.memoryLimit)
  }

  @Test("an oracle bot gets the same solution table for every move on a question")
  func botSolution() throws {
    let plugin = try inlinePlugin(
      """
      local last
      return {
        kind = "bot", id = "probe", oracle = true,
        act = function(seen)
          local same = seen.solution == last
          last = seen.solution
          return { op = same and "check" or "next", think = seen.params and seen.params.t or 0 }
        end,
      }
      """)
    let bot = try LuaBot(plugin: plugin)
    try bot.configure(["t": 2])
    let solution: Value = [["op": "select", "key": "a"]]
    let seen: Value = ["question": ["index": 1], "solution": solution]
    let first = try bot.decide(seen, random: SeededRandom(seed: 1))
    let second = try bot.decide(seen, random: SeededRandom(seed: 1))
    #expect(first.action == .next)
    #expect(second.action == .check)
    #expect(second.think == .milliseconds(2000))
    // Another question's solution is another table.
    let other: Value = ["question": ["index": 2], "solution": [["op": "select", "key": "b"]]]
    #expect(try bot.decide(other, random: SeededRandom(seed: 1)).action == .next)
  }
}
