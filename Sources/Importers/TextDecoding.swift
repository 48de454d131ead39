import Foundation

/// Decoders for the text encodings quiz files use: HTML entities, percent-encoding, base64.
enum TextDecoding {
  /// Named HTML entities: every one that occurs in the Open Trivia DB dump of the test corpus,
  /// plus the common ones of Latin text, punctuation and Greek letters used in science
  /// questions. Written out here rather than taken from a library, so the list is known.
  static let entities: [String: UnicodeScalar] = {
    let table: [(String, UInt32)] = [
      ("quot", 0x22), ("amp", 0x26), ("apos", 0x27), ("lt", 0x3C), ("gt", 0x3E),
      ("nbsp", 0xA0), ("iexcl", 0xA1), ("cent", 0xA2), ("pound", 0xA3), ("yen", 0xA5),
      ("sect", 0xA7), ("copy", 0xA9), ("laquo", 0xAB), ("shy", 0xAD), ("reg", 0xAE),
      ("deg", 0xB0), ("plusmn", 0xB1), ("sup2", 0xB2), ("sup3", 0xB3), ("micro", 0xB5),
      ("para", 0xB6), ("middot", 0xB7), ("raquo", 0xBB), ("frac12", 0xBD), ("iquest", 0xBF),
      ("Agrave", 0xC0), ("Aacute", 0xC1), ("Auml", 0xC4), ("Aring", 0xC5), ("Ccedil", 0xC7),
      ("Eacute", 0xC9), ("Ouml", 0xD6), ("times", 0xD7), ("Uuml", 0xDC), ("szlig", 0xDF),
      ("agrave", 0xE0), ("aacute", 0xE1), ("acirc", 0xE2), ("atilde", 0xE3), ("auml", 0xE4),
      ("aring", 0xE5), ("ccedil", 0xE7), ("egrave", 0xE8), ("eacute", 0xE9), ("ecirc", 0xEA),
      ("euml", 0xEB), ("iacute", 0xED), ("iuml", 0xEF), ("ntilde", 0xF1), ("ograve", 0xF2),
      ("oacute", 0xF3), ("ocirc", 0xF4), ("ouml", 0xF6), ("divide", 0xF7), ("oslash", 0xF8),
      ("uacute", 0xFA), ("ucirc", 0xFB), ("uuml", 0xFC),
      ("Delta", 0x394), ("Nu", 0x39D), ("Omicron", 0x39F), ("Pi", 0x3A0), ("Sigma", 0x3A3),
      ("Omega", 0x3A9), ("alpha", 0x3B1), ("beta", 0x3B2), ("gamma", 0x3B3), ("delta", 0x3B4),
      ("theta", 0x3B8), ("lambda", 0x3BB), ("mu", 0x3BC), ("pi", 0x3C0), ("sigma", 0x3C3),
      ("omega", 0x3C9),
      ("ensp", 0x2002), ("emsp", 0x2003), ("thinsp", 0x2009), ("zwnj", 0x200C),
      ("zwj", 0x200D), ("lrm", 0x200E), ("rlm", 0x200F), ("ndash", 0x2013), ("mdash", 0x2014),
      ("lsquo", 0x2018), ("rsquo", 0x2019), ("ldquo", 0x201C), ("rdquo", 0x201D),
      ("bull", 0x2022), ("hellip", 0x2026), ("prime", 0x2032), ("Prime", 0x2033),
      ("euro", 0x20AC), ("trade", 0x2122), ("larr", 0x2190), ("rarr", 0x2192),
      ("minus", 0x2212), ("infin", 0x221E), ("ne", 0x2260), ("le", 0x2264), ("ge", 0x2265),
    ]
    var map: [String: UnicodeScalar] = [:]
    for (name, code) in table { map[name] = UnicodeScalar(code) }
    return map
  }()

