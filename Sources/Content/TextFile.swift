import Confined
import ContentFormats
import Foundation
import Localization
import QuizCore

/// Reading content files: bytes from a confined folder, bounded by a cap per kind of file, then
/// read as JSON or a property list by `ContentFormats`, each problem said as a `ContentError`.
enum TextFile {
  /// The most bytes a manifest (`game.json`, `mod.json`, `enabled.json`) may have.
  static let maxManifestBytes = FileCaps.manifestBytes
  /// The most bytes a file of questions (`.json`, `.plist`) may have.
  static let maxQuestionBytes = FileCaps.questionBytes

  /// The bytes of `name` in `folder` (at most `cap`), or an error naming the file.
  static func bytes(in folder: ConfinedFolder, _ name: String, cap: Int) throws(ContentError)
    -> [UInt8]
  {
    do { return try folder.read(name, maxBytes: cap) } catch {
      throw ContentError(error)
    }
  }

  /// The value of the JSON text `bytes`, with its syntax errors placed.
  static func json(_ bytes: [UInt8], display: String) throws(ContentError) -> Value {
    do { return try JSONFile.value(of: bytes, display: display) } catch {
      throw ContentError(error)
    }
  }

  /// The value of the property list `bytes` (XML or binary).
  static func plist(_ bytes: [UInt8], display: String) throws(ContentError) -> Value {
    do { return try PropertyListReader.value(of: bytes, display: display) } catch {
      throw ContentError(error)
    }
  }
}

extension ContentError {
  /// A file that is not its format, said as the content's error.
  init(_ problem: FormatError) {
    let kind: Kind
    switch problem.kind {
    case .invalidUTF8: kind = .invalidUTF8
    case .badJSON: kind = .badJSON
    case .badPlist: kind = .badPlist
    case .wrongType: kind = .wrongType
    case .badValue: kind = .badValue
    }
    self.init(
      kind, file: problem.file, line: problem.line, column: problem.column, field: problem.field,
      words: problem.phrase)
  }

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
