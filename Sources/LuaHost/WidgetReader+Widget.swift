import CLua
import QuizCore

/// One widget map read where it lies: its fields, then the widget its kind makes of them.
extension WidgetReader {
  /// Which fields a widget map had.
  private struct Seen: OptionSet {
    let rawValue: UInt32
    static let type = Seen(rawValue: 1 << 0)
    static let text = Seen(rawValue: 1 << 1)
    static let style = Seen(rawValue: 1 << 2)
    static let reveal = Seen(rawValue: 1 << 3)
    static let source = Seen(rawValue: 1 << 4)
    static let alt = Seen(rawValue: 1 << 5)
    static let language = Seen(rawValue: 1 << 6)
    static let id = Seen(rawValue: 1 << 7)
    static let color = Seen(rawValue: 1 << 8)
    static let columns = Seen(rawValue: 1 << 9)
    static let ignoreCase = Seen(rawValue: 1 << 10)
    static let multiple = Seen(rawValue: 1 << 11)
    static let value = Seen(rawValue: 1 << 12)
    static let placeholder = Seen(rawValue: 1 << 13)
    static let verdict = Seen(rawValue: 1 << 14)
    static let slots = Seen(rawValue: 1 << 15)
    static let tiles = Seen(rawValue: 1 << 16)
    static let choices = Seen(rawValue: 1 << 17)
    static let fields = Seen(rawValue: 1 << 18)
    static let items = Seen(rawValue: 1 << 19)
  }

  /// A widget's `type`.
  private enum Kind {
    case text, picture, code, slots, tiles, choices, inputs, textarea, sequence, feedback

    init?(_ type: String) {
      switch type {
      case "text": self = .text
      case "choices": self = .choices
      case "feedback": self = .feedback
      case "code": self = .code
      case "tiles": self = .tiles
      case "slots": self = .slots
      case "inputs": self = .inputs
      case "textarea": self = .textarea
      case "sequence": self = .sequence
      case "picture": self = .picture
      default: return nil
      }
    }
  }

  /// The list a widget map had.
  private enum Items {
    case none
    case slots([Widget.Slots.Slot])
    case tiles([Widget.Tiles.Tile])
    case choices([Widget.Choices.Choice])
    case fields([Widget.Inputs.Field])
    case items([Widget.Sequence.Item])
  }

  /// The fields of one widget map, as read. No kind of widget may have two of `text`, `source`
  /// and `id`, two of `alt`, `language` and `value`, two of `reveal`, `ignore_case` and
  /// `multiple`, or two lists: each group shares one slot, and a map that has two of a group
  /// fails `has` whatever its kind.
  private struct Fields {
    var seen: Seen = []
    var kind: Kind?
    /// `text`, `source` or `id`.
    var first = ""
    /// `alt`, `language` or `value`.
    var second = ""
    var placeholder = ""
    /// `reveal`, `ignore_case` or `multiple`.
    var flag = false
    var style = Widget.Text.Style.body
    var color = Widget.Slots.Color.neutral
    var verdict: Widget.Feedback.Verdict?
    var columns: Int?
    var items = Items.none

    /// Whether the fields seen are those of a widget that has `required` and may have
    /// `optional` (besides `type`).
    func has(_ required: Seen, _ optional: Seen = []) -> Bool {
      seen.isSuperset(of: required) && seen.isSubset(of: required.union(optional).union(.type))
    }
  }

