import Localization

/// Text that came from a plugin, a game, a mod or an imported file, made safe to print.
///
/// Such text may hold control codes that clear the screen, set the window title, move the
/// cursor back over a line (`\r`), or reverse the direction of what follows (bidi overrides).
/// Every string of theirs that is printed goes through here, which shows those characters as
/// visible escapes instead of letting the terminal act on them.
public enum Untrusted {
  /// The longest single line kept by default, in characters; the rest is cut with a note.
  public static let defaultLineLimit = 2000

  /// `text` on one line: newlines and every other control character shown as escapes
  /// (`\n`, `\r`, `\t`, `\e`, `\u{9B}`, `\u{202E}`), cut after `limit` characters.
  /// The note on a cut line is in the interface language ("… (40 more characters)").
  public static func line(_ text: some StringProtocol, limit: Int = defaultLineLimit) -> String {
    visible(text, keepNewlines: false, limit: limit, english: false)
  }

  /// `line` for a file that programs read (the plugin log, a CSV table): the note on a cut
  /// line stays in English, so the file is the same whatever the interface language.
  public static func stableLine(_ text: some StringProtocol, limit: Int = defaultLineLimit)
    -> String
  {
    visible(text, keepNewlines: false, limit: limit, english: true)
  }

  /// `text` where a newline is meant (a block of lines): newlines and tabs kept, every other
  /// control character shown as an escape.
  public static func text(_ text: some StringProtocol) -> String {
    visible(text, keepNewlines: true, limit: nil, english: false)
  }

  /// Whether `text` may be the id of a plugin, a game or a player: 1 to 64 letters, marks and
  /// digits of any script, `-`, `_` and `.`, not starting with `-` or `.`. Ids are printed in
  /// lists, tables and messages and name files, so they hold nothing a terminal or a shell
  /// could take for something else (no spaces, quotes, slashes or control characters).
  public static func isSafeID(_ text: some StringProtocol) -> Bool {
    guard let first = text.unicodeScalars.first, first != "-", first != ".",
      text.unicodeScalars.count <= 64
    else { return false }
    return text.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "-", "_", ".": return true
      default:
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
          .nonspacingMark, .spacingMark, .decimalNumber, .letterNumber, .otherNumber:
          return true
        default: return false
        }
      }
    }
  }

  /// What `isSafeID` allows, for messages.
  public static var safeIDRule: String { safeIDWords.description }

  /// What `isSafeID` allows, as words translated at the edge.
  public static let safeIDWords = Phrase(
    trLater("use letters, digits, '-', '_' and '.' (at most 64, not starting with '-' or '.')"))

  /// Whether the terminal could act on `scalar` rather than draw it.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    // Bidi embeddings, overrides and isolates, and the line and paragraph separators.
    case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  /// The most combining marks kept in a row (on one base character): scripts that stack
  /// marks (Vietnamese, Devanagari, Hebrew with points, Tibetan) stay well under it; a flood
  /// that would smear a line across the screen does not.
  public static let maxMarksInARow = 8
  /// The most invisible format characters kept in a row (zero-width spaces and joiners, the
  /// tags of a subdivision flag): an emoji ZWJ sequence has one between two emoji, a flag six.
  public static let maxFormatInARow = 8

  private static func visible(
    _ text: some StringProtocol, keepNewlines: Bool, limit: Int?, english: Bool
  ) -> String {
    // Most text has nothing to escape and fits: returned as it is, without a copy per scalar.
    if text.unicodeScalars.allSatisfy({ !isControl($0) || (keepNewlines && isKept($0)) }),
      !hasFlood(text)
    {
      guard let limit, text.unicodeScalars.count > limit else { return String(text) }
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var count = 0
    var run = Run()
    for scalar in text.unicodeScalars {
      if let limit, count >= limit {
        run.flush(into: &result)
        let rest = text.unicodeScalars.count - count
        result += english ? Localizer.$current.withValue(.english) { cut(rest) } : cut(rest)
        break
      }
      count += 1
      // A flood of marks or invisible characters is cut to its first few and a count.
      if run.take(scalar, into: &result) { continue }
      if !isControl(scalar) || (keepNewlines && isKept(scalar)) {
        result.unicodeScalars.append(scalar)
        continue
      }
      result += escape(scalar)
    }
    run.flush(into: &result)
    return result
  }

  /// What ends a cut line: how many characters were left out.
  private static func cut(_ rest: Int) -> String {
    trn("… ({n} more character)", "… ({n} more characters)", count: rest)
  }

  /// Whether a scalar is a combining mark or an invisible format character, which pile up
  /// without taking room of their own.
  enum Piling {
    case mark, format
  }

  static func piling(_ scalar: Unicode.Scalar) -> Piling? {
    // Nothing below U+0300 piles up: the common case is decided without a property lookup.
    guard scalar.value >= 0x300, !isControl(scalar) else { return nil }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return .mark
    case .format: return .format
    default: return nil
    }
  }

  /// Whether `text` holds more marks or format characters in a row than are kept.
  static func hasFlood(_ text: some StringProtocol) -> Bool {
    var kind: Piling?
    var length = 0
    for scalar in text.unicodeScalars {
      guard let piled = piling(scalar) else {
        kind = nil
        length = 0
        continue
      }
      length = piled == kind ? length + 1 : 1
      kind = piled
      if length > (piled == .mark ? maxMarksInARow : maxFormatInARow) { return true }
    }
    return false
  }

  /// The marks or format characters of the current run past those kept: counted, then shown
  /// as one note where the run ends, `[+40 marks]`.
  struct Run {
    var kind: Piling?
    var length = 0
    var dropped = 0

    /// Counts `scalar` into the run; true when it is dropped (past the run's limit). A run
    /// that ends here writes its note first.
    mutating func take(_ scalar: Unicode.Scalar, into result: inout String) -> Bool {
      let piled = piling(scalar)
      if piled != kind {
        flush(into: &result)
        kind = piled
        length = 0
      }
      guard let piled else { return false }
      length += 1
      guard length > (piled == .mark ? maxMarksInARow : maxFormatInARow) else { return false }
      dropped += 1
      return true
    }

    /// Writes the note for what was dropped, if anything.
    mutating func flush(into result: inout String) {
      guard dropped > 0 else { return }
      result += "[+\(dropped) \(kind == .format ? "invisible characters" : "marks")]"
      dropped = 0
    }
  }

  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\t"
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    case "\u{1B}": "\\e"
    default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }
}
