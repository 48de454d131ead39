import CLua
import Localization
import QuizCore

/// Why a value could not cross between Lua and Swift, with the path to the offending part.
struct ValueConversionError: Error {
  /// The problem, said of "the value" found at `path`, in words translated at the edge.
  var problem: Phrase
  /// Keys and indices from the outermost value inward; built on the way out of an error, so
  /// that a successful read pays nothing for it.
  var path: [String] = []
  /// Whether the problem is the whole value's (a budget spent), so that no path is shown.
  var isWhole = false

  init(_ problem: Phrase, whole: Bool = false) {
    self.problem = problem
    isWhole = whole
  }

  /// "result.options[3] is not valid UTF-8", in English: what a plugin's Lua code is told.
  func message(root: String) -> String { words(root: .text(root)).description }

  /// "result.options[3] is not valid UTF-8", as words and values; `root` names the value.
  func words(root: Phrase.Value) -> Phrase {
    var place = root
    if !isWhole, !path.isEmpty {
      place = .phrase(
        Phrase(
          trLater("{value}{path}"), ["value": root, "path": .text(path.reversed().joined())]))
    }
    return Phrase(trLater("{value} {problem}"), ["value": place, "problem": .phrase(problem)])
  }

  /// "has no room on the Lua stack".
  static let noRoom = Phrase(trLater("has no room on the Lua stack"))

  func inside(_ component: String) -> ValueConversionError {
    var copy = self
    copy.path.append(component)
    return copy
  }
}

/// Moves `Value`s onto and off a Lua stack with raw access only: no metamethod runs, so a
/// hostile `__index` or `__pairs` cannot raise outside a protected call. The caller lifts
/// the memory cap around pushes, so that they cannot raise either.
struct ValueBridge {
  let state: OpaquePointer
  let maxDepth: Int
  /// The budget each value read from Lua starts with.
  let budget: ValueBudget
  /// Where strings that cross again and again are kept between calls; nil converts every
  /// string afresh. Bridges live only during a call of the plugin that owns the cache, so
  /// they hold it without a reference count (a retain and a release per string otherwise).
  let strings: Unmanaged<StringCache>?
  /// Whether pushed strings other than map keys go through `strings` too; see `pushingOnce`.
  private var cachesValues = true

  init(state: OpaquePointer, limits: SandboxLimits, strings: StringCache? = nil) {
    self.state = state
    maxDepth = limits.maxValueDepth
    budget = ValueBudget(limits)
    self.strings = strings.map { Unmanaged.passUnretained($0) }
  }

  /// This bridge, pushing the strings of values through the cache only when they are map
  /// keys: for values pushed once (an import's questions), whose texts would only take the
  /// cache's slots and pay its bookkeeping, while their few keys cross again and again.
  var pushingOnce: ValueBridge {
    var copy = self
    copy.cachesValues = false
    return copy
  }

  /// Pushes `value`; the stack grows by one.
  func push(_ value: Value) throws(ValueConversionError) {
    guard lua_checkstack(state, 1) != 0 else {
      throw ValueConversionError(ValueConversionError.noRoom)
    }
    try push(value, depth: 0)
  }

  /// Pushes `value` into a slot the caller made room for; a table makes room for its own
  /// key and value, so scalars (most of what crosses) skip the check.
  private func push(_ value: Value, depth: Int) throws(ValueConversionError) {
    switch value {
    case .null: lua_pushnil(state)
    case .bool(let b): lua_pushboolean(state, b ? 1 : 0)
    case .int(let i): lua_pushinteger(state, i)
    case .double(let d): lua_pushnumber(state, d)
    case .string(let s): if cachesValues { pushString(s) } else { pushBytes(of: s) }
    case .array(let elements):
      try makeRoomForTable(depth: depth)
      lua_createtable(state, Int32(clamping: elements.count), 0)
      for (offset, element) in elements.enumerated() {
        try push(element, depth: depth + 1)
        lua_rawseti(state, -2, lua_Integer(offset + 1))
      }
    case .map(let entries):
      try makeRoomForTable(depth: depth)
      lua_createtable(state, 0, Int32(clamping: entries.count))
      // Lua seeds its string hashes per state, so `pairs` order varies from run to run
      // whatever the insertion order: plugins that need an order use trivium.sorted_pairs.
      for position in entries.indices {
        pushString(entries[position].key)
        try push(entries[position].value, depth: depth + 1)
        lua_rawset(state, -3)
      }
    }
  }

  /// Checks the nesting limit and makes room for a table, a key and a value.
  private func makeRoomForTable(depth: Int) throws(ValueConversionError) {
    guard depth < maxDepth else {
      throw ValueConversionError(
        Phrase(trLater("nests deeper than {n} levels"), ["n": .number(maxDepth)]))
    }
    guard lua_checkstack(state, 3) != 0 else {
      throw ValueConversionError(ValueConversionError.noRoom)
    }
  }

