import Localization
import QuizCore

/// The words the sandbox says to a plugin in English (the prelude's errors, the field checks
/// of plugin API 2, the host functions' failures), by a short key the prelude names them with.
///
/// The English here is what a plugin sees, catches and logs, and what logs and saves keep;
/// a player reads the same words in the interface language, as the host remembers which text
/// it said with which words (`SaidWords`). One home: the prelude holds no English of its own
/// for these.
enum PreludeWords {
  static let templates: [String: String] = [
    // The sandbox's rules.
    "gc": trLater("setmetatable: __gc metamethods are not allowed in plugins (sandbox rule)"),
    "load": trLater(
      "load: only text chunks given as strings are allowed in plugins (sandbox rule)"),
    "rep": trLater(
      "string.rep: the result would be {bytes} bytes from {count} copies; the sandbox limit is "
        + "{limit} bytes"),
    "move": trLater("table.move: {count} elements; the sandbox limit is {limit}"),
    "randomseed": trLater(
      "math.randomseed: randomness is seeded by the session; use math.random or trivium.random"),
    "require-name": trLater("require: the module name must be a string"),
    "require-loop": trLater("require: module '{name}' requires itself"),
    "must-be-string": trLater("{field} must be a string"),
    "unknown-action": trLater("{id}: unknown action \"{op}\" (use {ops})"),
    "solve-refused": trLater(
      "the answer to show is where solve's actions lead, and action {n} of solve ({op}) "
        + "failed: {error}"),
    // A question's fields checked against a type's schema.
    "question-map": trLater("a question must be a map"),
    "required": trLater("{field} is required: {kind}"),
    "wrong-kind": trLater("{field} must be {kind}, not {found}"),
    "empty-string": trLater("{field} must be a non-empty string"),
    "empty-list": trLater("{field} must be a non-empty list"),
    "empty-map": trLater("{field} must be a non-empty map"),
    "empty": trLater("{field} must be a non-empty {kind}"),
    "item-kind": trLater("{field}: item {n} must be {kind}, not {found}"),
    "min-characters": trLater("{field} must have at least {n} characters"),
    "min-items": trLater("{field} must have at least {n} items"),
    "min": trLater("{field} must be at least {n}"),
    "max-characters": trLater("{field} must have at most {n} characters"),
    "max-items": trLater("{field} must have at most {n} items"),
    "max": trLater("{field} must be at most {n}"),
    // The kinds a schema names, and the kinds of the values found.
    "any": trLater("any value"),
    "boolean": trLater("true or false"),
    "integer": trLater("an integer"),
    "list": trLater("a list"),
    "map": trLater("a map"),
    "number": trLater("a finite number"),
    "string": trLater("a string"),
    "a-number": trLater("a number"),
    "a-boolean": trLater("a boolean"),
    "infinite": trLater("an infinite number"),
    "list-of": trLater("a list of {kinds}"),
    "values": trLater("values"),
    "booleans": trLater("booleans"),
    "integers": trLater("integers"),
    "lists": trLater("lists"),
    "maps": trLater("maps"),
    "numbers": trLater("numbers"),
    "strings": trLater("strings"),
    "one-of": trLater("one of {values}"),
    // A type's schema (`fields`), checked when the plugin loads.
    "fields-map": trLater("fields must be a map of field name to {shape}"),
    "field-key": trLater("fields: every key must be a field name (a string)"),
    "field-table": trLater("field \"{field}\" must be a table such as {example}"),
    "field-setting": trLater("field \"{field}\": unknown setting {setting} (known: {known})"),
    "field-kind": trLater("field \"{field}\": unknown kind {kind} (known: {known})"),
    "field-of": trLater("field \"{field}\": of names the kind of a list's items ({known})"),
    "field-number": trLater("field \"{field}\": {setting} must be a number"),
    "field-one-of": trLater(
      "field \"{field}\": one_of must be a non-empty list of the values allowed"),
    "field-default": trLater("field \"{field}\": its default does not fit: {problem}"),
  ]

  /// The words `value` stands for: `{key, {name = value, ...}}` as the prelude writes them,
  /// each value a text, a number or words in turn; nil when it names no words of ours.
  static func phrase(_ value: Value, depth: Int = 0) -> Phrase? {
    guard depth < 8, let parts = value.arrayValue, (1...2).contains(parts.count),
      let key = parts[0].stringValue, let template = templates[key]
    else { return nil }
    var values: [String: Phrase.Value] = [:]
    if parts.count == 2 {
      guard let given = parts[1].mapValue else {
        // `{}` crosses as an empty list.
        guard parts[1].arrayValue?.isEmpty == true else { return nil }
        return Phrase(template)
      }
      for (name, value) in given {
        switch value {
        case .string(let text): values[name] = .text(text)
        case .int(let number): values[name] = .text(String(number))
        default:
          guard let inner = phrase(value, depth: depth + 1) else { return nil }
          values[name] = .phrase(inner)
        }
      }
    }
    return Phrase(template, values)
  }
}

/// The English texts the sandbox said to a plugin during the call that runs, each with its
/// words: an error or a problem whose text is one of them is said in the interface language
/// where a player reads it. A text the plugin wrote itself is never among them (unless it
/// repeats ours word for word), so a plugin's own words are shown as it wrote them.
struct SaidWords {
  /// At most this many are kept in one call; past it, the text is kept as English.
  static let capacity = 256
  private var said: [String: Phrase] = [:]

  /// Remembers `words`, and returns their English.
  mutating func note(_ words: Phrase) -> String {
    let text = words.description
    if said.count < Self.capacity { said[text] = words }
    return text
  }

  /// The words said as `text` in this call, if any.
  func words(for text: String) -> Phrase? { said.isEmpty ? nil : said[text] }

  /// Forgets what was said: a new call begins.
  mutating func clear() { if !said.isEmpty { said.removeAll(keepingCapacity: true) } }
}
