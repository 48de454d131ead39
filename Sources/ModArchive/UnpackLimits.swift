/// How much a mod archive or folder may hold; anything past a limit is refused whole.
public struct UnpackLimits: Sendable, Hashable, CustomStringConvertible {
  /// The bytes of all files together, as actually unpacked (64 MiB).
  public var totalBytes: Int64
  /// The bytes of one file (16 MiB).
  public var fileBytes: Int64
  /// Files and folders together (2,000).
  public var entries: Int
  /// The bytes of an entry's path inside the mod (512).
  public var pathBytes: Int
  /// The folders an entry's path goes down, the entry's own name included (16).
  public var depth: Int

  /// Limits given one by one.
  public init(totalBytes: Int64, fileBytes: Int64, entries: Int, pathBytes: Int, depth: Int) {
    self.totalBytes = totalBytes
    self.fileBytes = fileBytes
    self.entries = entries
    self.pathBytes = pathBytes
    self.depth = depth
  }

  /// The limits `trivium mod install` applies.
  public static let `default` = UnpackLimits(
    totalBytes: 64 << 20, fileBytes: 16 << 20, entries: 2_000, pathBytes: 512, depth: 16)

  /// The limits in words, for help and docs.
  public var description: String { "\(sizes), \(paths)" }
  /// "64 MiB unpacked in all, 16 MiB in one file, 2000 files and folders".
  public var sizes: String {
    "\(Self.bytes(totalBytes)) unpacked in all, \(Self.bytes(fileBytes)) in one file, "
      + "\(entries) files and folders"
  }
  /// "paths of at most 512 bytes and 16 levels".
  public var paths: String { "paths of at most \(pathBytes) bytes and \(depth) levels" }

  /// "64 MiB", "512 KiB", "100 bytes".
  static func bytes(_ count: Int64) -> String {
    if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
    if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
    return "\(count) bytes"
  }
}
