import Foundation

/// The system's reason for a failed call (`errno`) in words the catalogue translates: the
/// common reasons a player meets with files are messages of ours, any other is the system's
/// own text, kept as it is after the translated words that lead to it.
///
/// One home for every layer that says why a file or a folder failed (the store, the user's
/// files, a mod's folder, the terminal), so a reason is worded and translated once.
public enum SystemError {
  /// The words for `code`, starting lower-case to sit inside a sentence: "permission denied".
  public static func phrase(_ code: Int32) -> Phrase {
    switch code {
    case ENOENT: Phrase(trLater("no such file or directory"))
    case EACCES: Phrase(trLater("permission denied"))
    case EPERM: Phrase(trLater("operation not permitted"))
    case ENOSPC: Phrase(trLater("no space left on device"))
    case EISDIR: Phrase(trLater("is a directory"))
    case ENOTDIR: Phrase(trLater("not a directory"))
    case EEXIST: Phrase(trLater("file exists"))
    case EROFS: Phrase(trLater("read-only file system"))
    default: .verbatim(text(code))
    }
  }

  /// The words for a failure Foundation reports (`FileManager`'s): the system's reason when
  /// it carries one (a POSIX code, itself or under a Cocoa file error), else its own text.
  public static func phrase(of error: any Error) -> Phrase {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return phrase(Int32(truncatingIfNeeded: error.code)) }
    if let under = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      under.domain == NSPOSIXErrorDomain
    {
      return phrase(Int32(truncatingIfNeeded: under.code))
    }
    if error.domain == NSCocoaErrorDomain {
      switch CocoaError.Code(rawValue: error.code) {
      case .fileNoSuchFile, .fileReadNoSuchFile: return phrase(ENOENT)
      case .fileReadNoPermission, .fileWriteNoPermission: return phrase(EACCES)
      case .fileWriteOutOfSpace: return phrase(ENOSPC)
      case .fileWriteVolumeReadOnly: return phrase(EROFS)
      case .fileWriteFileExists: return phrase(EEXIST)
      default: break
      }
    }
    return .verbatim(error.localizedDescription)
  }

  /// The system's own text for `code`, its first letter lower-cased ("input/output error").
  public static func text(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
  }
}
