import QuizCore
import Testing

@testable import LuaHost

/// A bot's declared settings: the declaration is checked when the bot loads, the settings a
/// tournament gives when it is configured.
@Suite struct BotParametersTests {
  func bot(_ params: String) throws -> LuaBot {
    try LuaBot(
      plugin: inlinePlugin(
        "return { kind = 'bot', id = 'b', api = 1, params = \(params), act = function() return { op = 'finish' } end }"
      ))
  }

  @Test func aBadDeclarationIsAPluginError() throws {
    for (params, message) in [
      ("3", "params must be a table of settings by name"),
      ("{ x = 1 }", "params.x must be a table such as"),
      ("{ x = { type = 'float' } }", "params.x.type must be"),
      ("{ x = { type = 'number', mni = 0 } }", "params.x.mni is not a known field"),
      (
        "{ x = { type = 'number', min = 'low' } }",
        "params.x.min must be a finite number, not a string"
      ),
      ("{ x = { type = 'string', one_of = { 1 } } }", "params.x.one_of[1] must be a string, not 1"),
    ] {
      do {
        _ = try bot(params)
        Issue.record("\(params) was accepted")
      } catch let error as PluginError {
        #expect(error.kind == .invalidPlugin)
        #expect(error.message.hasPrefix(message), "\(error.message)")
      } catch {
        Issue.record("\(params): \(error)")
      }
    }
  }

  @Test func givenSettingsAreCheckedByTypeAndRange() throws {
    let declared = try bot(
      "{ n = { type = 'number', min = 0, max = 1 }, i = { type = 'integer', min = 1 }, "
        + "s = { type = 'string', one_of = { 'calm', 'bold' } }, b = { type = 'boolean' } }")
    try declared.configure(["n": 0.5, "i": 3, "s": "bold", "b": true])
    #expect(declared.params["i"] == 3)
    for (given, message) in [
      (["n": 2] as Value, "params.n must be a finite number from 0 to 1, not 2"),
      (["i": 1.5], "params.i must be an integer of at least 1, not 1.5"),
      (["i": 0], "params.i must be an integer of at least 1, not 0"),
      (["s": "loud"], #"params.s must be one of "calm", "bold", not "loud""#),
      (["b": "yes"], #"params.b must be true or false, not "yes""#),
      (["z": 1], "params.z unknown setting (this bot takes b, i, n, s)"),
      ([1, 2], "params must be an object of settings"),
    ] {
      #expect(throws: BotParametersError.self) { try declared.configure(given) }
      do { try declared.configure(given) } catch { #expect(error.description == message) }
    }
    let none = try bot("{}")
    #expect(throws: BotParametersError.self) { try none.configure(["x": 1]) }
    try none.configure(.null)
  }
}
