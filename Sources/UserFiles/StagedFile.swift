import CUnnamedFile
import Foundation
import Localization

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// A file written before the place it goes to is settled (an import's full question files,
/// read before its output plan is claimed), handed to `OutputFile(_:staged:)` once it is.
///
/// Where the system allows, it is an unnamed file (O_TMPFILE) on the file system of the
/// folder it will be named in: `OutputFile` then links it to its `.partial` name and its bytes
/// are written once. Elsewhere it waits, unlinked, in the temporary folder and is copied. In
/// both cases nothing of it is ever seen under a name before `OutputFile` gives it one, and
/// nothing is left of it when the program stops before.
public final class StagedFile {
  let descriptor: Int32
  /// Whether it is an unnamed file in the destination's file system (else a copy is needed).
  let isUnnamed: Bool
  /// The folder it lives in (the destination's, or the temporary folder), named in its errors.
  let folder: String
  /// How many bytes it holds.
  public private(set) var size = 0
  /// Whether `name` gave it a name (its bytes are then a named file's).
  private(set) var isNamed = false

  /// A new empty one for a file that will be written in `folder` (or in a folder made under
  /// it later: the unnamed file goes in the nearest folder above that exists).
  public convenience init(near folder: String) throws(UserFileError) {
    try self.init(near: folder, allowingUnnamed: true)
  }

  /// A new empty one; without `allowingUnnamed`, in the temporary folder whatever the system
  /// allows (tests reach the copy that systems without unnamed files take).
  init(near folder: String, allowingUnnamed: Bool) throws(UserFileError) {
    if allowingUnnamed, let existing = Self.nearestFolder(folder) {
      let descriptor = trv_unnamed_open(existing, 0o666)
      if descriptor >= 0 {
        self.descriptor = descriptor
        self.folder = existing
        isUnnamed = true
        return
      }
    }
    let temporary = FileManager.default.temporaryDirectory.path
    var template = Array((temporary + "/trivium-staged-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw Self.failure(temporary, errno) }
    self.folder = temporary
    // Unlinked at once: the temporary folder never holds a name of it, whatever happens.
    unlink(template)
    self.descriptor = descriptor
    isUnnamed = false
  }

  deinit { close(descriptor) }

  /// Adds `bytes` at the end.
  public func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(UserFileError) {
    guard var base = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let written = systemWrite(descriptor, base, left)
      if written < 0 {
        if errno == EINTR { continue }
        throw Self.failure(folder, errno)
      }
      left -= written
      base += written
      size += written
    }
  }

  /// Hands its bytes to `body`, a piece at a time, from the start.
  func copy(to body: (UnsafeBufferPointer<UInt8>) throws(UserFileError) -> Void)
    throws(UserFileError)
  {
    var buffer = [UInt8](repeating: 0, count: min(size, 1 << 20))
    var done = 0
    while done < size {
      let wanted = min(buffer.count, size - done)
      let read = buffer.withUnsafeMutableBytes { raw in
        pread(descriptor, raw.baseAddress, wanted, off_t(done))
      }
      if read < 0, errno == EINTR { continue }
      guard read > 0 else { throw Self.failure(folder, read < 0 ? errno : EIO) }
      try buffer.withUnsafeBufferPointer { bytes throws(UserFileError) in
        try body(UnsafeBufferPointer(rebasing: bytes[0..<read]))
      }
      done += read
    }
  }

  /// What naming it gave.
  enum Naming {
    /// It has the name now.
    case named
    /// Something stands at the name: nothing was changed.
    case taken
    /// It cannot be named (not unnamed, another file system, no /proc): copy it instead.
    case mustCopy
  }

  /// Gives it the name `path`, never replacing anything.
  func name(_ path: String) -> Naming {
    precondition(!isNamed, "a staged file is given to one output only")
    guard isUnnamed else { return .mustCopy }
    if trv_unnamed_link(descriptor, path) == 0 {
      isNamed = true
      return .named
    }
    return errno == EEXIST ? .taken : .mustCopy
  }

  /// The folder itself, or the nearest one above it that exists.
  private static func nearestFolder(_ folder: String) -> String? {
    var path = folder.isEmpty ? "." : folder
    while true {
      var status = stat()
      if stat(path, &status) == 0 {
        return (status.st_mode & S_IFMT) == S_IFDIR ? path : nil
      }
      guard errno == ENOENT, path != "/", path != "." else { return nil }
      path = OutputTarget.folder(of: path)
    }
  }

  /// "FOLDER cannot hold a file being written: REASON".
  private static func failure(_ path: String, _ code: Int32) -> UserFileError {
    UserFileError(
      path,
      Phrase(
        trLater("cannot hold a file being written: {reason}"),
        ["reason": .phrase(SystemError.phrase(code))]))
  }
}
