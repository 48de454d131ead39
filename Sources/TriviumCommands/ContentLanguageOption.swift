import Content
import Localization
import QuizCore
import TriviumEngine

/// `--content-lang CODE` of the headless commands: the content language of every session, a
/// session parameter like the seed (never taken from the environment's locale).
enum ContentLanguageOption {
  /// The option's name.
  static let name = "--content-lang"

  /// The option, as `run` and `tournament` declare it.
  static let declaration = OptionDeclaration.value(
    name, "CODE",
    trLater(
      "Play a game that offers several languages in this one (default: the game's first); the "
        + "log records it, and replays use it."))

  /// Refuses a language the game does not offer: a run in another language than asked would
  /// log results the user did not ask for.
  static func check(_ language: String?, offeredBy loaded: LoadedGame) throws(EngineError) {
    guard let language, !loaded.game.languages.contains(language) else { return }
    let game = Untrusted.line(loaded.game.id)
    if loaded.game.languages.isEmpty {
      throw EngineError(
        "\(name) \(Untrusted.line(language)): game '\(game)' declares no languages")
    }
    throw EngineError(
      "\(name) \(Untrusted.line(language)): game '\(game)' offers "
        + loaded.game.languages.map { Untrusted.line($0) }.joined(separator: ", "))
  }

  /// Whether a game's questions depend on each session's seed (a generator, or a draw from
  /// its pool): it is then loaded again for every session.
  static func perSeed(_ manifest: GameManifest) -> Bool {
    manifest.questionFormat == .lua || manifest.draw != nil
  }
}
