import Localization
import Terminal

extension TerminalApp {
  /// Opens the details of the card at `index` (`i`, or a right click on it); a review or
  /// Stats card is no game and has none.
  func openDetails(_ index: Int, now: Double) {
    guard cards.indices.contains(index) else { return }
    guard cards[index].kind == .game else {
      message = tr("This card is no game: Enter opens it.")
      return
    }
    go(to: .details(DetailsState(card: cards[index])), now: now)
  }

  /// A key or a click in a game's details: scroll, play, or back to the launcher.
  func detailsInput(_ event: InputEvent, state: inout DetailsState, now: Double) {
    let size = lastBuffer?.size ?? Size(width: 80, height: 24)
    let limit = GameDetailsScreen.scrollLimit(state.card, size: size)
    let page = GameDetailsScreen.listRect(size).height - 1
    func scroll(by rows: Int) { state.scroll = min(limit, max(0, state.scroll + rows)) }
    var pressed: DetailsButton?
    switch event {
    case .key(let key, let modifiers):
      switch DetailsKeys.Binding.action(in: DetailsKeys.table, for: key, modifiers) {
      case .scrollDown?: scroll(by: 1)
      case .scrollUp?: scroll(by: -1)
      case .pageDown?: scroll(by: page)
      case .pageUp?: scroll(by: -page)
      case .play?: pressed = .play
      case .back?: pressed = .back
      case .help?: (helpOpen, helpScroll) = (true, 0)
      case .mockExam?:
        screen = .launcher
        if let index = cards.firstIndex(where: { $0.id == state.card.id }) {
          cardFocus = index
          pressMockExam(index, now: now)
        }
        return
      case nil: break
      }
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
      let frame = GameDetailsScreen.render(
        state.card, scroll: state.scroll, context: context(now), size: size)
      if case .details(let button)? = frame.target(at: mouse.position) { pressed = button }
    case .mouse(let mouse) where mouse.button == .wheelDown: scroll(by: 3)
    case .mouse(let mouse) where mouse.button == .wheelUp: scroll(by: -3)
    default: break
    }
    screen = .details(state)
    switch pressed {
    case .play?:
      // As Enter on its card: a saved game offers to resume, a disabled mod is enabled.
      screen = .launcher
      if let index = cards.firstIndex(where: { $0.id == state.card.id }) {
        cardFocus = index
        pressCard(index, now: now)
      }
    case .back?: go(to: .launcher, now: now)
    case nil: break
    }
  }
}
