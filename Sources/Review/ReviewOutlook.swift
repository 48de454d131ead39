import Localization

/// What a learner reads after each answer of a review session: the rating it got and when the
/// question comes back, "Good · in 3 days".
public enum ReviewOutlook {
  /// The rating's name, as Anki's buttons say it.
  public static func name(_ rating: Rating) -> String {
    switch rating {
    case .again: tr("Again", context: "rating")
    case .hard: tr("Hard", context: "rating")
    case .good: tr("Good", context: "rating")
    case .easy: tr("Easy", context: "rating")
    }
  }

  /// "Good · in 3 days": `rating`, and the question due `seconds` after the answer.
  public static func line(_ rating: Rating, comesBackAfter seconds: Int64) -> String {
    tr("{rating} · {when}", ["rating": name(rating), "when": comesBack(after: seconds)])
  }

  /// When a question comes back `seconds` from now, rounded to the largest unit that says it
  /// as one or more: minutes under an hour, hours under a day, days under 30, months (30
  /// days) under 12, then years (365 days).
  public static func comesBack(after seconds: Int64) -> String {
    let seconds = max(0, seconds)
    func rounded(_ unit: Int64) -> Int { Int(max(1, (seconds + unit / 2) / unit)) }
    let minutes = rounded(60)
    if minutes < 60 { return trn("in {n} minute", "in {n} minutes", count: minutes) }
    let hours = rounded(3_600)
    if hours < 24 { return trn("in {n} hour", "in {n} hours", count: hours) }
    let days = rounded(86_400)
    if days < 30 { return trn("in {n} day", "in {n} days", count: days) }
    let months = rounded(30 * 86_400)
    if months < 12 { return trn("in {n} month", "in {n} months", count: months) }
    return trn("in {n} year", "in {n} years", count: rounded(365 * 86_400))
  }
}
