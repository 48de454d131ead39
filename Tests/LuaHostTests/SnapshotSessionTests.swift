import LuaHost
import QuizCore
import Testing

/// Sessions start from a copy of the state's memory taken at load: every session sees the
/// same bytes at the same addresses, and what the host cached of an earlier session's memory
/// must not be taken for what now lies there.
@Suite("Lua plugins: every session starts from the same copy of the state")
struct SnapshotSessionTests {
  /// Keeps state everywhere a plugin can: a module-level local, a global, a metatable on the
  /// globals, a coroutine left suspended, strings made by the thousand, tables used as keys
  /// (one of them weak), a field in the string library.
  static let stateful = """
    local moves = 0
    local keys = {}
    local weak = setmetatable({}, { __mode = "k" })
    local walker = coroutine.create(function()
      local step = 0
      while true do step = step + 1; coroutine.yield(step) end
    end)
    return {
      probe = function()
        local _, step = coroutine.resume(walker)
        local count = 0
        for _ in pairs(keys) do count = count + 1 end
        return {
          moves = moves, step = step, keys = count, weak = next(weak) ~= nil,
          global = rawget(_G, "left") or "none", meta = getmetatable(_G) ~= nil,
          extra = ("").extra or "none", address = tostring({}),
        }
      end,
      mess = function()
        moves = moves + 150
        for i = 1, 2000 do keys[{}] = "v" .. i end
        weak[keys] = true
        for _ = 1, 5 do coroutine.resume(walker) end
        left = "behind"
        setmetatable(_G, { __index = function() return "ghost" end })
        string.extra = "left in the library"
        return true
      end,
    }
    """

  @Test("a session that left state everywhere: the next one sees none of it")
  func everythingForgotten() throws {
    let plugin = try inlinePlugin(Self.stateful)
    let first = try plugin.call("probe")
    #expect(first.mapValue?["step"] == 1 && first.mapValue?["moves"] == 0)
    #expect(try plugin.call("mess") == true)
    plugin.startSession()
    #expect(try plugin.call("probe") == first)
  }

  @Test("a table made in a session has the same address in every session")
  func sameAddresses() throws {
    let plugin = try inlinePlugin(Self.stateful)
    let first = try plugin.call("probe")
    for _ in 1...3 {
      #expect(try plugin.call("mess") == true)
      plugin.startSession()
      let again = try plugin.call("probe")
      #expect(again.mapValue?["address"] == first.mapValue?["address"])
    }
  }

  @Test("a string read in a session is not mistaken for another at its address the next")
  func readCacheForgotten() throws {
    let plugin = try inlinePlugin(
      "return { name = function(n) return string.format('name-%d', n) end }")
    #expect(try plugin.call("name", [1]) == "name-1")
    plugin.startSession()
    // Made at the same address as "name-1" was, in the same state.
    #expect(try plugin.call("name", [2]) == "name-2")
  }

  @Test("a string the host pushed in a session is pushed afresh the next")
  func pushCacheForgotten() throws {
    let plugin = try inlinePlugin(
      """
      local kept = {}
      return {
        echo = function(s) return s end,
        fill = function() for i = 1, 100 do kept[i] = {} end return true end,
      }
      """)
    let word: Value = "hello"
    #expect(try plugin.call("echo", [word]) == word)
    plugin.startSession()
    #expect(try plugin.call("fill") == true)
    #expect(try plugin.call("echo", [word]) == word)
  }

  @Test("the memory limit holds in every session")
  func memoryLimitPerSession() throws {
    var limits = testLimits
    limits.memoryLimit = 4 << 20
    let plugin = try inlinePlugin(
      """
      return {
        grow = function()
          local t = {}
          for i = 1, 1e7 do t[i] = string.rep("x", 64) .. i end
          return #t
        end,
        small = function() return #string.rep("y", 1000) end,
      }
      """, limits: limits)
    for _ in 1...3 {
      #expect(callError(plugin, "grow")?.kind == .memoryLimit)
      plugin.startSession()
      #expect(try plugin.call("small") == 1000)
    }
  }
}
