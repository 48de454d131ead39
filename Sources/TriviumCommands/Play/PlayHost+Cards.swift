import Content
import Foundation
import Localization
import QuizCore
import Review
import TerminalUI
import TriviumEngine

/// The launcher's game cards: the games named by path, the library's, and their icons.
extension PlayHost {
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

  /// The folder of a game named by path: the folder itself, or the folder holding a quiz file
  /// of another format; nil for a library id.
  static func folder(of name: String) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: name, isDirectory: &isFolder) else { return nil }
    return isFolder.boolValue ? name : URL(fileURLWithPath: name).deletingLastPathComponent().path
  }

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
}
