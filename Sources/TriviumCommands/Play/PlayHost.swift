import Confined
import Content
import Foundation
import Localization
import Pictures
import QuizCore
import Review
import Store
import TerminalUI
import TriviumEngine

/// The terminal front's view of Trivium: games from the engine, progress in the store.
///
/// Each accepted action is appended to the store as it happens. Saving never stops the game: a
/// failed save is reported (on screen by the controller, and once per problem in `problems`)
/// and play goes on, since the player's answers stay in memory until the next save succeeds.
///
/// While a game is open its profile's game is locked (`Store.lockSession`); a second terminal
/// gets `GameInUse` and chooses to take over or to play without saving. Taking over makes the
/// new terminal the save's owner: the first one's next save fails with `.savedElsewhere`, and
/// from then on it saves nothing.
final class PlayHost: GameHost, ProgressHost {
  private(set) var engine: Engine
  let store: Store?
  /// The player whose progress is kept; the launcher may switch to another.
  var profile: Profile?
  /// Where today's date comes from, for spaced review (never the session's virtual clock).
  let dateClock: any DateClock
  /// The review sessions open, by session game id (a retry of one included).
  var reviewSessions: [String: ReviewSession] = [:]
  /// The questions of each open retry of a game (*Retry N missed*), by game id: saved with
  /// it, so that a resume plays the same questions again (issue 32).
  var retries: [String: [QuestionKey]] = [:]
  /// The games the question browser read, each loaded once while it is open.
  var browseGames: ProgressGames?
  private let makeEngine: () throws -> Engine
  /// Problems to show the player (save failures, reload errors).
  var problems: [String] = []
  /// Where each game's folder is, for its pictures.
  var folders: [String: String] = [:]
  /// The folder and file name of each icon a card shows, by the path the card names it with.
  private var iconFiles: [String: (folder: String, name: String)] = [:]
  /// Games named by path on the command line, listed before the library's.
  let extraPaths: [String]
  /// The session game id of each card id (a path card's game has its own id).
  var gameIDs: [String: String] = [:]
  /// When each action of the open games was taken, for dating their reviews.
  var actionTimes = ActionTimes()
  /// How many actions of each open game are stored; none yet: the first save writes it whole.
  var savedCounts: [String: Int] = [:]
  /// Why an open game is not saved (played without saving, or taken over by another terminal).
  var notSaving: [String: String] = [:]
  /// The lock of each open game this terminal saves.
  private var locks: [String: SessionLock] = [:]
  /// This terminal's mark on the saves it owns.
  let owner = UUID().uuidString
  /// The games whose questions are generated per seed: their ids name different questions in
  /// each session, so they get no review events.
  private var generatedGames: Set<String> = []
  /// The games whose questions lack distinct ids: a retry lists its questions by place.
  var sharedIDGames: Set<String> = []
  /// Whether some progress or result could not be stored (the exit status says it).
  private(set) var saveFailed = false

  /// The interface language the front shows (set by the terminal front): a new session of a
  /// game that offers it is played in it, else in the game's default. A resumed session keeps
  /// the language it was saved with.
  var interfaceLanguage: String?
  /// The environment a profile's language falls back on (play's, from `Services`; none in a
  /// test that does not set it).
  var environment: [String: String] = [:]

  init(
    makeEngine: @escaping () throws -> Engine, store: Store?, profile: Profile?,
    extraPaths: [String] = [], dateClock: any DateClock
  ) throws {
    self.dateClock = dateClock
    self.makeEngine = makeEngine
    self.extraPaths = extraPaths
    engine = try makeEngine()
    self.store = store
    self.profile = profile
  }

  /// The cards of the games: those named by path loaded whole (they are few, and may be quiz
  /// files of other formats), the library's from their manifests alone, so that the launcher
  /// shows at once; a game's questions are loaded and checked when it is opened.
  func cards() -> [GameCard] {
    let loader = engine.gameLoader()
    let library = (try? engine.library.gameIDs()) ?? []
    let played = lastPlayed()
    let due = dueCounts()
    // Grouped: the built-in categories in their order, then the others by name; by id within.
    let games = library.map { card(libraryGame: $0, loader: loader, played: played, due: due) }
      .enumerated().sorted { first, second in
        let (a, b) = (first.element.group, second.element.group)
        let order = (LauncherFilter.groupOrder(a), LauncherFilter.groupOrder(b))
        if order.0 != order.1 { return order.0 < order.1 }
        if a != b { return (a ?? "\u{10FFFF}") < (b ?? "\u{10FFFF}") }
        return first.offset < second.offset
      }.map(\.element)
    let review = reviewCards().map { card in
      var card = card
      card.group = "review"
      return card
    }
    return extraPaths.map(card(gameID:)) + games + modCards() + review
  }