  /// The widget map at `index`.
  mutating func widget(at index: Int32) -> Widget? {
    var f = Fields()
    guard map(at: index, { reader, key in reader.field(key, of: &f) }), let kind = f.kind else {
      return nil
    }
    switch (kind, f.items) {
    case (.text, .none) where f.has(.text, [.style, .reveal]):
      return .text(Widget.Text(text: f.first, style: f.style, reveal: f.flag))
    case (.picture, .none) where f.has(.source, .alt):
      return .picture(Widget.Picture(source: f.first, alt: f.second))
    case (.code, .none) where f.has(.text, [.language, .reveal]):
      return .code(Widget.Code(text: f.first, language: f.second, reveal: f.flag))
    case (.slots, .slots(let slots)) where f.has([.id, .slots], .color):
      return .slots(Widget.Slots(id: f.first, slots: slots, color: f.color))
    case (.tiles, .tiles(let tiles)) where f.has([.id, .tiles], [.columns, .ignoreCase]):
      return .tiles(
        Widget.Tiles(id: f.first, columns: f.columns, tiles: tiles, ignoresCase: f.flag))
    case (.choices, .choices(let choices)) where f.has([.id, .choices], .multiple):
      return .choices(Widget.Choices(id: f.first, multiple: f.flag, choices: choices))
    case (.inputs, .fields(let fields)) where f.has([.id, .fields]):
      return .inputs(Widget.Inputs(id: f.first, fields: fields))
    case (.textarea, .none) where f.has(.id, [.value, .placeholder]):
      return .textarea(Widget.TextArea(id: f.first, value: f.second, placeholder: f.placeholder))
    case (.sequence, .items(let items)) where f.has([.id, .items]):
      return .sequence(Widget.Sequence(id: f.first, items: items))
    case (.feedback, .none) where f.has(.text, [.verdict, .reveal]):
      return .feedback(Widget.Feedback(text: f.first, verdict: f.verdict, reveal: f.flag))
    default:
      return nil
    }
  }

  /// Reads the value on top of the stack as the widget field `key`.
  private mutating func field(_ key: String, of fields: inout Fields) -> Bool {
    func text(_ flag: Seen, _ stored: inout String) -> Bool {
      guard let read = stringValue() else { return false }
      stored = read
      fields.seen.insert(flag)
      return true
    }
    func flag(_ flag: Seen) -> Bool {
      guard let read = boolValue() else { return false }
      fields.flag = read
      fields.seen.insert(flag)
      return true
    }
    let list = lua_gettop(state)
    switch key {
    case "type":
      guard let type = stringValue(), let kind = Kind(type) else { return false }
      fields.kind = kind
      fields.seen.insert(.type)
      return true
    case "text": return text(.text, &fields.first)
    case "id":
      guard let id = stringValue(), !id.isEmpty else { return false }
      fields.first = id
      fields.seen.insert(.id)
      return true
    case "style":
      guard let style = choiceValue(Widget.Text.Style.self) else { return false }
      fields.style = style
      fields.seen.insert(.style)
      return true
    case "reveal": return flag(.reveal)
    case "choices":
      fields.seen.insert(.choices)
      var choices: [Widget.Choices.Choice] = []
      guard self.choices(at: list, into: &choices) else { return false }
      fields.items = .choices(choices)
      return true
    case "multiple": return flag(.multiple)
    case "verdict":
      guard let verdict = choiceValue(Widget.Feedback.Verdict.self) else { return false }
      fields.verdict = verdict
      fields.seen.insert(.verdict)
      return true
    case "source": return text(.source, &fields.first)
    case "alt": return text(.alt, &fields.second)
    case "language": return text(.language, &fields.second)
    case "tiles":
      fields.seen.insert(.tiles)
      var tiles: [Widget.Tiles.Tile] = []
      guard self.tiles(at: list, into: &tiles) else { return false }
      fields.items = .tiles(tiles)
      return true
    case "slots":
      fields.seen.insert(.slots)
      var slots: [Widget.Slots.Slot] = []
      guard self.slots(at: list, into: &slots) else { return false }
      fields.items = .slots(slots)
      return true
    case "color":
      guard let color = choiceValue(Widget.Slots.Color.self) else { return false }
      fields.color = color
      fields.seen.insert(.color)
      return true
    case "columns":
      guard let columns = integerValue(in: 1...Widget.maximumColumns) else { return false }
      fields.columns = columns
      fields.seen.insert(.columns)
      return true
    case "ignore_case": return flag(.ignoreCase)
    case "fields":
      fields.seen.insert(.fields)
      var inputs: [Widget.Inputs.Field] = []
      guard inputFields(at: list, into: &inputs) else { return false }
      fields.items = .fields(inputs)
      return true
    case "items":
      fields.seen.insert(.items)
      var items: [Widget.Sequence.Item] = []
      guard sequenceItems(at: list, into: &items) else { return false }
      fields.items = .items(items)
      return true
    case "value": return text(.value, &fields.second)
    case "placeholder": return text(.placeholder, &fields.placeholder)
    default:
      return false
    }
  }

}
