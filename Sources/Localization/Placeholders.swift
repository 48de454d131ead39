/// Named placeholders in messages: `{name}`, replaced by a value when the message is shown.
///
/// Names rather than positions, so that a translation may reorder them; a translation whose
/// placeholders are not exactly its original's is never used (see `Catalog`), so a catalogue
/// mistake shows English instead of a wrong number or a crash. Names are ASCII letters, digits
/// and `_`; the scans work on UTF-8 bytes, since every start reads the whole catalogue.
public enum Placeholders {
  private static let open = UInt8(ascii: "{")
  private static let close = UInt8(ascii: "}")

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  /// The names of the placeholders in `text`, sorted, each as often as it occurs.
  public static func names(in text: String) -> [String] {
    guard text.utf8.contains(open) else { return [] }
    var names: [String] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == open else {
        index += 1
        continue
      }
      var end = index + 1
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      if end < bytes.count, bytes[end] == close, end > index + 1 {
        names.append(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
        index = end + 1
      } else {
        index += 1
      }
    }
    return names.sorted()
  }

  /// Whether `a` and `b` have the same placeholders.
  public static func same(_ a: String, _ b: String) -> Bool {
    if !a.utf8.contains(open), !b.utf8.contains(open) { return true }
    return names(in: a) == names(in: b)
  }

  /// Whether a plural form's translation names only placeholders of `plural` or `singular`
  /// (a language with one form may say "{n}" where English's singular says "1").
  public static func fits(_ translation: String, _ plural: String, _ singular: String) -> Bool {
    Set(names(in: translation)).isSubset(of: Set(names(in: plural) + names(in: singular)))
  }

  /// `template` with each `{name}` replaced by `values[name]` (in the interface language when
  /// it is `Translatable`, an error of ours); a name without a value, and a brace that opens
  /// no name, stay as written.
  public static func fill(_ template: String, _ values: [String: any Sendable]) -> String {
    if values.isEmpty || !template.utf8.contains(open) { return template }
    let bytes = Array(template.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == open else {
        out.append(bytes[index])
        index += 1
        continue
      }
      var end = index + 1
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
      if end < bytes.count, bytes[end] == close, let value = values[name] {
        out += Array(translated(value).utf8)
        index = end + 1
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
