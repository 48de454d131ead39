import Localization

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// A file being written by the rules of `OutputTarget`: a regular file is written beside its
/// place under a `.partial` name and renamed over it by `commit()`, so an interrupted or failed
/// write leaves what stood there untouched; a device, FIFO or standard output is written to
/// as a stream.
///
/// Every file the program writes for the user (logs, imports, exports, new plugins) goes
/// through this one writer.
public final class OutputFile {
  /// Where the bytes go.
  public let target: OutputTarget
  private var descriptor: Int32
  /// The temporary file renamed into place by `commit()`; nil for streams.
  private var partial: String?
  private var finished = false
  /// Whether a regular file is added to in place (`appending`), not replaced.
  private var appends = false
  /// The most bytes a regular file may get, so that its reader takes it; nil for none.
  private let limit: OutputLimit?
  private var written = 0

  /// Opens `given` for writing; see `OutputTarget.resolve` for the options. With `appending`,
  /// a regular file is added to in place (created, private to the user, when missing), for a
  /// log that grows while the program runs; what it held stays. With `limit`, a regular file
  /// that would pass it is refused as it is written, and nothing is left of it (a stream,
  /// which Trivium does not read back, is not limited).
  public convenience init(
    _ given: String, mustBeNew: Bool = false, createFolders: Bool = false, appending: Bool = false,
    limit: OutputLimit? = nil
  ) throws(UserFileError) {
    try self.init(
      given, mustBeNew: mustBeNew, createFolders: createFolders, appending: appending,
      limit: limit, staged: nil)
  }

  /// Opens `given` for writing as `init(_:mustBeNew:createFolders:limit:)` does, with the
  /// bytes of `staged` written already: a regular file takes the staged file itself under its
  /// `.partial` name where it can (no byte copied), else they are copied in. A staged file is
  /// given to one output only.
  public convenience init(
    _ given: String, mustBeNew: Bool = false, createFolders: Bool = false,
    limit: OutputLimit? = nil, staged: StagedFile
  ) throws(UserFileError) {
    try self.init(
      given, mustBeNew: mustBeNew, createFolders: createFolders, appending: false, limit: limit,
      staged: .some(staged))
  }

