import Foundation

/// The rules of Moodle XML that reading and writing share: text format names, category
/// paths, fractions, embedded file names and XML escaping. One home for each.
enum MoodleXML {
  /// The format of a `format="..."` attribute; Moodle reads an unknown or missing name as HTML.
  static func textFormat(_ name: String?) -> MoodleTextFormat {
    guard let name else { return .html }
    // Most files name a format exactly: known without trimming or lowercasing.
    if let exact = MoodleTextFormat(rawValue: name) { return exact }
    return MoodleTextFormat(moodleName: name.trimmingCharacters(in: .whitespaces)) ?? .html
  }

  /// A yes-or-no element as Moodle's `trans_single` reads it (trimmed): "false", "0" and ""
  /// are no, anything else yes.
  static func flag(_ text: String) -> Bool { !["false", "0", ""].contains(text) }

  /// `text` trimmed as Moodle's PHP `trim` trims a text: ASCII white space only, so that an
  /// option `"\u{3000}東京"` keeps its ideographic space, as the type plays it.
  static func trimmed(_ text: String) -> String {
    // A text with nothing to trim at either end (most) is given back without a copy.
    guard let first = text.utf8.first, let last = text.utf8.last,
      isTrimmed(first) || isTrimmed(last)
    else { return text }
    return text.trimmingCharacters(in: asciiSpaces)
  }

  /// Whether `byte` is ASCII other than a space or a control character.
  private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

  /// Whether `byte` is one of the characters `trimmed` takes off.
  private static func isTrimmed(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte) || byte == 0
  }

  private static let asciiSpaces = CharacterSet(charactersIn: " \t\n\r\u{0B}\u{0C}\u{0}")

  /// The attribute Trivium writes: its markup is Markdown-like, so Moodle shows it as meant.
  static let markupFormat = "markdown"

  /// The parts of a category path (`$course$/top/Unit 1`); `//` is a slash inside a name.
  static func categoryParts(_ path: String) -> [String] {
    let marker = "\u{0}"
    return path.replacingOccurrences(of: "//", with: marker).split(separator: "/")
      .map { $0.replacingOccurrences(of: marker, with: "/").trimmingCharacters(in: .whitespaces) }
  }

  /// The title a category gives its questions: its last part, unless that is only the
  /// context (`$course$`) or the bank's root (`top`).
  static func categoryTitle(_ path: String) -> String? {
    guard let last = categoryParts(path).last, !last.isEmpty, !last.hasPrefix("$"),
      last != "top"
    else { return nil }
    return last
  }

  /// The category path a title is written as.
  static func categoryPath(title: String) -> String {
    "$course$/top/" + title.replacingOccurrences(of: "/", with: "//")
  }

  /// A `fraction` attribute (a percentage) as a share of the mark, or nil when not a number.
  static func share(ofFraction text: String?) -> Double? {
    guard let text else { return 0 }
    // Trimmed only when an end may be a space: Foundation's trimming cost more than the rest.
    let plain =
      text.utf8.first.map(isPrintableASCII) == true
      && text.utf8.last.map(isPrintableASCII) == true
    let number = plain ? text : text.trimmingCharacters(in: .whitespaces)
    guard let value = Double(number), value.isFinite else { return nil }
    return value / 100
  }

  /// A share of the mark (one of Moodle's grades) as a `fraction` attribute.
  static func fraction(ofShare share: Double) -> String { MoodleGrades.percent(share) }

  /// The file names `@@PLUGINFILE@@/name` references in `text`, percent-decoded, in order.
  static func pluginFiles(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: "@@PLUGINFILE@@/") {
      let tail = rest[range.upperBound...]
      let name = tail.prefix { !"\"'<>() \n\t?#".contains($0) }
      let decoded = name.removingPercentEncoding ?? String(name)
      if !decoded.isEmpty, !names.contains(decoded) { names.append(decoded) }
      rest = tail[name.endIndex...]
    }
    return names
  }

  /// A picture shown in Markdown text: `![](@@PLUGINFILE@@/name)` (`name` a safe file name).
  static func pictureReference(_ name: String) -> String { "![](@@PLUGINFILE@@/\(name))" }

  /// `text` without the Markdown pictures that show its embedded files (the question's
  /// `picture` shows them), trimmed.
  static func removingPictureReferences(_ text: String) -> String {
    // No `@`, no reference: the search below is not run on every text.
    guard text.utf8.contains(UInt8(ascii: "@")) else { return trimmed(text) }
    var out = text
    while let target = out.range(of: "](@@PLUGINFILE@@/"),
      let open = out[..<target.lowerBound].range(of: "![", options: .backwards),
      let close = out[target.upperBound...].firstIndex(of: ")")
    {
      out.removeSubrange(open.lowerBound...close)
    }
    return trimmed(out)
  }

  /// `text` as XML character data: `&`, `<`, `>` and quotes escaped, and characters XML 1.0
  /// cannot hold at all (controls other than tab and line breaks) left out.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case "\r": out += "&#13;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` fit for an XML comment, which cannot hold `--`.
  static func comment(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "--", with: "- -").replacingOccurrences(
      of: "\n", with: " ")
  }

  /// Whether XML can hold `text` exactly (no control characters besides tab and line breaks).
  static func canHold(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy {
      $0.value >= 0x20 && $0.value != 0xFFFE && $0.value != 0xFFFF
        || "\t\n\r".unicodeScalars
          .contains($0)
    }
  }
}
