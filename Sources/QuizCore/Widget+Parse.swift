import Localization

/// One thing wrong in a view, at its place: `view[7].tiles[1].char: missing required field`.
public struct WidgetProblem: Hashable, Sendable, CustomStringConvertible, Translatable {
  /// Where, as a Lua reader writes it: `view[7].tiles[1].char` (indices from 1).
  public var path: String
  /// What is wrong, in words translated where a player reads them.
  public var message: Phrase

  /// A problem with both parts given.
  public init(path: String, message: Phrase) {
    self.path = path
    self.message = message
  }

  /// The problem in English.
  public var description: String { sentence.description }

  /// The place and the problem.
  public var sentence: Phrase {
    Phrase(trLater("{place}: {message}"), ["place": .text(path), "message": .phrase(message)])
  }

  /// `path` counted in the type's own widgets when `offset` engine widgets came before them:
  /// `view[6]` after a header of 4 is the type's `view[2]`.
  public static func path(_ path: String, ownFrom offset: Int) -> String {
    let prefix = "view["
    guard offset > 0, path.hasPrefix(prefix), let close = path.firstIndex(of: "]"),
      let number = Int(path[path.index(path.startIndex, offsetBy: prefix.count)..<close]),
      number > offset
    else { return path }
    return "\(prefix)\(number - offset)\(path[close...])"
  }

  /// The first problems of a view in one line, with how many more there are.
  public static func summary(_ problems: [WidgetProblem], shown: Int = 3) -> Phrase {
    var said = problems.first?.sentence ?? .verbatim("")
    for problem in problems.prefix(shown).dropFirst() {
      said = Phrase(
        trLater("{problems}; {problem}"),
        ["problems": .phrase(said), "problem": .phrase(problem.sentence)])
    }
    let rest = problems.count - shown
    guard rest > 0 else { return said }
    return Phrase(
      trLater("{problems}; and {n} more"), ["problems": .phrase(said), "n": .number(rest)])
  }
}

extension Widget {
  /// At most this many problems are kept from one view (as `validate` keeps 100).
  public static let problemLimit = 100
  /// The most `columns` a tiles widget may ask for.
  public static let maximumColumns = 64

  /// The widgets of a view, and what is wrong in it. A widget with a problem is left out;
  /// every value is read once, so the work is linear in the size of the view.
  public static func parse(view: Value) -> (widgets: [Widget], problems: [WidgetProblem]) {
    var parser = WidgetParser()
    guard case .array(let elements) = view else {
      parser.report(
        WidgetPath(),
        Phrase(
          trLater("a view must be a list of widgets, not {kind}"), ["kind": .phrase(view.kindWords)]
        ))
      return ([], parser.problems)
    }
    var widgets: [Widget] = []
    widgets.reserveCapacity(elements.count)
    var ids = UniqueValues<ByteString>()
    for (offset, element) in elements.enumerated() {
      let path = WidgetPath(widget: offset + 1)
      let before = parser.count
      guard let widget = parser.widget(element, at: path) else { continue }
      if let id = widget.id, !ids.insert(ByteString(id)) {
        parser.report(
          path.field("id"),
          Phrase(
            trLater("another widget of this view has the id {id}"), ["id": .text(quoted(id))]))
      }
      if parser.count == before { widgets.append(widget) }
    }
    return (widgets, parser.problems)
  }

  /// Whether `text` is one character (a grapheme cluster), as a tile or a filled slot shows.
  @inlinable public static func isOneCharacter(_ text: String) -> Bool {
    // One byte is one character (valid UTF-8 of one byte is ASCII); otherwise the byte bound
    // first: counting characters walks the whole string.
    text.utf8.count == 1 || (text.utf8.count <= 64 && text.count == 1)
  }

  /// A string of a plugin's, quoted and kept short, for a message.
  static func quoted(_ text: String) -> String { "\"\(Untrusted.line(text, limit: 40))\"" }
}

