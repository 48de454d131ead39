import LuaHost
import QuizCore
import Testing

@Suite("Rules fields for time and reveal, checked where the rules plugin is read")
struct RulesFieldsTests {
  func rules(_ fields: String) throws -> LuaRules {
    try LuaRules(plugin: inlinePlugin("return {\n  kind = \"rules\",\n\(fields)\n}\n"))
  }

  func problem(_ fields: String) -> PluginError? {
    do {
      _ = try rules(fields)
      Issue.record("expected the rules to be refused")
      return nil
    } catch {
      return error as? PluginError
    }
  }

  @Test("time_limit, question_time and reveal are read; by default there is none")
  func read() throws {
    let timed = try rules("  time_limit = 600,\n  question_time = 45.5,\n  reveal = \"end\",")
    #expect(timed.timeLimit == .seconds(600))
    #expect(timed.questionTime == .milliseconds(45_500))
    #expect(timed.reveal == .atEnd)
    let plain = try rules("")
    #expect(plain.timeLimit == nil)
    #expect(plain.questionTime == nil)
    #expect(plain.reveal == .eachCheck)
    #expect(try rules("  reveal = \"check\",").reveal == .eachCheck)
  }

  @Test("a wrong value is refused with the plugin's file and the field's line")
  func refused() {
    let reveal = problem("  right = 100,\n  reveal = \"later\",")
    #expect(
      reveal?.description
        == "plugin 'inline' at inline.lua:4: field 'reveal' must be one of \"check\", \"end\", "
        + "not \"later\"")
    for (field, value) in [
      ("time_limit", "0"), ("time_limit", "-5"), ("time_limit", "86401"),
      ("time_limit", "\"600\""), ("question_time", "3601"), ("question_time", "0/0"),
    ] {
      let error = problem("  \(field) = \(value),")
      #expect(error?.file == "inline.lua")
      #expect(error?.line == 3)
      #expect(
        error?.message.hasPrefix("field '\(field)' must be a finite number from 0.001 to ") == true,
        "\(String(describing: error))")
    }
    #expect(problem("  reveal = true,")?.line == 3)
  }

  @Test("a misspelt field is refused, naming it, its line and the known fields")
  func unknownFieldRefused() {
    let error = problem("  right = 100,\n  rigth = 50,")
    #expect(error?.line == 4)
    #expect(error?.message.hasPrefix("field 'rigth' is not a known field (known: ") == true)
    #expect(error?.message.contains("right") == true)
  }

  @Test("auto_advance of math.huge or 1e16, and right = math.maxinteger, are refused by name")
  func trappingNumbersRefused() {
    for (field, value) in [
      ("auto_advance", "math.huge"), ("auto_advance", "1e16"), ("right", "math.maxinteger"),
      ("hint_cost", "-100"), ("streak_bonus", "{every = 0, points = 5}"),
    ] {
      let error = problem("  \(field) = \(value),")
      #expect(error?.line == 3, "\(field) = \(value)")
      #expect(error?.message.hasPrefix("field '\(field)") == true, "\(String(describing: error))")
    }
  }

  @Test("the other fields' problems name their line too")
  func otherFieldsPlaced() {
    #expect(problem("\n  auto_advance = \"soon\",")?.line == 4)
  }
}
