import QuizCore

/// GIFT's escapes, read by `GiftParser.unescape` and written by the exporter: a backslash
/// before one of `~ = # { } : \`, and `\n` for a line break.
enum GiftEscapes {
  /// The characters a backslash escapes.
  static let special: Set<Character> = ["~", "=", "#", "{", "}", ":", "\\"]

  /// `text` with each special character escaped and line breaks written `\n`.
  static func escape(_ text: String) -> String {
    var out = ""
    for char in text {
      if special.contains(char) {
        out.append("\\")
        out.append(char)
      } else if char == "\n" || char == "\r\n" {
        out += "\\n"
      } else if char.unicodeScalars.contains(where: { Untrusted.isControl($0) && $0 != "\t" }) {
        // GIFT has no escape for a control character: it is written as the escape Trivium
        // prints (`\e`), its backslash escaped in turn, so the file holds no byte a terminal
        // or an editor would act on.
        for visible in Untrusted.line(String(char), limit: .max) {
          if special.contains(visible) { out.append("\\") }
          out.append(visible)
        }
      } else {
        out.append(char)
      }
    }
    return out
  }
}
