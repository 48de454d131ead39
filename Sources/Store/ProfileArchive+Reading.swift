import Localization
import QuizCore
import Review

extension ProfileArchive {
  /// Reads a profile file written by `json()`, checking every field: its kind, its bounds
  /// (`limits`), what the store requires of it, and that no question is counted or scheduled
  /// twice. The first problem found is thrown, with its place.
  public static func decode(
    _ bytes: [UInt8], limits: ProfileArchiveLimits = .default
  ) throws(ProfileArchiveError) -> ProfileArchive {
    guard bytes.count <= limits.fileBytes else {
      throw ProfileArchiveError(
        place: "$",
        Phrase(
          trLater("is larger than the {limit} bytes allowed"), ["limit": .number(limits.fileBytes)])
      )
    }
    let document: Value
    do throws(ValueJSONError) {
      document = try ValueJSON.decode(bytes, maxDepth: limits.depth)
    } catch {
      switch error {
      case .syntax(let line, let column, let problem):
        throw ProfileArchiveError(
          place: "",
          Phrase(
            trLater("line {line}, column {column}: not JSON: {detail}"),
            ["line": .number(line), "column": .number(column), "detail": .phrase(problem)]))
      case .tooDeep(let path, let limit):
        throw ProfileArchiveError(
          place: path,
          Phrase(trLater("nested deeper than {limit} levels"), ["limit": .number(limit)]))
      case .nonFinite(let path):
        throw ProfileArchiveError(place: path, Phrase(trLater("not a finite number")))
      }
    }
    guard case .map(let map) = document else {
      throw ProfileArchiveError(
        place: "$",
        Phrase(trLater("must be an object, not {found}"), ["found": .phrase(kindPhrase(document))])
      )
    }
    // The format and the version first: a newer file's new fields are told as a newer version.
    guard map["format"] == .string(format) else {
      throw ProfileArchiveError(
        place: "format",
        Phrase(
          trLater("must be {format}: this is not a Trivium profile file"),
          ["format": .text("\"\(format)\"")]))
    }
    let version = map["version"]?.intValue
    guard version == Self.version else {
      throw ProfileArchiveError(
        place: "version",
        Phrase(
          trLater("is {found}; this build reads version {known} (a newer Trivium wrote it?)"),
          [
            "found": .text(version.map { "\($0)" } ?? "not a whole number"),
            "known": .text("\(Self.version)"),
          ]))
    }
    let root: CheckedEntry
    switch ArchiveSchema(limits: limits).document.decode(map) {
    case .success(let fields):
      root = CheckedEntry(fields: fields, path: FieldPath(), limits: limits)
    case .failure(let problem):
      throw ProfileArchiveError(place: problem.path.description, problem.problem)
    }
    let profile = root.record("profile")
    let name = try profile.id("name")
    guard isValidName(name) else {
      throw profile.refuse(
        "name", Phrase(trLater("must be a name: {rule}"), ["rule": .phrase(nameRule)]))
    }
    var archive = ProfileArchive(
      name: name, createdAt: profile.int("created_at"),
      settings: profile.fields["settings"]?.mapValue ?? [:])
    for entry in root.list("history") { archive.history.append(try historyRow(entry)) }
    var counted = Set<[String]>()
    for entry in root.list("question_stats") {
      let row = try statisticsRow(entry)
      guard counted.insert([row.gameID, row.questionID]).inserted else {
        throw entry.refuse(
          Phrase(
            trLater("counts question {question} of {game} a second time"),
            ["question": .text("'\(row.questionID)'"), "game": .text("'\(row.gameID)'")]))
      }
      archive.questionStats.append(row)
    }
    for entry in root.list("review_events") {
      archive.reviewEvents.append(try reviewEventRow(entry))
    }
    var scheduled = Set<[String]>()
    for entry in root.list("review_state") {
      let card = try reviewCard(entry)
      guard scheduled.insert([card.gameID, card.questionID]).inserted else {
        throw entry.refuse(
          Phrase(
            trLater("schedules question {question} of {game} a second time"),
            ["question": .text("'\(card.questionID)'"), "game": .text("'\(card.gameID)'")]))
      }
      archive.reviewState.append(card)
      let mark = ProfileArchive.ReviewMark(
        suspended: entry.fields.bool("suspended") ?? false,
        buriedUntil: entry.optionalInt("buried_until"))
      if mark.suspended || mark.buriedUntil != nil {
        archive.reviewMarks[QuestionKey(gameID: card.gameID, questionID: card.questionID)] = mark
      }
    }
    var saved = Set<String>()
    for entry in root.list("saved_sessions") {
      let save = try savedSessionRow(entry)
      guard saved.insert(save.gameID).inserted else {
        throw entry.refuse(
          Phrase(
            trLater("is a second saved session of {game}"), ["game": .text("'\(save.gameID)'")]))
      }
      archive.savedSessions.append(save)
    }
    return archive
  }

  /// What a profile's name may be, in words.
  public static let nameRule = Phrase(trLater("1 to 200 bytes, no control characters"))

