import Foundation

/// The messages of one interface language, looked up by English original and context.
///
/// English is the empty catalogue: every lookup falls back to the original. A catalogue can
/// also be the pseudo-language, which makes any original visibly "translated" so that text
/// that never went through a catalogue stands out.
public struct Catalog: Sendable {
  /// The language tag, "en", "zh-Hans" or "en-XA".
  public let language: String
  /// Translations by `key(context:msgid:)`: one string, or one per plural form.
  private var messages: [String: [String]]
  /// How many plural forms the language has (1 for Chinese, 2 for English).
  private let pluralForms: Int
  /// Whether this is the pseudo-language.
  public let isPseudo: Bool

  /// The catalogue of the originals: English.
  public static let english = Catalog(language: "en", messages: [:], pluralForms: 2)
  /// The pseudo-language: accented, lengthened English, for finding untranslated text.
  public static let pseudo = Catalog(
    language: "en-XA", messages: [:], pluralForms: 2, isPseudo: true)

  private init(
    language: String, messages: [String: [String]], pluralForms: Int, isPseudo: Bool = false
  ) {
    self.language = language
    self.messages = messages
    self.pluralForms = pluralForms
    self.isPseudo = isPseudo
  }

  /// A catalogue of `entries` read from a PO file. Fuzzy and untranslated entries are left
  /// out, and so is a translation whose placeholders differ from its original's: those
  /// messages show in English rather than wrong.
  public init(language: String, entries: [POEntry]) {
    var messages: [String: [String]] = [:]
    var forms = 2
    for entry in entries {
      if entry.msgid.isEmpty {
        forms = Self.pluralForms(header: entry.translations.first ?? "") ?? forms
        continue
      }
      guard !entry.fuzzy, !entry.translations.isEmpty,
        entry.translations.allSatisfy({ !$0.isEmpty }),
        entry.translations.allSatisfy({ translation in
          entry.plural.map { Placeholders.fits(translation, $0, entry.msgid) }
            ?? Placeholders.same(translation, entry.msgid)
        })
      else { continue }
      messages[Self.key(context: entry.context, msgid: entry.msgid)] = entry.translations
    }
    self.init(language: language, messages: messages, pluralForms: forms)
  }

  /// Reads `<folder>/<language>.po`.
  public static func load(language: String, folder: URL) throws(POError) -> Catalog {
    let path = folder.appendingPathComponent("\(language).po").path
    return Catalog(language: language, entries: try POFile.read(path: path))
  }

  /// The lookup key: gettext's own, context and original joined by EOT.
  static func key(context: String?, msgid: String) -> String {
    context.map { $0 + "\u{4}" + msgid } ?? msgid
  }

  /// The translation of `msgid` in `context`, or nil when the catalogue has none.
  public func translation(_ msgid: String, context: String? = nil) -> String? {
    if isPseudo { return Pseudo.transform(msgid) }
    return messages[Self.key(context: context, msgid: msgid)]?.first
  }

  /// The form of `msgid`/`plural` for `count`, translated when the catalogue has it.
  public func translation(
    _ msgid: String, plural: String, count: Int, context: String? = nil
  ) -> String {
    let english = count == 1 ? msgid : plural
    if isPseudo { return Pseudo.transform(english) }
    guard let forms = messages[Self.key(context: context, msgid: msgid)] else { return english }
    let index = pluralForms == 1 ? 0 : (count == 1 ? 0 : 1)
    guard index < forms.count else { return english }
    return forms[index]
  }

  /// The number of translated messages.
  public var count: Int { messages.count }

  /// `nplurals` of a PO header's `Plural-Forms` line.
  static func pluralForms(header: String) -> Int? {
    for line in header.split(separator: "\n") where line.hasPrefix("Plural-Forms:") {
      guard let range = line.range(of: "nplurals=") else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
    return nil
  }
}
