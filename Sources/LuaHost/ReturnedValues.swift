import CLua
import QuizCore

/// The last tables a plugin returned, with the `Value`s read from them, so that a value the
/// host passes back (an answer state: returned by `act`, then given to `view`, `complete` and
/// the next `act`) reaches the plugin as the same table instead of a new copy.
///
/// Plugins must not change a table they are given (docs/plugin-guide.md): states are changed
/// on copies. A plugin that returns the very table it was given may have changed it, so that
/// table stops standing for the value it was given as.
///
/// The ring is small and replaced in order, so which pushes it saves depends only on the calls
/// made: runs stay reproducible.
struct ReturnedValues {
  static let capacity = 8

  private struct Entry {
    let identity: UnsafeRawPointer
    let value: Value
    let table: UnsafeRawPointer
    let reference: Int32
  }

  private var entries: [Entry?] = Array(repeating: nil, count: capacity)
  private var next = 0
  /// The value whose table the last result was: a table the plugin was given and handed
  /// back. Checks read it to tell a state changed in place.
  var handedBack: Value?

  /// The registry reference of the table kept for `value`, if any.
  func reference(for value: Value) -> Int32? {
    guard let identity = value.storageIdentity else { return nil }
    for case let entry? in entries where entry.identity == identity {
      return entry.reference
    }
    return nil
  }

  /// Keeps the table at `index` as the Lua form of `value`, just read from it. The entry
  /// holds the value, so its storage (the key) cannot be reused by another value meanwhile.
  mutating func remember(_ value: Value, tableAt index: Int32, state: OpaquePointer) {
    handedBack = nil
    guard let identity = value.storageIdentity, let table = lua_topointer(state, index) else {
      return
    }
    // A table given in and handed back may have been changed in place: forget what it stood
    // for before.
    forget(table: table, state: state)
    guard lua_checkstack(state, 2) != 0 else { return }
    if let old = entries[next] { luaL_unref(state, clua_registryindex(), old.reference) }
    lua_pushvalue(state, index)
    entries[next] = Entry(
      identity: identity, value: value, table: table,
      reference: luaL_ref(state, clua_registryindex()))
    next = (next + 1) % Self.capacity
  }

  /// Drops every entry, so that their tables can be collected.
  mutating func forgetAll(state: OpaquePointer) {
    handedBack = nil
    for case let entry? in entries { luaL_unref(state, clua_registryindex(), entry.reference) }
    entries = Array(repeating: nil, count: Self.capacity)
  }

  /// Drops the entries whose table is `table`.
  private mutating func forget(table: UnsafeRawPointer, state: OpaquePointer) {
    for position in entries.indices where entries[position]?.table == table {
      handedBack = handedBack ?? entries[position]!.value
      luaL_unref(state, clua_registryindex(), entries[position]!.reference)
      entries[position] = nil
    }
  }
}
