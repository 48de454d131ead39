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

  static let types: Set<String> = ["number", "integer", "string", "boolean"]

  /// Reads the declaration `value` (the `params` field of a bot's table).
  public init(declaration value: Value) throws(BotParametersError) {
    guard let map = value.mapValue ?? (value.arrayValue?.isEmpty == true ? ValueMap() : nil) else {
      throw BotParametersError("params", "must be a table of settings by name")
    }
    var parameters: [String: Parameter] = [:]
    for (name, spec) in map {
      let place = "params.\(name)"
      guard let fields = spec.mapValue else {
        throw BotParametersError(place, "must be a table such as {type = \"number\", min = 0}")
      }
      for (key, _) in fields
      where !["type", "min", "max", "one_of", "default", "doc"].contains(key) {
        throw BotParametersError(
          "\(place).\(key)", "unknown key (expected type, min, max, one_of, default, doc)")
      }
      guard let type = fields["type"]?.stringValue, Self.types.contains(type) else {
        throw BotParametersError(
          "\(place).type", "must be \"number\", \"integer\", \"string\" or \"boolean\"")
      }
      var parameter = Parameter(type: type)
      for bound in ["min", "max"] {
        guard let given = fields[bound] else { continue }
        guard let number = given.doubleValue else {
          throw BotParametersError("\(place).\(bound)", "must be a number")
        }
        if bound == "min" { parameter.min = number } else { parameter.max = number }
      }
      if let list = fields["one_of"] {
        guard let strings = list.arrayValue?.compactMap(\.stringValue),
          strings.count == list.arrayValue?.count, !strings.isEmpty
        else { throw BotParametersError("\(place).one_of", "must be a list of strings") }
        parameter.oneOf = strings
      }
      parameters[name] = parameter
    }
    self.parameters = parameters
  }

  /// Checks the settings a tournament gives the bot; the error names the first one wrong.
  public func check(_ given: Value) throws(BotParametersError) {
    guard given != .null else { return }
    guard let map = given.mapValue else {
      throw BotParametersError("params", "must be an object of settings")
    }
    for (name, value) in map {
      let place = "params.\(name)"
      guard let parameter = parameters[name] else {
        let known = parameters.keys.sorted()
        throw BotParametersError(
          place,
          known.isEmpty
            ? "unknown setting: this bot takes none"
            : "unknown setting (this bot takes \(known.joined(separator: ", ")))")
      }
      try parameter.check(value, place: place)
    }
  }
}

extension BotParameters.Parameter {
  func check(_ value: Value, place: String) throws(BotParametersError) {
    switch type {
    case "boolean":
      guard value.boolValue != nil else { throw BotParametersError(place, "must be true or false") }
    case "string":
      guard let text = value.stringValue else {
        throw BotParametersError(place, "must be a string")
      }
      if let oneOf, !oneOf.contains(text) {
        throw BotParametersError(place, "must be one of \(oneOf.joined(separator: ", "))")
      }
    default:
      let number = value.doubleValue
      guard let number, type == "number" || value.intValue != nil else {
        throw BotParametersError(
          place, "must be \(type == "integer" ? "a whole number" : "a number")\(range)")
      }
      if let min, number < min {
        throw BotParametersError(
          place, "must be \(type == "integer" ? "a whole number" : "a number")\(range)")
      }
      if let max, number > max {
        throw BotParametersError(
          place, "must be \(type == "integer" ? "a whole number" : "a number")\(range)")
      }
    }
  }

  /// " from 0 to 1", " of at least 0", or nothing.
  private var range: String {
    func text(_ number: Double) -> String {
      number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
    switch (min, max) {
    case (let low?, let high?): return " from \(text(low)) to \(text(high))"
    case (let low?, nil): return " of at least \(text(low))"
    case (nil, let high?): return " of at most \(text(high))"
    case (nil, nil): return ""
    }
  }
}

/// A bot's `params` declaration, or the settings given for it, is wrong at `place`.
public struct BotParametersError: Error, Sendable, Equatable, CustomStringConvertible {
  /// "params.accuracy".
  public var place: String
  /// What is wrong.
  public var problem: String

  init(_ place: String, _ problem: String) {
    self.place = place
    self.problem = problem
  }

  /// "params.accuracy must be a number from 0 to 1".
  public var description: String { "\(place) \(problem)" }
}
