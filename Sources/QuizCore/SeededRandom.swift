/// A small, fast, seeded generator (SplitMix64): the only source of randomness in a session.
///
/// The same seed gives the same sequence on every machine, so sessions replay exactly.
public struct SeededRandom: RandomNumberGenerator, Sendable, Hashable {
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
}
