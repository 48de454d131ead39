import TriviumEngine

/// `--home` and `--mods`, parsed in one place for every command that loads games or plugins.
extension EngineOptions {
  /// The option names, for `Arguments(options:)`.
  static let names: Set<String> = ["--home", "--mods"]
  /// Their lines in a command's help, the descriptions starting at `column` (two spaces of
  /// indent included) to line up with the command's other options.
  static func help(column: Int = 15) -> String {
    let lines = [
      ("--home DIR", ["The folder that holds games/ and plugins/."]),
      (
        "--mods DIR",
        [
          "The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium",
          "or ~/.local/share/trivium).",
        ]
      ),
    ]
    return lines.map { name, text in
      let head = ("  " + name).padding(toLength: column, withPad: " ", startingAt: 0)
      let indent = String(repeating: " ", count: column)
      return head + text.joined(separator: "\n" + indent)
    }.joined(separator: "\n")
  }

  /// The options found in parsed arguments.
  init(_ arguments: Arguments) {
    self.init(home: arguments.value("--home"), mods: arguments.value("--mods"))
  }
}
