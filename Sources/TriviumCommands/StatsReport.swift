import Content
import Foundation
import Localization
import QuizCore
import Review
import Store
import TerminalUI
import Tournament
import TriviumEngine

/// What `trivium stats` shows (the figures are `Review.StatsReport`), gathered from the store
/// and the games, in three forms.
extension StatsReport {
  /// Reads the profile's history as it stood at `now` (sessions finished later are left out)
  /// and its review events of that day; the games (when the engine loads them) give titles,
  /// question types and texts.
  static func make(
    store: Store, profile: Profile, gameID: String?, games: inout ProgressGames, now: Int64
  ) throws -> StatsReport {
    let history = try store.history(profileID: profile.id, gameID: gameID)
      .filter { $0.setAside == nil && $0.finishedAt <= now }
    let today = ReviewDay(containing: now)
    let streak = ProgressFigures.streak(finishedAt: history.map(\.finishedAt), today: today)
    var lines: [GameLine] = []
    for game in Set(history.map(\.gameID)).sorted() {
      // Every session tells the accuracy by type and the hardest questions; the scores of
      // mock exams (other rules) are counted apart from the game's own.
      let sessions = history.filter { $0.gameID == game }
      let mockExams = sessions.filter { $0.rules != nil }
      var loaded: LoadedGame?
      if case .loaded(let game) = games.game(game) { loaded = game }
      var types: [String: String] = [:]
      for question in loaded?.game.questions ?? [] {
        if let id = question["id"].stringValue { types[id] = question["type"].stringValue }
      }
      var byType: [String: (right: Double, asked: Int)] = [:]
      for verdict in sessions.flatMap(\.verdicts)
      where verdict.outcome != .failed && verdict.outcome != .ungraded {
        let type = types[verdict.questionID] ?? "unknown"
        let credit = QuestionOutcome(rawValue: verdict.outcome.rawValue)?.credit ?? 0
        byType[type, default: (0, 0)].right += credit
        byType[type, default: (0, 0)].asked += 1
      }
      var line = GameLine(
        id: game, title: loaded?.game.title ?? game,
        progress: GameProgress(sessions.filter { $0.rules == nil }.map(played)),
        types: byType.keys.sorted().map {
          TypeAccuracy(
            type: $0, accuracy: byType[$0]!.right / Double(byType[$0]!.asked),
            // A game that no longer loads tells no types: "unknown" is ours to say.
            label: $0 == "unknown" ? tr("unknown type") : games.typeLabel($0))
        },
        hardest: hardest(of: sessions, game: game, games: &games))
      if !mockExams.isEmpty { line.mockExams = GameProgress(mockExams.map(played)) }
      lines.append(line)
    }
    // Review sessions add no history: a day of them alone leaves the streak as it was.
    let events = try store.reviewEvents(profileID: profile.id, gameID: gameID)
    let reviewedToday = events.contains { today.start <= $0.reviewedAt && $0.reviewedAt <= now }
    let playedToday = history.contains { today.start <= $0.finishedAt }
    var report = StatsReport(profile: profile.name, streak: streak, games: lines)
    report.gameID = gameID
    report.onlyReviewedToday = reviewedToday && !playedToday
    report.days = DailyFigures(
      answers: events.map {
        DailyFigures.Answer(
          at: $0.reviewedAt,
          credit: $0.check.verdict.credit,
          seconds: $0.check.seconds)
      }, due: try store.dueDates(profileID: profile.id, gameID: gameID), now: now)
    return report
  }

  /// The questions of `sessions` (one game's) most often missed, counted from those sessions
  /// (so `--now` holds for them too), each with its text as `review --mistakes` gives it.
  private static func hardest(
    of sessions: [FinishedSession], game: String, games: inout ProgressGames
  ) -> [Hardest] {
    var counts: [String: (asked: Int, missed: Int)] = [:]
    for verdict in sessions.flatMap(\.verdicts)
    where verdict.outcome != .unanswered && verdict.outcome != .ungraded {
      let missed = verdict.outcome == .wrong || verdict.outcome == .partial
      counts[verdict.questionID, default: (0, 0)].asked += 1
      counts[verdict.questionID, default: (0, 0)].missed += missed ? 1 : 0
    }
    return counts.filter { $0.value.missed > 0 }
      .sorted { ($0.value.missed, $1.key) > ($1.value.missed, $0.key) }
      .prefix(StatsCommand.hardestCount)
      .map {
        Hardest(
          id: $0.key, text: games.text(game, $0.key).string, asked: $0.value.asked,
          wrong: $0.value.missed)
      }
  }

  private static func played(_ session: FinishedSession) -> PlayedSession {
    func count(_ outcome: Outcome) -> Int {
      session.verdicts.filter { $0.outcome == outcome }.count
    }
    return PlayedSession(
      finishedAt: session.finishedAt, score: session.score, right: count(.right),
      partial: count(.partial), wrong: count(.wrong), unanswered: count(.unanswered))
  }

