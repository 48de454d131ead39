import QuizCore

/// A rules plugin seen through QuizCore's `ScoringRules`: its plain fields configure the
/// seed's rules, and an optional `score(event)` function replaces the computed changes.
public final class LuaRules: ScoringRules {
  /// The plugin behind these rules.
  public let plugin: LuaPlugin
  /// The rules its fields describe.
  public let base: ClassicRules
  /// The generator `score` draws from: seeded by the session, and continued from call to call
  /// within it.
  private var random = SeededRandom(seed: 0).derived(PluginCall.score.rawValue)

  /// Reads the plugin's fields; a field of the wrong kind is an error naming it.
  public init(plugin: LuaPlugin) throws(PluginError) {
    guard plugin.fields["kind"]?.stringValue == "rules" else {
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        message: "is not a rule set (its table needs kind = \"rules\")")
    }
    self.plugin = plugin
    let fields = plugin.fields
    // A field's problem is placed on the line that sets it.
    func invalid(_ field: String, _ message: String) -> PluginError {
      PluginError(
        pluginID: plugin.id, kind: .invalidPlugin, message: message, file: plugin.mainFile,
        line: plugin.line(ofField: field))
    }
    func integer(_ name: String, _ fallback: Int) throws(PluginError) -> Int {
      guard let value = fields[name] else { return fallback }
      guard let number = value.intValue else {
        throw invalid(name, "field '\(name)' must be an integer, not \(value.kindWithArticle)")
      }
      return Int(number)
    }
    func flag(_ name: String, _ fallback: Bool) throws(PluginError) -> Bool {
      guard let value = fields[name] else { return fallback }
      guard let bool = value.boolValue else {
        throw invalid(
          name, "field '\(name)' must be true or false, not \(value.kindWithArticle)")
      }
      return bool
    }
    var rules = ClassicRules()
    rules.right = try integer("right", rules.right)
    rules.wrong = try integer("wrong", rules.wrong)
    rules.partialCredit = try flag("partial", rules.partialCredit)
    rules.wrongTry = try integer("wrong_try", rules.wrongTry)
    rules.allowNegative = try flag("allow_negative", rules.allowNegative)
    rules.confirmHint = try flag("confirm_hint", rules.confirmHint)
    switch fields["hint_cost"] {
    case nil: break
    case .map(let costs)?:
      for (type, cost) in costs {
        guard let points = cost.intValue else {
          throw invalid(
            "hint_cost", "hint_cost.\(type) must be an integer, not \(cost.kindWithArticle)")
        }
        if type == "default" {
          rules.hintCost = Int(points)
        } else {
          rules.hintCostByType[ByteString(type)] = Int(points)
        }
      }
    case let value?:
      guard let points = value.intValue else {
        throw invalid(
          "hint_cost", "field 'hint_cost' must be an integer or a map of type to integer")
      }
      rules.hintCost = Int(points)
    }
    switch fields["auto_advance"] {
    case nil: break
    case .bool(false)?: rules.autoAdvance = nil
    case let value?:
      guard let seconds = value.doubleValue, seconds >= 0 else {
        throw invalid("auto_advance", "field 'auto_advance' must be a number of seconds or false")
      }
      rules.autoAdvance = .milliseconds(Int64((seconds * 1000).rounded()))
    }
    if let bonus = fields["time_bonus"] {
      guard let within = bonus["within"].doubleValue, let points = bonus["points"].intValue else {
        throw invalid("time_bonus", "field 'time_bonus' must be {within = seconds, points = n}")
      }
      rules.timeBonus = .init(within: .milliseconds(Int64(within * 1000)), points: Int(points))
    }
    if let bonus = fields["streak_bonus"] {
      guard let every = bonus["every"].intValue, let points = bonus["points"].intValue else {
        throw invalid("streak_bonus", "field 'streak_bonus' must be {every = n, points = p}")
      }
      rules.streakBonus = .init(every: Int(every), points: Int(points))
    }
    func seconds(_ name: String, atMost limit: Double) throws(PluginError) -> Delay? {
      guard let value = fields[name] else { return nil }
      guard let seconds = value.doubleValue, seconds > 0, seconds <= limit else {
        throw invalid(
          name, "field '\(name)' must be a number of seconds above 0 and at most \(Int(limit))")
      }
      return .seconds(seconds)
    }
    rules.timeLimit = try seconds("time_limit", atMost: Self.maxTimeLimit)
    rules.questionTime = try seconds("question_time", atMost: Self.maxQuestionTime)
    if let value = fields["reveal"] {
      guard let text = value.stringValue, let reveal = Reveal(rawValue: text) else {
        let known = Reveal.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        throw invalid("reveal", "field 'reveal' must be \(known)")
      }
      rules.reveal = reveal
    }
    base = rules
  }

  /// The longest `time_limit`, in seconds: a day.
  public static let maxTimeLimit: Double = 86_400
  /// The longest `question_time`, in seconds: an hour.
  public static let maxQuestionTime: Double = 3_600

  /// Starts the session in a fresh Lua state (`LuaPlugin.startSession`), with a generator
  /// seeded by the session.
  public func startSession(seed: UInt64) { startSession(seed: seed, language: nil) }

  /// Starts the session, with `trivium.lang` the session's content language.
  public func startSession(seed: UInt64, language: ContentLanguage?) {
    plugin.startSession()
    plugin.contentLanguage = language
    random = SeededRandom(seed: seed).derived(PluginCall.score.rawValue)
  }

  public var autoAdvance: Delay? { base.autoAdvance }
  public var allowNegative: Bool { base.allowNegative }
  public var confirmHint: Bool { base.confirmHint }
  public var timeLimit: Delay? { base.timeLimit }
  public var questionTime: Delay? { base.questionTime }
  public var reveal: Reveal { base.reveal }

  public func hintCost(type: String, typeDefault: Int?) -> Int {
    base.hintCost(type: type, typeDefault: typeDefault)
  }

  public func points(for event: ScoreEvent) throws(QuizError) -> [ScoreChange] {
    guard plugin.hasFunction("score") else { return base.points(for: event) }
    var map = ValueMap()
    map["kind"] = .string(event.kind.rawValue)
    map["type"] = .string(event.type)
    if let verdict = event.verdict { map["verdict"] = .string(verdict.rawValue) }
    map["fraction"] = .double(event.fraction)
    map["streak"] = .int(Int64(event.streak))
    map["tries"] = .int(Int64(event.tries))
    map["seconds"] = .double(Double(event.elapsed.milliseconds) / 1000)
    map["hint_cost"] = .int(Int64(event.hintCost))
    let computed = base.points(for: event).map { change -> Value in
      ["points": .int(Int64(change.points)), "reason": .string(change.reason)]
    }
    map["computed"] = .array(computed)
    let result: Value
    plugin.random = random
    defer { random = plugin.random }
    do {
      result = try plugin.call("score", [.map(map)])
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.located)
    }
    guard let list = result.arrayValue else {
      throw .pluginFailed(
        plugin: plugin.id, message: "score must return a list of {points, reason}")
    }
    var changes: [ScoreChange] = []
    for item in list {
      guard let points = item["points"].intValue, let reason = item["reason"].stringValue else {
        throw .pluginFailed(
          plugin: plugin.id, message: "score must return a list of {points, reason}")
      }
      if points != 0 { changes.append(ScoreChange(points: Int(points), reason: reason)) }
    }
    return changes
  }
}
