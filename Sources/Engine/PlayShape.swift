import QuizCore

extension Engine {
  /// What a question's type code sees of it, for the random bot's sample: its type, and each
  /// field's name and kind, a list's length and the kind of its first item included (so a
  /// question of five options is apart from one of four, a list answer from a text one).
  /// Questions of one shape are played `randomPlaysPerShape` times in all.
  ///
  /// Compared and hashed field by field, with no text built: an import asks the shape of
  /// every question. Keys and the type are told apart by their bytes, as the type's code
  /// tells them apart.
  struct PlayShape: Hashable, CustomStringConvertible {
    /// A field: its name, its value's kind and, for a list, its length and first item's kind.
    struct Field: Hashable {
      var key: String
      var kind: UInt8
      var count: Int
      var firstKind: UInt8

      init(key: String, value: Value) {
        self.key = key
        kind = PlayShape.kind(of: value)
        if case .array(let items) = value {
          count = items.count
          firstKind = items.first.map(PlayShape.kind(of:)) ?? PlayShape.noKind
        } else {
          count = 0
          firstKind = PlayShape.noKind
        }
      }

      /// Whether `value` under `key` is this field, without copying it into one.
      func matches(key other: String, value: Value) -> Bool {
        guard kind == PlayShape.kind(of: value), key.hasSameBytes(as: other) else { return false }
        guard case .array(let items) = value else { return true }
        return count == items.count
          && firstKind == (items.first.map(PlayShape.kind(of:)) ?? PlayShape.noKind)
      }

      static func == (lhs: Field, rhs: Field) -> Bool {
        lhs.kind == rhs.kind && lhs.count == rhs.count && lhs.firstKind == rhs.firstKind
          && lhs.key.hasSameBytes(as: rhs.key)
      }

      func hash(into hasher: inout Hasher) {
        key.hashBytes(into: &hasher)
        hasher.combine(kind)
        hasher.combine(count)
        hasher.combine(firstKind)
      }
    }

    /// The question's own kind: a map, or what else it is.
    private(set) var kind: UInt8
    /// The type named by a map's `type` field, or empty.
    private(set) var type: String
    /// A map's fields in its order (by their keys' bytes); empty for anything else.
    private(set) var fields: [Field]

    init(_ question: Value) {
      kind = Self.kind(of: question)
      type = question["type"].stringValue ?? ""
      guard case .map(let map) = question else {
        fields = []
        return
      }
      fields = []
      fields.reserveCapacity(map.count)
      for entry in map { fields.append(Field(key: entry.key, value: entry.value)) }
    }

    /// Whether `question` has this shape, without building its own.
    func matches(_ question: Value) -> Bool {
      guard case .map(let map) = question else { return kind == Self.kind(of: question) }
      guard kind == Self.kind(of: question), map.count == fields.count,
        type.hasSameBytes(as: question["type"].stringValue ?? "")
      else { return false }
      // Through the buffer: a field taken out of the array would be copied, its key retained.
      return fields.withUnsafeBufferPointer { fields in
        var position = 0
        for entry in map {
          guard fields[position].matches(key: entry.key, value: entry.value) else { return false }
          position += 1
        }
        return true
      }
    }

    static func == (lhs: PlayShape, rhs: PlayShape) -> Bool {
      lhs.kind == rhs.kind && lhs.type.hasSameBytes(as: rhs.type) && lhs.fields == rhs.fields
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      type.hashBytes(into: &hasher)
      hasher.combine(fields)
    }

    /// "single|answer:string,options:2string,text:string,type:string": the type, then each
    /// field's name and kind (a list's with its length and first item's kind), sorted; a
    /// question that is not a map is its kind's name.
    var description: String {
      guard kind == Self.kind(of: .map([:])) else { return Self.kindNames[Int(kind)] }
      var texts = fields.map { field -> String in
        let kindName = Self.kindNames[Int(field.kind)]
        guard field.kind == Self.kind(of: .array([])) else { return field.key + ":" + kindName }
        let first = field.firstKind == Self.noKind ? "" : Self.kindNames[Int(field.firstKind)]
        return field.key + ":" + String(field.count) + first
      }
      // The keys' order by their bytes is nearly always the texts' order too.
      if zip(texts, texts.dropFirst()).contains(where: { $0 > $1 }) { texts.sort() }
      return type + "|" + texts.joined(separator: ",")
    }

    static let noKind: UInt8 = .max
    /// A value of each kind, in the order of `kind(of:)`.
    private static let kindNames = [
      Value.null, .bool(false), .int(0), .double(0), .string(""), .array([]), .map([:]),
    ].map(\.kindName)

    /// The kind of `value`, as an index of `kindNames`.
    static func kind(of value: Value) -> UInt8 {
      switch value {
      case .null: 0
      case .bool: 1
      case .int: 2
      case .double: 3
      case .string: 4
      case .array: 5
      case .map: 6
      }
    }
  }
}
