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
      } else {
        out.append(char)
      }
    }
    return out
  }
}
