import Content
import Foundation
import Localization

/// The interface language of a command: `--lang CODE` (accepted by every command and taken
/// out of its arguments before the command parses them), then the profile's setting (play),
/// then the environment. Only what people read changes: JSON, CSV, logs and exit statuses
/// are the same in every language.
enum InterfaceLanguage {
  /// The option's name.
  static let option = "--lang"
  /// The key of a profile's settings that holds its language.
  static let profileSetting = "language"

  /// The value of `--lang` as given on the command line of the running command (nil when
  /// absent), so that play knows whether the profile's setting may choose.
  @TaskLocal static var given: String?

  /// The value of `--home` among `arguments`, without parsing them (the command does that).
  static func home(in arguments: [String]) -> String? {
    for (index, word) in arguments.enumerated() {
      if word == "--" { break }
      if word == "--home", index + 1 < arguments.count { return arguments[index + 1] }
      if word.hasPrefix("--home=") { return String(word.dropFirst(7)) }
    }
    return nil
  }

  /// `locale/` beside `games/` and `plugins/`, found as they are (--home, TRIVIUM_HOME, beside
  /// the executable); nil when there is no such root.
  static func folder(home: String?, environment: [String: String]) -> URL? {
    guard let roots = try? ContentRoots.resolve(explicit: home, environment: environment) else {
      return nil
    }
    return roots.root.appendingPathComponent("locale")
  }

  /// The catalogue chosen by `option`, `profile` and the environment, and what to say once
  /// on standard error about it (an unknown language, an unreadable catalogue).
  static func catalog(
    option: String?, profile: String?, home: String?, environment: [String: String]
  ) -> (catalog: Catalog, note: String?) {
    let choice = Language.choose(option: option, profile: profile, environment: environment)
    do {
      let catalog = try Language.catalog(
        choice.language, folder: folder(home: home, environment: environment))
      return (catalog, choice.note)
    } catch {
      return (
        .english,
        "trivium: the \(choice.language) catalogue cannot be read (\(error)); speaking English."
      )
    }
  }
}
