import Localization
import QuizCore
import Terminal

extension TerminalApp {
  /// Handles one input event at `now`.
  public func handle(_ event: InputEvent, now: Double) {
    if mustSwitchLanguage, let catalog {
      return Localizer.$current.withValue(catalog) { handle(event, now: now) }
    }
    advance(to: now)
    if case .key(.character("c"), let modifiers) = event, modifiers.contains(.control) {
      // Ctrl-C anywhere: save what is in play and stop (the terminal is restored by the loop).
      saveProgress()
      isDone = true
      return
    }
    if helpOpen {
      // The arrows scroll the help; any other key or a click closes it, and does nothing else.
      switch event {
      case .key(let key, _):
        if let help = helpRows, let size = lastBuffer?.size,
          let scroll = HelpOverlay.scroll(helpScroll, after: key, rows: help.rows, size: size)
        {
          helpScroll = scroll
        } else {
          helpOpen = false
        }
      case .paste: helpOpen = false
      case .mouse(let mouse) where mouse.kind == .press: helpOpen = false
      default: break
      }
      return
    }
    switch screen {
    case .splash: go(to: .launcher, now: now)
    case .launcher: launcher(event, now: now)
    case .game(let controller, _):
      if case .key(.character("r"), let modifiers) = event, modifiers.contains(.control) {
        hotReload(controller, now: now)
        return
      }
      settle(controller, outcome: controller.handle(event, now: now), now: now)
    case .result(var state):
      resultInput(event, state: &state, now: now)
    case .stats(var state): statsInput(event, state: &state, now: now)
    case .profiles(var state): profileInput(event, state: &state, now: now)
    case .details(var state): detailsInput(event, state: &state, now: now)
    case .browse(var state): browseInput(event, state: &state, now: now)
    case .items(var state): itemsInput(event, state: &state, now: now)
    case .weights(var state): weightsInput(event, state: &state, now: now)
    }
  }

  /// Acts on what a game controller says after an event or a timer.
  func settle(_ controller: GameController, outcome: GameController.Outcome, now: Double) {
    switch outcome {
    case .stay: break
    case .undo: undo(controller, now: now)
    case .left:
      host.close(controller.session)
      cards = host.cards()
      switch controller.lastSave {
      case .saved?: message = tr("Saved. Choose the game again to resume.")
      case .notSaving(let reason)?:
        message = tr("Left without saving ({reason}).", ["reason": reason])
      case .failed(let problem)?: message = tr("Not saved: {problem}", ["problem": problem])
      case nil: message = nil
      }
      if let failure = controller.rulesFailure {
        message =
          tr("The rules failed, the game ended: {problem}", ["problem": failure])
          + (message.map { " " + $0 } ?? "")
      }
      go(to: .launcher, now: now)
    case .finished(let result):
      host.finished(controller.session, result: result)
      cards = host.cards()
      go(
        to: .result(
          ResultState(
            result: result, session: controller.session, title: controller.session.game.title,
            analyses: controller.analysesAtEnd)),
        now: now)
    }
  }

  // MARK: Launcher

  private func launcher(_ event: InputEvent, now: Double) {
    if offer != nil {
      offerInput(event, now: now)
      return
    }
    if filtering, case .key(let key, let modifiers) = event {
      filterInput(key, modifiers, now: now)
      return
    }
    let cards = self.cards
    let (perRow, _) = LauncherScreen.columns(
      count: cards.count, width: lastBuffer?.size.width ?? 80)
    switch event {
    case .key(.escape, _) where filter != nil:
      // Esc first clears a kept filter; the next one quits.
      filter = nil
      cardFocus = 0
    case .key(let key, let modifiers):
      let shown = message
      message = nil
      switch LauncherKeys.Binding.action(in: LauncherKeys.table, for: key, modifiers) {
      case .find?:
        filtering = true
        filter = filter ?? ""
      case .nextGroup?:
        cardFocus = LauncherFilter.groupStart(cards, from: cardFocus, forward: true)
      case .previousGroup?:
        cardFocus = LauncherFilter.groupStart(cards, from: cardFocus, forward: false)
      case .details?: showDetails(shown, now: now)
      case .about?: openDetails(cardFocus, now: now)
      case .left?: cardFocus = max(0, cardFocus - 1)
      case .right?: cardFocus = min(cards.count - 1, cardFocus + 1)
      case .up?: cardFocus = max(0, cardFocus - perRow)
      case .down?: cardFocus = min(cards.count - 1, cardFocus + perRow)
      case .play?: pressCard(cardFocus, now: now)
      case .toggleMod?: toggleMod()
      case .reload?: reloadContent()
      case .quit?: isDone = true
      case .help?: (helpOpen, helpScroll) = (true, 0)
      case .stats?:
        openStats(card: cards.indices.contains(cardFocus) ? cards[cardFocus] : nil, now: now)
      case .profiles?: openProfiles(now: now)
      case .browse?: openBrowse(now: now)
      case .mockExam?: pressMockExam(cardFocus, now: now)
      case nil: break
      }
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
      guard case .card(let index)? = lastFrameTargets(at: mouse.position) else { return }
      if index == cardFocus { pressCard(index, now: now) } else { cardFocus = index }
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .right:
      guard case .card(let index)? = lastFrameTargets(at: mouse.position) else { return }
      cardFocus = index
      openDetails(index, now: now)
    default: break
    }
  }