  /// `text` with `&name;`, `&#NN;` and `&#xHH;` replaced; unknown or invalid ones stay as
  /// written and are returned, so the caller can report them.
  static func decodeEntities(_ text: String) -> (text: String, unknown: [String]) {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return (text, []) }
    return decodeEntities(text[...])
  }

  /// `decodeEntities` of a piece of a text, walking it in place: a long text costs its result.
  static func decodeEntities(_ text: Substring) -> (text: String, unknown: [String]) {
    let scalars = text.unicodeScalars
    var out = String.UnicodeScalarView()
    var unknown: [String] = []
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let after = scalars.index(after: index)
      guard scalar == "&",
        let end = scalars[after...].prefix(11).firstIndex(of: ";"), end > after
      else {
        out.append(scalar)
        index = after
        continue
      }
      let name = String(String.UnicodeScalarView(scalars[after..<end]))
      if let decoded = decodeEntity(name) {
        out.append(decoded)
      } else {
        unknown.append("&\(name);")
        out.append(contentsOf: scalars[index...end])
      }
      index = scalars.index(after: end)
    }
    return (String(out), unknown)
  }

  /// `text` with the characters HTML entities stand for in Open Trivia DB text written as
  /// entities (`&amp; &lt; &gt; &quot; &#039;`), and `%` and `+` too, so that the text is
  /// never taken for percent-encoding when read back.
  static func encodeEntities(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#039;"
      case "%": out += "&#037;"
      case "+": out += "&#043;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The character of one entity's name (`quot`, `#039`, `#x27`), or nil.
  private static func decodeEntity(_ name: String) -> UnicodeScalar? {
    if name.hasPrefix("#x") || name.hasPrefix("#X") {
      return UInt32(name.dropFirst(2), radix: 16).flatMap(UnicodeScalar.init)
    }
    if name.hasPrefix("#") {
      return UInt32(name.dropFirst(), radix: 10).flatMap(UnicodeScalar.init)
    }
    return entities[name]
  }

  /// Percent-decoded UTF-8 text (`+` is a space when `plusIsSpace`), or nil when an escape is
  /// broken or the bytes are not UTF-8.
  static func percentDecode(_ text: String, plusIsSpace: Bool) -> String? {
    var bytes: [UInt8] = []
    let source = Array(text.utf8)
    var index = 0
    while index < source.count {
      let byte = source[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < source.count,
          let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
        else { return nil }
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
        index += 1
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }

  /// Base64-decoded UTF-8 text, or nil.
  static func base64Decode(_ text: String) -> String? {
    guard let data = Data(base64Encoded: text) else { return nil }
    return String(validating: [UInt8](data), as: UTF8.self)
  }
}

/// The Unicode encodings a quiz file may be in, told by its byte-order mark.
enum ByteOrderMark: String, Sendable {
  case utf8 = "UTF-8"
  case utf16LittleEndian = "UTF-16 LE"
  case utf16BigEndian = "UTF-16 BE"

  /// The mark `bytes` start with, or nil.
  static func of(_ bytes: [UInt8]) -> ByteOrderMark? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8 }
    if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
    if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
    return nil
  }

  /// `bytes` as UTF-8 without their mark; nil when UTF-16 code units are cut or unpaired.
  /// An XML declaration's `encoding="UTF-16"` is changed to say UTF-8 with them.
  func utf8(_ bytes: [UInt8]) -> [UInt8]? {
    switch self {
    case .utf8: return Array(bytes.dropFirst(3))
    case .utf16LittleEndian, .utf16BigEndian:
      let body = bytes.dropFirst(2)
      guard body.count % 2 == 0 else { return nil }
      var units: [UInt16] = []
      units.reserveCapacity(body.count / 2)
      var index = body.startIndex
      while index < body.endIndex {
        let first = UInt16(body[index])
        let second = UInt16(body[index + 1])
        units.append(self == .utf16LittleEndian ? second << 8 | first : first << 8 | second)
        index += 2
      }
      guard var text = String(validating: units, as: UTF16.self) else { return nil }
      if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
        let declaration = text[..<end.upperBound]
          .replacingOccurrences(of: "UTF-16", with: "UTF-8", options: .caseInsensitive)
        text = declaration + text[end.upperBound...]
      }
      return Array(text.utf8)
    }
  }
}
