import QuizCore
import Testing

@testable import LuaHost

/// A question type whose view is the case its question names: plain views the reader takes in
/// place, and odd or hostile ones it must leave to the value read and the parser.
private let viewCases = #"""
  local function w(t) return t end
  local every = {
    { type = "text", text = "plain" },
    { type = "text", text = "shown", style = "accent", reveal = true },
    { type = "picture", source = "a.png" },
    { type = "picture", source = "b.png", alt = "a flag" },
    { type = "code", text = "print(1)" },
    { type = "code", text = "x = 1", language = "lua", reveal = false },
    { type = "slots", id = "s", color = "wrong", slots = { { char = "", index = 1 }, { char = "猜", index = 2 } } },
    { type = "tiles", id = "t", columns = 64, ignore_case = true,
      tiles = { { char = "a", index = 1 }, { char = "é", index = 2, hidden = true },
                { char = "👍🏽", index = 3, hidden = false }, { char = "e\u{301}", index = 2147483647 } } },
    { type = "choices", id = "c", multiple = true,
      choices = { { key = "A", text = "one" }, { key = "B", text = "", selected = true } } },
    { type = "inputs", id = "i", fields = { { id = "x" }, { id = "y", label = "Y", value = "a\0b" } } },
    { type = "textarea", id = "area" },
    { type = "textarea", id = "box", value = "some", placeholder = "type here" },
    { type = "sequence", id = "q", items = { { key = "b", text = "two", position = 2 }, { key = "a", text = "one", position = 1 } } },
    { type = "sequence", id = "r", items = { { key = "a", text = "one" }, { key = "b", text = "two" } } },
    { type = "feedback", text = "neutral" },
    { type = "feedback", text = "missed", verdict = "unanswered", reveal = true },
    { type = "slots", id = "empty", slots = {} },
  }
  local function tiles(list) return { { type = "tiles", id = "t", tiles = list } } end
  local function tile(char, index) return { char = char, index = index } end
  local cases = {}
  -- Plain views: read in place.
  cases.every = function() return every end
  cases.empty = function() return {} end
  cases.shared_text = function() local t = { type = "text", text = "twice" } return { t, t } end
  cases.many_ids = function()
    local view = {}
    for i = 1, 40 do view[i] = { type = "textarea", id = "f" .. i } end
    return view
  end
  cases.long_list = function()
    local list = {}
    for i = 1, 40 do list[i] = tile(string.char(64 + i), i) end
    return tiles(list)
  end
  -- Valid, but left to the parser.
  cases.float_index = function() return tiles({ tile("a", 2.0) }) end
  cases.metatable = function()
    return { setmetatable({ type = "text", text = "x" }, { __index = { style = "title" } }) }
  end
  cases.list_metatable = function()
    return setmetatable({ { type = "text", text = "x" } }, { __len = function() return 5 end })
  end
  -- Broken or hostile: the same error as before.
  cases.not_a_list = function() return "widgets" end
  cases.a_map = function() return { type = "text", text = "x" } end
  cases.nil_view = function() return nil end
  cases.widget_string = function() return { "text" } end
  cases.unknown_kind = function() return { { type = "txt", text = "x" } } end
  cases.unknown_field = function() return { { type = "text", text = "x", colour = 1 } } end
  cases.type_number = function() return { { type = 3, text = "x" } } end
  cases.no_type = function() return { { text = "x" } } end
  cases.missing = function() return { { type = "tiles", id = "t" } } end
  cases.text_number = function() return { { type = "text", text = 5 } } end
  cases.index_string = function() return tiles({ tile("a", "1") }) end
  cases.index_fraction = function() return tiles({ tile("a", 2.5) }) end
  cases.index_zero = function() return tiles({ tile("a", 0) }) end
  cases.index_huge = function() return tiles({ tile("a", 2147483648) }) end
  cases.hidden_string = function() return tiles({ { char = "a", index = 1, hidden = "yes" } }) end
  cases.tiles_string = function() return { { type = "tiles", id = "t", tiles = "abc" } } end
  cases.tiles_map = function() return { { type = "tiles", id = "t", tiles = { a = 1 } } } end
  cases.tile_type = function() return tiles({ { char = "a", index = 1, type = "tile" } }) end
  cases.char_two = function() return tiles({ tile("ab", 1) }) end
  cases.char_empty = function() return tiles({ tile("", 1) }) end
  cases.same_index = function() local t = tile("a", 1) return tiles({ t, t }) end
  cases.same_id = function() return { { type = "textarea", id = "x" }, { type = "textarea", id = "x" } } end
  cases.empty_id = function() return { { type = "textarea", id = "" } } end
  cases.same_key = function()
    return { { type = "choices", id = "c", choices = { { key = "A", text = "1" }, { key = "A", text = "2" } } } }
  end
  cases.empty_key = function() return { { type = "choices", id = "c", choices = { { key = "", text = "1" } } } } end
  cases.same_field = function() return { { type = "inputs", id = "i", fields = { { id = "a" }, { id = "a" } } } } end
  cases.same_position = function()
    return { { type = "sequence", id = "q", items = { { key = "a", text = "1", position = 2 }, { key = "b", text = "2" } } } }
  end
  cases.position_out = function()
    return { { type = "sequence", id = "q", items = { { key = "a", text = "1", position = 2 } } } }
  end
  cases.columns_zero = function() return { { type = "tiles", id = "t", columns = 0, tiles = {} } } end
  cases.columns_over = function() return { { type = "tiles", id = "t", columns = 65, tiles = {} } } end
  cases.bad_style = function() return { { type = "text", text = "x", style = "bold" } } end
  cases.bad_color = function() return { { type = "slots", id = "s", slots = {}, color = "blue" } } end
  cases.bad_verdict = function() return { { type = "feedback", text = "x", verdict = "maybe" } } end
  cases.not_utf8 = function() return { { type = "text", text = "\255" } } end
  cases.not_utf8_key = function() return { { type = "text", text = "x", ["\255"] = 1 } } end
  cases.not_utf8_char = function() return tiles({ tile("\255", 1) }) end
  cases.function_value = function() return { { type = "text", text = function() end } } end
  cases.cycle = function() local view = {} view[1] = view return view end
  cases.widget_cycle = function() local t = { type = "tiles", id = "t" } t.tiles = t return { t } end
  cases.tile_cycle = function() local t = { char = "a" } t.index = t return tiles({ t }) end
  cases.hole = function() return tiles({ tile("a", 1), nil, tile("c", 3) }) end
  cases.view_hole = function() return { { type = "text", text = "a" }, nil, { type = "text", text = "c" } } end
  cases.mixed = function() local list = { tile("a", 1) } list.extra = 1 return tiles(list) end
  cases.fraction_key = function() return tiles({ [1.5] = tile("a", 1) }) end
  cases.bool_key = function() return { { type = "text", text = "x", [true] = 1 } } end
  cases.deep = function()
    local t = {}
    for _ = 1, 80 do t = { t } end
    return { { type = "text", text = "x", more = t } }
  end
  cases.huge = function()
    local view = {}
    for i = 1, 400 do view[i] = { type = "text", text = "x" } end
    return view
  end
  cases.long_strings = function()
    local view = {}
    local text = string.rep("y", 1000)
    for i = 1, 12 do view[i] = { type = "text", text = text } end
    return view
  end
  cases.doubling = function()
    local t = { type = "text", text = "x" }
    for _ = 1, 20 do t = { t, t } end
    return t
  end
  cases.shared_tiles = function()
    local list = {}
    for i = 1, 30 do list[i] = tile(string.char(64 + i), i) end
    local view = {}
    for i = 1, 30 do view[i] = { type = "tiles", id = "t" .. i, tiles = list } end
    return view
  end
  return {
    kind = "question-type", id = "cases", api = 1,
    validate = function() return {} end,
    init = function() return {} end,
    act = function() return {} end,
    complete = function() return true end,
    grade = function() return { fraction = 1, verdict = "right" } end,
    hint = function() return nil end,
    analysis = function() return {} end,
    view = function(q) return cases[q.case]() end,
    solve = function() return {} end,
    summary = function() return "" end,
  }
  """#

/// The view cases, and whether the reader takes each in place.
private let inPlace = ["every", "empty", "shared_text", "many_ids", "long_list"]
private let leftToParser = [
  "float_index", "metatable", "list_metatable", "not_a_list", "a_map", "nil_view",
  "widget_string", "unknown_kind", "unknown_field", "type_number", "no_type", "missing",
  "text_number", "index_string", "index_fraction", "index_zero", "index_huge", "hidden_string",
  "tiles_string", "tiles_map", "tile_type", "char_two", "char_empty", "same_index", "same_id",
  "empty_id", "same_key", "empty_key", "same_field", "same_position", "position_out",
  "columns_zero", "columns_over", "bad_style", "bad_color", "bad_verdict", "not_utf8",
  "not_utf8_key", "not_utf8_char", "function_value", "cycle", "widget_cycle", "tile_cycle", "hole",
  "view_hole", "mixed", "fraction_key", "bool_key", "deep", "huge", "long_strings", "doubling",
  "shared_tiles",
]

@Suite("Views read in place into widgets, against the parser")
struct WidgetReaderTests {
  let random = SeededRandom(seed: 1)

  /// Small budgets, so that the huge cases pass them quickly.
  func casesType() throws -> LuaQuestionType {
    var limits = testLimits
    limits.maxValueNodes = 1000
    limits.maxValueBytes = 10_000
    return try LuaQuestionType(
      plugin: LuaPlugin(id: "cases", source: viewCases, chunkName: "cases.lua", limits: limits))
  }

  /// The widgets (or the error) both ways: `widgets`, and the view read as a value and
  /// parsed, as the default `widgets` of a question type does.
  func outcomes(_ type: LuaQuestionType, _ name: String) -> (
    now: Result<[Widget], QuizError>, parsed: Result<[Widget], QuizError>
  ) {
    let question: Value = ["case": .string(name)]
    let info = ViewInfo(verdict: .wrong, revealed: true)
    let now = Result { () throws(QuizError) in
      try type.widgets([:], question: question, info: info, random: random)
    }
    let parsed = Result { () throws(QuizError) in
      try type.widgets(
        parsing: try type.view([:], question: question, info: info, random: random), info: info)
    }
    return (now, parsed)
  }

  /// Whether the reader took the view in place (not when the view could not be read).
  func readInPlace(_ type: LuaQuestionType, _ name: String) -> Bool {
    let read = try? type.readView(
      [:], question: ["case": .string(name)], info: ViewInfo(), random: random)
    if case .widgets = read { return true }
    return false
  }

  @Test("plain views are read in place, with the widgets the parser gives", arguments: inPlace)
  func plainViews(name: String) throws {
    let type = try casesType()
    let (now, parsed) = outcomes(type, name)
    #expect(now == parsed)
    #expect(readInPlace(type, name))
    guard case .success(let widgets) = now else {
      Issue.record("\(name) failed: \(now)")
      return
    }
    if name == "every" { #expect(widgets.count == 17) }
  }

  @Test("odd and hostile views give the same widgets or error as before", arguments: leftToParser)
  func oddViews(name: String) throws {
    let type = try casesType()
    let (now, parsed) = outcomes(type, name)
    #expect(now == parsed, "\(name)")
    #expect(!readInPlace(type, name), "\(name)")
    if case .success = parsed {
      #expect(["float_index", "metatable", "list_metatable"].contains(name), "\(name)")
    }
  }

  @Test("the budgets, cycles and UTF-8 are reported as the value read reports them")
  func limitMessages() throws {
    let type = try casesType()
    let expected = [
      "huge": "is over the limit of 1000 nodes",
      "long_strings": "is over the limit of 10000 string bytes",
      "doubling": "is over the limit of 1000 nodes",
      "shared_tiles": "is over the limit of 1000 nodes",
      "cycle": "the result of 'view'[1] refers back to itself (a cycle)",
      "not_utf8": "the result of 'view'[1].text is not valid UTF-8",
      "deep": "nests deeper than",
      "a_map": "view must return a list of widgets, not a map",
      "same_index": "view[1].tiles[2].index: another one in this list has the index 1",
    ]
    for (name, part) in expected {
      let (now, _) = outcomes(type, name)
      guard case .failure(let error) = now else {
        Issue.record("\(name): \(now)")
        continue
      }
      #expect(error.description.contains(part), "\(name): \(error)")
    }
  }
}