  /// Pushes a string: from the plugin's cache when it crossed before, else as a new Lua
  /// string, which the cache then keeps.
  func pushString(_ string: String) {
    let cacheable = strings != nil && string.utf8.count <= StringCache.maxLength
    if cacheable, strings!._withUnsafeGuaranteedRef({ $0.pushCached(string, state: state) }) {
      return
    }
    pushBytes(of: string)
    if cacheable { strings!._withUnsafeGuaranteedRef { $0.remember(string, state: state) } }
  }

  /// Pushes a new Lua string of the UTF-8 bytes of `string`, read in place.
  private func pushBytes(of string: String) {
    let pushed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
      _ = lua_pushlstring(
        state, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
        bytes.count)
    }
    guard pushed == nil else { return }
    // A string whose bytes are not contiguous UTF-8 (none Swift makes on Linux).
    var copy = string
    copy.withUTF8 { bytes in
      _ = lua_pushlstring(
        state, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
        bytes.count)
    }
  }

  /// Reads the value at `index` (which must be absolute) without changing the stack, within
  /// a budget of its own.
  func read(at index: Int32) throws(ValueConversionError) -> Value {
    var budget = budget
    return try read(at: index, budget: &budget)
  }

  /// Reads the value at `index` (which must be absolute) without changing the stack, paying
  /// for it from `budget`: values read for one result share one budget.
  func read(at index: Int32, budget: inout ValueBudget) throws(ValueConversionError) -> Value {
    try withUnsafeTemporaryAllocation(of: UnsafeRawPointer.self, capacity: maxDepth + 1) {
      buffer throws(ValueConversionError) in
      var path = TablePath(storage: buffer)
      return try read(at: index, depth: 0, visiting: &path, budget: &budget)
    }
  }

  private func read(
    at index: Int32, depth: Int, visiting: inout TablePath, budget: inout ValueBudget
  ) throws(ValueConversionError) -> Value {
    try budget.spendNode()
    switch lua_type(state, index) {
    case LUA_TNIL, LUA_TNONE:
      return .null
    case LUA_TBOOLEAN:
      return .bool(lua_toboolean(state, index) != 0)
    case LUA_TNUMBER:
      if lua_isinteger(state, index) != 0 { return .int(lua_tointegerx(state, index, nil)) }
      return .double(lua_tonumberx(state, index, nil))
    case LUA_TSTRING:
      return .string(try readString(at: index, budget: &budget))
    case LUA_TTABLE:
      return try readTable(at: index, depth: depth, visiting: &visiting, budget: &budget)
    default:
      let typeName = String(cString: lua_typename(state, lua_type(state, index)))
      throw ValueConversionError(
        Phrase(trLater("is a {type}, which cannot leave Lua"), ["type": .text(typeName)]))
    }
  }

  /// The string at `index`, which must be a string (never a number: `lua_tolstring` would
  /// convert it in place), paid for from `budget`.
  func readString(
    at index: Int32, budget: inout ValueBudget
  ) throws(ValueConversionError) -> String {
    var length = 0
    guard let pointer = lua_tolstring(state, index, &length) else { return "" }
    try budget.spend(bytes: length)
    let address = UnsafeRawPointer(pointer)
    let cacheable = strings != nil && length <= StringCache.maxLength
    if cacheable, let cached = strings!._withUnsafeGuaranteedRef({ $0.string(at: address) }) {
      return cached
    }
    let bytes = UnsafeBufferPointer(
      start: address.assumingMemoryBound(to: UInt8.self), count: length)
    // ASCII, the common case, decodes exactly; anything else must be valid UTF-8. (The
    // generic `String(validating:)` alone costs more: it is not specialized.)
    let string: String
    if bytes.allSatisfy({ $0 < 0x80 }) {
      string = String(decoding: bytes, as: UTF8.self)
    } else {
      guard let valid = String(validating: bytes, as: UTF8.self) else {
        throw ValueConversionError(Phrase(trLater("is not valid UTF-8")))
      }
      string = valid
    }
    if cacheable {
      strings!._withUnsafeGuaranteedRef {
        $0.insert(string, at: address, index: index, state: state)
      }
    }
    return string
  }

  private func readTable(
    at index: Int32, depth: Int, visiting path: inout TablePath, budget: inout ValueBudget
  ) throws(ValueConversionError) -> Value {
    guard depth < maxDepth else {
      throw ValueConversionError(
        Phrase(trLater("nests deeper than {n} levels"), ["n": .number(maxDepth)]))
    }
    guard let identity = lua_topointer(state, index) else { return .null }
    guard !path.contains(identity) else {
      throw ValueConversionError(Phrase(trLater("refers back to itself (a cycle)")))
    }
    path.append(identity)
    defer { path.removeLast() }
    guard lua_checkstack(state, 4) != 0 else {
      throw ValueConversionError(ValueConversionError.noRoom)
    }
    // The sequence part first, by index; then one pass of `lua_next` checks that nothing
    // else is there (or, for a table with no sequence, reads its named keys).
    let length = Int64(lua_rawlen(state, index))
    var elements: [Value] = []
    if length > 0 {
      elements.reserveCapacity(Int(length))
      for position in 1...length {
        _ = lua_rawgeti(state, index, position)
        defer { clua_pop(state, 1) }
        do throws(ValueConversionError) {
          elements.append(
            try read(at: lua_gettop(state), depth: depth + 1, visiting: &path, budget: &budget))
        } catch { throw error.inside("[\(position)]") }
      }
    }
    var entries: [ValueMap.Entry] = []
    var indices: Int64 = 0
    lua_pushnil(state)
    while lua_next(state, index) != 0 {
      let valueIndex = lua_gettop(state)
      let keyIndex = valueIndex - 1
      do throws(ValueConversionError) {
        switch lua_type(state, keyIndex) {
        case LUA_TSTRING:
          if entries.isEmpty { entries.reserveCapacity(8) }
          let key: String
          do throws(ValueConversionError) {
            key = try readString(at: keyIndex, budget: &budget)
          } catch {
            throw error.inside(" (a key)")
          }
          do throws(ValueConversionError) {
            entries.append(
              ValueMap.Entry(
                key: key,
                value: try read(
                  at: valueIndex, depth: depth + 1, visiting: &path, budget: &budget)))
          } catch { throw error.inside(".\(key)") }
        case LUA_TNUMBER where lua_isinteger(state, keyIndex) != 0:
          let key = lua_tointegerx(state, keyIndex, nil)
          if key < 1 || key > length {
            throw ValueConversionError(
              Phrase(
                trLater("is a list with a hole before [{key}]; lists must run 1..n"),
                ["key": .text(String(key))]))
          }
          indices += 1
        default:
          let typeName = String(cString: lua_typename(state, lua_type(state, keyIndex)))
          throw ValueConversionError(
            Phrase(
              trLater("has a {type} key; only string keys and list indices can leave Lua"),
              ["type": .text(typeName)]))
        }
      } catch {
        clua_pop(state, 2)
        throw error
      }
      clua_pop(state, 1)
    }
    if length == 0 {
      return entries.isEmpty ? .array([]) : .map(ValueMap(uniqueEntries: consume entries))
    }
    guard indices == length else {
      throw ValueConversionError(
        Phrase(
          trLater("is a list with a hole ({count} items in 1..{length}); lists must run 1..n"),
          ["count": .text(String(indices)), "length": .text(String(length))]))
    }
    guard entries.isEmpty else {
      throw ValueConversionError(
        Phrase(trLater("mixes list items and named keys; use one or the other")))
    }
    return .array(elements)
  }
}

