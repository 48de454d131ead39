import Foundation
import Localization
import QuizCore
import Review
import Store
import TriviumEngine

/// `trivium review`: what spaced review has for a profile: the questions due, the mistakes; and
/// the profile's own FSRS weights, fitted to its history.
enum ReviewCommand: Command {
  static let name = "review"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater("List today's due questions or the last mistakes; fit FSRS weights."),
    forms: [
      UsageForm(required: ["--due|--mistakes"]),
      UsageForm(
        required: ["--optimize|--default-weights"], optional: ["--profile", "--format", "--data"]),
    ],
    options: [
      .flag(
        "--due",
        trLater(
          "The questions due by the end of today (a day ends at 04:00 local time), across every "
            + "game, the longest overdue first, within the profile's daily limits (`trivium "
            + "profile settings`); a line says how many the limits held back.")),
      .flag(
        "--mistakes",
        trLater(
          "The questions whose last answer was wrong or partly right, with the answer given, the "
            + "most recent first.")),
      .flag(
        "--optimize",
        trLater(
          "Fit the profile's FSRS-6 weights to its own review history, as Anki's optimizer "
            + "does, and schedule its reviews by them from now on. With too little history the "
            + "weights stay as they are, and a line says how much is needed.")),
      .flag(
        "--default-weights",
        trLater("Go back to the default FSRS-6 weights (forget the fitted ones).")),
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
          "--optimize fits the 21 FSRS-6 weights to the profile's own history (8 usable "
            + "reviews fit the initial stabilities, 64 every weight; see docs/review.md) and "
            + "keeps them in the profile's settings when they predict that history better than "
            + "the weights in use; --default-weights forgets them.")),
      .paragraph(
        trLater(
          "A question whose game or id is gone is left out, and a note says how many. A game that "
            + "is there but cannot be read is named on stderr (status 1), and its questions are "
            + "listed without their text.")),
    ],
    examples: [
      "trivium review --due", "trivium review --mistakes --format json",
      "trivium review --optimize",
    ])

  /// One line of the list: a question of a game, with what is known of it.
  struct Line {
    var game: String
    var question: String
    /// nil when its game could not be read.
    var text: String?
    var detail: ValueMap
  }

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.isEmpty else { throw UsageError(tr("takes no arguments")) }
      let modes = ["--due", "--mistakes", "--optimize", "--default-weights"].filter(parsed.flag)
      guard modes.count == 1 else {
        throw UsageError(tr("say one of --due, --mistakes, --optimize or --default-weights"))
      }
      let format = try parsed.choice("--format") ?? "table"
      let playerName = parsed.value("--profile") ?? services.environment["USER"] ?? "player"
      let path = try services.databasePath(parsed.value("--data"))
      if modes == ["--optimize"] || modes == ["--default-weights"] {
        output.stdout = try ReviewWeights.run(
          optimize: modes == ["--optimize"], profile: playerName, format: format, path: path,
          services: services)
        return
      }
      let now = try services.now(parsed)
      var lines: [Line] = []
      var dropped = 0
      var heldBack: DueToday?
      if FileManager.default.fileExists(atPath: path) {
        let store = try services.openStore(path, command: name)
        if let profile = try store.profile(named: playerName) {
          let engine = try services.engine(parsed)
          var games = ProgressGames(engine: engine)
          defer { games.report(command: name, output: &output) }
          if parsed.flag("--due") {
            let due = try store.dueToday(profileID: profile.id, day: ReviewDay(containing: now))
            heldBack = due
            for card in due.cards {
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
            for event in try store.mistakes(profileID: profile.id, at: now) {
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
        ? json(lines, dropped: dropped, heldBack: heldBack)
        : table(
          lines, dropped: dropped, due: parsed.flag("--due"), profile: playerName,
          heldBack: heldBack)
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  static func table(
    _ lines: [Line], dropped: Int, due: Bool, profile: String, heldBack: DueToday? = nil
  ) -> String {
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
    if let heldBack, heldBack.heldBack > 0 {
      text += heldBackLine(heldBack) + "\n"
    }
    return text
  }

  /// What the daily limits held back, in one line (`review --due` and the Review card's
  /// session say the same).
  static func heldBackLine(_ due: DueToday) -> String {
    trn(
      "{n} more due question is held back by the daily limits: {new} new (limit {newLimit} a "
        + "day), {reviews} reviews (limit {reviewLimit} a day).",
      "{n} more due questions are held back by the daily limits: {new} new (limit {newLimit} a "
        + "day), {reviews} reviews (limit {reviewLimit} a day).", count: due.heldBack,
      [
        "new": due.heldBackNew, "newLimit": due.settings.newPerDay,
        "reviews": due.heldBackReviews, "reviewLimit": due.settings.reviewsPerDay,
      ])
  }

  static func json(_ lines: [Line], dropped: Int, heldBack: DueToday? = nil) -> String {
    var value: Value = .map([
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
    if let heldBack, case .map(var map) = value {
      map["held_back"] = [
        "new": .int(Int64(heldBack.heldBackNew)), "reviews": .int(Int64(heldBack.heldBackReviews)),
      ]
      value = .map(map)
    }
    return ((try? ValueJSON.encodePretty(value)) ?? "{}") + "\n"
  }
}
