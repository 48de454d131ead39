import Confined
import Localization
import QuizCore

/// How large a file read as content may be: one home for the caps of the loader, the
/// importers and the line scan of `JSONLines`.
public enum FileCaps {
  /// The most bytes a manifest (`game.json`, `mod.json`, `enabled.json`) may have: 256 KiB.
  public static let manifestBytes = 256 * 1024
  /// The most bytes a file of questions (`.json`, `.plist`) may have: 16 MiB, a thousand
  /// times the largest shipped one; the values decoded from it take several times as much.
  public static let questionBytes = 16 * 1024 * 1024
  /// The most bytes a game's question files may hold together, when its questions are split
  /// over several: 512 MiB, twice what `trivium import` writes of a 50 MB GIFT file
  /// (docs/games.md, "A game split over several files", says what loading that costs).
  public static let gameQuestionBytes = 512 * 1024 * 1024
}

/// JSON files as plain values, with their syntax errors placed.
public enum JSONFile {
  /// The value of the JSON text in `bytes` (a leading byte-order mark dropped), or an error
  /// naming `display` and the place.
  public static func value(of bytes: [UInt8], display: String) throws(FormatError) -> Value {
    let text = UTF8Text.droppingBOM(bytes)
    try FormatError.checkUTF8(text, display: display)
    do {
      return try ValueJSON.decode(text)
    } catch {
      switch error {
      case .syntax(let line, let column, let problem):
        throw FormatError(
          kind: .badJSON, file: display, line: line, column: column,
          phrase: Phrase(trLater("is not valid JSON: {detail}"), ["detail": .phrase(problem)]))
      default:
        throw FormatError(
          kind: .badJSON, file: display,
          phrase: Phrase(
            trLater("is not valid JSON: {detail}"), ["detail": .phrase(error.sentence)])
        )
      }
    }
  }

}
