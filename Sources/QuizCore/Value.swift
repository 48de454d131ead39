import Localization

/// Plain data that crosses between the engine and its plugins, and that saves byte for byte.
///
/// Integers and doubles are kept apart (Lua 5.4 keeps them apart too), strings may hold NUL
/// characters, and a map's keys are strings. A `Value` is a tree: it can hold no cycle.
///
/// Strings are equal when their UTF-8 bytes are (see `ByteOrder`), never by Unicode canonical
/// equivalence: two values are equal exactly when they encode to the same JSON.
public enum Value: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  case array([Value])
  case map(ValueMap)
}

extension Value {
  public static func == (lhs: Value, rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.string(let a), .string(let b)): return a.hasSameBytes(as: b)
    case (.array(let a), .array(let b)): return a == b
    case (.map(let a), .map(let b)): return a == b
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0 as UInt8)
    case .bool(let flag):
      hasher.combine(1 as UInt8)
      hasher.combine(flag)
    case .int(let integer):
      hasher.combine(2 as UInt8)
      hasher.combine(integer)
    case .double(let number):
      hasher.combine(3 as UInt8)
      hasher.combine(number)
    case .string(let string):
      hasher.combine(4 as UInt8)
      string.hashBytes(into: &hasher)
    case .array(let elements):
      hasher.combine(5 as UInt8)
      hasher.combine(elements)
    case .map(let map):
      hasher.combine(6 as UInt8)
      hasher.combine(map)
    }
  }
}

extension Value {
  /// The string, if this is one.
  @inlinable public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The integer, if this is one (a double with an integral value counts too).
  @inlinable public var intValue: Int64? {
    switch self {
    case .int(let i): return i
    case .double(let d) where d.rounded() == d && abs(d) < 9.2e18: return Int64(d)
    default: return nil
    }
  }

  /// The number as a double, if this is a number.
  @inlinable public var doubleValue: Double? {
    switch self {
    case .int(let i): return Double(i)
    case .double(let d): return d
    default: return nil
    }
  }

  /// The boolean, if this is one.
  @inlinable public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The elements, if this is an array.
  @inlinable public var arrayValue: [Value]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// The entries, if this is a map.
  @inlinable public var mapValue: ValueMap? {
    if case .map(let m) = self { return m }
    return nil
  }

  /// The address of a non-empty map's or array's storage, nil for anything else: see
  /// `ValueMap.storageIdentity`.
  public var storageIdentity: UnsafeRawPointer? {
    switch self {
    case .map(let m): return m.storageIdentity
    case .array(let a) where !a.isEmpty:
      return a.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    default: return nil
    }
  }

  /// The entry for `key` of a map; `.null` for anything else.
  @inlinable public subscript(key: String) -> Value {
    if case .map(let m) = self { return m[key] ?? .null }
    return .null
  }

  /// The kind as a message says it after "not": "an integer", "a map", "nil".
  public var kindWithArticle: String { kindWords.description }

  /// The kind as a message says it after "not", as words translated at the edge ("nil" is
  /// Lua's name, kept as it is).
  public var kindWords: Phrase {
    switch self {
    case .null: .verbatim("nil")
    case .bool: Phrase(trLater("a boolean"))
    case .int: Phrase(trLater("an integer"))
    case .double: Phrase(trLater("a float"))
    case .string: Phrase(trLater("a string"))
    case .array: Phrase(trLater("an array"))
    case .map: Phrase(trLater("a map"))
    }
  }

  /// The name of the kind of value, as error messages say it.
  public var kindName: String {
    switch self {
    case .null: return "nil"
    case .bool: return "boolean"
    case .int: return "integer"
    case .double: return "float"
    case .string: return "string"
    case .array: return "array"
    case .map: return "map"
    }
  }
}

// Not ExpressibleByNilLiteral: with it, `map["key"] == nil` on a `Value?` compares with
// `.null` and is false for a missing key. Write `.null`.
extension Value: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int64) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: Value...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, Value)...) {
    self = .map(ValueMap(elements))
  }
}

extension Value {
  /// The same value in storage of its own: no string, array or map buffer shared with `self`.
  ///
  /// Values are immutable, so sharing them between threads is safe; but every retain and
  /// release of a shared buffer is an atomic write to one cache line that all threads fight
  /// over. A worker that reads a game all day gets its own copy.
  public var unshared: Value {
    switch self {
    case .null, .bool, .int, .double: return self
    case .string(let text):
      // A fresh buffer (small strings are stored inline and have none to share).
      return .string(String(decoding: Array(text.utf8), as: UTF8.self))
    case .array(let items): return .array(items.map(\.unshared))
    case .map(let map): return .map(ValueMap(map.map { ($0.key, $0.value.unshared) }))
    }
  }
}

/// "a string", "an integer", "null": the kind of a value as a sentence about a data file says it
/// (`Value.kindWords` says Lua's "nil" instead), in words translated at the edge.
public func kindPhrase(_ value: Value) -> Phrase {
  if case .null = value { return Phrase(trLater("null")) }
  return value.kindWords
}
