import Localization
import QuizCore
import Review

/// The date clock of the commands that answer "as of today" (`stats`, `review`): the system's,
/// unless `--now T` or `TRIVIUM_NOW` (Unix seconds) gives another instant, for scripts and
/// tests. The option comes first: a test that passes it does not touch the process's
/// environment, so such tests may run side by side.
enum NowOption {
  /// The option's name.
  static let name = "--now"

  /// The option, as `stats` and `review` declare it.
  static let declaration = OptionDeclaration.value(
    name, "T", trLater("Answer as of Unix time T."),
    defaultSentence: trLater("now, or $TRIVIUM_NOW"))

  /// The instant to answer as of.
  static func now(_ parsed: Arguments, _ environment: [String: String]) throws(UsageError)
    -> Int64
  {
    if let text = parsed.value(name) {
      guard let seconds = Int64(text) else {
        throw UsageError(
          tr(
            "{variable} takes Unix seconds (a whole number), not {text}",
            ["variable": "--now", "text": "'" + Untrusted.line(text) + "'"]))
      }
      return seconds
    }
    return try dateClock(environment).now()
  }

  /// The date clock without the option (`trivium play`'s): `TRIVIUM_NOW` stops it at that
  /// instant, else the system's. A value that is not Unix seconds is refused, not ignored: a
  /// script that set it would otherwise get today's answers without a word.
  static func dateClock(_ environment: [String: String]) throws(UsageError) -> any DateClock {
    guard let text = environment["TRIVIUM_NOW"] else { return SystemDateClock() }
    guard let seconds = Int64(text) else {
      throw UsageError(
        tr(
          "{variable} takes Unix seconds (a whole number), not {text}",
          ["variable": "TRIVIUM_NOW", "text": "'" + Untrusted.line(text, limit: 40) + "'"]))
    }
    return FixedDateClock(seconds)
  }
}
