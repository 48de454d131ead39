import Localization
import QuizCore

/// A player that is a program of its own, speaking the bot protocol (docs/bot-protocol.md),
/// as its tournament entry describes it.
public struct ExternalPlayer: Hashable, Sendable {
  /// The program and its arguments; run in the tournament file's folder.
  public var command: [String]
  /// "worker" (one process per worker, told to forget between sessions) or "session".
  public var restart: String
  /// Whether it is shown the solutions (an oracle, marked as such).
  public var oracle: Bool
  /// Wall time for one move and for a whole session, in milliseconds.
  public var moveMilliseconds: Int64
  public var sessionMilliseconds: Int64
  /// The setup of its process: its folder and added environment (ExternalPlayer+Setup.swift).
  public var setup = Setup()

  /// The keys an entry with a `command` may use.
  static let keys = Set([
    "id", "command", "options", "restart", "oracle", "move_time", "session_time",
  ]).union(Setup.keys)
  static let restarts = ["worker", "session"]
  /// The defaults: 10 s a move, 10 minutes a session.
  static let defaultMoveSeconds = 10.0
  static let defaultSessionSeconds = 600.0

  /// The command as one line for messages: its words, quoted where needed, made safe.
  public var commandLine: String {
    Untrusted.line(
      command.map { word in
        word.isEmpty || word.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" })
          ? "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" : word
      }.joined(separator: " "), limit: 300)
  }

  /// Reads an entry that has a `command`: the player's settings come from `options`.
  static func parse(_ map: ValueMap, place: String, commandsAllowed: Bool) throws(TournamentError)
    -> (player: ExternalPlayer, label: String, options: Value)
  {
    guard commandsAllowed else {
      throw TournamentError(
        "\(place).command",
        Phrase(
          trLater("a Lua description cannot name a command to run; describe external bots in JSON"))
      )
    }
    for (key, _) in map where !keys.contains(key) {
      throw TournamentError(
        "\(place).\(key)",
        Phrase(
          trLater("unknown key (expected {keys})"),
          ["keys": .text(keys.sorted().joined(separator: ", "))]))
    }
    guard let label = map["id"]?.stringValue, !label.isEmpty else {
      throw TournamentError(place, Phrase(trLater("an external bot needs an id")))
    }
    guard let words = map["command"]?.arrayValue, !words.isEmpty, words.count <= 256 else {
      throw TournamentError(
        "\(place).command",
        Phrase(trLater("must be a list of 1 to 256 strings: the program and its arguments")))
    }
    var command: [String] = []
    for (index, word) in words.enumerated() {
      guard let text = word.stringValue, !text.contains("\0"), !(index == 0 && text.isEmpty)
      else {
        throw TournamentError(
          "\(place).command[\(index + 1)]",
          Phrase(trLater("must be a string (the program: not empty)")))
      }
      command.append(text)
    }
    let options = map["options"] ?? .null
    if options != .null, options.mapValue == nil {
      throw TournamentError("\(place).options", Phrase(trLater("must be an object of settings")))
    }
    var restart = "worker"
    if let value = map["restart"] {
      guard let text = value.stringValue, restarts.contains(text) else {
        throw TournamentError(
          "\(place).restart", Phrase(trLater("must be \"worker\" or \"session\"")))
      }
      restart = text
    }
    var oracle = false
    if let value = map["oracle"] {
      guard let flag = value.boolValue else {
        throw TournamentError("\(place).oracle", Phrase(trLater("must be true or false")))
      }
      oracle = flag
    }
    let move = try milliseconds(
      map["move_time"], default: defaultMoveSeconds, max: 3600, "\(place).move_time")
    let session = try milliseconds(
      map["session_time"], default: defaultSessionSeconds, max: 86400, "\(place).session_time")
    return (
      ExternalPlayer(
        command: command, restart: restart, oracle: oracle, moveMilliseconds: move,
        sessionMilliseconds: session, setup: try Setup.parse(map, place: place)),
      label, options
    )
  }

  private static func milliseconds(
    _ value: Value?, default fallback: Double, max: Double, _ place: String
  ) throws(TournamentError) -> Int64 {
    guard let value else { return Int64(fallback * 1000) }
    guard let seconds = value.doubleValue, seconds >= 0.001, seconds <= max else {
      throw TournamentError(
        place,
        Phrase(
          trLater("must be a number of seconds from 0.001 to {max}"), ["max": .number(Int(max))]))
    }
    return Int64((seconds * 1000).rounded())
  }

  /// The fields the canonical description adds for this player.
  var canonicalFields: ValueMap {
    var fields: ValueMap = [
      "command": .array(command.map { .string($0) }), "restart": .string(restart),
      "oracle": .bool(oracle), "move_time": .double(Double(moveMilliseconds) / 1000),
      "session_time": .double(Double(sessionMilliseconds) / 1000),
    ]
    for (key, value) in setup.canonicalFields { fields[key] = value }
    return fields
  }
}
