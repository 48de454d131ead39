import Foundation
import LuaHost
import QuizCore
import Testing

/// A question type of plugin API 2 in a few lines: the schema, one action, grade, view, solve.
let pickType = """
  return {
    kind = "question-type", id = "pick", api = 2, name = "Pick a word",
    fields = {
      answer = { type = "string", required = true },
      words = { type = "list", of = "string", min = 2 },
      shout = { type = "boolean", default = false },
      level = { type = "integer", min = 1, max = 3, default = 1 },
      mood = { type = "string", one_of = { "calm", "bold" } },
    },
    actions = {
      say = function(q, state, action)
        if not trivium.contains(q.words, action.word) then error("say: no such word") end
        state.word = action.word
      end,
    },
    grade = function(q, state) return state.word == q.answer end,
    view = function(q, state)
      local fields = { { id = "word", label = q.shout and "WORD" or "word", value = state.word or "" } }
      return { { type = "inputs", id = "word", fields = fields } }
    end,
    solve = function(q) return { { op = "say", word = q.answer } } end,
  }
  """

@Suite("Plugin API 2: field schemas and defaults for question types")
struct PluginAPI2Tests {
  let random = SeededRandom(seed: 1)

  func type(_ source: String = pickType) throws -> LuaQuestionType {
    try LuaQuestionType(
      plugin: LuaPlugin(id: "pick", source: source, chunkName: "pick.lua", limits: testLimits))
  }

  let question: Value = [
    "id": "q1", "type": "pick", "text": "Say it", "answer": "b", "words": ["a", "b", "c"],
  ]

