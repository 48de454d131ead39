import Foundation
import Localization
import QuizCore
import Review
import Store
import TerminalUI
import TriviumEngine

/// Saving progress as it happens, and recording a finished session with its review events.
extension PlayHost {
  func save(_ session: Session) -> SaveStatus {
    let id = session.game.id
    let now = dateClock.now()
    // Every accepted action is saved at once: now is when it was taken.
    actionTimes.stamp(id, count: session.actions.count, now: now)
    guard let store, let profile else { return .notSaving("--no-save") }
    if let reason = notSaving[id] { return .notSaving(reason) }
    if savedCounts[id] == session.actions.count { return .saved }
    let times = actionTimes.of(id)
    do {
      // A session shorter than its save (replayed after a reload) is saved whole again; a
      // longer one sends only its new actions, so a save costs the same at any length.
      if let count = savedCounts[id], count <= session.actions.count {
        try store.appendSavedActions(
          session.actions[count...].map(\.value),
          results: session.actionResults[count...].map { Optional($0) },
          times: Array(times[min(count, times.count)...]), from: count,
          to: SavedSessionSummary(
            profileID: profile.id, gameID: id, questionIndex: session.position,
            score: session.score, updatedAt: now),
          owner: owner)
      } else {
        let plugins = engine.pluginIdentities(
          game: session.game, rules: session.game.rules, bot: nil)
        var saved = SavedSession(
          profileID: profile.id, gameID: id, seed: session.seed,
          actions: session.actions.map(\.value), questionIndex: session.position,
          score: session.score, updatedAt: now,
          results: session.actionResults.map { Optional($0) }, plugins: plugins.mapValue ?? [:],
          questions: reviewSessions[id]?.keys ?? retries[id])
        saved.language = session.game.language?.code
        saved.times = times
        try store.saveSession(saved, owner: owner)
      }
      savedCounts[id] = session.actions.count
      return .saved
    } catch StoreError.savedElsewhere {
      // The save is gone with its profile when another command deleted the profile.
      var reason = tr("another terminal took this game over")
      if case .some(.none) = try? store.profile(id: profile.id) {
        reason = tr(
          "the profile '{name}' was deleted meanwhile", ["name": Untrusted.line(profile.name)])
      }
      forget(id)
      notSaving[id] = reason
      report(
        tr(
          "{id}: {reason}; the answers given here since are not saved",
          ["id": id, "reason": reason]))
      return .failed(tr("{reason}: this terminal no longer saves it", ["reason": reason]))
    } catch {
      report(tr("could not save progress: {error}", ["error": error]))
      return .failed(translated(error))
    }
  }

  func close(_ session: Session) { forget(session.game.id) }

  func finished(_ session: Session, result: SessionResult) {
    defer { forget(session.game.id) }
    guard let store, let profile, notSaving[session.game.id] == nil else { return }
    if let review = reviewSessions[session.game.id] {
      finishedReview(review, session: session, result: result)
      return
    }
    // A mock exam is recorded as its game's, with its rules, and its own save dropped.
    let mockOf = MockExam.gameID(ofSession: session.game.id)
    let gameID = mockOf ?? session.game.id
    let verdicts = result.questions.map { question in
      QuestionVerdict(
        questionID: question.id, outcome: Outcome(rawValue: question.outcome.rawValue) ?? .failed,
        hints: question.hints)
    }
    let now = dateClock.now()
    actionTimes.stamp(session.game.id, count: session.actions.count, now: now)
    let times = actionTimes
    let reviews =
      generatedGames.contains(session.game.id)
      ? []
      : Self.reviews(
        of: result, at: { times.checked($0, of: session.game.id, fallback: now) },
        key: { QuestionKey(gameID: gameID, questionID: $0.id) })
    do {
      try store.recordFinished(
        FinishedSession(
          profileID: profile.id, gameID: gameID, seed: session.seed, score: result.score,
          verdicts: verdicts, finishedAt: now, rules: mockOf.map { _ in session.game.rules }),
        reviews: reviews, saveOwner: owner, savedAs: session.game.id)
    } catch {
      report(tr("could not record the result: {error}", ["error": error]))
    }
  }

  /// One review event per question checked in `result` (right, partly right or wrong at the
  /// end): what spaced review learns from a finished session, each dated by `time` (when its
  /// final check was made). `key` says which question of which game each result is (nil: none
  /// to review). With `eachCheck` (a review session, where a question relearning comes back)
  /// every position checked has its event, in the order the checks were made; otherwise a
  /// question has one, its last.
  static func reviews(
    of result: SessionResult, at time: (QuestionResult) -> Int64,
    key: (QuestionResult) -> QuestionKey?, eachCheck: Bool = false
  ) -> [ReviewEvent] {
    var events: [QuestionKey: ReviewEvent] = [:]
    var order: [QuestionKey] = []
    var all: [(at: Int, event: ReviewEvent)] = []
    for question in result.questions where !question.id.isEmpty {
      guard let key = key(question), let check = CheckedQuestion(question) else { continue }
      let event = ReviewEvent(
        gameID: key.gameID, questionID: key.questionID, check: check,
        answer: question.answer, reviewedAt: time(question))
      all.append((question.checkedAtAction ?? Int.max, event))
      if events[key] == nil { order.append(key) }
      events[key] = event
    }
    // Stable: two checks by one action (a hand-in at the end) keep the play order.
    guard !eachCheck else {
      return all.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
        .map(\.element.event)
    }
    return order.compactMap { events[$0] }
  }
}
