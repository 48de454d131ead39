import Content
import Foundation
import Testing
import TriviumEngine

/// The launcher and `trivium list` count each game's questions from its summary, without
/// loading them: the count must be what loading the game finds.
@Suite struct GameSummaryTests {
  @Test func everyBuiltInGameCountsWhatItsLoadFinds() throws {
    let mods = try TemporaryMods()
    let engine = try Engine(options: EngineOptions(home: repositoryRoot.path, mods: mods.path))
    let loader = engine.gameLoader()
    let ids = try engine.library.builtInGameIDs()
    #expect(ids.count >= 20)
    for id in ids {
      let summary = try engine.library.summary(id, loader: loader)
      let loaded = try engine.game(id)
      let count =
        loaded.manifest.questionFormat == .lua
        ? loaded.game.questions.count : (loaded.poolCount ?? loaded.game.questions.count)
      #expect(summary.questionCount == count, "\(id)")
      #expect(summary.manifest == loaded.manifest, "\(id)")
    }
  }
}
