import CLua
import CLuaSandbox
import Localization
import QuizCore

// Calls whose shape the caller knows: arguments are written straight onto the Lua stack and
// the fields of the result are read where they lie, so no `Value` tree is built on either
// side. The checks stay those of `call(_:_:sharing:)`: raw access only, the memory cap
// lifted while the host writes, strings validated as UTF-8.

/// A function of a plugin, looked up once by name and then called by reference. It can be
/// called only on the plugin it was looked up in: its reference means nothing in another's
/// registry.
public struct LuaFunction: Sendable {
  /// Its name in the plugin's table, for errors.
  public let name: String
  /// The id of the plugin it belongs to, for errors.
  public let pluginID: String
  /// Its slot in `LuaPlugin.functionReferences`, which a renewed state fills again.
  let slot: Int
  /// The `LuaPlugin.serial` of its plugin.
  let owner: UInt64
}

extension LuaPlugin {
  /// The plugin's function `name`, for calls on a hot path: the function is kept in the
  /// registry, so a call skips the lookup by name. (The plugin's table is read once, at load.)
  public func function(_ name: String) throws(PluginError) -> LuaFunction {
    if let known = functionSlots[ByteString(name)] {
      return LuaFunction(name: name, pluginID: id, slot: known, owner: serial)
    }
    // In a call frame, so that a failed lookup leaves nothing on the stack.
    let reference = try inCallFrame { bridge throws(PluginError) in
      try pushFunction(name, bridge: bridge)
      return withCapLifted { luaL_ref(state, clua_registryindex()) }
    }
    functionSlots[ByteString(name)] = functionReferences.count
    functionReferences.append(reference)
    return LuaFunction(
      name: name, pluginID: id, slot: functionReferences.count - 1, owner: serial)
  }

  /// Calls the plugin's function `name` with the arguments `arguments` writes and returns
  /// what `result` reads from its first result.
  public func call<Output>(
    _ name: String, arguments: (inout LuaArguments) -> Void,
    result: (inout LuaResult) throws(PluginError) -> Output
  ) throws(PluginError) -> Output {
    try call(function(name), arguments: arguments, result: result)
  }

  /// Calls `function` with the arguments `arguments` writes and returns what `result` reads
  /// from its first result.
  public func call<Output>(
    _ function: LuaFunction, arguments: (inout LuaArguments) -> Void,
    result: (inout LuaResult) throws(PluginError) -> Output
  ) throws(PluginError) -> Output {
    guard function.owner == serial else {
      throw PluginError(
        pluginID: id, kind: .foreignFunction,
        message:
          "the function '\(function.name)' was looked up in plugin '\(function.pluginID)', not in this one"
      )
    }
    return try inCallFrame { bridge throws(PluginError) in
      // The registry's function slot cannot raise: an integer key of an existing entry.
      _ = lua_rawgeti(
        state, clua_registryindex(), lua_Integer(functionReferences[function.slot]))
      var writer = LuaArguments(plugin: self, bridge: bridge)
      withCapLifted { arguments(&writer) }
      if let failure = writer.failure {
        throw PluginError(
          pluginID: id, kind: .badValue,
          words: Self.argumentWords(failure, function: function.name))
      }
      beginCall()
      let status = trv_sandbox_pcall(state, writer.count, 1)
      guard status == LUA_OK else { throw failure(status: status) }
      // A field, and what caching a string read from it takes.
      guard lua_checkstack(state, 4) != 0 else {
        throw PluginError(
          pluginID: id, kind: .badValue,
          words: Phrase(
            trLater("the result of '{function}' has no room on the stack"),
            ["function": .text(function.name)]))
      }
      var reader = LuaResult(plugin: self, bridge: bridge, index: lua_gettop(state))
      let value = try withCapLifted { () throws(PluginError) in try result(&reader) }
      if let failure = reader.failure { throw resultError(failure, function: function.name) }
      return value
    }
  }
}

