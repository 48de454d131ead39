import Localization

/// The fields of a map read from outside, declared once: each field's spec, and what to do
/// with a key the schema does not know. A decoder checks the whole map here, then reads the
/// plain values it gets back, which always fit their specs.
public struct FieldSchema: Sendable {
  /// What a key the schema does not know gets.
  public enum UnknownKeys: Sendable {
    /// An error naming it and the known keys: a misspelt field is never silently ignored.
    case refuse
    /// A warning naming it; the map is still read.
    case warn
    /// Nothing: the map has keys read elsewhere.
    case allow
  }

  /// One declared field.
  public struct Entry: Sendable {
    /// The key.
    public var name: String
    /// What its value must be.
    public var spec: FieldSpec
  }

  /// The declared fields, in the order they are checked (and named in messages).
  public var entries: [Entry]
  /// What an unknown key gets.
  public var unknownKeys: UnknownKeys
  /// Keys that are neither declared nor unknown: read by someone else (a plugin's header).
  public var elsewhere: Set<String>

  /// A schema of `entries`, in order.
  public init(
    _ entries: KeyValuePairs<String, FieldSpec>, unknownKeys: UnknownKeys = .refuse,
    elsewhere: Set<String> = []
  ) {
    self.entries = entries.map { Entry(name: $0.key, spec: $0.value) }
    self.unknownKeys = unknownKeys
    self.elsewhere = elsewhere
  }

  /// A schema of `entries` built at run time (names known only then, as a theme's styles).
  public init(
    entries: [(name: String, spec: FieldSpec)], unknownKeys: UnknownKeys = .refuse,
    elsewhere: Set<String> = []
  ) {
    self.entries = entries.map { Entry(name: $0.name, spec: $0.spec) }
    self.unknownKeys = unknownKeys
    self.elsewhere = elsewhere
  }

  /// The declared names, in order.
  public var names: [String] { entries.map(\.name) }

  /// The spec of `name`, if declared.
  public subscript(name: String) -> FieldSpec? {
    entries.first { $0.name == name }?.spec
  }

  /// Checks `map`: every declared field in order, then the keys the schema does not know in
  /// sorted order (so that the problem named never depends on a table's order).
  public func decode(_ map: ValueMap, at path: FieldPath = FieldPath()) -> Result<
    DecodedFields, FieldProblem
  > {
    var decoded = DecodedFields()
    for entry in entries {
      let place = path.field(entry.name)
      guard let value = map[entry.name], value != .null else {
        if entry.spec.required {
          return .failure(
            FieldProblem(
              place,
              Phrase(
                trLater("is required: {expected}"), ["expected": .phrase(entry.spec.expectation)]),
              kind: .missing))
        }
        if let fallback = entry.spec.defaultValue { decoded.values[entry.name] = fallback }
        continue
      }
      switch entry.spec.check(value, at: place, warnings: &decoded.warnings) {
      case .success(let checked): decoded.values[entry.name] = checked
      case .failure(let problem): return .failure(problem)
      }
    }
    guard unknownKeys != .allow else { return .success(decoded) }
    let declared = Set(names)
    for key in map.keys.sorted() where !declared.contains(key) && !elsewhere.contains(key) {
      let problem = FieldProblem(
        path.field(key),
        Phrase(
          trLater("is not a known field (known: {known})"),
          ["known": .text(names.sorted().joined(separator: ", "))]), kind: .unknown)
      if unknownKeys == .refuse { return .failure(problem) }
      decoded.warnings.append(problem)
    }
    return .success(decoded)
  }
}

/// A map a schema checked: its values plain and within their specs, and the warnings given.
public struct DecodedFields: Sendable {
  /// The checked values, defaults filled in; a field left out without a default is absent.
  public var values = ValueMap()
  /// Unknown keys, when the schema warns of them.
  public var warnings: [FieldProblem] = []

  /// Fields already checked: a record's map, read again as fields.
  public init(values: ValueMap = ValueMap()) { self.values = values }

  /// Whether the field is set (or has a default).
  public func has(_ name: String) -> Bool { values[name] != nil }

  /// The checked integer; its spec's bounds keep it within `Int`.
  public func int(_ name: String) -> Int? {
    values[name]?.intValue.flatMap { Int(exactly: $0) }
  }

  /// The checked finite number.
  public func number(_ name: String) -> Double? { values[name]?.doubleValue }

  /// The checked boolean.
  public func bool(_ name: String) -> Bool? { values[name]?.boolValue }

  /// The checked string.
  public func string(_ name: String) -> String? { values[name]?.stringValue }

  /// The checked value as it is.
  public subscript(name: String) -> Value? { values[name] }

  /// A checked record's fields.
  public func record(_ name: String) -> DecodedFields? {
    guard let map = values[name]?.mapValue else { return nil }
    var fields = DecodedFields()
    fields.values = map
    return fields
  }
}

/// A place in a map read from outside, as a Lua reader writes it: `time_bonus.within`,
/// `params.style.one_of[2]` (indices from 1).
public struct FieldPath: Sendable, Hashable, CustomStringConvertible {
  /// The steps: a key, or an index written `[n]`.
  public private(set) var steps: [String]

  /// The map itself, or a place below a root named `root` ("params").
  public init(_ root: String? = nil) {
    steps = root.map { [Untrusted.line($0, limit: 40)] } ?? []
  }

  /// The field `name` of this place.
  public func field(_ name: String) -> FieldPath {
    var path = self
    path.steps.append(Untrusted.line(name, limit: 40))
    return path
  }

  /// The item `index` (from 1) of this place.
  public func item(_ index: Int) -> FieldPath {
    var path = self
    path.steps.append("[\(index)]")
    return path
  }

  /// The first key: the field of the table a line number is looked up for.
  public var topField: String? { steps.first { !$0.hasPrefix("[") } }

  public var description: String { value.description }

  /// The place as a value of a phrase: its steps, or words of ours for the map itself.
  public var value: Phrase.Value {
    guard !steps.isEmpty else { return .phrase(Phrase(trLater("the table"))) }
    var text = ""
    for step in steps {
      if !text.isEmpty, !step.hasPrefix("[") { text += "." }
      text += step
    }
    return .text(text)
  }
}

/// One thing wrong in a map read from outside, at its place:
/// `time_bonus.within must be a finite number from 0 to 86400, not inf`.
public struct FieldProblem: Error, Sendable, Equatable, CustomStringConvertible, Translatable {
  /// What sort of problem: a layer whose messages have words of their own for a missing or
  /// unknown field (a game's "missing field 'title'") tells them apart by it.
  public enum Kind: Sendable, Equatable {
    /// A required field is left out.
    case missing
    /// A key the schema does not know.
    case unknown
    /// A value of the wrong kind, out of its range or not one of its choices.
    case invalid
  }

  /// Where.
  public var path: FieldPath
  /// What is wrong, as the rest of a sentence: "must be true or false, not a string", in
  /// words translated at the edge.
  public var problem: Phrase
  /// What sort of problem.
  public var kind: Kind

  /// A problem at `path`.
  public init(_ path: FieldPath, _ problem: Phrase, kind: Kind = .invalid) {
    self.path = path
    self.problem = problem
    self.kind = kind
  }

  /// "time_bonus.within must be ...", in English.
  public var description: String { sentence.description }

  /// The place and the problem, as words and values.
  public var sentence: Phrase {
    Phrase(trLater("{field} {problem}"), ["field": path.value, "problem": .phrase(problem)])
  }
}
