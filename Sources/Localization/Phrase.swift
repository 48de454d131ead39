/// Our words in a typed error: a message marked with `trLater` and its named values, said in
/// English by `description` (what logs, JSON and tests read) and in the interface language
/// by `translated` (what the command line and the terminal front show).
///
/// Lower layers build their errors from phrases without knowing the interface language; the
/// edge translates them. Values are kept as they are: a path, an id or a plugin's own text is
/// never translated, only the words around it.
public struct Phrase: Sendable, Hashable, CustomStringConvertible, Translatable {
  /// A named value of a phrase.
  public indirect enum Value: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral
  {
    /// Text shown as it is in every language (a path, an id, someone else's message).
    case text(String)
    /// A number.
    case number(Int)
    /// Words of ours, translated in turn.
    case phrase(Phrase)

    /// A literal is text shown as it is.
    public init(stringLiteral value: String) { self = .text(value) }
    /// An integer literal is a number.
    public init(integerLiteral value: Int) { self = .number(value) }

    /// The value in English.
    public var description: String {
      switch self {
      case .text(let text): text
      case .number(let number): String(number)
      case .phrase(let phrase): phrase.description
      }
    }

    /// The value in the interface language.
    public var translated: String {
      if case .phrase(let phrase) = self { return phrase.translated }
      return description
    }

    /// `value` as a value of a phrase: its words when it is `Translatable` (an error of
    /// ours), else its description kept as it is.
    public static func of(_ value: Any) -> Value {
      if let value = value as? any Translatable { return .phrase(value.sentence) }
      return .text("\(value)")
    }
  }

  /// The English original, with `{name}` placeholders; the catalogue's msgid.
  public let template: String
  /// The values of the placeholders.
  public let values: [String: Value]
  /// Whether `template` is a catalogue message (false for text kept as it was given).
  public let isMessage: Bool

  /// The message `template` (written `trLater("...")` at the call, so that the catalogue
  /// finds it) with `values`.
  public init(_ template: String, _ values: [String: Value] = [:]) {
    self.template = template
    self.values = values
    self.isMessage = true
  }

  private init(verbatim text: String) {
    self.template = text
    self.values = [:]
    self.isMessage = false
  }

  /// Text that is shown as it is in every language: words not (yet) in the catalogue, or
  /// someone else's.
  public static func verbatim(_ text: String) -> Phrase { Phrase(verbatim: text) }

  /// The phrase in English.
  public var description: String {
    guard isMessage else { return template }
    return Placeholders.fill(template, values.mapValues { $0.description })
  }

  /// The phrase itself.
  public var sentence: Phrase { self }

  /// The phrase in the interface language.
  public var translated: String {
    guard isMessage else { return template }
    let template = Localizer.current.translation(template) ?? template
    return Placeholders.fill(template, values.mapValues { $0.translated })
  }
}

/// Something said in the interface language when it is shown: a phrase, or a typed error
/// made of phrases. `tr` fills a placeholder with `translated` when its value is one.
public protocol Translatable {
  /// The whole message as words and values.
  var sentence: Phrase { get }
}

extension Translatable {
  /// The text in the interface language.
  public var translated: String { sentence.translated }
}

/// `value` as the interface shows it: translated when it is `Translatable` (an error of ours),
/// else its description.
public func translated(_ value: Any) -> String {
  if let value = value as? any Translatable { return value.translated }
  return "\(value)"
}
