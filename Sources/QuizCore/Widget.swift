/// One widget of a question type's view: the vocabulary of docs/plugin-api.md, typed.
///
/// `Widget.parse(view:)` is the only way in from a plugin's value, and `value` the way back
/// to what bots read; the terminal draws these and nothing else.
public enum Widget: Hashable, Sendable {
  case text(Text)
  case picture(Picture)
  case code(Code)
  case slots(Slots)
  case tiles(Tiles)
  case choices(Choices)
  case inputs(Inputs)
  case textarea(TextArea)
  case sequence(Sequence)
  case feedback(Feedback)

  /// A paragraph of text (markup allowed).
  public struct Text: Hashable, Sendable {
    public var text: String
    public var style: Style
    /// Whether it belongs to the analysis (drawn in the Analysis panel).
    public var reveal: Bool

    /// How a text is drawn.
    public enum Style: String, Hashable, Sendable, CaseIterable {
      case title, body, label, accent, muted
    }

    /// A text with every part given.
    public init(text: String, style: Style = .body, reveal: Bool = false) {
      self.text = text
      self.style = style
      self.reveal = reveal
    }
  }

  /// A picture from the game folder.
  public struct Picture: Hashable, Sendable {
    /// The file, relative to the game folder.
    public var source: String
    /// What a front without pictures shows instead; empty when not given.
    public var alt: String

    /// A picture with every part given.
    public init(source: String, alt: String = "") {
      self.source = source
      self.alt = alt
    }
  }

  /// A block of code, shown as written.
  public struct Code: Hashable, Sendable {
    public var text: String
    public var language: String
    public var reveal: Bool

    /// A code block with every part given.
    public init(text: String, language: String = "", reveal: Bool = false) {
      self.text = text
      self.language = language
      self.reveal = reveal
    }
  }

  /// Answer slots: each shows a character or nothing; pressing a filled one sends `unpick`.
  public struct Slots: Hashable, Sendable {
    public var id: String
    public var slots: [Slot]
    public var color: Color

    /// One slot: `char` is "" while empty.
    public struct Slot: Hashable, Sendable {
      public var char: String
      public var index: Int

      /// A slot with every part given.
      public init(char: String, index: Int) {
        self.char = char
        self.index = index
      }
    }

    /// How the slots are coloured after a check.
    public enum Color: String, Hashable, Sendable, CaseIterable {
      case neutral, right, wrong
    }

    /// Slots with every part given.
    public init(id: String, slots: [Slot], color: Color = .neutral) {
      self.id = id
      self.slots = slots
      self.color = color
    }
  }

  /// Character tiles in a grid; pressing (or typing) a shown one sends `pick`.
  public struct Tiles: Hashable, Sendable {
    public var id: String
    /// Tiles per row, when the type asks for a number.
    public var columns: Int?
    public var tiles: [Tile]
    /// Whether a typed letter picks a tile showing it in either case (`ignore_case`).
    public var ignoresCase: Bool

    /// One tile; a hidden one is used (in a slot) and leaves a gap.
    public struct Tile: Hashable, Sendable {
      public var char: String
      public var index: Int
      public var hidden: Bool

      /// A tile with every part given.
      public init(char: String, index: Int, hidden: Bool = false) {
        self.char = char
        self.index = index
        self.hidden = hidden
      }
    }

    /// Tiles with every part given.
    public init(id: String, columns: Int? = nil, tiles: [Tile], ignoresCase: Bool = false) {
      self.id = id
      self.columns = columns
      self.tiles = tiles
      self.ignoresCase = ignoresCase
    }
  }

  /// Choices by key: `select` one, or `toggle` each when `multiple`.
  public struct Choices: Hashable, Sendable {
    public var id: String
    public var multiple: Bool
    public var choices: [Choice]

    /// One choice: `key` is what actions name it by; `label`, when given, is what the player
    /// reads beside it instead of the key ("" for nothing), as a question that shuffles or
    /// numbers its options labels them by place in the order shown.
    public struct Choice: Hashable, Sendable {
      public var key: String
      public var text: String
      public var selected: Bool
      public var label: String?

      /// A choice with every part given.
      public init(key: String, text: String, selected: Bool = false, label: String? = nil) {
        self.key = key
        self.text = text
        self.selected = selected
        self.label = label
      }

      /// What the player reads beside the choice: its label, else its key.
      public var shownLabel: String { label ?? key }
    }

    /// Choices with every part given.
    public init(id: String, multiple: Bool = false, choices: [Choice]) {
      self.id = id
      self.multiple = multiple
      self.choices = choices
    }
  }

  /// One-line text fields; typing into one sends `input` with the field's id.
  public struct Inputs: Hashable, Sendable {
    public var id: String
    public var fields: [Field]

    /// One field; its label is its id when not given.
    public struct Field: Hashable, Sendable {
      public var id: String
      public var label: String
      public var value: String

      /// A field with every part given.
      public init(id: String, label: String? = nil, value: String = "") {
        self.id = id
        self.label = label ?? id
        self.value = value
      }
    }

    /// Fields with every part given.
    public init(id: String, fields: [Field]) {
      self.id = id
      self.fields = fields
    }
  }

  /// A text box; typing into it sends `input` with the widget's id as the field.
  public struct TextArea: Hashable, Sendable {
    public var id: String
    public var value: String
    public var placeholder: String

    /// A text box with every part given.
    public init(id: String, value: String = "", placeholder: String = "") {
      self.id = id
      self.value = value
      self.placeholder = placeholder
    }
  }

  /// Items in the player's order; moving one sends `move` with its key and new position.
  public struct Sequence: Hashable, Sendable {
    public var id: String
    public var items: [Item]

