import Localization
import QuizCore

/// The languages a game offers, named for the player in the interface language: in full in a
/// game's details ("English, Simplified Chinese"), in short on a card ("EN/ZH").
enum LanguageNames {
  /// The name of content language `tag`; a tag the front does not know is shown as it is.
  static func name(_ tag: String) -> String {
    switch tag {
    case "en": return tr("English", context: "language")
    case "zh-Hans": return tr("Simplified Chinese", context: "language")
    case "zh-Hant": return tr("Traditional Chinese", context: "language")
    default: return Untrusted.line(tag)
    }
  }

  /// The short name of `tag`, a few columns wide, for a card.
  static func shortName(_ tag: String) -> String {
    switch tag {
    case "en": return tr("EN", context: "short language name")
    case "zh-Hans": return tr("ZH", context: "short language name")
    case "zh-Hant": return tr("ZH-T", context: "short language name")
    default: return Untrusted.line(tag)
    }
  }

  /// Every language of `tags` by name, in a list; nil when there are none.
  static func list(_ tags: [String]) -> String? {
    tags.isEmpty ? nil : tags.map(name).joined(separator: tr(", ", context: "list separator"))
  }

  /// Every language of `tags` by short name ("EN/ZH"); nil when there are none.
  static func short(_ tags: [String]) -> String? {
    tags.isEmpty ? nil : tags.map(shortName).joined(separator: "/")
  }
}
