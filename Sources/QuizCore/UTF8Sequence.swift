/// The one rule for well-formed UTF-8 (RFC 3629), shared by the JSON reader and the reader of
/// untrusted text files.
public enum UTF8Sequence {
  /// The length of the well-formed sequence of two or more bytes at `offset` of `bytes` (no
  /// overlong forms, no surrogates, nothing past U+10FFFF), or nil.
  public static func length(in bytes: [UInt8], at offset: Int) -> Int? {
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    let length: Int
    switch bytes[offset] {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return nil
    }
    guard offset + length <= bytes.count, bytes[offset + 1] >= low, bytes[offset + 1] <= high
    else { return nil }
    for index in offset + 2..<offset + length where bytes[index] & 0xC0 != 0x80 { return nil }
    return length
  }
}