/// The arguments of a typed call, pushed in order as they are added. It lives only for the
/// call (it cannot be copied out of it), which is why it need not own the plugin.
public struct LuaArguments: ~Copyable {
  // The plugin outlives every call it makes; no reference count is needed.
  unowned(unsafe) let plugin: LuaPlugin
  let bridge: ValueBridge
  var count: Int32 = 0
  /// The first argument that could not be pushed; the call fails with it.
  var failure: ValueConversionError?

  init(plugin: LuaPlugin, bridge: ValueBridge) {
    self.plugin = plugin
    self.bridge = bridge
  }

  /// Adds a general value.
  public mutating func add(_ value: Value) {
    guard failure == nil else { return }
    do throws(ValueConversionError) { try bridge.push(value) } catch {
      failure = error.inside(" #\(count + 1)")
      return
    }
    count += 1
  }

  /// Adds a value the plugin will see again unchanged, pushed once and kept (see
  /// `LuaPlugin.call(_:_:sharing:)`).
  public mutating func addShared(_ value: Value) {
    guard failure == nil else { return }
    do throws(ValueConversionError) { try plugin.pushShared(value, bridge: bridge) } catch {
      failure = error.inside(" #\(count + 1)")
      return
    }
    count += 1
  }

  /// Adds a value the plugin returned lately (an answer state): the table it returned is
  /// passed back when it is still kept, else a copy. See `LuaResult.returnedValue()`.
  public mutating func addReturned(_ value: Value) {
    guard failure == nil else { return }
    guard let reference = plugin.returnedValues.reference(for: value) else { return add(value) }
    guard lua_checkstack(bridge.state, 1) != 0 else {
      failure = ValueConversionError(ValueConversionError.noRoom).inside(" #\(count + 1)")
      return
    }
    _ = lua_rawgeti(bridge.state, clua_registryindex(), lua_Integer(reference))
    count += 1
  }

  /// Adds a table with the fields `fill` sets; `fields` is how many, as a size hint.
  public mutating func addTable(fields: Int = 0, _ fill: (inout LuaTableWriter) -> Void) {
    guard failure == nil else { return }
    guard lua_checkstack(bridge.state, 3) != 0 else {
      failure = ValueConversionError(ValueConversionError.noRoom).inside(" #\(count + 1)")
      return
    }
    lua_createtable(bridge.state, 0, Int32(clamping: fields))
    var writer = LuaTableWriter(plugin: plugin, bridge: bridge)
    fill(&writer)
    count += 1
    if let problem = writer.failure { failure = problem.inside(" #\(count)") }
  }
}

/// Sets fields of a table being pushed as an argument.
public struct LuaTableWriter: ~Copyable {
  // As in `LuaArguments`: the plugin outlives the call.
  unowned(unsafe) let plugin: LuaPlugin
  let bridge: ValueBridge
  var failure: ValueConversionError?

  init(plugin: LuaPlugin, bridge: ValueBridge) {
    self.plugin = plugin
    self.bridge = bridge
  }

  /// Sets `key` to an integer.
  public mutating func set(_ key: String, _ value: Int64) {
    bridge.pushString(key)
    lua_pushinteger(bridge.state, value)
    lua_rawset(bridge.state, -3)
  }

  /// Sets `key` to a float.
  public mutating func set(_ key: String, _ value: Double) {
    bridge.pushString(key)
    lua_pushnumber(bridge.state, value)
    lua_rawset(bridge.state, -3)
  }

  /// Sets `key` to a boolean.
  public mutating func set(_ key: String, _ value: Bool) {
    bridge.pushString(key)
    lua_pushboolean(bridge.state, value ? 1 : 0)
    lua_rawset(bridge.state, -3)
  }

  /// Sets `key` to a string.
  public mutating func set(_ key: String, _ value: String) {
    bridge.pushString(key)
    bridge.pushString(value)
    lua_rawset(bridge.state, -3)
  }

