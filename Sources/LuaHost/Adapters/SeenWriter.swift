import CLua
import QuizCore

// A bot's `seen` written from the `SessionView` straight onto the Lua stack: the same keys,
// values and table shapes as `SessionView.value` (with `Widget.value` for each widget), but no
// `Value` tree in between. Bots read it every move, so this is on the hot path of every
// headless session.

extension LuaArguments {
  /// Adds `seen` for `view` (see `SessionView.seen(solution:)`), with `solution` shared (the
  /// same table for every move on a question) and the tournament's `params` when not null.
  mutating func addSeen(_ view: SessionView, solution: Value?, params: Value) {
    guard failure == nil else { return }
    // The deepest table is a tile: seen.question.view[i].tiles[j], five levels, the fourth
    // level below a value pushed as a field; one key and one value on top of it.
    guard bridge.maxDepth > SeenWriter.deepestTable,
      lua_checkstack(bridge.state, SeenWriter.stackSlots) != 0
    else {
      // Limits too small for the direct way: the general one, with its errors.
      return addSeen(view.seen(solution: solution).mapValue ?? ValueMap(), params: params)
    }
    let writer = SeenWriter(bridge: bridge, plugin: plugin)
    lua_createtable(
      bridge.state, 0, Int32(writer.fieldCount(view) + (solution == nil ? 0 : 1) + 1))
    writer.write(view)
    var table = LuaTableWriter(plugin: plugin, bridge: bridge)
    if let solution {
      table.setShared("solution", solution)
      if table.failure == nil {
        // Kept beside the view, for the oracle's `trivium.pending(view, seen.solution)`.
        bridge.pushString("solution")
        lua_rawget(bridge.state, -2)
        plugin.keepShownSolution(solution, on: bridge.state)
        clua_pop(bridge.state, 1)
      }
    }
    if params != .null { table.set("params", params) }
    count += 1
    if let problem = table.failure { failure = problem.inside(" #\(count)") }
  }

  /// Adds a `seen` given as a map: each field pushed as a general value, `solution` shared.
  mutating func addSeen(_ map: ValueMap, params: Value) {
    addTable(fields: map.count + 1) { table in
      for (key, value) in map {
        // An oracle's solution stays the same for every move on a question: the bot gets the
        // same table each time instead of a new copy.
        if key == "solution" { table.setShared(key, value) } else { table.set(key, value) }
      }
      if params != .null { table.set("params", params) }
    }
  }
}

/// Writes the fields of a `SessionView` into the table on top of the stack. The caller has made
/// room for `stackSlots` more slots and checked the nesting limit, so nothing here can fail.
struct SeenWriter {
  /// The depth, as `ValueBridge` counts it for a field's value, of the deepest table written:
  /// question (0), view (1), widget (2), tiles (3), tile (4).
  static let deepestTable = 4
  /// The most stack slots the writing takes above the seen table: a table per level, a value
  /// at the bottom, and what the string cache takes.
  static let stackSlots: Int32 = 16

  let bridge: ValueBridge
  /// The bot, which keeps the view table written (`LuaPlugin.shownView`).
  unowned(unsafe) let plugin: LuaPlugin
  var state: OpaquePointer { bridge.state }

  /// How many fields `SessionView.value` has for `view`.
  func fieldCount(_ view: SessionView) -> Int {
    var count = 5  // buttons, counter, finished, popups, question
    if !view.revealsAtEnd { count += 1 }
    if view.verdict != nil || view.handedIn { count += 1 }
    if view.hintCost != nil { count += 1 }
    return count
  }

  /// The fields of `view.value`, in the same (sorted) order.
  func write(_ view: SessionView) {
    let buttons = view.buttons
    lua_createtable(state, 0, 6)
    set("analysis", buttons.analysis)
    set("check", buttons.check)
    set("finish", buttons.finish)
    set("hint", buttons.hint)
    set("next", buttons.next)
    set("previous", buttons.previous)
    setField("buttons")
    if view.handedIn {
      set("checked", "handed_in")
    } else if let verdict = view.verdict {
      set("checked", verdict.rawValue)
    }
    set("counter", view.counter)
    set("finished", view.result != nil)
    if let hintCost = view.hintCost { set("hint_cost", hintCost) }
    lua_createtable(state, Int32(clamping: view.popups.count), 0)
    for (offset, popup) in view.popups.enumerated() {
      lua_createtable(state, 0, 6)
      lua_createtable(state, Int32(clamping: popup.buttons.count), 0)
      for (position, button) in popup.buttons.enumerated() {
        bridge.pushString(button.id)
        lua_rawseti(state, -2, lua_Integer(position + 1))
      }
      setField("buttons")
      set("id", popup.id.rawValue)
      set("modal", popup.isModal)
      set("template", popup.template.rawValue)
      set("text", popup.text)
      set("title", popup.title)
      lua_rawseti(state, -2, lua_Integer(offset + 1))
    }
    setField("popups")
    lua_createtable(state, 0, view.failure == nil ? 5 : 6)
    set("count", view.count)
    if let failure = view.failure { set("failure", failure) }
    if !view.graded { set("graded", false) }
    set("index", view.position + 1)
    set("title", view.title)
    set("type", view.type)
    lua_createtable(state, Int32(clamping: view.widgets.count), 0)
    for (offset, widget) in view.widgets.enumerated() {
      write(widget)
      lua_rawseti(state, -2, lua_Integer(offset + 1))
    }
    plugin.keepShownView(view.widgets, on: state)
    setField("view")
    setField("question")
    if !view.revealsAtEnd { set("score", view.score) }
  }

