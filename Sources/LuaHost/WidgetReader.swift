import CLua
import QuizCore

// A view read where it lies into widgets, with no `Value` tree in between. It accepts only
// views that are plainly valid and otherwise gives up, and the caller then reads the view as a
// `Value` and parses it (`QuestionType.widgets(parsing:info:)`): every problem, its message,
// its path and every limit stay those of that one path. To that end it reads exactly what
// `ValueBridge.read` would, in the same order (the same strings through the same cache, paid
// from the same budget), and gives up where that read would fail.

extension LuaResult {
  /// The result as widgets, when it is plainly a valid view; nil on any doubt.
  func widgets() -> [Widget]? {
    let state = bridge.state
    // Tables nest four deep (view, widget, list, item), the fourth at depth 3; the stack
    // takes a widget, a list, an item, a key and a value at once, and a string being cached.
    guard bridge.maxDepth > 3, lua_checkstack(state, 12) != 0 else { return nil }
    let top = lua_gettop(state)
    defer { lua_settop(state, top) }
    var reader = WidgetReader(bridge: bridge, budget: budget)
    return reader.view(at: index)
  }
}

/// Reads one view; each method returns nil (leaving the stack to the caller to reset) as soon
/// as something is not plainly valid.
struct WidgetReader {
  let bridge: ValueBridge
  var budget: ValueBudget
  var state: OpaquePointer { bridge.state }

  init(bridge: ValueBridge, budget: ValueBudget) {
    self.bridge = bridge
    self.budget = budget
  }

  /// The widgets of the view at `index`: a list of widget maps.
  mutating func view(at index: Int32) -> [Widget]? {
    var widgets: [Widget] = []
    var ids = UniqueValues<ByteString>()
    let read = list(at: index) { reader, position, count in
      if position == 1 { widgets.reserveCapacity(count) }
      guard let widget = reader.widget(at: lua_gettop(reader.state)) else { return false }
      if let id = widget.id, !ids.insert(ByteString(id)) { return false }
      widgets.append(widget)
      return true
    }
    return read ? widgets : nil
  }

  // MARK: Tables

  /// Pays for a node, as `ValueBridge.read` does for every value it reaches.
  private mutating func spendNode() -> Bool {
    do throws(ValueConversionError) { try budget.spendNode() } catch { return false }
    return true
  }

  /// The string at `index` (a key or a value), through the plugin's cache and the budget.
  private mutating func string(at index: Int32) -> String? {
    guard lua_type(state, index) == LUA_TSTRING else { return nil }
    do throws(ValueConversionError) {
      return try bridge.readString(at: index, budget: &budget)
    } catch { return nil }
  }

  /// Whether the value at `index` is a table without a metatable, paid for as a node.
  private mutating func plainTable(at index: Int32) -> Bool {
    guard spendNode(), lua_type(state, index) == LUA_TTABLE else { return false }
    if lua_getmetatable(state, index) != 0 {
      clua_pop(state, 1)
      return false
    }
    return true
  }

  /// Reads the list at `index`: `item` runs with each item on top of the stack (its position
  /// and the list's length given), then every key is checked to be one of 1...n.
  mutating func list(
    at index: Int32, _ item: (inout WidgetReader, Int, Int) -> Bool
  ) -> Bool {
    guard plainTable(at: index) else { return false }
    let length = Int(lua_rawlen(state, index))
    if length > 0 {
      for position in 1...length {
        _ = lua_rawgeti(state, index, lua_Integer(position))
        guard item(&self, position, length) else { return false }
        clua_pop(state, 1)
      }
    }
    // Nothing but the items 1...n: no named key, no hole.
    var keys = 0
    lua_pushnil(state)
    while lua_next(state, index) != 0 {
      let key = lua_gettop(state) - 1
      guard lua_type(state, key) == LUA_TNUMBER, lua_isinteger(state, key) != 0 else {
        return false
      }
      let position = lua_tointegerx(state, key, nil)
      guard position >= 1, position <= length else { return false }
      keys += 1
      clua_pop(state, 1)
    }
    return keys == length
  }

  /// Reads the map at `index` (on top of the stack): `field` runs for each entry with its key
  /// and the value on top.
  mutating func map(at index: Int32, _ field: (inout WidgetReader, String) -> Bool)
    -> Bool
  {
    guard plainTable(at: index), lua_rawlen(state, index) == 0 else { return false }
    lua_pushnil(state)
    while lua_next(state, index) != 0 {
      guard let key = string(at: lua_gettop(state) - 1), field(&self, key) else { return false }
      clua_pop(state, 1)
    }
    return true
  }

  // MARK: Field values (on top of the stack)

  /// The string on top of the stack, paid for as a node.
  mutating func stringValue() -> String? {
    guard spendNode() else { return nil }
    return string(at: lua_gettop(state))
  }

  /// The boolean on top of the stack, paid for as a node.
  mutating func boolValue() -> Bool? {
    guard spendNode(), lua_type(state, -1) == LUA_TBOOLEAN else { return nil }
    return lua_toboolean(state, -1) != 0
  }

  /// An integer in `range` (floats are left to the parser).
  mutating func integerValue(in range: ClosedRange<Int>) -> Int? {
    guard spendNode(), lua_type(state, -1) == LUA_TNUMBER, lua_isinteger(state, -1) != 0 else {
      return nil
    }
    let number = lua_tointegerx(state, -1, nil)
    guard number >= range.lowerBound, number <= range.upperBound else { return nil }
    return Int(number)
  }

  /// A non-empty string not met before in its list.
  mutating func keyValue(unique: inout UniqueValues<ByteString>) -> String? {
    guard let text = stringValue(), !text.isEmpty, unique.insert(ByteString(text)) else {
      return nil
    }
    return text
  }

  /// One of the words of `Choice`.
  mutating func choiceValue<Choice: RawRepresentable>(_: Choice.Type) -> Choice?
  where Choice.RawValue == String {
    stringValue().flatMap(Choice.init(rawValue:))
  }

}
