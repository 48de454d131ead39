import Localization
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
  /// The plugin's `graded` (default true): false for a card no one marks.
  public let graded: Bool
  /// Whether the type has a `hint` function (one of plugin API 2 may leave it out).
  public let offersHints: Bool
  /// The plugin's functions, looked up once: `view` and `complete` run for every view
  /// shown, `act` for every move.
  let functions: Functions

  struct Functions {
    let validate, initial, act, complete, grade, analysis, view, solve, summary: LuaFunction
    let hint, shape: LuaFunction?

    init(_ plugin: LuaPlugin) throws(PluginError) {
      validate = try plugin.function("validate")
      initial = try plugin.function("init")
      act = try plugin.function("act")
      complete = try plugin.function("complete")
      grade = try plugin.function("grade")
      hint = plugin.hasFunction("hint") ? try plugin.function("hint") : nil
      shape = plugin.hasFunction("shape") ? try plugin.function("shape") : nil
      analysis = try plugin.function("analysis")
      view = try plugin.function("view")
      solve = try plugin.function("solve")
      summary = try plugin.function("summary")
    }
  }

  /// The functions a type of plugin API 1 writes out. One of API 2 writes `act` (or an
  /// `actions` table), `grade`, `view` and `solve`, and may add `hint`: the prelude supplies
  /// the rest (the end of the prelude, `prelude.lua`).
  static let required = [
    "validate", "init", "act", "complete", "grade", "hint", "analysis", "view", "solve",
    "summary",
  ]

  /// Wraps a loaded plugin; fails when it is not a question type or lacks a function.
  public init(plugin: LuaPlugin) throws(PluginError) {
    guard plugin.fields["kind"]?.stringValue == "question-type" else {
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        words: Phrase(
          trLater("is not a question type (its table needs kind = \"question-type\")")))
    }
    let api = plugin.fields["api"]?.intValue ?? 1
    let missing = Self.required.filter {
      !plugin.hasFunction($0) && !(api >= 2 && $0 == "hint")
    }
    guard missing.isEmpty else {
      let names = missing.map { api >= 2 && $0 == "act" ? "act (or an actions table)" : $0 }
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        words: Phrase(
          trLater("a question type needs the functions {names}"),
          ["names": .text(names.joined(separator: ", "))]))
    }
    self.plugin = plugin
    id = plugin.fields["id"]?.stringValue ?? plugin.id
    let fields: DecodedFields
    switch Self.schema.decode(plugin.fields) {
    case .success(let decoded): fields = decoded
    case .failure(let problem):
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        words: PluginError.fieldWords(problem), file: plugin.mainFile,
        line: problem.path.topField.flatMap(plugin.line(ofField:)))
    }
    hintCost = fields.int("hint_cost")
    autoCheck = fields.bool("auto_check") ?? false
    graded = fields.bool("graded") ?? true
    offersHints = plugin.hasFunction("hint")
    functions = try Functions(plugin)
  }

  /// The plain fields the host reads from a type's table (the rest are the type's own, its
  /// `fields` schema checked by the prelude). A negative `hint_cost` would add points.
  static let schema = FieldSchema(
    [
      "hint_cost": .integer(in: 0...ClassicRules.pointsLimit),
      "auto_check": .boolean(),
      "graded": .boolean(),
    ], unknownKeys: .allow)

  /// Starts the session in a fresh Lua state (`LuaPlugin.startSession`).
  public func startSession(seed: UInt64) { startSession(seed: seed, language: nil) }

  /// Starts the session, with `trivium.lang` the session's content language.
  public func startSession(seed: UInt64, language: ContentLanguage?) {
    plugin.startSession()
    plugin.contentLanguage = language
  }

  /// Calls `function` with the question (pushed once and reused), the answer state (the
  /// table the plugin returned for it, when still kept) and what `more` adds, and reads its
  /// first result with `result`.
  func invoke<Output>(
    _ function: LuaFunction, question: Value, state: Value?,
    more: (inout LuaArguments) -> Void = { _ in }, random: SeededRandom,
    result: (inout LuaResult) throws(PluginError) -> Output
  ) throws(PluginError) -> Output {
    plugin.random = random
    return try plugin.call(
      function,
      arguments: { arguments in
        arguments.addShared(question)
        if let state { arguments.addReturned(state) }
        more(&arguments)
      },
      result: result)
  }

  /// `invoke`, with any failure reported as the plugin's; the result as a general value (kept
  /// for passing back when it is a new state).
  func call(
    _ function: LuaFunction, question: Value, state: Value? = nil,
    more: (inout LuaArguments) -> Void = { _ in }, returnsState: Bool = false,
    random: SeededRandom
  ) throws(QuizError) -> Value {
    do {
      return try invoke(
        function, question: question, state: state, more: more, random: random,
        result: { result in returnsState ? result.returnedValue() : result.value() })
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.locatedMessage)
    }
  }

  func failure(_ function: String, _ expectation: Phrase.Value, got value: Value) -> QuizError {
    .pluginFailed(
      plugin: plugin.id,
      message: PluginMessage(
        trLater("{function} must return {expectation}, not {kind}"),
        ["function": .text(function), "expectation": expectation, "kind": .phrase(value.kindWords)]
      ))
  }

  /// The problems `validate` lists, read in place: at most `SandboxLimits.maxProblems` of
  /// them (a last one counts the rest), each field and message cut to `maxErrorLength`
  /// bytes, so a plugin cannot make the host hold a million problems or a huge message.
  public func validate(_ question: Value, random: SeededRandom) throws(QuizError)
    -> [ValidationProblem]
  {
    let limits = plugin.limits
    let read: Result<[ValidationProblem], QuizError>
    do {
      read = try invoke(functions.validate, question: question, state: nil, random: random) {
        result throws(PluginError) in
        guard let count = result.listCount else {
          let value = result.value()
          if value == .null { return .success([]) }
          return .failure(
            failure(
              "validate", .phrase(Phrase(trLater("a list of problems"))), got: value))
        }
        var problems: [ValidationProblem] = []
        for position in stride(from: 1, through: min(count, limits.maxProblems), by: 1) {
          problems.append(
            try result.item(position) { item throws(PluginError) in
              func text(_ key: String) -> (text: String, cut: Bool)? {
                item.string(key, maxBytes: limits.maxErrorLength)
              }
              let field = text("field")
              let message = text("message").map { text, cut in
                cut
                  ? PluginMessage(
                    trLater("{message} (message truncated)"), ["message": .text(text)])
                  // The prelude's schema checks are words of ours; the type's own are its.
                  : plugin.said.words(for: text).map(PluginMessage.init) ?? .verbatim(text)
              }
              return ValidationProblem(
                field: field?.text ?? "", fieldCut: field?.cut ?? false,
                message: message ?? "invalid")
            })
        }
        if count > limits.maxProblems {
          problems.append(
            ValidationProblem(
              field: "",
              message: PluginMessage(
                trLater(
                  "and {n} more problems (validate may report at most {limit}: sandbox limit)"),
                ["n": .number(count - limits.maxProblems), "limit": .number(limits.maxProblems)])
            ))
        }
        return .success(problems)
      }
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.locatedMessage)
    }
    return try read.get()
  }

  public func initialState(for question: Value, random: SeededRandom) throws(QuizError) -> Value {
    try call(functions.initial, question: question, returnsState: true, random: random)
  }

  public func apply(_ action: Value, to state: Value, question: Value, random: SeededRandom)
    throws(QuizError) -> Value
  {
    let new: Value
    do {
      new = try invoke(
        functions.act, question: question, state: state, more: { $0.add(action) },
        random: random, result: { result in result.returnedValue() })
    } catch  where error.kind == .runtime {
      throw .actionRefused(error.message)
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.locatedMessage)
    }
    // A state that was a table comes back as one: anything else (nil, true) is a mistake of
    // the action, said here rather than as the `view` that fails on it next.
    if state.isTable, !new.isTable {
      let name = action["op"].stringValue.map {
        Phrase(trLater("action \"{op}\""), ["op": .text(Untrusted.line($0, limit: 40))])
      }
      throw .pluginFailed(
        plugin: plugin.id,
        message: PluginMessage(
          trLater(
            "{function} must return the new state (a table, as the state it was given), not "
              + "{kind}; an action of an actions table may return nothing to keep the changed copy"
          ), ["function": name.map { .phrase($0) } ?? "act", "kind": .phrase(new.kindWords)]))
    }
    return new
  }

  public func isComplete(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> Bool
  {
    let result = try call(functions.complete, question: question, state: state, random: random)
    guard let complete = result.boolValue else {
      throw failure("complete", .phrase(Phrase(trLater("a boolean"))), got: result)
    }
    return complete
  }

  public func grade(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> Grade
  {
    // Graded after every check: the two fields are read in place, with no `Value` built.
    let read: (grade: Grade?, result: Value)
    do {
      read = try invoke(functions.grade, question: question, state: state, random: random) {
        result in
        // A fraction past 1 counts as 1, but an infinite or NaN one is no grade at all: a
        // "partial" of inf would otherwise score as full marks.
        if let fraction = result.number("fraction"), fraction.isFinite,
          let verdict = result.string("verdict").flatMap(Verdict.init(rawValue:))
        {
          return (Grade(fraction: min(1, max(0, fraction)), verdict: verdict), .null)
        }
        return (nil, result.value())
      }
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.locatedMessage)
    }
    guard let grade = read.grade else { throw gradeFailure(read.result) }
    return grade
  }

  /// What is wrong with a grade that could not be read: its verdict or fraction by name when
  /// it is a map.
  func gradeFailure(_ result: Value) -> QuizError {
    let verdicts = Verdict.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    guard result.mapValue != nil else {
      let table = "{fraction = 0..1, verdict = \"right\"|\"partial\"|\"wrong\"}"
      // A type of API 2 may also return the short forms the prelude reads (full_grade).
      guard (plugin.fields["api"]?.intValue ?? 1) >= 2 else {
        return failure("grade", .text(table), got: result)
      }
      return failure(
        "grade",
        .phrase(
          Phrase(
            trLater("true, false, a fraction from 0 to 1, or {table}"), ["table": .text(table)])
        ), got: result)
    }
    let message: PluginMessage
    if let verdict = result["verdict"].stringValue, Verdict(rawValue: verdict) == nil {
      message = PluginMessage(
        trLater("grade returned verdict = \"{verdict}\": a verdict is one of {verdicts}"),
        ["verdict": .text(Untrusted.line(String(verdict.prefix(40)))), "verdicts": .text(verdicts)])
    } else if result["verdict"] == .null {
      message = PluginMessage(
        trLater("grade must return a verdict ({verdicts}) with its fraction"),
        ["verdicts": .text(verdicts)])
    } else if result["verdict"].stringValue == nil {
      message = PluginMessage(
        trLater("grade's verdict must be a string ({verdicts}), not {kind}"),
        ["verdicts": .text(verdicts), "kind": .phrase(result["verdict"].kindWords)])
    } else if case .failure(let problem) = CheckedNumber.number(result["fraction"], in: 0...1) {
      message = PluginMessage(trLater("grade's fraction {problem}"), ["problem": .of(problem)])
    } else {
      message = PluginMessage(trLater("grade's fraction must be a finite number from 0 to 1"), [:])
    }
    return .pluginFailed(plugin: plugin.id, message: message)
  }

  public func hint(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> HintResult?
  {
    guard let function = functions.hint else { return nil }
    let result = try call(function, question: question, state: state, random: random)
    if result == .null { return nil }
    guard result.mapValue != nil else {
      throw failure(
        "hint",
        .phrase(Phrase(trLater("{shape} or nil"), ["shape": "{state = ..., message = ...}"])),
        got: result)
    }
    // Said here, not later as a `view` failing on the state the hint left.
    guard result["state"] != .null else {
      throw .pluginFailed(
        plugin: plugin.id,
        message: PluginMessage(
          trLater("hint must return {shape}: its state is missing"),
          ["shape": .text("{state = <the new state>, message = ...}")]))
    }
    let message = result["message"]
    guard message == .null || message.stringValue != nil else {
      throw .pluginFailed(
        plugin: plugin.id,
        message: PluginMessage(
          trLater("hint's message must be a string, not {kind}"),
          ["kind": .phrase(message.kindWords)]))
    }
    return HintResult(state: result["state"], message: message.stringValue ?? "")
  }

  public func analysis(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> Value
  {
    try call(functions.analysis, question: question, state: state, random: random)
  }

  public func view(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> Value
  {
    let result = try call(
      functions.view, question: question, state: state, more: { $0.addViewInfo(info) },
      random: random)
    return try checkedView(result)
  }

  /// `result` if `view` returned a list, as it must.
  func checkedView(_ result: Value) throws(QuizError) -> Value {
    guard result.arrayValue != nil else {
      throw failure("view", .phrase(Phrase(trLater("a list of widgets"))), got: result)
    }
    return result
  }

  /// The view read where it lies into widgets (`LuaResult.widgets()`); a view it does not
  /// plainly accept is read as a value and parsed, as `view` and the default `widgets` do.
  public func widgets(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> [Widget]
  {
    switch try readView(state, question: question, info: info, random: random) {
    case .widgets(let widgets): return widgets
    case .value(let result):
      return try widgets(parsing: checkedView(result), info: info, ownFrom: plugin.viewOffset)
    }
  }

  /// How a view was read.
  enum ViewRead {
    /// In place, plainly valid.
    case widgets([Widget])
    /// As a value, to be checked and parsed.
    case value(Value)
  }

  /// Calls `view` and reads its result in place when it can, as a value otherwise.
  func readView(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> ViewRead
  {
    plugin.viewOffset = 0
    do {
      return try invoke(
        functions.view, question: question, state: state, more: { $0.addViewInfo(info) },
        random: random,
        result: { result in
          if let widgets = result.widgets() { return .widgets(widgets) }
          return .value(result.value())
        })
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.locatedMessage)
    }
  }

  public func solve(_ question: Value, random: SeededRandom) throws(QuizError) -> [Value] {
    let result = try call(functions.solve, question: question, random: random)
    guard let actions = result.arrayValue else {
      throw failure("solve", .phrase(Phrase(trLater("a list of actions"))), got: result)
    }
    return actions
  }

  public func summary(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> String
  {
    let result = try call(functions.summary, question: question, state: state, random: random)
    return result.stringValue ?? ""
  }
}

extension LuaArguments {
  /// Adds `info` as the table `view` takes, written straight onto the stack.
  fileprivate mutating func addViewInfo(_ info: ViewInfo) {
    addTable(fields: 2) { table in
      if let verdict = info.verdict { table.set("verdict", verdict.rawValue) }
      table.set("revealed", info.revealed)
    }
  }
}

extension Value {
  /// Whether the value is a Lua table (a map or a list).
  fileprivate var isTable: Bool { mapValue != nil || arrayValue != nil }
}