/// The tables being read, outermost first: a cycle is a table already on this path. It is
/// no deeper than the nesting limit, so it lives on the stack and a linear search beats
/// hashing.
struct TablePath {
  let storage: UnsafeMutableBufferPointer<UnsafeRawPointer>
  private var count = 0

  init(storage: UnsafeMutableBufferPointer<UnsafeRawPointer>) { self.storage = storage }

  func contains(_ table: UnsafeRawPointer) -> Bool {
    for position in 0..<count where storage[position] == table { return true }
    return false
  }
  mutating func append(_ table: UnsafeRawPointer) {
    storage[count] = table
    count += 1
  }
  mutating func removeLast() { count -= 1 }
}

/// What one value read from Lua may still cost the host: a node per table or scalar and a
/// byte per string byte (keys included), paid each time a part is reached. A counter, so a
/// table shared a million times over costs what a million copies would, and is refused.
struct ValueBudget {
  private(set) var nodes: Int
  private(set) var bytes: Int
  private let maxNodes: Int
  private let maxBytes: Int

  init(_ limits: SandboxLimits) {
    maxNodes = limits.maxValueNodes
    maxBytes = limits.maxValueBytes
    nodes = maxNodes
    bytes = maxBytes
  }

  mutating func spendNode() throws(ValueConversionError) {
    nodes -= 1
    guard nodes >= 0 else {
      throw ValueConversionError(
        Phrase(
          trLater(
            "is over the limit of {n} nodes for one value (sandbox limit; a table reached "
              + "twice counts twice)"), ["n": .text(String(maxNodes))]), whole: true)
    }
  }

  mutating func spend(bytes count: Int) throws(ValueConversionError) {
    bytes -= count
    guard bytes >= 0 else {
      throw ValueConversionError(
        Phrase(
          trLater(
            "is over the limit of {n} string bytes for one value (sandbox limit; a string "
              + "reached twice counts twice)"), ["n": .text(String(maxBytes))]), whole: true)
    }
  }
}
