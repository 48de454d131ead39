import QuizCore

/// A question-type plugin seen through QuizCore's `QuestionType` protocol.
///
/// An error raised by the plugin's `act` is the contract's way to refuse an action, so it
/// becomes `actionRefused`; every other failure, and any failure past a sandbox limit, is
/// `pluginFailed` with the plugin's file and line.
public final class LuaQuestionType: QuestionType {
  /// The plugin behind this type.
  public let plugin: LuaPlugin
  /// The type's id (the plugin's `id` field, else the plugin id).
  public let id: String
  /// The plugin's `hint_cost`, if it has one.
  public let hintCost: Int?
  /// The plugin's `auto_check`.
  public let autoCheck: Bool
  /// `grade`, looked up once: it runs after every check.
  let gradeFunction: LuaFunction

  static let required = [
    "validate", "init", "act", "complete", "grade", "hint", "analysis", "view", "solve",
    "summary",
  ]

  /// Wraps a loaded plugin; fails when it is not a question type or lacks a function.
  public init(plugin: LuaPlugin) throws(PluginError) {
    guard plugin.fields["kind"]?.stringValue == "question-type" else {
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        message: "is not a question type (its table needs kind = \"question-type\")")
    }
    let missing = Self.required.filter { !plugin.hasFunction($0) }
    guard missing.isEmpty else {
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        message: "a question type needs the functions \(missing.joined(separator: ", "))")
    }
    self.plugin = plugin
    id = plugin.fields["id"]?.stringValue ?? plugin.id
    hintCost = plugin.fields["hint_cost"]?.intValue.map { Int($0) }
    autoCheck = plugin.fields["auto_check"]?.boolValue ?? false
    gradeFunction = try plugin.function("grade")
  }

  func call(_ name: String, _ arguments: [Value], random: SeededRandom) throws(QuizError) -> Value {
    plugin.random = random
    do {
      // Every function takes the question first: its table is pushed once and reused.
      return try plugin.call(name, arguments, sharing: 1)
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.located)
    }
  }

  func failure(_ function: String, _ expectation: String, got value: Value) -> QuizError {
    .pluginFailed(
      plugin: plugin.id,
      message: "\(function) must return \(expectation), not \(value.kindWithArticle)")
  }

  public func validate(_ question: Value, random: SeededRandom) throws(QuizError)
    -> [ValidationProblem]
  {
    let result = try call("validate", [question], random: random)
    if result == .null { return [] }
    guard let list = result.arrayValue else {
      throw failure("validate", "a list of problems", got: result)
    }
    return list.map { problem in
      ValidationProblem(
        field: problem["field"].stringValue ?? "",
        message: problem["message"].stringValue ?? "invalid")
    }
  }

  public func initialState(for question: Value, random: SeededRandom) throws(QuizError) -> Value {
    try call("init", [question], random: random)
  }

  public func apply(_ action: Value, to state: Value, question: Value, random: SeededRandom)
    throws(QuizError) -> Value
  {
    plugin.random = random
    do {
      return try plugin.call("act", [question, state, action], sharing: 1)
    } catch  where error.kind == .runtime {
      throw .actionRefused(error.message)
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.located)
    }
  }

  public func isComplete(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> Bool
  {
    let result = try call("complete", [question, state], random: random)
    guard let complete = result.boolValue else {
      throw failure("complete", "a boolean", got: result)
    }
    return complete
  }

  public func grade(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> Grade
  {
    // Graded after every check: the two fields are read in place, with no `Value` built.
    plugin.random = random
    let read: (grade: Grade?, result: Value)
    do {
      read = try plugin.call(
        gradeFunction,
        arguments: { arguments in
          arguments.addShared(question)
          arguments.add(state)
        },
        result: { result in
          if let fraction = result.number("fraction"),
            let verdict = result.string("verdict").flatMap(Verdict.init(rawValue:))
          {
            return (Grade(fraction: min(1, max(0, fraction)), verdict: verdict), .null)
          }
          return (nil, result.value())
        })
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.located)
    }
    guard let grade = read.grade else {
      throw failure(
        "grade", "{fraction = 0..1, verdict = \"right\"|\"partial\"|\"wrong\"}",
        got: read.result)
    }
    return grade
  }

  public func hint(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> HintResult?
  {
    let result = try call("hint", [question, state], random: random)
    if result == .null { return nil }
    guard result.mapValue != nil else {
      throw failure("hint", "{state = ..., message = ...} or nil", got: result)
    }
    return HintResult(state: result["state"], message: result["message"].stringValue ?? "")
  }

  public func analysis(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> Value
  {
    try call("analysis", [question, state], random: random)
  }

  public func view(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> Value
  {
    let result = try call("view", [question, state, info.value], random: random)
    guard result.arrayValue != nil else { throw failure("view", "a list of widgets", got: result) }
    return result
  }

  public func solve(_ question: Value, random: SeededRandom) throws(QuizError) -> [Value] {
    let result = try call("solve", [question], random: random)
    guard let actions = result.arrayValue else {
      throw failure("solve", "a list of actions", got: result)
    }
    return actions
  }

  public func summary(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> String
  {
    let result = try call("summary", [question, state], random: random)
    return result.stringValue ?? ""
  }
}