  /// A key typed while the filter line is open: characters add to it, Backspace takes one
  /// away, Enter keeps it (the arrows then move among the cards it leaves), Esc clears it.
  private func filterInput(_ key: Key, _ modifiers: Modifiers, now: Double) {
    var text = filter ?? ""
    switch key {
    case .character(let character) where !modifiers.contains(.control):
      // A bound on what is kept: a name is short.
      if text.count < 40 { text.append(character) }
    case .backspace: if !text.isEmpty { text.removeLast() }
    case .enter:
      filtering = false
      if text.isEmpty { filter = nil }
      return
    case .escape:
      filtering = false
      filter = nil
      cardFocus = 0
      return
    case .left, .right, .up, .down, .tab, .backTab:
      // Moving among the cards found keeps the filter and leaves the line.
      filtering = false
      launcher(.key(key, modifiers), now: now)
      return
    default: return
    }
    filter = text
    cardFocus = 0
  }

  private func lastFrameTargets(at point: Point) -> Target? {
    guard let size = lastBuffer?.size else { return nil }
    let frame = LauncherScreen.render(
      cards: cards, focus: cardFocus, message: message, context: context(0), size: size)
    return frame.target(at: point)
  }

  func pressCard(_ index: Int, now: Double) {
    guard cards.indices.contains(index) else { return }
    let card = cards[index]
    if card.kind == .stats {
      openStats(card: nil, now: now)
      return
    }
    switch card.state {
    case .playable(let resumable):
      if resumable {
        offerResume(gameID: card.id, title: card.title, now: now)
      } else {
        start(gameID: card.id, resume: false, now: now)
      }
    case .disabled: toggleMod()
    case .broken(let reason):
      showDetails(
        tr("{title} cannot be played: {reason}", ["title": card.title, "reason": reason]), now: now)
    }
  }

  /// Offers to resume the save of `gameID` (called `title`) exactly where it was, or to start
  /// over.
  func offerResume(gameID: String, title: String, now: Double) {
    let place = host.savedSummary(gameID: gameID)
    offer = (
      Popup(
        id: PopupID(-2), template: .confirmQuit,
        title: tr("Resume {title}?", ["title": title]),
        text: place.map {
          tr(
            "Your game was saved at {place}. Resume it exactly where you left, or start over?",
            ["place": $0])
        } ?? tr("Your game was saved. Resume it exactly where you left, or start over?"),
        buttons: [
          PopupButton(id: "resume", label: tr("Resume", context: "button")),
          PopupButton(id: "new", label: tr("Start over", context: "button")),
          PopupButton(id: "cancel", label: tr("Cancel", context: "button")),
        ]), gameID, "resume"
    )
    offerShown = now
  }

  /// A popup with the whole of `text` (a message the footer cut, a card's load error), or of
  /// the focused card's error; `!` in the launcher.
  private func showDetails(_ text: String?, now: Double) {
    var text = text
    if text == nil, cards.indices.contains(cardFocus),
      case .broken(let reason) = cards[cardFocus].state
    {
      text = tr(
        "{title} cannot be played: {reason}", ["title": cards[cardFocus].title, "reason": reason])
    }
    guard let text else {
      message = tr("Nothing to show: no message, and this card has no error.")
      return
    }
    offer = (
      Popup(
        id: PopupID(-5), template: .result, title: tr("Details"), text: text,
        buttons: [PopupButton(id: "cancel", label: tr("OK", context: "button"))]), "", "cancel"
    )
    offerShown = now
  }

