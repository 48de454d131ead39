import Localization

/// One field of a map read from outside, described in the language of the Lua `fields` schema
/// (docs/plugin-api.md): `type`, `required`, `default`, `non_empty`, `min`, `max`, `of`,
/// `one_of`, `doc`, with two additions a host decoder needs: `fields` (a map's known keys) and
/// `orElse` (a second form the field may take, as `hint_cost`: points, or a map of points).
///
/// Numbers pass through `CheckedNumber`, so a field's bounds are the only place its range is
/// written, and the value a decoder reads afterwards always fits.
public struct FieldSpec: Sendable {
  /// The kinds of the Lua schema.
  public enum Kind: String, Sendable, CaseIterable {
    case any, boolean, integer, number, string, list, map
  }

  /// The kind of value.
  public var kind: Kind
  /// Whether the map must set the field.
  public var required = false
  /// The value a decoder sees when the field is left out.
  public var defaultValue: Value?
  /// Not `""`, not an empty list or map.
  public var nonEmpty = false
  /// Bounds of a number, of a list's length, or of a string's length in characters.
  public var min: Double?
  public var max: Double?
  /// The values allowed.
  public var oneOf: [Value]?
  /// The known keys of a map (a record); nil for a map whose keys are free.
  public var fields: FieldSchema?
  /// A description for people; not checked.
  public var doc: String?
  // Boxed in arrays: a struct cannot hold itself directly.
  private var itemSpec: [FieldSpec] = []
  private var otherForm: [FieldSpec] = []

  /// A field of `kind` with no further rule.
  public init(_ kind: Kind, required: Bool = false, doc: String? = nil) {
    self.kind = kind
    self.required = required
    self.doc = doc
  }

  /// The spec of a list's items, or of a free-keyed map's values.
  public var of: FieldSpec? {
    get { itemSpec.first }
    set { itemSpec = newValue.map { [$0] } ?? [] }
  }

  /// A second form the field may take when the value does not fit this one.
  public var orElse: FieldSpec? {
    get { otherForm.first }
    set { otherForm = newValue.map { [$0] } ?? [] }
  }

  /// An integer within `range`.
  public static func integer(
    in range: ClosedRange<Int64>, required: Bool = false, doc: String? = nil
  ) -> FieldSpec {
    var spec = FieldSpec(.integer, required: required, doc: doc)
    spec.min = Double(range.lowerBound)
    spec.max = Double(range.upperBound)
    return spec
  }

  /// A finite number within `range`.
  public static func number(
    in range: ClosedRange<Double>, required: Bool = false, doc: String? = nil
  ) -> FieldSpec {
    var spec = FieldSpec(.number, required: required, doc: doc)
    spec.min = range.lowerBound
    spec.max = range.upperBound
    return spec
  }

  /// True or false (or only the ones of `choices`).
  public static func boolean(oneOf choices: [Bool]? = nil, doc: String? = nil) -> FieldSpec {
    var spec = FieldSpec(.boolean, doc: doc)
    spec.oneOf = choices?.map { .bool($0) }
    return spec
  }

  /// A string, one of `choices` when given.
  public static func string(
    oneOf choices: [String]? = nil, required: Bool = false, doc: String? = nil
  ) -> FieldSpec {
    var spec = FieldSpec(.string, required: required, doc: doc)
    spec.oneOf = choices?.map { .string($0) }
    return spec
  }

  /// A map with the known keys of `schema`.
  public static func record(_ schema: FieldSchema, doc: String? = nil) -> FieldSpec {
    var spec = FieldSpec(.map, doc: doc)
    spec.fields = schema
    return spec
  }

  /// A map whose keys are free and whose values fit `values`.
  public static func map(of values: FieldSpec, doc: String? = nil) -> FieldSpec {
    var spec = FieldSpec(.map, doc: doc)
    spec.of = values
    return spec
  }

