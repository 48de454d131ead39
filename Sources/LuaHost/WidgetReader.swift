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
  private mutating func list(
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
  private mutating func map(at index: Int32, _ field: (inout WidgetReader, String) -> Bool)
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

  private mutating func stringValue() -> String? {
    guard spendNode() else { return nil }
    return string(at: lua_gettop(state))
  }

  private mutating func boolValue() -> Bool? {
    guard spendNode(), lua_type(state, -1) == LUA_TBOOLEAN else { return nil }
    return lua_toboolean(state, -1) != 0
  }

  /// An integer in `range` (floats are left to the parser).
  private mutating func integerValue(in range: ClosedRange<Int>) -> Int? {
    guard spendNode(), lua_type(state, -1) == LUA_TNUMBER, lua_isinteger(state, -1) != 0 else {
      return nil
    }
    let number = lua_tointegerx(state, -1, nil)
    guard number >= range.lowerBound, number <= range.upperBound else { return nil }
    return Int(number)
  }

  /// A non-empty string not met before in its list.
  private mutating func keyValue(unique: inout UniqueValues<ByteString>) -> String? {
    guard let text = stringValue(), !text.isEmpty, unique.insert(ByteString(text)) else {
      return nil
    }
    return text
  }

  /// One of the words of `Choice`.
  private mutating func choiceValue<Choice: RawRepresentable>(_: Choice.Type) -> Choice?
  where Choice.RawValue == String {
    stringValue().flatMap(Choice.init(rawValue:))
  }

  // MARK: Widgets

  /// Which fields a widget map had.
  private struct Seen: OptionSet {
    let rawValue: UInt32
    static let type = Seen(rawValue: 1 << 0)
    static let text = Seen(rawValue: 1 << 1)
    static let style = Seen(rawValue: 1 << 2)
    static let reveal = Seen(rawValue: 1 << 3)
    static let source = Seen(rawValue: 1 << 4)
    static let alt = Seen(rawValue: 1 << 5)
    static let language = Seen(rawValue: 1 << 6)
    static let id = Seen(rawValue: 1 << 7)
    static let color = Seen(rawValue: 1 << 8)
    static let columns = Seen(rawValue: 1 << 9)
    static let ignoreCase = Seen(rawValue: 1 << 10)
    static let multiple = Seen(rawValue: 1 << 11)
    static let value = Seen(rawValue: 1 << 12)
    static let placeholder = Seen(rawValue: 1 << 13)
    static let verdict = Seen(rawValue: 1 << 14)
    static let slots = Seen(rawValue: 1 << 15)
    static let tiles = Seen(rawValue: 1 << 16)
    static let choices = Seen(rawValue: 1 << 17)
    static let fields = Seen(rawValue: 1 << 18)
    static let items = Seen(rawValue: 1 << 19)
  }

  /// A widget's `type`.
  private enum Kind {
    case text, picture, code, slots, tiles, choices, inputs, textarea, sequence, feedback

    init?(_ type: String) {
      switch type {
      case "text": self = .text
      case "choices": self = .choices
      case "feedback": self = .feedback
      case "code": self = .code
      case "tiles": self = .tiles
      case "slots": self = .slots
      case "inputs": self = .inputs
      case "textarea": self = .textarea
      case "sequence": self = .sequence
      case "picture": self = .picture
      default: return nil
      }
    }
  }

  /// The list a widget map had.
  private enum Items {
    case none
    case slots([Widget.Slots.Slot])
    case tiles([Widget.Tiles.Tile])
    case choices([Widget.Choices.Choice])
    case fields([Widget.Inputs.Field])
    case items([Widget.Sequence.Item])
  }

  /// The fields of one widget map, as read. No kind of widget may have two of `text`, `source`
  /// and `id`, two of `alt`, `language` and `value`, two of `reveal`, `ignore_case` and
  /// `multiple`, or two lists: each group shares one slot, and a map that has two of a group
  /// fails `has` whatever its kind.
  private struct Fields {
    var seen: Seen = []
    var kind: Kind?
    /// `text`, `source` or `id`.
    var first = ""
    /// `alt`, `language` or `value`.
    var second = ""
    var placeholder = ""
    /// `reveal`, `ignore_case` or `multiple`.
    var flag = false
    var style = Widget.Text.Style.body
    var color = Widget.Slots.Color.neutral
    var verdict: Widget.Feedback.Verdict?
    var columns: Int?
    var items = Items.none

    /// Whether the fields seen are those of a widget that has `required` and may have
    /// `optional` (besides `type`).
    func has(_ required: Seen, _ optional: Seen = []) -> Bool {
      seen.isSuperset(of: required) && seen.isSubset(of: required.union(optional).union(.type))
    }
  }

  /// The widget map at `index`.
  private mutating func widget(at index: Int32) -> Widget? {
    var f = Fields()
    guard map(at: index, { reader, key in reader.field(key, of: &f) }), let kind = f.kind else {
      return nil
    }
    switch (kind, f.items) {
    case (.text, .none) where f.has(.text, [.style, .reveal]):
      return .text(Widget.Text(text: f.first, style: f.style, reveal: f.flag))
    case (.picture, .none) where f.has(.source, .alt):
      return .picture(Widget.Picture(source: f.first, alt: f.second))
    case (.code, .none) where f.has(.text, [.language, .reveal]):
      return .code(Widget.Code(text: f.first, language: f.second, reveal: f.flag))
    case (.slots, .slots(let slots)) where f.has([.id, .slots], .color):
      return .slots(Widget.Slots(id: f.first, slots: slots, color: f.color))
    case (.tiles, .tiles(let tiles)) where f.has([.id, .tiles], [.columns, .ignoreCase]):
      return .tiles(
        Widget.Tiles(id: f.first, columns: f.columns, tiles: tiles, ignoresCase: f.flag))
    case (.choices, .choices(let choices)) where f.has([.id, .choices], .multiple):
      return .choices(Widget.Choices(id: f.first, multiple: f.flag, choices: choices))
    case (.inputs, .fields(let fields)) where f.has([.id, .fields]):
      return .inputs(Widget.Inputs(id: f.first, fields: fields))
    case (.textarea, .none) where f.has(.id, [.value, .placeholder]):
      return .textarea(Widget.TextArea(id: f.first, value: f.second, placeholder: f.placeholder))
    case (.sequence, .items(let items)) where f.has([.id, .items]):
      return .sequence(Widget.Sequence(id: f.first, items: items))
    case (.feedback, .none) where f.has(.text, [.verdict, .reveal]):
      return .feedback(Widget.Feedback(text: f.first, verdict: f.verdict, reveal: f.flag))
    default:
      return nil
    }
  }

  /// Reads the value on top of the stack as the widget field `key`.
  private mutating func field(_ key: String, of fields: inout Fields) -> Bool {
    func text(_ flag: Seen, _ stored: inout String) -> Bool {
      guard let read = stringValue() else { return false }
      stored = read
      fields.seen.insert(flag)
      return true
    }
    func flag(_ flag: Seen) -> Bool {
      guard let read = boolValue() else { return false }
      fields.flag = read
      fields.seen.insert(flag)
      return true
    }
    let list = lua_gettop(state)
    switch key {
    case "type":
      guard let type = stringValue(), let kind = Kind(type) else { return false }
      fields.kind = kind
      fields.seen.insert(.type)
      return true
    case "text": return text(.text, &fields.first)
    case "id":
      guard let id = stringValue(), !id.isEmpty else { return false }
      fields.first = id
      fields.seen.insert(.id)
      return true
    case "style":
      guard let style = choiceValue(Widget.Text.Style.self) else { return false }
      fields.style = style
      fields.seen.insert(.style)
      return true
    case "reveal": return flag(.reveal)
    case "choices":
      fields.seen.insert(.choices)
      var choices: [Widget.Choices.Choice] = []
      guard self.choices(at: list, into: &choices) else { return false }
      fields.items = .choices(choices)
      return true
    case "multiple": return flag(.multiple)
    case "verdict":
      guard let verdict = choiceValue(Widget.Feedback.Verdict.self) else { return false }
      fields.verdict = verdict
      fields.seen.insert(.verdict)
      return true
    case "source": return text(.source, &fields.first)
    case "alt": return text(.alt, &fields.second)
    case "language": return text(.language, &fields.second)
    case "tiles":
      fields.seen.insert(.tiles)
      var tiles: [Widget.Tiles.Tile] = []
      guard self.tiles(at: list, into: &tiles) else { return false }
      fields.items = .tiles(tiles)
      return true
    case "slots":
      fields.seen.insert(.slots)
      var slots: [Widget.Slots.Slot] = []
      guard self.slots(at: list, into: &slots) else { return false }
      fields.items = .slots(slots)
      return true
    case "color":
      guard let color = choiceValue(Widget.Slots.Color.self) else { return false }
      fields.color = color
      fields.seen.insert(.color)
      return true
    case "columns":
      guard let columns = integerValue(in: 1...Widget.maximumColumns) else { return false }
      fields.columns = columns
      fields.seen.insert(.columns)
      return true
    case "ignore_case": return flag(.ignoreCase)
    case "fields":
      fields.seen.insert(.fields)
      var inputs: [Widget.Inputs.Field] = []
      guard inputFields(at: list, into: &inputs) else { return false }
      fields.items = .fields(inputs)
      return true
    case "items":
      fields.seen.insert(.items)
      var items: [Widget.Sequence.Item] = []
      guard sequenceItems(at: list, into: &items) else { return false }
      fields.items = .items(items)
      return true
    case "value": return text(.value, &fields.second)
    case "placeholder": return text(.placeholder, &fields.placeholder)
    default:
      return false
    }
  }

  // MARK: Lists of a widget

  private mutating func slots(at index: Int32, into slots: inout [Widget.Slots.Slot]) -> Bool {
    var indices = UniqueValues<Int>()
    return list(at: index) { reader, place, count in
      if place == 1 { slots.reserveCapacity(count) }
      var char: String?
      var position: Int?
      let read = reader.map(at: lua_gettop(reader.state)) { reader, key in
        switch key {
        case "char":
          char = reader.stringValue()
          return char.map { $0.isEmpty || Widget.isOneCharacter($0) } ?? false
        case "index":
          position = reader.integerValue(in: 1...Int(Int32.max))
          return position.map { indices.insert($0) } ?? false
        default: return false
        }
      }
      guard read, let char, let position else { return false }
      slots.append(Widget.Slots.Slot(char: char, index: position))
      return true
    }
  }

  private mutating func tiles(at index: Int32, into tiles: inout [Widget.Tiles.Tile]) -> Bool {
    var indices = UniqueValues<Int>()
    return list(at: index) { reader, place, count in
      if place == 1 { tiles.reserveCapacity(count) }
      var char: String?
      var position: Int?
      var hidden = false
      let read = reader.map(at: lua_gettop(reader.state)) { reader, key in
        switch key {
        case "char":
          char = reader.stringValue()
          return char.map { !$0.isEmpty && Widget.isOneCharacter($0) } ?? false
        case "index":
          position = reader.integerValue(in: 1...Int(Int32.max))
          return position.map { indices.insert($0) } ?? false
        case "hidden":
          guard let flag = reader.boolValue() else { return false }
          hidden = flag
          return true
        default: return false
        }
      }
      guard read, let char, let position else { return false }
      tiles.append(Widget.Tiles.Tile(char: char, index: position, hidden: hidden))
      return true
    }
  }

  private mutating func choices(at index: Int32, into choices: inout [Widget.Choices.Choice])
    -> Bool
  {
    var keys = UniqueValues<ByteString>()
    return list(at: index) { reader, place, count in
      if place == 1 { choices.reserveCapacity(count) }
      var key: String?
      var text: String?
      var label: String?
      var selected = false
      let read = reader.map(at: lua_gettop(reader.state)) { reader, name in
        switch name {
        case "key":
          key = reader.keyValue(unique: &keys)
          return key != nil
        case "text":
          text = reader.stringValue()
          return text != nil
        case "label":
          label = reader.stringValue()
          return label != nil
        case "selected":
          guard let flag = reader.boolValue() else { return false }
          selected = flag
          return true
        default: return false
        }
      }
      guard read, let key, let text else { return false }
      choices.append(
        Widget.Choices.Choice(key: key, text: text, selected: selected, label: label))
      return true
    }
  }

  private mutating func inputFields(at index: Int32, into fields: inout [Widget.Inputs.Field])
    -> Bool
  {
    var ids = UniqueValues<ByteString>()
    return list(at: index) { reader, place, count in
      if place == 1 { fields.reserveCapacity(count) }
      var id: String?
      var label: String?
      var value = ""
      let read = reader.map(at: lua_gettop(reader.state)) { reader, name in
        switch name {
        case "id":
          id = reader.keyValue(unique: &ids)
          return id != nil
        case "label":
          label = reader.stringValue()
          return label != nil
        case "value":
          guard let text = reader.stringValue() else { return false }
          value = text
          return true
        default: return false
        }
      }
      guard read, let id else { return false }
      fields.append(Widget.Inputs.Field(id: id, label: label, value: value))
      return true
    }
  }

  private mutating func sequenceItems(
    at index: Int32, into items: inout [Widget.Sequence.Item]
  ) -> Bool {
    var keys = UniqueValues<ByteString>()
    var positions = UniqueValues<Int>()
    return list(at: index) { reader, place, count in
      if place == 1 { items.reserveCapacity(count) }
      var key: String?
      var text: String?
      var position: Int?
      let read = reader.map(at: lua_gettop(reader.state)) { reader, name in
        switch name {
        case "key":
          key = reader.keyValue(unique: &keys)
          return key != nil
        case "text":
          text = reader.stringValue()
          return text != nil
        case "position":
          position = reader.integerValue(in: 1...max(1, count))
          return position != nil
        default: return false
        }
      }
      let at = position ?? place
      guard read, let key, let text, positions.insert(at) else { return false }
      items.append(Widget.Sequence.Item(key: key, text: text, position: at))
      return true
    }
  }
}
