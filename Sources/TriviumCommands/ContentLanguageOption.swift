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

  /// The option, as `export` declares it: the language the questions are written in.
  static let exportDeclaration = OptionDeclaration.value(
    name, "CODE",
    trLater(
      "Write a game that offers several languages in this one (default: the game's first)."))

  /// Refuses a language the game does not offer: a run in another language than asked would
  /// log results the user did not ask for.
  static func check(_ language: String?, offeredBy loaded: LoadedGame) throws(EngineError) {
    guard let language, !loaded.game.languages.contains(language) else { return }
    let game = Untrusted.line(loaded.game.id)
    let values: [String: Phrase.Value] = [
      "option": .text(name), "language": .text(Untrusted.line(language)), "game": .text(game),
      "offered": .text(loaded.game.languages.map { Untrusted.line($0) }.joined(separator: ", ")),
    ]
    if loaded.game.languages.isEmpty {
      throw EngineError(
        Phrase(trLater("{option} {language}: game '{game}' declares no languages"), values))
    }
    throw EngineError(
      Phrase(trLater("{option} {language}: game '{game}' offers {offered}"), values))
  }

  /// Whether a game's questions depend on each session's seed (a generator, or a draw from
  /// its pool): it is then loaded again for every session.
  static func perSeed(_ manifest: GameManifest) -> Bool {
    manifest.questionFormat == .lua || manifest.draw != nil
  }
}
