import Localization

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reads a file the user named (a tournament description, a log, a quiz to import) with
/// errors that say in words what is wrong with it; `-` and `/dev/stdin` read standard input,
/// and a FIFO or a device is read as a stream up to its end.
public enum InputFile {
  /// The most bytes read from one file unless the caller says otherwise.
  public static let defaultLimit = 256 << 20

  /// The bytes of `given`, at most `limit` of them.
  public static func read(_ given: String, limit: Int = defaultLimit) throws(UserFileError)
    -> [UInt8]
  {
    let descriptor: Int32
    if given == "-" || given == "/dev/stdin" {
      descriptor = dup(0)
    } else {
      guard !given.isEmpty else {
        throw UserFileError(given, Phrase(trLater("is an empty path: it names no file")))
      }
      descriptor = open(given, O_RDONLY | O_CLOEXEC | O_NOCTTY)
    }
    guard descriptor >= 0 else { throw openFailure(given, errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw UserFileError(
        given,
        Phrase(trLater("cannot be read: {reason}"), ["reason": .phrase(SystemError.phrase(errno))]))
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      throw UserFileError(given, Phrase(trLater("is a folder, not a file")), kind: .refused)
    case S_IFREG:
      if Int(info.st_size) > limit { throw tooLarge(given, limit) }
    default: break
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw UserFileError(
          given,
          Phrase(
            trLater("cannot be read: {reason}"), ["reason": .phrase(SystemError.phrase(errno))]))
      }
      guard bytes.count + count <= limit else { throw tooLarge(given, limit) }
      bytes += chunk[..<count]
    }
    return bytes
  }

  /// `read` as UTF-8 text, a leading byte-order mark dropped; invalid UTF-8 is an error
  /// naming the line.
  public static func text(_ given: String, limit: Int = defaultLimit) throws(UserFileError)
    -> String
  {
    var bytes = try read(given, limit: limit)[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UserFileError(
        given,
        Phrase(
          trLater("is not UTF-8 text (a bad byte on line {line})"),
          ["line": .number(lineOfFirstBadByte(bytes))]))
    }
    return text
  }

  /// The line of the first byte that is not part of well-formed UTF-8.
  static func lineOfFirstBadByte(_ bytes: ArraySlice<UInt8>) -> Int {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var line = 1
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
      if scalar.count == 1, scalar.first == 0x0A { line += 1 }
    }
    return line
  }

  private static func openFailure(_ given: String, _ code: Int32) -> UserFileError {
    switch code {
    case ENOENT: UserFileError(given, Phrase(trLater("does not exist")), kind: .missing)
    case EACCES: UserFileError(given, Phrase(trLater("cannot be read: permission denied")))
    default:
      UserFileError(
        given,
        Phrase(trLater("cannot be read: {reason}"), ["reason": .phrase(SystemError.phrase(code))]))
    }
  }

  private static func tooLarge(_ given: String, _ limit: Int) -> UserFileError {
    UserFileError(
      given,
      Phrase(
        trLater("is larger than {size} MiB, the most read from one file"),
        ["size": .number(limit >> 20)]), kind: .tooLarge)
  }
}
