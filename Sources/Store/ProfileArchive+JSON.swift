import Localization
import QuizCore
import Review

/// The profile file: one JSON object, `{"format": "trivium-profile", "version": 1, ...}`.
extension ProfileArchive {
  /// The `format` field of every profile file.
  public static let format = "trivium-profile"
  /// The version of the file format this build writes and reads.
  public static let version: Int64 = 1

  /// The file's text: indented JSON, map keys sorted, the same archive always the same bytes.
  public func json() throws(ProfileArchiveError) -> String {
    let document: Value = [
      "format": .string(Self.format), "version": .int(Self.version),
      "profile": [
        "name": .string(name), "created_at": .int(createdAt), "settings": .map(settings),
      ],
      "history": .array(
        history.map { row in
          var entry: ValueMap = [
            "game": .string(row.gameID), "seed": Self.seed(row.seed), "score": .int(row.score),
            "verdicts": .array(row.verdicts.map(\.value)), "finished_at": .int(row.finishedAt),
            "set_aside": Self.optional(row.setAside),
            "actions": row.actions.map(Value.array) ?? .null,
          ]
          // Only for a mock exam: the files of other sessions stay as they were.
          if let rules = row.rules { entry["rules"] = .string(rules) }
          return .map(entry)
        }),
      "question_stats": .array(
        questionStats.map { row in
          [
            "game": .string(row.gameID), "question": .string(row.questionID),
            "asked": .int(Int64(row.asked)), "right": .int(Int64(row.right)),
            "partial": .int(Int64(row.partial)), "wrong": .int(Int64(row.wrong)),
            "hints": .int(Int64(row.hints)),
            "last_asked_at": row.lastAskedAt.map(Value.int) ?? .null,
          ]
        }),
      "review_events": .array(
        reviewEvents.map { row in
          let check = row.event.check
          var entry: ValueMap = [
            "game": .string(row.event.gameID), "question": .string(row.event.questionID),
            "verdict": .string(check.verdict.rawValue), "hints": .int(Int64(check.hints)),
            "tries": .int(Int64(check.tries)), "seconds": .double(check.seconds),
            "rating": .int(Int64(row.rating.rawValue)), "answer": Self.optional(row.event.answer),
            "reviewed_at": .int(row.event.reviewedAt),
          ]
          // Written only when known, so the files of older profiles are as before.
          if let queue = row.event.queue { entry["queue"] = .string(queue.rawValue) }
          if let resetAt = row.resetAt { entry["reset_at"] = .int(resetAt) }
          return .map(entry)
        }),
      "review_state": .array(
        reviewState.map { card in
          var entry: ValueMap = [
            "game": .string(card.gameID), "question": .string(card.questionID),
            "stability": .double(card.memory.stability),
            "difficulty": .double(card.memory.difficulty),
            "last_review": .int(card.memory.lastReview), "due": .int(card.memory.due),
            "reviews": .int(Int64(card.reviews)), "lapses": .int(Int64(card.lapses)),
          ]
          if let step = card.memory.step { entry["step"] = .int(Int64(step)) }
          let mark = reviewMarks[QuestionKey(gameID: card.gameID, questionID: card.questionID)]
          if mark?.suspended == true { entry["suspended"] = .bool(true) }
          if let until = mark?.buriedUntil { entry["buried_until"] = .int(until) }
          return .map(entry)
        }),
      "saved_sessions": .array(
        savedSessions.map { save in
          var entry: ValueMap = [
            "game": .string(save.gameID), "seed": Self.seed(save.seed),
            "question_index": .int(save.questionIndex), "score": .int(save.score),
            "updated_at": .int(save.updatedAt), "plugins": .map(save.plugins),
            "actions": .array(
              zip(save.actions, save.results).enumerated().map { index, pair in
                var action: ValueMap = ["action": pair.0, "result": pair.1 ?? .null]
                // Written only when known, so the files of older saves are as before.
                if index < save.times.count, let time = save.times[index] {
                  action["at"] = .int(time)
                }
                return .map(action)
              }),
            "questions": save.questions.map { keys in
              .array(keys.map { ["game": .string($0.gameID), "question": .string($0.questionID)] })
            } ?? .null,
          ]
          // Written only when there is one, so the files of other games are as before.
          if let language = save.language { entry["lang"] = .string(language) }
          return .map(entry)
        }),
    ]
    do throws(ValueJSONError) {
      return try ValueJSON.encodePretty(document) + "\n"
    } catch {
      throw ProfileArchiveError(
        place: "$",
        Phrase(trLater("cannot be written: {error}"), ["error": .phrase(error.sentence)]))
    }
  }

  private static func seed(_ seed: Int64) -> Value { .string(String(UInt64(bitPattern: seed))) }

  private static func optional(_ text: String?) -> Value { text.map(Value.string) ?? .null }
}
