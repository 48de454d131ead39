/// Moodle's short-answer wildcard, read and written in one place for GIFT and Moodle XML: in
/// Moodle a `*` in a short answer stands for any text and `\*` for a star; Trivium's `fill`
/// type does the same only when the question says `wildcards = true`.
enum MoodleWildcards {
  /// Answers as imported: with a bare `*` anywhere, as written and with wildcards on; else
  /// with each `\*` turned into the star it stands for, and wildcards off.
  static func read(_ answers: [String]) -> (answers: [String], wildcards: Bool) {
    if answers.contains(where: hasBareStar) { return (answers, true) }
    return (answers.map { $0.replacingOccurrences(of: "\\*", with: "*") }, false)
  }

  /// An answer as written for Moodle: as it is with wildcards on, else with its stars escaped
  /// so that Moodle matches them literally.
  static func written(_ answer: String, wildcards: Bool) -> String {
    wildcards ? answer : answer.replacingOccurrences(of: "*", with: "\\*")
  }

  /// Whether `answers` written for Moodle are read back as they are: not when one holds a
  /// backslash before a star, which Moodle always reads as an escaped star.
  static func readsBack(_ answers: [String], wildcards: Bool) -> Bool {
    read(answers.map { written($0, wildcards: wildcards) }).answers == answers
  }

  /// Whether `text` holds a `*` that no backslash escapes.
  static func hasBareStar(_ text: String) -> Bool {
    var escaped = false
    for char in text {
      if escaped {
        escaped = false
      } else if char == "\\" {
        escaped = true
      } else if char == "*" {
        return true
      }
    }
    return false
  }
}
