import Localization

/// `--data FILE` of the commands that read a profile's progress (`stats`, `review`): declared
/// once, so its help and completion cannot drift between them.
enum ProgressData {
  /// The option, as those commands declare it.
  static let declaration = OptionDeclaration.value(
    "--data", "FILE", trLater("The progress database."),
    defaultSentence: trLater(
      "trivium.sqlite3 in $XDG_DATA_HOME/trivium or ~/.local/share/trivium"),
    values: .file)
}
