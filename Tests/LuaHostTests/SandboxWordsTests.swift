import Localization
import LuaHost
import QuizCore
import Testing

/// The sandbox's own words (the prelude's errors, the field checks of plugin API 2, the host
/// functions' failures, the message handler's) reach a player in the interface language, while
/// the English a plugin sees and logs keep is the same as ever; a plugin's own words are its
/// own in every language (issue 30).
@Suite struct SandboxWordsTests {
  let random = SeededRandom(seed: 1)

  static let source = """
    return {
      kind = "question-type", id = "words", api = 2, name = "W",
      fields = { answer = { type = "list", of = "string", min = 2 } },
      grade = function() return true end,
      view = function() return {} end,
      solve = function() return {} end,
      actions = { none = function() end },
      repeat_much = function()
        local s = string.rep("x", 1 << 40)
        return s
      end,
      seed = function() math.randomseed(1) end,
      own = function()
        error("string.rep: the result would be 1 bytes from 1 copies; the sandbox limit is 1 bytes")
      end,
      caught_and_raised = function()
        local _, message = pcall(string.rep, "x", 1 << 40)
        error(message, 0)
      end,
      table_error = function() error({}) end,
      bad_random = function() return math.random(3, 1) end,
    }
    """

  func plugin() throws -> LuaPlugin {
    try LuaPlugin(id: "words", source: Self.source, chunkName: "words.lua", limits: testLimits)
  }

  /// The error of `function`, in English and in the pseudo-language.
  func failure(_ function: String) throws -> (english: String, pseudo: String) {
    let error = try #require(callError(try plugin(), function))
    let message = QuizError.pluginFailed(plugin: "words", message: error.locatedMessage)
    return (message.description, Localizer.$current.withValue(.pseudo) { message.translated })
  }

  @Test func theSandboxsErrorsAreSaidInTheInterfaceLanguage() throws {
    let rep = try failure("repeat_much")
    #expect(
      rep.english
        == "plugin 'words' failed: words.lua:9: string.rep: the result would be 1099511627776 "
        + "bytes from 1099511627776 copies; the sandbox limit is \(testLimits.maxStringBytes) bytes"
    )
    #expect(!rep.pseudo.contains("sandbox limit") && rep.pseudo.contains("1099511627776"))
    let seed = try failure("seed")
    #expect(
      seed.english.hasSuffix(
        "randomness is seeded by the session; use math.random or trivium.random"))
    #expect(!seed.pseudo.contains("seeded by"), "\(seed.pseudo)")
    // Caught and raised again unchanged, it is still the sandbox's.
    #expect(!(try failure("caught_and_raised").pseudo.contains("sandbox limit")))
    let object = try failure("table_error")
    #expect(object.english.hasSuffix("(error object is a table value)"))
    #expect(!object.pseudo.contains("error object"), "\(object.pseudo)")
    let random = try failure("bad_random")
    #expect(random.english.hasSuffix("random: the interval [3, 1] is empty"))
    #expect(!random.pseudo.contains("interval"), "\(random.pseudo)")
  }

  @Test func aPluginsOwnWordsStayAsItWroteThem() throws {
    let own = try failure("own")
    #expect(own.pseudo.contains("the sandbox limit is 1 bytes"), "\(own.pseudo)")
  }

  @Test func theFieldChecksAreSaidInTheInterfaceLanguage() throws {
    let type = try LuaQuestionType(plugin: try plugin())
    let problems = try type.validate(["answer": ["a", 2]], random: random)
    #expect(
      problems.map(\.message.description) == [
        "answer: item 2 must be a string, not an integer", "text is required: a string",
      ])
    let pseudo = Localizer.$current.withValue(.pseudo) { problems.map(\.message.translated) }
    for text in pseudo {
      for english in ["must be", "is required", "string", "integer"] {
        #expect(!text.contains(english), "\(text)")
      }
    }
    // The field names are the plugin's.
    #expect(pseudo[0].contains("answer") && pseudo[1].contains("text"))
  }

  @Test func aSchemaProblemAtLoadIsSaidInTheInterfaceLanguage() throws {
    let source = """
      return {
        kind = "question-type", id = "s", api = 2, name = "S",
        fields = { answer = { type = "strng" } },
        view = function() return {} end, solve = function() return {} end,
      }
      """
    do {
      _ = try LuaPlugin(id: "s", source: source, chunkName: "s.lua", limits: testLimits)
      Issue.record("the schema was accepted")
    } catch {
      #expect(
        error.message
          == #"field "answer": unknown kind "strng" (known: any, boolean, integer, list, map, "#
          + "number, string)")
      let pseudo = Localizer.$current.withValue(.pseudo) { error.translated }
      #expect(!pseudo.contains("unknown kind") && pseudo.contains("strng"), "\(pseudo)")
    }
  }

  /// The answer the default summary shows is joined with the punctuation of the session's
  /// content language (issue 30, item 5).
  @Test func aJoinedAnswerUsesItsLanguagesPunctuation() throws {
    let source = """
      return {
        kind = "question-type", id = "pick", api = 2, name = "P",
        actions = { toggle = function(_, state, action) state[action.key] = true end },
        grade = function() return true end,
        view = function(_, state)
          return { { type = "choices", id = "c", multiple = true, choices = {
            { key = "A", text = "星期三", selected = state.A == true },
            { key = "B", text = "星期五", selected = state.B == true } } } }
        end,
        solve = function() return { { op = "toggle", key = "A" } } end,
      }
      """
    let type = try LuaQuestionType(
      plugin: LuaPlugin(id: "pick", source: source, chunkName: "pick.lua", limits: testLimits))
    let question: Value = ["text": "?"]
    func summary(_ language: ContentLanguage?) throws -> String {
      type.startSession(seed: 1, language: language)
      var state = try type.initialState(for: question, random: random)
      for key in ["A", "B"] {
        state = try type.apply(
          ["op": "toggle", "key": .string(key)], to: state, question: question, random: random)
      }
      return try type.summary(state, question: question, random: random)
    }
    #expect(try summary(ContentLanguage("zh-Hans", gameDefault: "zh-Hans")) == "A：星期三、B：星期五")
    #expect(try summary(nil) == "A: 星期三, B: 星期五")
  }
}
