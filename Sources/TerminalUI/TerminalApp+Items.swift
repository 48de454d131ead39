import ItemAnalysis
import Localization
import Terminal

/// The item analysis of a game, opened from its Stats screen (`a`).
extension TerminalApp {
  /// The item analysis of the game whose statistics are shown; the analysis is computed once
  /// the screen says so.
  func openItems(stats: StatsState, now: Double) {
    guard let gameID = stats.report.gameID, let title = stats.game else { return }
    guard host is ItemAnalysisHost else {
      message = tr("No item analysis: progress is not saved.")
      return
    }
    go(to: .items(ItemAnalysisScreen.State(gameID: gameID, title: title)), now: now)
    computeItems()
  }

  /// Computes the analysis of the screen shown, from its source, as work the screen announces.
  private func computeItems() {
    guard case .items(var state) = screen, let analyst = host as? ItemAnalysisHost else { return }
    (state.table, state.problem, state.scroll) = (nil, nil, 0)
    screen = .items(state)
    startWork { [weak self] stop in
      guard let self, case .items(var state) = self.screen else { return }
      do {
        state.table = try analyst.itemAnalysis(
          gameID: state.gameID, source: state.source, until: stop)
        if state.table == nil {
          state.problem = tr(
            "The item analysis was stopped: s computes it again (from the next source), q goes "
              + "back.")
        }
      } catch {
        state.problem = translated(error)
      }
      self.screen = .items(state)
    }
  }

  func itemsInput(_ event: InputEvent, state: inout ItemAnalysisScreen.State, now: Double) {
    let size = lastBuffer?.size ?? Size(width: 80, height: 24)
    let limit = ItemAnalysisScreen.scrollLimit(state, size: size)
    let page = ItemAnalysisScreen.listRect(size).height - 1
    func scroll(by rows: Int) { state.scroll = min(limit, max(0, state.scroll + rows)) }
    switch event {
    case .key(let key, let modifiers):
      switch ItemKeys.Binding.action(in: ItemKeys.table, for: key, modifiers) {
      case .scrollDown?: scroll(by: 1)
      case .scrollUp?: scroll(by: -1)
      case .pageDown?: scroll(by: page)
      case .pageUp?: scroll(by: -page)
      case .source?:
        let all = ItemSource.allCases
        state.source = all[((all.firstIndex(of: state.source) ?? 0) + 1) % all.count]
        screen = .items(state)
        computeItems()
        return
      case .back?:
        // Back to the game's statistics, read again as when they were opened.
        if let report = (host as? ProgressHost)?.stats(gameID: state.gameID) {
          go(to: .stats(StatsState(report: report, game: state.title)), now: now)
        } else {
          go(to: .launcher, now: now)
        }
        return
      case .help?: (helpOpen, helpScroll) = (true, 0)
      case nil: break
      }
    case .mouse(let mouse) where mouse.button == .wheelDown: scroll(by: 3)
    case .mouse(let mouse) where mouse.button == .wheelUp: scroll(by: -3)
    default: break
    }
    screen = .items(state)
  }
}
