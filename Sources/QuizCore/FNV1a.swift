/// FNV-1a, 64 bits: a fixed hash of bytes, the same in every run and on every platform
/// (Swift's `Hasher` is seeded per process). For ids and identities, not for security.
public enum FNV1a {
  /// The hash of `bytes`.
  public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  /// `hash(bytes)` as 16 lowercase hex digits.
  public static func hex(_ bytes: some Sequence<UInt8>) -> String {
    let hex = String(hash(bytes), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
