/// How much a mod archive or folder may hold; anything past a limit is refused whole.
public struct UnpackLimits: Sendable, Hashable {
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
}
