import Foundation
import QuizCore
import TriviumCommands

/// External bots against Lua ones: the example Python bot (examples/bots/guesser.py) against
/// `random` on question-bank, and the cost of one decision through the protocol against a
/// decision of a Lua bot.
enum ExternalBotBench {
  /// A bot in Lua and the same bot in Python: each moves on at once (`next`, `finish` on the
  /// last question), so both make the same decisions and the engine does the same work.
  static let skipperLua = """
    return {
      kind = "bot", id = "skipper", api = 1, name = "Skipper", params = {},
      act = function(seen)
        local q = seen.question or {}
        if (q.index or 1) >= (q.count or 1) then return {op = "finish"} end
        return {op = "next"}
      end,
    }
    """
  static let skipperPython = """
    import json, sys
    for line in sys.stdin:
        m = json.loads(line)
        if m["type"] == "hello":
            print(json.dumps({"type": "hello", "protocol": 1, "name": "Skipper"}), flush=True)
        elif m["type"] == "decide":
            q = m["seen"].get("question") or {}
            last = q.get("index", 1) >= q.get("count", 1)
            print(json.dumps({"op": "finish" if last else "next"}), flush=True)
        elif m["type"] == "quit":
            break
    """

  /// One tournament of `bots` (JSON entries) alone on question-bank: wall seconds and the
  /// decisions the bots made (the `moves` of every logged session).
  static func time(bots: String, sessions: Int, home: String) -> (seconds: Double, moves: Int) {
    let id = UUID().uuidString
    let spec = home + "/\(id).json"
    let description =
      #"{"games": ["question-bank"], "bots": [\#(bots)], "format": "each", "sessions": \#(sessions), "seed": 1}"#
    try? Data(description.utf8).write(to: URL(fileURLWithPath: spec))
    let log = home + "/\(id).jsonl"
    let start = ContinuousClock.now
    let output = Trivium.run([
      "tournament", spec, "--data", home + "/\(id).db", "--quiet", "--allow-commands",
      "--log", log, "--home", home, "--mods", home + "/no-mods",
    ])
    let elapsed = ContinuousClock.now - start
    if output.status != 0 { print("tournament failed: \(output.stderr)") }
    let moves = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
      .reduce(0) { $0 + Int((try? ValueJSON.decode(String($1)))?["moves"].intValue ?? 0) }
    return (
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18, moves
    )
  }

  /// A home with the repository's plugins, question-bank and the two skippers, or nil when
  /// not run from the repository's root.
  static func home() -> String? {
    let root = FileManager.default.currentDirectoryPath
    let files = FileManager.default
    guard files.fileExists(atPath: root + "/examples/bots/guesser.py") else { return nil }
    let home = TournamentBench.folder()
    do {
      try files.copyItem(atPath: root + "/plugins", toPath: home + "/plugins")
      try files.createDirectory(atPath: home + "/games", withIntermediateDirectories: true)
      try files.createDirectory(atPath: home + "/no-mods", withIntermediateDirectories: true)
      try files.copyItem(
        atPath: root + "/games/question-bank", toPath: home + "/games/question-bank")
      try files.copyItem(atPath: root + "/examples/bots/guesser.py", toPath: home + "/guesser.py")
      try Data(skipperLua.utf8).write(to: URL(fileURLWithPath: home + "/plugins/bots/skipper.lua"))
      try Data(skipperPython.utf8).write(to: URL(fileURLWithPath: home + "/skipper.py"))
    } catch {
      print("external bots: \(error)")
      return nil
    }
    return home
  }

  static func run(sessions: Int) {
    guard let home = home() else {
      print("external bots: run from the repository's root (examples/bots/guesser.py)")
      return
    }
    defer { try? FileManager.default.removeItem(atPath: home) }
    func best(_ bots: String) -> (seconds: Double, moves: Int) {
      (0..<3).map { _ in time(bots: bots, sessions: sessions, home: home) }
        .min { $0.seconds < $1.seconds }!
    }
    let guesser = #"{"id": "guesser", "command": ["python3", "guesser.py"]}"#
    let both = best(guesser + #", "random""#)
    let external = best(#"{"id": "skipper-py", "command": ["python3", "skipper.py"]}"#)
    let lua = best(#""skipper""#)
    print("")
    print("External bots: question-bank, \(sessions) sessions per bot, --jobs 1 (best of 3)")
    print(
      "  guesser.py and random   \(format(both.seconds, 2)) s   \(format(Double(2 * sessions) / both.seconds, 1)) sessions/s   \(both.moves) decisions"
    )
    print(
      "  skipper in Python   \(format(external.seconds, 2)) s   \(external.moves) decisions"
    )
    print("  skipper in Lua      \(format(lua.seconds, 2)) s   \(lua.moves) decisions")
    let overhead = (external.seconds - lua.seconds) / Double(max(1, external.moves)) * 1e6
    print("  overhead of a decision through the protocol   \(format(overhead, 1)) µs")
  }
}
