import Localization
import QuizCore
import Review

/// The fields of a profile file, declared once as `FieldSchema`s: each row's kinds, ranges,
/// choices and required fields, and its unknown keys refused (a newer format has a newer
/// version). The bounds of `ProfileArchiveLimits` are part of it, so it is built for them.
struct ArchiveSchema {
  let limits: ProfileArchiveLimits

  /// The whole document, checked after its version (`ProfileArchive.decode`).
  var document: FieldSchema {
    FieldSchema([
      "format": .string(required: true), "version": .integer(in: .min ... .max, required: true),
      "profile": required(.record(profile)),
      "history": list(.record(history)), "question_stats": list(.record(statistics)),
      "review_events": list(.record(reviewEvent)), "review_state": list(.record(reviewCard)),
      "saved_sessions": list(.record(savedSession)),
    ])
  }

  // A name, game id or question id: a string whose bytes are counted after (`CheckedEntry`).
  private let id = FieldSpec.string(required: true)
  private let time = FieldSpec.integer(in: .min ... .max, required: true)
  private let count = FieldSpec.integer(in: 0...Int64(Int32.max), required: true)
  // A 64-bit unsigned seed as decimal text (JSON numbers lose precision past 2^53).
  private let seed = FieldSpec.string(required: true)

  private var profile: FieldSchema {
    FieldSchema(["name": id, "created_at": time, "settings": required(FieldSpec(.map))])
  }

  private var history: FieldSchema {
    FieldSchema([
      "game": id, "seed": seed, "score": time,
      "verdicts": list(
        .record(
          FieldSchema([
            "question": id,
            "outcome": .string(oneOf: Outcome.allCases.map(\.rawValue), required: true),
            "hints": count,
          ]))),
      "finished_at": time, "set_aside": .string(),
      "actions": list(FieldSpec(.any), required: false), "rules": .string(),
    ])
  }

  private var statistics: FieldSchema {
    FieldSchema([
      "game": id, "question": id, "asked": count, "right": count, "partial": count,
      "wrong": count, "hints": count, "last_asked_at": .integer(in: .min ... .max),
    ])
  }

  private var reviewEvent: FieldSchema {
    FieldSchema([
      "game": id, "question": id,
      "verdict": .string(oneOf: Verdict.allCases.map(\.rawValue), required: true),
      "hints": count, "tries": count, "seconds": .number(in: 0 ... .infinity, required: true),
      "rating": .integer(in: 1...4, required: true), "answer": .string(), "reviewed_at": time,
      "queue": .string(oneOf: ReviewQueue.allCases.map(\.rawValue)),
      "reset_at": .integer(in: .min ... .max),
    ])
  }

  private var reviewCard: FieldSchema {
    FieldSchema([
      "game": id, "question": id,
      // Above 0: checked after, as the schema's bounds are closed.
      "stability": .number(in: 0 ... .infinity, required: true),
      "difficulty": .number(in: 1...10, required: true), "last_review": time, "due": time,
      "reviews": .integer(in: 1...Int64(Int32.max), required: true),
      "lapses": count,  // and at most `reviews`, checked after
      "step": .integer(in: 0...Int64(FSRSParameters.relearningStepLimit)),
      "suspended": .boolean(), "buried_until": .integer(in: .min ... .max),
    ])
  }

  private var savedSession: FieldSchema {
    FieldSchema([
      "game": id, "seed": seed, "question_index": count, "score": time, "updated_at": time,
      "plugins": required(FieldSpec(.map)),
      "actions": list(
        .record(
          FieldSchema([
            "action": FieldSpec(.any), "result": FieldSpec(.any), "at": .integer(in: .min ... .max),
          ]))),
      // A review session's list; absent or null for a game's own save.
      "questions": list(.record(FieldSchema(["game": id, "question": id])), required: false),
      "lang": .string(),
    ])
  }