/// A place in a view; its text is only built for a problem.
struct WidgetPath {
  var widget: Int?
  var list: String?
  var item: Int?
  var field: String?

  func field(_ name: String) -> WidgetPath {
    var path = self
    path.field = name
    return path
  }

  func item(_ list: String, _ index: Int) -> WidgetPath {
    WidgetPath(widget: widget, list: list, item: index, field: nil)
  }

  var text: String {
    var text = "view"
    if let widget { text += "[\(widget)]" }
    if let list { text += "." + Untrusted.line(list, limit: 40) }
    if let item { text += "[\(item)]" }
    if let field { text += "." + Untrusted.line(field, limit: 40) }
    return text
  }
}

/// The fields each kind of map in a view may have, required ones first.
private enum Schema {
  static let text = (required: ["text"], optional: ["style", "reveal"])
  static let picture = (required: ["source"], optional: ["alt"])
  static let code = (required: ["text"], optional: ["language", "reveal"])
  static let slots = (required: ["id", "slots"], optional: ["color"])
  static let slot = (required: ["char", "index"], optional: [String]())
  static let tiles = (required: ["id", "tiles"], optional: ["columns", "ignore_case"])
  static let tile = (required: ["char", "index"], optional: ["hidden"])
  static let choices = (required: ["id", "choices"], optional: ["multiple"])
  static let choice = (required: ["key", "text"], optional: ["selected", "label"])
  static let inputs = (required: ["id", "fields"], optional: [String]())
  static let field = (required: ["id"], optional: ["label", "value"])
  static let textarea = (required: ["id"], optional: ["value", "placeholder"])
  static let sequence = (required: ["id", "items"], optional: [String]())
  static let item = (required: ["key", "text"], optional: ["position"])
  static let feedback = (required: ["text"], optional: ["verdict", "reveal"])
}

/// Reads widgets, keeping the first `Widget.problemLimit` problems and counting all.
struct WidgetParser {
  private(set) var problems: [WidgetProblem] = []
  /// Every problem met, kept or not.
  private(set) var count = 0

  mutating func report(_ path: WidgetPath, _ message: Phrase) {
    count += 1
    if problems.count < Widget.problemLimit {
      problems.append(WidgetProblem(path: path.text, message: message))
    }
  }

  mutating func widget(_ value: Value, at path: WidgetPath) -> Widget? {
    guard case .map(let map) = value else {
      report(
        path,
        Phrase(trLater("a widget must be a map, not {kind}"), ["kind": .phrase(value.kindWords)]))
      return nil
    }
    guard let typeValue = map["type"] else {
      report(
        path.field("type"),
        Phrase(trLater("missing required field ({kinds})"), ["kinds": .phrase(Self.kinds)]))
      return nil
    }
    guard let type = typeValue.stringValue else {
      report(path.field("type"), Self.mustBe(Phrase(trLater("a string")), not: typeValue))
      return nil
    }
    let fields = Fields(map: map, path: path)
    // Every field is read even after a problem, so that one pass reports them all.
    switch type {
    case "text":
      let known = expect(fields, Schema.text, kind: Self.widget("text"))
      let text = string(fields, "text")
      let style = choice(fields, "style", Widget.Text.Style.self) ?? .body
      let reveal = bool(fields, "reveal")
      guard known, let text else { return nil }
      return .text(Widget.Text(text: text, style: style, reveal: reveal))
    case "picture":
      let known = expect(fields, Schema.picture, kind: Self.widget("picture"))
      let source = string(fields, "source")
      let alt = string(fields, "alt") ?? ""
      guard known, let source else { return nil }
      return .picture(Widget.Picture(source: source, alt: alt))
    case "code":
      let known = expect(fields, Schema.code, kind: Self.widget("code"))
      let text = string(fields, "text")
      let language = string(fields, "language") ?? ""
      let reveal = bool(fields, "reveal")
      guard known, let text else { return nil }
      return .code(Widget.Code(text: text, language: language, reveal: reveal))
    case "slots": return slots(fields)
    case "tiles": return tiles(fields)
    case "choices": return choices(fields)
    case "inputs": return inputs(fields)
    case "textarea":
      let known = expect(fields, Schema.textarea, kind: Self.widget("textarea"))
      let id = id(fields)
      let value = string(fields, "value") ?? ""
      let placeholder = string(fields, "placeholder") ?? ""
      guard known, let id else { return nil }
      return .textarea(Widget.TextArea(id: id, value: value, placeholder: placeholder))
    case "sequence": return sequence(fields)
    case "feedback":
      let known = expect(fields, Schema.feedback, kind: Self.widget("feedback"))
      let text = string(fields, "text")
      let verdict = choice(fields, "verdict", Widget.Feedback.Verdict.self)
      let reveal = bool(fields, "reveal")
      guard known, let text else { return nil }
      return .feedback(Widget.Feedback(text: text, verdict: verdict, reveal: reveal))
    default:
      report(
        path.field("type"),
        Phrase(
          trLater("unknown widget type {type} ({kinds})"),
          ["type": .text(Widget.quoted(type)), "kinds": .phrase(Self.kinds)]))
      return nil
    }
  }