    /// One item at its position (from 1).
    public struct Item: Hashable, Sendable {
      public var key: String
      public var text: String
      public var position: Int

      /// An item with every part given.
      public init(key: String, text: String, position: Int) {
        self.key = key
        self.text = text
        self.position = position
      }
    }

    /// A sequence with every part given.
    public init(id: String, items: [Item]) {
      self.id = id
      self.items = items
    }
  }

  /// A verdict line ("Right!", "Answer: B").
  public struct Feedback: Hashable, Sendable {
    public var text: String
    public var verdict: Verdict?
    public var reveal: Bool

    /// The verdicts a feedback line is coloured by; `unanswered` is the analysis's.
    public enum Verdict: String, Hashable, Sendable, CaseIterable {
      case right, partial, wrong, unanswered
    }

    /// A feedback line with every part given.
    public init(text: String, verdict: Verdict? = nil, reveal: Bool = false) {
      self.text = text
      self.verdict = verdict
      self.reveal = reveal
    }
  }
}

extension Widget {
  /// The kinds of widget, by the `type` views write: what the parser knows and docs show.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case text, picture, code, slots, tiles, choices, inputs, textarea, sequence, feedback
  }

  /// The widget's kind.
  public var kind: Kind {
    switch self {
    case .text: return .text
    case .picture: return .picture
    case .code: return .code
    case .slots: return .slots
    case .tiles: return .tiles
    case .choices: return .choices
    case .inputs: return .inputs
    case .textarea: return .textarea
    case .sequence: return .sequence
    case .feedback: return .feedback
    }
  }

  /// The widget's `type`, as views write it.
  public var type: String { kind.rawValue }

  /// The id of a widget the player acts on; nil for the others.
  public var id: String? {
    switch self {
    case .slots(let w): return w.id
    case .tiles(let w): return w.id
    case .choices(let w): return w.id
    case .inputs(let w): return w.id
    case .textarea(let w): return w.id
    case .sequence(let w): return w.id
    case .text, .picture, .code, .feedback: return nil
    }
  }

  /// Whether the widget belongs to the analysis (`reveal = true`).
  public var isRevealed: Bool {
    switch self {
    case .text(let w): return w.reveal
    case .code(let w): return w.reveal
    case .feedback(let w): return w.reveal
    default: return false
    }
  }

  /// The widget as bots read it: every field, optional ones with their defaults, so a bot
  /// never has to guess what a missing `hidden` or `selected` means. `reveal` only when true.
  public var value: Value {
    // Every key in its literal, in byte order, `type` included: a map literal then keeps its
    // entries as written, where inserting a key afterwards would grow and shift them.
    switch self {
    case .text(let w):
      let style = Value.string(w.style.rawValue)
      let text = Value.string(w.text)
      if w.reveal {
        return ["reveal": true, "style": style, "text": text, "type": "text"]
      }
      return ["style": style, "text": text, "type": "text"]
    case .picture(let w):
      return ["alt": .string(w.alt), "source": .string(w.source), "type": "picture"]
    case .code(let w):
      let language = Value.string(w.language)
      let text = Value.string(w.text)
      if w.reveal {
        return ["language": language, "reveal": true, "text": text, "type": "code"]
      }
      return ["language": language, "text": text, "type": "code"]
    case .slots(let w):
      return [
        "color": .string(w.color.rawValue), "id": .string(w.id),
        "slots": .array(
          w.slots.map { ["char": .string($0.char), "index": .int(Int64($0.index))] }),
        "type": "slots",
      ]
    case .tiles(let w):
      let id = Value.string(w.id)
      let ignoresCase = Value.bool(w.ignoresCase)
      let tiles = Value.array(
        w.tiles.map {
          ["char": .string($0.char), "hidden": .bool($0.hidden), "index": .int(Int64($0.index))]
        })
      if let columns = w.columns {
        return [
          "columns": .int(Int64(columns)), "id": id, "ignore_case": ignoresCase, "tiles": tiles,
          "type": "tiles",
        ]
      }
      return ["id": id, "ignore_case": ignoresCase, "tiles": tiles, "type": "tiles"]
    case .choices(let w):
      return [
        "choices": .array(
          w.choices.map { choice in
            var map: ValueMap = [
              "key": .string(choice.key), "selected": .bool(choice.selected),
              "text": .string(choice.text),
            ]
            if let label = choice.label { map["label"] = .string(label) }
            return .map(map)
          }),
        "id": .string(w.id), "multiple": .bool(w.multiple), "type": "choices",
      ]
    case .inputs(let w):
      return [
        "fields": .array(
          w.fields.map {
            ["id": .string($0.id), "label": .string($0.label), "value": .string($0.value)]
          }),
        "id": .string(w.id), "type": "inputs",
      ]
    case .textarea(let w):
      return [
        "id": .string(w.id), "placeholder": .string(w.placeholder), "type": "textarea",
        "value": .string(w.value),
      ]
    case .sequence(let w):
      return [
        "id": .string(w.id),
        "items": .array(
          w.items.map {
            [
              "key": .string($0.key), "position": .int(Int64($0.position)),
              "text": .string($0.text),
            ]
          }),
        "type": "sequence",
      ]
    case .feedback(let w):
      let text = Value.string(w.text)
      switch (w.reveal, w.verdict.map { Value.string($0.rawValue) }) {
      case (false, nil): return ["text": text, "type": "feedback"]
      case (false, let verdict?): return ["text": text, "type": "feedback", "verdict": verdict]
      case (true, nil): return ["reveal": true, "text": text, "type": "feedback"]
      case (true, let verdict?):
        return ["reveal": true, "text": text, "type": "feedback", "verdict": verdict]
      }
    }
  }
}
