import CLua

/// The strings that cross between Swift and one plugin's Lua state again and again (keys such
/// as `type` and `text`, widget kinds, option keys, the texts of a question), each decoded and
/// validated once on the way out and made a Lua string once on the way in.
///
/// Every entry holds a registry reference to its Lua string, so the string cannot be collected
/// while cached and its address cannot be reused by another string.
final class StringCache {
  /// Longer strings are not cached: few of them repeat, and a cached string stays in the
  /// plugin's memory until its slot is taken.
  static let maxLength = 512
  private static let slotCount = 512

  /// A Lua string read before, found by the address of its bytes: the same address always
  /// means the same bytes.
  private struct Slot {
    var address: UnsafeRawPointer?
    var string: String
    var reference: Int32
  }

  /// A Swift string pushed before, found by its two words. A small string holds its bytes in
  /// them; a large one, its storage, which the slot keeps alive, and strings never change.
  /// Equal strings with different words (two copies of one text) only miss the cache.
  private struct PushSlot {
    var words: (UInt64, UInt64)
    var string: String
    var reference: Int32
  }

  private let slots: UnsafeMutableBufferPointer<Slot>
  private let pushSlots: UnsafeMutableBufferPointer<PushSlot>

  init() {
    precondition(MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size)
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(address: nil, string: "", reference: LUA_NOREF))
    pushSlots = .allocate(capacity: Self.slotCount)
    pushSlots.initialize(repeating: PushSlot(words: (0, 0), string: "", reference: LUA_NOREF))
  }

  deinit {
    // The references die with the Lua state; only the Swift side is freed here.
    slots.deinitialize()
    slots.deallocate()
    pushSlots.deinitialize()
    pushSlots.deallocate()
  }

  /// The slots that hold a reference, each listed once, read slots as they are and push
  /// slots plus `slotCount`: what `forgetAll` visits.
  private var filled: [Int] = []

  /// Frees every registry reference the cache holds, so that its strings can be collected,
  /// and empties it. The Swift strings stay until their slots are taken again (no slot
  /// matches until then).
  func forgetAll(state: OpaquePointer) {
    for index in filled {
      if index < Self.slotCount {
        luaL_unref(state, clua_registryindex(), slots[index].reference)
        slots[index].reference = LUA_NOREF
        slots[index].address = nil
      } else {
        luaL_unref(state, clua_registryindex(), pushSlots[index - Self.slotCount].reference)
        pushSlots[index - Self.slotCount].reference = LUA_NOREF
      }
    }
    filled.removeAll(keepingCapacity: true)
  }

  /// Empties the cache without touching the state: for a state brought back to a snapshot
  /// taken while the cache held nothing, whose registry holds none of these references.
  func discardAll() {
    for index in filled {
      if index < Self.slotCount {
        slots[index].reference = LUA_NOREF
        slots[index].address = nil
      } else {
        pushSlots[index - Self.slotCount].reference = LUA_NOREF
      }
    }
    filled.removeAll(keepingCapacity: true)
  }

  private static func slot(for address: UnsafeRawPointer) -> Int {
    // Lua strings are at least 16-byte aligned; mix the address so neighbours spread out.
    let bits = UInt(bitPattern: address) >> 4
    return Int(truncatingIfNeeded: (bits ^ (bits >> 9)) & UInt(slotCount - 1))
  }

  /// The cached string for the Lua string whose bytes start at `address`, if any.
  func string(at address: UnsafeRawPointer) -> String? {
    let slot = Self.slot(for: address)
    return slots[slot].address == address ? slots[slot].string : nil
  }

  /// Caches `string` for the Lua string at stack `index`, whose bytes start at `address`.
  /// The caller has lifted the memory cap: taking a registry reference may allocate.
  func insert(_ string: String, at address: UnsafeRawPointer, index: Int32, state: OpaquePointer) {
    let slot = Self.slot(for: address)
    guard let reference = Self.reference(to: index, replacing: slots[slot].reference, state)
    else { return }
    if slots[slot].reference == LUA_NOREF { filled.append(slot) }
    slots[slot] = Slot(address: address, string: string, reference: reference)
  }

  /// A registry reference to the string at stack `index`, after dropping `old`; nil when the
  /// stack has no room for taking it (the string is then simply not cached).
  private static func reference(to index: Int32, replacing old: Int32, _ state: OpaquePointer)
    -> Int32?
  {
    // A reference takes the copy pushed here and one slot inside luaL_ref.
    guard lua_checkstack(state, 2) != 0 else { return nil }
    if old != LUA_NOREF { luaL_unref(state, clua_registryindex(), old) }
    lua_pushvalue(state, index)
    return luaL_ref(state, clua_registryindex())
  }

  private static func words(of string: String) -> (UInt64, UInt64) {
    unsafeBitCast(string, to: (UInt64, UInt64).self)
  }

  private static func slot(for words: (UInt64, UInt64)) -> Int {
    let mixed = (words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: (mixed >> 40) & UInt64(slotCount - 1))
  }

  /// Pushes the Lua string made for `string` before, if it is cached; the stack grows by one
  /// when it is.
  func pushCached(_ string: String, state: OpaquePointer) -> Bool {
    let words = Self.words(of: string)
    // Through the pointer: copying the slot would retain and release its string.
    let slot = pushSlots.baseAddress! + Self.slot(for: words)
    guard slot.pointee.words == words, slot.pointee.reference != LUA_NOREF else { return false }
    _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(slot.pointee.reference))
    return true
  }

  /// Caches the Lua string on the top of the stack, just pushed for `string`. The caller has
  /// lifted the memory cap.
  func remember(_ string: String, state: OpaquePointer) {
    let words = Self.words(of: string)
    let slot = Self.slot(for: words)
    guard let reference = Self.reference(to: -1, replacing: pushSlots[slot].reference, state)
    else { return }
    if pushSlots[slot].reference == LUA_NOREF { filled.append(Self.slotCount + slot) }
    pushSlots[slot] = PushSlot(words: words, string: string, reference: reference)
  }
}
