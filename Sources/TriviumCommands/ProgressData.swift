import Foundation
import Localization
import QuizCore
import Store

/// `--data FILE` of the commands that read a profile's progress (`stats`, `review`): declared
/// once, so its help and completion cannot drift between them; and the one way every command
/// opens the progress database.
enum ProgressData {
  /// The option, as those commands declare it.
  static let declaration = OptionDeclaration.value(
    "--data", "FILE", trLater("The progress database."),
    defaultSentence: trLater(
      "trivium.sqlite3 in $XDG_DATA_HOME/trivium or ~/.local/share/trivium"),
    values: .file)

  /// The progress database at `path` (nil: the default one) for `command`, which says on
  /// standard error that it is waiting once another process has held the database for about a
  /// second, and gives up after `BusyWait.limitMilliseconds`.
  static func open(
    _ path: String?, command: String, onDamage: DamagePolicy = .fail
  ) throws(StoreError) -> Store {
    try Store.open(at: path, onDamage: onDamage, whileBusy: sayWaiting(command: command))
  }

  /// The watch that says, once per wait past a second, that `command` is waiting.
  static func sayWaiting(command: String) -> BusyWatch {
    { wait in
      if wait.reaches(1_000) {
        FileHandle.standardError.write(Data((waitingLine(command: command, wait) + "\n").utf8))
      }
      return wait.milliseconds < BusyWait.limitMilliseconds
    }
  }

  /// "trivium stats: waiting for another Trivium process to release the progress database
  /// (PATH)…", in the interface language.
  static func waitingLine(command: String, _ wait: BusyWait) -> String {
    "trivium \(command): "
      + tr(
        "waiting for another Trivium process to release the progress database ({path})…",
        ["path": Untrusted.line(wait.path)])
  }
}
