import Localization
import QuizCore

/// Plays sessions with a bot on the virtual scheduler, at full speed and reproducibly: the
/// same game, seed and bot always give the same record.
public struct HeadlessRunner {
  /// Moves a bot may make per question before it forfeits (a bot that never finishes).
  public var maxMovesPerQuestion = 100
  /// Refused actions in a row before the bot forfeits (a bot stuck on an illegal move).
  public var maxRefusedInARow = 50
  /// Plugin calls the wall clock has stopped on this thread so far; a session during which
  /// the count grows is recorded as not reproducible. The composition root, which knows the
  /// Lua host, sets it.
  public var wallClockStops: () -> Int = { 0 }

  /// A runner with the default bounds.
  public init() {}

  /// Plays one session of `game` with `bot` from `seed` and returns its record; `order`, when
  /// given, is the questions it plays (indices into `game.questions`, in play order).
  public func play(
    game: Game, seed: UInt64, bot: any Bot, environment: SessionEnvironment, shuffle: Bool = false,
    order: [Int]? = nil
  ) -> SessionRecord {
    let runtime = SessionRuntime(
      session: Session(game: game, seed: seed, shuffle: shuffle, order: order),
      environment: environment)
    let stopsBefore = wallClockStops()
    var moveWallTimes: [Duration] = []
    // The types and the rules start afresh with `start`; the bot, which only plays here, too.
    bot.startSession(seed: seed)
    runtime.send(.start)
    var moves = 0
    var refusedInARow = 0
    var forfeit: PluginMessage?
    let botRandom = SeededRandom(seed: seed).derived(0xB07)
    var solutions: [Int: Value] = [:]
    let maxMoves = maxMovesPerQuestion * max(1, game.questions.count)
    while forfeit == nil {
      // Deadlines wait for the bot's thinking to reach them.
      runtime.runUntilWaiting()
      if let failure = runtime.rulesFailure {
        forfeit = Self.rulesFailed(failure)
        break
      }
      if runtime.inspect({ $0.isFinished }) { break }
      guard moves < maxMoves else {
        forfeit = PluginMessage(
          trLater("no result after {n} moves"), ["n": .number(maxMoves)])
        break
      }
      let move: BotMove
      let look = runtime.inspect { session in
        Self.look(
          at: session, environment: environment, oracle: bot.isOracle, solutions: &solutions)
      }
      switch look {
      case .unrecordedFailure(let failure):
        // The type failed drawing the question: the session records it as failed, as the
        // terminal does, so results and logs count every failure one way.
        runtime.send(.reportFailure(failure))
        continue
      case .seen(let view, let solution):
        // The view is used up here: it shares the session's popups, which the move may change.
        let asked = ContinuousClock.now
        defer { moveWallTimes.append(asked.duration(to: .now)) }
        do {
          move = try bot.decide(
            view: view, solution: solution, random: botRandom.derived(UInt64(moves)))
        } catch {
          forfeit = PluginMessage(
            trLater("bot '{bot}' failed: {error}"), ["bot": .text(bot.id), "error": .of(error)])
          continue  // `forfeit` ends the loop
        }
      }
      if move.think > .zero {
        let applied = runtime.inspect { $0.actions.count }
        runtime.advance(to: runtime.now + move.think)
        // Time ran out while the bot thought: its move was for a view that is gone.
        if runtime.inspect({ $0.actions.count }) != applied {
          moves += 1
          continue
        }
      }
      let effects = runtime.send(move.action)
      moves += 1
      if let failure = runtime.rulesFailure {
        // Ended at once, charged to the rules: the bot's move was fine, and sending it again
        // would only run the failing rules again.
        forfeit = Self.rulesFailed(failure)
        break
      }
      if let reason = effects.lazy.compactMap(\.refusal).first {
        refusedInARow += 1
        if refusedInARow >= maxRefusedInARow {
          forfeit = PluginMessage(
            trLater("bot '{bot}' sent {n} refused actions in a row (last: {reason})"),
            [
              "bot": .text(bot.id), "n": .number(refusedInARow),
              "reason": .phrase(reason.sentence),
            ])
        }
      } else {
        refusedInARow = 0
      }
    }
    // A fault the bot shows only once the session is over is still this session's.
    do { try bot.endSession(forfeited: forfeit != nil) } catch {
      if forfeit == nil { forfeit = "bot '\(bot.id)' failed: \(error)" }
    }
    var record = SessionRecord(
      game: game.id, seed: seed, shuffled: shuffle, bot: bot.id, oracle: bot.isOracle,
      session: runtime.session, moves: moves, forfeit: forfeit)
    record.wallClockStops = wallClockStops() - stopsBefore
    if order != nil {
      record.questionIDs = runtime.session.order.map {
        game.questions[$0]["id"].stringValue ?? ""
      }
    }
    record.moveWallTimes = moveWallTimes
    return record
  }

  /// The reason a session the rules failed in ends with: it names the rules plugin, not the bot.
  static func rulesFailed(_ error: QuizError) -> PluginMessage {
    PluginMessage(trLater("the rules failed, the session ends: {error}"), ["error": .of(error)])
  }

  /// What the session shows the bot now.
  enum Look {
    /// The view, and the solution for an oracle.
    case seen(SessionView, solution: Value?)
    /// The question type failed drawing the question.
    case unrecordedFailure(QuizError)
  }

  /// What a bot is shown: the session view, plus each question's solution for an oracle
  /// (computed once per question: `solve` depends only on the question and the seed).
  ///
  /// The session is looked at in a call of its own, so that no copy of it is still held when
  /// the bot's action applies: that action would then copy every question's progress.
  static func look(
    at session: borrowing Session, environment: SessionEnvironment, oracle: Bool,
    solutions: inout [Int: Value]
  ) -> Look {
    let view = session.snapshot(environment)
    if let failure = view.unrecordedFailure { return .unrecordedFailure(failure) }
    guard oracle, session.position < session.count else { return .seen(view, solution: nil) }
    let position = session.position
    if solutions[position] == nil,
      let type = try? environment.types.type(session.typeID(at: position)),
      let solution = try? type.solve(
        session.question(at: position), random: session.random(for: .solve, at: position))
    {
      solutions[position] = .array(solution)
    }
    return .seen(view, solution: solutions[position])
  }
}

extension Effect {
  /// The reason, when this effect says the action was refused.
  var refusal: RefusalReason? {
    if case .refused(let reason) = self { return reason }
    return nil
  }
}
