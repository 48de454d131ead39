import Foundation

/// A tolerant reader of the HTML quiz texts hold, writing Trivium's markup. Quiz HTML is a
/// fragment, often not XHTML (`<br>`, unclosed `<p>`, bare `&`), so an XML parser refuses much
/// of it; this reads tags one by one, knows the few that carry meaning (b/strong, i/em,
/// code/pre, ul/ol/li, p/div/headings, br) and drops the others with their attributes.
struct HTMLMarkup {
  /// Whether a line break in the text is a break (Moodle's auto-format) or a space (HTML).
  let newlinesBreak: Bool
  private var out = ""
  /// A space seen in the text, written before the next visible character.
  private var pendingSpace = false
  private var preDepth = 0
  /// Inside `<code>`: text is written as is, since markup does not apply there.
  private var inCode = false
  /// One entry per open list: its next number, or nil for a bulleted list.
  private var lists: [Int?] = []
  /// The tag whose content is dropped (`script`, `style`) until its end.
  private var skipping: String?

  /// `html` as Trivium's markup.
  static func convert(_ html: String, newlinesBreak: Bool) -> String {
    var reader = HTMLMarkup(newlinesBreak: newlinesBreak)
    // Room for the text and a few escapes, so that a long text is not copied as it grows.
    reader.out.reserveCapacity(html.utf8.count + html.utf8.count / 16 + 16)
    reader.read(html)
    return MoodleText.tidy(reader.out)
  }

  private init(newlinesBreak: Bool) { self.newlinesBreak = newlinesBreak }

  private mutating func read(_ html: String) {
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      text(rest[..<open])
      let after = rest[open...]
      if after.hasPrefix("<!--") {
        guard let close = after.range(of: "-->") else { return }
        rest = after[close.upperBound...]
        continue
      }
      let next = after.dropFirst().first
      guard let next, next.isLetter || next == "/" || next == "!" || next == "?",
        let close = tagEnd(after)
      else {
        // A `<` that starts no tag ("a < b") is text.
        text(after.prefix(1))
        rest = after.dropFirst()
        continue
      }
      tag(after[after.index(after: open)..<close])
      rest = after[after.index(after: close)...]
    }
    text(rest)
  }

  /// The `>` ending the tag that starts `text`, outside quoted attribute values; nil when a
  /// `<` or the end comes first (then the first `<` is text). A quote left open longer than
  /// `quoteLimit` characters is taken for text, so that every `<` costs a bounded scan and
  /// hostile text cannot make the reading quadratic.
  private func tagEnd(_ text: Substring) -> Substring.Index? {
    var quote: Character?
    var quoted = 0
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let char = text[index]
      if let open = quote {
        quoted += 1
        if char == open {
          quote = nil
        } else if quoted > Self.quoteLimit {
          return nil
        }
      } else if char == "\"" || char == "'" {
        quote = char
        quoted = 0
      } else if char == ">" {
        return index
      } else if char == "<" {
        return nil
      }
      index = text.index(after: index)
    }
    return nil
  }

  static let quoteLimit = 65_536

  /// Text between tags: entities decoded, spaces folded outside `<pre>`, markup escaped.
  private mutating func text(_ raw: Substring) {
    guard skipping == nil, !raw.isEmpty else { return }
    if raw.utf8.contains(UInt8(ascii: "&")) {
      write(TextDecoding.decodeEntities(raw).text[...])
    } else {
      write(raw)
    }
  }

  private mutating func write(_ text: Substring) {
    if preDepth > 0 {
      out += text
      return
    }
    // ASCII without carriage returns (most quiz text) is walked byte by byte: each byte is
    // a character then, and no grapheme breaking is needed to find them.
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      writeASCII(text.utf8)
      return
    }
    for char in text {
      if char == "\n" && newlinesBreak {
        lineBreak()
      } else if char.isWhitespace && char != "\u{A0}" {
        pendingSpace = true
      } else {
        writeSpace()
        if !inCode && MoodleText.isMarkup(char) { out.append("\\") }
        out.append(char == "\u{A0}" ? " " : char)
      }
    }
  }

  /// `write` of ASCII text without carriage returns, by the same rules.
  private mutating func writeASCII(_ bytes: Substring.UTF8View) {
    for byte in bytes {
      if byte == 0x0A && newlinesBreak {
        lineBreak()
      } else if byte == 0x20 || (0x09...0x0D).contains(byte) {
        pendingSpace = true
      } else {
        writeSpace()
        let scalar = Unicode.Scalar(byte)
        if !inCode && MoodleText.isMarkup(Character(scalar)) { out.append("\\") }
        out.unicodeScalars.append(scalar)
      }
    }
  }

  private mutating func writeSpace() {
    if pendingSpace, let last = out.last, last != "\n", last != " " { out += " " }
    pendingSpace = false
  }

  private mutating func lineBreak() {
    pendingSpace = false
    out += "\n"
  }

  private mutating func paragraph() {
    pendingSpace = false
    guard !out.isEmpty else { return }
    if !out.hasSuffix("\n") { out += "\n" }
    if !out.hasSuffix("\n\n") { out += "\n" }
  }

  /// An inline marker (`**`, `*`, `` ` ``): an opening one takes the space before it, a
  /// closing one leaves the space after the word for after itself.
  private mutating func marker(_ marker: String, closing: Bool) {
    if closing {
      let space = pendingSpace
      pendingSpace = false
      out += marker
      pendingSpace = space
    } else {
      writeSpace()
      out += marker
    }
  }

  private mutating func tag(_ body: Substring) {
    let closing = body.hasPrefix("/")
    let name = body.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
    if let skipped = skipping {
      if closing && name == skipped { skipping = nil }
      return
    }
    guard preDepth == 0 || name == "pre" else { return }
    switch name {
    case "script", "style":
      if !closing && !body.hasSuffix("/") { skipping = name }
    case "b", "strong": marker("**", closing: closing)
    case "i", "em": marker("*", closing: closing)
    case "code":
      guard closing == inCode else { return }
      marker("`", closing: closing)
      inCode = !closing
    case "br": lineBreak()
    case "p", "div", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "table":
      paragraph()
    case "tr": if out.last.map({ $0 != "\n" }) ?? false { lineBreak() }
    case "td", "th": pendingSpace = true
    case "pre":
      if closing {
        guard preDepth > 0 else { return }
        preDepth -= 1
        if preDepth == 0 {
          if !out.hasSuffix("\n") { out += "\n" }
          out += "```"
          paragraph()
        }
      } else {
        if preDepth == 0 {
          paragraph()
          out += "```\n"
        }
        preDepth += 1
      }
    case "ul", "ol":
      if closing {
        if !lists.isEmpty { lists.removeLast() }
        if lists.isEmpty { paragraph() }
      } else {
        if lists.isEmpty { paragraph() }
        lists.append(name == "ol" ? 1 : nil)
      }
    case "li":
      guard !closing else { return }
      if !out.isEmpty && !out.hasSuffix("\n") { lineBreak() }
      pendingSpace = false
      if let number = lists.last ?? nil {
        out += "\(number). "
        lists[lists.count - 1] = number + 1
      } else {
        out += "- "
      }
    default:
      break
    }
  }
}
