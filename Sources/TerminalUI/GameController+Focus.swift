import QuizCore
import Terminal

extension GameController {
  /// The focusable targets of the last frame, in reading order.
  var focusOrder: [Target] {
    (lastFrame?.focusOrder ?? []).filter { target in
      if case .popupButton = target { return false }
      return true
    }
  }

  /// Tab and Shift-Tab: the next or previous stop in reading order, a list of choices being
  /// one stop (`TabStops`).
  func moveFocus(by step: Int) {
    guard
      let target = TabStops.next(
        from: ui.focus, by: step, order: focusOrder, selected: selectedChoices)
    else { return }
    ui.focus = target
    keepFocusVisible()
  }

  /// The choices the view shows chosen, as the targets the frame draws them as.
  var selectedChoices: Set<Target> {
    var selected: Set<Target> = []
    for case .choices(let list) in view.widgets {
      for choice in list.choices where choice.selected {
        selected.insert(.choice(widget: list.id, key: choice.key, multiple: list.multiple))
      }
    }
    return selected
  }

  /// Arrows: the nearest target in that direction on screen (the tile grid is two-dimensional).
  func moveFocusSpatially(_ key: Key) {
    guard let frame = lastFrame else { return }
    guard let focus = ui.focus, let from = frame.rect(of: focus) else {
      moveFocus(by: key == .left || key == .up ? -1 : 1)
      return
    }
    let center = (
      x: Double(from.x) + Double(from.width) / 2, y: Double(from.y) + Double(from.height) / 2
    )
    var best: (target: Target, score: Double)?
    for target in focusOrder where target != focus {
      guard let rect = frame.rect(of: target) else { continue }
      let dx = Double(rect.x) + Double(rect.width) / 2 - center.x
      let dy = Double(rect.y) + Double(rect.height) / 2 - center.y
      let along: Double
      let across: Double
      switch key {
      case .left: (along, across) = (-dx, dy)
      case .right: (along, across) = (dx, dy)
      case .up: (along, across) = (-dy, dx)
      default: (along, across) = (dy, dx)
      }
      guard along > 0.5 else { continue }
      // Rows are about twice as tall as columns are wide; weigh drift across the direction.
      let score = along + abs(across) * 3
      if best == nil || score < best!.score { best = (target, score) }
    }
    if let best {
      ui.focus = best.target
      keepFocusVisible()
    } else if key == .down || key == .up {
      scroll(by: key == .down ? 1 : -1)
    }
  }

  /// Scrolls the body by `rows`, within its content.
  func scroll(by rows: Int) {
    let body = lastBody
    let limit = max(0, contentHeight - body.height)
    ui.scroll = min(limit, max(0, ui.scroll + rows))
  }

  /// Asks the next frame to scroll the focused target into view (it knows where it lands).
  func keepFocusVisible() { ui.revealFocus = true }

  /// When asked, scrolls so that the focused widget lies inside the body of `frame` with the
  /// verdict line under it (its caret, in a text area taller than the body); returns whether
  /// the scroll changed, the frame then being drawn again. Buttons and popups stand outside
  /// the body.
  func revealFocus(in frame: Frame) -> Bool {
    guard ui.revealFocus else { return false }
    ui.revealFocus = false
    guard let focus = ui.focus else { return false }
    switch focus {
    case .tile, .slot, .choice, .field, .item: break
    default: return false
    }
    guard var rect = frame.rect(of: focus) else { return false }
    let body = lastBody
    if let verdict = frame.verdict(under: rect) {
      rect = Rect(x: rect.x, y: rect.y, width: rect.width, height: verdict.maxY - rect.y)
    }
    if rect.height > body.height, let caret = frame.caretPlaced { rect = caret }
    let before = ui.scroll
    if rect.y < body.y {
      scroll(by: rect.y - body.y)
    } else if rect.maxY > body.maxY {
      scroll(by: min(rect.y - body.y, rect.maxY - body.maxY))
    }
    return ui.scroll != before
  }

  /// When asked, scrolls the analysis panel just shown into view, its top first; returns
  /// whether the scroll changed.
  func revealAnalysis(in frame: Frame) -> Bool {
    guard ui.revealAnalysis else { return false }
    ui.revealAnalysis = false
    guard let rect = frame.analysisPlaced else { return false }
    let body = lastBody
    let before = ui.scroll
    if rect.y < body.y || rect.maxY > body.maxY {
      scroll(by: min(rect.y - body.y, max(0, rect.maxY - body.maxY)))
    }
    return ui.scroll != before
  }

  /// Moves the held sequence item up or down one place.
  func moveHeld(by step: Int) {
    guard case .item(let widget, let key, let position)? = ui.held else { return }
    let action = WidgetAction.move(key: key, to: position + step)
    // Past either end the item stays held where it is (QuizCore's `Widget.offers`).
    guard view.widgets.offers(action) else { return }
    send(action)
    let to = position + step
    ui.held = .item(widget: widget, key: key, position: to)
    ui.focus = ui.held
    keepFocusVisible()
  }

  /// A click presses what is under it; the wheel scrolls.
  func handleMouse(_ mouse: MouseEvent) {
    switch (mouse.kind, mouse.button) {
    case (.press, .wheelDown): scroll(by: 3)
    case (.press, .wheelUp): scroll(by: -3)
    case (.press, .left):
      guard let target = lastFrame?.target(at: mouse.position) else { return }
      if frontPopup != nil {
        switch target {
        case .popupButton, .cover: press(target)
        default: break
        }
        return
      }
      press(target)
    default: break
    }
  }
}

extension GameController {
  /// Whether `target` is a tile the view hides (its character sits in a slot).
  func isHiddenTile(_ target: Target) -> Bool {
    guard case .tile(let id, let index) = target else { return false }
    for case .tiles(let widget) in view.widgets where widget.id == id {
      return widget.tiles.first { $0.index == index }?.hidden ?? false
    }
    return false
  }

  /// A focused tile that hid (picked, or taken by a hint) hands the focus to the next tile
  /// still shown, else the one before, else the first slot: the focus never rests on a gap,
  /// where Enter would do nothing (issue 32).
  func moveFocusOffHiddenTile() {
    guard let focus = ui.focus, case .tile(let id, let index) = focus, isHiddenTile(focus)
    else { return }
    for case .tiles(let widget) in view.widgets where widget.id == id {
      let tiles = widget.tiles
      guard let place = tiles.firstIndex(where: { $0.index == index }) else { break }
      let next =
        tiles[(place + 1)...].first { !$0.hidden } ?? tiles[..<place].last { !$0.hidden }
      if let next {
        ui.focus = .tile(widget: id, index: next.index)
        keepFocusVisible()
        return
      }
    }
    for case .slots(let slots) in view.widgets {
      if let slot = slots.slots.first {
        ui.focus = .slot(widget: slots.id, index: slot.index)
        keepFocusVisible()
        return
      }
    }
    ui.focus = nil
  }
}