  @Test("the schema reports each problem naming its field; the type's validate adds its own")
  func schemaProblems() throws {
    let type = try type()
    #expect(try type.validate(question, random: random) == [])
    let bad: Value = [
      "text": "", "words": ["a", 2], "level": 7, "mood": "sad", "shout": "yes", "title": 3,
    ]
    #expect(
      try type.validate(bad, random: random) == [
        ValidationProblem(field: "answer", message: "answer is required: a string"),
        ValidationProblem(field: "level", message: "level must be at most 3"),
        ValidationProblem(
          field: "mood", message: #"mood must be one of "calm", "bold", not "sad""#),
        ValidationProblem(field: "shout", message: "shout must be true or false, not a string"),
        ValidationProblem(field: "text", message: "text must be a non-empty string"),
        ValidationProblem(field: "title", message: "title must be a string, not an integer"),
        ValidationProblem(
          field: "words", message: "words: item 2 must be a string, not an integer"),
      ])
    #expect(
      try type.validate(["text": "t", "answer": "a", "words": ["a"]], random: random) == [
        ValidationProblem(field: "words", message: "words must have at least 2 items")
      ])
    let checked = try self.type(
      pickType.replacingOccurrences(
        of: "grade = function",
        with: """
          validate = function(q)
            if not trivium.contains(q.words, q.answer) then
              return { { field = "answer", message = "answer is not one of the words" } }
            end
            return {}
          end,
          grade = function
          """))
    #expect(
      try checked.validate(["text": "t", "answer": "z", "words": ["a", "b"]], random: random) == [
        ValidationProblem(field: "answer", message: "answer is not one of the words")
      ])
  }

  @Test("defaults: init, complete, summary, analysis, no hint, and the header around the view")
  func defaults() throws {
    let type = try type()
    #expect(!type.offersHints)
    #expect(try type.hint([:], question: question, random: random) == nil)
    let start = try type.initialState(for: question, random: random)
    #expect(start == [])
    #expect(try !type.isComplete(start, question: question, random: random))
    #expect(try type.summary(start, question: question, random: random) == "(no answer)")
    let said = try type.apply(
      ["op": "say", "word": "a"], to: start, question: question, random: random)
    #expect(said == ["word": "a"])
    #expect(try type.isComplete(said, question: question, random: random))
    #expect(try type.summary(said, question: question, random: random) == "a")
    #expect(try type.grade(said, question: question, random: random) == .wrong)
    #expect(
      try type.analysis(said, question: question, random: random)
        == ["correct": "b", "explanation": "", "verdict": "wrong"])
    #expect(try type.analysis(start, question: question, random: random)["verdict"] == "unanswered")
    // The schema's default (shout = false) is what the type sees.
    let view = try type.view(
      said, question: question, info: ViewInfo(verdict: .wrong, revealed: true), random: random)
    #expect(
      view == [
        ["type": "text", "style": "accent", "text": "Pick a word"],
        ["type": "text", "style": "body", "text": "Say it"],
        [
          "type": "inputs", "id": "word",
          "fields": [["id": "word", "label": "word", "value": "a"]],
        ],
        ["type": "feedback", "verdict": "wrong", "text": "Wrong"],
        ["type": "feedback", "verdict": "wrong", "text": "Answer: b", "reveal": true],
      ])
    let shouted: Value = ["text": "Say it", "answer": "b", "words": ["a", "b"], "shout": true]
    let loud = try type.view(said, question: shouted, info: ViewInfo(), random: random)
    #expect(loud.arrayValue?[2]["fields"].arrayValue?[0]["label"] == "WORD")
  }

  @Test("an unknown action names the ones there are; an action works on a copy of the state")
  func actions() throws {
    let type = try type()
    #expect(throws: QuizError.actionRefused(#"pick: unknown action "shout" (use say)"#)) {
      try type.apply(["op": "shout"], to: [:], question: question, random: random)
    }
    let state: Value = ["word": "a"]
    _ = try type.apply(["op": "say", "word": "c"], to: state, question: question, random: random)
    #expect(state == ["word": "a"])
  }

  @Test("grade may say true, false or a fraction; a verdict outside the three is named")
  func gradeShorthands() throws {
    func graded(_ expression: String) throws -> Grade {
      let source = pickType.replacingOccurrences(
        of: "return state.word == q.answer", with: "return \(expression)")
      return try type(source).grade([:], question: question, random: random)
    }
    #expect(try graded("true") == .right)
    #expect(try graded("false") == .wrong)
    #expect(try graded("0.25") == Grade(fraction: 0.25, verdict: .partial))
    #expect(throws: QuizError.self) { try graded(#"{ fraction = 1, verdict = "correct" }"#) }
  }

  @Test("an unknown kind or setting in the schema is a load error at the field's line")
  func badSchema() {
    for (broken, message) in [
      (#"type = "strnig""#, #"field "answer": unknown kind "strnig""#),
      (#"type = "string", requried = true"#, #"field "answer": unknown setting "requried""#),
      (#"type = "list", of = "word""#, #"field "answer": of names the kind"#),
      (#"type = "integer", default = "x""#, #"field "answer": its default does not fit"#),
    ] {
      let source = pickType.replacingOccurrences(
        of: #"answer = { type = "string", required = true }"#, with: "answer = { \(broken) }")
      #expect {
        _ = try LuaPlugin(id: "pick", source: source, chunkName: "pick.lua")
      } throws: { error in
        let error = error as! PluginError
        return error.kind == .invalidPlugin && error.file == "pick.lua" && error.line == 4
          && error.message.hasPrefix(message)
      }
    }
  }

  @Test("an api-1 question type written as today still loads, validates and plays")
  func apiOneStillPlays() throws {
    let plugin = try fixturePlugin("api1_type.lua")
    let type = try LuaQuestionType(plugin: plugin)
    #expect(type.offersHints)
    let q: Value = ["id": "q", "text": "2 + 2?", "answer": "4"]
    #expect(try type.validate(q, random: random) == [])
    #expect(try type.validate(["id": "q"], random: random).map(\.field) == ["answer"])
    var state = try type.initialState(for: q, random: random)
    for action in try type.solve(q, random: random) {
      state = try type.apply(action, to: state, question: q, random: random)
    }
    #expect(try type.isComplete(state, question: q, random: random))
    #expect(try type.grade(state, question: q, random: random) == .right)
    // Its view is its own, with nothing added.
    let view = try type.view(state, question: q, info: ViewInfo(verdict: .right), random: random)
    #expect(
      view == [["type": "inputs", "id": "a", "fields": [["id": "a", "label": "", "value": "4"]]]])
    #expect(try type.summary(state, question: q, random: random) == "4")
  }

  @Test("a wrong widget is counted in the type's own list, not after the engine's header")
  func widgetProblemsCountOwnWidgets() throws {
    let type = try type(
      pickType.replacingOccurrences(
        of: "return { { type = \"inputs\", id = \"word\", fields = fields } }",
        with:
          "return { { type = \"inputs\", id = \"word\", fields = fields }, { type = \"bogus\" } }"))
    let state = try type.initialState(for: question, random: random)
    #expect {
      _ = try type.widgets(state, question: question, info: ViewInfo(), random: random)
    } throws: { error in
      guard case .pluginFailed(_, let failure) = error as? QuizError else { return false }
      let message = failure.description
      return message.contains("view[2]")
    }
  }

  @Test("a wrong state from an action or from hint names that function, not the view after")
  func wrongReturnsNameTheirFunction() throws {
    let returnsTrue = try type(
      pickType.replacingOccurrences(of: "state.word = action.word", with: "return true"))
    let state = try returnsTrue.initialState(for: question, random: random)
    #expect {
      _ = try returnsTrue.apply(
        ["op": "say", "word": "b"], to: state, question: question, random: random)
    } throws: { error in
      guard case .pluginFailed(_, let failure) = error as? QuizError else { return false }
      let message = failure.description
      return message.hasPrefix("action \"say\" must return the new state")
        && message.contains("a boolean")
    }
    let hintless = try type(
      pickType.replacingOccurrences(
        of: "solve = function(q)",
        with: "hint = function() return { message = \"no state\" } end,\n solve = function(q)"))
    #expect {
      _ = try hintless.hint(state, question: question, random: random)
    } throws: { error in
      guard case .pluginFailed(_, let failure) = error as? QuizError else { return false }
      let message = failure.description
      return message.hasPrefix("hint must return {state = <the new state>")
    }
  }
}

