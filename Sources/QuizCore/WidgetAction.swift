/// An action a built-in widget sends to its question type's `act`: the one vocabulary the
/// fronts send, `trivium.moves` offers and bots check against a view (docs/plugin-api.md,
/// "What the fronts send"). A type may take other actions of its own; those stay plain values.
public enum WidgetAction: Hashable, Sendable {
  /// Puts tile `tile` (its `index`) into the first empty slot.
  case pick(tile: Int)
  /// Empties slot `slot` (its `index`), its tile coming back.
  case unpick(slot: Int)
  /// Chooses the choice `key` of a single choice.
  case select(key: String)
  /// Turns the choice `key` of a multiple choice on or off.
  case toggle(key: String)
  /// Sets the text of field `field` (an `inputs` field's id, or a `textarea`'s own id).
  case input(field: String, text: String)
  /// Moves the sequence item `key` to position `to` (from 1).
  case move(key: String, to: Int)

  /// The action pressing choice `key` sends: `toggle` in a multiple choice, else `select`.
  public static func choosing(_ key: String, multiple: Bool) -> WidgetAction {
    multiple ? .toggle(key: key) : .select(key: key)
  }

  /// The kinds of action, by their `op`.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case pick, unpick, select, toggle, input, move
  }

  /// The action's kind.
  public var kind: Kind {
    switch self {
    case .pick: return .pick
    case .unpick: return .unpick
    case .select: return .select
    case .toggle: return .toggle
    case .input: return .input
    case .move: return .move
    }
  }

  /// The action's `op`, as types name it.
  public var operationName: String { kind.rawValue }

  /// The action as the map a type's `act` receives and sessions save and replay:
  /// `{op = "pick", index = 3}`, `{op = "input", field = "1", text = "..."}`...
  public var value: Value {
    let op = Value.string(operationName)
    switch self {
    case .pick(let index), .unpick(let index): return ["index": .int(Int64(index)), "op": op]
    case .select(let key), .toggle(let key): return ["key": .string(key), "op": op]
    case .input(let field, let text):
      return ["field": .string(field), "op": op, "text": .string(text)]
    case .move(let key, let to): return ["key": .string(key), "op": op, "to": .int(Int64(to))]
    }
  }

  /// The action a map describes; nil for another `op` (a type's own action) or a map missing
  /// an argument or giving one of the wrong kind.
  public init?(value: Value) {
    func integer(_ key: String) -> Int? {
      guard let number = value[key].intValue else { return nil }
      return Int(exactly: number)
    }
    switch value["op"].stringValue {
    case "pick":
      guard let index = integer("index") else { return nil }
      self = .pick(tile: index)
    case "unpick":
      guard let index = integer("index") else { return nil }
      self = .unpick(slot: index)
    case "select":
      guard let key = value["key"].stringValue else { return nil }
      self = .select(key: key)
    case "toggle":
      guard let key = value["key"].stringValue else { return nil }
      self = .toggle(key: key)
    case "input":
      guard let field = value["field"].stringValue, let text = value["text"].stringValue else {
        return nil
      }
      self = .input(field: field, text: text)
    case "move":
      guard let key = value["key"].stringValue, let to = integer("to") else { return nil }
      self = .move(key: key, to: to)
    default: return nil
    }
  }
}
