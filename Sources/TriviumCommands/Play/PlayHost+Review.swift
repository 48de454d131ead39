import Foundation
import Localization
import Pictures
import QuizCore
import Review
import Store
import TerminalUI
import TriviumEngine

/// The launcher's Review, Mistakes and Stats cards, review sessions, and the profile choice.
extension PlayHost {
  /// The card id of the Stats card (a `/`: never a game's).
  static let statsCardID = "stats/all"

  /// Review and Mistakes with their counts, and Stats; none without a store.
  func reviewCards() -> [GameCard] {
    guard let store, let profile else { return [] }
    let today = ReviewDay(containing: dateClock.now())
    var due = 0
    var mistakes = 0
    do {
      due = try store.dueToday(profileID: profile.id, day: today).cards.count
      mistakes = try store.mistakes(profileID: profile.id, at: dateClock.now()).count
    } catch {
      // The cards still show (a session's start says the same), but never a silent 0.
      report(tr("could not read the review state: {error}", ["error": error]))
    }
    func card(_ kind: ReviewSession.Kind, count: Int, detail: String) -> GameCard {
      GameCard(
        id: kind.gameID, title: kind.title, summary: detail, icon: nil, questionCount: nil,
        origin: nil, state: .playable(resumable: saved(kind.gameID) != nil),
        kind: .review(count: count))
    }
    return [
      card(.due, count: due, detail: tr("{count} due today", ["count": due])),
      card(.mistakes, count: mistakes, detail: tr("{count} to go over", ["count": mistakes])),
      GameCard(
        id: Self.statsCardID, title: tr("Stats", context: "card"), summary: tr("every game"),
        icon: nil,
        questionCount: nil, origin: nil, state: .playable(resumable: false), kind: .stats),
    ]
  }

  /// The questions a new review session of `kind` asks, fixed now: those due by the end of
  /// today (by the date clock) within the profile's daily limits, or the last mistakes; and
  /// what the limits held back, said to the player.
  func reviewList(_ kind: ReviewSession.Kind, store: Store, profile: Profile) throws
    -> (keys: [QuestionKey], heldBack: String?)
  {
    switch kind {
    case .due:
      let due = try store.dueToday(
        profileID: profile.id, day: ReviewDay(containing: dateClock.now()))
      return (
        due.cards.map { QuestionKey(gameID: $0.gameID, questionID: $0.questionID) },
        due.heldBack > 0 ? ReviewCommand.heldBackLine(due) : nil
      )
    case .mistakes:
      let keys = try store.mistakes(profileID: profile.id, at: dateClock.now()).map {
        QuestionKey(gameID: $0.gameID, questionID: $0.questionID)
      }
      return (keys, nil)
    }
  }

  /// A review session: the saved one replayed from its list, seed and actions, or a new one.
  func openReview(_ kind: ReviewSession.Kind, resume: Bool) throws -> OpenedGame {
    guard let store, let profile else {
      throw EngineError(Phrase(trLater("review needs saved progress: play without --no-save")))
    }
    let id = kind.gameID
    if resume, let saved = saved(id), let keys = saved.questions {
      // The rules it started with, whatever the profile chose since.
      let rules =
        saved.plugins.map(\.key).first { $0.hasPrefix("rules/") }.map { String($0.dropFirst(6)) }
        ?? Self.rules(of: profile)
      var review = ReviewSession.build(
        kind, list: keys, rules: rules, engine: engine, language: saved.language)
      review.relearning = relearning(of: review.keys, store: store, profile: profile)
      reviewSessions[id] = review
      var opened = try replayed(
        saved, game: review.game, relearning: review.relearning, pictures: pictures(of: review)
      ) {
        Self.joined($0, review.droppedNotice)
      }
      opened.isReview = true
      return opened
    }
    let (list, heldBack) = try reviewList(kind, store: store, profile: profile)
    var review = ReviewSession.build(
      kind, list: list, rules: Self.rules(of: profile), engine: engine,
      language: interfaceLanguage)
    review.relearning = relearning(of: review.keys, store: store, profile: profile)
    guard !review.game.questions.isEmpty else {
      let gone = review.dropped.count
      throw EngineError(
        (kind == .due ? tr("Nothing is due for review today.") : tr("No mistakes to go over."))
          + (gone > 0
            ? " " + tr("({count} left out: their game or question is gone.)", ["count": gone])
            : ""))
    }
    reviewSessions[id] = review
    let seed = UInt64.random(in: 1...UInt64(Int64.max))
    return OpenedGame(
      session: Session(game: review.game, seed: seed),
      environment: try environment(of: review), pictures: pictures(of: review),
      notice: Self.joined(review.droppedNotice, heldBack.map { (tr("Daily limits"), $0) }),
      isReview: true)
  }

