import Localization
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
        words: Phrase(trLater("is not a rule set (its table needs kind = \"rules\")")))
    }
    self.plugin = plugin
    let fields: DecodedFields
    switch Self.schema.decode(plugin.fields) {
    case .success(let decoded): fields = decoded
    case .failure(let problem):
      // A field's problem is placed on the line that sets it.
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        words: PluginError.fieldWords(problem),
        file: plugin.mainFile, line: problem.path.topField.flatMap(plugin.line(ofField:)))
    }
    var rules = ClassicRules()
    rules.right = fields.int("right") ?? rules.right
    rules.wrong = fields.int("wrong") ?? rules.wrong
    rules.partialCredit = fields.bool("partial") ?? rules.partialCredit
    rules.wrongTry = fields.int("wrong_try") ?? rules.wrongTry
    rules.allowNegative = fields.bool("allow_negative") ?? rules.allowNegative
    rules.confirmHint = fields.bool("confirm_hint") ?? rules.confirmHint
    if let cost = fields.int("hint_cost") {
      rules.hintCost = cost
    } else if let costs = fields.record("hint_cost") {
      for (type, cost) in costs.values {
        guard let points = cost.intValue.map({ Int($0) }) else { continue }
        if type == "default" {
          rules.hintCost = points
        } else {
          rules.hintCostByType[ByteString(type)] = points
        }
      }
    }
    if let seconds = fields.number("auto_advance") {
      rules.autoAdvance = .seconds(seconds)
    } else if fields.bool("auto_advance") == false {
      rules.autoAdvance = nil
    }
    if let bonus = fields.record("time_bonus"), let within = bonus.number("within"),
      let points = bonus.int("points")
    {
      rules.timeBonus = .init(within: .seconds(within), points: points)
    }
    if let bonus = fields.record("streak_bonus"), let every = bonus.int("every"),
      let points = bonus.int("points")
    {
      rules.streakBonus = .init(every: every, points: points)
    }
    rules.timeLimit = fields.number("time_limit").map { .seconds($0) }
    rules.questionTime = fields.number("question_time").map { .seconds($0) }
    if let reveal = fields.string("reveal").flatMap(Reveal.init(rawValue:)) {
      rules.reveal = reveal
    }
    base = rules
  }

  /// The longest `time_limit`, in seconds: a day.
  public static let maxTimeLimit: Double = 86_400
  /// The longest `question_time`, in seconds: an hour.
  public static let maxQuestionTime: Double = 3_600
  /// The longest `auto_advance` and `time_bonus.within`, in seconds: an hour.
  public static let maxDelay: Double = 3_600
  /// The shortest time limit, in seconds: a millisecond, the clock's step.
  static let minLimit: Double = 0.001

  /// The rules plugin's fields, declared once: each bound is the only place it is written.
  public static let schema: FieldSchema = {
    let points = FieldSpec.integer(in: -ClassicRules.pointsLimit...ClassicRules.pointsLimit)
    let cost = FieldSpec.integer(in: 0...ClassicRules.pointsLimit)
    return FieldSchema(
      [
        "right": points, "wrong": points, "partial": .boolean(), "wrong_try": points,
        "hint_cost": cost.or(.map(of: cost)),
        "allow_negative": .boolean(),
        // Seconds, or `false` for staying on the question.
        "auto_advance": FieldSpec.number(in: 0...maxDelay).or(.boolean(oneOf: [false])),
        "confirm_hint": .boolean(),
        "time_bonus": .record(
          FieldSchema([
            "within": .number(in: 0...maxDelay, required: true),
            "points": .integer(
              in: -ClassicRules.pointsLimit...ClassicRules.pointsLimit, required: true),
          ])),
        "streak_bonus": .record(
          FieldSchema([
            "every": .integer(in: 1...1_000_000, required: true),
            "points": .integer(
              in: -ClassicRules.pointsLimit...ClassicRules.pointsLimit, required: true),
          ])),
        "time_limit": .number(in: minLimit...maxTimeLimit),
        "question_time": .number(in: minLimit...maxQuestionTime),
        "reveal": .string(oneOf: Reveal.allCases.map(\.rawValue)),
      ], unknownKeys: .refuse, elsewhere: PluginHeader.keys)
  }()

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
      throw .pluginFailed(plugin: plugin.id, message: error.locatedMessage)
    }
    let shape = PluginMessage(
      trLater("score must return a list of {shape}"), ["shape": "{points, reason}"])
    guard let list = result.arrayValue else {
      throw .pluginFailed(plugin: plugin.id, message: shape)
    }
    var changes: [ScoreChange] = []
    let limit = -ClassicRules.pointsLimit...ClassicRules.pointsLimit
    for (index, item) in list.enumerated() {
      guard let reason = item["reason"].stringValue else {
        throw .pluginFailed(plugin: plugin.id, message: shape)
      }
      switch CheckedNumber.integer(item["points"], in: limit) {
      case .success(let points):
        if points != 0 { changes.append(ScoreChange(points: Int(points), reason: reason)) }
      case .failure(let problem):
        throw .pluginFailed(
          plugin: plugin.id,
          message: PluginMessage(
            trLater("score's result[{index}].points {problem}"),
            ["index": .number(index + 1), "problem": .of(problem)]))
      }
    }
    return changes
  }
}
