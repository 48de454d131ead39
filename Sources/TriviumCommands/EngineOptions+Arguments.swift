import Localization
import TriviumEngine

/// `--home` and `--mods`, declared and parsed in one place for every command that loads games
/// or plugins.
extension EngineOptions {
  /// The two options, as each such command lists them.
  static let declared: [OptionDeclaration] = [
    .value("--home", "DIR", trLater("The folder that holds games/ and plugins/."), values: .folder),
    .value(
      "--mods", "DIR",
      trLater(
        "The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium or "
          + "~/.local/share/trivium)."), values: .folder),
  ]

  /// The options found in parsed arguments, the default folders found in `services`'
  /// environment.
  init(_ arguments: Arguments, _ services: Services) {
    self.init(
      home: arguments.value("--home"), mods: arguments.value("--mods"),
      environment: services.environment)
  }
}