  /// Whether `name` may name a profile (see `nameRule`).
  public static func isValidName(_ name: String) -> Bool {
    (1...200).contains(name.utf8.count)
      && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  private static func historyRow(_ entry: CheckedEntry) throws(ProfileArchiveError) -> HistoryRow {
    var verdicts: [QuestionVerdict] = []
    for field in entry.list("verdicts") {
      verdicts.append(
        QuestionVerdict(
          questionID: try field.id("question"),
          outcome: Outcome(rawValue: field.fields.string("outcome") ?? "") ?? .unanswered,
          hints: Int(field.int("hints"))))
    }
    let setAside = try entry.text("set_aside")
    var actions: [Value]?
    if let list = entry.fields["actions"]?.arrayValue {
      guard setAside != nil else {
        throw entry.refuse(
          "actions",
          Phrase(trLater("is kept only for a session set aside ({field})"), ["field": "set_aside"]))
      }
      actions = list
    }
    return HistoryRow(
      gameID: try entry.id("game"), seed: try entry.seed("seed"), score: entry.int("score"),
      verdicts: verdicts, finishedAt: entry.int("finished_at"), setAside: setAside,
      actions: actions, rules: try entry.text("rules"))
  }

  private static func statisticsRow(
    _ entry: CheckedEntry
  ) throws(ProfileArchiveError) -> QuestionStatistics {
    let asked = entry.int("asked")
    let right = entry.int("right")
    let partial = entry.int("partial")
    let wrong = entry.int("wrong")
    guard right + partial + wrong <= asked else {
      throw entry.refuse(
        Phrase(
          trLater("counts more answers ({fields}) than times asked"),
          ["fields": "right, partial, wrong"]))
    }
    return QuestionStatistics(
      gameID: try entry.id("game"), questionID: try entry.id("question"), asked: Int(asked),
      right: Int(right), partial: Int(partial), wrong: Int(wrong), hints: Int(entry.int("hints")),
      lastAskedAt: entry.optionalInt("last_asked_at"))
  }

  private static func reviewEventRow(
    _ entry: CheckedEntry
  ) throws(ProfileArchiveError) -> ReviewEventRow {
    let check = CheckedQuestion(
      verdict: Verdict(rawValue: entry.fields.string("verdict") ?? "") ?? .wrong,
      hints: Int(entry.int("hints")), tries: Int(entry.int("tries")),
      seconds: entry.number("seconds"))
    let event = ReviewEvent(
      gameID: try entry.id("game"), questionID: try entry.id("question"), check: check,
      answer: try entry.text("answer"), reviewedAt: entry.int("reviewed_at"),
      queue: entry.fields.string("queue").flatMap(ReviewQueue.init(rawValue:)))
    let rating = Rating(rawValue: Int(entry.int("rating"))) ?? .again
    return ReviewEventRow(event: event, rating: rating, resetAt: entry.optionalInt("reset_at"))
  }

  private static func reviewCard(_ entry: CheckedEntry) throws(ProfileArchiveError) -> ReviewCard {
    let reviews = entry.int("reviews")
    let lapses = entry.int("lapses")
    // Lapses are counted among the reviews: the schema's bound, with the row's own reviews.
    if case .failure(let problem) = FieldSpec.integer(in: 0...reviews).check(
      .int(lapses), at: entry.path.field("lapses"))
    {
      throw ProfileArchiveError(place: problem.path.description, problem.problem)
    }
    let stability = entry.number("stability")
    guard stability > 0 else {
      throw entry.refuse(
        "stability",
        Phrase(
          trLater("must be {requirement}"),
          ["requirement": .phrase(Phrase(trLater("a number of days above 0")))]))
    }
    let memory = MemoryState(
      stability: stability, difficulty: entry.number("difficulty"),
      lastReview: entry.int("last_review"), due: entry.int("due"),
      step: entry.optionalInt("step").map { Int($0) })
    return ReviewCard(
      gameID: try entry.id("game"), questionID: try entry.id("question"), memory: memory,
      reviews: Int(reviews), lapses: Int(lapses))
  }

  private static func savedSessionRow(
    _ entry: CheckedEntry
  ) throws(ProfileArchiveError) -> SavedSessionRow {
    var actions: [Value] = []
    var results: [Value?] = []
    var times: [Int64?] = []
    for field in entry.list("actions") {
      let result = field.fields["result"] ?? .null
      guard result == .null || ActionResult(value: result) != nil else {
        throw field.refuse("result", Phrase(trLater("is not the result of an action")))
      }
      actions.append(field.fields["action"] ?? .null)
      results.append(result == .null ? nil : result)
      times.append(field.optionalInt("at"))
    }
    if !times.contains(where: { $0 != nil }) { times = [] }
    var questions: [QuestionKey]?
    if entry.fields.has("questions") {
      questions = []
      for pair in entry.list("questions") {
        questions?.append(
          QuestionKey(gameID: try pair.id("game"), questionID: try pair.id("question")))
      }
    }
    return SavedSessionRow(
      gameID: try entry.id("game"), seed: try entry.seed("seed"),
      questionIndex: entry.int("question_index"), score: entry.int("score"),
      updatedAt: entry.int("updated_at"), plugins: entry.fields["plugins"]?.mapValue ?? [:],
      actions: actions, results: results, questions: questions,
      language: try entry.language("lang"), times: times)
  }
}
