import Content
import Localization
import QuizCore
import TerminalUI
import TriviumEngine

/// A mock exam of a game (issue 35): its questions and types as they are, played under the
/// `mock-exam` rules (a time limit for the whole session, no verdict, score, hint or analysis
/// until the end), and saved apart from the game's own save. Nothing is copied: the game is
/// loaded as it is on disk and its rules replaced in memory, so the session's environment comes
/// from `Engine.environment(for:)` as `trivium run --rules` has it.
enum MockExam {
  /// The rules a mock exam is played under: the built-in plugin (a mod may override it, as any
  /// plugin).
  static let rulesID = "mock-exam"

  /// The session id, and its save's, of a mock exam of the game (or card) `id`: the `/` keeps
  /// it apart from every game's id, as a review session's is.
  static func sessionID(of id: String) -> String { rulesID + "/" + id }

  /// The game (or card) a mock exam's session id is of; nil for any other id.
  static func gameID(ofSession id: String) -> String? {
    let prefix = rulesID + "/"
    guard id.hasPrefix(prefix), id.count > prefix.count else { return nil }
    return String(id.dropFirst(prefix.count))
  }

  /// `game` as a mock exam: its id the mock exam's (so it saves apart), its rules `rulesID`,
  /// its title saying what it is.
  static func applied(to game: Game) -> Game {
    var game = game
    game.id = sessionID(of: game.id)
    game.rules = rulesID
    game.title = mockExamTitle(game.title)
    return game
  }

  /// Whether a game under `rules` is a mock exam already: its own rules keep every verdict to
  /// the end, so a mock exam of it is the game itself, played and saved as it is.
  static func isExam(_ rules: any ScoringRules) -> Bool { rules.reveal == .atEnd }
}

extension PlayHost {
  /// The id `open` plays a mock exam of card `cardID` under (`MockExam.sessionID` of the card,
  /// with a save of its own), or the card's own id when its game's rules keep every verdict to
  /// the end already; nil for a card that is no game. Fails when the game or its rules cannot
  /// be read, saying why.
  func mockExamID(of cardID: String) throws -> String? {
    guard ReviewSession.Kind(gameID: sessionID(ofCard: cardID)) == nil,
      !cardID.hasPrefix(Self.modPrefix)
    else { return nil }
    // A library game's rules from its manifest alone (as its card is made); a game named by
    // path loaded whole (as its card is).
    let rulesID: String
    if (try? engine.library.gameIDs())?.contains(cardID) == true {
      rulesID =
        try engine.library.summary(
          cardID, loader: engine.gameLoader(), language: interfaceLanguage
        ).manifest.rules
    } else {
      rulesID = try engine.game(cardID, language: interfaceLanguage).game.rules
    }
    if MockExam.isExam(try engine.rules(rulesID)) { return cardID }
    // Said now, not after the player chose to start over: the mock exam's rules must be there.
    _ = try engine.rules(MockExam.rulesID)
    return MockExam.sessionID(of: cardID)
  }
}