  /// The relearning of a review session of `keys`: the profile's scheduler and each
  /// question's state now (by its index in the session's game). When the state cannot be read
  /// it says so, and no question comes back.
  func relearning(of keys: [QuestionKey], store: Store, profile: Profile) -> ReviewRelearning? {
    do {
      let scheduler = try store.reviewSettings(profileID: profile.id).scheduler
      var states: [Int: MemoryState] = [:]
      for (index, key) in keys.enumerated() {
        states[index] =
          try store.reviewCard(
            profileID: profile.id, gameID: key.gameID, questionID: key.questionID)?.memory
      }
      return ReviewRelearning(scheduler: scheduler, states: states)
    } catch {
      report(tr("could not read the review state: {error}", ["error": error]))
      return nil
    }
  }

  /// The environment a review session plays in: its game's, with its relearning.
  func environment(of review: ReviewSession) throws -> SessionEnvironment {
    var environment = try engine.environment(for: review.game)
    environment.relearning = review.relearning
    environment.ratesAnswers = true
    return environment
  }

  /// The rules a profile plays review sessions by: its `rules` setting, else classic.
  static func rules(of profile: Profile) -> String {
    profile.settings["rules"]?.stringValue ?? "classic"
  }

  /// Two notices as one.
  static func joined(
    _ first: (title: String, text: String)?, _ second: (title: String, text: String)?
  ) -> (title: String, text: String)? {
    guard let first else { return second }
    guard let second else { return first }
    return (first.title, first.text + "\n\n" + second.text)
  }

  /// A review session's game read again from its list (a reload): same id, title and rules.
  func rebuilt(_ review: ReviewSession, as game: Game) -> ReviewSession {
    var fresh = ReviewSession.build(
      ReviewSession.Kind(gameID: game.id) ?? .due, list: review.keys, rules: game.rules,
      engine: engine, language: game.language?.code)
    fresh.game.id = game.id
    fresh.game.title = game.title
    fresh.relearning = review.relearning
    reviewSessions[game.id] = fresh
    return fresh
  }

  /// A retry of the questions at `positions` of a finished review session: a review session
  /// of those pairs, saved under the review's id with their list like any review session.
  func retryReview(_ review: ReviewSession, session: Session, positions: [Int]) throws
    -> OpenedGame
  {
    var retry = review
    let picked = positions.compactMap { position in
      review.key(at: position, in: session).map { ($0, session.question(at: position)) }
    }
    retry.keys = picked.map(\.0)
    retry.game.questions = picked.map(\.1)
    retry.dropped = []
    let id = session.game.id
    try takeForRetry(id, gameID: id)
    reviewSessions[id] = retry
    if let store, let profile {
      retry.relearning = relearning(of: retry.keys, store: store, profile: profile)
    }
    return OpenedGame(
      session: Session(game: retry.game, seed: session.seed),
      environment: try environment(of: retry), pictures: pictures(of: retry), isReview: true)
  }