@Suite("The plugin header: kind, api and name")
struct PluginHeaderTests {
  func problem(_ header: String, expected: PluginHeader.Expectation) -> PluginError? {
    do {
      _ = try LuaPlugin(
        id: "h", source: "return {\n  \(header),\n  act = function() end,\n}\n",
        chunkName: "plugins/bots/h.lua", header: expected)
      return nil
    } catch {
      return error
    }
  }

  @Test("api must be a supported integer, name a string, and kind the one the place says")
  func rules() {
    let bot = PluginHeader.Expectation(place: PluginPlace(mainFile: "plugins/bots/h.lua"))
    #expect(bot == .kind(.bot))
    #expect(problem(#"kind = "bot", api = 1, name = "H""#, expected: bot) == nil)
    #expect(problem(#"kind = "bot", api = 2, name = "H""#, expected: bot) == nil)
    #expect(
      problem(#"kind = "bot", name = "H""#, expected: bot)?.message
        == "field 'api' is missing: a plugin says which plugin API it is written for (api = 2)")
    let string = problem(#"kind = "bot", api = "1", name = "H""#, expected: bot)
    #expect(string?.message == "field 'api' must be the integer 1 or 2, not a string")
    #expect(string?.line == 2)
    #expect(
      problem(#"kind = "bot", api = 3, name = "H""#, expected: bot)?.message
        == "is written for plugin API 3: it needs a newer Trivium, one that supports plugin API 3 "
        + "(this one supports 1 to 2)")
    #expect(
      problem(#"kind = "bot", api = 1"#, expected: bot)?.message
        == "field 'name' must be a non-empty string: the plugin's name for people")
    let types = PluginHeader.Expectation(
      place: PluginPlace(mainFile: "mods/m/plugins/types/x/main.lua"))
    #expect(types == .kind(.questionType))
    #expect(
      problem(#"kind = "bot", api = 1, name = "H""#, expected: types)?.message
        == #"field 'kind' is "bot", but a plugin in plugins/types/ must have kind = "question-type""#
    )
    #expect(PluginHeader.Expectation(place: PluginPlace(mainFile: "/tmp/x.lua")) == .anyKind)
    #expect(
      problem(#"kind = "robot", api = 1, name = "H""#, expected: .anyKind)?.message
        == #"field 'kind' must be one of "question-type", "rules", "bot", "game-source""#)
    // A table that describes no plugin is not asked for a header.
    #expect(problem("x = 1", expected: .none) == nil)
  }

  @Test("the place of a main file gives its kind and its plugins folder")
  func places() {
    #expect(
      PluginPlace(mainFile: "plugins/types/single.lua")
        == PluginPlace(kind: .questionType, pluginsFolder: "plugins"))
    #expect(
      PluginPlace(mainFile: "/m/plugins/bots/b/main.lua")
        == PluginPlace(kind: .bot, pluginsFolder: "/m/plugins"))
    #expect(
      PluginPlace(mainFile: "types/x.lua") == PluginPlace(kind: .questionType, pluginsFolder: "."))
    #expect(PluginPlace(mainFile: "games/g/generate.lua") == PluginPlace(kind: nil))
  }
}

