import Foundation
import LuaHost
import QuizCore
import Testing

/// `trivium.lang` and `trivium.text` in a question type: the session's content language, and
/// the variant of a table with the fallback of `ContentLanguage` (QuizCore's rule).
@Suite struct ContentLanguagePluginTests {
  static let source = """
    local said = { en = "Say it", ["zh-Hans"] = "说出来" }
    return {
      kind = "question-type", id = "say", api = 2, name = "Say",
      label = { en = "Say", ["zh-Hans"] = "说" },
      fields = { answer = { type = "string", required = true } },
      actions = { say = function(_, state, action) state.word = action.word end },
      grade = function(q, state) return state.word == q.answer end,
      hint = function(q, state)
        return { state = state, message = trivium.text(said) .. " " .. tostring(trivium.lang) }
      end,
      view = function() return {} end,
      solve = function(q) return { { op = "say", word = q.answer } } end,
    }
    """
  let question: Value = ["id": "q1", "type": "say", "text": "?", "answer": "b"]
  let random = SeededRandom(seed: 1)

  func hint(_ type: LuaQuestionType, _ language: ContentLanguage?) throws -> String? {
    type.startSession(seed: 1, language: language)
    let state = try type.initialState(for: question, random: random)
    return try type.hint(state, question: question, random: random)?.message
  }

  @Test func theSessionLanguagePicksThePluginsTexts() throws {
    let type = try LuaQuestionType(
      plugin: LuaPlugin(id: "say", source: Self.source, chunkName: "say.lua", limits: testLimits))
    #expect(try hint(type, ContentLanguage("zh-Hans", gameDefault: "en")) == "说出来 zh-Hans")
    #expect(try hint(type, ContentLanguage("en", gameDefault: "zh-Hans")) == "Say it en")
    // A language the table lacks: the game's default, then English.
    #expect(try hint(type, ContentLanguage("fr", gameDefault: "zh-Hans")) == "说出来 fr")
    #expect(try hint(type, ContentLanguage("fr", gameDefault: "de")) == "Say it fr")
    // A game that declares no languages: no `trivium.lang`, English texts.
    #expect(try hint(type, nil) == "Say it nil")
  }

  @Test func theLabelAndTheVerdictTextsFollowTheLanguage() throws {
    let type = try LuaQuestionType(
      plugin: LuaPlugin(id: "say", source: Self.source, chunkName: "say.lua", limits: testLimits))
    func texts(_ language: ContentLanguage?) throws -> [String] {
      type.startSession(seed: 1, language: language)
      let state = try type.apply(
        ["op": "say", "word": "b"], to: try type.initialState(for: question, random: random),
        question: question, random: random)
      let view = try type.view(
        state, question: question, info: ViewInfo(verdict: .right), random: random)
      return (view.arrayValue ?? []).compactMap { $0["text"].stringValue }
    }
    #expect(try texts(ContentLanguage("zh-Hans")) == ["说", "?", "答对了！"])
    #expect(try texts(ContentLanguage("en")) == ["Say", "?", "Right!"])
    #expect(try texts(nil) == ["Say", "?", "Right!"])
  }

  /// `trivium.join`: "；" between answers in Chinese, "; " in English and in a game without
  /// languages (as `table.concat` gave before, so those sessions' texts are unchanged).
  @Test func joinedAnswersUseThePunctuationOfTheirLanguage() throws {
    let source = """
      return {
        kind = "question-type", id = "two", api = 2, name = "Two",
        fields = { answer = { type = "string", required = true } },
        actions = { say = function() end },
        grade = function() return true end,
        hint = function(_, state)
          return { state = state, message = trivium.join({ "北京。", "上海" }) }
        end,
        view = function() return {} end,
        solve = function() return {} end,
      }
      """
    let type = try LuaQuestionType(
      plugin: LuaPlugin(id: "two", source: source, chunkName: "two.lua", limits: testLimits))
    #expect(try hint(type, ContentLanguage("zh-Hans", gameDefault: "en")) == "北京。；上海")
    #expect(try hint(type, ContentLanguage("zh-Hant", gameDefault: "en")) == "北京。；上海")
    #expect(try hint(type, ContentLanguage("en", gameDefault: "zh-Hans")) == "北京。; 上海")
    #expect(try hint(type, nil) == "北京。; 上海")
  }
}
