import CNettle
import Foundation

/// SHA-256, fed in pieces, computed by Debian's Nettle: what identifies an external bot's
/// program and the files it names, as `sha256sum` would print it.
struct SHA256 {
  private var context = sha256_ctx()

  init() { nettle_sha256_init(&context) }

  /// Adds `bytes` to what is hashed.
  mutating func update(_ bytes: some Collection<UInt8>) {
    let done: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
      nettle_sha256_update(&context, buffer.count, buffer.baseAddress)
      return true
    }
    if done == nil {
      let copy = Array(bytes)
      copy.withUnsafeBufferPointer { nettle_sha256_update(&context, $0.count, $0.baseAddress) }
    }
  }

  /// The digest of everything added, in lowercase hex; the hash starts again empty.
  mutating func finish() -> String {
    var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_SIZE))
    digest.withUnsafeMutableBufferPointer {
      nettle_sha256_digest(&context, $0.count, $0.baseAddress)
    }
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(digest.count * 2)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The digest of `bytes`.
  static func hex(_ bytes: some Collection<UInt8>) -> String {
    var hash = SHA256()
    hash.update(bytes)
    return hash.finish()
  }

  /// The digest of the file at `path`, read a piece at a time (a model's weights may be large);
  /// nil when it cannot be read.
  static func hex(file path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var hash = SHA256()
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      hash.update(buffer[..<count])
    }
    return hash.finish()
  }
}
