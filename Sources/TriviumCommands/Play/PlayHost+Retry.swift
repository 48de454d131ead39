import Localization
import QuizCore
import Review
import TerminalUI

/// *Retry N missed*: a session of the questions a finished one missed, saved like any other.
extension PlayHost {
  /// A retry of the questions at `positions` of a finished session, saved like any other
  /// session (issue 32): a game's under the game (whose own save the finish dropped) with the
  /// list of its questions, a review's under the review with its pairs. Either resumes from
  /// its card with those questions alone.
  func retry(_ session: Session, positions: [Int]) throws -> OpenedGame {
    if let review = reviewSessions[session.game.id] {
      return try retryReview(review, session: session, positions: positions)
    }
    var game = session.game
    game.questions = positions.map { session.question(at: $0) }
    let id = game.id
    let keys = try retryKeys(of: game.questions, session: session)
    try takeForRetry(id, gameID: cardID(ofGame: id))
    if let keys {
      retries[id] = keys
    } else if notSaving[id] == nil {
      notSaving[id] = tr("its game changed since it was played: this retry is not saved")
    }
    return OpenedGame(
      session: Session(game: game, seed: session.seed),
      environment: try engine.environment(for: session.game), pictures: pictures(for: id))
  }

  /// Takes the game `id` again for its retry (its finish let it go); a retry another terminal
  /// holds meanwhile is played without saving, as choosing the game would offer.
  func takeForRetry(_ id: String, gameID: String) throws {
    do {
      try take(id, gameID: gameID, claim: .exclusive)
    } catch is GameInUse {
      try take(id, gameID: gameID, claim: .withoutSaving)
    }
  }

  /// The save's list of `questions` (of `session`'s game): their ids when the game's are
  /// distinct, else each one's place in the game as loaded for the session's seed, found
  /// again in it (nil: one is no longer there, the game changed since).
  private func retryKeys(of questions: [Value], session: Session) throws -> [QuestionKey]? {
    let id = session.game.id
    guard sharedIDGames.contains(id) else {
      return questions.map { QuestionKey(gameID: id, questionID: $0["id"].stringValue ?? "") }
    }
    // The whole game again (the session may be a retry of some of it): the same seed and
    // language give the same questions in the same places.
    let whole = try engine.game(
      cardID(ofGame: id), seed: session.seed, language: session.game.language?.code
    ).game.questions
    var taken = Set<Int>()
    var keys: [QuestionKey] = []
    for question in questions {
      // Two questions alike in every field are the same question: either place asks it.
      guard
        let place = whole.indices.first(where: { !taken.contains($0) && whole[$0] == question })
      else { return nil }
      taken.insert(place)
      keys.append(Self.placeKey(place))
    }
    return keys
  }

  /// The key of the question at `place` (0-based) of a game whose questions lack distinct
  /// ids: its game id is empty, which no game's is, so it never reads as an id's key.
  static func placeKey(_ place: Int) -> QuestionKey {
    QuestionKey(gameID: "", questionID: String(place + 1))
  }

  /// The questions of `game` that `keys` name, in their order: by id, or by place for a
  /// `placeKey` (one no longer there is left out: the replay then says where the answers
  /// stopped agreeing).
  static func questions(_ keys: [QuestionKey], of game: Game) -> [Value] {
    keys.compactMap { key in
      if key.gameID.isEmpty {
        guard let number = Int(key.questionID), game.questions.indices.contains(number - 1)
        else { return nil }
        return game.questions[number - 1]
      }
      return game.questions.first { $0["id"].stringValue == key.questionID }
    }
  }
}
