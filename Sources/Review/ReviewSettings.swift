import Foundation
import Localization
import QuizCore

/// A profile's spaced-review settings, as Anki's deck options have them: how many questions a
/// day, the relearning steps after a lapse, and the probability of recall to aim at.
///
/// They live in the profile's settings map under `new_per_day`, `reviews_per_day`,
/// `relearning_steps` (Anki's words: `"10m 1h"`), `desired_retention` and `fsrs_weights` (the
/// 21 weights `trivium review --optimize` fitted); a missing key takes the default, a bad one is
/// refused with the key named.
public struct ReviewSettings: Sendable, Equatable {
  /// New questions (answered once, in a game, and never since) a review session takes a day.
  public var newPerDay: Int
  /// Other due questions a review session takes a day.
  public var reviewsPerDay: Int
  /// The relearning steps, in seconds.
  public var relearningSteps: [Int64]
  /// The probability of recall at which a question falls due.
  public var desiredRetention: Double
  /// The profile's own FSRS-6 weights, fitted to its history; nil for the defaults.
  public var weights: [Double]?

  /// Anki's defaults: 20 new and 200 reviews a day, 90 % retention; no relearning step, so
  /// a forgotten question comes back the next day as it always did.
  public static let `default` = ReviewSettings(
    newPerDay: 20, reviewsPerDay: 200, relearningSteps: [], desiredRetention: 0.9)

  /// The highest daily limit a profile can set.
  public static let limitBound = 100_000

  /// The settings' keys in a profile's settings map.
  public enum Key: String, CaseIterable, Sendable {
    case newPerDay = "new_per_day"
    case reviewsPerDay = "reviews_per_day"
    case relearningSteps = "relearning_steps"
    case desiredRetention = "desired_retention"
    case weights = "fsrs_weights"
  }

  /// Settings with every field given (not checked: `check()` does).
  public init(
    newPerDay: Int, reviewsPerDay: Int, relearningSteps: [Int64], desiredRetention: Double,
    weights: [Double]? = nil
  ) {
    self.newPerDay = newPerDay
    self.reviewsPerDay = reviewsPerDay
    self.relearningSteps = relearningSteps
    self.desiredRetention = desiredRetention
    self.weights = weights
  }

  /// The settings a profile's settings map holds, the default for each key it lacks.
  public init(profileSettings settings: ValueMap) throws(ReviewSettingsError) {
    self = .default
    if let value = settings[Key.newPerDay.rawValue] {
      newPerDay = try Self.limit(value, .newPerDay)
    }
    if let value = settings[Key.reviewsPerDay.rawValue] {
      reviewsPerDay = try Self.limit(value, .reviewsPerDay)
    }
    if let value = settings[Key.relearningSteps.rawValue] {
      guard let text = value.stringValue else { throw .notSteps(Self.shown(value)) }
      relearningSteps = try Self.steps(text)
    }
    if let value = settings[Key.desiredRetention.rawValue] {
      guard let number = value.doubleValue else { throw .retention(Self.shown(value)) }
      desiredRetention = number
    }
    if let value = settings[Key.weights.rawValue], value != .null {
      let numbers = value.arrayValue?.compactMap(\.doubleValue)
      guard let numbers, numbers.count == value.arrayValue?.count else {
        throw .weights(Self.shown(value))
      }
      weights = numbers
    }
    try check()
  }

  /// Refuses a limit out of 0…limitBound and parameters FSRS refuses.
  public func check() throws(ReviewSettingsError) {
    for (key, limit) in [(Key.newPerDay, newPerDay), (.reviewsPerDay, reviewsPerDay)]
    where !(0...Self.limitBound).contains(limit) {
      throw .limit(key: key.rawValue, value: String(limit))
    }
    do {
      _ = try parameters()
    } catch {
      throw .scheduler(error)
    }
  }

  /// The scheduler's parameters: the profile's weights (FSRS-6's defaults unless fitted) with
  /// these steps and retention.
  public func parameters() throws(FSRSError) -> FSRSParameters {
    try FSRSParameters(
      weights: weights ?? FSRSParameters.defaultWeights, desiredRetention: desiredRetention,
      relearningSteps: relearningSteps)
  }

  /// The scheduler these settings give (the default one if they cannot: `check()` refuses
  /// such settings before they are stored).
  public var scheduler: FSRS { FSRS(parameters: (try? parameters()) ?? .default) }

  /// The settings written into a profile's settings map.
  public func store(in settings: inout ValueMap) {
    settings[Key.newPerDay.rawValue] = .int(Int64(newPerDay))
    settings[Key.reviewsPerDay.rawValue] = .int(Int64(reviewsPerDay))
    settings[Key.relearningSteps.rawValue] = .string(Self.stepsText(relearningSteps))
    settings[Key.desiredRetention.rawValue] = .double(desiredRetention)
    settings[Key.weights.rawValue] = weights.map { .array($0.map { .double($0) }) }
  }

