/// The pseudo-language "en-XA": every letter accented and each message lengthened by about a
/// third, inside ⟦ ⟧, so that a screen shows at a glance which text was never translated and
/// which layout breaks when a translation is longer.
public enum Pseudo {
  private static let accents: [Character: Character] = [
    "a": "á", "b": "ƀ", "c": "ç", "d": "đ", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í",
    "j": "ĵ", "k": "ķ", "l": "ĺ", "m": "ɱ", "n": "ñ", "o": "ó", "p": "þ", "q": "ǫ", "r": "ŕ",
    "s": "š", "t": "ţ", "u": "ú", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
    "A": "Á", "B": "Ɓ", "C": "Ç", "D": "Đ", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Í",
    "J": "Ĵ", "K": "Ķ", "L": "Ĺ", "M": "Ṁ", "N": "Ñ", "O": "Ó", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
    "S": "Š", "T": "Ţ", "U": "Ú", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
  ]

  /// `text` accented and lengthened; placeholders and leading or trailing spaces are kept.
  public static func transform(_ text: String) -> String {
    var out = ""
    var inPlaceholder = false
    var letters = 0
    for char in text {
      if char == "{" { inPlaceholder = true }
      if inPlaceholder {
        out.append(char)
        if char == "}" { inPlaceholder = false }
        continue
      }
      if let accented = accents[char] {
        out.append(accented)
        letters += 1
      } else {
        out.append(char)
      }
    }
    guard letters > 0 else { return text }
    // Keep the spaces around the message where they are: callers pad with them.
    let leading = out.prefix { $0 == " " }
    let trailing = out.reversed().prefix { $0 == " " }
    let core = out.dropFirst(leading.count).dropLast(trailing.count)
    let padding = String(repeating: "·", count: max(1, letters / 3))
    return leading + "⟦" + core + padding + "⟧" + String(trailing)
  }
}
