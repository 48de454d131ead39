import Localization
import LuaHost
import QuizCore
import Testing

/// Values that share their parts (a table or string reached by many paths) are paid for each
/// time a part is reached, so they end in a clear error, blamed on the plugin and function
/// that made them, instead of exponential work or gigabytes in the host.
@Suite("Budgets on values read from Lua")
struct ValueBudgetTests {
  let random = SeededRandom(seed: 1)

  func amplifyingType() throws -> LuaQuestionType {
    try LuaQuestionType(plugin: fixturePlugin("hostile/amplifying_type.lua"))
  }

  /// The message of the `QuizError` `body` throws; records an issue when it does not throw.
  func quizFailure(
    _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    do {
      try body()
      Issue.record("expected a failure", sourceLocation: sourceLocation)
    } catch let error as QuizError {
      return error.description
    } catch {
      Issue.record("not a QuizError: \(error)", sourceLocation: sourceLocation)
    }
    return ""
  }

  func expectNodeLimit(_ message: String, function: String) {
    #expect(
      message.hasPrefix(
        "plugin 'amplifying_type' failed: hostile/amplifying_type.lua: the result of '\(function)' "
          + "is over the limit of \(testLimits.maxValueNodes) nodes for one value"), "\(message)")
  }

  @Test("a view whose tables are shared 2^26 times over fails, naming the type and view")
  func sharedTablesInAView() throws {
    let type = try amplifyingType()
    var message = ""
    let seconds = elapsed {
      message = quizFailure {
        _ = try type.view(
          [:], question: ["attack": "doubling"], info: ViewInfo(),
          random: random)
      }
    }
    expectNodeLimit(message, function: "view")
    #expect(seconds < 30, "hang guard")
  }

  @Test("a state or a move result made of shared tables fails the same way")
  func sharedTablesInAState() throws {
    let type = try amplifyingType()
    expectNodeLimit(
      quizFailure { _ = try type.initialState(for: ["attack": "state"], random: random) },
      function: "init")
    expectNodeLimit(
      quizFailure {
        _ = try type.apply("go", to: [:], question: ["attack": "act"], random: random)
      }, function: "act")
  }

  @Test("a view with 1,500 references to one 1 MiB string is over the byte limit")
  func amplifiedStrings() throws {
    let type = try amplifyingType()
    let message = quizFailure {
      _ = try type.view(
        [:], question: ["attack": "strings"], info: ViewInfo(),
        random: random)
    }
    #expect(
      message.hasPrefix(
        "plugin 'amplifying_type' failed: hostile/amplifying_type.lua: the result of 'view' is "
          + "over the limit of \(testLimits.maxValueBytes) string bytes for one value"),
      "\(message)")
  }

  @Test("a bot's move made of shared tables fails, naming the bot")
  func sharedTablesInABotMove() throws {
    let bot = try LuaBot(plugin: fixturePlugin("hostile/amplifying_bot.lua"))
    let message = quizFailure { _ = try bot.decide(["view": []], random: random) }
    #expect(
      message.hasPrefix(
        "plugin 'amplifying_bot' failed: hostile/amplifying_bot.lua: the result of 'act' is over "
          + "the limit of \(testLimits.maxValueNodes) nodes"), "\(message)")
  }

  @Test("a description table holding shared tables fails the load, naming the plugin")
  func sharedTablesInADescription() throws {
    var error: PluginError?
    let seconds = elapsed {
      do {
        _ = try fixturePlugin("hostile/amplifying_description.lua")
        Issue.record("expected the load to fail")
      } catch let failure as PluginError {
        error = failure
      } catch {
        Issue.record("not a plugin error: \(error)")
      }
    }
    #expect(error?.kind == .badValue)
    #expect(
      error?.description
        == "plugin 'amplifying_description' at hostile/amplifying_description.lua: the "
        + "description table is over the limit of \(testLimits.maxValueNodes) nodes for one value "
        + "(sandbox limit; a table reached twice counts twice)")
    #expect(seconds < 30, "hang guard")
  }

  @Test("the general call path is bounded too, and an honest large result passes")
  func generalCalls() throws {
    let plugin = try fixturePlugin("hostile/amplifying_calls.lua")
    let error = try #require(callError(plugin, "result"))
    #expect(error.kind == .badValue)
    #expect(error.file == "hostile/amplifying_calls.lua")
    #expect(error.message.hasPrefix("the result of 'result' is over the limit of"))
    #expect(try plugin.call("honest").arrayValue?.count == 1000)
  }

  @Test("the limits are the plugin's own")
  func limitsAreSettable() throws {
    var limits = testLimits
    limits.maxValueNodes = 2000
    let plugin = try fixturePlugin("hostile/amplifying_calls.lua", limits: limits)
    // 1,000 rows of a table, an id and a text: 3,001 nodes.
    let error = try #require(callError(plugin, "honest"))
    #expect(error.message.contains("over the limit of 2000 nodes"))
    limits.maxValueNodes = 3001
    let roomy = try fixturePlugin("hostile/amplifying_calls.lua", limits: limits)
    #expect(try roomy.call("honest").arrayValue?.count == 1000)
  }

  @Test("validate reports at most maxProblems problems and counts the rest")
  func manyProblems() throws {
    let problems = try amplifyingType().validate(["attack": "many_problems"], random: random)
    #expect(problems.count == testLimits.maxProblems + 1)
    #expect(problems.first == ValidationProblem(field: "text", message: "problem"))
    #expect(
      problems.last?.message.description
        == "and \(100_000 - testLimits.maxProblems) more problems (validate may report at most "
        + "\(testLimits.maxProblems): sandbox limit)")
    // Words of the host, said in the interface language where validate shows them.
    let pseudo = Localizer.$current.withValue(.pseudo) { problems.last?.message.translated ?? "" }
    #expect(!pseudo.contains("more problems") && !pseudo.contains("sandbox limit"), "\(pseudo)")
  }

  @Test("validate's fields and messages are cut to maxErrorLength bytes, and say so")
  func longProblems() throws {
    let problems = try amplifyingType().validate(["attack": "long_problems"], random: random)
    #expect(problems.count == 3)
    for problem in problems {
      #expect(problem.fieldCut)
      for words in [problem.fieldWords, .phrase(problem.message.sentence)] {
        let text = words.description
        #expect(text.hasSuffix("é (message truncated)"))
        // Words of the host after the plugin's: in the interface language where shown.
        let pseudo = Localizer.$current.withValue(.pseudo) { words.translated }
        #expect(!pseudo.contains("(message truncated)"))
        let kept = text.utf8.count - " (message truncated)".utf8.count
        // "x" and whole two-byte characters: an odd limit backs off one byte.
        #expect(kept <= testLimits.maxErrorLength && kept >= testLimits.maxErrorLength - 1)
      }
    }
  }
}