  static let kinds = Phrase(
    trLater("the types are {types}"),
    ["types": .text(Widget.Kind.allCases.map(\.rawValue).joined(separator: ", "))])

  /// "a {type} widget": the kind of map a widget of `type` is.
  static func widget(_ type: String) -> Phrase {
    Phrase(trLater("a {type} widget"), ["type": .text(type)])
  }

  /// "must be <kind>, not <found>": a field of the wrong kind.
  static func mustBe(_ kind: Phrase, not value: Value) -> Phrase {
    Phrase(
      trLater("must be {expected}, not {found}"),
      ["expected": .phrase(kind), "found": .phrase(value.kindWords)])
  }

  // MARK: Interactive widgets

  private mutating func slots(_ fields: Fields) -> Widget? {
    let known = expect(fields, Schema.slots, kind: Self.widget("slots"))
    let id = id(fields)
    let color = choice(fields, "color", Widget.Slots.Color.self) ?? .neutral
    var indices = UniqueValues<Int>()
    let slots = list(
      fields, "slots", of: Widget.Slots.Slot.self, kind: Phrase(trLater("a slot")),
      schema: Schema.slot
    ) { parser, item in
      guard let char = parser.character(item, "char", mayBeEmpty: true),
        let index = parser.index(item, "index", unique: &indices)
      else { return nil }
      return Widget.Slots.Slot(char: char, index: index)
    }
    guard known, let id, let slots else { return nil }
    return .slots(Widget.Slots(id: id, slots: slots, color: color))
  }