  /// Sets `key` to a general value.
  public mutating func set(_ key: String, _ value: Value) {
    set(key, value, shared: false)
  }

  /// Sets `key` to a value the plugin will see again unchanged, pushed once and kept (see
  /// `LuaPlugin.call(_:_:sharing:)`).
  public mutating func setShared(_ key: String, _ value: Value) {
    set(key, value, shared: true)
  }

  private mutating func set(_ key: String, _ value: Value, shared: Bool) {
    guard failure == nil else { return }
    let top = lua_gettop(bridge.state)
    bridge.pushString(key)
    do throws(ValueConversionError) {
      if shared { try plugin.pushShared(value, bridge: bridge) } else { try bridge.push(value) }
    } catch {
      // A value that failed part way leaves its unfinished tables: drop them and the key.
      lua_settop(bridge.state, top)
      failure = error.inside(".\(key)")
      return
    }
    lua_rawset(bridge.state, -3)
  }
}

/// The first result of a typed call, read in place with raw access (no metamethod runs).
/// Everything read from it is paid from one budget (`SandboxLimits.maxValueNodes` and
/// `maxValueBytes`), however many fields the caller reads.
public struct LuaResult: ~Copyable {
  // As in `LuaArguments`: the plugin outlives the call.
  unowned(unsafe) let plugin: LuaPlugin
  let bridge: ValueBridge
  let index: Int32
  /// The first part that could not be read; the call fails with it.
  var failure: ValueConversionError?
  /// What reading the rest of the result may still cost.
  var budget: ValueBudget

  init(plugin: LuaPlugin, bridge: ValueBridge, index: Int32) {
    self.plugin = plugin
    self.bridge = bridge
    self.index = index
    budget = bridge.budget
  }

  /// Whether the result is a table (a map or a list).
  public var isTable: Bool { lua_type(bridge.state, index) == LUA_TTABLE }

  /// Runs `body` with the field `key` of a table result on top of the stack (nil when the
  /// result is not a table).
  private func withField<T>(_ key: String, _ body: (Int32) -> T) -> T {
    let state = bridge.state
    if lua_type(state, index) == LUA_TTABLE {
      bridge.pushString(key)
      _ = lua_rawget(state, index)
    } else {
      lua_pushnil(state)
    }
    defer { clua_pop(state, 1) }
    return body(lua_gettop(state))
  }

  /// The field `key` if it is an integer (or a float with an integral value).
  public func integer(_ key: String) -> Int64? {
    withField(key) { slot in
      var isNumber: Int32 = 0
      let number = lua_tointegerx(bridge.state, slot, &isNumber)
      return isNumber != 0 && lua_type(bridge.state, slot) == LUA_TNUMBER ? number : nil
    }
  }

  /// The field `key` if it is a number.
  public func number(_ key: String) -> Double? {
    withField(key) { slot in
      lua_type(bridge.state, slot) == LUA_TNUMBER ? lua_tonumberx(bridge.state, slot, nil) : nil
    }
  }

  /// The field `key` if it is a boolean.
  public func bool(_ key: String) -> Bool? {
    withField(key) { slot in
      lua_type(bridge.state, slot) == LUA_TBOOLEAN ? lua_toboolean(bridge.state, slot) != 0 : nil
    }
  }

  /// The field `key` if it is a string of valid UTF-8 (nil otherwise; past the budget the
  /// call fails too).
  public mutating func string(_ key: String) -> String? {
    // A copy, paid back below: `withField` holds `self`.
    var budget = budget
    let read = withField(key) { slot -> Result<String, ValueConversionError>? in
      guard lua_type(bridge.state, slot) == LUA_TSTRING else { return nil }
      do throws(ValueConversionError) {
        return .success(try bridge.readString(at: slot, budget: &budget))
      } catch { return .failure(error) }
    }
    self.budget = budget
    switch read {
    case .success(let string): return string
    case .failure(let error):
      if error.isWhole, failure == nil { failure = error.inside(".\(key)") }
      return nil
    case nil: return nil
    }
  }

