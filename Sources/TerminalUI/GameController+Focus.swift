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

  /// Tab and Shift-Tab: the next or previous target in reading order.
  func moveFocus(by step: Int) {
    let order = focusOrder
    guard !order.isEmpty else { return }
    if let focus = ui.focus, let index = order.firstIndex(of: focus) {
      ui.focus = order[(index + step + order.count) % order.count]
    } else {
      ui.focus = step > 0 ? order.first : order.last
    }
    keepFocusVisible()
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

  /// Scrolls so that the focused target is inside the body, using the last frame's layout.
  func keepFocusVisible() {
    guard let focus = ui.focus, let frame = lastFrame else { return }
    let body = lastBody
    switch focus {
    case .tile, .slot, .choice, .field, .item: break
    default: return  // buttons and popups do not scroll
    }
    guard let rect = frame.rect(of: focus) else { return }
    if rect.y < body.y { scroll(by: rect.y - body.y) }
    if rect.maxY > body.maxY { scroll(by: min(rect.y - body.y, rect.maxY - body.maxY)) }
  }

  /// Moves the held sequence item up or down one place.
  func moveHeld(by step: Int) {
    guard case .item(let widget, let key, let position)? = ui.held else { return }
    let to = position + step
    guard to >= 1 else { return }
    send(.act(["op": "move", "key": .string(key), "to": .int(Int64(to))]))
    ui.held = .item(widget: widget, key: key, position: to)
    ui.focus = ui.held
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
