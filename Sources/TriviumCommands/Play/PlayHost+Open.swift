import Content
import Localization
import Pictures
import QuizCore
import Store
import TerminalUI
import TriviumEngine

/// Opening a game card: a new session, or a saved one replayed.
extension PlayHost {
  func saved(_ gameID: String) -> SavedSession? {
    guard let store, let profile else { return nil }
    return try? store.savedSession(profileID: profile.id, gameID: gameID)
  }

  func savedSummary(gameID: String) -> String? {
    let id = sessionID(ofCard: gameID)
    guard let saved = saved(id) else { return nil }
    if let keys = saved.questions, ReviewSession.Kind(gameID: id) == nil {
      return trn(
        "question {number} of a retry of {n} question, score {score}",
        "question {number} of a retry of {n} questions, score {score}", count: keys.count,
        ["number": saved.questionIndex + 1, "score": saved.score])
    }
    return tr(
      "question {number}, score {score}", ["number": saved.questionIndex + 1, "score": saved.score])
  }

  func open(gameID: String, resume: Bool, claim: GameClaim) throws -> OpenedGame {
    let id = sessionID(ofCard: gameID)
    try take(id, gameID: gameID, claim: claim)
    do {
      if let kind = ReviewSession.Kind(gameID: id) { return try openReview(kind, resume: resume) }
      let mock = MockExam.gameID(ofSession: gameID)
      return try opened(mock ?? gameID, id: id, mock: mock != nil, resume: resume)
    } catch {
      forget(id)
      throw error
    }
  }

  /// The session of `open` (a mock exam of the game when `mock`), once the game is taken.
  private func opened(_ gameID: String, id: String, mock: Bool, resume: Bool) throws
    -> OpenedGame
  {
    if resume, let saved = saved(id) {
      var loaded = try load(gameID, mock: mock, seed: saved.seed, language: saved.language)
      note(loaded)
      // A saved retry plays the questions it was made of, as the game has them now.
      if let keys = saved.questions {
        loaded.game.questions = Self.questions(keys, of: loaded.game)
        retries[id] = keys
      }
      return try replayed(saved, game: loaded.game, pictures: pictures(for: gameID)) {
        Self.adding(leftOut: loaded, to: $0)
      }
    }
    let seed = UInt64.random(in: 1...UInt64(Int64.max))
    let loaded = try load(gameID, mock: mock, seed: seed, language: interfaceLanguage)
    note(loaded)
    let environment = try engine.environment(for: loaded.game)
    let session = Session(game: loaded.game, seed: seed)
    return OpenedGame(
      session: session, environment: environment, pictures: pictures(for: gameID),
      notice: Self.adding(leftOut: loaded, to: nil))
  }

  /// A saved session replayed on `game` as it is now, claimed for this terminal; `notice`
  /// adds to what the resume tells the player.
  func replayed(
    _ saved: SavedSession, game: Game, relearning: (any Relearning)? = nil,
    pictures: PictureCache,
    notice: ((title: String, text: String)?) -> (title: String, text: String)?
  ) throws -> OpenedGame {
    let id = saved.gameID
    var environment = try engine.environment(for: game)
    environment.relearning = relearning
    environment.ratesAnswers = reviewSessions[id] != nil
    var actions: [SessionAction] = []
    for (index, value) in saved.actions.enumerated() {
      guard let action = SessionAction(value: value) else {
        throw EngineError(
          Phrase(
            trLater("the saved session of {game} has an unreadable action #{number}; start over"),
            ["game": .text("'" + Untrusted.line(id) + "'"), "number": .number(index + 1)]))
      }
      actions.append(action)
    }
    let replay = Session.replay(
      game: game, seed: saved.seed, actions: actions, expecting: saved.results,
      environment: environment)
    var owned = false
    if notSaving[id] == nil, let store, let profile {
      // Claimed now, not at the first save: another terminal must stop saving at once.
      owned =
        (try? store.claimSavedSession(profileID: profile.id, gameID: id, owner: owner)) == true
    }
    actionTimes.start(id, with: saved.times, count: replay.session.actions.count)
    let told = notice(resumed(saved, as: replay, game: game, owned: owned))
    if owned, notSaving[id] == nil {
      savedCounts[id] = replay.divergence?.action ?? replay.session.actions.count
    }
    return OpenedGame(
      session: replay.session, environment: environment, pictures: pictures, notice: told)
  }

  /// The game card `gameID` opens, loaded for `seed` in `language`; as a mock exam of it when
  /// `mock` (the game on disk untouched).
  func load(_ gameID: String, mock: Bool, seed: UInt64, language: String?) throws -> LoadedGame {
    var loaded = try engine.game(gameID, seed: seed, language: language)
    if mock { loaded.game = MockExam.applied(to: loaded.game) }
    return loaded
  }

  /// Notes what a retry and the review events need to know of a game as loaded whole.
  private func note(_ loaded: LoadedGame) {
    if loaded.manifest.questionFormat == .lua { generatedGames.insert(loaded.game.id) }
    let ids = loaded.game.questions.map { $0["id"].stringValue }
    if ids.contains(nil) || Set(ids).count < ids.count { sharedIDGames.insert(loaded.game.id) }
  }

  /// `notice` with, after it, the questions `loaded` left out as invalid (each with its file,
  /// line and problem, as `trivium validate` says it); nil when there is nothing to say.
  static func adding(leftOut loaded: LoadedGame, to notice: (title: String, text: String)?)
    -> (title: String, text: String)?
  {
    guard !loaded.leftOut.isEmpty else { return notice }
    let list =
      tr("Some questions are left out, as their type refused them:") + "\n"
      + loaded.leftOut.map { Untrusted.line($0.translated) }.joined(separator: "\n")
    guard let notice else { return (tr("Questions left out"), list) }
    return (notice.title, notice.text + "\n\n" + list)
  }
}
