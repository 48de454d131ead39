import Localization
import QuizCore

/// The launcher's filter and groups: which cards a typed name keeps, where each group of
/// cards starts, and what a group is called.
public enum LauncherFilter {
  /// The cards of games whose title (in any of its languages) or id holds `filter`, ignoring
  /// case; every card when `filter` is nil or empty. Review and Stats cards are no games:
  /// a filter leaves them out.
  public static func matching(_ cards: [GameCard], filter: String?) -> [GameCard] {
    guard let filter, !filter.isEmpty else { return cards }
    let wanted = filter.lowercased()
    return cards.filter { card in
      card.kind == .game
        && ([card.title, card.id] + card.titles).contains { $0.lowercased().contains(wanted) }
    }
  }

  /// The index of the first card of the next group after the one of `index` (the previous
  /// group's first card when not `forward`); `index` itself when there is none.
  public static func groupStart(_ cards: [GameCard], from index: Int, forward: Bool) -> Int {
    guard cards.indices.contains(index) else { return index }
    let starts = cards.indices.filter { $0 == 0 || cards[$0].group != cards[$0 - 1].group }
    if forward { return starts.first { $0 > index } ?? index }
    // Back: the start of this group, or of the one before when already at its start.
    let current = starts.last { $0 <= index } ?? 0
    return current < index ? current : (starts.last { $0 < index } ?? index)
  }

  /// The name of the group `category` (a manifest's `category`; a mod's id for its games)
  /// in the interface language; a word the catalogue does not know is shown as it is.
  public static func groupName(_ category: String) -> String {
    switch category {
    case "geography": return tr("Flags & geography", context: "launcher group")
    case "chinese-classics": return tr("Chinese classics", context: "launcher group")
    case "open-trivia": return tr("Open Trivia", context: "launcher group")
    case "demos": return tr("Built-in demos", context: "launcher group")
    case "review": return tr("Review and stats", context: "launcher group")
    default: return Untrusted.line(category)
    }
  }

  /// The order of the known groups: built-in categories first, then any other.
  public static func groupOrder(_ category: String?) -> Int {
    ["geography", "chinese-classics", "open-trivia", "demos"].firstIndex { $0 == category } ?? 4
  }
}
