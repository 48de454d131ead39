import QuizCore
import Testing

@testable import LuaHost

/// A newcomer's header mistakes are told as such, before any other field is read, and the
/// message never depends on a table's order.
@Suite("Newcomer mistakes in a plugin's header")
struct NewcomerHeaderTests {
  /// An API 2 question type whose `actions` table holds functions, with `header` in front.
  func type(_ header: String) -> String {
    """
    return {
      \(header)
      name = "Hangman",
      actions = {
        pick = function(q, state, action) return state end,
        unpick = function(q, state, action) return state end,
      },
      view = function() return {} end,
      grade = function() return true end,
      solve = function() return {} end,
    }
    """
  }

  func problem(_ source: String, id: String = "hangman") -> PluginError? {
    do {
      _ = try LuaPlugin(
        id: id, source: source, chunkName: "plugins/types/\(id).lua",
        header: .kind(.questionType))
      Issue.record("expected the plugin to be refused")
      return nil
    } catch {
      return error
    }
  }

  @Test("a missing api is named, not a function in another field")
  func missingAPI() {
    for _ in 0..<3 {
      let error = problem(type("kind = \"question-type\","))
      #expect(
        error?.message.hasPrefix("field 'api' is missing") == true, "\(String(describing: error))")
    }
  }

  @Test("a kind that does not match the folder is named")
  func wrongKind() {
    let error = problem(type("kind = \"bot\", api = 2,"))
    #expect(
      error?.message.hasPrefix("field 'kind' is \"bot\", but a plugin in plugins/types/") == true,
      "\(String(describing: error))")
  }

  @Test("an id that differs from the file name is refused, on its line")
  func idDiffersFromFileName() {
    let error = problem(type("kind = \"question-type\", api = 2,\n  id = \"hang\","))
    #expect(error?.line == 3, "\(String(describing: error))")
    #expect(
      error?.message.hasPrefix(
        "field 'id' is \"hang\", but a plugin in plugins/types/ is known by its file name, "
          + "'hangman'") == true, "\(String(describing: error))")
  }
}
