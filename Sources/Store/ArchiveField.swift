import Localization
import QuizCore

/// One value of an untrusted profile file with its place (`$.history[3].score`): each read
/// checks the kind and the bounds, and a refusal names the place.
struct ArchiveField {
  let value: Value
  let place: String
  let limits: ProfileArchiveLimits

  func refuse(_ words: Phrase) -> ProfileArchiveError {
    ProfileArchiveError(place: place, words)
  }

  /// The map here, refusing keys other than `known` (a newer format has a newer version).
  func map(_ known: Set<String>) throws(ProfileArchiveError) -> ValueMap {
    guard case .map(let map) = value else {
      throw refuse(Phrase(trLater("must be an object, not {found}"), ["found": kind]))
    }
    if let stray = map.keys.first(where: { !known.contains($0) }) {
      throw refuse(
        Phrase(
          trLater("has an unknown field {field}"),
          ["field": .text("'\(Untrusted.line(stray, limit: 40))'")]))
    }
    return map
  }

  /// The field `key` of the map here (null when missing).
  subscript(key: String) -> ArchiveField {
    ArchiveField(value: value[key], place: place + "." + key, limits: limits)
  }

  /// The elements of the array here, each with its place.
  func array() throws(ProfileArchiveError) -> [ArchiveField] {
    guard case .array(let elements) = value else {
      throw refuse(Phrase(trLater("must be a list, not {found}"), ["found": kind]))
    }
    guard elements.count <= limits.entries else {
      throw refuse(
        Phrase(
          trLater("holds {count} entries, more than the {limit} allowed"),
          ["count": .number(elements.count), "limit": .number(limits.entries)]))
    }
    return elements.enumerated().map {
      ArchiveField(value: $1, place: place + "[\($0)]", limits: limits)
    }
  }

  /// A whole number in `range`.
  func int(_ range: ClosedRange<Int64> = .min ... .max) throws(ProfileArchiveError) -> Int64 {
    guard case .int(let number) = value else {
      throw refuse(Phrase(trLater("must be a whole number, not {found}"), ["found": kind]))
    }
    guard range.contains(number) else {
      throw refuse(
        Phrase(
          trLater("must be from {low} to {high}, not {number}"),
          [
            "low": .text("\(range.lowerBound)"), "high": .text("\(range.upperBound)"),
            "number": .text("\(number)"),
          ]))
    }
    return number
  }

  /// A finite number (a whole one reads as a double too) that `accept` takes.
  func double(
    _ requirement: Phrase, _ accept: (Double) -> Bool
  ) throws(ProfileArchiveError) -> Double {
    let number: Double
    switch value {
    case .double(let double): number = double
    case .int(let int): number = Double(int)
    default: throw refuse(Phrase(trLater("must be a number, not {found}"), ["found": kind]))
    }
    guard number.isFinite, accept(number) else {
      throw refuse(Phrase(trLater("must be {requirement}"), ["requirement": .phrase(requirement)]))
    }
    return number
  }

  /// A text of at most `maxBytes` bytes of UTF-8.
  func string(maxBytes: Int) throws(ProfileArchiveError) -> String {
    guard case .string(let text) = value else {
      throw refuse(Phrase(trLater("must be a text, not {found}"), ["found": kind]))
    }
    guard text.utf8.count <= maxBytes else {
      throw refuse(
        Phrase(
          trLater("is {count} bytes long, more than the {limit} allowed"),
          ["count": .number(text.utf8.count), "limit": .number(maxBytes)]))
    }
    return text
  }

  /// An id (a game's, a question's): a text of at most `limits.idBytes` bytes.
  func id() throws(ProfileArchiveError) -> String { try string(maxBytes: limits.idBytes) }

  /// A text, or nil for null or a missing field.
  func optionalText() throws(ProfileArchiveError) -> String? {
    if case .null = value { return nil }
    return try string(maxBytes: limits.textBytes)
  }

  /// A language tag ("en", "zh-Hans"), or nil for null or a missing field: letters, digits
  /// and "-", as a session's content language is written.
  func language() throws(ProfileArchiveError) -> String? {
    guard let text = try optionalText() else { return nil }
    guard !text.isEmpty, text.utf8.count <= 35,
      text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else {
      throw refuse(
        Phrase(
          trLater("must be a language tag such as {examples}"),
          ["examples": .text("\"en\" or \"zh-Hans\"")]))
    }
    return text
  }

  /// A 64-bit unsigned seed, written as decimal text (JSON numbers lose precision past 2^53),
  /// as the store keeps it (its bit pattern as a signed integer).
  func seed() throws(ProfileArchiveError) -> Int64 {
    guard let seed = UInt64(try string(maxBytes: 20)) else {
      throw refuse(
        Phrase(
          trLater("must be a seed: a whole number from 0 to {max}, in quotes"),
          ["max": .text("\(UInt64.max)")]))
    }
    return Int64(bitPattern: seed)
  }

  private var kind: Phrase.Value { .phrase(kindPhrase(value)) }
}
