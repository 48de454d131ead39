import Localization
import QuizCore

/// Typed reads of a map's fields, each failure a `ContentError` that names the field.
struct Fields {
  let map: ValueMap
  let file: String
  var questionID: String?
  var questionNumber: Int?
  /// The line the question starts on, when its file says.
  var line: Int?

  init(_ map: ValueMap, file: String, questionID: String? = nil, questionNumber: Int? = nil) {
    self.map = map
    self.file = file
    self.questionID = questionID
    self.questionNumber = questionNumber
  }

  func error(_ kind: ContentError.Kind, _ field: String?, _ message: String) -> ContentError {
    error(kind, field, .verbatim(message))
  }

  func error(_ kind: ContentError.Kind, _ field: String?, _ words: Phrase) -> ContentError {
    ContentError(
      kind, file: file, line: line, questionID: questionID, questionNumber: questionNumber,
      field: field, words: words)
  }

  /// "field 'x' must be ...": a number's problem, at its field.
  static func field(_ key: String, _ problem: NumberProblem) -> Phrase {
    Phrase(
      trLater("field '{field}' {problem}"),
      ["field": .text(key), "problem": .phrase(problem.sentence)])
  }

  /// Checks the map against `schema`, the one declaration of a file's fields (kinds, ranges,
  /// required fields, unknown keys): a problem in this layer's words ("field 'count' must be
  /// …", "missing field 'title'"), placed at its top field; unknown keys as warnings when the
  /// schema warns of them.
  func decode(_ schema: FieldSchema) throws(ContentError) -> (DecodedFields, [ContentWarning]) {
    switch schema.decode(map) {
    case .failure(let problem): throw error(problem)
    case .success(let decoded):
      let warnings = decoded.warnings.map { problem in
        ContentWarning(
          .unknownField, file: file, questionID: questionID, field: problem.path.topField,
          words: Self.words(problem))
      }
      return (decoded, warnings)
    }
  }

  /// A schema's problem as this layer's error, at its top field.
  func error(_ problem: FieldProblem) -> ContentError {
    error(
      problem.kind == .missing ? .missingField : .badValue, problem.path.topField,
      Self.words(problem))
  }

  /// A schema's problem as content files word it.
  static func words(_ problem: FieldProblem) -> Phrase {
    let field = Phrase.Value.text(problem.path.description)
    switch problem.kind {
    case .missing: return Phrase(trLater("missing field '{field}'"), ["field": field])
    case .unknown: return Phrase(trLater("unknown field '{field}' (ignored)"), ["field": field])
    case .invalid:
      return Phrase(
        trLater("field '{field}' {problem}"), ["field": field, "problem": .phrase(problem.problem)])
    }
  }

  func missing(_ key: String) -> ContentError {
    error(.missingField, key, Phrase(trLater("missing field '{field}'"), ["field": .text(key)]))
  }

  func wrongType(_ key: String, expected: Phrase, found: Value) -> ContentError {
    error(
      .wrongType, key,
      Phrase(
        trLater("field '{field}' must be {expected}, not {found}"),
        ["field": .text(key), "expected": .phrase(expected), "found": .phrase(kindPhrase(found))]))
  }

  /// The string at `key`; nil when absent and not `required`. Empty strings are refused:
  /// an empty id, type or title is always a mistake.
  func string(_ key: String, required: Bool = false) throws(ContentError) -> String? {
    guard let value = map[key], value != .null else {
      if required { throw missing(key) }
      return nil
    }
    guard case .string(let text) = value else {
      throw wrongType(key, expected: Phrase(trLater("a string")), found: value)
    }
    guard !text.isEmpty else {
      throw error(
        .badValue, key, Phrase(trLater("field '{field}' must not be empty"), ["field": .text(key)]))
    }
    return text
  }

  /// Checks that `key`, when present, holds a finite number (JSON's 1e400 reads as infinite).
  func number(_ key: String) throws(ContentError) {
    guard let value = map[key], value != .null else { return }
    guard value.doubleValue != nil else {
      throw wrongType(key, expected: Phrase(trLater("a number")), found: value)
    }
    if case .failure(let problem) = CheckedNumber.number(value, in: -.infinity ... .infinity) {
      throw error(.badValue, key, Self.field(key, problem))
    }
  }
}
