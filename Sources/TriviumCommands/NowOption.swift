import Localization

/// `--now T` of the commands that answer "as of today" (`stats`, `review`): the instant, in
/// Unix seconds, to answer as of instead of the date clock's (`Services.now` reads it).
enum NowOption {
  /// The option's name.
  static let name = "--now"

  /// The option, as `stats` and `review` declare it.
  static let declaration = OptionDeclaration.value(
    name, "T", trLater("Answer as of Unix time T."),
    defaultSentence: trLater("now, or $TRIVIUM_NOW"))
}
