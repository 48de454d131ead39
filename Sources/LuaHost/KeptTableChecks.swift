import CLua
import CLuaSandbox
import QuizCore

// Checks for `trivium validate`: the engine passes a question, and an answer state the plugin
// returned, as the very tables it kept, so a plugin must not write into them. Play never
// reads a kept table back; these reads do, to tell whether one was changed.

extension LuaPlugin {
  /// Whether the table kept for the question `value` (passed with `sharing`) still reads as
  /// `value`: false when the plugin wrote into it, nil when no table is kept for it.
  public func sharedTableMatches(_ value: Value) -> Bool? {
    guard let identity = value.storageIdentity, let entry = sharedValues[identity] else {
      return nil
    }
    let matches = tableMatches(reference: entry.reference, value)
    guard matches == true else { return matches }
    // A type whose `fields` schema fills in a default is given a copy of the question.
    return !copyWritten(reference: entry.reference)
  }

  /// Whether the plugin wrote into the copy with defaults the prelude made of the question
  /// kept at `reference` (false when it made none, or when the check could not run).
  private func copyWritten(reference: Int32) -> Bool {
    let written = try? inCallFrame(runsCode: false) { _ throws(PluginError) -> Bool in
      let pushed = withCapLifted { () -> Bool in
        guard lua_checkstack(state, 2) != 0, copyCheckRef != LUA_NOREF else { return false }
        _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(copyCheckRef))
        _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(reference))
        return true
      }
      guard pushed else { return false }
      beginCall()
      guard trv_sandbox_pcall(state, 1, 1) == LUA_OK else { return false }
      return lua_toboolean(state, -1) != 0
    }
    return written ?? false
  }

  /// Whether the table kept for `value`, a state the plugin returned, still reads as `value`:
  /// false when the plugin changed it in place since, nil when no table is kept for it.
  public func keptTableMatches(_ value: Value) -> Bool? {
    guard let reference = returnedValues.reference(for: value) else { return nil }
    return tableMatches(reference: reference, value)
  }

  /// The state whose very table the plugin's last state result was (a table it was given
  /// and handed back), if it was. A state handed back changed was changed in place.
  public func takeHandedBack() -> Value? {
    defer { returnedValues.handedBack = nil }
    return returnedValues.handedBack
  }

  private func tableMatches(reference: Int32, _ value: Value) -> Bool? {
    try? inCallFrame(runsCode: false) { bridge throws(PluginError) -> Bool? in
      withCapLifted {
        guard lua_checkstack(state, 1) != 0 else { return nil }
        _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(reference))
        guard let read = try? bridge.read(at: lua_gettop(state)) else { return false }
        return Self.sameInLua(read, value)
      }
    }
  }

  /// Whether `read`, a table read back from Lua, stands for `value`. Lua has one kind of empty
  /// table, so an empty map and an empty list read back alike (as a list).
  static func sameInLua(_ read: Value, _ value: Value) -> Bool {
    switch (read, value) {
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy(sameInLua)
    case (.map(let left), .map(let right)):
      return left.count == right.count
        && zip(left, right).allSatisfy { pair in
          pair.0.key.utf8.elementsEqual(pair.1.key.utf8) && sameInLua(pair.0.value, pair.1.value)
        }
    case (.array(let list), .map(let map)), (.map(let map), .array(let list)):
      return list.isEmpty && map.isEmpty
    default:
      return read == value
    }
  }
}
