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
    let root = ArchiveField(value: document, place: "$", limits: limits)
    _ = try root.map([
      "format", "version", "profile", "history", "question_stats", "review_events",
      "review_state", "saved_sessions",
    ])
    guard root["format"].value == .string(format) else {
      throw root["format"].refuse(
        Phrase(
          trLater("must be {format}: this is not a Trivium profile file"),
          ["format": .text("\"\(format)\"")]))
    }
    let version = try root["version"].int()
    guard version == Self.version else {
      throw root["version"].refuse(
        Phrase(
          trLater("is {found}; this build reads version {known} (a newer Trivium wrote it?)"),
          ["found": .text("\(version)"), "known": .text("\(Self.version)")]))
    }
    let profile = root["profile"]
    _ = try profile.map(["name", "created_at", "settings"])
    let name = try profile["name"].id()
    guard isValidName(name) else {
      throw profile["name"].refuse(
        Phrase(trLater("must be a name: {rule}"), ["rule": .phrase(nameRule)]))
    }
    guard case .map(let settings) = profile["settings"].value else {
      throw profile["settings"].refuse(Phrase(trLater("must be an object")))
    }
    var archive = ProfileArchive(
      name: name, createdAt: try profile["created_at"].int(), settings: settings)
    for entry in try root["history"].array() { archive.history.append(try historyRow(entry)) }
    var counted = Set<[String]>()
    for entry in try root["question_stats"].array() {
      let row = try statisticsRow(entry)
      guard counted.insert([row.gameID, row.questionID]).inserted else {
        throw entry.refuse(
          Phrase(
            trLater("counts question {question} of {game} a second time"),
            ["question": .text("'\(row.questionID)'"), "game": .text("'\(row.gameID)'")]))
      }
      archive.questionStats.append(row)
    }
    for entry in try root["review_events"].array() {
      archive.reviewEvents.append(try reviewEventRow(entry))
    }
    var scheduled = Set<[String]>()
    for entry in try root["review_state"].array() {
      let card = try reviewCard(entry)
      guard scheduled.insert([card.gameID, card.questionID]).inserted else {
        throw entry.refuse(
          Phrase(
            trLater("schedules question {question} of {game} a second time"),
            ["question": .text("'\(card.questionID)'"), "game": .text("'\(card.gameID)'")]))
      }
      archive.reviewState.append(card)
    }
    var saved = Set<String>()
    for entry in try root["saved_sessions"].array() {
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

  private static func historyRow(_ entry: ArchiveField) throws(ProfileArchiveError) -> HistoryRow {
    _ = try entry.map([
      "game", "seed", "score", "verdicts", "finished_at", "set_aside", "actions",
    ])
    var verdicts: [QuestionVerdict] = []
    for field in try entry["verdicts"].array() {
      _ = try field.map(["question", "outcome", "hints"])
      _ = try field["question"].id()
      _ = try field["hints"].int(0...Int64(Int32.max))
      guard let verdict = QuestionVerdict(value: field.value) else {
        let outcomes = Outcome.allCases.map(\.rawValue).joined(separator: ", ")
        throw field["outcome"].refuse(
          Phrase(trLater("must be one of {names}"), ["names": .text(outcomes)]))
      }
      verdicts.append(verdict)
    }
    let setAside = try entry["set_aside"].optionalText()
    var actions: [Value]?
    if entry["actions"].value != .null {
      guard setAside != nil else {
        throw entry["actions"].refuse(
          Phrase(
            trLater("is kept only for a session set aside ({field})"), ["field": "set_aside"]))
      }
      actions = try entry["actions"].array().map(\.value)
    }
    return HistoryRow(
      gameID: try entry["game"].id(), seed: try entry["seed"].seed(),
      score: try entry["score"].int(), verdicts: verdicts,
      finishedAt: try entry["finished_at"].int(), setAside: setAside, actions: actions)
  }

  private static func statisticsRow(
    _ entry: ArchiveField
  ) throws(ProfileArchiveError) -> QuestionStatistics {
    _ = try entry.map([
      "game", "question", "asked", "right", "partial", "wrong", "hints", "last_asked_at",
    ])
    let count: ClosedRange<Int64> = 0...Int64(Int32.max)
    let asked = try entry["asked"].int(count)
    let right = try entry["right"].int(count)
    let partial = try entry["partial"].int(count)
    let wrong = try entry["wrong"].int(count)
    guard right + partial + wrong <= asked else {
      throw entry.refuse(
        Phrase(
          trLater("counts more answers ({fields}) than times asked"),
          ["fields": "right, partial, wrong"]))
    }
    let last = entry["last_asked_at"]
    return QuestionStatistics(
      gameID: try entry["game"].id(), questionID: try entry["question"].id(), asked: Int(asked),
      right: Int(right), partial: Int(partial), wrong: Int(wrong),
      hints: Int(try entry["hints"].int(count)),
      lastAskedAt: last.value == .null ? nil : try last.int())
  }

  private static func reviewEventRow(
    _ entry: ArchiveField
  ) throws(ProfileArchiveError) -> ReviewEventRow {
    _ = try entry.map([
      "game", "question", "verdict", "hints", "tries", "seconds", "rating", "answer",
      "reviewed_at", "queue",
    ])
    let verdictText = try entry["verdict"].id()
    guard let verdict = Verdict(rawValue: verdictText) else {
      throw entry["verdict"].refuse(
        Phrase(trLater("must be one of {names}"), ["names": "right, partial, wrong"]))
    }
    let count: ClosedRange<Int64> = 0...Int64(Int32.max)
    let check = CheckedQuestion(
      verdict: verdict, hints: Int(try entry["hints"].int(count)),
      tries: Int(try entry["tries"].int(count)),
      seconds: try entry["seconds"].double(Phrase(trLater("a number of seconds, 0 or more"))) {
        $0 >= 0
      })
    let event = ReviewEvent(
      gameID: try entry["game"].id(), questionID: try entry["question"].id(), check: check,
      answer: try entry["answer"].optionalText(), reviewedAt: try entry["reviewed_at"].int(),
      queue: try queue(entry["queue"]))
    let rating = Rating(rawValue: Int(try entry["rating"].int(1...4))) ?? .again
    return ReviewEventRow(event: event, rating: rating)
  }

  /// A review event's queue: absent or null for none.
  private static func queue(_ field: ArchiveField) throws(ProfileArchiveError) -> ReviewQueue? {
    guard field.value != .null else { return nil }
    guard let queue = ReviewQueue(rawValue: try field.id()) else {
      throw field.refuse(
        Phrase(trLater("must be one of {names}"), ["names": "new, review, relearn"]))
    }
    return queue
  }

  private static func reviewCard(_ entry: ArchiveField) throws(ProfileArchiveError) -> ReviewCard {
    _ = try entry.map([
      "game", "question", "stability", "difficulty", "last_review", "due", "reviews", "lapses",
      "step",
    ])
    let reviews = try entry["reviews"].int(1...Int64(Int32.max))
    let lapses = try entry["lapses"].int(0...reviews)
    let memory = MemoryState(
      stability: try entry["stability"].double(Phrase(trLater("a number of days above 0"))) {
        $0 > 0
      },
      difficulty: try entry["difficulty"].double(Phrase(trLater("from 1 to 10"))) {
        (1...10).contains($0)
      },
      lastReview: try entry["last_review"].int(), due: try entry["due"].int(),
      step: entry["step"].value == .null
        ? nil : Int(try entry["step"].int(0...Int64(FSRSParameters.relearningStepLimit))))
    return ReviewCard(
      gameID: try entry["game"].id(), questionID: try entry["question"].id(), memory: memory,
      reviews: Int(reviews), lapses: Int(lapses))
  }

  private static func savedSessionRow(
    _ entry: ArchiveField
  ) throws(ProfileArchiveError) -> SavedSessionRow {
    _ = try entry.map([
      "game", "seed", "question_index", "score", "updated_at", "plugins", "actions", "questions",
      "lang",
    ])
    guard case .map(let plugins) = entry["plugins"].value else {
      throw entry["plugins"].refuse(Phrase(trLater("must be an object")))
    }
    var actions: [Value] = []
    var results: [Value?] = []
    var times: [Int64?] = []
    for field in try entry["actions"].array() {
      _ = try field.map(["action", "result", "at"])
      let result = field["result"].value
      guard result == .null || ActionResult(value: result) != nil else {
        throw field["result"].refuse(Phrase(trLater("is not the result of an action")))
      }
      actions.append(field["action"].value)
      results.append(result == .null ? nil : result)
      times.append(field["at"].value == .null ? nil : try field["at"].int())
    }
    if !times.contains(where: { $0 != nil }) { times = [] }
    // A review session's list; absent or null for a game's own save.
    var questions: [QuestionKey]?
    if entry["questions"].value != .null {
      questions = try entry["questions"].array().map { pair throws(ProfileArchiveError) in
        _ = try pair.map(["game", "question"])
        return QuestionKey(gameID: try pair["game"].id(), questionID: try pair["question"].id())
      }
    }
    return SavedSessionRow(
      gameID: try entry["game"].id(), seed: try entry["seed"].seed(),
      questionIndex: try entry["question_index"].int(0...Int64(Int32.max)),
      score: try entry["score"].int(), updatedAt: try entry["updated_at"].int(),
      plugins: plugins, actions: actions, results: results, questions: questions,
      language: try entry["lang"].language(), times: times)
  }
}
