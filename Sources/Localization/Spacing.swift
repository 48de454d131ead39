/// Spaces between pieces of a message: English puts one between words, Chinese none between
/// its characters nor around full-width punctuation.
public enum Spacing {
  /// Whether `char` is written without spaces around it: a Chinese or Japanese character, or
  /// full-width punctuation.
  public static func isCJK(_ char: Character) -> Bool {
    guard let scalar = char.unicodeScalars.first?.value else { return false }
    switch scalar {
    case 0x3000...0x303F,  // CJK symbols and punctuation: 、。「」
      0x3040...0x30FF,  // kana
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // ideographs
      0xFF00...0xFF60, 0xFFE0...0xFFE6:  // full-width forms: （），：
      return true
    default: return false
    }
  }

  /// `a` and `b` with a space between, unless the joint is Chinese text.
  public static func join(_ a: String, _ b: String) -> String {
    guard let last = a.last, let first = b.first else { return a + b }
    return isCJK(last) || isCJK(first) ? a + b : a + " " + b
  }

  /// The space to write after `text` when more words follow: none after Chinese text.
  public static func after(_ text: String) -> String {
    text.last.map(isCJK) == true ? "" : " "
  }
}
