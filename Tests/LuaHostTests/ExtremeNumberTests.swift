import QuizCore
import Testing

@testable import LuaHost

/// Extreme numbers in every numeric field of every plugin kind: each is read within its bounds
/// or refused with a message naming the field; none traps (a trap would end this process).
@Suite("Extreme numbers from plugins")
struct ExtremeNumberTests {
  /// Lua expressions for the numbers that trap a careless conversion.
  static let extremes = [
    "math.huge", "-math.huge", "0/0", "-(0/0)", "math.maxinteger", "math.mininteger", "1e16",
    "-1e16", "1e300", "-1e300", "-0.0", "2^63", "-2^63", "0.5", "-1", "1000000001", "0",
  ]

  /// Every numeric field of a schema, as a path of keys, with the Lua table text that sets it
  /// to `value` (the required fields beside it set to 1).
  static func numericFields(_ schema: FieldSchema) -> [(path: String, table: (String) -> String)] {
    var found: [(String, (String) -> String)] = []
    for entry in schema.entries {
      var forms = [entry.spec]
      if let other = entry.spec.orElse { forms.append(other) }
      for spec in forms {
        let name = entry.name
        switch spec.kind {
        case .integer, .number:
          found.append((name, { "\(name) = \($0)" }))
        case .map:
          if let fields = spec.fields {
            for (inner, table) in numericFields(fields) {
              let siblings = fields.entries.filter { $0.spec.required && $0.name != inner }
                .map { "\($0.name) = 1" }
              found.append(
                (
                  "\(name).\(inner)",
                  { ([table($0)] + siblings).joined(separator: ", ").wrapped(name) }
                ))
            }
          } else if let values = spec.of, [.integer, .number].contains(values.kind) {
            found.append(("\(name).single", { "single = \($0)".wrapped(name) }))
            found.append(("\(name).default", { "default = \($0)".wrapped(name) }))
          }
        default: break
        }
      }
    }
    return found
  }

  static let events: [ScoreEvent] = [
    ScoreEvent(kind: .check, type: "single", verdict: .right, fraction: 1, streak: 3, tries: 1),
    ScoreEvent(kind: .check, type: "single", verdict: .partial, fraction: 0.5, tries: 1),
    ScoreEvent(kind: .check, type: "single", verdict: .wrong, tries: 2),
  ]

  /// The changes of every kind of event are within the documented bound on points.
  func expectBoundedPoints(_ rules: LuaRules, _ label: String) throws {
    let limit = Int(ClassicRules.pointsLimit)
    var events = Self.events
    let cost = rules.hintCost(type: "single", typeDefault: nil)
    #expect((0...limit).contains(cost), "\(label): hint cost \(cost)")
    events.append(ScoreEvent(kind: .hint, type: "single", hintCost: cost))
    for event in events {
      for change in try rules.points(for: event) {
        #expect((-limit...limit).contains(change.points), "\(label): \(change)")
      }
    }
  }

  @Test("every numeric field of a rules plugin, at every extreme")
  func rulesFields() throws {
    let fields = Self.numericFields(LuaRules.schema)
    #expect(fields.count >= 11, "\(fields.map(\.path))")
    for (path, table) in fields {
      for extreme in Self.extremes {
        let label = "\(path) = \(extreme)"
        let source = "return {\n  kind = \"rules\",\n  \(table(extreme)),\n}\n"
        let rules: LuaRules
        do {
          rules = try LuaRules(plugin: inlinePlugin(source))
        } catch let error as PluginError {
          let top = String(path.prefix { $0 != "." })
          #expect(error.message.contains("field '\(top)"), "\(label): \(error)")
          #expect(error.line == 3, "\(label): \(error)")
          continue
        }
        try expectBoundedPoints(rules, label)
        for delay in [rules.autoAdvance, rules.timeLimit, rules.questionTime].compactMap({ $0 }) {
          #expect(delay.milliseconds >= 0 && delay.milliseconds <= 86_400_000, "\(label)")
        }
      }
    }
  }

  @Test("score() returning an extreme number of points fails by name or stays in bounds")
  func scoreResults() throws {
    for extreme in Self.extremes {
      let source = """
        return { kind = "rules",
          score = function() return { { points = \(extreme), reason = "r" } } end }
        """
      let rules = try LuaRules(plugin: inlinePlugin(source))
      do {
        try expectBoundedPoints(rules, extreme)
      } catch let error as QuizError {
        #expect(error.description.contains("points must be an integer"), "\(extreme): \(error)")
      }
    }
  }

  @Test("a question type's hint_cost and grade fraction, at every extreme")
  func questionTypes() throws {
    for extreme in Self.extremes {
      let source = """
        return {
          kind = "question-type", id = "x", api = 1, name = "X",
          hint_cost = \(extreme),
          validate = function() return {} end, init = function() return {} end,
          act = function(_, state) return state end, complete = function() return true end,
          grade = function() return { fraction = \(extreme), verdict = "partial" } end,
          hint = function() return nil end, analysis = function() return nil end,
          view = function() return {} end, solve = function() return {} end,
          summary = function() return "" end,
        }
        """
      let type: LuaQuestionType
      do {
        type = try LuaQuestionType(plugin: inlinePlugin(source))
      } catch let error as PluginError {
        #expect(error.message.contains("field 'hint_cost'"), "\(extreme): \(error)")
        #expect(error.line == 3, "\(extreme): \(error)")
        continue
      }
      #expect((0...Int(ClassicRules.pointsLimit)).contains(type.hintCost ?? 0), "\(extreme)")
      do {
        let grade = try type.grade(.null, question: ["id": "q"], random: SeededRandom(seed: 1))
        #expect(grade.fraction >= 0 && grade.fraction <= 1, "\(extreme)")
        // A partial grade of an infinite fraction is never full marks.
        #expect(!(extreme == "math.huge" && grade.fraction == 1), "\(extreme)")
      } catch {
        #expect(error.description.contains("fraction"), "\(extreme): \(error)")
      }
    }
  }

  @Test("a bot's params bounds, the values given for them, and its think time")
  func bots() {
    for extreme in Self.extremes {
      let declared = "{ n = { type = 'number', min = \(extreme) }, i = { type = 'integer' } }"
      do {
        let bot = try LuaBot(
          plugin: inlinePlugin(
            "return { kind = 'bot', api = 1, params = \(declared), act = function() end }"))
        for name in ["n", "i"] {
          do {
            try bot.configure(.map([name: Self.value(extreme)]))
          } catch {
            #expect(error.description.hasPrefix("params.\(name) must be"), "\(extreme): \(error)")
          }
        }
      } catch let error as PluginError {
        #expect(error.message.contains("params.n.min"), "\(extreme): \(error)")
      } catch {
        Issue.record("\(extreme): \(error)")
      }
      do {
        let move = try BotMove(
          value: ["op": "next", "think": Self.value(extreme)], newestPopup: nil)
        #expect(move.think.milliseconds >= 0 && move.think.milliseconds <= 3_600_000)
      } catch {
        #expect(error.description.contains("think"), "\(extreme): \(error)")
      }
    }
  }

  /// The value a Lua expression gives, as the host reads it.
  static func value(_ expression: String) -> Value {
    (try? inlinePlugin("return { v = \(expression) }").fields["v"]) ?? .null
  }
}

extension String {
  /// `name = {self}`.
  fileprivate func wrapped(_ name: String) -> String { "\(name) = { \(self) }" }
}
