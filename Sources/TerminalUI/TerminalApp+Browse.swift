import Localization
import Review
import Terminal

/// The launcher's question browser: opened with `b`, searched as typed.
extension TerminalApp {
  /// The browser, with every question (an empty search).
  func openBrowse(now: Double) {
    guard let rows = (host as? BrowseHost)?.browse(search: "") else {
      message = tr("No question browser: progress is not saved.")
      return
    }
    go(to: .browse(BrowseScreen.State(rows: rows)), now: now)
  }

  func browseInput(_ event: InputEvent, state: inout BrowseScreen.State, now: Double) {
    guard let browser = host as? BrowseHost else { return }
    func search() {
      state.rows = browser.browse(search: state.search.text) ?? []
      state.focus = 0
      state.history = nil
    }
    if state.typing {
      switch event {
      case .key(.enter, _): state.typing = false
      case .key(.escape, _):
        state.typing = false
        state.search = LineEditor()
        search()
      default:
        let before = state.search.text
        _ = state.search.edit(event)
        if state.search.text != before { search() }
      }
      screen = .browse(state)
      return
    }
    let size = lastBuffer?.size ?? Size(width: 80, height: 24)
    let page = BrowseScreen.listRect(size, history: state.history != nil).height
    func move(by rows: Int) {
      state.focus = min(max(0, state.rows.count - 1), max(0, state.focus + rows))
      if state.history != nil { showHistory() }
    }
    func showHistory() {
      guard state.rows.indices.contains(state.focus) else { return }
      state.history = browser.browseHistory(key: state.rows[state.focus].key)
    }
    func act(_ command: BrowseCommandKind) {
      guard state.rows.indices.contains(state.focus) else { return }
      let key = state.rows[state.focus].key
      state.message = browser.browseCommand(command, key: key)
      let focus = state.focus
      state.rows = browser.browse(search: state.search.text) ?? []
      state.focus = min(focus, max(0, state.rows.count - 1))
      if state.history != nil { showHistory() }
    }
    switch event {
    case .key(let key, let modifiers):
      state.message = nil
      switch BrowseKeys.Binding.action(in: BrowseKeys.table, for: key, modifiers) {
      case .up?: move(by: -1)
      case .down?: move(by: 1)
      case .pageDown?: move(by: page)
      case .pageUp?: move(by: -page)
      case .search?: state.typing = true
      case .history?:
        if state.history == nil { showHistory() } else { state.history = nil }
      case .suspend?: act(.toggleSuspend)
      case .bury?: act(.bury)
      case .reset?: act(.reset)
      case .back?:
        // The Review and Mistakes cards count what the browser suspended, buried or reset.
        cards = host.cards()
        go(to: .launcher, now: now)
        return
      case .help?: (helpOpen, helpScroll) = (true, 0)
      case nil: break
      }
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
      let frame = BrowseScreen.render(state, context: context(now), size: size)
      if case .card(let index)? = frame.target(at: mouse.position) {
        state.focus = index
        if state.history != nil { showHistory() }
      }
    case .mouse(let mouse) where mouse.button == .wheelDown: move(by: 3)
    case .mouse(let mouse) where mouse.button == .wheelUp: move(by: -3)
    default: break
    }
    screen = .browse(state)
  }
}
