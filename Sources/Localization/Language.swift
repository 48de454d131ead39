import Foundation

/// Which interface language to speak, decided the way gettext reads the environment but
/// without the system's locales: the catalogues travel with Trivium, so a container that
/// has only `C.UTF-8` speaks Chinese all the same.
public enum Language {
  /// The interface languages with a catalogue (English needs none), and the pseudo-language.
  public static let interface: [String] = ["en", "zh-Hans"]
  /// The pseudo-language's tag.
  public static let pseudo = "en-XA"
  /// The environment variables read, first match wins, as gettext reads them.
  public static let variables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

  /// What the choice came to: the interface language, and a note to print once when the
  /// requested language is unknown.
  public struct Choice: Sendable, Equatable {
    /// "en", "zh-Hans" or "en-XA".
    public var language: String
    /// Why the language is English although another was asked for (in English: the catalogue
    /// that would translate it is the one missing).
    public var note: String?
  }

  /// The language tag a setting's value names ("zh_CN.UTF-8" -> "zh-Hans", "en_GB" -> "en",
  /// "C" -> "en"), or nil when it names no language Trivium speaks.
  public static func tag(_ value: String) -> String? {
    var code = value
    // Strip ".UTF-8" and "@modifier", then compare case-blind with '-' for '_'.
    if let dot = code.firstIndex(where: { $0 == "." || $0 == "@" }) {
      code = String(code[..<dot])
    }
    code = code.replacingOccurrences(of: "_", with: "-").lowercased()
    switch code {
    case "c", "posix", "en": return "en"
    case "en-xa": return pseudo
    case "zh", "zh-cn", "zh-sg", "zh-hans", "zh-hans-cn", "zh-hans-sg": return "zh-Hans"
    // Traditional Chinese has no catalogue of its own yet: simplified reads better than English.
    case "zh-tw", "zh-hk", "zh-mo", "zh-hant", "zh-hant-tw", "zh-hant-hk": return "zh-Hans"
    default: return code.hasPrefix("en-") ? "en" : nil
    }
  }

  /// The first match of: `option` (`--lang`), `profile` (the profile's setting), then the
  /// environment variables. An empty value is skipped, as gettext does; `LANGUAGE` may list
  /// several languages separated by ':', and the first one known wins.
  public static func choose(
    option: String?, profile: String?, environment: [String: String]
  ) -> Choice {
    if let option, !option.isEmpty { return resolve(option, from: "--lang") }
    if let profile, !profile.isEmpty { return resolve(profile, from: "the profile's language") }
    for name in variables {
      guard let value = environment[name], !value.isEmpty else { continue }
      if name == "LANGUAGE" {
        // A list, tried in order.
        let known = value.split(separator: ":").compactMap { tag(String($0)) }
        if let first = known.first { return Choice(language: first, note: nil) }
        continue
      }
      return resolve(value, from: name)
    }
    return Choice(language: "en", note: nil)
  }

  private static func resolve(_ value: String, from source: String) -> Choice {
    if let known = tag(value) { return Choice(language: known, note: nil) }
    return Choice(
      language: "en",
      note: "trivium: no interface language '\(value)' (from \(source)); speaking English. "
        + "Known: en, zh-Hans.")
  }

  /// The catalogue for `language`, read from `folder` (the `locale/` folder); English and the
  /// pseudo-language need no file. A missing or broken file is an error for the caller to
  /// report once.
  public static func catalog(_ language: String, folder: URL?) throws(POError) -> Catalog {
    switch language {
    case "en": return .english
    case pseudo: return .pseudo
    default:
      guard let folder else {
        throw POError(file: "locale/\(language).po", line: 0, message: "no locale/ folder found")
      }
      return try Catalog.load(language: language, folder: folder)
    }
  }
}
