import Confined
import Foundation
import Localization

/// Reading content files: bytes from a confined folder, bounded by a cap per kind of file, then
/// UTF-8 text checked with the place of its first bad byte.
enum TextFile {
  /// The most bytes a manifest (`game.json`, `mod.json`, `enabled.json`) may have: 256 KiB.
  static let maxManifestBytes = 256 * 1024
  /// The most bytes a file of questions (`.json`, `.plist`) may have: 16 MiB, a thousand
  /// times the largest shipped one; the values decoded from it take several times as much.
  static let maxQuestionBytes = 16 * 1024 * 1024

  /// The bytes of `name` in `folder` (at most `cap`), or an error naming the file.
  static func bytes(in folder: ConfinedFolder, _ name: String, cap: Int) throws(ContentError)
    -> [UInt8]
  {
    do { return try folder.read(name, maxBytes: cap) } catch {
      throw ContentError(error)
    }
  }

  /// `bytes` without a leading UTF-8 byte-order mark, which some editors write.
  static func droppingBOM(_ bytes: [UInt8]) -> ArraySlice<UInt8> { UTF8Text.droppingBOM(bytes) }

  /// Throws `invalidUTF8` at the line and column of the first malformed sequence.
  static func checkUTF8(_ bytes: some Collection<UInt8>, display: String) throws(ContentError) {
    do { try UTF8Text.check(bytes) } catch {
      throw ContentError(
        .invalidUTF8, file: display, line: error.line, column: error.column,
        words: error.sentence)
    }
  }
}

extension ContentError {
  /// A refused read, said as the content's error: the file and what it is.
  init(_ refusal: ConfinedError) {
    self.init(.unreadable, file: refusal.path, words: refusal.problemPhrase)
  }
}

extension ConfinedFolder {
  /// A game's folder: its files are read, nothing outside it.
  static func game(_ folder: URL, display: String) -> ConfinedFolder {
    ConfinedFolder(
      root: folder.path, displayName: display, scope: Phrase(trLater("the game folder")))
  }
}
