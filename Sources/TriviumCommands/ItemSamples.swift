import Content
import Headless
import ItemAnalysis
import Localization
import QuizCore
import Store
import TriviumEngine

/// The attempts an item analysis reads: players' finished sessions of one game and the stored
/// tournament sessions that played it, each a finished attempt with a mark per question.
struct ItemSamples {
  /// Where attempts come from (`stats --questions --source`).
  typealias Source = ItemSource

  /// The attempts, players' first (profile by profile, oldest first), then tournaments'.
  var attempts: [ItemAttempt] = []
  /// How many attempts came from players' sessions.
  var players = 0
  /// How many came from tournaments.
  var tournament = 0
  /// Tournament sessions left out, with why: forfeited, or no longer replaying as stored.
  var leftOut: [(key: String, why: String)] = []

  /// Players' sessions of `gameID` finished by `now`: every profile's, or `profile`'s alone.
  mutating func addPlayers(
    store: Store, gameID: String, profile: Profile?, now: Int64
  ) throws {
    let profiles = try profile.map { [$0] } ?? store.profiles()
    for profile in profiles {
      let sessions = try store.history(profileID: profile.id, gameID: gameID)
        .filter { $0.setAside == nil && $0.finishedAt <= now }
      for session in sessions.reversed() {
        var attempt = ItemAttempt()
        for verdict in session.verdicts {
          guard let outcome = QuestionOutcome(rawValue: verdict.outcome.rawValue),
            let mark = outcome.credit
          else { continue }
          attempt[verdict.questionID] = mark
        }
        attempts.append(attempt)
        players += 1
      }
    }
  }

  /// Thrown when the one who asked for the analysis stopped it (the launcher's Esc).
  struct Stopped: Error {}

  /// Tournament sessions of `gameID`, each replayed from its game, seed and actions (a stored
  /// result keeps outcomes by position, not by question): one that was forfeited, or whose
  /// replay no longer gives its stored outcomes (the game or plugins changed), is left out.
  /// `stop` is asked before each replay (thousands take seconds): `Stopped` once it says true.
  mutating func addTournaments(
    store: Store, gameID: String, engine: Engine, until stop: () -> Bool = { false }
  ) throws {
    var loaded: [String: LoadedGame] = [:]
    for result in try store.tournamentResults(gameID: gameID) {
      if stop() { throw Stopped() }
      let key = "\(result.tournamentID)/\(result.sessionKey)"
      let record = result.record
      if record["forfeit"].stringValue != nil {
        leftOut.append((key, tr("forfeited")))
        continue
      }
      do {
        let logged = try SessionRecord.replayable(from: record).get()
        let cacheKey = logged.language ?? ""
        // A generated game makes its questions from each seed: only the others are kept.
        let game =
          try loaded[cacheKey]
          ?? engine.game(logged.game, seed: logged.seed, language: logged.language)
        if !ContentLanguageOption.perSeed(game.manifest) { loaded[cacheKey] = game }
        let rules = record["rules"].stringValue.flatMap { $0.isEmpty ? nil : $0 }
        let environment = try engine.environment(for: game.game, rulesID: rules)
        let order = logged.questionIDs.map { ids in
          ids.map { id in game.game.questions.firstIndex { $0["id"].stringValue == id } ?? -1 }
        }
        let session = Session.replay(
          game: game.game, seed: logged.seed, shuffle: logged.shuffled, order: order,
          actions: logged.actions, environment: environment)
        if let difference = logged.firstDifference(in: session) {
          leftOut.append(
            (
              key,
              tr(
                "question {number} was {then}, now {now}",
                [
                  "number": difference.position + 1,
                  "then": difference.logged?.rawValue ?? tr("not logged"),
                  "now": difference.now.rawValue,
                ])
            ))
          continue
        }
        var attempt = ItemAttempt()
        for position in session.questions.indices {
          guard let mark = session.outcome(at: position).credit,
            let id = session.question(at: position)["id"].stringValue
          else { continue }
          attempt[id] = mark
        }
        attempts.append(attempt)
        tournament += 1
      } catch {
        leftOut.append((key, translated(error)))
      }
    }
  }
}