  /// When the profile last played each game (finished it, or saved it unfinished), said as
  /// the launcher shows it, by session game id.
  private func lastPlayed() -> [String: String] {
    guard let store, let profile else { return [:] }
    var times = (try? store.lastFinished(profileID: profile.id)) ?? [:]
    for saved in (try? store.savedSessions(profileID: profile.id)) ?? [] {
      let id = MockExam.gameID(ofSession: saved.gameID) ?? saved.gameID
      times[id] = max(times[id] ?? 0, saved.updatedAt)
    }
    let today = ReviewDay(containing: dateClock.now())
    return times.mapValues { time in
      // Review days (ending at 04:00), rounded: a day of a clock change is 23 or 25 hours.
      let days = max(0, Int((today.start - ReviewDay(containing: time).start + 43_200) / 86_400))
      return days == 0
        ? tr("played today") : trn("played {n} day ago", "played {n} days ago", count: days)
    }
  }

  /// How many questions of each game are due for review today, by session game id.
  private func dueCounts() -> [String: Int] {
    guard let store, let profile else { return [:] }
    let today = ReviewDay(containing: dateClock.now())
    return (try? store.dueCounts(profileID: profile.id, before: today.end)) ?? [:]
  }

  /// The card of library game `id`, from its summary (`GameLoader.summary`).
  private func card(
    libraryGame id: String, loader: GameLoader, played: [String: String], due: [String: Int]
  ) -> GameCard {
    let origin = modID(of: id)
    do {
      let summary = try engine.library.summary(id, loader: loader, language: interfaceLanguage)
      let manifest = summary.manifest
      let folder = engine.library.folder(of: id).path
      folders[id] = folder
      folders[manifest.id] = folder
      gameIDs[id] = manifest.id
      var card = GameCard(
        id: id, title: manifest.title, summary: manifest.description ?? "",
        icon: icon(manifest.icon, folder: folder), questionCount: summary.questionCount,
        origin: origin, state: .playable(resumable: saved(manifest.id) != nil))
      card.titles = manifest.titleVariants?.values.compactMap(\.stringValue) ?? []
      card.languages = manifest.languages
      card.group = manifest.category ?? origin
      card.lastPlayed = played[manifest.id]
      card.due = due[manifest.id]
      card.attribution = manifest.attribution
      card.perSession = manifest.draw
      let sources = folder + "/SOURCES.md"
      if FileManager.default.fileExists(atPath: sources) { card.sourcesFile = sources }
      return card
    } catch {
      var card = GameCard(
        id: id, title: id, summary: "", icon: nil, questionCount: nil, origin: origin,
        state: .broken(translated(error)))
      card.group = origin
      return card
    }
  }

  /// A card's icon: a name with an extension is a file of the game's folder (as the loader
  /// reads the manifest), else text.
  private func icon(_ name: String?, folder: String) -> GameCard.Icon? {
    name.map { name in
      guard name.contains(".") else { return GameCard.Icon.text(name) }
      iconFiles[folder + "/" + name] = (folder, name)
      return .picture(folder + "/" + name)
    }
  }

  /// A card for each mod that gives no playable game: disabled ones (to enable them) and
  /// skipped ones (with the reason).
  private func modCards() -> [GameCard] {
    engine.mods.mods.compactMap { mod in
      let title = mod.manifest?.name ?? mod.id
      switch mod.state {
      case .loaded: return nil
      case .disabled:
        return GameCard(
          id: PlayHost.modPrefix + mod.id, title: title, summary: "", icon: nil,
          questionCount: nil, origin: mod.id, state: .disabled)
      case .skipped(let reason):
        return GameCard(
          id: PlayHost.modPrefix + mod.id, title: title, summary: "", icon: nil,
          questionCount: nil, origin: mod.id, state: .broken(reason.translated))
      }
    }
  }

