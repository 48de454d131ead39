/// Something a session calls that may keep state from one call to the next (a plugin's
/// module-level variables). Every session starts by giving each such part a fresh state, so
/// that no session's result depends on the sessions played before it in the same process.
public protocol SessionScoped {
  /// Forgets whatever was kept since the last start; `seed` is the new session's.
  func startSession(seed: UInt64)
  /// `startSession(seed:)` for a session played in `language` (nil for a game that declares
  /// no languages); a part that shows text in the session's language keeps it.
  func startSession(seed: UInt64, language: ContentLanguage?)
}

extension SessionScoped {
  /// Keeps nothing between calls: nothing to forget.
  public func startSession(seed: UInt64) {}
  /// Shows nothing in a language: only the seed matters.
  public func startSession(seed: UInt64, language: ContentLanguage?) { startSession(seed: seed) }
}

extension SessionEnvironment {
  /// Gives every question type and the rules a fresh state for the session with `seed`. The
  /// reducer calls it when a session starts (`start`, also in a replay): the one place every
  /// session, headless, played or replayed, goes through.
  public func startSession(seed: UInt64, language: ContentLanguage? = nil) {
    types.startSession(seed: seed, language: language)
    rules.startSession(seed: seed, language: language)
  }
}
