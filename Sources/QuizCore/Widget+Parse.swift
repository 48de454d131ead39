import Localization

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

/// The fields each kind of map in a view may have, required ones first.
enum WidgetSchema {
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

  /// Notes a problem at `path`: kept while under the limit, always counted.
  mutating func report(_ path: WidgetPath, _ message: Phrase) {
    count += 1
    if problems.count < Widget.problemLimit {
      problems.append(WidgetProblem(path: path.text, message: message))
    }
  }

  /// The widget `value` describes at `path`; nil (with its problems reported) when it is not one.
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
      let known = expect(fields, WidgetSchema.text, kind: Self.widget("text"))
      let text = string(fields, "text")
      let style = choice(fields, "style", Widget.Text.Style.self) ?? .body
      let reveal = bool(fields, "reveal")
      guard known, let text else { return nil }
      return .text(Widget.Text(text: text, style: style, reveal: reveal))
    case "picture":
      let known = expect(fields, WidgetSchema.picture, kind: Self.widget("picture"))
      let source = string(fields, "source")
      let alt = string(fields, "alt") ?? ""
      guard known, let source else { return nil }
      return .picture(Widget.Picture(source: source, alt: alt))
    case "code":
      let known = expect(fields, WidgetSchema.code, kind: Self.widget("code"))
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
      let known = expect(fields, WidgetSchema.textarea, kind: Self.widget("textarea"))
      let id = id(fields)
      let value = string(fields, "value") ?? ""
      let placeholder = string(fields, "placeholder") ?? ""
      guard known, let id else { return nil }
      return .textarea(Widget.TextArea(id: id, value: value, placeholder: placeholder))
    case "sequence": return sequence(fields)
    case "feedback":
      let known = expect(fields, WidgetSchema.feedback, kind: Self.widget("feedback"))
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

  /// "the types are ...": every widget type, said with a problem about one.
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

}
