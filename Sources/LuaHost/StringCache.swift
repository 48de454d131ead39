import CLua

/// Swift strings for the short Lua strings a plugin hands back again and again (keys such as
/// `type` and `text`, widget kinds, option keys), so that each is decoded and validated once.
///
/// Entries are found by the address of the Lua string's bytes. Each entry holds a registry
/// reference to its Lua string, so the string cannot be collected while cached and its address
/// cannot be reused by another string: the same address always means the same bytes.
final class StringCache {
  /// Strings longer than this are not cached: Lua interns only short strings, so longer
  /// ones (texts) are new objects each call and would only churn the cache.
  static let maxLength = 40
  private static let slotCount = 256

  private struct Slot {
    var address: UnsafeRawPointer?
    var string: String
    var reference: Int32
  }

  private let slots: UnsafeMutableBufferPointer<Slot>

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(address: nil, string: "", reference: LUA_NOREF))
  }

  deinit {
    // The references die with the Lua state; only the Swift side is freed here.
    slots.deinitialize()
    slots.deallocate()
  }

  private static func slot(for address: UnsafeRawPointer) -> Int {
    // Lua strings are at least 16-byte aligned; mix the address so neighbours spread out.
    let bits = UInt(bitPattern: address) >> 4
    return Int(truncatingIfNeeded: (bits ^ (bits >> 8)) & UInt(slotCount - 1))
  }

  /// The cached string for the Lua string whose bytes start at `address`, if any.
  func string(at address: UnsafeRawPointer) -> String? {
    let slot = Self.slot(for: address)
    return slots[slot].address == address ? slots[slot].string : nil
  }

  /// Caches `string` for the Lua string at stack `index`, whose bytes start at `address`.
  /// The caller has lifted the memory cap: taking a registry reference may allocate.
  func insert(_ string: String, at address: UnsafeRawPointer, index: Int32, state: OpaquePointer) {
    // A reference takes the copy pushed here and one slot inside luaL_ref.
    guard lua_checkstack(state, 2) != 0 else { return }
    let slot = Self.slot(for: address)
    if slots[slot].reference != LUA_NOREF {
      luaL_unref(state, clua_registryindex(), slots[slot].reference)
    }
    lua_pushvalue(state, index)
    slots[slot] = Slot(
      address: address, string: string, reference: luaL_ref(state, clua_registryindex()))
  }
}
