/// Which actions a widget offers in its state, and whether a view already shows one: the one
/// home of these rules, read by the terminal front, by `trivium.moves` and `trivium.shows` in
/// the sandbox, and so by every built-in bot.
extension Widget {
  /// Whether the widget shows `action` done: the tile hidden (in a slot), the slot empty, the
  /// choice selected, the field holding the text, the item at the place. Nil when the action
  /// concerns no part of this widget.
  public func shows(_ action: WidgetAction) -> Bool? {
    switch (self, action) {
    case (.tiles(let w), .pick(let index)):
      return w.tiles.first { $0.index == index }.map(\.hidden)
    case (.slots(let w), .unpick(let index)):
      return w.slots.first { $0.index == index }.map { $0.char.isEmpty }
    case (.choices(let w), .select(let key)), (.choices(let w), .toggle(let key)):
      return w.choices.first { $0.key.hasSameBytes(as: key) }.map(\.selected)
    case (.inputs(let w), .input(let field, let text)):
      return w.fields.first { $0.id.hasSameBytes(as: field) }.map {
        $0.value.hasSameBytes(as: text)
      }
    case (.textarea(let w), .input(let field, let text)):
      return w.id.hasSameBytes(as: field) ? w.value.hasSameBytes(as: text) : nil
    case (.sequence(let w), .move(let key, let to)):
      return w.items.first { $0.key.hasSameBytes(as: key) }.map { $0.position == to }
    default: return nil
    }
  }

  /// Whether pressing or typing can send `action` to this widget now: a shown tile, a filled
  /// slot, a choice not selected yet (any choice of a multiple one, with `toggle`), any field,
  /// an item of a sequence of two or more to another place among theirs. Nil when the action
  /// concerns no part of this widget.
  public func offers(_ action: WidgetAction) -> Bool? {
    switch (self, action) {
    case (.choices(let w), .select):
      guard let shown = shows(action) else { return nil }
      return !w.multiple && !shown
    case (.choices(let w), .toggle(let key)):
      return w.choices.contains { $0.key.hasSameBytes(as: key) } ? w.multiple : nil
    case (.inputs, .input), (.textarea, .input):
      return shows(action).map { _ in true }
    case (.sequence(let w), .move(_, let to)):
      return shows(action).map { shown in
        w.items.count > 1 && !shown && (1...w.items.count).contains(to)
      }
    default:
      // A pick, an unpick: offered when not shown done already.
      return shows(action).map { !$0 }
    }
  }

  /// Every action the widget offers now, in its order, with the open parts drawn: one `pick`
  /// per shown tile (none when `tilesHaveRoom` is false), one `unpick` per filled slot, one
  /// `toggle` per choice of a multiple choice or one `select` per choice not selected, one
  /// `input` per field with one of `texts` and one per text box with three of them joined by
  /// spaces, and for each item of a sequence of two or more a `move` to another place.
  /// `draw(n)` gives a number in 1...n; the draws come in that order, one per text and item.
  public func actions(
    tilesHaveRoom: Bool = true, texts: [String], draw: (Int) -> Int
  ) -> [WidgetAction] {
    func text() -> String { texts.isEmpty ? "" : texts[draw(texts.count) - 1] }
    switch self {
    case .tiles(let w):
      guard tilesHaveRoom else { return [] }
      return w.tiles.filter { !$0.hidden }.map { .pick(tile: $0.index) }
    case .slots(let w): return w.slots.filter { !$0.char.isEmpty }.map { .unpick(slot: $0.index) }
    case .choices(let w):
      return w.choices.filter { w.multiple || !$0.selected }.map {
        .choosing($0.key, multiple: w.multiple)
      }
    case .inputs(let w): return w.fields.map { .input(field: $0.id, text: text()) }
    case .textarea(let w):
      let words = [text(), text(), text()].joined(separator: " ")
      return [.input(field: w.id, text: words)]
    case .sequence(let w):
      let count = w.items.count
      guard count > 1 else { return [] }
      return w.items.map { item in
        // Any other place: a draw from 1..count-1, shifted past its own.
        let to = draw(count - 1)
        return .move(key: item.key, to: to >= item.position ? to + 1 : to)
      }
    case .text, .picture, .code, .feedback: return []
    }
  }
}

extension [Widget] {
  /// Whether the view shows `action` done, as the first widget it concerns says; false when
  /// it concerns none.
  public func shows(_ action: WidgetAction) -> Bool {
    for widget in self { if let shown = widget.shows(action) { return shown } }
    return false
  }

  /// Whether the view offers `action` now, as the first widget it concerns says; false when
  /// it concerns none.
  public func offers(_ action: WidgetAction) -> Bool {
    for widget in self { if let offered = widget.offers(action) { return offered } }
    return false
  }

  /// Whether a picked tile has somewhere to go: the view has no slots, or an empty one.
  public var tilesHaveRoom: Bool {
    var room = true
    for case .slots(let w) in self {
      room = w.slots.contains { $0.char.isEmpty }
    }
    return room
  }

  /// What a generic player may do on the view: every widget's actions in view order
  /// (`Widget.actions`), tiles only while they have room, so a bot does not spend its moves
  /// on picks the type refuses.
  public func actions(texts: [String], draw: (Int) -> Int) -> [WidgetAction] {
    let room = tilesHaveRoom
    return flatMap { $0.actions(tilesHaveRoom: room, texts: texts, draw: draw) }
  }
}