  /// The review session `session` without its last answer: replayed from its actions before
  /// that answer (the core is a deterministic state machine), so the question is shown again
  /// unanswered and the comebacks it planned are gone. Nothing is in the store yet to take
  /// back: a review session records its events when it finishes. Nil when the session is no
  /// review session or has no answer left to take back.
  func undoLastAnswer(_ session: Session) throws -> OpenedGame? {
    guard let review = reviewSessions[session.game.id], session.actionsBeforeLastAnswer != nil
    else { return nil }
    let environment = try environment(of: review)
    guard let undone = session.withoutLastAnswer(environment: environment) else { return nil }
    return OpenedGame(
      session: undone, environment: environment, pictures: pictures(of: review), isReview: true)
  }

  /// What the current question of review session `session` is rated and when it comes back
  /// ("Good · in 3 days"), once it is checked: the profile's scheduler moves the state the
  /// question had when the session opened through each of its checks in the session, dated as
  /// the store will date them (the date clock's now for a check not saved yet), so the line
  /// says what finishing the session records. Nil in a game, before a check, or when the
  /// review state could not be read.
  func reviewOutlook(_ session: Session) -> String? {
    guard let review = reviewSessions[session.game.id], let relearning = review.relearning,
      !session.isFinished, session.questions.indices.contains(session.position),
      CheckedQuestion(session.current) != nil
    else { return nil }
    let index = session.order[session.position]
    let now = dateClock.now()
    let times = actionTimes.of(session.game.id)
    var state = relearning.states[index]
    var last: (rating: Rating, at: Int64)?
    for position in 0...session.position where session.order[position] == index {
      let progress = session.questions[position]
      guard let checked = CheckedQuestion(progress) else { continue }
      let rating = Rating(checked)
      let stamped = progress.checkedAtAction.flatMap {
        times.indices.contains($0) ? times[$0] : nil
      }
      // As the store moves a state: never back in time.
      let at = max(stamped ?? now, state?.lastReview ?? Int64.min)
      state = relearning.scheduler.review(state, rating: rating, at: at)
      last = (rating, at)
    }
    guard let last, let state else { return nil }
    return ReviewOutlook.line(last.rating, comesBackAfter: state.due - last.at)
  }

  /// A finished review session: each question's event under its own game's id; the save
  /// dropped.
  func finishedReview(_ review: ReviewSession, session: Session, result: SessionResult) {
    guard let store, let profile else { return }
    let now = dateClock.now()
    actionTimes.stamp(session.game.id, count: session.actions.count, now: now)
    let times = actionTimes
    // A question that came back has an event for each time it was answered, in that order.
    let events = Self.reviews(
      of: result, at: { times.checked($0, of: session.game.id, fallback: now) },
      key: { review.key(at: $0.position, in: session) }, eachCheck: true)
    do {
      // A due session's answers count against the daily limits; a mistakes session's do not.
      try store.recordReviewSession(
        events, profileID: profile.id, saveGameID: session.game.id, saveOwner: owner,
        queued: ReviewSession.Kind(gameID: session.game.id) == .due)
    } catch {
      report(tr("could not record the review: {error}", ["error": error]))
    }
  }

  /// The pictures of a review session: `<game id>/<file>` read from that game's folder and
  /// nowhere else.
  func pictures(of review: ReviewSession) -> PictureCache {
    let folders = review.folders
    return PictureCache { (name: String) throws(PictureError) -> RGBAImage in
      guard let slash = name.firstIndex(of: "/"), let folder = folders[String(name[..<slash])]
      else {
        throw .unreadable(path: name, reason: Phrase(trLater("not a picture of a reviewed game")))
      }
      return try PNGDecoder.load(
        String(name[name.index(after: slash)...]), in: Self.gameFolder(folder))
    }
  }

  // MARK: Stats and profiles

