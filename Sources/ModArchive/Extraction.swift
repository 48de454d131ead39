import Foundation
import Localization

#if canImport(Glibc)
  import Glibc
#endif

/// What an unpacking wrote.
public struct UnpackSummary: Sendable, Hashable {
  /// Regular files written.
  public var files = 0
  /// Folders made.
  public var folders = 0
  /// The bytes of the files, as written.
  public var bytes: Int64 = 0
}

/// Writes checked entries into a fresh folder: only folders and regular files, each file made
/// new (never through a link, never over another), its bytes counted as they are written.
struct Extraction {
  let destination: URL
  let source: String
  let limits: UnpackLimits
  private(set) var summary = UnpackSummary()
  /// Every path made so far, and whether it is a folder.
  private var made: [String: Bool] = [:]

  init(destination: URL, source: String, limits: UnpackLimits) {
    self.destination = destination
    self.source = source
    self.limits = limits
  }

  func refuse(_ entry: String?, _ words: Phrase) -> UnpackError {
    UnpackError(source: source, entry: entry, words: words)
  }

  /// "refused: {reason}".
  func refused(_ entry: String?, _ reason: Phrase) -> UnpackError {
    refuse(entry, Phrase(trLater("refused: {reason}"), ["reason": .phrase(reason)]))
  }

  /// "cannot be written: {reason}", the system's reason.
  func unwritable(_ entry: String?) -> UnpackError {
    refuse(
      entry,
      Phrase(
        trLater("cannot be written: {reason}"),
        ["reason": .phrase(SystemError.phrase(errno))]))
  }

  /// The checked components of `path`.
  func components(_ path: String) throws(UnpackError) -> [String] {
    do { return try EntryPath.components(path, limits: limits) } catch {
      throw refused(path, error.words)
    }
  }

  /// Makes the folder `path` (and those above it).
  mutating func folder(_ path: String) throws(UnpackError) {
    try makeFolders(try components(path), entry: path)
  }

  /// Makes the file `path` from what `read` gives (a count of bytes put into the buffer, 0 at
  /// the end), refusing it as soon as it passes a size limit, whatever its header said.
  mutating func file(
    _ path: String, read: (UnsafeMutableRawBufferPointer) throws(UnpackError) -> Int
  ) throws(UnpackError) {
    let parts = try components(path)
    try makeFolders(Array(parts.dropLast()), entry: path)
    let relative = parts.joined(separator: "/")
    if made[relative] != nil {
      throw refused(path, Phrase(trLater("it appears twice in the archive")))
    }
    try claim(relative, folder: false, entry: path)
    let target = destination.appendingPathComponent(relative).path
    let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw unwritable(path)
    }
    defer { close(descriptor) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { buffer.deallocate() }
    var size: Int64 = 0
    while true {
      let count = try read(buffer)
      if count == 0 { break }
      size += Int64(count)
      summary.bytes += Int64(count)
      if size > limits.fileBytes {
        throw refused(
          path,
          Phrase(
            trLater("a file over the limit of {limit}"),
            ["limit": .text(UnpackLimits.bytes(limits.fileBytes))]))
      }
      if summary.bytes > limits.totalBytes {
        throw refused(
          path,
          Phrase(
            trLater("the mod unpacks to more than {limit}"),
            ["limit": .text(UnpackLimits.bytes(limits.totalBytes))]))
      }
      var written = 0
      while written < count {
        let result = write(descriptor, buffer.baseAddress! + written, count - written)
        guard result > 0 else {
          throw unwritable(path)
        }
        written += result
      }
    }
    summary.files += 1
  }

  /// Checks a size a header declares, to refuse early (the bytes are counted anyway).
  func declared(_ size: Int64, entry: String) throws(UnpackError) {
    if size > limits.fileBytes {
      throw refused(
        entry,
        Phrase(
          trLater("a file over the limit of {limit}"),
          ["limit": .text(UnpackLimits.bytes(limits.fileBytes))]))
    }
  }

  private mutating func makeFolders(_ parts: [String], entry: String) throws(UnpackError) {
    for end in parts.indices {
      let relative = parts[...end].joined(separator: "/")
      switch made[relative] {
      case true?: continue
      case false?:
        throw refused(
          entry, Phrase(trLater("'{path}' is a file in the archive"), ["path": .text(relative)]))
      case nil: break
      }
      try claim(relative, folder: true, entry: entry)
      let target = destination.appendingPathComponent(relative).path
      guard mkdir(target, 0o755) == 0 else {
        throw unwritable(entry)
      }
      summary.folders += 1
    }
  }

  private mutating func claim(_ relative: String, folder: Bool, entry: String)
    throws(UnpackError)
  {
    if made.count >= limits.entries {
      throw refused(
        entry,
        Phrase(
          trLater("more than {count} files and folders"), ["count": .number(limits.entries)]))
    }
    made[relative] = folder
  }
}