  /// The settings as a line a player edits: `new-per-day=20 reviews-per-day=200
  /// relearning-steps=10m,1h retention=0.9` (the words of `trivium profile settings`).
  public var editText: String {
    let steps = Self.stepsText(relearningSteps).replacingOccurrences(of: " ", with: ",")
    return "new-per-day=\(newPerDay) reviews-per-day=\(reviewsPerDay) "
      + "relearning-steps=\(steps) retention=\(desiredRetention)"
  }

  /// These settings changed by an edited line (see `editText`): each `word=value` sets one,
  /// the others stay; the result is checked.
  public func editing(_ text: String) throws(ReviewSettingsError) -> ReviewSettings {
    var edited = self
    for word in text.split(separator: " ") {
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let value = parts.count == 2 ? String(parts[1]) : ""
      switch parts.first.map(String.init) {
      case "new-per-day"?:
        edited.newPerDay = try Self.limit(
          Int(value).map { .int(Int64($0)) } ?? .string(value), .newPerDay)
      case "reviews-per-day"?:
        edited.reviewsPerDay = try Self.limit(
          Int(value).map { .int(Int64($0)) } ?? .string(value), .reviewsPerDay)
      case "relearning-steps"?:
        edited.relearningSteps = try Self.steps(value)
      case "retention"?:
        guard let number = Double(value), number.isFinite else { throw .retention(value) }
        edited.desiredRetention = number
      default:
        throw .unknownSetting(Untrusted.line(String(word), limit: 40))
      }
    }
    try edited.check()
    return edited
  }

  /// A value as JSON, for a message.
  private static func shown(_ value: Value) -> String {
    (try? ValueJSON.encode(value, maxDepth: 4)) ?? "…"
  }

  private static func limit(_ value: Value, _ key: Key) throws(ReviewSettingsError) -> Int {
    guard let number = value.intValue, (0...Int64(limitBound)).contains(number) else {
      throw .limit(key: key.rawValue, value: Self.shown(value))
    }
    return Int(number)
  }

  /// The units of a step, as Anki writes them.
  private static let units: [(Character, Int64)] = [
    ("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1),
  ]

  /// Steps as Anki writes them, apart by spaces or commas: `"10m"`, `"1m 10m 1h"`, `"1d"`; a
  /// number without a unit is minutes, as in Anki. Empty text is no step.
  public static func steps(_ text: String) throws(ReviewSettingsError) -> [Int64] {
    var steps: [Int64] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
      var digits = Substring(word)
      var unit: Int64 = 60
      if let last = word.last, let found = units.first(where: { $0.0 == last }) {
        digits = word.dropLast()
        unit = found.1
      }
      guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), digits.count <= 6,
        let count = Int64(digits), count > 0
      else { throw .notSteps(String(word)) }
      steps.append(count * unit)
    }
    return steps
  }

  /// Steps written back as Anki writes them, each in its largest whole unit.
  public static func stepsText(_ steps: [Int64]) -> String {
    steps.map { seconds in
      let (letter, size) = units.first { seconds % $0.1 == 0 } ?? ("s", 1)
      return "\(seconds / size)\(letter)"
    }.joined(separator: " ")
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// Why review settings were refused.
public enum ReviewSettingsError: Error, Equatable, CustomStringConvertible, Translatable {
  /// A daily limit that is not a whole number from 0 to the bound.
  case limit(key: String, value: String)
  /// Relearning steps that are not durations such as `10m`.
  case notSteps(String)
  /// A desired retention that is not a number.
  case retention(String)
  /// FSRS weights that are not a list of numbers.
  case weights(String)
  /// Parameters the scheduler refuses (a retention outside 0.7…0.99, too many steps).
  case scheduler(FSRSError)
  /// A word of an edited line that names no setting.
  case unknownSetting(String)

  public var description: String { sentence.description }

  public var sentence: Phrase {
    switch self {
    case .limit(let key, let value):
      Phrase(
        trLater("{key} must be a whole number from 0 to {bound}, not {value}"),
        [
          "key": .text(key), "bound": .number(ReviewSettings.limitBound),
          "value": .text(Untrusted.line(value)),
        ])
    case .notSteps(let word):
      Phrase(
        trLater(
          "relearning steps are durations such as 10m, 1h or 1d, apart by spaces; not {word}"),
        ["word": .text(Untrusted.line(word))])
    case .retention(let value):
      Phrase(
        trLater("desired retention must be a number from 0.7 to 0.99, not {value}"),
        ["value": .text(Untrusted.line(value))])
    case .weights(let value):
      Phrase(
        trLater("fsrs_weights must be a list of 21 numbers, not {value}"),
        ["value": .text(Untrusted.line(value, limit: 80))])
    case .scheduler(let error):
      error.sentence
    case .unknownSetting(let word):
      Phrase(
        trLater(
          "{word} is not a setting: say new-per-day=N, reviews-per-day=N, "
            + "relearning-steps=10m,1h or retention=0.9"), ["word": .text(word)])
    }
  }
}
