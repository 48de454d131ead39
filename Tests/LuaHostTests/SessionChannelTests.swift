import LuaHost
import QuizCore
import Testing

/// Each way a session could leave something for the next one in the same Lua state, tried by
/// a plugin that uses it: the next session must see the plugin as if it had just been loaded.
@Suite("Lua plugins: nothing of a session reaches the next")
struct SessionChannelTests {
  @Test("a question table the plugin wrote into is pushed afresh next session")
  func sharedTableWrittenInto() throws {
    let plugin = try inlinePlugin(
      """
      return {
        view = function(q)
          q.marks = (q.marks or 0) + 1
          return q.marks
        end,
      }
      """)
    let question: Value = ["text": "2 + 2?"]
    #expect(try plugin.call("view", [question], sharing: 1) == 1)
    #expect(try plugin.call("view", [question], sharing: 1) == 2)
    plugin.startSession()
    #expect(try plugin.call("view", [question], sharing: 1) == 1)
  }

  /// Writes that change no byte count (existing keys only), so that the collector's check
  /// cannot notice them: only the copies of the libraries keep them from the next session.
  @Test("library tables, the globals table and the string metatable's table start clean")
  func librariesStartClean() throws {
    let plugin = try inlinePlugin(
      """
      return {
        poison = function()
          table.insert = table.remove
          math.pi = 3
          coroutine.wrap = nil
          _G.tostring = nil
          _G.string.upper = string.lower
          return true
        end,
        probe = function()
          local t = {}
          table.insert(t, "x")
          return {
            pi = math.pi > 3.14, wrap = coroutine.wrap ~= nil, tostring = tostring ~= nil,
            upper = ("a"):upper(), first = t[1] or "none",
          }
        end,
      }
      """)
    let clean: Value = [
      "pi": true, "wrap": true, "tostring": true, "upper": "A", "first": "x",
    ]
    #expect(try plugin.call("probe") == clean)
    #expect(try plugin.call("poison") == true)
    plugin.startSession()
    #expect(try plugin.call("probe") == clean)
  }

  @Test("the main file draws from the same generator every session")
  func drawsAtLoadRepeat() throws {
    let plugin = try inlinePlugin(
      """
      local at_load = math.random(1000000)
      return { get = function() return { at_load = at_load, now = math.random(1000000) } end }
      """)
    let first = try plugin.call("get")
    plugin.random = SeededRandom(seed: 99)
    _ = try plugin.call("get")
    plugin.startSession()
    let again = try plugin.call("get")
    #expect(again.mapValue?["at_load"] == first.mapValue?["at_load"])
  }

  /// Leaves all it can behind: strings by the thousand (the string table grows), a deep
  /// recursion (the stack grows), suspended coroutines, a large table in a global, a field
  /// in the string library, a weak table, and questions and states the host keeps.
  static let messy = """
    local observed
    return {
      -- How many allocations until the collector takes a weakly held table: it depends on
      -- everything the collector counts.
      observe = function()
        local weak = setmetatable({}, { __mode = "k" })
        weak[{}] = true
        local n = 0
        while next(weak) ~= nil do
          local garbage = { n }
          n = n + 1
        end
        return n
      end,
      probe = function() return true end,
      mess = function(q)
        local strings = {}
        for i = 1, 60000 do strings[i] = "s" .. i end
        local function deep(n) if n == 0 then return 0 end return 1 + deep(n - 1) end
        deep(5000)
        kept = {}
        for i = 1, 50 do
          local co = coroutine.create(function(x) while true do x = coroutine.yield(x) end end)
          coroutine.resume(co, strings)
          kept[i] = co
        end
        string.big = strings
        observed = setmetatable({ strings }, { __mode = "v" })
        q.seen = strings
        return { state = #strings }
      end,
    }
    """

  @Test("a messy session leaves the memory count, the budget and the collector as they were")
  func collectorAndMemoryAsLoaded() throws {
    let plugin = try inlinePlugin(Self.messy)
    let question: Value = ["text": "?"]
    func measure() throws -> (observed: Value, memory: Int, instructions: Int64) {
      #expect(try plugin.call("probe") == true)
      let memory = plugin.memoryUsed
      let observed = try plugin.call("observe")
      return (observed, memory, plugin.lastCallInstructions)
    }
    let first = try measure()
    #expect(try plugin.call("mess", [question], sharing: 1) == ["state": 60000])
    plugin.startSession()
    let afterMess = try measure()
    #expect(afterMess.memory == first.memory)
    #expect(afterMess.observed == first.observed)
    #expect(afterMess.instructions == first.instructions)
    // Twice over: the string table and everything else stay as the reset left them.
    #expect(try plugin.call("mess", [question], sharing: 1) == ["state": 60000])
    plugin.startSession()
    let again = try measure()
    #expect(again.memory == first.memory && again.observed == first.observed)
  }
}
