import Localization
import QuizCore
import Review
import Store
import TerminalUI

/// The launcher's question browser, on the same store calls as `trivium browse`.
extension PlayHost: BrowseHost {
  func browse(search: String) -> [BrowseRow]? {
    guard let store, let profile else { return nil }
    // An empty search (the browser opened, or its search cleared) reads the games again.
    if search.isEmpty || browseGames == nil { browseGames = ProgressGames(engine: engine) }
    guard var games = browseGames else { return nil }
    defer { browseGames = games }
    let now = dateClock.now()
    do {
      let cards = try store.browsedCards(profileID: profile.id)
      var filter = BrowseFilter()
      filter.search = search
      return try QuestionBrowser.list(cards: cards, games: &games, at: now).questions
        .filter(filter.keeps).map { question in
          BrowseRow(
            key: question.key, text: question.text ?? tr("(its game could not be read)"),
            state: QuestionBrowser.stateName(question.state),
            due: question.card.map { QuestionBrowser.dateText($0.card.memory.due) } ?? "—",
            lapses: question.card?.card.lapses ?? 0)
        }
    } catch {
      report(tr("could not read the review state: {error}", ["error": error]))
      return []
    }
  }

  func browseCommand(_ command: BrowseCommandKind, key: QuestionKey) -> String {
    guard let store, let profile else { return tr("Progress is not saved.") }
    let now = dateClock.now()
    do {
      let action: QuestionBrowser.Action
      switch command {
      case .toggleSuspend:
        let card = try store.browsedCards(profileID: profile.id).first {
          $0.card.gameID == key.gameID && $0.card.questionID == key.questionID
        }
        action = card?.suspended == true ? .unsuspend : .suspend
      case .bury: action = .bury
      case .reset: action = .reset
      }
      let count = try QuestionBrowser.apply(
        action, to: [key], store: store, profileID: profile.id, at: now)
      return QuestionBrowser.said(action, count: count, of: 1)
    } catch {
      return tr("could not change the question: {error}", ["error": error])
    }
  }

  func browseHistory(key: QuestionKey) -> [String] {
    guard let store, let profile else { return [] }
    do {
      return BrowseOutput.historyLines(try store.questionHistory(profileID: profile.id, key: key))
    } catch {
      return [tr("could not read the review state: {error}", ["error": error])]
    }
  }
}