  private mutating func tiles(_ fields: Fields) -> Widget? {
    let known = expect(fields, Schema.tiles, kind: Self.widget("tiles"))
    let id = id(fields)
    let columns = integer(fields, "columns", in: 1...Widget.maximumColumns)
    var indices = UniqueValues<Int>()
    let tiles = list(
      fields, "tiles", of: Widget.Tiles.Tile.self, kind: Phrase(trLater("a tile")),
      schema: Schema.tile
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

  private mutating func choices(_ fields: Fields) -> Widget? {
    let known = expect(fields, Schema.choices, kind: Self.widget("choices"))
    let id = id(fields)
    let multiple = bool(fields, "multiple")
    var keys = UniqueValues<ByteString>()
    let choices = list(
      fields, "choices", of: Widget.Choices.Choice.self, kind: Phrase(trLater("a choice")),
      schema: Schema.choice
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

  private mutating func inputs(_ fields: Fields) -> Widget? {
    let known = expect(fields, Schema.inputs, kind: Self.widget("inputs"))
    let id = id(fields)
    var ids = UniqueValues<ByteString>()
    let list = list(
      fields, "fields", of: Widget.Inputs.Field.self, kind: Phrase(trLater("a field")),
      schema: Schema.field
    ) { parser, item in
      guard let fieldID = parser.key(item, "id", unique: &ids) else { return nil }
      return Widget.Inputs.Field(
        id: fieldID, label: parser.string(item, "label"), value: parser.string(item, "value") ?? "")
    }
    guard known, let id, let list else { return nil }
    return .inputs(Widget.Inputs(id: id, fields: list))
  }

  private mutating func sequence(_ fields: Fields) -> Widget? {
    let known = expect(fields, Schema.sequence, kind: Self.widget("sequence"))
    let id = id(fields)
    let count = fields.map["items"]?.arrayValue?.count ?? 0
    var keys = UniqueValues<ByteString>()
    var positions = UniqueValues<Int>()
    let items = list(
      fields, "items", of: Widget.Sequence.Item.self, kind: Phrase(trLater("an item")),
      schema: Schema.item
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

  // MARK: Fields

  /// A map being read, and where it is; `place` is its position in its list (from 1).
  struct Fields {
    var map: ValueMap
    var path: WidgetPath
    var place = 1
  }

  /// Reports unknown and missing fields; false when a required one is missing.
  private mutating func expect(
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
  private mutating func string(_ fields: Fields, _ key: String) -> String? {
    guard let value = fields.map[key] else { return nil }
    guard let text = value.stringValue else {
      report(fields.path.field(key), Self.mustBe(Phrase(trLater("a string")), not: value))
      return nil
    }
    return text
  }

  /// A widget's id: a non-empty string.
  private mutating func id(_ fields: Fields) -> String? {
    guard let id = string(fields, "id") else { return nil }
    if id.isEmpty { report(fields.path.field("id"), Phrase(trLater("must not be empty"))) }
    return id
  }

  /// A non-empty string unique in its list (a choice's key, a field's id).
  private mutating func key(_ fields: Fields, _ key: String, unique: inout UniqueValues<ByteString>)
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
  private mutating func character(_ fields: Fields, _ key: String, mayBeEmpty: Bool) -> String? {
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
  private mutating func bool(_ fields: Fields, _ key: String) -> Bool {
    guard let value = fields.map[key] else { return false }
    guard let flag = value.boolValue else {
      report(fields.path.field(key), Self.mustBe(Phrase(trLater("true or false")), not: value))
      return false
    }
    return flag
  }

  /// An integer in `range`; nil (reported if present) otherwise.
  private mutating func integer(_ fields: Fields, _ key: String, in range: ClosedRange<Int>)
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
  private mutating func index(_ fields: Fields, _ key: String, unique: inout UniqueValues<Int>)
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
  private mutating func choice<Choice: RawRepresentable & CaseIterable>(
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
  private mutating func list<Item>(
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

/// The values met so far in one list of a view, to find one used twice. Lists in views are
/// short (a few tiles or choices), where comparing with each is cheaper than hashing; a long
/// list moves to a hash set, so the work stays linear.
/// (Inlinable, so that a reader in another module gets it specialized to its element.)
public struct UniqueValues<Element: Hashable> {
  /// Up to this many values are compared one by one.
  @usableFromInline static var shortLength: Int { 16 }
  @usableFromInline var short: [Element] = []
  @usableFromInline var long: Set<Element>?

  /// No value met yet.
  @inlinable public init() {}

  /// Adds `value`; false when it was there already.
  @inlinable public mutating func insert(_ value: Element) -> Bool {
    if long != nil { return long!.insert(value).inserted }
    if short.contains(value) { return false }
    if short.count < Self.shortLength {
      if short.isEmpty { short.reserveCapacity(Self.shortLength) }
      short.append(value)
    } else {
      long = Set(short)
      long!.insert(value)
      short = []
    }
    return true
  }
}
