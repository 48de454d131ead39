import Localization

extension TerminalApp {
  /// Starts a mock exam of the game of the card at `index` (`m`, on its card or in its
  /// details): the host says under which id (a save of its own, offered to resume when one
  /// waits), or the game itself when its rules are a mock exam's already.
  func pressMockExam(_ index: Int, now: Double) {
    guard cards.indices.contains(index) else { return }
    let card = cards[index]
    guard card.kind == .game, case .playable = card.state else {
      message = tr("Only a game that can be played has a mock exam.")
      return
    }
    let id: String?
    do {
      id = try host.mockExamID(of: card.id)
    } catch {
      message = translated(error)
      return
    }
    guard let id else {
      message = tr("This game offers no mock exam here.")
      return
    }
    // Its own rules keep every verdict to the end: the game is its own mock exam.
    guard id != card.id else { return pressCard(index, now: now) }
    if host.savedSummary(gameID: id) != nil {
      offerResume(
        gameID: id, title: mockExamTitle(card.title), now: now)
    } else {
      start(gameID: id, resume: false, now: now)
    }
  }
}

/// What a mock exam of the game called `title` is called: in its header, on its result and in
/// the offer to resume it.
public func mockExamTitle(_ title: String) -> String {
  tr("Mock exam: {title}", ["title": title])
}
