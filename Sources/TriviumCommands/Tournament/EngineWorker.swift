import Content
import Foundation
import Headless
import LuaHost
import QuizCore
import Tournament
import TriviumEngine

/// A worker of a tournament: an engine of its own (every Lua state belongs to one thread), the
/// bots of the players with their settings, and each game loaded once.
final class EngineWorker: TournamentWorker {
  private let spec: TournamentSpec
  private let engine: Engine
  private let bots: [LuaBot]
  private var games: [Int: (game: Game, environment: SessionEnvironment, generated: Bool)] = [:]
  private let rulesLabel: [Int: String]
  /// The plugins' identities per game, then player, for the log (`Engine.pluginIdentities`).
  private let identities: [Int: [Value]]
  private let runner = HeadlessRunner.metered()
  /// The questions left out of the games as invalid (of a generated game, those of the
  /// tournament's seed), each with its file, line and problem.
  private(set) var leftOut: [FileProblem] = []

  /// A worker with an engine from `options`; fails when a game or a bot cannot load.
  init(spec: TournamentSpec, options: EngineOptions) throws {
    self.spec = spec
    engine = try Engine(options: options)
    var bots: [LuaBot] = []
    for (index, player) in spec.players.enumerated() {
      let bot = try engine.bot(player.plugin)
      do { try bot.configure(player.params) } catch {
        throw EngineError("bots[\(index + 1)] ('\(player.label)', bot '\(bot.id)'): \(error)")
      }
      bots.append(bot)
    }
    self.bots = bots
    var rules: [Int: String] = [:]
    var identities: [Int: [Value]] = [:]
    for (index, name) in spec.games.enumerated() {
      let loaded = try engine.game(name, seed: spec.seed)
      leftOut += loaded.leftOut
      let rulesID = spec.rules ?? loaded.game.rules
      let environment = try engine.environment(for: loaded.game, rulesID: rulesID)
      games[index] = (loaded.game, environment, loaded.manifest.questionFormat == .lua)
      rules[index] = rulesID
      identities[index] = bots.map { [engine] in
        engine.pluginIdentities(game: loaded.game, rules: rulesID, bot: $0)
      }
    }
    rulesLabel = rules
    self.identities = identities
  }

  /// Whether each player sees the answers.
  var oracles: Set<Int> { Set(bots.indices.filter { bots[$0].isOracle }) }

  func play(_ job: Job) -> (outcome: SessionOutcome, record: Value) {
    let bot = bots[job.player]
    var record: SessionRecord
    var questions = 0
    do {
      guard var entry = games[job.game] else { throw EngineError("game \(job.game) is not loaded") }
      if entry.generated {
        // A generated game makes its questions from the session's seed.
        entry.game = try engine.game(spec.games[job.game], seed: job.seed).game
      }
      record = runner.play(
        game: entry.game, seed: job.seed, bot: bot, environment: entry.environment,
        shuffle: spec.shuffle)
      questions = record.outcomes.count
    } catch {
      record = SessionRecord(
        game: spec.games[job.game], seed: job.seed, shuffled: spec.shuffle, bot: bot.id,
        oracle: bot.isOracle,
        session: Session(
          game: Game(id: spec.games[job.game], title: "", questions: []), seed: job.seed),
        moves: 0, forfeit: "the game could not load: \(error)")
    }
    let outcome = SessionOutcome(
      index: job.index, game: job.game, player: job.player, session: job.session,
      score: record.forfeit == nil ? record.score : 0, right: record.right, questions: questions,
      hints: record.hints, forfeit: record.forfeit, wallClockStops: record.wallClockStops)
    var map = record.value.mapValue ?? ValueMap()
    for (key, value) in outcome.fields { map[key] = value }
    map["tournament"] = .string(spec.id)
    map["key"] = .string(job.key)
    map["player"] = .string(spec.players[job.player].label)
    map["rules"] = .string(rulesLabel[job.game] ?? "")
    map["plugins"] = identities[job.game]?[job.player] ?? .null
    return (outcome, .map(map))
  }
}
