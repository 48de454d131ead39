import Foundation
import Localization
import QuizCore
import Review
import Store
import TextCells
import Tournament
import TriviumEngine

/// `trivium browse`: every question of every game, searched and filtered, with its place in
/// spaced review; suspend, bury, reset, or one question's history.
enum BrowseCommand: Command {
  static let name = "browse"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater(
      "Search every question of every game; suspend, bury, reset, see its history."),
    forms: [
      UsageForm(optional: filterNames + ["--format"] + commonNames),
      UsageForm(
        required: ["--suspend|--unsuspend|--bury|--reset"], optional: filterNames + commonNames),
      UsageForm(required: ["--history"], optional: filterNames + ["--format"] + commonNames),
    ],
    options: [
      .value(
        "--search", "TEXT",
        trLater(
          "Questions whose text or id holds TEXT, ignoring case, width and how accents are "
            + "encoded.")),
      .value("--game", "ID", trLater("Questions of this game."), values: .gameID),
      .value("--question", "ID", trLater("The question of this id.")),
      .value("--type", "TYPE", trLater("Questions of this question type (its id).")),
      .value(
        "--state", "S",
        trLater(
          "Questions in this state: new (never reviewed, or reset), learning (relearning after "
            + "a lapse), review, suspended or buried."),
        values: .choice(BrowseState.allCases.map(\.rawValue))),
      .flag("--due-today", trLater("Questions due by the end of today (overdue ones included).")),
      .value(
        "--due-before", "DATE", trLater("Questions due before the review day DATE (YYYY-MM-DD).")),
      .value(
        "--due-after", "DATE", trLater("Questions due after the review day DATE (YYYY-MM-DD).")),
      .value("--lapses", "N", trLater("Questions forgotten at least N times once in review.")),
      .flag(
        "--suspend",
        trLater("Suspend the questions found: no review session takes them until unsuspended.")),
      .flag("--unsuspend", trLater("Unsuspend the questions found.")),
      .flag(
        "--bury",
        trLater("Bury the questions found until tomorrow (the next review day, by the date clock).")
      ),
      .flag(
        "--reset",
        trLater(
          "Reset the questions found to new: their memory state, reviews and lapses start again "
            + "and they are due at once; their review events are kept, marked as before the "
            + "reset.")),
      .flag("--history", trLater("Every review event of the one question found.")),
      .value(
        "--profile", "NAME", trLater("Whose review."),
        defaultSentence: trLater("$USER, else \"player\"")),
      .value(
        "--format", "F", trLater("How to print the list or the history."), default: "table",
        values: .choice(["table", "json", "csv"])),
      ProgressData.declaration,
      NowOption.declaration,
    ] + EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "Lists every question of every game (built-in, your own, mods'; a generated game's "
            + "are left out) with its state in the profile's spaced review, its due date and "
            + "lapses, narrowed by each condition given. A question is only reviewed once it "
            + "was answered in a game; suspending, burying and resetting act on those.")),
      .paragraph(
        trLater(
          "An action needs at least one condition, so that no typing slip acts on every "
            + "question. Suspended and buried questions are left out of `trivium review --due`, the "
            + "mistakes and review sessions. In the launcher, b opens the same browser.")),
    ],
    examples: [
      "trivium browse --search paris", "trivium browse --state review --lapses 2 --format csv",
      "trivium browse --game capitals --question france --history",
      "trivium browse --game capitals --due-today --bury",
    ])

  static let filterNames = [
    "--search", "--game", "--question", "--type", "--state", "--due-today", "--due-before",
    "--due-after", "--lapses",
  ]
  static let commonNames = ["--profile", "--data", "--now"] + EngineOptions.declared.map(\.name)

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.isEmpty else { throw UsageError(tr("takes no arguments")) }
      let format = try parsed.choice("--format") ?? "table"
      let actions = QuestionBrowser.Action.allCases.filter { parsed.flag("--\($0.rawValue)") }
      let history = parsed.flag("--history")
      guard actions.count + (history ? 1 : 0) <= 1 else {
        throw UsageError(
          tr("say at most one of --suspend, --unsuspend, --bury, --reset, --history"))
      }
      let now = try services.now(parsed)
      let filter = try conditions(parsed, now: now)
      if !actions.isEmpty, filter.isEmpty {
        throw UsageError(tr("name the questions to act on with at least one condition"))
      }
      let playerName = parsed.value("--profile") ?? services.environment["USER"] ?? "player"
      let path = try services.databasePath(parsed.value("--data"))
      var cards: [BrowsedCard] = []
      var store: Store?
      var profile: Profile?
      if FileManager.default.fileExists(atPath: path) {
        store = try services.openStore(path, command: name)
        profile = try store?.profile(named: playerName)
        if let store, let profile { cards = try store.browsedCards(profileID: profile.id) }
      }
      var games = ProgressGames(engine: try services.engine(parsed))
      defer { games.report(command: name, output: &output) }
      let listing = try QuestionBrowser.list(cards: cards, games: &games, at: now)
      let found = listing.questions.filter(filter.keeps)
      if let action = actions.first {
        guard let store, let profile else {
          output.fail(
            command: name,
            Untrusted.line(tr("no review progress for '{name}' yet", ["name": playerName])))
          return
        }
        let count = try QuestionBrowser.apply(
          action, to: found.map(\.key), store: store, profileID: profile.id, at: now)
        output.stdout = QuestionBrowser.said(action, count: count, of: found.count) + "\n"
      } else if history {
        guard found.count == 1, let question = found.first else {
          throw UsageError(
            tr(
              "--history needs the conditions to find exactly one question, not {count}",
              ["count": found.count]))
        }
        var entries: [HistoryEntry] = []
        if let store, let profile {
          entries = try store.questionHistory(profileID: profile.id, key: question.key)
        }
        output.stdout = BrowseOutput.history(
          question, entries, format: format, width: services.columns())
      } else {
        output.stdout = BrowseOutput.list(
          found, leftOut: listing.leftOut, format: format, width: services.columns())
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  /// The conditions given on the command line.
  static func conditions(_ parsed: Arguments, now: Int64) throws(UsageError) -> BrowseFilter {
    var filter = BrowseFilter()
    filter.search = parsed.value("--search")
    filter.game = parsed.value("--game")
    filter.question = parsed.value("--question")
    filter.type = parsed.value("--type")
    // The declared choices are the states' names.
    filter.state = try parsed.choice("--state").flatMap(BrowseState.init(rawValue:))
    if parsed.flag("--due-today") { filter.dueBefore = ReviewDay(containing: now).end }
    if let text = parsed.value("--due-before") {
      let start = try day("--due-before", text).start
      filter.dueBefore = min(filter.dueBefore ?? .max, start)
    }
    if let text = parsed.value("--due-after") {
      filter.dueAtOrAfter = try day("--due-after", text).end
    }
    if parsed.value("--lapses") != nil {
      filter.lapses = try parsed.integer("--lapses", in: 0...1_000_000)
    }
    return filter
  }

  /// The review day of a date written YYYY-MM-DD, in local time.
  static func day(_ option: String, _ text: String) throws(UsageError) -> ReviewDay {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
      text.count == 10,
      let noon = Calendar(identifier: .gregorian).date(
        from: DateComponents(
          timeZone: .current, year: year, month: month, day: day, hour: 12)),
      Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: noon)
        == DateComponents(year: year, month: month, day: day)
    else {
      throw UsageError(
        tr(
          "{option} needs a date written YYYY-MM-DD, not '{text}'",
          ["option": option, "text": Untrusted.line(text, limit: 40)]))
    }
    return ReviewDay(containing: Int64(noon.timeIntervalSince1970))
  }
}

