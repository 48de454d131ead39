import LuaHost
import QuizCore
import Testing

/// The questions an import passes to a type's `validate` in one call are pushed without the
/// string cache for their texts: the type must see each exactly as an ordinary call shows it.
@Suite("Questions pushed for a check in one call")
struct BatchPushTests {
  /// A type whose `validate` writes down what it sees of each question, every string's
  /// bytes and every table's keys, lengths and values; `describe` writes one down the same
  /// way through an ordinary call, and `seen` returns what `validate` wrote.
  let source = """
    local seen = {}
    local function describe(v)
      local t = type(v)
      if t == "string" then return string.format("s%d:%q", #v, v) end
      if t == "number" then return math.type(v) .. ":" .. string.format("%q", v) end
      if t ~= "table" then return t .. ":" .. tostring(v) end
      local keys = {}
      for k in next, v do keys[#keys + 1] = k end
      table.sort(keys, function(a, b)
        if type(a) ~= type(b) then return type(a) < type(b) end
        return a < b
      end)
      local parts = {}
      for _, k in ipairs(keys) do parts[#parts + 1] = describe(k) .. "=" .. describe(v[k]) end
      return "{#" .. #v .. " " .. table.concat(parts, ",") .. "}"
    end
    local function none() return nil end
    return {
      kind = "question-type", id = "look", api = 1, name = "Look",
      validate = function(q)
        seen[#seen + 1] = describe(q)
        return {}
      end,
      init = function() return {} end,
      act = function(_, state) return state end,
      complete = function() return true end,
      grade = function() return { fraction = 1, verdict = "right" } end,
      hint = none, analysis = none, view = function() return {} end,
      solve = function() return {} end, summary = function() return "" end,
      describe = describe,
      seen = function() return seen end,
    }
    """

  /// Strings of every kind: small and large (past Lua's short strings and the cache's
  /// length), ASCII and not, with NUL bytes, empty.
  static func text(_ i: Int) -> String {
    switch i % 7 {
    case 0: return "k\(i)"
    case 1: return "ключ \(i) 🦉"
    case 2: return "a\u{0}b\(i)\u{0}"
    case 3: return String(repeating: "x", count: 38) + "\(i)"
    case 4: return String(repeating: "long text ", count: 40) + "\(i)"
    case 5: return String(repeating: "past the cache ", count: 40) + "\(i)"
    default: return ""
    }
  }

  /// Questions with nested lists and maps, keys of every kind of string, and numbers of
  /// both Lua subtypes.
  static func question(_ i: Int) -> Value {
    var map: ValueMap = [
      "type": "look", "id": .string("q\(i)"), "text": .string(text(i)),
      "options": .array([.string(text(i + 1)), .string(text(i + 2)), .string("B")]),
      "answer": .array([.int(Int64(i)), .double(Double(i) + 0.5), .double(2), .bool(i % 2 == 0)]),
      "parts": .array([["key": .string(text(i + 3)), "weight": .int(-1)], .array([]), [:]]),
    ]
    map[text(i + 4)] = .string(text(i + 5))
    map["nothing"] = .null
    map["deep"] = ["a": ["b": ["c": .string(text(i + 6))]]]
    return .map(map)
  }

  @Test("validate sees each question of a batch as an ordinary call shows it")
  func batchSeesWhatACallSees() throws {
    let plugin = try inlinePlugin(source)
    let type = try LuaQuestionType(plugin: plugin)
    // More questions than the cache has slots, so that its keys' slots are taken again.
    let questions = (0..<600).map(Self.question)
    #expect(type.refusedPositions(questions[...]) == [])
    let seen = try plugin.call("seen", [])
    let expected = try questions.map { try plugin.call("describe", [$0]) }
    #expect(seen == .array(expected))
  }

  @Test("a question reads in Lua with its keys, lengths, bytes and number kinds")
  func questionAsLuaSeesIt() throws {
    let plugin = try inlinePlugin(source)
    let type = try LuaQuestionType(plugin: plugin)
    // Strings of Swift's small and large forms, of Lua's short and long.
    let long = String(repeating: "long ", count: 120)
    let question: Value = [
      "type": "look", "t": "a\u{0}b", "n": 3, "x": 2.0, "l": ["ключ", .array([])], "z": .null,
      "long": .string(long), "w": "What is 1 plus 1?",
    ]
    let described =
      #"{#0 s1:"l"={#2 integer:1=s8:"ключ",integer:2={#0 }},s4:"long"=s600:""# + long
      + #"",s1:"n"=integer:3,s1:"t"=s3:"a\0b",s4:"type"=s4:"look","#
      + #"s1:"w"=s17:"What is 1 plus 1?",s1:"x"=float:0x1p+1}"#
    #expect(type.refusedPositions([question]) == [])
    #expect(try plugin.call("seen", []) == [.string(described)])
    #expect(try plugin.call("describe", [question]) == .string(described))
  }
}
