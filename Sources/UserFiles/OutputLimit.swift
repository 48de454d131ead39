/// The most bytes a file Trivium writes may have, so that Trivium can read it back: the
/// limit of the reader that takes it, and who that reader is (docs/files.md, "Whatever Trivium
/// writes, Trivium reads back"). A writer given one refuses, while it writes, to pass it: the
/// file is then not written at all.
public struct OutputLimit: Sendable, Hashable {
  /// The most bytes.
  public var bytes: Int
  /// The commands that read such a file, as a message names them ("replay and merge").
  public var readers: String

  /// A limit of `bytes`, read by `readers`.
  public init(bytes: Int, readers: String) {
    self.bytes = bytes
    self.readers = readers
  }

  /// A session log (`run --log`, `tournament --log`, `merge --log`), which `replay` and
  /// `merge` read with `InputFile`'s default limit.
  public static let log = OutputLimit(bytes: InputFile.defaultLimit, readers: "replay and merge")

  /// A quiz `export` writes, which `import` reads with `InputFile`'s default limit.
  public static let export = OutputLimit(bytes: InputFile.defaultLimit, readers: "import")

  /// "256 MiB" (or bytes, below one MiB).
  var shown: String { bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes" }
}