/// What `trivium browse` prints.
enum BrowseOutput {
  /// The questions found, as a table (each line cut to `width` columns with "…"), JSON or
  /// CSV.
  static func list(
    _ found: [BrowsedQuestion], leftOut: Int, format: String, width: Int
  ) -> String {
    switch format {
    case "json":
      let value: Value = .map([
        "questions": .array(found.map { .map(fields($0)) }), "left_out": .int(Int64(leftOut)),
      ])
      return ((try? ValueJSON.encodePretty(value)) ?? "{}") + "\n"
    case "csv":
      var text = "game,question,type,state,due,reviews,lapses,text\n"
      for question in found {
        let card = question.card?.card
        text +=
          [
            Standings.csvField(question.key.gameID), Standings.csvField(question.key.questionID),
            Standings.csvField(question.type ?? ""), question.state.rawValue,
            card.map { String($0.memory.due) } ?? "", card.map { String($0.reviews) } ?? "",
            card.map { String($0.lapses) } ?? "", Standings.csvField(question.text ?? ""),
          ].joined(separator: ",") + "\n"
      }
      return text
    default:
      var text = tr("Questions: {count}", ["count": found.count]) + "\n"
      for question in found {
        let card = question.card?.card
        let due = card.map { QuestionBrowser.dateText($0.memory.due) } ?? "—"
        let shown = question.text ?? tr("(its game could not be read)")
        let line =
          "  \(question.key.gameID)/\(question.key.questionID) · "
          + QuestionBrowser.stateName(question.state) + " · " + tr("due {date}", ["date": due])
          + " · " + tr("lapses {n}", ["n": card?.lapses ?? 0]) + ": " + shown
        text += TextWidth.shortened(Untrusted.line(line), fitting: width) + "\n"
      }
      if leftOut > 0 {
        text +=
          trn(
            "({n} question left out: game or question gone)",
            "({n} questions left out: game or question gone)", count: leftOut) + "\n"
      }
      return text
    }
  }