  private init(
    _ given: String, mustBeNew: Bool, createFolders: Bool, appending: Bool,
    limit: OutputLimit?, staged: StagedFile?
  ) throws(UserFileError) {
    self.limit = limit
    target = try OutputTarget.resolve(given, mustBeNew: mustBeNew, createFolders: createFolders)
    if appending, target.isAtomic {
      partial = nil
      appends = true
      descriptor = open(target.path, O_WRONLY | O_APPEND | O_CREAT | O_NOCTTY | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw UserFileError(
          given,
          Phrase(
            trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(errno))])
        )
      }
      return
    }
    switch target.kind {
    case .descriptor(let number):
      descriptor = dup(number)
      guard descriptor >= 0 else {
        throw UserFileError(
          given,
          Phrase(
            trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(errno))])
        )
      }
    case .device:
      descriptor = open(target.path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw UserFileError(
          given,
          Phrase(
            trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(errno))])
        )
      }
    case .newFile, .replaceFile:
      if let staged, let named = try Self.namePartial(staged, beside: target.path, given: given) {
        (descriptor, partial) = named
      } else {
        (descriptor, partial) = try Self.createPartial(beside: target.path, given: given)
      }
      if case .replaceFile(let mode) = target.kind {
        // The replacement keeps the permissions the user gave the file.
        fchmod(descriptor, mode)
      }
    }
    guard let staged else { return }
    if partial != nil, staged.isNamed {
      // Its bytes are the file's already: only counted against the limit.
      try charge(staged.size)
    } else {
      try staged.copy { bytes throws(UserFileError) in try write(bytes) }
    }
  }

  deinit {
    if !finished { discard() }
  }

  /// Writes `text` as UTF-8.
  public func write(_ text: String) throws(UserFileError) {
    var text = text
    var failure: UserFileError?
    text.withUTF8 { bytes in
      do throws(UserFileError) { try write(bytes) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Writes `bytes`, all of them or an error.
  public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(UserFileError) {
    precondition(!finished, "write after commit or discard")
    guard var base = bytes.baseAddress else { return }
    try charge(bytes.count)
    var left = bytes.count
    while left > 0 {
      let written = systemWrite(descriptor, base, left)
      if written < 0 {
        if errno == EINTR { continue }
        let code = errno
        discard()
        throw UserFileError(
          target.display,
          failure(
            Phrase(
              trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(code))])
          ))
      }
      left -= written
      base += written
    }
  }

  /// Counts `count` bytes more against the limit, refusing (and discarding the file) past it.
  private func charge(_ count: Int) throws(UserFileError) {
    guard let limit, target.isAtomic, !appends else { return }
    guard count <= limit.bytes - written else {
      discard()
      throw UserFileError(
        target.display,
        failure(
          Phrase(
            trLater(
              "would be larger than the {limit} {readers} read: not written (a file Trivium "
                + "could not read back)"),
            ["limit": .text(limit.shown), "readers": .text(limit.readers)])))
    }
    written += count
  }

  /// Finishes the file: a regular file is flushed to disk and renamed into place.
  public func commit() throws(UserFileError) {
    precondition(!finished, "commit after commit or discard")
    guard let partial else {
      finished = true
      guard close(descriptor) == 0 || errno == EINTR else {
        throw UserFileError(
          target.display,
          Phrase(
            trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(errno))]))
      }
      return
    }
    if fsync(descriptor) != 0 {
      let code = errno
      discard()
      throw UserFileError(
        target.display,
        failure(
          Phrase(
            trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(code))])))
    }
    finished = true
    close(descriptor)
    guard rename(partial, target.path) == 0 else {
      let code = errno
      unlink(partial)
      throw UserFileError(
        target.display,
        failure(
          Phrase(
            trLater("cannot be written: {reason}"), ["reason": .phrase(SystemError.phrase(code))])))
    }
  }

  /// Abandons the file: the partial file is removed and what stood at the path is untouched.
  public func discard() {
    guard !finished else { return }
    finished = true
    close(descriptor)
    if let partial { unlink(partial) }
  }

  /// Writes the whole of `text` to `given` and commits it.
  public static func write(
    _ text: String, to given: String, mustBeNew: Bool = false, createFolders: Bool = false,
    limit: OutputLimit? = nil
  ) throws(UserFileError) {
    let file = try OutputFile(
      given, mustBeNew: mustBeNew, createFolders: createFolders, limit: limit)
    try file.write(text)
    try file.commit()
  }

  /// What a failed write left behind, said after the cause.
  private func failure(_ cause: Phrase) -> Phrase {
    guard target.isAtomic, !appends else { return cause }
    switch target.kind {
    case .replaceFile:
      return Phrase(trLater("{problem} (the file was left as it was)"), ["problem": .phrase(cause)])
    default: return Phrase(trLater("{problem} (nothing was written)"), ["problem": .phrase(cause)])
    }
  }

  /// Creates `<name>.partial` beside `path` (`<name>.N.partial` if that is taken): never an
  /// existing file, so nothing the user has is opened or truncated.
  private static func createPartial(beside path: String, given: String) throws(UserFileError)
    -> (Int32, String)
  {
    for attempt in 0..<100 {
      let candidate = partialName(beside: path, attempt: attempt)
      let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
      if descriptor >= 0 { return (descriptor, candidate) }
      guard errno == EEXIST else {
        throw UserFileError(
          given,
          Phrase(
            trLater("cannot be written in {folder}: {reason}"),
            [
              "folder": .text(OutputTarget.folder(of: path)),
              "reason": .phrase(SystemError.phrase(errno)),
            ]))
      }
    }
    throw UserFileError(
      given, Phrase(trLater("cannot be written: 100 partial files stand beside it")))
  }

  /// The `.partial` name tried at `attempt` (from 0) beside `path`: `<name>.partial`, then
  /// names with this process's id.
  private static func partialName(beside path: String, attempt: Int) -> String {
    OutputTarget.folder(of: path) + "/" + OutputTarget.name(of: path)
      + (attempt == 0 ? "" : ".\(getpid()).\(attempt)") + ".partial"
  }

  /// Names `staged` `<name>.partial` beside `path` (or the next free partial name) and opens
  /// it; nil when it cannot be named there and has to be copied.
  private static func namePartial(_ staged: StagedFile, beside path: String, given: String)
    throws(UserFileError) -> (Int32, String)?
  {
    for attempt in 0..<100 {
      let candidate = partialName(beside: path, attempt: attempt)
      switch staged.name(candidate) {
      case .named:
        let descriptor = fcntl(staged.descriptor, F_DUPFD_CLOEXEC, 0)
        guard descriptor >= 0 else {
          let code = errno
          unlink(candidate)
          throw UserFileError(
            given,
            Phrase(
              trLater("cannot be written: {reason}"),
              ["reason": .phrase(SystemError.phrase(code))]))
        }
        return (descriptor, candidate)
      case .taken: continue
      case .mustCopy: return nil
      }
    }
    throw UserFileError(
      given, Phrase(trLater("cannot be written: 100 partial files stand beside it")))
  }
}
