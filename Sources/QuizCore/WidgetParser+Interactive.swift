import Localization

/// Reads the interactive widgets: those with an id, whose items the player acts on.
extension WidgetParser {
  /// A `slots` widget: answer slots, each a character or empty, at distinct indices.
  mutating func slots(_ fields: Fields) -> Widget? {
    let known = expect(fields, WidgetSchema.slots, kind: Self.widget("slots"))
    let id = id(fields)
    let color = choice(fields, "color", Widget.Slots.Color.self) ?? .neutral
    var indices = UniqueValues<Int>()
    let slots = list(
      fields, "slots", of: Widget.Slots.Slot.self, kind: Phrase(trLater("a slot")),
      schema: WidgetSchema.slot
    ) { parser, item in
      guard let char = parser.character(item, "char", mayBeEmpty: true),
        let index = parser.index(item, "index", unique: &indices)
      else { return nil }
      return Widget.Slots.Slot(char: char, index: index)
    }
    guard known, let id, let slots else { return nil }
    return .slots(Widget.Slots(id: id, slots: slots, color: color))
  }

  /// A `tiles` widget: character tiles in a grid, at distinct indices.
  mutating func tiles(_ fields: Fields) -> Widget? {
    let known = expect(fields, WidgetSchema.tiles, kind: Self.widget("tiles"))
    let id = id(fields)
    let columns = integer(fields, "columns", in: 1...Widget.maximumColumns)
    var indices = UniqueValues<Int>()
    let tiles = list(
      fields, "tiles", of: Widget.Tiles.Tile.self, kind: Phrase(trLater("a tile")),
      schema: WidgetSchema.tile
    ) { parser, item in
      guard let char = parser.character(item, "char", mayBeEmpty: false),
        let index = parser.index(item, "index", unique: &indices)
      else { return nil }
      return Widget.Tiles.Tile(char: char, index: index, hidden: parser.bool(item, "hidden"))
    }
    let ignoresCase = bool(fields, "ignore_case")
    guard known, let id, let tiles else { return nil }
    return .tiles(
      Widget.Tiles(id: id, columns: columns, tiles: tiles, ignoresCase: ignoresCase))
  }

  /// A `choices` widget: choices by distinct keys, one or several (`multiple`) selected.
  mutating func choices(_ fields: Fields) -> Widget? {
    let known = expect(fields, WidgetSchema.choices, kind: Self.widget("choices"))
    let id = id(fields)
    let multiple = bool(fields, "multiple")
    var keys = UniqueValues<ByteString>()
    let choices = list(
      fields, "choices", of: Widget.Choices.Choice.self, kind: Phrase(trLater("a choice")),
      schema: WidgetSchema.choice
    ) {
      parser, item in
      guard let key = parser.key(item, "key", unique: &keys), let text = parser.string(item, "text")
      else { return nil }
      return Widget.Choices.Choice(
        key: key, text: text, selected: parser.bool(item, "selected"),
        label: parser.string(item, "label"))
    }
    guard known, let id, let choices else { return nil }
    return .choices(Widget.Choices(id: id, multiple: multiple, choices: choices))
  }

  /// An `inputs` widget: one-line text fields with distinct ids.
  mutating func inputs(_ fields: Fields) -> Widget? {
    let known = expect(fields, WidgetSchema.inputs, kind: Self.widget("inputs"))
    let id = id(fields)
    var ids = UniqueValues<ByteString>()
    let list = list(
      fields, "fields", of: Widget.Inputs.Field.self, kind: Phrase(trLater("a field")),
      schema: WidgetSchema.field
    ) { parser, item in
      guard let fieldID = parser.key(item, "id", unique: &ids) else { return nil }
      return Widget.Inputs.Field(
        id: fieldID, label: parser.string(item, "label"), value: parser.string(item, "value") ?? "")
    }
    guard known, let id, let list else { return nil }
    return .inputs(Widget.Inputs(id: id, fields: list))
  }

  /// A `sequence` widget: items with distinct keys, each at a distinct position.
  mutating func sequence(_ fields: Fields) -> Widget? {
    let known = expect(fields, WidgetSchema.sequence, kind: Self.widget("sequence"))
    let id = id(fields)
    let count = fields.map["items"]?.arrayValue?.count ?? 0
    var keys = UniqueValues<ByteString>()
    var positions = UniqueValues<Int>()
    let items = list(
      fields, "items", of: Widget.Sequence.Item.self, kind: Phrase(trLater("an item")),
      schema: WidgetSchema.item
    ) { parser, item in
      guard let key = parser.key(item, "key", unique: &keys),
        let text = parser.string(item, "text")
      else { return nil }
      let position = parser.integer(item, "position", in: 1...max(1, count)) ?? item.place
      guard positions.insert(position) else {
        parser.report(
          item.path.field("position"),
          Phrase(
            trLater("another item has the position {position}"), ["position": .number(position)]))
        return nil
      }
      return Widget.Sequence.Item(key: key, text: text, position: position)
    }
    guard known, let id, let items else { return nil }
    return .sequence(Widget.Sequence(id: id, items: items))
  }

}
