import Foundation
import Testing

@testable import TriviumCommands

/// What the host says about a plugin's results while a question is played (a grade of the
/// wrong shape, a view the widget contract refuses) is in the interface language where it is
/// shown, and stays English, byte for byte, in what is saved and logged (issue 30).
@Suite struct PlayMessageLanguageTests {
  let home = ["--home", repositoryRoot.path]

  /// A question type whose `grade` and `view` return what is given.
  static func type(_ id: String, grade: String, view: String) -> String {
    """
    local function none() return nil end
    return {
      kind = "question-type", id = "\(id)", api = 1, name = "T", auto_check = true,
      validate = function() return {} end,
      init = function() return { done = false } end,
      act = function() return { done = true } end,
      complete = function(_, state) return state.done end,
      grade = function() return \(grade) end,
      hint = none, analysis = function() return {} end,
      view = function() return \(view) end,
      solve = function() return { { op = "go" } } end,
      summary = function() return "" end,
    }
    """
  }

  /// A mod with a game of one question of each broken type.
  func mods() throws -> TemporaryMods {
    let mods = try TemporaryMods()
    try mods.mod(
      "broken",
      files: [
        "plugins/types/maybe.lua": Self.type(
          "maybe", grade: #"{ fraction = 1, verdict = "maybe" }"#,
          view: #"{ { type = "text", text = "?" } }"#),
        "plugins/types/colour.lua": Self.type(
          "colour", grade: #"{ fraction = 1, verdict = "right" }"#,
          view: #"{ { type = "text", text = "?", colour = "red" }, { type = "dial" } }"#),
        // Never complete, never checked: the oracle runs out of moves and forfeits.
        "plugins/types/stuck.lua": Self.type(
          "stuck", grade: #"{ fraction = 1, verdict = "right" }"#,
          view: #"{ { type = "text", text = "?" } }"#
        ).replacingOccurrences(of: "auto_check = true", with: "auto_check = false"),
        "games/stuck/game.json": #"{"id": "stuck", "title": "S", "questions": "questions.json"}"#,
        "games/stuck/questions.json": #"[{"id": "q1", "type": "stuck", "text": "?"}]"#,
        "games/odd/game.json": #"{"id": "odd", "title": "Odd", "questions": "questions.json"}"#,
        "games/odd/questions.json": #"""
        [{"id": "q1", "type": "maybe", "text": "?"}, {"id": "q2", "type": "colour", "text": "?"}]
        """#,
      ])
    return mods
  }

  /// The values of the plugins' failures: ids, the plugin's words, the widget contract's names.
  static let values = [
    "maybe", "colour", "odd", "q1", "q2", "right", "partial", "wrong", "text", "style", "reveal",
    "dial", "picture", "code", "slots", "tiles", "choices", "inputs", "textarea", "sequence",
    "feedback", "oracle", "trivium", "view", "type", "grade",
    // validate's status column and the game's file are no words of ours.
    "error", "/broken/games/odd/questions.json",
  ]

  @Test func runSaysAPluginsFailuresInTheInterfaceLanguage() throws {
    let mods = try mods()
    let options = ["run", "odd", "--bot", "oracle", "--mods", mods.path] + home
    let english = Trivium.run(options)
    #expect(english.status == 3, "\(english.stderr)")
    #expect(english.stdout.contains(#"grade returned verdict = "maybe": a verdict is one of"#))
    #expect(
      english.stdout.contains(
        "view[1].colour: unknown field (a text widget has text, style, reveal); view[2].type: "
          + "unknown widget type \"dial\""), "\(english.stdout)")
    let pseudo = Trivium.run(["--lang", "en-XA"] + options)
    #expect(pseudo.status == english.status)
    let left = ErrorLanguageTests.englishWords(
      pseudo.stdout + pseudo.stderr, values: Self.values + [mods.path])
    #expect(left.isEmpty, "\(left) in \(pseudo.stdout)")
  }

  @Test func runSaysAForfeitInTheInterfaceLanguage() throws {
    let mods = try mods()
    let options = ["run", "stuck", "--bot", "oracle", "--mods", mods.path] + home
    let english = Trivium.run(options)
    #expect(english.status == 1, "\(english.stderr)")
    #expect(english.stdout.contains("seed 1: no result after 100 moves"), "\(english.stdout)")
    let pseudo = Trivium.run(["--lang", "en-XA"] + options)
    #expect(pseudo.status == english.status)
    let left = ErrorLanguageTests.englishWords(
      pseudo.stdout + pseudo.stderr, values: Self.values + ["stuck", mods.path])
    #expect(left.isEmpty, "\(left) in \(pseudo.stdout)")
  }

  @Test(arguments: ["odd", "stuck"])
  func theLogKeepsTheEnglishMessageWhateverTheInterfaceLanguage(game: String) throws {
    let mods = try mods()
    func logged(_ language: String) throws -> String {
      let log = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).jsonl")
      defer { try? FileManager.default.removeItem(at: log) }
      let run = Trivium.run(
        [
          "--lang", language, "run", game, "--bot", "oracle", "--mods", mods.path, "--log",
          log.path,
        ]
          + home)
      #expect(run.status == (game == "odd" ? 3 : 1), "\(run.stderr)")
      return try String(contentsOf: log, encoding: .utf8)
    }
    let english = try logged("en")
    if game == "odd" {
      #expect(english.contains(#"grade returned verdict = \"maybe\": a verdict is one of"#))
      #expect(english.contains("view[1].colour: unknown field (a text widget has text"))
    } else {
      #expect(english.contains(#""forfeit":"no result after 100 moves""#), "\(english)")
    }
    #expect(try logged("zh-Hans") == english)
    #expect(try logged("en-XA") == english)
  }

  @Test func validateSaysAViewsProblemsInTheInterfaceLanguage() throws {
    let mods = try mods()
    let options = ["validate", "\(mods.path)/broken/games/odd", "--mods", mods.path] + home
    let english = Trivium.run(options)
    #expect(english.stdout.contains("unknown widget type \"dial\""), "\(english.stdout)")
    let pseudo = Trivium.run(["--lang", "en-XA"] + options)
    #expect(pseudo.status == english.status)
    let left = ErrorLanguageTests.englishWords(
      pseudo.stdout + pseudo.stderr, values: Self.values + [mods.path])
    #expect(left.isEmpty, "\(left) in \(pseudo.stdout)")
  }
}
