// Swift's `String` compares, hashes and sorts by Unicode canonical equivalence: "é" (U+00E9)
// equals "e" + U+0301, and which strings are equivalent depends on the Unicode tables of the
// Swift release. Data from plugins and game files is compared by its UTF-8 bytes instead, so
// that distinct keys stay distinct and a result depends on the bytes alone. For UTF-8, byte
// order is code point order.

extension String {
  /// Whether the two strings have the same UTF-8 bytes (`==` is canonical equivalence).
  @inlinable @inline(__always) public func hasSameBytes(as other: String) -> Bool {
    if ByteOrder.sameRepresentation(self, other) { return true }
    guard utf8.count == other.utf8.count else { return false }
    return ByteOrder.withBytes(of: self, other) { ByteOrder.compare($0, $1) == 0 }
  }

  /// Whether this string's UTF-8 bytes sort before `other`'s.
  @inlinable @inline(__always) public func bytesPrecede(_ other: String) -> Bool {
    ByteOrder.compare(self, other) < 0
  }

  /// Feeds the UTF-8 bytes to `hasher`, consistently with `hasSameBytes(as:)`.
  @inlinable public func hashBytes(into hasher: inout Hasher) {
    let done: Void? = utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if done == nil { Array(utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
    // The length ends the string, so that ("ab", "c") and ("a", "bc") hash apart.
    hasher.combine(utf8.count)
  }
}

/// Three-way comparison of strings by their UTF-8 bytes.
public enum ByteOrder {
  /// Negative, zero or positive as `a`'s bytes sort before, equal or after `b`'s.
  @inlinable @inline(__always) public static func compare(_ a: String, _ b: String) -> Int {
    if sameRepresentation(a, b) { return 0 }
    return withBytes(of: a, b) { compare($0, $1) }
  }

  /// Whether the two strings have the same two words: the same small string, or the same
  /// storage. (Equal bytes in two storages have different words.)
  @inlinable @inline(__always) static func sameRepresentation(_ a: String, _ b: String) -> Bool {
    guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return false }
    let x = unsafeBitCast(a, to: (UInt64, UInt64).self)
    let y = unsafeBitCast(b, to: (UInt64, UInt64).self)
    return x.0 == y.0 && x.1 == y.1
  }

  /// Runs `body` on the UTF-8 bytes of both strings (in place for native strings).
  @inlinable @inline(__always) static func withBytes<T>(
    of a: String, _ b: String, _ body: (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> T
  ) -> T {
    if let result = a.utf8.withContiguousStorageIfAvailable({ first in
      b.utf8.withContiguousStorageIfAvailable { second in
        body(UnsafeRawBufferPointer(first), UnsafeRawBufferPointer(second))
      }
    }), let result {
      return result
    }
    // Strings not stored as UTF-8 (bridged ones, on Apple platforms) are copied first.
    return Array(a.utf8).withUnsafeBytes { first in
      Array(b.utf8).withUnsafeBytes { second in body(first, second) }
    }
  }

  /// Compares eight bytes at a time, as big-endian words so that word order is byte order.
  @inlinable static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
    let common = min(a.count, b.count)
    var offset = 0
    while offset + 8 <= common {
      let x = a.loadUnaligned(fromByteOffset: offset, as: UInt64.self).bigEndian
      let y = b.loadUnaligned(fromByteOffset: offset, as: UInt64.self).bigEndian
      if x != y { return x < y ? -1 : 1 }
      offset += 8
    }
    while offset < common {
      let x = a[offset]
      let y = b[offset]
      if x != y { return x < y ? -1 : 1 }
      offset += 1
    }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }
}

/// A string that is equal, hashed and ordered by its UTF-8 bytes: a dictionary or set key for
/// ids and names read from plugins and game files.
public struct ByteString: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The string.
  public var string: String

  /// The key of `string`.
  @inlinable public init(_ string: String) { self.string = string }
  /// The key of a literal.
  public init(stringLiteral value: String) { string = value }

  @inlinable public static func == (lhs: ByteString, rhs: ByteString) -> Bool {
    lhs.string.hasSameBytes(as: rhs.string)
  }

  @inlinable public static func < (lhs: ByteString, rhs: ByteString) -> Bool {
    lhs.string.bytesPrecede(rhs.string)
  }

  @inlinable public func hash(into hasher: inout Hasher) { string.hashBytes(into: &hasher) }

  /// The string itself.
  public var description: String { string }
}

extension Sequence<String> {
  /// The strings sorted by their UTF-8 bytes.
  public func sortedByBytes() -> [String] {
    sorted { $0.bytesPrecede($1) }
  }
}
