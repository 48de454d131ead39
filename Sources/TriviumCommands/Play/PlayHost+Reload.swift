import Content
import Foundation
import Localization
import QuizCore
import Review
import Store
import TerminalUI
import TriviumEngine

/// A session on changed plugins or games: what a resume says and keeps, and a reload of the
/// open game.
extension PlayHost {
  /// What a resume tells the player and stores when the plugins or the game changed since the
  /// save: nothing when they did not; when they did and every action replays as saved, the
  /// new identities; when the replay stopped agreeing, the save keeps what agreed and the
  /// session as it was goes to the history (`Store.setAside`), so nothing is lost.
  func resumed(
    _ saved: SavedSession, as replay: CheckedReplay, game: Game, owned: Bool
  ) -> (title: String, text: String)? {
    let id = saved.gameID
    let session = replay.session
    let identities =
      engine.pluginIdentities(game: game, rules: game.rules, bot: nil).mapValue ?? [:]
    // A save from before identities were recorded (`{}`) cannot say what changed.
    let changed =
      saved.plugins.isEmpty ? [] : engine.changedPlugins(since: saved.plugins, game: game)
    let what =
      changed.isEmpty
      ? tr("Trivium itself") : changed.map { Untrusted.line($0) }.joined(separator: ", ")
    guard let divergence = replay.divergence else {
      guard !changed.isEmpty || (saved.plugins.isEmpty && owned) else { return nil }
      if owned, let store, let profile {
        try? store.updateSavedPlugins(
          profileID: profile.id, gameID: id, plugins: identities, owner: owner)
      }
      guard !changed.isEmpty else { return nil }
      return (
        tr("Changed since you saved"),
        tr(
          "{what} changed since this game was saved. Every answer you gave replays the same, "
            + "so you go on where you left.", ["what": what])
      )
    }
    let kept = divergence.action
    var text =
      trn(
        "{what} changed since this game was saved, and your answers no longer replay the same: "
          + "{why}. You go on from there, with the {n} step before it.",
        "{what} changed since this game was saved, and your answers no longer replay the same: "
          + "{why}. You go on from there, with the {n} steps before it.",
        count: kept, ["what": what, "why": divergence.explanation])
    if owned, let store, let profile {
      let reason =
        "changed since it was saved: \(changed.isEmpty ? "the engine" : changed.joined(separator: ", "))"
      do {
        try store.setAside(
          saved, keeping: kept, reason: reason, verdicts: Self.verdicts(of: saved, in: session),
          resumed: SavedSessionSummary(
            profileID: profile.id, gameID: id, questionIndex: session.position,
            score: session.score, updatedAt: dateClock.now()),
          plugins: identities, owner: owner, at: dateClock.now())
        text +=
          " "
          + tr(
            "The game as you saved it (score {score}) is kept in your history.",
            ["score": saved.score])
      } catch {
        report(
          tr(
            "could not keep the saved game '{id}' in the history: {error}",
            ["id": id, "error": error]))
        text +=
          " "
          + tr(
            "Your save is left as it was ({error}); leaving without playing keeps it.",
            ["error": error])
        notSaving[id] = tr("the save could not be set aside")
      }
    } else {
      text += " " + tr("Your save is left as it was, since this terminal does not save this game.")
    }
    return (tr("Changed since you saved"), text)
  }

  /// Each question's verdict in a save, from the results it recorded (the last action on a
  /// question says how it stood); questions no recorded action reached are unanswered.
  static func verdicts(of saved: SavedSession, in session: Session) -> [QuestionVerdict] {
    var outcomes = [QuestionOutcome](repeating: .unanswered, count: session.count)
    for case let result? in saved.results where outcomes.indices.contains(result.question) {
      outcomes[result.question] = result.outcome
    }
    return outcomes.enumerated().map { position, outcome in
      QuestionVerdict(
        questionID: session.question(at: position)["id"].stringValue ?? "\(position)",
        outcome: Outcome(rawValue: outcome.rawValue) ?? .failed)
    }
  }

  func reload(keeping session: Session?) throws -> OpenedGame? {
    let previous = session.map {
      engine.pluginIdentities(game: $0.game, rules: $0.game.rules, bot: nil).mapValue ?? [:]
    }
    try restartEngine()
    guard let session, let previous else { return nil }
    let game: Game
    var loaded: LoadedGame?
    var relearning: ReviewRelearning?
    if let review = reviewSessions[session.game.id] {
      game = rebuilt(review, as: session.game).game
      relearning = review.relearning
    } else {
      loaded = try reloaded(session)
      game = loaded!.game
    }
    var environment = try engine.environment(for: game)
    environment.relearning = relearning
    environment.ratesAnswers = reviewSessions[session.game.id] != nil
    let replay = Session.replay(
      game: game, seed: session.seed, actions: session.actions,
      expecting: session.actionResults.map { Optional($0) }, environment: environment)
    // The session in memory is what a resume would read from the save, with all of it saved.
    let id = session.game.id
    let owned = savedCounts[id] != nil && notSaving[id] == nil
    var asSaved = SavedSession(
      profileID: profile?.id ?? 0, gameID: id, seed: session.seed,
      actions: session.actions.map(\.value), questionIndex: session.position,
      score: session.score, updatedAt: dateClock.now(),
      results: session.actionResults.map { Optional($0) }, plugins: previous)
    asSaved.language = session.game.language?.code
    var notice = resumed(asSaved, as: replay, game: game, owned: owned)
    if let loaded { notice = Self.adding(leftOut: loaded, to: notice) }
    // What was stored may lack the last unsaved actions: the next save writes it whole.
    if replay.divergence != nil, notSaving[id] == nil { savedCounts[id] = nil }
    return OpenedGame(
      session: replay.session, environment: environment, pictures: pictures(for: id),
      notice: notice, isReview: reviewSessions[id] != nil)
  }

  /// A game's session's game read again (a retry's: the same questions, read again).
  private func reloaded(_ session: Session) throws -> LoadedGame {
    let id = session.game.id
    var loaded = try load(
      cardID(ofGame: id), mock: MockExam.gameID(ofSession: id) != nil, seed: session.seed,
      language: session.game.language?.code)
    if let keys = retries[id] { loaded.game.questions = Self.questions(keys, of: loaded.game) }
    return loaded
  }
}
