import Foundation
import LuaHost
import QuizCore
import Testing

/// Each hostile plugin tries one escape or denial of service; each must end in its stated
/// error, with the process intact and the plugin still usable afterwards.
@Suite("Hostile plugins")
struct HostileTests {
  @Test(
    "no file system, processes or native code", arguments: ["io_escape", "os_execute", "loadlib"])
  func noEscape(name: String) throws {
    let plugin = try fixturePlugin("hostile/\(name).lua")
    let error = try #require(callError(plugin, "run"))
    #expect(error.kind == .runtime)
    #expect(error.message.contains("attempt to index a nil value (global"))
    #expect(error.pluginID == name)
    #expect(error.file == "hostile/\(name).lua")
    #expect(error.line != nil)
    #expect(!FileManager.default.fileExists(atPath: "/tmp/trivium-pwned"))
  }

  @Test("bytecode is refused and string.dump is gone")
  func noBytecode() throws {
    let plugin = try fixturePlugin("hostile/bytecode.lua")
    let load = try #require(callError(plugin, "run"))
    #expect(load.message.contains("attempt to load a binary chunk"))
    let dump = try #require(callError(plugin, "dump"))
    #expect(dump.message.contains("dump"))
    let direct = try #require(callError(plugin, "dump_direct"))
    #expect(direct.message.contains("attempt to call a nil value (field 'dump')"))
  }

  @Test("the string metatable is protected")
  func stringMetatable() throws {
    let plugin = try fixturePlugin("hostile/string_metatable.lua")
    #expect(try plugin.call("run") == "protected: the string metatable is protected")
    #expect(callError(plugin, "reset")?.kind == .runtime)
  }

  @Test("globals and library changes stay inside their own plugin")
  func isolatedGlobals() throws {
    let writer = try fixturePlugin("hostile/globals_writer.lua")
    let reader = try fixturePlugin("hostile/globals_reader.lua")
    #expect(try writer.call("read") == "from writer")
    #expect(try reader.call("read") == ["secret": "nil", "upper": "ABC"])
  }

