import Foundation

/// Text as a search compares it, so that how it was typed or stored does not count.
public enum SearchText {
  /// `text` compatibility-composed (full-width letters, ligatures and decomposed accents match
  /// their plain composed forms) and fully case-folded (ß matches ss, ς matches σ).
  public static func folded(_ text: String) -> String {
    text.precomposedStringWithCompatibilityMapping.uppercased().lowercased()
      .precomposedStringWithCanonicalMapping
  }

  /// Whether any of `texts` holds `query`, both folded; an empty query matches everything.
  public static func matches(_ query: String, in texts: [String]) -> Bool {
    let wanted = folded(query)
    return wanted.isEmpty || texts.contains { folded($0).contains(wanted) }
  }
}
