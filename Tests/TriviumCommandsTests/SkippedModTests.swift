import Foundation
import QuizCore
import Review
import Testing
import TriviumEngine

@testable import TriviumCommands

/// A game, bot, rules or question type that is not found because its mod was skipped: every
/// command says which mod and why, with the file and line of the mod's problem.
@Suite("what a skipped mod held is said to be there, with the reason")
struct SkippedModTests {
  let home = ["--home", repositoryRoot.path]
  static let game = #"{"id": "hangman-demo", "title": "Hangman", "questions": "q.json"}"#
  static let questions = """
    [{"id": "a", "type": "hangman", "text": "?", "answer": "cat"}]
    """
  static let broken = "return {\n  kind = 'question-type', id = 'hangman'\n  api = 1,\n}\n"

  /// A mod `hangman` skipped for the syntax error at line 3 of its type, with a game, a bot
  /// and rules.
  func skippedMod() throws -> TemporaryMods {
    let mods = try TemporaryMods()
    try mods.mod(
      "hangman",
      files: [
        "plugins/types/hangman.lua": Self.broken,
        "plugins/bots/hanger.lua": "return {}\n",
        "plugins/rules/gallows.lua": "return {}\n",
        "games/hangman-demo/game.json": Self.game,
        "games/hangman-demo/q.json": Self.questions,
      ])
    return mods
  }

  static let reason =
    "which was skipped: broken plugin: hangman/plugins/types/hangman.lua:3: plugin 'hangman': "
    + "'}' expected (to close '{' at line 1) near 'api'"

  @Test("run names the mod of a game, a bot and rules, and why it was skipped")
  func run() throws {
    let mods = try skippedMod()
    let options = home + ["--mods", mods.path]
    for (arguments, what) in [
      (["hangman-demo", "--bot", "oracle"], "game 'hangman-demo'"),
      (["question-bank", "--bot", "hanger"], "bot 'hanger'"),
      (["question-bank", "--bot", "oracle", "--rules", "gallows"], "rules 'gallows'"),
    ] {
      let output = Trivium.run(["run"] + arguments + options)
      #expect(output.status == 1)
      #expect(
        output.stderr.replacingOccurrences(of: mods.path + "/", with: "")
          == "trivium run: \(what) is in mod 'hangman', \(Self.reason)\n")
    }
  }

  @Test("a game whose question type is in a skipped mod names the mod and the reason")
  func questionType() throws {
    let mods = try skippedMod()
    let folder = mods.path + "/hangman/games/hangman-demo"
    let output = Trivium.run(["run", folder, "--bot", "oracle"] + home + ["--mods", mods.path])
    #expect(output.status == 1)
    #expect(
      output.stderr.replacingOccurrences(of: mods.path + "/", with: "")
        == "trivium run: hangman/games/hangman-demo/q.json:1: question 'a': question type "
        + "'hangman' is in mod 'hangman', \(Self.reason)\n")
  }

  @Test("a disabled mod's game is said to be disabled")
  func disabled() throws {
    let mods = try TemporaryMods()
    try mods.mod(
      "quiet",
      files: [
        "games/hangman-demo/game.json": Self.game,
        "games/hangman-demo/q.json":
          #"[{"id": "a", "type": "truefalse", "text": "?", "answer": true}]"#,
      ])
    try mods.write("enabled.json", #"{"quiet": false}"#)
    let output = Trivium.run(
      ["run", "hangman-demo", "--bot", "oracle"] + home + ["--mods", mods.path])
    #expect(
      output.stderr.hasPrefix(
        "trivium run: game 'hangman-demo' is in mod 'quiet', which is disabled"))
  }

  @Test("Ctrl-R in play says the real load error when the game's mod is skipped")
  func reloadInPlay() throws {
    let mods = try TemporaryMods()
    try mods.mod(
      "hangman",
      files: [
        "games/hangman-demo/game.json": Self.game,
        "games/hangman-demo/q.json":
          #"[{"id": "a", "type": "truefalse", "text": "?", "answer": true}]"#,
      ])
    let options = EngineOptions(home: repositoryRoot.path, mods: mods.path)
    let host = try PlayHost(
      makeEngine: { try Engine(options: options) }, store: nil, profile: nil,
      dateClock: SystemDateClock())
    let opened = try host.open(gameID: "hangman-demo", resume: false, claim: .exclusive)
    try mods.write("hangman/plugins/types/hangman.lua", Self.broken)
    do {
      _ = try host.reload(keeping: opened.session)
      Issue.record("the reload should fail")
    } catch {
      #expect(
        "\(error)".replacingOccurrences(of: mods.path + "/", with: "")
          == "game 'hangman-demo' is in mod 'hangman', \(Self.reason)")
    }
  }
}
