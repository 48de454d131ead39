import Localization
import LuaHost
import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// A question whose type breaks the widget contract shows why in the interface language,
/// while the session keeps the English words (issue 30).
@Suite struct PluginFailureLanguageTests {
  /// A question type whose view has a field no text widget has.
  static let source = """
    local function none() return nil end
    return {
      kind = "question-type", id = "colour", api = 1, name = "C",
      validate = function() return {} end,
      init = function() return {} end,
      act = function(_, state) return state end,
      complete = function() return false end,
      grade = function() return { fraction = 1, verdict = "right" } end,
      hint = none, analysis = function() return {} end,
      view = function() return { { type = "text", text = "?", colour = "red" } } end,
      solve = function() return {} end,
      summary = function() return "" end,
    }
    """

  @Test func theQuestionScreenSaysTheTypesFailureInTheInterfaceLanguage() throws {
    var types = QuestionTypes()
    types.register(
      try LuaQuestionType(
        plugin: LuaPlugin(id: "colour", source: Self.source, chunkName: "colour.lua")))
    var game = try builtInGame("question-bank")
    game.questions = [["id": "q1", "type": "colour", "text": "?"]]
    let size = Size(width: 100, height: 30)
    let screen = Localizer.$current.withValue(.pseudo) { () -> String in
      let play = GameController(
        session: Session(game: game, seed: 1),
        environment: SessionEnvironment(types: types), now: 100, theme: .fallback)
      _ = play.render(size: size, context: plainContext(now: 100))
      play.advance(to: 101)
      return play.render(size: size, context: plainContext(now: 101)).buffer.lines
        .joined(separator: "\n")
    }
    // The words of ours are translated: only the plugin's names are left in English.
    for english in ["unknown field", "a text widget has", "returned widgets", "failed"] {
      #expect(!screen.contains(english), "\(english) in\n\(screen)")
    }
    #expect(screen.contains("colour"), "\(screen)")
  }

  @Test func theSessionKeepsTheEnglishWordsWhateverTheInterfaceLanguage() throws {
    var types = QuestionTypes()
    types.register(
      try LuaQuestionType(
        plugin: LuaPlugin(id: "colour", source: Self.source, chunkName: "colour.lua")))
    var game = try builtInGame("question-bank")
    game.questions = [["id": "q1", "type": "colour", "text": "?"]]
    let environment = SessionEnvironment(types: types)
    let view = Localizer.$current.withValue(.pseudo) { () -> SessionView in
      var session = Session(game: game, seed: 1)
      _ = reduce(&session, .start, environment)
      return session.snapshot(environment)
    }
    #expect(
      view.failure
        == "plugin 'colour' failed: view (no verdict, analysis hidden) returned widgets the "
        + "plugin API does not know (docs/plugin-api.md): view[1].colour: unknown field (a text "
        + "widget has text, style, reveal)")
    // Saved as data, read back: the same error, its English kept as it is.
    let saved = try #require(view.failureError)
    let read = try #require(QuizError(value: saved.value))
    #expect(read == saved)
    #expect(Localizer.$current.withValue(.pseudo) { read.translated }.contains("unknown field"))
  }
}
