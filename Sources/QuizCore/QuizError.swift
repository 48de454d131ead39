/// What can go wrong when the core calls a question type or a rule set.
///
/// Small on purpose: the core only needs to tell a refused action (the player's mistake, the
/// session carries on) from a failing plugin (the question is skipped, the error is reported).
public enum QuizError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A plugin raised an error or returned something unusable; `plugin` names it.
  case pluginFailed(plugin: String, message: String)
  /// The question type refused an action that does not apply to the answer (a hidden tile...).
  case actionRefused(String)
  /// No question type is registered under this id.
  case unknownQuestionType(String)
  /// The question data is not what its type expects.
  case invalidQuestion(id: String, message: String)

  /// One line a player or a log can show.
  public var description: String {
    switch self {
    case .pluginFailed(let plugin, let message): return "plugin '\(plugin)' failed: \(message)"
    case .actionRefused(let message): return "action refused: \(message)"
    case .unknownQuestionType(let id): return "unknown question type '\(id)'"
    case .invalidQuestion(let id, let message): return "question '\(id)' is invalid: \(message)"
    }
  }
}
