import Content
import ExternalBots
import Foundation
import Headless
import Localization
import LuaHost
import QuizCore
import Synchronization
import Tournament
import TriviumEngine

/// What every worker of a tournament shares, found once by the first: the engine's content
/// (the mods resolved once per process, not once per worker), each game loaded and its
/// questions checked, and the plugins' identities for the log. Plain data, for any thread.
struct TournamentPlan: Sendable {
  /// A game of the tournament as loaded.
  struct LoadedGame: Sendable {
    var game: Game
    var rulesID: String
    /// Whether its questions are generated from each session's seed.
    var generated: Bool
    /// The plugins' identities, by player (`Engine.pluginIdentities`).
    var identities: [Value]
  }

  let spec: TournamentSpec
  /// The folder external bots run in (the tournament file's).
  let folder: String
  let content: EngineContent
  /// The games, by their index in the description.
  let games: [LoadedGame]
  /// The questions left out of the games as invalid (of a generated game, those of the
  /// tournament's seed), each with its file, line and problem.
  let leftOut: [FileProblem]
  /// What the workers' external bots did that no result records, said once the play ends.
  var notices = BotNotices()
  /// The mark in the environment of this run's external bots (`BotSweep`).
  var botMark = ""
  /// The external bots started to read their hellos, for the first worker that plays.
  var handoff = BotHandoff()

  /// The same plan with games whose questions share no storage with this one's.
  var unshared: TournamentPlan {
    let games = games.map { loaded in
      var copy = loaded
      copy.game.questions = loaded.game.questions.map(\.unshared)
      return copy
    }
    return TournamentPlan(
      spec: spec, folder: folder, content: content, games: games, leftOut: leftOut,
      notices: notices, botMark: botMark, handoff: handoff)
  }
}

/// The external bots the first worker started to read their hellos, handed still running to
/// the first worker that plays: a bot with a slow start pays for it once, not twice.
final class BotHandoff: @unchecked Sendable {
  // @unchecked: the lock guards `bots`, and a bot is used by one thread at a time: the one
  // that started it until it is put here, then the one that takes it.
  private let lock = NSLock()
  private var bots: [Int: ExternalBot] = [:]

  /// Leaves `bots` (by player) for the next `take`.
  func put(_ bots: [Int: ExternalBot]) {
    lock.withLock { self.bots.merge(bots) { _, new in new } }
  }

  /// The bots left here, by player; nothing for whoever comes next.
  func take() -> [Int: ExternalBot] {
    lock.withLock {
      defer { bots = [:] }
      return bots
    }
  }
}

/// Counts, by bot, the processes restarted because a line was still unread when a session
/// began: no result says it (it changed none), so the command does, on stderr.
final class BotNotices: Sendable {
  private let restarts = Mutex<[String: Int]>([:])

  /// Adds `count` restarts of `bot`.
  func add(bot: String, count: Int) {
    guard count > 0 else { return }
    restarts.withLock { $0[bot, default: 0] += count }
  }

  /// The restarts by bot, in the order of their names.
  var lateLineRestarts: [(bot: String, count: Int)] {
    restarts.withLock { $0.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
  }
}

/// A worker of a tournament: an engine of its own (every Lua state belongs to one thread), the
/// bots of the players with their settings, and each game's environment.
final class EngineWorker: TournamentWorker {
  /// What it plays, shared with the other workers.
  let plan: TournamentPlan
  private let engine: Engine
  private var bots: [any Bot]
  private let environments: [SessionEnvironment]
  private let runner: HeadlessRunner

  /// The first worker, which finds what the others share; fails when a game or a bot cannot
  /// load.
  convenience init(
    spec: TournamentSpec, folder: String, options: EngineOptions, services: Services
  ) throws {
    let engine = try services.engine(options)
    let mark = BotSweep.newMark()
    let bots = try Self.bots(of: spec, folder: folder, mark: mark, engine: engine)
    var games: [TournamentPlan.LoadedGame] = []
    var leftOut: [FileProblem] = []
    for name in spec.games {
      let loaded = try engine.game(name, seed: spec.seed, language: spec.language)
      leftOut += loaded.leftOut
      if !ContentLanguageOption.perSeed(loaded.manifest) {
        try Self.checkBook(spec.book, game: loaded.game)
      }
      let rulesID = spec.rules ?? loaded.game.rules
      games.append(
        TournamentPlan.LoadedGame(
          game: loaded.game, rulesID: rulesID,
          generated: ContentLanguageOption.perSeed(loaded.manifest),
          identities: bots.map {
            engine.pluginIdentities(game: loaded.game, rules: rulesID, bot: $0 as? LuaBot)
          }))
    }
    if let language = spec.language,
      !games.contains(where: { $0.game.languages.contains(language) })
    {
      throw EngineError(
        Phrase(
          trLater("{option} {language}: no game of the tournament offers it"),
          [
            "option": .text(ContentLanguageOption.name),
            "language": .text(Untrusted.line(language)),
          ]))
    }
    let plan = TournamentPlan(
      spec: spec, folder: folder, content: engine.content, games: games, leftOut: leftOut,
      botMark: mark)
    try self.init(plan: plan, engine: engine, bots: bots)
  }