  /// Pushes `widget.value` as a table.
  func write(_ widget: Widget) {
    switch widget {
    case .text(let w):
      lua_createtable(state, 0, w.reveal ? 4 : 3)
      if w.reveal { set("reveal", true) }
      set("style", w.style.rawValue)
      set("text", w.text)
      set("type", "text")
    case .picture(let w):
      lua_createtable(state, 0, 3)
      set("alt", w.alt)
      set("source", w.source)
      set("type", "picture")
    case .code(let w):
      lua_createtable(state, 0, w.reveal ? 4 : 3)
      set("language", w.language)
      if w.reveal { set("reveal", true) }
      set("text", w.text)
      set("type", "code")
    case .slots(let w):
      lua_createtable(state, 0, 4)
      set("color", w.color.rawValue)
      set("id", w.id)
      lua_createtable(state, Int32(clamping: w.slots.count), 0)
      for (offset, slot) in w.slots.enumerated() {
        lua_createtable(state, 0, 2)
        set("char", slot.char)
        set("index", slot.index)
        lua_rawseti(state, -2, lua_Integer(offset + 1))
      }
      setField("slots")
      set("type", "slots")
    case .tiles(let w):
      lua_createtable(state, 0, w.columns == nil ? 4 : 5)
      if let columns = w.columns { set("columns", columns) }
      set("id", w.id)
      set("ignore_case", w.ignoresCase)
      lua_createtable(state, Int32(clamping: w.tiles.count), 0)
      for (offset, tile) in w.tiles.enumerated() {
        lua_createtable(state, 0, 3)
        set("char", tile.char)
        set("hidden", tile.hidden)
        set("index", tile.index)
        lua_rawseti(state, -2, lua_Integer(offset + 1))
      }
      setField("tiles")
      set("type", "tiles")
    case .choices(let w):
      lua_createtable(state, 0, 4)
      lua_createtable(state, Int32(clamping: w.choices.count), 0)
      for (offset, choice) in w.choices.enumerated() {
        lua_createtable(state, 0, choice.label == nil ? 3 : 4)
        set("key", choice.key)
        if let label = choice.label { set("label", label) }
        set("selected", choice.selected)
        set("text", choice.text)
        lua_rawseti(state, -2, lua_Integer(offset + 1))
      }
      setField("choices")
      set("id", w.id)
      set("multiple", w.multiple)
      set("type", "choices")
    case .inputs(let w):
      lua_createtable(state, 0, 3)
      lua_createtable(state, Int32(clamping: w.fields.count), 0)
      for (offset, field) in w.fields.enumerated() {
        lua_createtable(state, 0, 3)
        set("id", field.id)
        set("label", field.label)
        set("value", field.value)
        lua_rawseti(state, -2, lua_Integer(offset + 1))
      }
      setField("fields")
      set("id", w.id)
      set("type", "inputs")
    case .textarea(let w):
      lua_createtable(state, 0, 4)
      set("id", w.id)
      set("placeholder", w.placeholder)
      set("type", "textarea")
      set("value", w.value)
    case .sequence(let w):
      lua_createtable(state, 0, 3)
      set("id", w.id)
      lua_createtable(state, Int32(clamping: w.items.count), 0)
      for (offset, item) in w.items.enumerated() {
        lua_createtable(state, 0, 3)
        set("key", item.key)
        set("position", item.position)
        set("text", item.text)
        lua_rawseti(state, -2, lua_Integer(offset + 1))
      }
      setField("items")
      set("type", "sequence")
    case .feedback(let w):
      lua_createtable(state, 0, 2 + (w.reveal ? 1 : 0) + (w.verdict == nil ? 0 : 1))
      if w.reveal { set("reveal", true) }
      set("text", w.text)
      set("type", "feedback")
      if let verdict = w.verdict { set("verdict", verdict.rawValue) }
    }
  }

  // MARK: Fields of the table below the top

  /// Sets the field `key` of the table below the top to the value on top, and pops it. Every
  /// table written is new, without a metatable, so this sets it as `lua_rawset` would; the key
  /// is a literal, which Lua finds in its own cache of C strings by address.
  private func setField(_ key: StaticString) {
    // The bytes of a literal of several characters, which end with a NUL.
    lua_setfield(
      state, -2, UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self))
  }

  private func set(_ key: StaticString, _ value: String) {
    bridge.pushString(value)
    setField(key)
  }

  private func set(_ key: StaticString, _ value: Int) {
    lua_pushinteger(state, lua_Integer(value))
    setField(key)
  }

  private func set(_ key: StaticString, _ value: Bool) {
    lua_pushboolean(state, value ? 1 : 0)
    setField(key)
  }
}
