import Foundation
import LuaHost
import QuizCore
import Testing

@Suite("Lua plugins: loading, calls and values")
struct LuaPluginTests {
  let echo = """
    return {
      id = "echo", version = 3, tags = { "a", "b" },
      echo = function(v) return v end,
      kinds = function(v)
        local out = {}
        for i, x in ipairs(v) do out[i] = math.type(x) or type(x) end
        return out
      end,
      length = function(s) return #s end,
      concat = function(a, b) return a .. b end,
    }
    """

  @Test("values keep integers, floats, NUL bytes and nesting across the boundary")
  func roundTrip() throws {
    let plugin = try inlinePlugin(echo)
    let values: [Value] = [
      .null, true, false, 0, -1, .int(Int64.max), .int(Int64.min), 1.0, 0.5, -2.25e300,
      "", "nul\u{0}inside", "漢字 and emoji 👍🏽", [], [1, 2.0, "three"],
      ["nested": ["list": [["deep": true]], "n": 1]],
    ]
    for value in values {
      #expect(try plugin.call("echo", [value]) == value)
    }
    #expect(
      try plugin.call("kinds", [[1, 1.0, "x", true]]) == ["integer", "float", "string", "boolean"])
    #expect(try plugin.call("length", ["a\u{0}b"]) == 3)
    #expect(try plugin.call("concat", ["a\u{0}", "\u{0}b"]) == "a\u{0}\u{0}b")
  }

  @Test("the description's plain fields and function names are read")
  func description() throws {
    let plugin = try inlinePlugin(echo)
    #expect(plugin.fields == ["id": "echo", "version": 3, "tags": ["a", "b"]])
    #expect(plugin.functionNames == ["echo", "kinds", "length", "concat"])
  }

  @Test("an argument nested too deeply is refused before the call")
  func deepArgument() throws {
    let plugin = try inlinePlugin(echo)
    var value: Value = 1
    for _ in 0..<100 { value = [value] }
    let error = try #require(callError(plugin, "echo", [value]))
    #expect(error.kind == .badValue)
    #expect(error.message.contains("argument #1"))
    #expect(error.message.contains("nests deeper than 64 levels"))
    #expect(try plugin.call("echo", [1]) == 1)
  }

  @Test("a syntax error names the file and line")
  func syntaxError() {
    #expect {
      try inlinePlugin("return {\n  id = 'x',\n  f = function( end\n}")
    } throws: { error in
      let error = error as! PluginError
      return error.kind == .syntax && error.file == "inline.lua" && error.line == 3
        && error.message.contains("near 'end'")
    }
  }

  @Test("the main file must return a table")
  func mustReturnTable() {
    #expect {
      try inlinePlugin("return 42")
    } throws: { error in
      let error = error as! PluginError
      return error.kind == .invalidPlugin && error.message.contains("not a number")
    }
  }

  @Test("an error while loading names the line")
  func loadError() {
    #expect {
      try inlinePlugin("local x = nil\nx.field = 1\nreturn {}")
    } throws: { error in
      let error = error as! PluginError
      return error.kind == .runtime && error.line == 2 && error.file == "inline.lua"
        && error.message == "attempt to index a nil value (local 'x')"
    }
  }

  @Test("calling a missing function is a clear error")
  func missingFunction() throws {
    let plugin = try inlinePlugin(echo)
    let error = try #require(callError(plugin, "nope"))
    #expect(error.kind == .missingFunction)
    #expect(error.description == "plugin 'inline': has no function 'nope'")
  }

  @Test("randomness comes from the seeded generator")
  func seededRandom() throws {
    let source = """
      return { draw = function()
        local out = {}
        for i = 1, 5 do out[i] = math.random(1, 1000) end
        out[6] = trivium.random(6)
        out[7] = math.random()
        return out
      end, reseed = function() math.randomseed(1) end }
      """
    let first = try inlinePlugin(source)
    let second = try inlinePlugin(source)
    first.random = SeededRandom(seed: 42)
    second.random = SeededRandom(seed: 42)
    let a = try first.call("draw")
    #expect(try second.call("draw") == a)
    let numbers = try #require(a.arrayValue)
    #expect(numbers.prefix(5).allSatisfy { (1...1000).contains($0.intValue ?? 0) })
    #expect((1...6).contains(numbers[5].intValue ?? 0))
    #expect((0..<1).contains(numbers[6].doubleValue ?? -1))
    #expect(try first.call("draw") != a)
    #expect(callError(first, "reseed")?.message.contains("seeded by the session") == true)
  }

  @Test("math.random(m, n) draws by SeededRandom's fixed algorithm; bad bounds stay errors")
  func randomBounds() throws {
    let plugin = try inlinePlugin(
      """
      return {
        die = function() local out = {} for i = 1, 12 do out[i] = math.random(1, 6) end return out end,
        draw = function(m, n) return math.random(m, n) end,
        one = function(m) return trivium.random(m) end,
      }
      """)
    plugin.random = SeededRandom(seed: 42)
    // The draws of SeededRandomTests' golden die (computed independently of Swift).
    #expect(try plugin.call("die") == [5, 1, 2, 3, 1, 6, 2, 5, 3, 4, 2, 3])
    plugin.random = SeededRandom(seed: 1)
    #expect(try plugin.call("draw", [.int(.min), .int(.max)]) == .int(-7_995_527_694_508_729_151))
    #expect(try plugin.call("draw", [17, 17]) == 17)
    #expect(callError(plugin, "draw", [3, 1])?.message == "random: the interval [3, 1] is empty")
    #expect(callError(plugin, "one", [0])?.message == "random: the interval [1, 0] is empty")
    #expect(callError(plugin, "draw", [1.5, 2])?.message == "random: the bounds must be integers")
  }

  @Test("keys that differ only in their bytes (é two ways) cross both ways as two entries")
  func keysByBytesRoundTrip() throws {
    let plugin = try inlinePlugin(
      """
      return {
        ["\u{E9}"] = "composed", ["e\u{301}"] = "decomposed",
        echo = function(t) return t end,
        count = function(t) local n = 0 for _ in pairs(t) do n = n + 1 end return n end,
        made = function() return { ["\u{E9}"] = 1, ["e\u{301}"] = 2 } end,
      }
      """)
    #expect(plugin.fields.count == 2 && plugin.fields["e\u{301}"] == "decomposed")
    let map: Value = ["\u{E9}": 1, "e\u{301}": 2]
    #expect(map.mapValue?.count == 2)
    #expect(try plugin.call("count", [map]) == 2)
    let back = try plugin.call("echo", [map])
    #expect(back == map && back.mapValue?.count == 2)
    let made = try plugin.call("made")
    #expect(made.mapValue?.count == 2 && made["\u{E9}"] == 1 && made["e\u{301}"] == 2)
  }

  @Test("print goes to the plugin's log, not to the terminal")
  func printIsLogged() throws {
    let plugin = try inlinePlugin("print('hello', 1, nil) trivium.log('second') return {}")
    #expect(plugin.logLines == ["hello\t1\tnil", "second"])
  }

  @Test("host functions called inside a coroutine read that coroutine's arguments")
  func hostCallsInCoroutines() throws {
    let plugin = try inlinePlugin(
      """
      return {
        run = function()
          local co = coroutine.wrap(function(a)
            trivium.log("from the coroutine", a)
            local r = math.random(5, 5)
            coroutine.yield(r)
            print("after", "yield")
            return math.random(7, 7)
          end)
          return { co("x"), co() }
        end,
      }
      """)
    #expect(try plugin.call("run") == [5, 7])
    #expect(plugin.logLines == ["from the coroutine\tx", "after\tyield"])
  }

  @Test("engine helpers: chars, shorten, sorted_keys, sorted_pairs")
  func helpers() throws {
    let plugin = try inlinePlugin(
      """
      return {
        chars = function(s) return trivium.chars(s) end,
        shorten = function(s, n) return trivium.shorten(s, n) end,
        keys = function(t) return trivium.sorted_keys(t) end,
        pairs = function(t)
          local out = {}
          for k, v in trivium.sorted_pairs(t) do out[#out + 1] = k .. "=" .. v end
          return out
        end,
      }
      """)
    #expect(try plugin.call("chars", ["猜图ab"]) == ["猜", "图", "a", "b"])
    #expect(try plugin.call("shorten", ["猜图ab", 4]) == "猜图ab")
    #expect(try plugin.call("shorten", ["猜图abc", 4]) == "猜图a…")
    #expect(try plugin.call("shorten", ["abcd", 3]) == "ab…")
    #expect(try plugin.call("keys", [["b": 1, "a": 2, "c": 3]]) == ["a", "b", "c"])
    #expect(try plugin.call("pairs", [["b": 1, "a": 2]]) == ["a=2", "b=1"])
  }

  @Test("engine helpers: copy, is_list, contains, fold_width, fold_space")
  func textHelpers() throws {
    let plugin = try inlinePlugin(
      """
      return {
        copy = function(t)
          local c = trivium.copy(t)
          c.inner.x = 2
          return { original = t.inner.x, copied = c.inner.x }
        end,
        lists = function() return { trivium.is_list({ 1, 2 }), trivium.is_list({ a = 1 }),
          trivium.is_list("x"), trivium.contains({ "a", "b" }, "b"), trivium.contains({}, "a") } end,
        width = function(s) return trivium.fold_width(s) end,
        space = function(s) return trivium.fold_space(s) end,
      }
      """)
    #expect(try plugin.call("copy", [["inner": ["x": 1]]]) == ["original": 1, "copied": 2])
    #expect(try plugin.call("lists") == [true, false, false, true, false])
    #expect(try plugin.call("width", ["ＡＢＣ　１２３ 汉字"]) == "ABC 123 汉字")
    #expect(try plugin.call("space", ["\u{3000} a \t\u{A0} b  "]) == "a b")
  }

  @Test("engine helpers: the question header and the revealed answer")
  func viewHelpers() throws {
    let plugin = try inlinePlugin(
      """
      return { view = function(q)
        local widgets = trivium.header_widgets(q, "Single choice")
        return trivium.add_reveal(widgets, { verdict = "wrong", correct = "B", explanation = "" })
      end }
      """)
    #expect(
      try plugin.call("view", [["text": "2 + 2?", "code": "x = 4", "type_label": "单选题"]]) == [
        ["type": "text", "style": "accent", "text": "单选题"],
        ["type": "text", "style": "body", "text": "2 + 2?"],
        ["type": "code", "text": "x = 4", "language": ""],
        ["type": "feedback", "verdict": "wrong", "text": "Answer: B", "reveal": true],
      ])
    let checker = try inlinePlugin(
      "return { check = function(q) return trivium.check_strings(q, {}, { 'title', 'code' }) end }")
    #expect(
      try checker.call("check", [["title": 3, "code": "ok"]]) == [
        ["field": "title", "message": "title must be a string"]
      ])
    let titled = try plugin.call("view", [["title": "Maths", "text": "?"]]).arrayValue
    #expect(titled?.first == ["type": "text", "style": "title", "text": "Maths"])
    #expect(titled?[1]["text"] == "Single choice")
  }

  @Test("require loads only the plugin's own files")
  func requireModules() throws {
    let folder = fixtures.appendingPathComponent("modplugin")
    let source = try String(contentsOf: folder.appendingPathComponent("main.lua"), encoding: .utf8)
    let plugin = try LuaPlugin(
      id: "modplugin", source: source, chunkName: "modplugin/main.lua",
      modules: FolderModules(folder: folder, displayName: "modplugin"), limits: testLimits)
    #expect(try plugin.call("columns", [10]) == 7)
    #expect(try plugin.call("same") == true)
    for name in ["../../../../etc/passwd", "/etc/passwd", "lib..grid", ".hidden"] {
      let error = try #require(callError(plugin, "escape", [.string(name)]))
      #expect(error.message.contains("is not a module name"), "\(error.message)")
    }
    let missing = try #require(callError(plugin, "escape", ["nothing"]))
    #expect(
      missing.message.contains("module 'nothing' not found (looked for modplugin/nothing.lua)"))
    #expect(missing.file == "modplugin/main.lua")
    #expect(missing.line == 7)
  }

  @Test("require never reads a file a link leads to outside the plugin's folder")
  func requireRefusesLinksOut() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("require-links-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let folder = base.appendingPathComponent("plugin")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
    // Outside the folder: Lua that would run, and text whose tokens a parse error would show.
    try Data("return 'SECRET-RUN'".utf8).write(to: base.appendingPathComponent("else.lua"))
    try Data("root:SECRET-TOKEN:0:0".utf8).write(to: base.appendingPathComponent("passwd"))
    try Data("return 'inside'".utf8).write(to: folder.appendingPathComponent("lib/real.lua"))
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("leak.lua").path,
      withDestinationPath: base.appendingPathComponent("else.lua").path)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("passwd.lua").path, withDestinationPath: "../passwd")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("alias.lua").path, withDestinationPath: "lib/real.lua")
    let plugin = try LuaPlugin(
      id: "linked", source: "return { id = 'linked', get = function(n) return require(n) end }",
      chunkName: "plugins/linked/main.lua",
      modules: FolderModules(folder: folder, displayName: "plugins/linked"), limits: testLimits)
    let leak = try #require(callError(plugin, "get", ["leak"]))
    #expect(
      leak.message.contains(
        "require: plugins/linked/leak.lua is a link to \(base.path)/else.lua, outside the "
          + "plugin's folder: not read"), "\(leak.message)")
    let passwd = try #require(callError(plugin, "get", ["passwd"]))
    #expect(passwd.message.contains("plugins/linked/passwd.lua is a link to ../passwd"))
    for message in [leak.message, passwd.message] { #expect(!message.contains("SECRET")) }
    #expect(try plugin.call("get", ["alias"]) == "inside")
  }

  @Test("an error inside a required module names that module's file")
  func errorInModule() throws {
    struct Modules: ModuleSource {
      func source(of name: String) -> Result<ModuleFile, HostFailure> {
        .success(
          ModuleFile(
            source: "local M = {}\nfunction M.f() error('boom') end\nreturn M",
            chunkName: "p/\(name).lua"))
      }
    }
    let plugin = try LuaPlugin(
      id: "p", source: "local m = require('m') return { f = function() m.f() end }",
      chunkName: "p/main.lua",
      modules: Modules(), limits: testLimits)
    let error = try #require(callError(plugin, "f"))
    #expect(error.file == "p/m.lua")
    #expect(error.line == 2)
    #expect(error.message == "boom")
    #expect(error.traceback?.contains("p/main.lua:1") == true)
  }

  @Test("a module that failed fails again with its own error, not as a require loop")
  func requireAgainAfterFailure() throws {
    struct Modules: ModuleSource {
      func source(of name: String) -> Result<ModuleFile, HostFailure> {
        let sources = [
          "raises": "local M = {}\nerror('broken module')\nreturn M",
          "syntax": "local M = \nreturn M",
          "loop": "return require('loop')",
        ]
        return .success(ModuleFile(source: sources[name] ?? "", chunkName: "p/\(name).lua"))
      }
    }
    let plugin = try LuaPlugin(
      id: "p",
      source: """
        return {
          load = function(name) return require(name) end,
          twice = function(name)
            local ok, first = pcall(require, name)
            local _, second = pcall(require, name)
            return { ok, first, second }
          end,
        }
        """,
      chunkName: "p/main.lua", modules: Modules(), limits: testLimits)
    for name in ["raises", "syntax"] {
      let first = try #require(callError(plugin, "load", [.string(name)]))
      let second = try #require(callError(plugin, "load", [.string(name)]))
      #expect(!second.message.contains("requires itself"), "\(second.message)")
      #expect(second.message == first.message)
      #expect(second.kind == first.kind)
    }
    let raised = try #require(callError(plugin, "load", ["raises"]))
    #expect(raised.message == "broken module" && raised.file == "p/raises.lua")
    // Within one call too, after the plugin caught the first failure.
    let twice = try #require(try plugin.call("twice", ["raises"]).arrayValue)
    #expect(twice.count == 3 && twice[0] == false)
    #expect(twice[1] == twice[2])
    #expect(twice[2].stringValue?.hasSuffix("broken module") == true)
    // A real loop is still named as one.
    let loop = try #require(callError(plugin, "load", ["loop"]))
    #expect(loop.message.contains("module 'loop' requires itself"), "\(loop.message)")
  }

  @Test("module names are checked byte by byte: a Kelvin sign is no 'K'")
  func moduleNameBytes() {
    let modules = FolderModules(folder: fixtures, displayName: "fixtures")
    // U+212A KELVIN SIGN is canonically equivalent to "K": equal as Swift characters.
    guard case .failure(let failure) = modules.source(of: "\u{212A}elvin") else {
      Issue.record("a module name with a Kelvin sign was accepted")
      return
    }
    #expect(failure.message.contains("is not a module name"))
  }

  @Test("a function handle works only on the plugin it was looked up in")
  func foreignFunctionHandle() throws {
    let a = try inlinePlugin("return { f = function() return 'a' end }")
    let b = try LuaPlugin(
      id: "b", source: "return { f = function() return 'b' end, g = function() return 'g' end }",
      chunkName: "b.lua", limits: testLimits)
    _ = try b.function("g")  // takes B's first registry slot, the one A's handle holds
    let handle = try a.function("f")
    func run(_ plugin: LuaPlugin) throws(PluginError) -> Value {
      try plugin.call(handle, arguments: { _ in }, result: { $0.value() })
    }
    #expect(try run(a) == "a")
    do {
      let value = try run(b)
      Issue.record("plugin b ran a's handle and returned \(value)")
    } catch {
      #expect(error.kind == .foreignFunction)
      #expect(error.pluginID == "b")
      #expect(error.message == "the function 'f' was looked up in plugin 'inline', not in this one")
    }
  }

  @Test("load runs text in the plugin's globals and never blames another file")
  func wrappedLoad() throws {
    let plugin = try inlinePlugin(
      """
      answer = 41
      return {
        run = function() return load("return answer + 1")() end,
        fail = function()
          local result = load("error('inner')", "plugins/other/main.lua")()
          return result
        end,
      }
      """)
    #expect(try plugin.call("run") == 42)
    let error = try #require(callError(plugin, "fail"))
    #expect(error.file == "inline.lua")
    #expect(error.line == 5)
  }

  /// Counts the distinct tables a plugin was given as `q`, and whether one of them was
  /// written to by an earlier call.
  let sharingProbe = """
    local seen, count = setmetatable({}, { __mode = "k" }), 0
    local parsed = trivium.per_question(function(q)
      parses = (parses or 0) + 1
      return { label = q.label }
    end)
    return {
      look = function(q, extra)
        if not seen[q] then seen[q] = true count = count + 1 end
        return { tables = count, label = parsed(q).label, extra = extra }
      end,
      parses = function() return parses or 0 end,
    }
    """

  @Test("a shared argument is pushed once and passed as the same table to later calls")
  func sharedArguments() throws {
    let plugin = try inlinePlugin(sharingProbe)
    let first: Value = ["label": "first"]
    let second: Value = ["label": "second"]
    for round in 1...3 {
      let result = try plugin.call("look", [first, .int(Int64(round))], sharing: 1)
      #expect(result == ["tables": 1, "label": "first", "extra": .int(Int64(round))])
    }
    // The same contents in another value's storage are another table; the first stays.
    #expect(try plugin.call("look", [second], sharing: 1)["tables"] == 2)
    #expect(try plugin.call("look", [first], sharing: 1)["tables"] == 2)
    // per_question parsed each question once.
    #expect(try plugin.call("parses") == 2)
    // Without sharing, every call pushes a fresh table.
    _ = try plugin.call("look", [first])
    #expect(try plugin.call("look", [first])["tables"] == 4)
  }

  @Test("forgetting shared values drops their tables; a bad shared value is still refused")
  func forgetSharedValues() throws {
    let plugin = try inlinePlugin(sharingProbe)
    let question: Value = ["label": "q"]
    _ = try plugin.call("look", [question], sharing: 1)
    plugin.forgetSharedValues()
    #expect(try plugin.call("look", [question], sharing: 1)["tables"] == 2)
    var deep: Value = 1
    for _ in 0..<100 { deep = [deep] }
    let error = try #require(callError(plugin, "look", [deep], sharing: 1))
    #expect(error.message.contains("argument #1"))
    #expect(try plugin.call("look", [question], sharing: 1)["tables"] == 2)
  }

  let typed = """
    return {
      score = function(t, label, shared)
        return {
          total = t.a + t.b, half = t.a / 2, ok = t.flag, label = label .. t.name,
          nested = { list = { 1, "two" } }, shared_label = shared and shared.label,
          bad = "\\xff", float_int = 3.0,
        }
      end,
      cycle = function() local t = {} t.self = t return { loop = t, n = 1 } end,
      number = function() return 5 end,
      fail = function() error("no score") end,
    }
    """

  @Test("a typed call writes fields onto the stack and reads the result's fields in place")
  func typedCall() throws {
    let plugin = try inlinePlugin(typed)
    let shared: Value = ["label": "question"]
    let read = try plugin.call(
      "score",
      arguments: { arguments in
        arguments.addTable(fields: 4) { table in
          table.set("a", Int64(40))
          table.set("b", Int64(2))
          table.set("flag", true)
          table.set("name", "漢字")
        }
        arguments.add("label: ")
        arguments.addShared(shared)
      },
      result: { result in
        (
          result.isTable, result.integer("total"), result.number("half"), result.bool("ok"),
          result.string("label"), result.value("nested"), result.string("shared_label"),
          result.string("bad"), result.integer("float_int"), result.integer("label"),
          result.number("missing")
        )
      })
    #expect(read.0)
    #expect(read.1 == 42)
    #expect(read.2 == 20)
    #expect(read.3 == true)
    #expect(read.4 == "label: 漢字")
    #expect(read.5 == ["list": [1, "two"]])
    #expect(read.6 == "question")
    #expect(read.7 == nil)  // not valid UTF-8
    #expect(read.8 == 3)
    #expect(read.9 == nil)
    #expect(read.10 == nil)
    let scalar = try plugin.call(
      "number", arguments: { _ in }, result: { result in (result.isTable, result.integer("x")) })
    #expect(scalar.0 == false)
    #expect(scalar.1 == nil)
  }

  @Test("a typed call fails clearly on a bad argument, a bad result and a Lua error")
  func typedCallErrors() throws {
    let plugin = try inlinePlugin(typed)
    var deep: Value = 1
    for _ in 0..<100 { deep = [deep] }
    do {
      _ = try plugin.call(
        "score",
        arguments: { arguments in
          arguments.add(1)
          arguments.addTable { table in
            table.set("deep", deep)
            table.set("after", Int64(1))
          }
        }, result: { _ in 0 })
      Issue.record("a value nested too deeply was pushed")
    } catch {
      #expect(error.kind == .badValue)
      #expect(error.message.contains("argument #2.deep nests deeper than 64 levels"))
    }
    do {
      _ = try plugin.call(
        "cycle", arguments: { _ in },
        result: { result in (result.integer("n"), result.value("loop")) })
      Issue.record("a cycle was read")
    } catch {
      #expect(error.kind == .badValue)
      #expect(error.message.contains("the result of 'cycle'.loop"))
      #expect(error.message.contains("refers back to itself"))
    }
    do {
      _ = try plugin.call("fail", arguments: { _ in }, result: { _ in 0 })
      Issue.record("a Lua error was not reported")
    } catch {
      #expect(error.message == "no score")
      #expect(error.line == 11)
    }
    do {
      _ = try plugin.call("absent", arguments: { _ in }, result: { _ in 0 })
      Issue.record("a missing function was called")
    } catch {
      #expect(error.kind == .missingFunction)
    }
    do {
      _ = try plugin.function("absent")
      Issue.record("a missing function was found")
    } catch {
      #expect(error.kind == .missingFunction)
      #expect(error.message.contains("'absent'"))
    }
    // A function looked up once is called by reference, as often as needed.
    let number = try plugin.function("number")
    for _ in 0..<3 {
      #expect(try plugin.call(number, arguments: { _ in }, result: { $0.value() }) == 5)
    }
    // The plugin still answers afterwards.
    #expect(try plugin.call("number") == 5)
  }

  @Test("short strings decoded once stay right while the collector frees and reuses memory")
  func stringCacheAcrossCollections() throws {
    let plugin = try inlinePlugin(
      """
      return {
        name = function(i)
          local junk = {}
          for j = 1, 200 do junk[j] = { tostring(j) .. "x" .. i } end
          local key = "k" .. i
          return { key = key, [key] = i, long = string.rep(key, 20) }
        end,
      }
      """)
    // 700 different keys through 256 cache slots, with garbage enough to run the collector.
    for call in 0..<3000 {
      let i = (call * 7) % 700
      let result = try plugin.call("name", [.int(Int64(i))])
      #expect(result["key"] == .string("k\(i)"))
      #expect(result["k\(i)"] == .int(Int64(i)))
      #expect(result["long"] == .string(String(repeating: "k\(i)", count: 20)))
    }
  }
}
