import Foundation
import Localization
import Testing

/// A failure Foundation reports is said through the catalogue when it carries the system's
/// reason, never as Foundation's English description (issue 30).
@Suite struct SystemErrorTests {
  @Test func foundationsFailuresAreSaidInTheCatalogue() throws {
    // What FileManager throws for a file it cannot remove: a Cocoa error over a POSIX one.
    let removal = NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileWriteNoPermission.rawValue,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
    let cases: [(any Error, String)] = [
      (removal, "permission denied"),
      (NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)), "no space left on device"),
      (CocoaError(.fileNoSuchFile), "no such file or directory"),
      (CocoaError(.fileWriteVolumeReadOnly), "read-only file system"),
    ]
    for (error, english) in cases {
      let words = SystemError.phrase(of: error)
      #expect(words.description == english)
      #expect(words.isMessage)
      #expect(Localizer.$current.withValue(.pseudo) { words.translated } != english)
    }
    // Anything else is Foundation's own text, kept as it is.
    #expect(!SystemError.phrase(of: CocoaError(.coderValueNotFound)).isMessage)
  }

  @Test func removingAModSaysWhyInTheCatalogue() throws {
    // A real FileManager failure: the folder to remove is gone.
    let missing = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("trivium-no-such-\(UUID().uuidString)")
    do {
      try FileManager.default.removeItem(at: missing)
      Issue.record("a missing folder was removed")
    } catch {
      #expect(SystemError.phrase(of: error).description == "no such file or directory")
    }
  }
}