  private func offerInput(_ event: InputEvent, now: Double) {
    guard var offer else { return }
    let ids = offer.popup.buttons.map(\.id)
    var pressed: String?
    switch event {
    case .key(let key, let modifiers):
      switch PopupKeys.Binding.action(in: PopupKeys.table, for: key, modifiers) {
      case .previousButton?:
        offer.focus = ids[((ids.firstIndex(of: offer.focus) ?? 0) - 1 + ids.count) % ids.count]
      case .nextButton?:
        offer.focus = ids[((ids.firstIndex(of: offer.focus) ?? 0) + 1) % ids.count]
      case .press?: pressed = offer.focus
      case .close?: pressed = "cancel"
      case .help?: (helpOpen, helpScroll) = (true, 0)
      case nil: break
      }
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
      var frame = LauncherScreen.render(
        cards: cards, focus: cardFocus, message: nil, context: context(now),
        size: lastBuffer?.size ?? Size(width: 80, height: 24))
      var ui = QuestionUI()
      ui.popupShown[offer.popup.id] = offerShown
      PopupLayer.draw([offer.popup], ui: ui, context: context(now), into: &frame)
      switch frame.target(at: mouse.position) {
      case .popupButton(_, let id)?: pressed = id
      case .cover?: pressed = "cancel"
      default: break
      }
    default: break
    }
    self.offer = offer
    guard let pressed else { return }
    self.offer = nil
    closingOffer = ClosingPopup(popup: offer.popup, closedAt: now)
    switch pressed {
    case "resume": start(gameID: offer.gameID, resume: true, now: now)
    case "new": start(gameID: offer.gameID, resume: false, now: now)
    case "takeOver": start(gameID: offer.gameID, resume: offerResumes, claim: .takeOver, now: now)
    case "unsaved":
      start(gameID: offer.gameID, resume: offerResumes, claim: .withoutSaving, now: now)
    default: break
    }
  }

  /// Opens a game from the command line (a mock exam of it when `mockExam`): offers to resume
  /// when a save waits.
  func choose(gameID: String, mockExam: Bool = false, now: Double) {
    guard let index = cards.firstIndex(where: { $0.id == gameID }) else {
      message = tr("No game '{id}'.", ["id": gameID])
      return
    }
    cardFocus = index
    if mockExam { pressMockExam(index, now: now) } else { pressCard(index, now: now) }
  }

  func start(gameID: String, resume: Bool, claim: GameClaim = .exclusive, now: Double) {
    do {
      let opened = try host.open(gameID: gameID, resume: resume, claim: claim)
      play(opened, now: now)
    } catch is GameInUse {
      offerInUse(gameID: gameID, resume: resume, now: now)
    } catch {
      message = translated(error)
    }
  }

  /// Another terminal plays this game: never write over its progress without asking.
  private func offerInUse(gameID: String, resume: Bool, now: Double) {
    let title = shownTitle(gameID: gameID)
    offer = (
      Popup(
        id: PopupID(-3), template: .confirmQuit,
        title: tr("{title} is open in another terminal", ["title": title]),
        text: tr(
          "It saves its progress there. Take it over here (that terminal stops saving), or play here without saving?"
        ),
        buttons: [
          PopupButton(id: "takeOver", label: tr("Take over", context: "button")),
          PopupButton(id: "unsaved", label: tr("Play without saving", context: "button")),
          PopupButton(id: "cancel", label: tr("Cancel", context: "button")),
        ]), gameID, "takeOver"
    )
    offerResumes = resume
    offerShown = now
  }

  func play(_ opened: OpenedGame, now: Double) {
    pictures = opened.pictures
    let controller = GameController(
      session: opened.session, environment: opened.environment, now: now, theme: theme)
    controller.ui.review = opened.isReview
    controller.outlook = { [host = self.host] in host.reviewOutlook($0) }
    let host = self.host
    controller.onSave = { host.save($0) }
    controller.saveProgress()
    if let notice = opened.notice { controller.showNotice(title: notice.title, text: notice.text) }
    go(to: .game(controller, title: opened.session.game.title), now: now)
  }

  private func toggleMod() {
    guard cards.indices.contains(cardFocus) else { return }
    do {
      let toggled = cards[cardFocus]
      message = try host.toggleMod(gameID: toggled.id)
      cards = host.cards()
      // The focus follows the card, which moves (a disabled mod's card goes to the end), so
      // the next Enter acts on it and not on whatever took its place.
      cardFocus =
        cards.firstIndex { $0.id == toggled.id }
        ?? cards.firstIndex { toggled.origin != nil && $0.origin == toggled.origin }
        ?? min(cardFocus, max(0, cards.count - 1))
    } catch {
      message = translated(error)
    }
  }

  private func reloadContent() {
    do {
      _ = try host.reload(keeping: nil)
      // An icon file may have changed or come back: read each again.
      icons.forget()
      cards = host.cards()
      cardFocus = min(cardFocus, max(0, cards.count - 1))
      message = tr("Reloaded games and plugins.")
    } catch {
      message = tr("Reload failed: {error}", ["error": error])
    }
  }