  /// The field `key` if it is a string of valid UTF-8, cut to at most `maxBytes` bytes (at a
  /// character boundary); only the part kept is read. `cut` tells whether it was cut.
  public func string(_ key: String, maxBytes: Int) -> (text: String, cut: Bool)? {
    withField(key) { slot in
      guard lua_type(bridge.state, slot) == LUA_TSTRING else { return nil }
      var length = 0
      guard let pointer = lua_tolstring(bridge.state, slot, &length) else { return nil }
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length)
      guard length > maxBytes else {
        return String(validating: bytes, as: UTF8.self).map { ($0, false) }
      }
      // Back to the start of the character that crosses the cut: continuation bytes are
      // 10xxxxxx.
      var end = max(0, maxBytes)
      while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      return String(validating: bytes[..<end], as: UTF8.self).map { ($0, true) }
    }
  }

  /// How many items the result has when it is a list (an empty table is an empty list); nil
  /// when it is not a table, or a table with named keys only.
  public var listCount: Int? {
    let state = bridge.state
    guard lua_type(state, index) == LUA_TTABLE else { return nil }
    let length = Int(lua_rawlen(state, index))
    if length > 0 { return length }
    lua_pushnil(state)
    guard lua_next(state, index) != 0 else { return 0 }
    clua_pop(state, 2)
    return nil
  }

  /// Runs `body` on the item at `position` (1-based) of a list result, read in place with
  /// what is left of this result's budget.
  public mutating func item<T>(
    _ position: Int, _ body: (inout LuaResult) throws(PluginError) -> T
  ) throws(PluginError) -> T {
    let state = bridge.state
    // The item, a field of it, and what caching a string read from it takes.
    guard lua_checkstack(state, 5) != 0 else {
      throw PluginError(
        pluginID: plugin.id, kind: .badValue,
        words: Phrase(trLater("a result has no room on the stack")))
    }
    if lua_type(state, index) == LUA_TTABLE {
      _ = lua_rawgeti(state, index, lua_Integer(position))
    } else {
      lua_pushnil(state)
    }
    defer { clua_pop(state, 1) }
    var inner = LuaResult(plugin: plugin, bridge: bridge, index: lua_gettop(state))
    inner.budget = budget
    defer {
      budget = inner.budget
      if failure == nil, let problem = inner.failure { failure = problem.inside("[\(position)]") }
    }
    return try body(&inner)
  }

  /// The field `key` as a general value (`.null` when absent or unreadable; the call then
  /// fails with the reason).
  public mutating func value(_ key: String) -> Value {
    var budget = budget
    let read = withField(key) { slot -> Result<Value, ValueConversionError> in
      do throws(ValueConversionError) {
        return .success(try bridge.read(at: slot, budget: &budget))
      } catch {
        return .failure(error)
      }
    }
    self.budget = budget
    switch read {
    case .success(let value): return value
    case .failure(let error):
      if failure == nil { failure = error.inside(".\(key)") }
      return .null
    }
  }

  /// The whole result as a general value (`.null` when unreadable; the call then fails).
  public mutating func value() -> Value {
    do throws(ValueConversionError) { return try bridge.read(at: index, budget: &budget) } catch {
      if failure == nil { failure = error }
      return .null
    }
  }

  /// The whole result as a general value that the host will pass back to the plugin (an
  /// answer state): its table is kept, so that `LuaArguments.addReturned(_:)` passes the
  /// same table again instead of a copy.
  public mutating func returnedValue() -> Value {
    let value = value()
    guard failure == nil, lua_type(bridge.state, index) == LUA_TTABLE else { return value }
    if plugin.hasRoomToKeepTables {
      plugin.returnedValues.remember(value, tableAt: index, state: bridge.state)
    } else {
      plugin.returnedValues.forgetAll(state: bridge.state)
    }
    return value
  }
}