  /// A list whose items fit `items`.
  public static func list(
    of items: FieldSpec, nonEmpty: Bool = false, required: Bool = false, doc: String? = nil
  ) -> FieldSpec {
    var spec = FieldSpec(.list, required: required, doc: doc)
    spec.of = items
    spec.nonEmpty = nonEmpty
    return spec
  }

  /// This spec, or else `other` when the value does not fit this one.
  public func or(_ other: FieldSpec) -> FieldSpec { with(\.orElse, other) }

  /// This spec, refusing `""` and an empty list or map.
  public var notEmpty: FieldSpec { with(\.nonEmpty, true) }

  /// This spec, with the value a decoder sees when the field is left out.
  public func defaulting(to value: Value) -> FieldSpec { with(\.defaultValue, value) }

  /// This spec with one rule changed: the one way the modifiers above are written.
  private func with<Rule>(_ rule: WritableKeyPath<FieldSpec, Rule>, _ value: Rule) -> FieldSpec {
    var spec = self
    spec[keyPath: rule] = value
    return spec
  }
}

extension FieldSpec {
  /// The value checked and made plain (integers as `.int`, numbers as finite `.double`, a
  /// record's defaults filled in), or the first problem found, at its path.
  public func check(_ value: Value, at path: FieldPath) -> Result<Value, FieldProblem> {
    var warnings: [FieldProblem] = []
    return check(value, at: path, warnings: &warnings)
  }

  /// The value checked, with the warnings of its records' schemas (unknown keys) added to
  /// `warnings`.
  public func check(_ value: Value, at path: FieldPath, warnings: inout [FieldProblem])
    -> Result<Value, FieldProblem>
  {
    var ownWarnings: [FieldProblem] = []
    let first = checkOneForm(value, at: path, warnings: &ownWarnings)
    guard case .failure(let problem) = first, let orElse else {
      warnings += ownWarnings
      return first
    }
    if case .success(let other) = orElse.check(value, at: path, warnings: &warnings) {
      return .success(other)
    }
    // The form whose kind the value has says best what is wrong; else both forms are named.
    if fits(kind: value) { return .failure(problem) }
    if orElse.fitsAnyForm(kind: value) { return orElse.check(value, at: path) }
    return .failure(
      FieldProblem(
        path,
        Phrase(
          trLater("must be {expected} or {other}, not {found}"),
          [
            "expected": .phrase(expectation), "other": .phrase(orElse.everyForm),
            "found": found(value),
          ])))
  }

  /// Whether `value` is of the kind of this spec or of one of its further forms.
  func fitsAnyForm(kind value: Value) -> Bool {
    fits(kind: value) || orElse?.fitsAnyForm(kind: value) == true
  }

  /// What this spec and its further forms accept: "an integer from 0 to 255 or a map {fg, bg}".
  var everyForm: Phrase {
    guard let orElse else { return expectation }
    return Phrase(
      trLater("{expected} or {other}"),
      ["expected": .phrase(expectation), "other": .phrase(orElse.everyForm)])
  }

