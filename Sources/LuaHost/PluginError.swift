import Localization
import QuizCore

/// An error of a Lua plugin, with the plugin, the place in its files and a traceback.
///
/// The plugin id comes from the host, never from the message, which a plugin can forge.
public struct PluginError: Error, Sendable, Equatable, CustomStringConvertible, Translatable {
  /// What went wrong, in a few words a caller can switch on.
  public enum Kind: String, Sendable, Equatable {
    /// The source did not compile.
    case syntax
    /// The plugin raised an error or broke a rule of the sandbox.
    case runtime
    /// The plugin ran past its instruction budget.
    case instructionLimit
    /// One call ran past its wall-clock limit: the outcome depends on the machine's load.
    case wallClockLimit
    /// The plugin's state would have grown past its memory cap.
    case memoryLimit
    /// A value could not cross the boundary (a function, a cycle, invalid UTF-8...).
    case badValue
    /// The plugin has no function of that name.
    case missingFunction
    /// A function looked up in one plugin was called on another.
    case foreignFunction
    /// The plugin did not return a description table, or could not be read at all.
    case invalidPlugin
    /// `PluginLoader` refused it before running it: its id is not a safe id, or its main
    /// file is missing, leaves its folder, is not a regular file, too large or not UTF-8.
    case refused
  }

  /// The id of the plugin, as the host knows it.
  public var pluginID: String
  /// The kind of failure.
  public var kind: Kind
  /// The message, capped in length.
  public var message: String
  /// The plugin file where the error was raised, when known.
  public var file: String?
  /// The line in `file`, when known.
  public var line: Int?
  /// The column in `line`, when known (a byte that is not UTF-8).
  public var column: Int?
  /// The Lua traceback, when there was one.
  public var traceback: String?
  /// `message` as words of the host, translated at the edge; nil when the message is the
  /// plugin's own (or Lua's), which is shown as it is.
  public var words: Phrase?

  /// An error with every field given.
  public init(
    pluginID: String, kind: Kind, message: String, file: String? = nil, line: Int? = nil,
    column: Int? = nil, traceback: String? = nil
  ) {
    self.pluginID = pluginID
    self.kind = kind
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.traceback = traceback
  }

  /// An error whose message is the host's own words, translated at the edge.
  public init(
    pluginID: String, kind: Kind, words: Phrase, file: String? = nil, line: Int? = nil,
    column: Int? = nil
  ) {
    self.init(
      pluginID: pluginID, kind: kind, message: words.description, file: file, line: line,
      column: column)
    self.words = words
  }

  /// "field 'x' must be ...": a problem of the plugin's table, as words and values.
  public static func fieldWords(_ problem: FieldProblem) -> Phrase {
    Phrase(
      trLater("field '{field}' {problem}"),
      ["field": problem.path.value, "problem": .phrase(problem.problem)])
  }

  /// Whether the same plugin would fail the same way on any machine: false for a call the
  /// wall clock stopped.
  public var isReproducible: Bool { kind != .wallClockLimit }

  /// "plugin 'id' at file:line: message", the one line a user sees: the message, file and id
  /// come from the plugin, so their control characters and newlines are shown as escapes.
  public var description: String {
    "plugin '\(Untrusted.line(pluginID))'\(place.map { " at \($0)" } ?? ""): "
      + Untrusted.line(message)
  }

  /// "plugin 'id': message", for a caller that says the place itself: the host's words
  /// translated at the edge, the plugin's kept (escaped when shown).
  public var framed: Phrase {
    Phrase(
      trLater("plugin '{id}': {message}"),
      ["id": .text(pluginID), "message": words.map { .phrase($0) } ?? .text(message)])
  }

  /// `description` in the interface language: the host's words translated, the plugin's kept.
  public var sentence: Phrase {
    let values: [String: Phrase.Value] = [
      "id": .text(Untrusted.line(pluginID)), "place": .text(place ?? ""),
      "message": words.map { .phrase($0) } ?? .text(Untrusted.line(message)),
    ]
    return place == nil
      ? Phrase(trLater("plugin '{id}': {message}"), values)
      : Phrase(trLater("plugin '{id}' at {place}: {message}"), values)
  }

  /// "file:line: plugin 'id': message", the form a file's problems are listed in (`trivium
  /// validate`, a mod that does not load); one line, as `description`.
  public var placed: String {
    "\(place.map { "\($0): " } ?? "")plugin '\(Untrusted.line(pluginID))': "
      + Untrusted.line(message)
  }

  /// `placed` as words and values: the host's words translated, the plugin's kept.
  public var placedSentence: Phrase {
    let said = Phrase(
      trLater("plugin '{id}': {message}"),
      [
        "id": .text(Untrusted.line(pluginID)),
        "message": words.map { .phrase($0) } ?? .text(Untrusted.line(message)),
      ])
    guard let place else { return said }
    return Phrase(trLater("{place}: {message}"), ["place": .text(place), "message": .phrase(said)])
  }

  /// "file:line: message" (or the message alone), for a caller that names the plugin itself;
  /// one line, as `description`.
  public var located: String {
    "\(place.map { "\($0): " } ?? "")\(Untrusted.line(message))"
  }

  /// `located` as the message of a failed plugin (`QuizError.pluginFailed`): the host's words
  /// translated where a player reads them, the plugin's kept; its English is `located`.
  public var locatedMessage: PluginMessage {
    let said: Phrase =
      words.flatMap { $0.description == Untrusted.line(message) ? $0 : nil }
      ?? .verbatim(Untrusted.line(message))
    guard let place else { return PluginMessage(said) }
    return PluginMessage(
      trLater("{place}: {message}"), ["place": .text(place), "message": .phrase(said)])
  }

  /// "file:line:column" as far as known, nil without a file.
  private var place: String? {
    guard let file else { return nil }
    var place = Untrusted.line(file)
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    return place
  }
}