  func stats(gameID: String?) -> StatsReport? {
    guard let store, let profile else { return nil }
    do {
      var games = ProgressGames(engine: engine)
      let report = try StatsReport.make(
        store: store, profile: profile, gameID: gameID.map { gameIDs[$0] ?? $0 }, games: &games,
        now: dateClock.now())
      // Shown without their titles, types or texts: say why, as `trivium stats` does.
      for (game, problem) in games.unreadable {
        self.report(
          tr("game '{game}' could not be read: {problem}", ["game": game, "problem": problem]))
      }
      return report
    } catch {
      report(tr("could not read the statistics: {error}", ["error": error]))
      return nil
    }
  }

  func profiles() -> ProfileChoice? {
    guard let store, let profile else { return nil }
    let names = ((try? store.profiles()) ?? []).map(\.name)
    // Settings that do not read (a hand-edited file) show as the defaults, with the reason
    // said when the review uses them.
    let settings = (try? ReviewSettings(profileSettings: profile.settings)) ?? .default
    return ProfileChoice(
      names: names, current: profile.name,
      language: profile.settings[InterfaceLanguage.profileSetting]?.stringValue,
      review: (Self.shown(settings), settings.editText))
  }

  /// Review settings in one line of the interface language.
  static func shown(_ settings: ReviewSettings) -> String {
    let steps = ReviewSettings.stepsText(settings.relearningSteps)
    return tr(
      "{new} new and {reviews} reviews a day · relearning steps {steps} · retention {retention}",
      [
        "new": settings.newPerDay, "reviews": settings.reviewsPerDay,
        "steps": steps.isEmpty ? tr("none") : steps, "retention": "\(settings.desiredRetention)",
      ])
  }

  func chooseReviewSettings(_ text: String) -> String? {
    guard let store, var profile else {
      return tr("The review settings cannot be saved: progress is not kept.")
    }
    do {
      let current = try ReviewSettings(profileSettings: profile.settings)
      try current.editing(text).store(in: &profile.settings)
      try store.updateProfile(profile)
      self.profile = profile
      return nil
    } catch {
      return translated(error)
    }
  }

  func chooseLanguage(_ language: String?) throws -> Catalog? {
    guard let store, var profile else { return nil }
    profile.settings[InterfaceLanguage.profileSetting] = language.map { .string($0) }
    try store.updateProfile(profile)
    self.profile = profile
    let catalog = InterfaceLanguage.catalog(
      option: nil, profile: language, home: engine.roots.root.path, environment: environment
    ).catalog
    // New sessions of a game that offers it are played in it from now on.
    interfaceLanguage = language ?? catalog.language
    return catalog
  }

  func chooseProfile(named name: String) throws -> String {
    guard let store else { return tr("No profiles: progress is not saved (--no-save).") }
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: Untrusted.isControl) else {
      return tr("A profile's name needs a character that is not a space or a control.")
    }
    let created: Bool
    if let found = try store.profile(named: trimmed) {
      profile = found
      created = false
    } else {
      profile = try store.createProfile(named: trimmed, createdAt: dateClock.now())
      created = true
    }
    // Said in the language of the profile now playing, which the launcher speaks from now on.
    return Localizer.$current.withValue(profileCatalog() ?? Localizer.current) {
      created
        ? tr("Created profile {name}.", ["name": Untrusted.line(trimmed)])
        : tr("Playing as {name}.", ["name": Untrusted.line(trimmed)])
    }
  }

  func profileCatalog() -> Catalog? {
    // `--lang` chose the language of the whole run.
    guard InterfaceLanguage.given == nil, store != nil, let profile else { return nil }
    let chosen = profile.settings[InterfaceLanguage.profileSetting]?.stringValue
    let catalog = InterfaceLanguage.catalog(
      option: nil, profile: chosen, home: engine.roots.root.path, environment: environment
    ).catalog
    // New sessions of a game that offers it are played in it from now on.
    interfaceLanguage = chosen ?? catalog.language
    return catalog
  }
}