  /// Another worker of `plan`: only its plugins are loaded, into sandboxes of its own, and it
  /// reads its own copy of the games (see `Value.unshared`).
  convenience init(plan: TournamentPlan, services: Services) throws {
    let engine = services.engine(content: plan.content)
    var bots = try Self.bots(of: plan.spec, folder: plan.folder, mark: plan.botMark, engine: engine)
    // The bots whose hellos were read play on in the same processes.
    for (index, bot) in plan.handoff.take() where bots.indices.contains(index) {
      bots[index] = bot
    }
    try self.init(plan: plan.unshared, engine: engine, bots: bots)
  }

  private init(plan: TournamentPlan, engine: Engine, bots: [any Bot]) throws {
    self.plan = plan
    self.engine = engine
    self.bots = bots
    environments = try plan.games.map { try engine.environment(for: $0.game, rulesID: $0.rulesID) }
    // An external bot's time forfeit depends on the machine's load as a wall-clock stop of a
    // plugin does, and a forfeit for a stray line on when its writes arrive: the session is
    // marked not reproducible the same way.
    let external = bots.compactMap { $0 as? ExternalBot }
    var runner = HeadlessRunner.metered()
    let plugins = runner.wallClockStops
    runner.wallClockStops = {
      plugins() + external.reduce(0) { $0 + $1.timeForfeits + $1.strayLineForfeits }
    }
    self.runner = runner
  }

  deinit {
    for case let bot as ExternalBot in bots {
      plan.notices.add(bot: bot.id, count: bot.lateLineRestarts)
    }
  }

  /// The players' bots, each configured with its settings; an external bot's process starts
  /// with its first session.
  private static func bots(of spec: TournamentSpec, folder: String, mark: String, engine: Engine)
    throws -> [any Bot]
  {
    var bots: [any Bot] = []
    for (index, player) in spec.players.enumerated() {
      if let external = player.external {
        bots.append(
          ExternalBot(
            ExternalBot.Configuration(
              id: player.label, command: external.command,
              directory: external.setup.directory(in: folder),
              restart: ExternalBot.Restart(rawValue: external.restart) ?? .worker,
              oracle: external.oracle, moveLimit: .milliseconds(external.moveMilliseconds),
              sessionLimit: .milliseconds(external.sessionMilliseconds), params: player.params,
              games: spec.games,
              // The sweep's mark last: an entry's `env` cannot hide a bot from it.
              environment: external.setup.environment.merging([BotSweep.variable: mark]) {
                _, mark in mark
              })))
        continue
      }
      let bot = try engine.bot(player.plugin)
      do { try bot.configure(player.params) } catch {
        throw EngineError(
          Phrase(
            trLater("bots[{number}] ('{label}', bot '{bot}'): {error}"),
            [
              "number": .number(index + 1), "label": .text(player.label), "bot": .text(bot.id),
              "error": .of(error),
            ]))
      }
      bots.append(bot)
    }
    return bots
  }

  /// The questions left out of the games as invalid.
  var leftOut: [FileProblem] { plan.leftOut }

  /// Refuses a book entry that names a question `game` does not have, at the entry's line (a
  /// generated game's questions are checked as each session makes them).
  static func checkBook(_ book: QuestionBook?, game: Game) throws {
    guard let book else { return }
    for index in book.entries(for: game.id) {
      guard let order = Self.order(of: book.entries[index], in: game) else { continue }
      if case .failure(let miss) = order {
        throw EngineError(
          TournamentError(
            "\(book.file ?? "book"):\(book.entries[index].line)",
            Phrase(
              trLater("the game '{game}' has no question '{id}'"),
              ["game": .text(game.id), "id": .text(Untrusted.line(miss.id))])))
      }
    }
  }

  /// The indices of an entry's questions in `game`, or the first id it lacks; nil when the
  /// entry lists none.
  static func order(of entry: QuestionBook.Entry, in game: Game) -> Result<[Int], BookMiss>? {
    guard let ids = entry.questions else { return nil }
    var index: [String: Int] = [:]
    for (position, question) in game.questions.enumerated() {
      if let id = question["id"].stringValue, index[id] == nil { index[id] = position }
    }
    var order: [Int] = []
    for id in ids {
      guard let position = index[id] else { return .failure(BookMiss(id: id)) }
      order.append(position)
    }
    return .success(order)
  }

  /// A question id a book entry names that its game lacks.
  struct BookMiss: Error { var id: String }