@Suite("The shared lib/ of a plugins folder")
struct SharedLibraryTests {
  @Test("require reads the plugin's own folder, then lib/, confined to the plugins folder")
  func sharedLibrary() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("lib-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let plugins = base.appendingPathComponent("mod/plugins")
    let manager = FileManager.default
    for folder in ["types/folder", "lib"] {
      try manager.createDirectory(
        at: plugins.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("return 'shared'".utf8).write(to: plugins.appendingPathComponent("lib/shared.lua"))
    try Data("return 'own'".utf8).write(
      to: plugins.appendingPathComponent("types/folder/shared.lua"))
    try Data("return 'SECRET'".utf8).write(to: base.appendingPathComponent("else.lua"))
    try manager.createSymbolicLink(
      atPath: plugins.appendingPathComponent("lib/leak.lua").path,
      withDestinationPath: base.appendingPathComponent("else.lua").path)
    let source = "return { id = 'p', get = function(n) return require(n) end }"
    func plugin(_ main: String, moduleFolder: String) throws -> LuaPlugin {
      try LuaPlugin(
        id: "p", source: source, chunkName: "mod/plugins/\(main)",
        modules: FolderModules(
          plugin: plugins.appendingPathComponent(main),
          moduleFolder: plugins.appendingPathComponent(moduleFolder),
          displayPath: "mod/plugins/\(main)"), limits: testLimits)
    }
    // A file plugin finds lib/shared.lua; a folder plugin's own shared.lua comes first.
    let file = try plugin("types/p.lua", moduleFolder: "types")
    #expect(try file.call("get", ["shared"]) == "shared")
    #expect(
      try plugin("types/folder/main.lua", moduleFolder: "types/folder").call("get", ["shared"])
        == "own")
    let missing = try #require(callError(file, "get", ["nothing"]))
    #expect(
      missing.message.contains(
        "module 'nothing' not found (looked for mod/plugins/types/nothing.lua and "
          + "mod/plugins/lib/nothing.lua)"), "\(missing.message)")
    // A link out of the plugins folder is refused, as in a plugin's own folder.
    let leak = try #require(callError(file, "get", ["leak"]))
    #expect(leak.message.contains("mod/plugins/lib/leak.lua is a link to"), "\(leak.message)")
    #expect(!leak.message.contains("SECRET"))
    // Without a kind's folder around it, a plugin has no shared lib/.
    #expect(PluginPlace(mainFile: "mod/x.lua").pluginsFolder == nil)
  }
}
