import Localization
import QuizCore

/// A bot plugin seen through QuizCore's `Bot`: `act(seen)` returns the next action.
public final class LuaBot: Bot {
  /// The plugin behind this bot.
  public let plugin: LuaPlugin
  /// The bot's id.
  public let id: String
  /// Whether the plugin declares `oracle = true`.
  public let isOracle: Bool
  /// Settings from a tournament file, shown to the bot as `seen.params` (nil: none); set
  /// through `configure`, which checks them.
  public private(set) var params: Value = .null
  /// The settings the bot declares it takes; nil when it declares none (then any are passed
  /// on unchecked, as plugin API 1 allowed).
  public let parameters: BotParameters?
  /// `act`, looked up once: it runs for every move.
  let actFunction: LuaFunction

  /// Wraps a loaded plugin; fails when it is not a bot.
  public init(plugin: LuaPlugin) throws(PluginError) {
    guard plugin.fields["kind"]?.stringValue == "bot" else {
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        words: Phrase(trLater("is not a bot (its table needs kind = \"bot\")")))
    }
    guard plugin.hasFunction("act") else {
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        words: Phrase(trLater("a bot needs a function act(seen)")))
    }
    self.plugin = plugin
    id = plugin.fields["id"]?.stringValue ?? plugin.id
    isOracle = plugin.fields["oracle"]?.boolValue ?? false
    if let declaration = plugin.fields["params"] {
      do { parameters = try BotParameters(declaration: declaration) } catch {
        throw PluginError(pluginID: plugin.id, kind: .invalidPlugin, words: error.sentence)
      }
    } else {
      parameters = nil
    }
    actFunction = try plugin.function("act")
  }

  /// Gives the bot the settings of a tournament file, checked against its declaration.
  public func configure(_ params: Value) throws(BotParametersError) {
    if let parameters {
      try parameters.check(params)
    } else if params != .null, params.mapValue == nil {
      throw BotParametersError("params", Phrase(trLater("must be an object of settings")))
    }
    self.params = params
  }

  /// Starts the session in a fresh Lua state (`LuaPlugin.startSession`).
  public func startSession(seed: UInt64) { plugin.startSession() }

  public func decide(_ seen: Value, random: SeededRandom) throws(QuizError) -> BotMove {
    plugin.random = random
    guard let map = seen.mapValue else {
      throw .pluginFailed(
        plugin: plugin.id,
        message: PluginMessage(
          trLater("a bot is shown a map, not {kind}"), ["kind": .phrase(seen.kindWords)]))
    }
    let answer = try act { arguments in arguments.addSeen(map, params: params) }
    return try BotMove(value: answer, seen: seen)
  }

  /// The same move as `decide(view.seen(solution: solution), random: random)`, with the seen
  /// written from the view straight into the bot's state.
  public func decide(view: SessionView, solution: Value?, random: SeededRandom)
    throws(QuizError) -> BotMove
  {
    plugin.random = random
    let answer = try act { arguments in
      arguments.addSeen(view, solution: solution, params: params)
    }
    return try BotMove(value: answer, newestPopup: view.newestPopupID)
  }

  /// Calls `act` with the seen `seen` adds, and returns its answer.
  private func act(seen: (inout LuaArguments) -> Void) throws(QuizError) -> Value {
    do {
      return try plugin.call(actFunction, arguments: seen, result: { result in result.value() })
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.locatedMessage)
    }
  }
}
