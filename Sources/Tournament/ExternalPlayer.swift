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

  /// The fields of an entry with a `command`, declared once with its setup's
  /// (`Setup.fields`); an unknown key is refused.
  static let schema = FieldSchema(
    entries: [
      (name: "id", spec: FieldSpec.string(required: true).notEmpty),
      (name: "command", spec: commandSpec), (name: "options", spec: FieldSpec(.map)),
      (
        name: "restart",
        spec: FieldSpec.string(oneOf: ["worker", "session"]).defaulting(to: "worker")
      ),
      (name: "oracle", spec: FieldSpec.boolean().defaulting(to: false)),
      // Wall seconds: 10 a move, 10 minutes a session unless the entry says.
      (name: "move_time", spec: FieldSpec.number(in: 0.001...3600).defaulting(to: 10)),
      (name: "session_time", spec: FieldSpec.number(in: 0.001...86400).defaulting(to: 600)),
    ] + Setup.fields)

  /// The program and its arguments: 1 to 256 strings.
  private static let commandSpec: FieldSpec = {
    var spec = FieldSpec.list(of: .string(), nonEmpty: true, required: true)
    spec.max = 256
    return spec
  }()

  /// The command as one line for messages: its words, quoted where needed, made safe.
  public var commandLine: String {
    Untrusted.line(
      command.map { word in
        word.isEmpty || word.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" })
          ? "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" : word
      }.joined(separator: " "), limit: 300)
  }

  /// Reads an entry that has a `command`, at `path` of `file`: the player's settings come
  /// from `options`.
  static func parse(_ map: ValueMap, at path: FieldPath, file: String, commandsAllowed: Bool)
    throws(TournamentError) -> (player: ExternalPlayer, label: String, options: Value)
  {
    guard commandsAllowed else {
      throw TournamentError(
        TournamentSpec.place(file, path.field("command")),
        Phrase(
          trLater("a Lua description cannot name a command to run; describe external bots in JSON"))
      )
    }
    let fields = try TournamentSpec.decode(schema, map, at: path, file: file)
    var command: [String] = []
    for (index, word) in (fields["command"]?.arrayValue ?? []).enumerated() {
      let text = word.stringValue ?? ""
      guard !text.contains("\0"), !(index == 0 && text.isEmpty) else {
        throw TournamentError(
          TournamentSpec.place(file, path.field("command").item(index + 1)),
          Phrase(trLater("must be a string (the program: not empty)")))
      }
      command.append(text)
    }
    let milliseconds = { (name: String) in Int64(((fields.number(name) ?? 0) * 1000).rounded()) }
    return (
      ExternalPlayer(
        command: command, restart: fields.string("restart") ?? "worker",
        oracle: fields.bool("oracle") ?? false, moveMilliseconds: milliseconds("move_time"),
        sessionMilliseconds: milliseconds("session_time"),
        setup: try Setup.read(fields, at: path, file: file)),
      fields.string("id") ?? "", fields["options"] ?? .null
    )
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
