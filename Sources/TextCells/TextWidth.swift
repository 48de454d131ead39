/// How many columns a terminal gives to text: 2 for East Asian wide and full-width characters
/// and for emoji drawn as pictures, 0 for marks that join the character before, else 1.
///
/// Widths are per grapheme cluster (a Swift `Character`), which is how modern terminals draw
/// emoji sequences: a family emoji joined with ZWJ takes two columns, not eight.
public enum TextWidth {
  /// The columns one character takes.
  public static func of(_ character: Character) -> Int {
    // Most characters drawn are one scalar: decoded from the bytes, without the scalar
    // view's index checks (`Character.isASCII` and `unicodeScalars.first` were a good part of
    // a frame's cost).
    let utf8 = character.utf8
    var bytes = utf8.makeIterator()
    guard let lead = bytes.next() else { return 0 }
    if lead < 0x80, utf8.count == 1 {
      // Control characters draw nothing; the buffer never stores them.
      return lead >= 0x20 && lead != 0x7F ? 1 : 0
    }
    // A lead below 0x80 here starts a cluster (a letter and its marks), never one scalar.
    let length = lead < 0x80 ? 0 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    if utf8.count == length {
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for _ in 1..<length { value = value << 6 | UInt32((bytes.next() ?? 0) & 0x3F) }
      // Unicode property lookups are slow; the Basic Multilingual Plane is looked up once.
      if value < 0x10000 { return Int(basicPlane[Int(value)]) }
      return Unicode.Scalar(value).map(width(of:)) ?? 1
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isRegionalIndicator(first) { return 2 }
    if isEmojiSequence(scalars, first: first) { return 2 }
    if first.value < 0x10000 { return Int(basicPlane[Int(first.value)]) }
    return width(of: first)
  }

  /// The width of every scalar below U+10000, computed on first use (a few milliseconds).
  static let basicPlane: [UInt8] = (0..<0x10000).map { value in
    guard let scalar = Unicode.Scalar(UInt32(value)) else { return 1 }  // surrogates
    return UInt8(width(of: scalar))
  }

  /// The columns a string takes.
  public static func of(_ text: some StringProtocol) -> Int {
    // ASCII text (most of what is drawn) is one column a printable byte; "\r\n" is one
    // character of no width either way.
    var printable = 0
    var ascii = true
    for byte in text.utf8 {
      if byte >= 0x80 {
        ascii = false
        break
      }
      if byte >= 0x20 && byte != 0x7F { printable += 1 }
    }
    if ascii { return printable }
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The longest start of `text` that fits in `columns` columns, never splitting a wide
  /// character.
  public static func prefix(_ text: String, fitting columns: Int) -> String {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let width = of(text[index])
      if used + width > columns { break }
      used += width
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// `text` cut to `columns` with "…" at the end when it does not fit.
  public static func shortened(_ text: String, fitting columns: Int) -> String {
    guard of(text) > columns else { return text }
    return prefix(text, fitting: max(0, columns - 1)) + "…"
  }

  /// The columns of a single scalar.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B || (value >= 0x1160 && value <= 0x11FF) { return 0 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Whether a cluster of several scalars is drawn as one emoji picture, two columns whatever
  /// its first scalar's own width: an emoji presentation selector (❤️), a skin tone (☝🏽), a
  /// ZWJ sequence (❤‍🔥, 👩‍💻), a keycap (1️⃣) or a tag sequence (a subdivision flag).
  static func isEmojiSequence(_ scalars: String.UnicodeScalarView, first: Unicode.Scalar) -> Bool {
    guard first.properties.isEmoji else { return false }
    var joined = false
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0xFE0F, 0x20E3, 0xE0020...0xE007F: return true
      case 0x1F3FB...0x1F3FF: if first.properties.isEmojiModifierBase { return true }
      case 0x200D: joined = true
      default:
        // A joiner makes a picture only between emoji ("1" + ZWJ alone stays a digit).
        if joined, !first.isASCII, scalar.properties.isEmoji { return true }
      }
    }
    return false
  }

  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x1F1E6 && scalar.value <= 0x1F1FF
  }

  /// East Asian Wide (W) and Fullwidth (F) blocks.
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
