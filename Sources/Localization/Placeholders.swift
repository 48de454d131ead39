/// Named placeholders in messages: `{name}`, replaced by a value when the message is shown.
///
/// Names rather than positions, so that a translation may reorder them; a translation whose
/// placeholders are not exactly its original's is never used (see `Catalog`), so a catalogue
/// mistake shows English instead of a wrong number or a crash.
public enum Placeholders {
  /// The names of the placeholders in `text`, sorted, each as often as it occurs.
  public static func names(in text: String) -> [String] {
    var names: [String] = []
    var current: String?
    for char in text {
      if char == "{" {
        current = ""
      } else if char == "}", let name = current {
        if !name.isEmpty { names.append(name) }
        current = nil
      } else if current != nil {
        if char.isLetter || char.isNumber || char == "_" {
          current?.append(char)
        } else {
          current = nil
        }
      }
    }
    return names.sorted()
  }

  /// Whether `a` and `b` have the same placeholders.
  public static func same(_ a: String, _ b: String) -> Bool { names(in: a) == names(in: b) }

  /// Whether a plural form's translation names only placeholders of `plural` or `singular`
  /// (a language with one form may say "{n}" where English's singular says "1").
  public static func fits(_ translation: String, _ plural: String, _ singular: String) -> Bool {
    Set(names(in: translation)).isSubset(of: Set(names(in: plural) + names(in: singular)))
  }

  /// `template` with each `{name}` replaced by `values[name]`; a name without a value stays
  /// as written.
  public static func fill(_ template: String, _ values: [String: any Sendable]) -> String {
    if values.isEmpty || !template.contains("{") { return template }
    var out = ""
    var pending: String?
    for char in template {
      if char == "{" {
        if let pending { out += "{" + pending }
        pending = ""
      } else if char == "}", let name = pending {
        if let value = values[name] { out += "\(value)" } else { out += "{" + name + "}" }
        pending = nil
      } else if pending != nil {
        pending?.append(char)
      } else {
        out.append(char)
      }
    }
    if let pending { out += "{" + pending }
    return out
  }
}
