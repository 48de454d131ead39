import Localization

/// What can go wrong when the core calls a question type or a rule set.
///
/// Small on purpose: the core only needs to tell a refused action (the player's mistake, the
/// session carries on) from a failing plugin (the question is skipped, the error is reported).
public enum QuizError: Error, Hashable, Sendable, CustomStringConvertible, Translatable {
  /// A plugin raised an error or returned something unusable; `plugin` names it.
  case pluginFailed(plugin: String, message: PluginMessage)
  /// The question type refused an action that does not apply to the answer (a hidden tile...).
  case actionRefused(String)
  /// No question type is registered under this id.
  case unknownQuestionType(String)
  /// The question data is not what its type expects.
  case invalidQuestion(id: String, message: String)

  /// One line a player or a log can show.
  public var description: String { sentence.description }

  /// The error as words of ours around the values (the plugin's message stays its own).
  public var sentence: Phrase {
    switch self {
    case .pluginFailed(let plugin, let message):
      Phrase(
        trLater("plugin '{plugin}' failed: {message}"),
        ["plugin": .text(plugin), "message": .phrase(message.sentence)])
    case .actionRefused(let message):
      Phrase(trLater("action refused: {message}"), ["message": .text(message)])
    case .unknownQuestionType(let id):
      Phrase(trLater("unknown question type '{id}'"), ["id": .text(id)])
    case .invalidQuestion(let id, let message):
      Phrase(
        trLater("question '{id}' is invalid: {message}"),
        ["id": .text(id), "message": .text(message)])
    }
  }
}

extension QuizError {
  /// The error as plain data, so an action that carries it saves and replays:
  /// `{kind = "plugin", plugin, message}`, `{kind = "refused", message}`,
  /// `{kind = "unknown-type", id}` or `{kind = "invalid", id, message}`.
  public var value: Value {
    switch self {
    case .pluginFailed(let plugin, let message):
      return [
        "kind": "plugin", "message": .string(message.description), "plugin": .string(plugin),
      ]
    case .actionRefused(let message): return ["kind": "refused", "message": .string(message)]
    case .unknownQuestionType(let id): return ["id": .string(id), "kind": "unknown-type"]
    case .invalidQuestion(let id, let message):
      return ["id": .string(id), "kind": "invalid", "message": .string(message)]
    }
  }

  /// The error a value describes (`value`), or nil when it is not one.
  public init?(value: Value) {
    let message = value["message"].stringValue
    let id = value["id"].stringValue
    switch value["kind"].stringValue {
    case "plugin":
      guard let plugin = value["plugin"].stringValue, let message else { return nil }
      self = .pluginFailed(plugin: plugin, message: .verbatim(message))
    case "refused":
      guard let message else { return nil }
      self = .actionRefused(message)
    case "unknown-type":
      guard let id else { return nil }
      self = .unknownQuestionType(id)
    case "invalid":
      guard let id, let message else { return nil }
      self = .invalidQuestion(id: id, message: message)
    default: return nil
    }
  }
}

/// What the host says about a plugin that failed: words of ours around the plugin's values
/// (translated where a player reads them), or a message kept as it is (the plugin's own, Lua's,
/// or one read back from a save).
///
/// Saved sessions and logs keep its English `description`, so they never depend on the
/// interface language; two messages are the same when they say the same in English, as a
/// message read back from a save is the one that was saved.
public struct PluginMessage: Sendable, Hashable, CustomStringConvertible, Translatable,
  ExpressibleByStringInterpolation
{
  /// The message as words and values.
  public let sentence: Phrase

  /// The message `phrase` says.
  public init(_ phrase: Phrase) { sentence = phrase }

  /// The message `template` (written `trLater("...")` at the call) with `values`.
  public init(_ template: String, _ values: [String: Phrase.Value]) {
    sentence = Phrase(template, values)
  }

  /// Text kept as it is in every language (a plugin's own message, one read from a save).
  public init(stringLiteral value: String) { sentence = .verbatim(value) }

  /// Text kept as it is in every language.
  public static func verbatim(_ text: String) -> PluginMessage { PluginMessage(.verbatim(text)) }

  /// The message in English: what is saved and logged.
  public var description: String { sentence.description }

  public static func == (left: PluginMessage, right: PluginMessage) -> Bool {
    left.description == right.description
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
