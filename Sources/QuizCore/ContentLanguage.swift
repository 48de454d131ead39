/// The language a session's content is played in, and the one rule that picks a text's
/// variant for it: the session's language, then the game's default, then English, then the
/// first variant present (in the map's byte order, so the pick never depends on a hash).
///
/// The game loader resolves every localized map of a game with it before a question type sees
/// the questions, and `trivium.text` in plugins picks with it too (docs/games.md, "Languages").
public struct ContentLanguage: Hashable, Sendable {
  /// The session's content language ("en", "zh-Hans").
  public var code: String
  /// The game's default language (the first it declares), if it declares any.
  public var gameDefault: String?

  /// The language `code` of a game whose default is `gameDefault`.
  public init(_ code: String, gameDefault: String? = nil) {
    self.code = code
    self.gameDefault = gameDefault
  }

  /// The language a session of a game declaring `languages` plays in when `wanted` is asked
  /// for: `wanted` if the game offers it, else the game's default; nil for a game that
  /// declares no languages (it has one unnamed language).
  public static func chosen(_ wanted: String?, offered languages: [String]) -> ContentLanguage? {
    guard let first = languages.first else { return nil }
    if let wanted, languages.contains(wanted) { return ContentLanguage(wanted, gameDefault: first) }
    return ContentLanguage(first, gameDefault: first)
  }

  /// The variant of `variants` for this language, by the fallback order; nil when empty.
  public func pick(_ variants: ValueMap) -> Value? {
    for key in [code, gameDefault, "en"] {
      if let key, let value = variants[key] { return value }
    }
    return variants.first?.value
  }

  /// Whether `map` is a localized map of a game declaring `languages`: not empty, and every
  /// key one of them.
  public static func isLocalized(_ map: ValueMap, languages: Set<String>) -> Bool {
    !map.isEmpty && map.allSatisfy { languages.contains($0.key) }
  }

  /// `value` with every localized map in it (at any depth) replaced by its variant for this
  /// language. The depth is the value's own, which every reader of untrusted data bounds.
  public func resolve(_ value: Value, languages: Set<String>) -> Value {
    switch value {
    case .map(let map):
      if Self.isLocalized(map, languages: languages), let picked = pick(map) {
        return resolve(picked, languages: languages)
      }
      var changed = false
      var entries: [ValueMap.Entry] = []
      entries.reserveCapacity(map.count)
      for (key, item) in map {
        let resolved = resolve(item, languages: languages)
        if resolved != item { changed = true }
        entries.append(ValueMap.Entry(key: key, value: resolved))
      }
      return changed ? .map(ValueMap(uniqueEntries: entries)) : value
    case .array(let items):
      var changed = false
      let resolved = items.map { item in
        let new = resolve(item, languages: languages)
        if new != item { changed = true }
        return new
      }
      return changed ? .array(resolved) : value
    default:
      return value
    }
  }
}
