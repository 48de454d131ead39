import Foundation
import Testing

@testable import TriviumCommands

/// `trivium validate PATH` for each kind of path: a mod folder reports only the mod, and a
/// path validate does not check says what it is and what validate takes.
@Suite("trivium validate takes a mod, a game, a plugin or a question file")
struct ValidatePathTests {
  let home = ["--home", repositoryRoot.path]
  static let bot =
    "return { kind = 'bot', id = 'helper', api = 1, name = 'Helper', "
    + "act = function() return { op = 'finish' } end }"
  static let game = #"{"id": "quiz-one", "title": "Quiz", "questions": "q.json"}"#
  static let questions = """
    [
      {"id": "a", "type": "single", "text": "First?", "options": ["x", "y"], "answer": "A"},
      {"id": "b", "type": "single", "text": "Second?", "options": ["x", "y"], "answer": "B"}
    ]
    """

  func validate(_ arguments: [String], mods: TemporaryMods) -> (String, Int32) {
    let output = Trivium.run(["validate", "--mods", mods.path] + home + arguments)
    return (output.stdout.replacingOccurrences(of: mods.path + "/", with: ""), output.status)
  }

  @Test("a mod folder: its plugins and games, and nothing built in")
  func modFolder() throws {
    let mods = try TemporaryMods()
    try mods.mod(
      "quiz",
      files: [
        "plugins/bots/helper.lua": Self.bot, "games/quiz-one/game.json": Self.game,
        "games/quiz-one/q.json": Self.questions,
      ])
    let (text, status) = validate([mods.path + "/quiz"], mods: mods)
    #expect(status == 0)
    #expect(
      text == """
        ok      quiz/plugins/bots/helper.lua: bot 'helper'
        ok      quiz/games/quiz-one: game 'quiz-one', 2 questions
        all valid

        """)
    // --quiet keeps the final line only; --all adds the built-in content.
    #expect(validate(["--quiet", mods.path + "/quiz"], mods: mods).0 == "all valid\n")
    let all = validate(["--all", mods.path + "/quiz"], mods: mods).0
    #expect(all.contains("ok      plugins/types/letters.lua") && all.contains("quiz-one"))
  }

  @Test("a mod folder outside the mods folder, and a disabled one inside it, are checked")
  func modFolderElsewhereOrDisabled() throws {
    let mods = try TemporaryMods()
    let elsewhere = try TemporaryMods()
    try elsewhere.mod("wip", files: ["games/quiz-one/game.json": Self.game])
    try mods.mod("off", files: ["plugins/bots/helper.lua": Self.bot])
    try mods.write("enabled.json", #"{"off": false}"#)
    let (text, status) = validate(["--quiet", elsewhere.path + "/wip"], mods: mods)
    #expect(status == 1)
    #expect(
      text.replacingOccurrences(of: elsewhere.path + "/", with: "")
        == "error   wip/games/quiz-one/q.json: no such file\n1 problem found\n")
    let off = validate([mods.path + "/off"], mods: mods)
    #expect(off.0 == "ok      off/plugins/bots/helper.lua: bot 'helper'\nall valid\n")
  }

  @Test("a mod that does not load says why, and only its own problems")
  func brokenModFolder() throws {
    let mods = try TemporaryMods()
    try mods.mod("broken", files: ["plugins/bots/crash.lua": "local x = 1\nerror('no')\n"])
    let (text, status) = validate(["broken/"].map { mods.path + "/" + $0 }, mods: mods)
    #expect(status == 1)
    #expect(
      text
        == "error   broken: mod 'broken' skipped: broken plugin: "
        + "broken/plugins/bots/crash.lua:2: plugin 'crash': no\n1 problem found\n")
  }

  @Test("a device, a FIFO, an empty folder and an unknown folder say what they are")
  func pathsOfNoKnownKind() throws {
    let mods = try TemporaryMods()
    try FileManager.default.createDirectory(
      atPath: mods.path + "/empty", withIntermediateDirectories: true)
    try mods.write("notes/readme.txt", "hello")
    try mods.write("notes.txt", "hello")
    #expect(mkfifo(mods.path + "/pipe", 0o600) == 0)
    let accepted =
      "validate takes a mod folder (holding mod.json), a game folder (holding game.json), a "
      + "plugin (a .lua file, or a folder holding main.lua) or a question file (.json or .plist)"
    let cases = [
      ("/dev/null", "/dev/null: is a character device, not a file or folder"),
      (mods.path + "/pipe", "pipe: is a FIFO, not a file or folder"),
      (mods.path + "/empty", "empty: is an empty folder"),
      (mods.path + "/notes", "notes: is a folder holding no mod.json, game.json or main.lua"),
      (mods.path + "/notes.txt", "notes.txt: is not a .lua, .json or .plist file"),
      (mods.path + "/absent", "absent: no such file or folder"),
    ]
    for (path, what) in cases {
      let (text, status) = validate([path], mods: mods)
      #expect(status == 1)
      #expect(text == "error   \(what); \(accepted)\n1 problem found\n")
    }
  }

  @Test("game.json names its game folder")
  func gameManifestPath() throws {
    let mods = try TemporaryMods()
    try mods.write("quiz-one/game.json", Self.game)
    try mods.write("quiz-one/q.json", Self.questions)
    let (text, status) = validate([mods.path + "/quiz-one/game.json"], mods: mods)
    #expect(status == 0)
    #expect(text == "ok      quiz-one: game 'quiz-one', 2 questions\nall valid\n")
  }
}
