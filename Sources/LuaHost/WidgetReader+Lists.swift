import CLua
import QuizCore

/// The lists of the interactive widgets (slots, tiles, choices, fields, items), read item by
/// item, each key or index unique in its list.
extension WidgetReader {
  /// The `slots` list at `index` into `slots`: each a character or "", at a unique index.
  mutating func slots(at index: Int32, into slots: inout [Widget.Slots.Slot]) -> Bool {
    var indices = UniqueValues<Int>()
    return list(at: index) { reader, place, count in
      if place == 1 { slots.reserveCapacity(count) }
      var char: String?
      var position: Int?
      let read = reader.map(at: lua_gettop(reader.state)) { reader, key in
        switch key {
        case "char":
          char = reader.stringValue()
          return char.map { $0.isEmpty || Widget.isOneCharacter($0) } ?? false
        case "index":
          position = reader.integerValue(in: 1...Int(Int32.max))
          return position.map { indices.insert($0) } ?? false
        default: return false
        }
      }
      guard read, let char, let position else { return false }
      slots.append(Widget.Slots.Slot(char: char, index: position))
      return true
    }
  }

  /// The `tiles` list at `index` into `tiles`: each one character, at a unique index.
  mutating func tiles(at index: Int32, into tiles: inout [Widget.Tiles.Tile]) -> Bool {
    var indices = UniqueValues<Int>()
    return list(at: index) { reader, place, count in
      if place == 1 { tiles.reserveCapacity(count) }
      var char: String?
      var position: Int?
      var hidden = false
      let read = reader.map(at: lua_gettop(reader.state)) { reader, key in
        switch key {
        case "char":
          char = reader.stringValue()
          return char.map { !$0.isEmpty && Widget.isOneCharacter($0) } ?? false
        case "index":
          position = reader.integerValue(in: 1...Int(Int32.max))
          return position.map { indices.insert($0) } ?? false
        case "hidden":
          guard let flag = reader.boolValue() else { return false }
          hidden = flag
          return true
        default: return false
        }
      }
      guard read, let char, let position else { return false }
      tiles.append(Widget.Tiles.Tile(char: char, index: position, hidden: hidden))
      return true
    }
  }

  /// The `choices` list at `index` into `choices`: each with a unique key and a text.
  mutating func choices(at index: Int32, into choices: inout [Widget.Choices.Choice])
    -> Bool
  {
    var keys = UniqueValues<ByteString>()
    return list(at: index) { reader, place, count in
      if place == 1 { choices.reserveCapacity(count) }
      var key: String?
      var text: String?
      var label: String?
      var selected = false
      let read = reader.map(at: lua_gettop(reader.state)) { reader, name in
        switch name {
        case "key":
          key = reader.keyValue(unique: &keys)
          return key != nil
        case "text":
          text = reader.stringValue()
          return text != nil
        case "label":
          label = reader.stringValue()
          return label != nil
        case "selected":
          guard let flag = reader.boolValue() else { return false }
          selected = flag
          return true
        default: return false
        }
      }
      guard read, let key, let text else { return false }
      choices.append(
        Widget.Choices.Choice(key: key, text: text, selected: selected, label: label))
      return true
    }
  }

  /// The `fields` list of an `inputs` widget at `index` into `fields`: each with a unique id.
  mutating func inputFields(at index: Int32, into fields: inout [Widget.Inputs.Field])
    -> Bool
  {
    var ids = UniqueValues<ByteString>()
    return list(at: index) { reader, place, count in
      if place == 1 { fields.reserveCapacity(count) }
      var id: String?
      var label: String?
      var value = ""
      let read = reader.map(at: lua_gettop(reader.state)) { reader, name in
        switch name {
        case "id":
          id = reader.keyValue(unique: &ids)
          return id != nil
        case "label":
          label = reader.stringValue()
          return label != nil
        case "value":
          guard let text = reader.stringValue() else { return false }
          value = text
          return true
        default: return false
        }
      }
      guard read, let id else { return false }
      fields.append(Widget.Inputs.Field(id: id, label: label, value: value))
      return true
    }
  }

  /// The `items` list of a `sequence` widget at `index` into `items`: unique keys and positions.
  mutating func sequenceItems(
    at index: Int32, into items: inout [Widget.Sequence.Item]
  ) -> Bool {
    var keys = UniqueValues<ByteString>()
    var positions = UniqueValues<Int>()
    return list(at: index) { reader, place, count in
      if place == 1 { items.reserveCapacity(count) }
      var key: String?
      var text: String?
      var position: Int?
      let read = reader.map(at: lua_gettop(reader.state)) { reader, name in
        switch name {
        case "key":
          key = reader.keyValue(unique: &keys)
          return key != nil
        case "text":
          text = reader.stringValue()
          return text != nil
        case "position":
          position = reader.integerValue(in: 1...max(1, count))
          return position != nil
        default: return false
        }
      }
      let at = position ?? place
      guard read, let key, let text, positions.insert(at) else { return false }
      items.append(Widget.Sequence.Item(key: key, text: text, position: at))
      return true
    }
  }
}