  /// A list of at most `limits.entries` items.
  private func list(_ item: FieldSpec, required: Bool = true) -> FieldSpec {
    var spec = FieldSpec.list(of: item, required: required)
    spec.max = Double(limits.entries)
    return spec
  }

  private func required(_ spec: FieldSpec) -> FieldSpec {
    var spec = spec
    spec.required = true
    return spec
  }
}

/// A map of a profile file that its schema checked, with its place (`history[3]`): what a
/// schema cannot say (lengths in bytes, seeds, language tags) is checked here, and a refusal
/// names the place.
struct CheckedEntry {
  let fields: DecodedFields
  let path: FieldPath
  let limits: ProfileArchiveLimits

  /// A problem at this entry.
  func refuse(_ words: Phrase) -> ProfileArchiveError {
    ProfileArchiveError(place: path.description, words)
  }

  /// A problem at the field `name` of this entry.
  func refuse(_ name: String, _ words: Phrase) -> ProfileArchiveError {
    ProfileArchiveError(place: path.field(name).description, words)
  }

  /// The records of the list `name`, each with its place.
  func list(_ name: String) -> [CheckedEntry] {
    (fields[name]?.arrayValue ?? []).enumerated().map { index, item in
      CheckedEntry(
        fields: DecodedFields(values: item.mapValue ?? [:]), path: path.field(name).item(index + 1),
        limits: limits)
    }
  }

  /// The record `name`.
  func record(_ name: String) -> CheckedEntry {
    CheckedEntry(
      fields: fields.record(name) ?? DecodedFields(), path: path.field(name), limits: limits)
  }

  /// A checked integer (0 for one left out: the schema requires those read so).
  func int(_ name: String) -> Int64 { fields[name]?.intValue ?? 0 }

  /// A checked integer, or nil for null or a missing field.
  func optionalInt(_ name: String) -> Int64? { fields[name]?.intValue }

  /// A checked number.
  func number(_ name: String) -> Double { fields.number(name) ?? 0 }

  /// An id (a game's, a question's): a text of at most `limits.idBytes` bytes.
  func id(_ name: String) throws(ProfileArchiveError) -> String {
    try bounded(name, fields.string(name) ?? "", maxBytes: limits.idBytes)
  }

  /// A text, or nil for null or a missing field.
  func text(_ name: String) throws(ProfileArchiveError) -> String? {
    guard let text = fields.string(name) else { return nil }
    return try bounded(name, text, maxBytes: limits.textBytes)
  }

  private func bounded(_ name: String, _ text: String, maxBytes: Int) throws(ProfileArchiveError)
    -> String
  {
    guard text.utf8.count <= maxBytes else {
      throw refuse(
        name,
        Phrase(
          trLater("is {count} bytes long, more than the {limit} allowed"),
          ["count": .number(text.utf8.count), "limit": .number(maxBytes)]))
    }
    return text
  }

  /// A language tag ("en", "zh-Hans"), or nil for null or a missing field: letters, digits
  /// and "-", as a session's content language is written.
  func language(_ name: String) throws(ProfileArchiveError) -> String? {
    guard let text = try text(name) else { return nil }
    guard !text.isEmpty, text.utf8.count <= 35,
      text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else {
      throw refuse(
        name,
        Phrase(
          trLater("must be a language tag such as {examples}"),
          ["examples": .text("\"en\" or \"zh-Hans\"")]))
    }
    return text
  }

  /// A 64-bit unsigned seed, written as decimal text, as the store keeps it (its bit pattern
  /// as a signed integer).
  func seed(_ name: String) throws(ProfileArchiveError) -> Int64 {
    guard let text = fields.string(name), text.utf8.count <= 20, let seed = UInt64(text) else {
      throw refuse(
        name,
        Phrase(
          trLater("must be a seed: a whole number from 0 to {max}, in quotes"),
          ["max": .text("\(UInt64.max)")]))
    }
    return Int64(bitPattern: seed)
  }
}
