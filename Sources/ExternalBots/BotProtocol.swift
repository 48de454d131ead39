import Localization
import QuizCore

/// The JSON-lines protocol between the engine and an external bot (docs/bot-protocol.md):
/// one JSON object a line each way.
public enum BotProtocol {
  /// The protocol's version, said in the engine's `hello`; a bot answers with the same.
  public static let version: Int64 = 1

  /// What the bot said about itself in its `hello`.
  public struct Hello: Hashable, Sendable {
    /// Its name and author, as it gave them (untrusted text).
    public var name: String
    public var author: String
    /// The settings it declares it takes (the form of a Lua bot's `params`), or nil.
    public var options: Value?
  }

  /// The engine's first line.
  static func hello(bot: String, games: [String], oracle: Bool) -> Value {
    [
      "type": "hello", "protocol": .int(version), "bot": .string(bot),
      "games": .array(games.map { .string($0) }), "oracle": .bool(oracle),
    ]
  }

  /// Reads the bot's `hello`.
  static func readHello(_ line: [UInt8]) throws(BotFault) -> Hello {
    let value: Value
    do { value = try ValueJSON.decode(line) } catch {
      throw .cannotStart(Phrase(trLater("its hello is not JSON: {error}"), ["error": .of(error)]))
    }
    guard value["type"].stringValue == "hello" else {
      throw .cannotStart(
        Phrase(
          trLater("the first line must be {hello}"), ["hello": .text(#"{"type": "hello", ...}"#)]))
    }
    guard value["protocol"].intValue == version else {
      let given = value["protocol"].intValue.map(String.init) ?? value["protocol"].kindWithArticle
      throw .cannotStart(
        Phrase(
          trLater("it answers protocol {given}; the engine speaks {version}"),
          ["given": .text(given), "version": .text(String(version))]))
    }
    let options = value["options"]
    return Hello(
      name: value["name"].stringValue ?? "", author: value["author"].stringValue ?? "",
      options: options == .null ? nil : options)
  }

  /// The start of a session: its game and seed (as a string: seeds use all 64 bits).
  static func newSession(game: String, seed: UInt64) -> Value {
    ["type": "new-session", "game": .string(game), "seed": .string(String(seed))]
  }

  /// A decision: what the player sees, and 64 random bits for this decision alone.
  static func decide(seen: Value, random: UInt64) -> Value {
    ["type": "decide", "seen": seen, "random": .string(String(random))]
  }

  /// The last line.
  static let quit: Value = ["type": "quit"]

  /// One line of JSON for `value`.
  static func line(_ value: Value) -> String { (try? ValueJSON.encode(value)) ?? "{}" }
}
