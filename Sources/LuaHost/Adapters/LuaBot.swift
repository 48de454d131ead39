import QuizCore

/// A bot plugin seen through QuizCore's `Bot`: `act(seen)` returns the next action.
public final class LuaBot: Bot {
  /// The plugin behind this bot.
  public let plugin: LuaPlugin
  /// The bot's id.
  public let id: String
  /// Whether the plugin declares `oracle = true`.
  public let isOracle: Bool
  /// Settings from a tournament file, shown to the bot as `seen.params` (nil: none).
  public var params: Value = .null

  /// Wraps a loaded plugin; fails when it is not a bot.
  public init(plugin: LuaPlugin) throws(PluginError) {
    guard plugin.fields["kind"]?.stringValue == "bot" else {
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin,
        message: "is not a bot (its table needs kind = \"bot\")")
    }
    guard plugin.hasFunction("act") else {
      throw PluginError(
        pluginID: plugin.id, kind: .invalidPlugin, message: "a bot needs a function act(seen)")
    }
    self.plugin = plugin
    id = plugin.fields["id"]?.stringValue ?? plugin.id
    isOracle = plugin.fields["oracle"]?.boolValue ?? false
  }

  public func decide(_ seen: Value, random: SeededRandom) throws(QuizError) -> BotMove {
    plugin.random = random
    var seen = seen
    if params != .null, var map = seen.mapValue {
      map["params"] = params
      seen = .map(map)
    }
    let answer: Value
    do {
      answer = try plugin.call("act", [seen])
    } catch {
      throw .pluginFailed(plugin: plugin.id, message: error.located)
    }
    return try BotMove(value: answer, seen: seen)
  }
}
