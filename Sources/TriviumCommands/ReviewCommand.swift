import Foundation
import Localization
import QuizCore
import Review
import Store
import TriviumEngine

/// `trivium review`: what spaced review has for a profile: the questions due, the mistakes.
enum ReviewCommand: Command {
  static let name = "review"
  static let declaration = CommandDeclaration(
    name: name, summary: trLater("List the questions due for review today, or the last mistakes."),
    forms: [UsageForm(required: ["--due|--mistakes"])],
    options: [
      .flag(
        "--due",
        trLater(
          "The questions due by the end of today (a day ends at 04:00 local time), across every "
            + "game, the longest overdue first.")),
      .flag(
        "--mistakes",
        trLater(
          "The questions whose last answer was wrong or partly right, with the answer given, the "
            + "most recent first.")),
      .value(
        "--profile", "NAME", trLater("Whose review."),
        defaultSentence: trLater("$USER, else \"player\"")),
      .value(
        "--format", "F", trLater("How to print it."), default: "table",
        values: .choice(["table", "json"])),
      ProgressData.declaration,
      NowOption.declaration,
    ] + EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "Every question a profile checked in a finished game is scheduled for review (FSRS-6: "
            + "the better it was known, the longer until it comes back; see docs/review.md). "
            + "--due lists those due today, --mistakes the last wrong answers.")),
      .paragraph(
        trLater(
          "A question whose game or id is gone is left out, and a note says how many. A game that "
            + "is there but cannot be read is named on stderr (status 1), and its questions are "
            + "listed without their text.")),
    ],
    examples: ["trivium review --due", "trivium review --mistakes --format json"])

  /// One line of the list: a question of a game, with what is known of it.
  struct Line {
    var game: String
    var question: String
    /// nil when its game could not be read.
    var text: String?
    var detail: ValueMap
  }

  static func run(_ arguments: [String], output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.isEmpty else { throw UsageError(tr("takes no arguments")) }
      guard parsed.flag("--due") != parsed.flag("--mistakes") else {
        throw UsageError(tr("say --due or --mistakes"))
      }
      let format = parsed.value("--format") ?? "table"
      guard ["table", "json"].contains(format) else {
        throw UsageError(tr("--format must be table or json, not '{format}'", ["format": format]))
      }
      let environment = ProcessInfo.processInfo.environment
      let playerName = parsed.value("--profile") ?? environment["USER"] ?? "player"
      let path = try parsed.value("--data") ?? StoreLocation.databasePath()
      let now = try NowOption.now(parsed, environment)
      var lines: [Line] = []
      var dropped = 0
      if FileManager.default.fileExists(atPath: path) {
        let store = try ProgressData.open(path, command: name)
        if let profile = try store.profile(named: playerName) {
          let engine = try Engine(options: EngineOptions(parsed))
          var games = ProgressGames(engine: engine)
          defer { games.report(command: name, output: &output) }
          if parsed.flag("--due") {
            let end = ReviewDay(containing: now).end
            for card in try store.dueReviews(profileID: profile.id, before: end) {
              let text = games.text(card.gameID, card.questionID)
              if case .gone = text {
                dropped += 1
                continue
              }
              lines.append(
                Line(
                  game: card.gameID, question: card.questionID, text: text.string,
                  detail: [
                    "due": .int(card.memory.due), "reviews": .int(Int64(card.reviews)),
                    "lapses": .int(Int64(card.lapses)),
                  ]))
            }
          } else {
            for event in try store.mistakes(profileID: profile.id) {
              let text = games.text(event.gameID, event.questionID)
              if case .gone = text {
                dropped += 1
                continue
              }
              lines.append(
                Line(
                  game: event.gameID, question: event.questionID, text: text.string,
                  detail: [
                    "verdict": .string(event.check.verdict.rawValue),
                    "answer": event.answer.map { .string($0) } ?? .null,
                    "at": .int(event.reviewedAt),
                  ]))
            }
          }
        }
      }
      output.stdout =
        format == "json"
        ? json(lines, dropped: dropped)
        : table(lines, dropped: dropped, due: parsed.flag("--due"), profile: playerName)
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  static func table(_ lines: [Line], dropped: Int, due: Bool, profile: String) -> String {
    var text: String
    if lines.isEmpty {
      text =
        due
        ? Untrusted.line(tr("Nothing to review today for '{name}'.", ["name": profile])) + "\n"
        : Untrusted.line(tr("No mistakes to go over for '{name}'.", ["name": profile])) + "\n"
    } else {
      text =
        (due
          ? tr("Due today: {count}", ["count": lines.count])
          : tr("Mistakes: {count}", ["count": lines.count])) + "\n"
      for line in lines {
        let shown = line.text ?? tr("(its game could not be read)")
        text += Untrusted.line("  \(line.game)/\(line.question): \(shown)", limit: 100) + "\n"
        if !due, let answer = line.detail["answer"]?.stringValue {
          text +=
            Untrusted.line("      \(line.detail["verdict"]?.stringValue ?? ""): \(answer)") + "\n"
        }
      }
    }
    if dropped > 0 {
      text +=
        trn(
          "({n} question left out: game or question gone)",
          "({n} questions left out: game or question gone)", count: dropped) + "\n"
    }
    return text
  }

  static func json(_ lines: [Line], dropped: Int) -> String {
    let value: Value = .map([
      "questions": .array(
        lines.map { line in
          var map: ValueMap = [
            "game": .string(line.game), "question": .string(line.question),
            "text": line.text.map { .string($0) } ?? .null,
          ]
          for (key, value) in line.detail { map[key] = value }
          return .map(map)
        }),
      "left_out": .int(Int64(dropped)),
    ])
    return ((try? ValueJSON.encodePretty(value)) ?? "{}") + "\n"
  }
}
