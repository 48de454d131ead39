import Localization
import QuizCore

/// The settings a bot says it takes, from its description table:
/// `params = {accuracy = {type = "number", min = 0, max = 1}, style = {type = "string",
/// one_of = {"calm", "bold"}}}`. A tournament's `params` for the bot are checked against them
/// before anything is played.
public struct BotParameters: Sendable, Equatable {
  /// One declared setting.
  public struct Parameter: Sendable, Equatable {
    /// "number", "integer", "string" or "boolean".
    public var type: String
    /// The smallest and largest number allowed, when given.
    public var min: Double?
    public var max: Double?
    /// The strings allowed, when given.
    public var oneOf: [String]?
  }

  /// The settings by name.
  public var parameters: [String: Parameter]

  static let types = ["number", "integer", "string", "boolean"]

  /// One setting's declaration, in the language of the Lua `fields` schema.
  static let declarationSchema = FieldSchema([
    "type": .string(oneOf: types, required: true),
    "min": .number(in: -.infinity ... .infinity),
    "max": .number(in: -.infinity ... .infinity),
    "one_of": .list(of: .string(), nonEmpty: true),
    "default": FieldSpec(.any),
    "doc": .string(),
  ])

  /// Reads the declaration `value` (the `params` field of a bot's table).
  public init(declaration value: Value) throws(BotParametersError) {
    guard let map = value.mapValue ?? (value.arrayValue?.isEmpty == true ? ValueMap() : nil) else {
      throw BotParametersError("params", Phrase(trLater("must be a table of settings by name")))
    }
    var parameters: [String: Parameter] = [:]
    let root = FieldPath("params")
    for name in map.keys.sorted() {
      let place = root.field(name)
      guard let fields = map[name]?.mapValue else {
        throw BotParametersError(
          place.description,
          Phrase(
            trLater("must be a table such as {example}"),
            ["example": .text("{type = \"number\", min = 0}")]))
      }
      let declared: DecodedFields
      switch Self.declarationSchema.decode(fields, at: place) {
      case .success(let decoded): declared = decoded
      case .failure(let problem): throw BotParametersError(problem)
      }
      var parameter = Parameter(type: declared.string("type") ?? "any")
      parameter.min = declared.number("min")
      parameter.max = declared.number("max")
      parameter.oneOf = declared["one_of"]?.arrayValue?.compactMap(\.stringValue)
      parameters[name] = parameter
    }
    self.parameters = parameters
  }

  /// Checks the settings a tournament gives the bot; the error names the first one wrong.
  public func check(_ given: Value) throws(BotParametersError) {
    guard given != .null else { return }
    guard let map = given.mapValue else {
      throw BotParametersError("params", Phrase(trLater("must be an object of settings")))
    }
    let root = FieldPath("params")
    // In name order: the setting named never depends on the file's order.
    for name in map.keys.sorted() {
      let place = root.field(name)
      guard let parameter = parameters[name] else {
        let known = parameters.keys.sorted()
        throw BotParametersError(
          place.description,
          known.isEmpty
            ? Phrase(trLater("unknown setting: this bot takes none"))
            : Phrase(
              trLater("unknown setting (this bot takes {known})"),
              ["known": .text(known.joined(separator: ", "))]))
      }
      if case .failure(let problem) = parameter.spec.check(map[name] ?? .null, at: place) {
        throw BotParametersError(problem)
      }
    }
  }
}

extension BotParameters.Parameter {
  /// The field spec the declaration stands for: its numbers go through the one checked
  /// conversion, its strings through `one_of`.
  var spec: FieldSpec {
    var spec: FieldSpec
    switch type {
    case "boolean": spec = .boolean()
    case "string": spec = .string(oneOf: oneOf)
    case "integer": spec = FieldSpec(.integer)
    default: spec = FieldSpec(.number)
    }
    if type == "integer" || type == "number" {
      spec.min = min
      spec.max = max
    }
    return spec
  }
}

/// A bot's `params` declaration, or the settings given for it, is wrong at `place`.
public struct BotParametersError: Error, Sendable, Equatable, CustomStringConvertible,
  Translatable
{
  /// "params.accuracy".
  public var place: String
  /// What is wrong, as words translated at the edge.
  public var problem: Phrase

  init(_ place: String, _ problem: Phrase) {
    self.place = place
    self.problem = problem
  }

  init(_ problem: FieldProblem) {
    self.init(problem.path.description, problem.problem)
  }

  /// "params.accuracy must be a number from 0 to 1".
  public var description: String { sentence.description }

  /// The place and the problem, as words and values.
  public var sentence: Phrase {
    Phrase(trLater("{field} {problem}"), ["field": .text(place), "problem": .phrase(problem)])
  }
}
