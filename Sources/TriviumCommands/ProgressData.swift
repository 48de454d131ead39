import Foundation
import Localization
import QuizCore
import Store

/// `--data FILE` of the commands that read a profile's progress (`stats`, `review`): declared
/// once, so its help and completion cannot drift between them; and what a command says while
/// another process holds the database (`Services.openStore` opens it).
enum ProgressData {
  /// The option, as those commands declare it.
  static let declaration = OptionDeclaration.value(
    "--data", "FILE", trLater("The progress database."),
    defaultSentence: trLater(
      "trivium.sqlite3 in $XDG_DATA_HOME/trivium or ~/.local/share/trivium"),
    values: .file)

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
