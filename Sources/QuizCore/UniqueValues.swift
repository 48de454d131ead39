/// The values met so far in one list of a view, to find one used twice. Lists in views are
/// short (a few tiles or choices), where comparing with each is cheaper than hashing; a long
/// list moves to a hash set, so the work stays linear.
/// (Inlinable, so that a reader in another module gets it specialized to its element.)
public struct UniqueValues<Element: Hashable> {
  /// Up to this many values are compared one by one.
  @usableFromInline static var shortLength: Int { 16 }
  @usableFromInline var short: [Element] = []
  @usableFromInline var long: Set<Element>?

  /// No value met yet.
  @inlinable public init() {}

  /// Adds `value`; false when it was there already.
  @inlinable public mutating func insert(_ value: Element) -> Bool {
    if long != nil { return long!.insert(value).inserted }
    if short.contains(value) { return false }
    if short.count < Self.shortLength {
      if short.isEmpty { short.reserveCapacity(Self.shortLength) }
      short.append(value)
    } else {
      long = Set(short)
      long!.insert(value)
      short = []
    }
    return true
  }
}
