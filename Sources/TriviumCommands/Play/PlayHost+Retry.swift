import QuizCore
import Review
import TerminalUI

/// *Retry N missed*: a session of the questions a finished one missed, saved like any other.
extension PlayHost {
  /// A retry of the questions at `positions` of a finished session: a session of the game
  /// with those questions alone, saved under the game (whose own save the finish dropped) with
  /// their list, so that it resumes like any other (issue 32). Questions without distinct ids
  /// cannot be listed: such a retry is played under an id of its own, not saved.
  func retry(_ session: Session, positions: [Int]) throws -> OpenedGame {
    if let review = reviewSessions[session.game.id] {
      return try retryReview(review, session: session, positions: positions)
    }
    var game = session.game
    game.questions = positions.map { session.question(at: $0) }
    let ids = game.questions.compactMap { $0["id"].stringValue }
    let environment = try engine.environment(for: session.game)
    let pictures = pictures(for: session.game.id)
    guard ids.count == game.questions.count, Set(ids).count == ids.count,
      !session.game.id.hasSuffix("~retry")
    else {
      game.id = session.game.id.hasSuffix("~retry") ? session.game.id : session.game.id + "~retry"
      return OpenedGame(
        session: Session(game: game, seed: session.seed), environment: environment,
        pictures: pictures)
    }
    let id = game.id
    do {
      try take(id, gameID: cardID(ofGame: id), claim: .exclusive)
    } catch is GameInUse {
      try take(id, gameID: cardID(ofGame: id), claim: .withoutSaving)
    }
    retries[id] = ids.map { QuestionKey(gameID: id, questionID: $0) }
    return OpenedGame(
      session: Session(game: game, seed: session.seed), environment: environment,
      pictures: pictures)
  }

  /// The questions of `game` that `keys` name, in their order (one no longer there is left
  /// out: the replay then says where the answers stopped agreeing).
  static func questions(_ keys: [QuestionKey], of game: Game) -> [Value] {
    keys.compactMap { key in game.questions.first { $0["id"].stringValue == key.questionID } }
  }
}
