import Localization
import QuizCore
import Terminal

extension GameController {
  /// Handles one key, paste or click at `now`.
  public func handle(_ event: InputEvent, now: Double) -> Outcome {
    advance(to: now)
    if ui.bigPicture != nil {
      // Any key or click shrinks the big picture back (S0.11).
      switch event {
      case .key: closeBigPicture()
      case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
        closeBigPicture()
      default: break
      }
      return outcome()
    }
    if ui.helpOpen, case .mouse(let mouse) = event, mouse.kind == .press {
      ui.helpOpen = false
      return outcome()
    }
    switch event {
    case .key(let key, let modifiers): handleKey(key, modifiers)
    case .paste(let text):
      // Pasted text is never a command: it goes into the focused field, at the caret.
      if let focus = ui.focus, case .field = focus {
        guard !view.answerLocked else {
          say(RefusalWording.text(.answerFinal))
          break
        }
        var editor = editor(for: focus)
        editor.insert(text)
        ui.edits[focus] = editor
        keepFocusVisible()
      }
    case .mouse(let mouse): handleMouse(mouse)
    case .focus: break
    }
    return outcome()
  }

  /// Where the session stands after an event or a timer.
  func outcome() -> Outcome {
    if let finished { return .finished(finished) }
    if undoRequested {
      undoRequested = false
      return .undo
    }
    return leftGame ? .left : .stay
  }

  // MARK: Keys

  /// Where printable keys go now (the footer shows it).
  public var inputMode: InputMode { QuestionKeys.mode(view: view, ui: ui) }

  private func handleKey(_ key: Key, _ modifiers: Modifiers) {
    if modifiers.contains(.control), key == .character("c") {
      leave()
      return
    }
    if ui.helpOpen {
      // The arrows scroll the help; any other key closes it and does nothing else.
      let help = helpContent
      if let scroll = HelpOverlay.scroll(
        ui.helpScroll, after: key, rows: help.rows, size: lastSize)
      {
        ui.helpScroll = scroll
      } else {
        ui.helpOpen = false
      }
      return
    }
    if let frontPopup {
      popupKeys(key, modifiers, popup: frontPopup)
      return
    }
    if let popup = view.popups.last(where: { !PopupLayer.isToast($0) }) {
      popupKeys(key, modifiers, popup: popup)
      return
    }
    let mode = inputMode
    let commandNext = ui.commandNext
    ui.commandNext = false
    if case .field? = ui.focus, mode == .text {
      var editor = editor(for: ui.focus!)
      if editor.apply(key, modifiers) {
        ui.edits[ui.focus!] = editor
        keepFocusVisible()
        return
      }
    }
    if case .item? = ui.held {
      switch key {
      case .up: moveHeld(by: -1)
      case .down: moveHeld(by: 1)
      case .enter, .escape, .character(" "): ui.held = nil
      default: break
      }
      return
    }
    if case .character(let char) = key, !modifiers.contains(.control) {
      // Alt-key is the command of the key in every mode, as is any key after Esc over tiles.
      if modifiers.contains(.alt) || commandNext {
        if let action = QuestionKeys.Binding.action(
          in: QuestionKeys.table, for: key, modifiers.subtracting(.alt))
        {
          perform(action, key: key)
        }
        return
      }
      if mode == .tiles {
        typeTile(char)
        return
      }
      if modifiers.isEmpty, let grade = QuestionKeys.rating(char, view: view, ui: ui) {
        perform(.rate(grade), key: key)
        return
      }
      if pickChoice(char) { return }
    }
    if let action = QuestionKeys.Binding.action(
      in: QuestionKeys.table, for: key, commandNext ? [] : modifiers,
      mode: commandNext ? .commands : mode)
    {
      perform(action, key: key)
    }
  }

  /// Does what a key of the table means.
  private func perform(_ action: QuestionAction, key: Key) {
    switch action {
    case .focusNext, .focusPrevious:
      commitEdits()
      moveFocus(by: action == .focusNext ? 1 : -1)
    case .moveFocus:
      commitEdits()
      moveFocusSpatially(key)
    case .press: if let focus = ui.focus { press(focus) }
    case .scrollPage(let down):
      let page = lastBody.height - 1
      scroll(by: down ? page : -page)
    case .scrollLine(let down): scroll(by: down ? 1 : -1)
    case .control(let control):
      commitEdits()
      pressControl(control)
    case .leave: askToLeave()
    case .details: showDetails()
    case .help: openHelp()
    case .fieldEnter: enterInField()
    case .stopTyping:
      if case .field? = ui.focus {
        commitEdits()
        ui.focus = nil
      } else {
        ui.commandNext = true
      }
    case .takeBackTile: takeBackTile()
    case .undo:
      // Only a review session's; the app asks the host for the session without it.
      if ui.review { undoRequested = true }
    case .rate(let grade):
      if ui.review { send(.rate(grade)) }
    }
  }

