import Foundation
import Testing

@testable import TriviumCommands

/// The widget contract end to end: `validate` names what breaks it, and the random bot plays
/// any view of documented widgets without forfeiting.
@Suite("Widgets in validate and with generic bots")
struct WidgetContractTests {
  let home = ["--home", repositoryRoot.path]
  /// A mod whose type's only interactive widget is `tiles` (Tests/Fixtures/mods/tiles-only).
  let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/mods").path

  /// A mod with the `spell` type of the fixture, its view changed by `edit`, and its game.
  func spellMod(_ edit: (String) -> String) throws -> TemporaryMods {
    let mods = try TemporaryMods()
    let folder = "\(fixtures)/tiles-only"
    let source = try String(
      contentsOfFile: "\(folder)/plugins/types/spell.lua", encoding: .utf8)
    try mods.mod(
      "spell",
      files: [
        "plugins/types/spell.lua": edit(source),
        "games/spell/game.json": try String(
          contentsOfFile: "\(folder)/games/spell/game.json", encoding: .utf8),
        "games/spell/questions.json": try String(
          contentsOfFile: "\(folder)/games/spell/questions.json", encoding: .utf8),
      ])
    return mods
  }

  @Test("a tile written {letter = ...} fails validate with its path, and the oracle scores 0")
  func letterInsteadOfChar() throws {
    let mods = try spellMod {
      $0.replacingOccurrences(
        of: "tiles[i] = { char = letter", with: "tiles[i] = { letter = letter")
    }
    let options = home + ["--mods", mods.path]
    let validate = Trivium.run(["validate"] + options)
    #expect(validate.status == 1)
    let expected: String = [
      "question 'cat': view failed when the question was played with the actions of solve(q): ",
      "plugin 'spell': view (no verdict, analysis hidden) returned widgets the plugin API does ",
      "not know (docs/plugin-api.md): view[4].tiles[1].letter: unknown field (a tile has char, ",
      "index, hidden); view[4].tiles[1].char: missing required field of a tile; ",
      "view[4].tiles[2].letter: unknown field (a tile has char, index, hidden); and 5 more\n",
    ].joined()
    #expect(validate.stdout.contains(expected), "\(validate.stdout)")
    let run = Trivium.run(["run", "spell", "--bot", "oracle", "--sessions", "1"] + options)
    #expect(run.stdout.contains("right    0 of 3 questions (0.0%)"), "\(run.stdout)")
  }

  @Test("validate checks the views with the analysis shown and after solve's actions")
  func revealedAndSolvedViews() throws {
    let revealed = try spellMod {
      $0.replacingOccurrences(
        of: "if info.revealed then trivium.add_reveal(widgets, analysis(q, state)) end",
        with: "if info.revealed then widgets[#widgets + 1] = { type = \"txt\" } end")
    }
    let first = Trivium.run(["validate"] + home + ["--mods", revealed.path])
    #expect(first.status == 1)
    #expect(
      first.stdout.contains(
        "plugin 'spell': view (no verdict, analysis shown) returned widgets the plugin API "
          + "does not know (docs/plugin-api.md): view[5].type: unknown widget type \"txt\""),
      "\(first.stdout)")
    // Only once the word is spelled out: the view after the actions of solve.
    let solved = try spellMod {
      $0.replacingOccurrences(
        of: "    if info.revealed then",
        with: "    if spelled(q, state) == q.answer then\n"
          + "      widgets[#widgets + 1] = { type = \"text\", value = \"done\" }\n"
          + "    end\n    if info.revealed then")
    }
    let second = Trivium.run(["validate"] + home + ["--mods", solved.path])
    #expect(second.status == 1)
    #expect(
      second.stdout.contains(
        "question 'cat': view failed when the question was played with the actions of "
          + "solve(q): plugin 'spell': view (no verdict, analysis hidden) returned widgets the "
          + "plugin API does not know (docs/plugin-api.md): view[5].value: unknown field"),
      "\(second.stdout)")
  }

  @Test("the random bot plays 20 sessions of a tiles-only type without a forfeit")
  func randomOnTilesOnly() throws {
    let validate = Trivium.run(["validate"] + home + ["--mods", fixtures])
    #expect(validate.stdout.hasSuffix("all valid\n"), "\(validate.stdout)")
    let run = Trivium.run(
      ["run", "spell", "--bot", "random", "--sessions", "20", "--seed", "1"] + home
        + ["--mods", fixtures])
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stdout.contains("forfeits 0"), "\(run.stdout)")
    #expect(run.stdout.contains("bot random, 20 sessions"), "\(run.stdout)")
  }

  /// Every built-in game: the hand-written five and the library scripts/generate-library makes.
  static let builtInGames = [
    "arithmetic", "china-provinces", "country-codes", "currencies", "languages", "lunyu",
    "opentdb-anime-comics", "opentdb-culture", "opentdb-general", "opentdb-geography",
    "opentdb-history", "opentdb-music", "opentdb-science", "opentdb-screen",
    "opentdb-sports-nature", "opentdb-video-games", "picture-guess", "question-bank",
    "question-types", "sanzijing", "song-ci-poets", "superguess-classic", "tang-lines",
    "tang-poets", "world-capitals", "world-flags", "writing-systems",
  ]

  @Test(
    "the random bot plays every built-in game without a forfeit",
    arguments: WidgetContractTests.builtInGames)
  func randomOnBuiltInGames(game: String) throws {
    let games = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("games").path)
    #expect(games.sorted() == Self.builtInGames)
    let run = Trivium.run(
      ["run", game, "--bot", "random", "--sessions", "10", "--seed", "3"] + home)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stdout.contains("forfeits 0"), "\(run.stdout)")
  }
}
