/// The entries of a `Value.map`, kept sorted by the UTF-8 bytes of their keys.
///
/// Keys are told apart, found and sorted by their bytes (`ByteOrder`), so keys that Swift's
/// `String` would take for one ("é" and "e" + U+0301) stay two. Sorted entries make a map's
/// order part of its value: two equal maps iterate, encode and
/// hash alike in every run (a `Dictionary`'s order changes from process to process), and the
/// small maps plugins exchange are read without hashing.
public struct ValueMap: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
  /// One key and its value.
  public typealias Element = (key: String, value: Value)

  /// One stored entry. A struct rather than a tuple: arrays of it copy and destroy through
  /// specialized code instead of the generic tuple witnesses.
  public struct Entry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// Its value.
    public var value: Value

    /// An entry.
    @inlinable public init(key: String, value: Value) {
      self.key = key
      self.value = value
    }

    public static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.key.hasSameBytes(as: rhs.key) && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
      key.hashBytes(into: &hasher)
      hasher.combine(value)
    }
  }

  @usableFromInline var entries: [Entry]

  /// An empty map.
  public init() { entries = [] }

  /// A map of these pairs; where a key repeats, the last pair wins.
  public init(_ pairs: [(String, Value)]) {
    entries = []
    entries.reserveCapacity(pairs.count)
    for (key, value) in pairs { entries.append(Entry(key: key, value: value)) }
    if !isStrictlySorted { normalize() }
  }

  /// A map of these entries; where a key repeats, the last pair wins.
  public init(entries: [Element]) {
    self.init(entries.map { ($0.key, $0.value) })
  }

  /// A map of entries whose keys are unique (as a Lua table's are), sorted in place.
  public init(uniqueEntries entries: consuming [Entry]) {
    // Moved, not copied: a second reference would make the sort copy the entries first.
    self.entries = consume entries
    if !isStrictlySorted { normalize() }
  }

  @usableFromInline var isStrictlySorted: Bool {
    var position = 1
    while position < entries.count {
      if !entries[position - 1].key.bytesPrecede(entries[position].key) { return false }
      position += 1
    }
    return true
  }

  /// A map of these entries; where a key repeats, the last wins.
  @inlinable public init(dictionaryLiteral elements: (String, Value)...) {
    entries = []
    entries.reserveCapacity(elements.count)
    for (key, value) in elements { entries.append(Entry(key: key, value: value)) }
    if !isStrictlySorted { normalize() }
  }

  /// A map with the entries of `dictionary` (whose keys Swift has already merged where they
  /// are canonically equivalent).
  public init(_ dictionary: [String: Value]) {
    entries = dictionary.map { Entry(key: $0.key, value: $0.value) }
    entries.sort { $0.key.bytesPrecede($1.key) }
  }

  /// Sorts the entries by key; where a key repeats, the last entry wins.
  @usableFromInline mutating func normalize() {
    guard entries.count > 16 else {
      // Most maps are small: a stable insertion sort in place, then one pass that keeps the
      // last of each run of equal keys (the sort keeps them in their given order).
      entries.withUnsafeMutableBufferPointer { buffer in
        for position in buffer.indices.dropFirst() {
          var slot = position
          while slot > 0, buffer[slot].key.bytesPrecede(buffer[slot - 1].key) {
            buffer.swapAt(slot, slot - 1)
            slot -= 1
          }
        }
      }
      if !isStrictlySorted {
        var kept = 0
        for position in entries.indices {
          if kept > 0, entries[kept - 1].key.hasSameBytes(as: entries[position].key) {
            entries.swapAt(kept - 1, position)
          } else {
            entries.swapAt(kept, position)
            kept += 1
          }
        }
        entries.removeLast(entries.count - kept)
      }
      return
    }
    // Sorting by (key, position) keeps repeated keys in their given order, so the last wins.
    var indexed: [(offset: Int, entry: Entry)] = []
    indexed.reserveCapacity(entries.count)
    for (offset, entry) in entries.enumerated() { indexed.append((offset, entry)) }
    indexed.sort {
      let order = ByteOrder.compare($0.entry.key, $1.entry.key)
      return order != 0 ? order < 0 : $0.offset < $1.offset
    }
    entries.removeAll(keepingCapacity: true)
    for (_, entry) in indexed {
      if let last = entries.last, last.key.hasSameBytes(as: entry.key) {
        entries[entries.count - 1] = entry
      } else {
        entries.append(entry)
      }
    }
  }

  @inlinable public var startIndex: Int { entries.startIndex }
  @inlinable public var endIndex: Int { entries.endIndex }
  @inlinable public subscript(position: Int) -> Element {
    (key: entries[position].key, value: entries[position].value)
  }

  /// The address of the entries' storage. While two maps are alive, the same address means
  /// the same entries (storage is shared until written, and a shared one is never written in
  /// place), so caches can key on it without comparing contents. Nil for an empty map: empty
  /// collections share one storage, so its address tells nothing apart.
  public var storageIdentity: UnsafeRawPointer? {
    if entries.isEmpty { return nil }
    return entries.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
  }

  /// The keys, in order.
  public var keys: [String] { entries.map(\.key) }

  /// The values, in the order of their keys.
  public var values: [Value] { entries.map(\.value) }

  /// The position of `key`, or where it would go.
  @inlinable func search(_ key: String) -> (index: Int, found: Bool) {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let order = ByteOrder.compare(entries[middle].key, key)
      if order == 0 { return (middle, true) }
      if order < 0 { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The value for `key`; setting nil removes the entry.
  public subscript(key: String) -> Value? {
    @inlinable get {
      let (index, found) = search(key)
      return found ? entries[index].value : nil
    }
    set {
      let (index, found) = search(key)
      switch (found, newValue) {
      case (true, let value?): entries[index].value = value
      case (true, nil): entries.remove(at: index)
      case (false, let value?): entries.insert(Entry(key: key, value: value), at: index)
      case (false, nil): break
      }
    }
  }

  public static func == (lhs: ValueMap, rhs: ValueMap) -> Bool {
    lhs.entries == rhs.entries
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries.count)
    for entry in entries {
      hasher.combine(entry)
    }
  }
}