  /// What scripts read of one question.
  static func fields(_ question: BrowsedQuestion) -> ValueMap {
    let card = question.card
    return [
      "game": .string(question.key.gameID), "question": .string(question.key.questionID),
      "type": question.type.map { .string($0) } ?? .null,
      "text": question.text.map { .string($0) } ?? .null,
      "state": .string(question.state.rawValue),
      "due": card.map { .int($0.card.memory.due) } ?? .null,
      "reviews": .int(Int64(card?.card.reviews ?? 0)),
      "lapses": .int(Int64(card?.card.lapses ?? 0)),
      "suspended": .bool(card?.suspended ?? false),
      "buried_until": card?.buriedUntil.map { .int($0) } ?? .null,
    ]
  }

  /// One question's review history, as a table (its first line cut to `width` columns), JSON
  /// or CSV.
  static func history(
    _ question: BrowsedQuestion, _ entries: [HistoryEntry], format: String, width: Int
  ) -> String {
    switch format {
    case "json":
      var map = fields(question)
      map["history"] = .array(
        entries.map { entry in
          .map([
            "at": .int(entry.event.reviewedAt), "rating": .int(Int64(entry.rating.rawValue)),
            "verdict": .string(entry.event.check.verdict.rawValue),
            "queue": .string(entry.queue.rawValue), "interval": .int(entry.interval),
            "answer": entry.event.answer.map { .string($0) } ?? .null,
            "reset_at": entry.resetAt.map { .int($0) } ?? .null,
          ])
        })
      return ((try? ValueJSON.encodePretty(.map(map))) ?? "{}") + "\n"
    case "csv":
      var text = "at,rating,verdict,queue,interval,reset_at,answer\n"
      for entry in entries {
        text +=
          [
            String(entry.event.reviewedAt), String(entry.rating.rawValue),
            entry.event.check.verdict.rawValue, entry.queue.rawValue, String(entry.interval),
            entry.resetAt.map(String.init) ?? "",
            Standings.csvField(entry.event.answer ?? ""),
          ].joined(separator: ",") + "\n"
      }
      return text
    default:
      let heading =
        "\(question.key.gameID)/\(question.key.questionID): "
        + (question.text ?? tr("(its game could not be read)"))
      var text = TextWidth.shortened(Untrusted.line(heading), fitting: width) + "\n"
      if entries.isEmpty { text += tr("Never reviewed.") + "\n" }
      for line in historyLines(entries) { text += "  " + line + "\n" }
      return text
    }
  }

  /// One line per event: date, rating, the state it was answered in, the interval it set, and
  /// a mark on those before a reset. The launcher's detail shows the same lines.
  static func historyLines(_ entries: [HistoryEntry]) -> [String] {
    entries.map { entry in
      var line =
        QuestionBrowser.dateText(entry.event.reviewedAt) + " · "
        + QuestionBrowser.ratingName(entry.rating) + " · "
        + QuestionBrowser.queueName(entry.queue) + " · "
        + tr("next in {interval}", ["interval": QuestionBrowser.intervalText(entry.interval)])
      if let reset = entry.resetAt {
        line += " · " + tr("before the reset of {date}", ["date": QuestionBrowser.dateText(reset)])
      }
      return Untrusted.line(line)
    }
  }
}