  /// A printable key over tiles: the first shown tile with that character, else (when the
  /// widget says `ignore_case`) with it in the other case; a key no tile shows says how to
  /// reach the commands.
  private func typeTile(_ char: Character) {
    let typed = String(char)
    for case .tiles(let widget) in view.widgets {
      let shown = widget.tiles.filter { !$0.hidden }
      let tile =
        shown.first { $0.char == typed }
        ?? (widget.ignoresCase ? shown.first { $0.char.lowercased() == typed.lowercased() } : nil)
      if let tile {
        press(.tile(widget: widget.id, index: tile.index))
        return
      }
    }
    say(
      tr(
        "No tile shows \"{char}\": Esc or Alt first for a command (Esc h or Alt-h: hint).",
        ["char": char]))
  }

  /// Backspace over tiles: the last filled slot is emptied, its tile coming back.
  private func takeBackTile() {
    for case .slots(let widget) in view.widgets {
      if let slot = widget.slots.last(where: { !$0.char.isEmpty }) {
        press(.slot(widget: widget.id, index: slot.index))
        return
      }
    }
  }

  /// A digit or a capital letter picks a choice, in the focused list of choices first, then
  /// in each list in view order (`QuestionKeys.choice`); returns whether one was picked. After
  /// a pick in a single choice, the focus goes on to the next list (a matching question has
  /// one per item), so that digits answer the lists one after another.
  private func pickChoice(_ char: Character) -> Bool {
    var lists: [Widget.Choices] = []
    for case .choices(let widget) in view.widgets { lists.append(widget) }
    if case .choice(let focused, _, _)? = ui.focus,
      let index = lists.firstIndex(where: { $0.id == focused })
    {
      lists.insert(lists.remove(at: index), at: 0)
    }
    for widget in lists {
      if let key = QuestionKeys.choice(char, in: widget) {
        press(.choice(widget: widget.id, key: key, multiple: widget.multiple))
        if !widget.multiple { focusListAfter(widget.id) }
        return true
      }
    }
    return false
  }

  /// Puts the focus on the list of choices after `id` in the view, on its selected choice or
  /// else its first; nothing when `id` is the last.
  private func focusListAfter(_ id: String) {
    var lists: [Widget.Choices] = []
    for case .choices(let widget) in view.widgets { lists.append(widget) }
    guard let index = lists.firstIndex(where: { $0.id == id }), index + 1 < lists.count,
      let choice = lists[index + 1].choices.first(where: \.selected)
        ?? lists[index + 1].choices.first
    else { return }
    ui.focus = .choice(
      widget: lists[index + 1].id, key: choice.key, multiple: lists[index + 1].multiple)
    keepFocusVisible()
  }

  private func popupKeys(_ key: Key, _ modifiers: Modifiers, popup: Popup) {
    let targets = popup.buttons.map { Target.popupButton(popup.id, $0.id) }
    let index = ui.focus.flatMap { targets.firstIndex(of: $0) }
    switch PopupKeys.Binding.action(in: PopupKeys.table, for: key, modifiers) {
    case .previousButton?:
      ui.focus = targets[((index ?? 0) - 1 + targets.count) % targets.count]
    case .nextButton?:
      ui.focus = targets[((index ?? -1) + 1) % targets.count]
    case .press?:
      press(ui.focus.flatMap { targets.contains($0) ? $0 : nil } ?? targets[0])
    case .close?:
      // Esc, like a click outside, dismisses every popup (S4.2).
      if popup.id == frontPopup?.id {
        closeFrontPopup()
      } else {
        send(.dismissAllPopups)
      }
    case .help?: openHelp()
    case nil: break
    }
  }

  // MARK: Typing into fields

  /// The editor of a field: the one being typed, else the view's value with the caret at its
  /// end.
  func editor(for target: Target) -> LineEditor {
    guard case .field(let widget, _) = target else { return LineEditor() }
    return ui.editor(target, value: fieldValue(target), multiline: isTextArea(widget))
  }

  /// Whether the widget `id` is a text area (Enter breaks its lines).
  func isTextArea(_ id: String) -> Bool { QuestionKeys.isTextArea(id, in: view) }

  /// Enter in a text field: the next field; in the last one, Check when the answer is
  /// complete (never Next: an answer is not skipped unchecked), else the first empty field.
  private func enterInField() {
    guard let focus = ui.focus else { return }
    commitEdits()
    let fields = focusOrder.filter { target in
      if case .field = target { return true }
      return false
    }
    if let index = fields.firstIndex(of: focus), index + 1 < fields.count {
      ui.focus = fields[index + 1]
      keepFocusVisible()
    } else if view.buttons.check {
      pressControl(.check)
    } else if view.verdict != nil {
      // Checked already: Enter again goes on to Next, without pressing it.
      ui.focus = view.buttons.next ? .control(.next) : .control(.finish)
    } else if let empty = fields.first(where: { fieldValue($0).isEmpty }) {
      ui.focus = empty
      keepFocusVisible()
      say(tr("Fill in every field: Enter in the last one then checks the answer."))
    } else {
      say(tr("The answer is not complete yet."))
    }
  }

