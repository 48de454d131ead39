import Localization
import QuizCore
import Terminal

/// The Stats screen and the profile choice, reached from the launcher.
extension TerminalApp {
  /// The Stats screen of `card`'s game, or of every game for any other card.
  func openStats(card: GameCard?, now: Double) {
    let game = card.flatMap { $0.kind == .game ? $0 : nil }
    guard let report = (host as? ProgressHost)?.stats(gameID: game?.id) else {
      message = tr("No statistics: progress is not saved.")
      return
    }
    go(to: .stats(StatsState(report: report, game: game?.title)), now: now)
  }

  /// The profile choice, at the current profile.
  func openProfiles(now: Double) {
    guard let choice = (host as? ProgressHost)?.profiles() else {
      message = tr("No profiles: progress is not saved.")
      return
    }
    go(to: .profiles(ProfileScreen.State(choice: choice)), now: now)
  }

  private var screenSize: Size { lastBuffer?.size ?? Size(width: 80, height: 24) }

  func statsInput(_ event: InputEvent, state: inout StatsState, now: Double) {
    let limit = StatsScreen.scrollLimit(state.report, size: screenSize, theme: theme)
    let page = StatsScreen.listRect(screenSize).height - 1
    func scroll(by rows: Int) { state.scroll = min(limit, max(0, state.scroll + rows)) }
    switch event {
    case .key(let key, let modifiers):
      let keys = StatsKeys.active(oneGame: state.report.gameID != nil)
      switch StatsKeys.Binding.action(in: keys, for: key, modifiers) {
      case .scrollDown?: scroll(by: 1)
      case .scrollUp?: scroll(by: -1)
      case .pageDown?: scroll(by: page)
      case .pageUp?: scroll(by: -page)
      case .items?:
        openItems(stats: state, now: now)
        return
      case .back?:
        go(to: .launcher, now: now)
        return
      case .help?: (helpOpen, helpScroll) = (true, 0)
      case nil: break
      }
    case .mouse(let mouse) where mouse.button == .wheelDown: scroll(by: 3)
    case .mouse(let mouse) where mouse.button == .wheelUp: scroll(by: -3)
    default: break
    }
    screen = .stats(state)
  }

  func profileInput(_ event: InputEvent, state: inout ProfileScreen.State, now: Double) {
    let last = state.choice.names.count
    if var editor = state.settingsEditor {
      switch event {
      case .key(.enter, _):
        guard let progress = host as? ProgressHost else { break }
        // Refused: the line stays open with the reason under the list.
        state.problem = progress.chooseReviewSettings(editor.text)
        if state.problem == nil {
          state.settingsEditor = nil
          if let choice = progress.profiles() { state.choice = choice }
        }
      case .key(.escape, _): (state.settingsEditor, state.problem) = (nil, nil)
      default:
        _ = editor.edit(event)
        state.settingsEditor = editor
      }
      screen = .profiles(state)
      return
    }
    if var editor = state.editor {
      switch event {
      case .key(.enter, _):
        choose(profile: editor.text, now: now)
        return
      case .key(.escape, _): state.editor = nil
      default:
        _ = editor.edit(event)
        state.editor = editor
      }
      screen = .profiles(state)
      return
    }
    var pressed: Int?
    switch event {
    case .key(let key, let modifiers):
      switch ProfileKeys.Binding.action(in: ProfileKeys.table, for: key, modifiers) {
      case .up?: state.focus = max(0, state.focus - 1)
      case .down?: state.focus = min(last, state.focus + 1)
      case .choose?: pressed = state.focus
      case .create?: pressed = last
      case .language?:
        chooseLanguage(after: state.choice.language)
        if let choice = (host as? ProgressHost)?.profiles() { state.choice = choice }
      case .review?:
        if let review = state.choice.review { state.settingsEditor = LineEditor(review.editText) }
      case .weights?:
        state.problem = openWeights(now: now)
        if state.problem == nil { return }
      case .back?:
        go(to: .launcher, now: now)
        return
      case .help?: (helpOpen, helpScroll) = (true, 0)
      case nil: break
      }
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
      let frame = ProfileScreen.render(state, context: context(now), size: screenSize)
      if case .card(let row)? = frame.target(at: mouse.position) {
        if row == state.focus { pressed = row } else { state.focus = row }
      }
    default: break
    }
    if let pressed {
      guard pressed < last else {
        state.focus = last
        state.editor = LineEditor()
        screen = .profiles(state)
        return
      }
      choose(profile: state.choice.names[pressed], now: now)
      return
    }
    screen = .profiles(state)
  }

  /// Plays as `name` from now on (created when new), back in the launcher with its cards.
  private func choose(profile name: String, now: Double) {
    guard let progress = host as? ProgressHost else { return }
    do {
      message = try progress.chooseProfile(named: name)
      // The new profile's language at once, not at the next start.
      if let chosen = progress.profileCatalog() { catalog = chosen }
    } catch {
      message = translated(error)
    }
    profileName = progress.profiles()?.current
    cards = host.cards()
    cardFocus = min(cardFocus, max(0, cards.count - 1))
    go(to: .launcher, now: now)
  }

  /// The next interface language in the profile's cycle: automatic, then each language.
  private func chooseLanguage(after current: String?) {
    guard let progress = host as? ProgressHost else { return }
    let cycle: [String?] = [nil] + Language.interface.map { $0 }
    let index = cycle.firstIndex { $0 == current } ?? 0
    do {
      let next = cycle[(index + 1) % cycle.count]
      guard let chosen = try progress.chooseLanguage(next) else {
        message = tr("The language cannot be saved: progress is not kept.")
        return
      }
      catalog = chosen
    } catch {
      message = translated(error)
    }
  }
}
