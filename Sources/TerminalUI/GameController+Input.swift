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
    switch event {
    case .key(let key, let modifiers): handleKey(key, modifiers)
    case .paste(let text):
      if case .field? = ui.focus { ui.edits[ui.focus!, default: fieldValue(ui.focus!)] += text }
    case .mouse(let mouse): handleMouse(mouse)
    case .focus: break
    }
    return outcome()
  }

  private func outcome() -> Outcome {
    if let finished { return .finished(finished) }
    return leftGame ? .left : .stay
  }

  // MARK: Keys

  private func handleKey(_ key: Key, _ modifiers: Modifiers) {
    if modifiers.contains(.control), key == .character("c") {
      leave()
      return
    }
    if let frontPopup {
      popupKeys(key, popup: frontPopup)
      return
    }
    if let popup = view.popups.last(where: { !PopupLayer.isToast($0) }) {
      popupKeys(key, popup: popup)
      return
    }
    if case .field? = ui.focus, editField(key, modifiers) { return }
    if case .item? = ui.held {
      switch key {
      case .up: moveHeld(by: -1)
      case .down: moveHeld(by: 1)
      case .enter, .escape, .character(" "): ui.held = nil
      default: break
      }
      return
    }
    switch key {
    case .tab: moveFocus(by: 1)
    case .backTab: moveFocus(by: -1)
    case .left, .right, .up, .down: moveFocusSpatially(key)
    case .enter, .character(" "): if let focus = ui.focus { press(focus) }
    case .escape: askToLeave()
    case .pageDown: scroll(by: lastBody.height - 1)
    case .pageUp: scroll(by: -(lastBody.height - 1))
    case .character(let char): typed(char)
    default: break
    }
  }

  /// A typed character: a tile showing it, a choice (digit or capital key), else a command.
  private func typed(_ char: Character) {
    // Tiles are typed by their exact character: "a" does not pick a tile showing "A".
    for case .tiles(let widget) in view.widgets {
      if let tile = widget.tiles.first(where: { !$0.hidden && $0.char == String(char) }) {
        press(.tile(widget: widget.id, index: tile.index))
        return
      }
    }
    for case .choices(let widget) in view.widgets {
      let choices = widget.choices
      var key: String?
      if let digit = char.wholeNumberValue, digit >= 1, digit <= choices.count {
        key = choices[digit - 1].key
      } else if char.isUppercase {
        key = choices.first(where: { $0.key == String(char) })?.key
      }
      if let key {
        press(.choice(widget: widget.id, key: key, multiple: widget.multiple))
        return
      }
    }
    switch char {
    case "h": press(.control(.hint))
    case "c": press(.control(.check))
    case "a": press(.control(.analysis))
    case "n": press(.control(.next))
    case "p": press(.control(.previous))
    case "b": press(.control(.picture))
    case "f": press(.control(.finish))
    case "q": askToLeave()
    case "!": showDetails()
    case "j": scroll(by: 1)
    case "k": scroll(by: -1)
    default: break
    }
  }

  private func popupKeys(_ key: Key, popup: Popup) {
    let targets = popup.buttons.map { Target.popupButton(popup.id, $0.id) }
    let index = ui.focus.flatMap { targets.firstIndex(of: $0) }
    switch key {
    case .left, .up, .backTab:
      ui.focus = targets[((index ?? 0) - 1 + targets.count) % targets.count]
    case .right, .down, .tab:
      ui.focus = targets[((index ?? -1) + 1) % targets.count]
    case .enter, .character(" "):
      press(ui.focus.flatMap { targets.contains($0) ? $0 : nil } ?? targets[0])
    case .escape:
      // Esc, like a click outside, dismisses every popup (S4.2).
      if popup.id == frontPopup?.id {
        closeFrontPopup()
      } else {
        send(.dismissAllPopups)
      }
    default: break
    }
  }

  // MARK: Typing into fields

  /// Edits the focused field; returns false when the key is not for the field.
  private func editField(_ key: Key, _ modifiers: Modifiers) -> Bool {
    guard let focus = ui.focus else { return false }
    switch key {
    case .character(let char) where !modifiers.contains(.control) && !modifiers.contains(.alt):
      ui.edits[focus, default: fieldValue(focus)].append(char)
    case .backspace:
      var text = ui.edits[focus] ?? fieldValue(focus)
      if !text.isEmpty { text.removeLast() }
      ui.edits[focus] = text
    case .enter:
      commitEdits()
      moveFocus(by: 1)
    case .tab, .backTab, .up, .down:
      commitEdits()
      return false
    case .escape:
      commitEdits()
      ui.focus = nil
    default: return false
    }
    return true
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
    for (target, text) in edits.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      guard case .field(_, let field) = target, text != fieldValue(target) else { continue }
      send(.act(["op": "input", "field": .string(field), "text": .string(text)]))
    }
  }

  // MARK: Presses

  /// Does what pressing (Enter, a click) on `target` means.
  func press(_ target: Target) {
    if case .field? = ui.focus, ui.focus != target { commitEdits() }
    switch target {
    case .tile(_, let index): send(.act(["op": "pick", "index": .int(Int64(index))]))
    case .slot(_, let index): send(.act(["op": "unpick", "index": .int(Int64(index))]))
    case .choice(_, let key, let multiple):
      send(.act(["op": .string(multiple ? "toggle" : "select"), "key": .string(key)]))
    case .field:
      ui.focus = target
      return
    case .item:
      if let held = ui.held, !WidgetDrawer.sameItem(held, target),
        case .item(_, let key, _) = held, case .item(_, _, let position) = target
      {
        send(.act(["op": "move", "key": .string(key), "to": .int(Int64(position))]))
        ui.held = nil
      } else {
        ui.held = ui.held == nil ? target : nil
      }
    case .control(let control): pressControl(control)
    case .popupButton(let id, let button):
      if id == GameController.leaveID {
        if button == "leave" { leave() } else { closeFrontPopup() }
      } else if id == frontPopup?.id {
        closeFrontPopup()
      } else {
        send(.popupButton(id, button))
      }
    case .cover:
      if frontPopup != nil { closeFrontPopup() } else { send(.dismissAllPopups) }
    case .picture: openBigPicture()
    case .inert, .card, .result: break
    }
    ui.focus = target
    keepFocusVisible()
  }

  private func pressControl(_ control: Control) {
    switch control {
    case .previous:
      send(.previous)
      resetQuestionUI()
    case .next:
      send(.next)
      resetQuestionUI()
    case .hint: send(.hint)
    case .check:
      commitEdits()
      send(.check)
    case .analysis: send(view.analysis == nil ? .showAnalysis : .hideAnalysis)
    case .picture: openBigPicture()
    case .finish:
      commitEdits()
      send(.finish)
    case .quit: askToLeave()
    }
  }

  private func resetQuestionUI() {
    ui.scroll = 0
    ui.held = nil
    ui.edits = [:]
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

  // MARK: Leaving

  /// The id of the front's own leave popup (the session's ids are positive).
  static let leaveID = PopupID(-1)
  /// The id of `showNotice`'s popup.
  static let noticeID = PopupID(-4)

  /// Asks whether to leave, saving first so that what the popup says is already true.
  private func askToLeave() {
    commitEdits()
    let text: String
    let leaveLabel: String
    switch saveProgress() {
    case .saved:
      text = "Your answers are saved: choose the game again to resume where you are."
      leaveLabel = "Leave"
    case .notSaving(let reason):
      text = "Your answers are not saved (\(reason)): leaving ends this game."
      leaveLabel = "Leave without saving"
    case .failed(let problem):
      text = "Your latest answers could not be saved (\(problem)): leaving loses them."
      leaveLabel = "Leave without saving"
    }
    frontPopup = Popup(
      id: GameController.leaveID, template: .confirmQuit, title: "Leave this game?",
      text: text,
      buttons: [
        PopupButton(id: "leave", label: leaveLabel),
        PopupButton(id: "stay", label: "Keep playing"),
      ])
    ui.popupShown[GameController.leaveID] = clock
    ui.focus = .popupButton(GameController.leaveID, "leave")
  }

  /// `!`: the whole text of the last message or of the question's failure, which the status
  /// line and the screen cut at the terminal's width (file and line included).
  func showDetails() {
    guard let text = lastMessage ?? view.failure else {
      say("Nothing to show: no message or error on this question.")
      return
    }
    showNotice(title: "Details", text: text)
  }

  /// Shows a popup of the front's own with an OK button: something the player must read
  /// before playing on (what a resume under changed plugins did), too long for the status line.
  public func showNotice(title: String, text: String) {
    frontPopup = Popup(
      id: GameController.noticeID, template: .result, title: title, text: text,
      buttons: [PopupButton(id: "ok", label: "OK")])
    ui.popupShown[GameController.noticeID] = clock
    ui.focus = .popupButton(GameController.noticeID, "ok")
  }

  private func closeFrontPopup() {
    if let id = frontPopup?.id { ui.popupShown[id] = nil }
    frontPopup = nil
    ui.focus = nil
  }

  /// Saves and leaves (S3.6); `lastSave` says whether the save worked.
  func leave() {
    commitEdits()
    saveProgress()
    leftGame = true
  }
}
