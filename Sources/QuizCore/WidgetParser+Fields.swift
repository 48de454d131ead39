import Localization

/// Reads the fields of a widget or of an item of its lists, reporting each problem at its place.
extension WidgetParser {
  /// A map being read, and where it is; `place` is its position in its list (from 1).
  struct Fields {
    var map: ValueMap
    var path: WidgetPath
    var place = 1
  }

  /// Reports unknown and missing fields; false when a required one is missing.
  mutating func expect(
    _ fields: Fields, _ schema: (required: [String], optional: [String]), kind: Phrase
  ) -> Bool {
    let isWidget = fields.path.list == nil
    for (key, _) in fields.map where !(isWidget && key == "type") {
      guard !schema.required.contains(key), !schema.optional.contains(key) else { continue }
      let known = (schema.required + schema.optional).joined(separator: ", ")
      report(
        fields.path.field(key),
        Phrase(
          trLater("unknown field ({kind} has {known})"),
          ["kind": .phrase(kind), "known": .text(known)]))
    }
    var complete = true
    for key in schema.required where fields.map[key] == nil {
      report(
        fields.path.field(key),
        Phrase(trLater("missing required field of {kind}"), ["kind": .phrase(kind)]))
      complete = false
    }
    return complete
  }

  /// A string field; nil (reported if present) when it is something else.
  mutating func string(_ fields: Fields, _ key: String) -> String? {
    guard let value = fields.map[key] else { return nil }
    guard let text = value.stringValue else {
      report(fields.path.field(key), Self.mustBe(Phrase(trLater("a string")), not: value))
      return nil
    }
    return text
  }

  /// A widget's id: a non-empty string.
  mutating func id(_ fields: Fields) -> String? {
    guard let id = string(fields, "id") else { return nil }
    if id.isEmpty { report(fields.path.field("id"), Phrase(trLater("must not be empty"))) }
    return id
  }

  /// A non-empty string unique in its list (a choice's key, a field's id).
  mutating func key(_ fields: Fields, _ key: String, unique: inout UniqueValues<ByteString>)
    -> String?
  {
    guard let text = string(fields, key) else { return nil }
    if text.isEmpty {
      report(fields.path.field(key), Phrase(trLater("must not be empty")))
      return nil
    }
    guard unique.insert(ByteString(text)) else {
      report(
        fields.path.field(key),
        Phrase(trLater("{key} is used twice in this list"), ["key": .text(Widget.quoted(text))]))
      return nil
    }
    return text
  }

  /// One character (a grapheme cluster), or "" where an empty slot is meant.
  mutating func character(_ fields: Fields, _ key: String, mayBeEmpty: Bool) -> String? {
    guard let text = string(fields, key) else { return nil }
    if text.isEmpty && mayBeEmpty { return text }
    guard Widget.isOneCharacter(text) else {
      let what =
        mayBeEmpty
        ? Phrase(trLater("one character, or \"\" for an empty slot"))
        : Phrase(trLater("one character"))
      report(
        fields.path.field(key),
        Phrase(
          trLater("must be {expected}, not {found}"),
          ["expected": .phrase(what), "found": .text(Widget.quoted(text))]))
      return nil
    }
    return text
  }

  /// An optional boolean; false when absent or wrong (reported).
  mutating func bool(_ fields: Fields, _ key: String) -> Bool {
    guard let value = fields.map[key] else { return false }
    guard let flag = value.boolValue else {
      report(fields.path.field(key), Self.mustBe(Phrase(trLater("true or false")), not: value))
      return false
    }
    return flag
  }

  /// An integer in `range`; nil (reported if present) otherwise.
  mutating func integer(_ fields: Fields, _ key: String, in range: ClosedRange<Int>)
    -> Int?
  {
    guard let value = fields.map[key] else { return nil }
    guard let number = value.intValue else {
      report(fields.path.field(key), Self.mustBe(Phrase(trLater("an integer")), not: value))
      return nil
    }
    guard number >= range.lowerBound, number <= range.upperBound else {
      report(
        fields.path.field(key),
        Phrase(
          trLater("must be from {low} to {high}, not {number}"),
          [
            "low": .number(range.lowerBound), "high": .number(range.upperBound),
            "number": .text(String(number)),
          ]))
      return nil
    }
    return Int(number)
  }

  /// A tile's or a slot's index: an integer from 1, unique in its list.
  mutating func index(_ fields: Fields, _ key: String, unique: inout UniqueValues<Int>)
    -> Int?
  {
    guard let index = integer(fields, key, in: 1...Int(Int32.max)) else { return nil }
    guard unique.insert(index) else {
      report(
        fields.path.field(key),
        Phrase(trLater("another one in this list has the index {index}"), ["index": .number(index)])
      )
      return nil
    }
    return index
  }

  /// One of the words of `Choice`; nil (reported if present) otherwise.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ fields: Fields, _ key: String, _: Choice.Type
  ) -> Choice? where Choice.RawValue == String {
    guard let text = string(fields, key) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let words = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      report(
        fields.path.field(key),
        Phrase(
          trLater("must be one of {words}, not {found}"),
          ["words": .text(words), "found": .text(Widget.quoted(text))]))
      return nil
    }
    return choice
  }

  /// The maps of a list field, each read by `read`; nil when the field is not a list, the
  /// items that read without a problem otherwise.
  mutating func list<Item>(
    _ fields: Fields, _ key: String, of _: Item.Type, kind: Phrase,
    schema: (required: [String], optional: [String]),
    read: (inout WidgetParser, Fields) -> Item?
  ) -> [Item]? {
    guard let value = fields.map[key] else { return nil }
    guard case .array(let elements) = value else {
      report(fields.path.field(key), Self.mustBe(Phrase(trLater("a list")), not: value))
      return nil
    }
    var items: [Item] = []
    items.reserveCapacity(elements.count)
    for (offset, element) in elements.enumerated() {
      let path = fields.path.item(key, offset + 1)
      guard case .map(let map) = element else {
        report(
          path,
          Phrase(
            trLater("{kind} must be a map, not {found}"),
            ["kind": .phrase(kind), "found": .phrase(element.kindWords)]))
        continue
      }
      let item = Fields(map: map, path: path, place: offset + 1)
      guard expect(item, schema, kind: kind), let read = read(&self, item) else { continue }
      items.append(read)
    }
    return items
  }
}