  /// Starts each external bot, checks the options its entry gives against those it declares
  /// (a mismatch stops the tournament, as for a Lua bot), and leaves it running in
  /// `plan.handoff` for the first worker that plays. Returns why each bot that could not start
  /// did not, and the identity of each that did (`BotIdentity`), by player.
  func startExternalBots() throws -> (failed: [Int: BotFault], identities: [Int: Value]) {
    var failed: [Int: BotFault] = [:]
    var identities: [Int: Value] = [:]
    var started: [Int: ExternalBot] = [:]
    for (index, bot) in bots.enumerated() {
      guard let bot = bot as? ExternalBot else { continue }
      let hello: BotProtocol.Hello
      do { hello = try bot.start() } catch {
        failed[index] = error
        continue
      }
      identities[index] = BotIdentity.of(
        command: bot.configuration.command, directory: bot.configuration.directory, hello: hello)
      do {
        if let declared = hello.options {
          try BotParameters(declaration: declared).check(bot.configuration.params)
        }
      } catch {
        bot.stop()
        throw EngineError(
          Phrase(
            trLater("bots[{number}] ('{bot}', its options): {error}"),
            [
              "number": .number(index + 1), "bot": .text(bot.id),
              "error": .text(Untrusted.line(error.description)),
            ]))
      }
      started[index] = bot
    }
    // This worker never plays: it keeps bots of the same settings, not started.
    for (index, bot) in started { bots[index] = ExternalBot(bot.configuration) }
    plan.handoff.put(started)
    return (failed, identities)
  }

  /// Whether each player sees the answers.
  var oracles: Set<Int> { Set(bots.indices.filter { bots[$0].isOracle }) }

  func play(_ job: Job) -> (outcome: SessionOutcome, record: Value) {
    let spec = plan.spec
    let bot = bots[job.player]
    if let bot = bot as? ExternalBot, spec.games.indices.contains(job.game) {
      bot.game = spec.games[job.game]
    }
    var record: SessionRecord
    var questions = 0
    do {
      guard plan.games.indices.contains(job.game) else {
        throw EngineError(
          Phrase(trLater("game {number} is not loaded"), ["number": .number(job.game)]))
      }
      var game = plan.games[job.game].game
      if plan.games[job.game].generated {
        // A generated game makes its questions from the session's seed.
        game = try engine.game(spec.games[job.game], seed: job.seed, language: spec.language).game
      }
      var order: [Int]?
      if let book = spec.book, let entry = job.entry, book.entries.indices.contains(entry) {
        switch Self.order(of: book.entries[entry], in: game) {
        case .success(let chosen): order = chosen
        case .failure(let miss):
          throw EngineError(
            TournamentError(
              "\(book.file ?? "book"):\(book.entries[entry].line)",
              Phrase(
                trLater("the game '{game}' has no question '{id}'"),
                ["game": .text(game.id), "id": .text(Untrusted.line(miss.id))])))
        case nil: break
        }
      }
      record = runner.play(
        game: game, seed: job.seed, bot: bot, environment: environments[job.game],
        shuffle: spec.shuffle, order: order)
      questions = record.outcomes.count
    } catch {
      record = SessionRecord(
        game: spec.games[job.game], seed: job.seed, shuffled: spec.shuffle, bot: bot.id,
        oracle: bot.isOracle,
        session: Session(
          game: Game(id: spec.games[job.game], title: "", questions: []), seed: job.seed),
        moves: 0,
        forfeit: PluginMessage(
          trLater("the game could not load: {error}"), ["error": .of(error)]))
    }
    let outcome = SessionOutcome(
      index: job.index, game: job.game, player: job.player, session: job.session,
      score: record.forfeit == nil ? record.score : 0, right: record.right, questions: questions,
      hints: record.hints, forfeit: record.forfeit?.description,
      wallClockStops: record.wallClockStops)
    var map = record.value.mapValue ?? ValueMap()
    for (key, value) in outcome.fields { map[key] = value }
    map["tournament"] = .string(spec.id)
    map["key"] = .string(job.key)
    // Where the session stands in a staged tournament, and which book entry it played.
    if spec.isStaged { map["round"] = .int(Int64(job.session / spec.sessions + 1)) }
    if let entry = job.entry, let book = spec.book, book.entries.indices.contains(entry) {
      // The book's identity is in the tournament's id (`TournamentSpec.canonical`).
      map["book_line"] = .int(Int64(book.entries[entry].line))
    }
    // Taken out before the record is stored (`TournamentRun.timingsField`).
    map[TournamentRun.timingsField] = .array(
      record.moveWallTimes.map { time in
        let (seconds, attoseconds) = time.components
        return .double(Double(seconds * 1_000_000 + attoseconds / 1_000_000_000_000) / 1000)
      })
    map["player"] = .string(spec.players[job.player].label)
    let game = plan.games.indices.contains(job.game) ? plan.games[job.game] : nil
    map["rules"] = .string(game?.rulesID ?? "")
    map["plugins"] = game?.identities[job.player] ?? .null
    // As in `run --log`: only for a game that declares languages.
    if let language = game?.game.language { map["lang"] = .string(language.code) }
    // Cut short because the tournament is stopping: not a result (never stored or logged).
    if let bot = bot as? ExternalBot, bot.abandonedSession {
      map[TournamentRun.abandonedField] = .bool(true)
    }
    return (outcome, .map(map))
  }
}
