import LuaHost
import QuizCore
import Testing

/// The prelude compiles a type's field schema into one check per type (an import checks
/// hundreds of thousands of questions): it must accept exactly what the field-by-field
/// reading accepts, kind by kind, or a wrong question would reach the type's own `validate`.
@Suite("Plugin API 2: the compiled schema check accepts what the fields allow, no more")
struct SchemaCheckTests {
  /// The values tried, in the order of each row's marks.
  static let values: [(name: String, value: Value?)] = [
    ("nil", nil), ("empty string", ""), ("string", "x"), ("integer", 2), ("float", 2.5),
    ("NaN", .double(.nan)), ("infinity", .double(.infinity)), ("boolean", true),
    ("empty list", .array([])), ("list", ["a"]), ("map", ["a": 1]),
  ]

  /// Each field's schema and, for each value above, `+` when no problem is found in it and
  /// `-` when the schema names one.
  static let rows: [(spec: String, marks: String)] = [
    (#"{ type = "string" }"#, "+++--------"),
    (#"{ type = "string", non_empty = true }"#, "+-+--------"),
    (#"{ type = "string", required = true, non_empty = true }"#, "--+--------"),
    (#"{ type = "string", max = 0 }"#, "++---------"),
    (#"{ type = "boolean" }"#, "+------+---"),
    (#"{ type = "boolean", required = true }"#, "-------+---"),
    (#"{ type = "integer" }"#, "+--+-------"),
    (#"{ type = "number" }"#, "+--++------"),
    (#"{ type = "number", min = 3 }"#, "+----------"),
    (#"{ type = "list" }"#, "+-------++-"),
    (#"{ type = "list", required = true, non_empty = true }"#, "---------+-"),
    (#"{ type = "list", of = "integer" }"#, "+-------+--"),
    (#"{ type = "map" }"#, "+-------+-+"),
    (#"{ type = "any", required = true }"#, "-++++++++++"),
  ]

  /// A type with the field `f` of `spec`, whose own `validate` names the question when the
  /// schema let it through.
  func type(_ spec: String) throws -> LuaQuestionType {
    let source = """
      return {
        kind = "question-type", id = "t", api = 2, name = "T",
        fields = { f = \(spec), g = { type = "string" } },
        validate = function() return { { field = "own", message = "reached" } } end,
        actions = { go = function() end },
        grade = function() return true end,
        view = function() return {} end,
        solve = function() return {} end,
      }
      """
    return try LuaQuestionType(
      plugin: LuaPlugin(id: "t", source: source, chunkName: "t.lua", limits: testLimits))
  }

  @Test("each kind of field, with and without its settings, on values of every kind")
  func compiledMatchesTheFields() throws {
    for row in Self.rows {
      let type = try type(row.spec)
      #expect(row.marks.count == Self.values.count, "\(row.spec)")
      for (mark, entry) in zip(row.marks, Self.values) {
        var question: ValueMap = ["text": "t", "g": "s"]
        if let value = entry.value { question["f"] = value }
        let problems = try type.validate(.map(question), random: SeededRandom(seed: 0))
        let fields = problems.map(\.field)
        if mark == "+" {
          #expect(fields == ["own"], "\(row.spec) with \(entry.name): \(problems)")
        } else {
          #expect(fields == ["f"], "\(row.spec) with \(entry.name): \(problems)")
        }
      }
      // A problem in another field is found whatever the field `f` holds.
      let problems = try type.validate(
        ["text": "", "f": "x", "g": 1], random: SeededRandom(seed: 0))
      #expect(problems.map(\.field).contains("g"), "\(row.spec)")
      #expect(problems.map(\.field).contains("text"), "\(row.spec)")
    }
  }
}
