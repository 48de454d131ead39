/// A small, fast, seeded generator (SplitMix64): the only source of randomness in a session.
///
/// The same seed gives the same sequence on every machine, so sessions replay exactly. Every
/// draw a replay depends on goes through the methods below, whose algorithms are written out
/// here: the standard library's `random(in:using:)` and `shuffle(using:)` may change between
/// Swift releases, so this type is deliberately no `RandomNumberGenerator`.
public struct SeededRandom: Sendable, Hashable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A new generator for a named purpose, independent of this one's future draws.
  public func derived(_ salt: UInt64) -> SeededRandom {
    var copy = SeededRandom(seed: state ^ (salt &* 0xD1B5_4A32_D192_ED03))
    _ = copy.next()
    return copy
  }

  /// A uniform integer in `0..<bound` (`bound` > 0), by Lemire's nearly divisionless method
  /// (arXiv:1805.10941): the high word of `next() * bound`, drawing again while the low word
  /// is below `2^64 mod bound`, the few products that would make some results likelier.
  public mutating func next(below bound: UInt64) -> UInt64 {
    precondition(bound > 0, "SeededRandom.next(below:) needs a positive bound")
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold { product = next().multipliedFullWidth(by: bound) }
    }
    return product.high
  }

  /// A uniform integer in `low...high` (`low` <= `high`): `low` plus `next(below:)` of the
  /// span; for the full range of `Int64`, the 64 bits of one `next()` themselves.
  public mutating func next(in low: Int64, _ high: Int64) -> Int64 {
    precondition(low <= high, "SeededRandom.next(in:_:) needs low <= high")
    let span = UInt64(bitPattern: high &- low)
    if span == .max { return Int64(bitPattern: next()) }
    return low &+ Int64(bitPattern: next(below: span + 1))
  }

  /// A uniform index in `0..<count` (`count` > 0).
  public mutating func index(below count: Int) -> Int {
    precondition(count > 0, "SeededRandom.index(below:) needs a positive count")
    return Int(next(below: UInt64(count)))
  }

  /// A uniform double in [0, 1): the top 53 bits of one `next()`, times 2^-53.
  public mutating func fraction() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// Shuffles `elements` in place (Fisher–Yates from the last position down: position `i`
  /// swaps with `index(below: i + 1)`).
  public mutating func shuffle<Element>(_ elements: inout [Element]) {
    var position = elements.count - 1
    while position > 0 {
      elements.swapAt(position, index(below: position + 1))
      position -= 1
    }
  }
}