  @Test(
    "endless loops end in the instruction budget",
    arguments: [
      ("endless_loop", "run"), ("loop_in_pcall", "run"), ("loop_in_coroutine", "run"),
      ("loop_in_coroutine", "wrapped"), ("loop_in_close", "run"),
    ])
  func endlessLoops(name: String, function: String) throws {
    let plugin = try fixturePlugin("hostile/\(name).lua")
    var error: PluginError?
    let seconds = elapsed { error = callError(plugin, function) }
    #expect(error?.kind == .instructionLimit)
    #expect(error?.message.contains("instruction budget exceeded") == true)
    #expect(error?.file == "hostile/\(name).lua")
    #expect(
      plugin.lastCallInstructions <= testLimits.instructionBudget + 2
        * Int64(testLimits.hookInterval))
    #expect(seconds < 30, "hang guard")
  }

  @Test("the default budget stops an endless loop too, and the plugin lives on")
  func defaultBudget() throws {
    // The default budget, without the wall clock, which a loaded machine could trip first.
    var limits = SandboxLimits.default
    limits.wallClockLimit = testLimits.wallClockLimit
    let plugin = try fixturePlugin("hostile/endless_loop.lua", limits: limits)
    let error = try #require(callError(plugin, "run"))
    #expect(error.kind == .instructionLimit)
    #expect(error.line == 1)
    #expect(try plugin.call("alive") == "alive")
  }

  @Test("__gc is refused, so no finalizer can hang the state's close")
  func noFinalizers() throws {
    var plugin: LuaPlugin? = try fixturePlugin("hostile/looping_finalizer.lua")
    let error = try #require(callError(plugin!, "run"))
    #expect(error.message.contains("__gc metamethods are not allowed"))
    #expect(error.file == "hostile/looping_finalizer.lua")
    #expect(error.line == 3)
    plugin = nil  // closes the state: must not hang
    #expect(plugin == nil)
  }

  @Test(
    "pattern functions are bounded",
    arguments: ["exponential", "nested_stars", "gsub_backtracking"])
  func patterns(function: String) throws {
    let plugin = try fixturePlugin("hostile/pattern_backtracking.lua")
    var error: PluginError?
    let seconds = elapsed { error = callError(plugin, function) }
    #expect(error?.kind == .runtime)
    #expect(error?.message.contains("string pattern too complex") == true)
    #expect(seconds < 30, "hang guard")
    #expect(try plugin.call("honest") == 20000)
  }

  @Test("a plain find of a 2 MiB needle in 4 MiB is linear and completes")
  func plainFind() throws {
    let plugin = try fixturePlugin("hostile/pattern_backtracking.lua")
    var result: Value = 0
    let seconds = try elapsed { result = try plugin.call("huge_plain_find") }
    #expect(result == .null)
    #expect(seconds < 30, "hang guard")
  }

  @Test(
    "string.rep and table.move refuse huge counts",
    arguments: ["empty", "big", "separator", "move"])
  func hugeRep(function: String) throws {
    let plugin = try fixturePlugin("hostile/huge_rep.lua")
    let error = try #require(callError(plugin, function))
    #expect(error.kind == .runtime)
    #expect(error.message.contains("sandbox limit"))
    #expect(error.line != nil)
  }

  @Test(
    "memory bombs hit the cap, caught or not",
    arguments: ["strings", "tables", "swallowed", "in_coroutine"])
  func memoryBombs(function: String) throws {
    let plugin = try fixturePlugin("hostile/memory_bomb.lua")
    var error: PluginError?
    let seconds = elapsed { error = callError(plugin, function) }
    #expect(error?.kind == .memoryLimit)
    #expect(error?.message.contains("memory limit exceeded") == true)
    // Only the error's report passes the cap: the message handler writes its message and
    // traceback with the cap lifted (sandbox.c), so that reporting cannot fail in turn.
    #expect(plugin.memoryPeak <= testLimits.memoryLimit + 4096)
    #expect(seconds < 30, "hang guard")
  }

  @Test("deep recursion ends in a stack overflow")
  func deepRecursion() throws {
    let plugin = try fixturePlugin("hostile/deep_recursion.lua")
    let lua = try #require(callError(plugin, "lua"))
    #expect(lua.kind == .runtime || lua.kind == .memoryLimit)
    #expect(lua.kind == .memoryLimit || lua.message.contains("stack overflow"))
    let caught = try plugin.call("c_stack").stringValue ?? ""
    #expect(caught.contains("stack overflow"))
    let metamethods = try #require(callError(plugin, "metamethods"))
    #expect(metamethods.message.contains("stack overflow"))
  }

  @Test("error objects never run __tostring, and messages are capped")
  func errorObjects() throws {
    let plugin = try fixturePlugin("hostile/error_objects.lua")
    for function in ["table_error", "looping_tostring", "raising_tostring"] {
      let error = try #require(callError(plugin, function))
      #expect(error.message == "(error object is a table value)")
    }
    #expect(callError(plugin, "nil_error")?.message == "(error object is a nil value)")
    let long = try #require(callError(plugin, "long_message"))
    #expect(long.message.utf8.count < testLimits.maxErrorLength + 100)
    #expect(long.message.hasSuffix("(message truncated)"))
  }

  @Test("a forged place in a message does not move the blame")
  func forgedPlace() throws {
    let plugin = try fixturePlugin("hostile/error_objects.lua")
    let error = try #require(callError(plugin, "forged_place"))
    #expect(error.pluginID == "error_objects")
    #expect(error.file == "hostile/error_objects.lua")
    #expect(error.line == 10)
  }

  @Test("results are read raw, and values that cannot leave Lua are refused")
  func results() throws {
    let plugin = try fixturePlugin("hostile/raising_index.lua")
    #expect(try plugin.call("result") == ["visible": 1])
    let expectations = [
      ("result_function", "the result of 'result_function'.f is a function"),
      ("result_cycle", "the result of 'result_cycle'.self refers back to itself (a cycle)"),
      ("result_deep", "nests deeper than 64 levels"),
      ("result_mixed", "mixes list items and named keys"),
      ("result_holes", "is a list with a hole"),
      ("result_bad_utf8", "the result of 'result_bad_utf8'.text is not valid UTF-8"),
    ]
    for (function, message) in expectations {
      let error = try #require(callError(plugin, function))
      #expect(error.kind == .badValue)
      #expect(error.message.contains(message), "\(error.message)")
    }
  }
}