  private func checkOneForm(
    _ value: Value, at path: FieldPath, warnings: inout [FieldProblem]
  ) -> Result<Value, FieldProblem> {
    let checked: Value
    switch kind {
    case .any:
      checked = value
    case .boolean:
      guard case .bool = value else { return mismatch(value, at: path) }
      checked = value
    case .integer:
      let low = Self.int64((min ?? -.infinity).rounded(.up))
      let high = Swift.max(low, Self.int64((max ?? .infinity).rounded(.down)))
      let range = low...high
      switch CheckedNumber.integer(value, in: range) {
      case .success(let integer): checked = .int(integer)
      case .failure(let problem): return .failure(FieldProblem(path, problem.sentence))
      }
    case .number:
      switch CheckedNumber.number(value, in: (min ?? -.infinity)...(max ?? .infinity)) {
      case .success(let number): checked = .double(number)
      case .failure(let problem): return .failure(FieldProblem(path, problem.sentence))
      }
    case .string:
      guard case .string(let text) = value else { return mismatch(value, at: path) }
      if let problem = sizeProblem(text.count, unit: .characters, at: path) {
        return .failure(problem)
      }
      checked = value
    case .list:
      guard case .array(let items) = value else { return mismatch(value, at: path) }
      if let problem = sizeProblem(items.count, unit: .items, at: path) {
        return .failure(problem)
      }
      var read: [Value] = []
      read.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        guard let of else {
          read.append(item)
          continue
        }
        switch of.check(item, at: path.item(index + 1), warnings: &warnings) {
        case .success(let value): read.append(value)
        case .failure(let problem): return .failure(problem)
        }
      }
      checked = .array(read)
    case .map:
      // An empty Lua table reads as an empty list: it is an empty map as well.
      let map: ValueMap
      switch value {
      case .map(let entries): map = entries
      case .array(let items) where items.isEmpty: map = ValueMap()
      default: return mismatch(value, at: path)
      }
      if let problem = sizeProblem(map.count, unit: .entries, at: path) {
        return .failure(problem)
      }
      if let fields {
        switch fields.decode(map, at: path) {
        case .success(let decoded):
          warnings += decoded.warnings
          checked = .map(decoded.values)
        case .failure(let problem): return .failure(problem)
        }
      } else if let of {
        var read = ValueMap()
        // In key order, so that the first problem named never depends on a table's order.
        for key in map.keys.sorted() {
          switch of.check(map[key] ?? .null, at: path.field(key), warnings: &warnings) {
          case .success(let value): read[key] = value
          case .failure(let problem): return .failure(problem)
          }
        }
        checked = .map(read)
      } else {
        checked = value
      }
    }
    if let oneOf, !oneOf.contains(checked) { return mismatch(value, at: path) }
    return .success(checked)
  }

  private func mismatch(_ value: Value, at path: FieldPath) -> Result<Value, FieldProblem> {
    .failure(
      FieldProblem(
        path,
        Phrase(
          trLater("must be {expected}, not {found}"),
          ["expected": .phrase(expectation), "found": found(value)])))
  }

  /// What a string, list or map is counted in.
  private enum Unit { case characters, items, entries }

  private func sizeProblem(_ size: Int, unit: Unit, at path: FieldPath) -> FieldProblem? {
    if nonEmpty, size == 0 { return FieldProblem(path, Phrase(trLater("must not be empty"))) }
    let words: Phrase
    if let min, Double(size) < min {
      let values: [String: Phrase.Value] = ["n": .text(CheckedNumber.text(min))]
      switch unit {
      case .characters: words = Phrase(trLater("must have at least {n} characters"), values)
      case .items: words = Phrase(trLater("must have at least {n} items"), values)
      case .entries: words = Phrase(trLater("must have at least {n} entries"), values)
      }
    } else if let max, Double(size) > max {
      let values: [String: Phrase.Value] = ["n": .text(CheckedNumber.text(max))]
      switch unit {
      case .characters: words = Phrase(trLater("must have at most {n} characters"), values)
      case .items: words = Phrase(trLater("must have at most {n} items"), values)
      case .entries: words = Phrase(trLater("must have at most {n} entries"), values)
      }
    } else {
      return nil
    }
    return FieldProblem(path, words)
  }

  /// Whether `value` is of this spec's kind, whatever its other rules.
  func fits(kind value: Value) -> Bool {
    switch (kind, value) {
    case (.any, _), (.boolean, .bool), (.string, .string), (.list, .array), (.map, .map),
      (.integer, .int), (.integer, .double), (.number, .int), (.number, .double):
      return true
    case (.map, .array(let items)): return items.isEmpty
    default: return false
    }
  }

  /// What the field must be, as a message says it: "an integer from 0 to 10", "one of "a", "b"".
  public var described: String { expectation.description }

  /// What the field must be, as words translated at the edge and values (the choices).
  public var expectation: Phrase {
    if let oneOf {
      let texts = oneOf.map { value -> String in
        if case .string(let text) = value { return "\"\(Untrusted.line(text, limit: 40))\"" }
        return (try? ValueJSON.encode(value)) ?? value.kindName
      }
      if texts.count == 1 { return .verbatim(texts[0]) }
      return Phrase(
        trLater("one of {choices}"), ["choices": .text(texts.joined(separator: ", "))])
    }
    switch kind {
    case .any: return Phrase(trLater("any value"))
    case .boolean: return Phrase(trLater("true or false"))
    case .integer:
      return CheckedNumber.expectation(integer: true, min ?? -.infinity, max ?? .infinity)
    case .number:
      return CheckedNumber.expectation(integer: false, min ?? -.infinity, max ?? .infinity)
    case .string: return Phrase(trLater("a string"))
    case .list:
      guard let of else { return Phrase(trLater("a list")) }
      return of.listExpectation
    case .map:
      if let fields {
        // The braces are Lua's, around the names: a value, so that no template holds them.
        return Phrase(
          trLater("a map {fields}"),
          ["fields": .text("{" + fields.names.joined(separator: ", ") + "}")])
      }
      guard let of else { return Phrase(trLater("a map")) }
      return of.mapExpectation
    }
  }

  /// Whether a number has neither bound (past Int64's ends counting as none, as
  /// `CheckedNumber.expectation` says them): its kind alone then says what it must be.
  private var isUnbounded: Bool {
    (min ?? -.infinity) <= -9.2e18 && (max ?? .infinity) >= 9.2e18
  }

  /// "a list of strings": what a list of items of this spec must be, as one phrase when its
  /// kind says it whole (no choices, no bounds), else item by item ("a list, each item an
  /// integer from 1 to 5"); each a whole sentence of the catalogue, none glued from pieces.
  var listExpectation: Phrase {
    guard oneOf == nil else { return listOfEach }
    switch kind {
    case .any: return Phrase(trLater("a list"))
    case .string: return Phrase(trLater("a list of strings"))
    case .boolean: return Phrase(trLater("a list of true or false values"))
    case .integer where isUnbounded: return Phrase(trLater("a list of integers"))
    case .number where isUnbounded: return Phrase(trLater("a list of finite numbers"))
    case .list where of == nil: return Phrase(trLater("a list of lists"))
    case .map where of == nil && fields == nil: return Phrase(trLater("a list of maps"))
    default: return listOfEach
    }
  }

  private var listOfEach: Phrase {
    Phrase(trLater("a list, each item {items}"), ["items": .phrase(expectation)])
  }

  /// "a map of names to strings": what a map to values of this spec must be, as
  /// `listExpectation` says a list.
  var mapExpectation: Phrase {
    guard oneOf == nil else { return mapOfEach }
    switch kind {
    case .any: return Phrase(trLater("a map"))
    case .string: return Phrase(trLater("a map of names to strings"))
    case .boolean: return Phrase(trLater("a map of names to true or false values"))
    case .integer where isUnbounded: return Phrase(trLater("a map of names to integers"))
    case .number where isUnbounded: return Phrase(trLater("a map of names to finite numbers"))
    case .list where of == nil: return Phrase(trLater("a map of names to lists"))
    case .map where of == nil && fields == nil: return Phrase(trLater("a map of names to maps"))
    default: return mapOfEach
    }
  }

  private var mapOfEach: Phrase {
    Phrase(trLater("a map of names, each to {values}"), ["values": .phrase(expectation)])
  }

  /// The value as a message names it after "not".
  func found(_ value: Value) -> Phrase.Value {
    switch value {
    case .int(let integer): return .text(String(integer))
    case .double(let number): return .text(CheckedNumber.text(number))
    case .string(let text): return .text("\"\(Untrusted.line(text, limit: 40))\"")
    default: return .phrase(value.kindWords)
    }
  }

  /// A bound as an `Int64`, the infinities and what lies past Int64's ends clamped to its ends.
  static func int64(_ bound: Double) -> Int64 {
    if bound.isNaN { return 0 }
    if bound <= -9.2e18 { return .min }
    if bound >= 9.2e18 { return .max }
    return Int64(bound)
  }
}