  /// The table for people; its charts drawn in ASCII when `ascii`.
  func table(ascii: Bool) -> String {
    guard !games.isEmpty else {
      if let gameID {
        return Untrusted.line(
          tr(
            "'{name}' has not finished {game} yet: play it with `trivium play {game}`.",
            ["name": profile, "game": gameID])) + "\n"
      }
      return Untrusted.line(
        tr(
          "No finished games yet for '{name}': play one with `trivium play`.", ["name": profile]))
        + "\n"
    }
    var text = Untrusted.line(tr("Statistics of {name}", ["name": profile])) + "\n"
    for game in games {
      let p = game.progress
      text += "\n" + Untrusted.line("\(game.title) (\(game.id))") + "\n"
      let comma = tr(", ", context: "list separator")
      // A game sat only as mock exams has no sessions of its own to sum up.
      if p.sessions > 0 {
        var summary =
          "  "
          + [
            trn("{n} session", "{n} sessions", count: p.sessions),
            tr("best {score}", ["score": p.best]),
            tr("mean {score}", ["score": Int(p.mean.rounded())]),
            tr("accuracy {percent}", ["percent": Self.percent(p.accuracy)]),
          ].joined(separator: comma)
        if p.trend.count > 1 {
          summary +=
            "  " + tr("last {count}", ["count": p.trend.count]) + ": "
            + ProgressFigures.sparkline(p.trend)
        }
        text += summary + "\n"
      }
      if let exams = game.mockExams {
        text += "  " + Self.mockExamLine(exams, separator: comma) + "\n"
      }
      if !game.types.isEmpty {
        let types = game.types.map { "\($0.shownName) \(Self.percent($0.accuracy))" }
        let lead = tr("by type:")
        text +=
          Untrusted.line("  " + lead + Spacing.after(lead) + types.joined(separator: " · ")) + "\n"
      }
      if !game.hardest.isEmpty {
        text += "  " + tr("hardest:") + "\n"
        for question in game.hardest {
          let label = question.text.map { "\(question.id): \($0)" } ?? question.id
          text +=
            Untrusted.line("    \(label)", limit: 72)
            + "  ("
            + tr("missed {wrong} of {asked}", ["wrong": question.wrong, "asked": question.asked])
            + ")\n"
        }
      }
    }
    text += chartLines(ascii: ascii)
    text += "\n" + trn("Streak: {n} day", "Streak: {n} days", count: streak) + "\n"
    if onlyReviewedToday { text += StatsScreen.reviewsNote + "\n" }
    text += StatsScreen.accuracyNote + "\n"
    return text
  }

  /// The JSON form, one object.
  var json: String {
    func number(_ value: Double?) -> Value {
      value.map { .double(($0 * 10_000).rounded() / 10_000) } ?? .null
    }
    let gameValues: [Value] = games.map { game in
      .map([
        "game": .string(game.id), "title": .string(game.title),
        "sessions": .int(Int64(game.progress.sessions)), "best": .int(Int64(game.progress.best)),
        "mean": number(game.progress.mean), "accuracy": number(game.progress.accuracy),
        "trend": .array(game.progress.trend.map { number($0) }),
        "mock_exams": .map([
          "sessions": .int(Int64(game.mockExams?.sessions ?? 0)),
          "best": game.mockExams.map { .int(Int64($0.best)) } ?? .null,
          "mean": number(game.mockExams?.mean), "accuracy": number(game.mockExams?.accuracy),
        ]),
        "types": .map(ValueMap(game.types.map { ($0.type, number($0.accuracy)) })),
        "hardest": .array(
          game.hardest.map {
            .map([
              "id": .string($0.id), "text": $0.text.map { .string($0) } ?? .null,
              "asked": .int(Int64($0.asked)), "missed": .int(Int64($0.wrong)),
            ])
          }),
      ])
    }
    let value: Value = .map([
      "profile": .string(profile), "streak_days": .int(Int64(streak)),
      "games": .array(gameValues), "days": daysValue,
    ])
    return ((try? ValueJSON.encodePretty(value)) ?? "{}") + "\n"
  }

  /// The CSV form: a header and one row per game.
  var csv: String {
    var text = "game,title,sessions,best,mean,accuracy,mock_exams,mock_best,mock_mean\n"
    for game in games {
      let exams = game.mockExams
      let fields = [
        Standings.csvField(game.id), Standings.csvField(game.title), "\(game.progress.sessions)",
        "\(game.progress.best)", String(format: "%.3f", game.progress.mean),
        game.progress.accuracy.map { String(format: "%.4f", $0) } ?? "",
        "\(exams?.sessions ?? 0)", exams.map { "\($0.best)" } ?? "",
        exams.map { String(format: "%.3f", $0.mean) } ?? "",
      ]
      text += fields.joined(separator: ",") + "\n"
    }
    return text
  }
}