  /// Ctrl-R in a game: plugins and game data read again, the session replayed on them.
  private func hotReload(_ controller: GameController, now: Double) {
    controller.commitEdits()
    do {
      guard let opened = try host.reload(keeping: controller.session) else { return }
      pictures = opened.pictures
      let next = GameController(
        session: opened.session, environment: opened.environment, now: now, theme: theme)
      next.ui.review = opened.isReview
      next.outlook = { [host = self.host] in host.reviewOutlook($0) }
      let host = self.host
      next.onSave = { host.save($0) }
      next.lastSave = controller.lastSave
      next.say(tr("Reloaded plugins and game data."))
      if let notice = opened.notice { next.showNotice(title: notice.title, text: notice.text) }
      screen = .game(next, title: opened.session.game.title)
    } catch {
      controller.say(tr("Reload failed: {error}", ["error": error]), seconds: 8)
    }
  }

  /// `u` in a review session: the session replayed without its last answer, saved whole.
  private func undo(_ controller: GameController, now: Double) {
    controller.commitEdits()
    do {
      guard let opened = try host.undoLastAnswer(controller.session) else {
        controller.say(tr("No answer to take back in this session."))
        return
      }
      let next = GameController(
        session: opened.session, environment: opened.environment, now: now, theme: theme)
      next.ui.review = opened.isReview
      next.outlook = { [host = self.host] in host.reviewOutlook($0) }
      let host = self.host
      next.onSave = { host.save($0) }
      next.lastSave = controller.lastSave
      // The save holds the answer taken back: written again without it.
      next.saveProgress()
      next.say(tr("The last answer is taken back."))
      screen = .game(next, title: opened.session.game.title)
    } catch {
      controller.say(tr("Undo failed: {error}", ["error": error]), seconds: 8)
    }
  }

  // MARK: Result

  /// The size the result screen was last drawn at.
  private var resultSize: Size { lastBuffer?.size ?? Size(width: 80, height: 24) }

  /// Scrolls the list of questions by `rows`, within it.
  private func scroll(_ state: inout ResultState, by rows: Int) {
    let limit = ResultScreen.scrollLimit(
      state.result, session: state.session, size: resultSize, theme: theme,
      analyses: state.analyses)
    state.scroll = min(limit, max(0, state.scroll + rows))
  }

  private func resultInput(_ event: InputEvent, state: inout ResultState, now: Double) {
    let buttons = ResultScreen.buttons(state.result).filter(\.2).map(\.0)
    var pressed: ResultButton?
    switch event {
    case .key(let key, let modifiers):
      switch ResultKeys.Binding.action(in: ResultKeys.table, for: key, modifiers) {
      case .previousButton?:
        state.focus =
          buttons[((buttons.firstIndex(of: state.focus) ?? 0) - 1 + buttons.count) % buttons.count]
      case .nextButton?:
        state.focus = buttons[((buttons.firstIndex(of: state.focus) ?? 0) + 1) % buttons.count]
      case .scrollDown?: scroll(&state, by: 1)
      case .scrollUp?: scroll(&state, by: -1)
      case .pageDown?: scroll(&state, by: ResultScreen.listRect(resultSize).height - 1)
      case .pageUp?: scroll(&state, by: -(ResultScreen.listRect(resultSize).height - 1))
      case .press?: pressed = state.focus
      case .retry?: pressed = buttons.contains(.retryWrong) ? .retryWrong : nil
      case .menu?: pressed = .menu
      case .help?: (helpOpen, helpScroll) = (true, 0)
      case nil: break
      }
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
      let frame = ResultScreen.render(
        state.result, session: state.session, title: state.title, scroll: state.scroll,
        focus: state.focus, context: context(now), size: resultSize, analyses: state.analyses)
      if case .result(let button)? = frame.target(at: mouse.position) { pressed = button }
    case .mouse(let mouse) where mouse.button == .wheelDown: scroll(&state, by: 3)
    case .mouse(let mouse) where mouse.button == .wheelUp: scroll(&state, by: -3)
    default: break
    }
    screen = .result(state)
    switch pressed {
    case .retryWrong?:
      do {
        play(
          try host.retry(state.session, positions: ResultScreen.wrongPositions(state.result)),
          now: now)
      } catch {
        message = translated(error)
        go(to: .launcher, now: now)
      }
    case .again?: start(gameID: state.session.game.id, resume: false, now: now)
    case .menu?: go(to: .launcher, now: now)
    case nil: break
    }
  }
}

extension TerminalApp {
  /// What the player calls the game saved as `gameID`: its card's title, or for a mock exam
  /// (saved under an id of its own, which the host gives) the title of the mock exam of the
  /// card whose id it ends with; the id itself only when no card is either.
  func shownTitle(gameID: String) -> String {
    if let card = cards.first(where: { $0.id == gameID }) { return card.title }
    if let card = cards.first(where: {
      gameID.hasSuffix("/" + $0.id) && (try? host.mockExamID(of: $0.id)) == gameID
    }) {
      return mockExamTitle(card.title)
    }
    return gameID
  }
}