  /// The value the view shows for a field.
  func fieldValue(_ target: Target) -> String {
    guard case .field(let widgetID, let fieldID) = target else { return "" }
    for widget in view.widgets {
      switch widget {
      case .textarea(let textarea) where textarea.id == widgetID: return textarea.value
      case .inputs(let inputs) where inputs.id == widgetID:
        if let field = inputs.fields.first(where: { $0.id == fieldID }) { return field.value }
      default: break
      }
    }
    return ""
  }

  /// Sends typed text to the question type, one `input` action per changed field.
  func commitEdits() {
    let edits = ui.edits
    ui.edits = [:]
    for (target, editor) in edits.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      guard case .field(_, let field) = target else { continue }
      let action = WidgetAction.input(field: field, text: editor.text)
      guard !view.widgets.shows(action) else { continue }
      send(action)
    }
  }

  /// Sends a widget's action to the question type, in the form sessions save.
  func send(_ action: WidgetAction) { send(.act(action.value)) }

  /// The action pressing a tile, a slot or a choice sends, when the view offers it (a shown
  /// tile, a filled slot, a choice not selected yet, QuizCore's `Widget.offers`); nil for
  /// any other target, and for a press that would change nothing.
  func widgetAction(for target: Target) -> WidgetAction? {
    let action: WidgetAction
    switch target {
    case .tile(_, let index): action = .pick(tile: index)
    case .slot(_, let index): action = .unpick(slot: index)
    case .choice(_, let key, let multiple): action = .choosing(key, multiple: multiple)
    default: return nil
    }
    return view.widgets.offers(action) ? action : nil
  }

  // MARK: Presses

  /// Does what pressing (Enter, a click) on `target` means.
  func press(_ target: Target) {
    if case .field? = ui.focus, ui.focus != target { commitEdits() }
    switch target {
    case .tile:
      // A hidden tile is in a slot already: Enter on it picks nothing (the focus left it as
      // it hid, below; this guards a focus set otherwise).
      guard let action = widgetAction(for: target) else { return }
      ui.focus = target
      send(action)
      keepFocusVisible()
      return
    case .slot, .choice:
      // An empty slot or a chosen choice takes the focus and sends nothing.
      if let action = widgetAction(for: target) { send(action) }
    case .field:
      ui.focus = target
      return
    case .item:
      if let held = ui.held, !WidgetDrawer.sameItem(held, target),
        case .item(_, let key, _) = held, case .item(_, _, let position) = target
      {
        let action = WidgetAction.move(key: key, to: position)
        if view.widgets.offers(action) { send(action) }
        ui.held = nil
      } else {
        ui.held = ui.held == nil ? target : nil
      }
    case .control(let control): pressControl(control)
    case .popupButton(let id, let button):
      if id == GameController.leaveID {
        if button == "leave" { leave() } else { closeFrontPopup() }
      } else if id == GameController.finishID {
        closeFrontPopup()
        if button == "finish" { send(.finish) }
      } else if id == GameController.analysisID {
        closeFrontPopup()
        if button == "show" {
          send(.showAnalysis)
          ui.revealAnalysis = true
        }
      } else if id == frontPopup?.id {
        closeFrontPopup()
      } else {
        send(.popupButton(id, button))
      }
      // The focus stays where the press left it: never on the button of a popup now closed.
      return
    case .cover:
      if frontPopup != nil { closeFrontPopup() } else { send(.dismissAllPopups) }
    case .picture: openBigPicture()
    case .inert, .card, .result, .details: break
    }
    ui.focus = target
    keepFocusVisible()
  }

  func pressControl(_ control: Control) {
    switch control {
    case .previous: send(.previous)
    case .next: send(.next)
    case .hint: send(.hint)
    case .check:
      commitEdits()
      send(.check)
      // The verdict comes under the focused widget: show both (issue 32).
      keepFocusVisible()
    case .analysis:
      commitEdits()
      askToShowAnalysis()
    case .picture: openBigPicture()
    case .finish:
      commitEdits()
      askToFinish()
    case .quit: askToLeave()
    }
  }

  /// Forgets what belonged to the question shown before (focus, typing, scroll).
  func resetQuestionUI() {
    ui.scroll = 0
    ui.held = nil
    ui.edits = [:]
    ui.commandNext = false
    if case .popupButton? = ui.focus {} else { ui.focus = nil }
  }

  private func openBigPicture() {
    guard let source = QuestionScreen.pictureSource(view) else { return }
    ui.bigPicture = BigPicture(source: source, openedAt: clock)
  }

  private func closeBigPicture() {
    guard var big = ui.bigPicture, big.closingAt == nil else { return }
    // Closing while still growing shrinks from where it is.
    let progress = big.progress(at: clock)
    big.closingAt = clock - (1 - progress) * BigPicture.duration
    ui.bigPicture = big
  }
}