  /// The folder of a game named by path: the folder itself, or the folder holding a quiz file
  /// of another format; nil for a library id.
  static func folder(of name: String) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: name, isDirectory: &isFolder) else { return nil }
    return isFolder.boolValue ? name : URL(fileURLWithPath: name).deletingLastPathComponent().path
  }

  /// Card ids of mods (not games) start with this.
  static let modPrefix = "mod:"

  /// The card of a game named by path, loaded whole.
  private func card(gameID id: String) -> GameCard {
    do {
      let loaded = try engine.game(id, language: interfaceLanguage)
      let folder = Self.folder(of: id) ?? engine.library.folder(of: id).path
      folders[id] = folder
      folders[loaded.game.id] = folder
      gameIDs[id] = loaded.game.id
      let icon = icon(loaded.manifest.icon, folder: folder)
      var summary = loaded.manifest.description ?? ""
      if !loaded.leftOut.isEmpty {
        let count = loaded.leftOut.count
        let note = trn(
          "({n} problem: questions left out as invalid)",
          "({n} problems: questions left out as invalid)", count: count)
        summary = summary.isEmpty ? note : Spacing.join(summary, note)
      }
      var card = GameCard(
        id: id, title: loaded.game.title, summary: summary,
        icon: icon, questionCount: loaded.poolCount ?? loaded.game.questions.count,
        origin: modID(of: id),
        state: .playable(resumable: saved(loaded.game.id) != nil))
      card.languages = loaded.manifest.languages
      card.attribution = loaded.manifest.attribution
      card.perSession = loaded.manifest.draw
      return card
    } catch {
      return GameCard(
        id: id, title: id, summary: "", icon: nil, questionCount: nil, origin: modID(of: id),
        state: .broken(translated(error)))
    }
  }

  private func modID(of gameID: String) -> String? {
    guard !gameID.contains("/"), case .mod(let id) = engine.library.origin(of: gameID) else {
      return nil
    }
    return id
  }

  /// The card (what `engine.game` opens) that plays the game with this session id (a mock
  /// exam's: the card of its game).
  func cardID(ofGame gameID: String) -> String {
    let id = MockExam.gameID(ofSession: gameID) ?? gameID
    return gameIDs.first { $0.value == id }?.key ?? id
  }

  /// The session id of the game card `id` opens: a mock exam's (`MockExam.sessionID` of a
  /// card) is the mock exam of the card's game.
  func sessionID(ofCard id: String) -> String {
    if let card = MockExam.gameID(ofSession: id) {
      return MockExam.sessionID(of: gameIDs[card] ?? card)
    }
    return gameIDs[id] ?? id
  }

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

  /// Takes the lock of the game with session id `id` as `claim` says, or throws `GameInUse`.
  func take(_ id: String, gameID: String, claim: GameClaim) throws {
    forget(id)
    guard let store, let profile else { return }
    switch claim {
    case .withoutSaving:
      notSaving[id] = tr("played without saving: another terminal has it")
    case .exclusive, .takeOver:
      let lock: SessionLock?
      do {
        lock = try store.lockSession(profileID: profile.id, gameID: id)
      } catch {
        // Play on unlocked (a full or read-only disk): the owner token still keeps saves apart.
        problems.append(translated(error))
        return
      }
      if let lock {
        locks[id] = lock
      } else if claim == .exclusive {
        throw GameInUse(gameID: gameID)
      }
    }
  }

  /// Drops what this terminal holds for an open game.
  private func forget(_ id: String) {
    locks[id] = nil
    savedCounts[id] = nil
    notSaving[id] = nil
    actionTimes.forget(id)
    retries[id] = nil
  }

  /// The pictures of a game, read from its folder and nowhere else.
  func pictures(for gameID: String) -> PictureCache {
    if let review = reviewSessions[gameID] { return pictures(of: review) }
    let gameID = MockExam.gameID(ofSession: gameID) ?? gameID
    let folder = Self.gameFolder(folders[gameID] ?? engine.library.folder(of: gameID).path)
    return PictureCache { (name: String) throws(PictureError) -> RGBAImage in
      try PNGDecoder.load(name, in: folder)
    }
  }

  /// The icon a card names by `path`, read from its game's folder and nowhere else.
  func icon(_ path: String) throws(PictureError) -> RGBAImage {
    guard let (folder, name) = iconFiles[path] else {
      throw .unreadable(path: path, reason: Phrase(trLater("not the icon of a game")))
    }
    return try PNGDecoder.load(name, in: Self.gameFolder(folder))
  }

  static func gameFolder(_ path: String) -> ConfinedFolder {
    ConfinedFolder(root: path, displayName: path, scope: Phrase(trLater("the game folder")))
  }

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

  /// Notes a problem for the player, once.
  func report(_ problem: String) {
    saveFailed = true
    if !problems.contains(problem) { problems.append(problem) }
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

  func toggleMod(gameID: String) throws -> String {
    let modID: String
    if gameID.hasPrefix(PlayHost.modPrefix) {
      modID = String(gameID.dropFirst(PlayHost.modPrefix.count))
    } else if let id = self.modID(of: gameID) {
      modID = id
    } else {
      return tr("{game} is not from a mod: it is always there", ["game": gameID])
    }
    guard let folder = engine.mods.folder, let mod = engine.mods.mod(modID) else {
      return tr("no mod '{id}'", ["id": modID])
    }
    let enable = mod.state == .disabled
    if case .skipped(let reason) = mod.state {
      return tr("mod {id} cannot load: {reason}", ["id": modID, "reason": reason])
    }
    try ModSet.setEnabled(enable, mod: modID, folder: folder)
    engine = try engine.reloaded()
    let name = mod.manifest?.name ?? modID
    return enable
      ? tr("Enabled {name}.", ["name": name])
      : tr("Disabled {name}; press e on its card to enable it again.", ["name": name])
  }

  func reload(keeping session: Session?) throws -> OpenedGame? {
    let previous = session.map {
      engine.pluginIdentities(game: $0.game, rules: $0.game.rules, bot: nil).mapValue ?? [:]
    }
    engine = try makeEngine()
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
