import Localization
import QuizCore

/// One option of a choice question, as `plugins/lib/choices.lua` reads it.
struct ChoiceOption: Sendable, Hashable {
  var key: String
  var text: String
  var weight: Double?
}

/// A question of the built-in types read for export: the parts the formats can hold.
struct ExportQuestion: Sendable {
  var id: String
  var type: String
  var text: String
  var title: String?
  var explanation: String?
  /// The picture's name in the game folder.
  var picture: String?
  /// The picture file, when the export carries pictures: its name and bytes.
  var pictureFile: ImportedFile?
  var hasCode = false
  var options: [ChoiceOption] = []
  /// The keys of the right options (`single`: one).
  var rightKeys: [String] = []
  var truth = false
  /// Per blank, its accepted answers.
  var blanks: [[String]] = []
  var caseSensitive = false
  /// Whether a `*` in an answer stands for any text (the fill type's `wildcards`).
  var wildcards = false
  var value = 0.0
  var tolerance = 0.0
  var unit: String?
  /// A `match` question's items and their answers, the answers that go with none, and
  /// whether the items are shuffled.
  var pairs: [(left: String, right: String)] = []
  var distractors: [String] = []
  var shuffle = false
  /// An essay's note of what a good answer holds (Moodle's information for graders).
  var reference: String?

  /// The blanks' answers as Moodle reads short answers (GIFT and Moodle XML): stars escaped
  /// unless they are wildcards.
  var moodleBlanks: [[String]] {
    blanks.map { $0.map { MoodleWildcards.written($0, wildcards: wildcards) } }
  }

  /// Why Moodle (GIFT, Moodle XML) cannot hold the blanks' answers, or nil when it can.
  var moodleBlanksProblem: Phrase? {
    guard let bad = blanks.first(where: { !MoodleWildcards.readsBack($0, wildcards: wildcards) })
    else { return nil }
    let answer = bad.first { $0.contains("\\*") } ?? bad.joined(separator: ", ")
    return Phrase(
      trLater("the answer '{answer}' holds \\ before *, which Moodle reads as an escaped star"),
      ["answer": .text(answer)])
  }

  /// Whether the question is a single or multiple choice.
  var isChoice: Bool { type == "single" || type == "multiple" }

  /// Whether the answer names keys of options, and at least one.
  var rightKeysAreOptions: Bool {
    !rightKeys.isEmpty && rightKeys.allSatisfy { key in options.contains { $0.key == key } }
  }

  /// The options whose keys are right, in option order.
  var rightOptions: [ChoiceOption] { options.filter { rightKeys.contains($0.key) } }

  /// Reads `value`; nil when it is not a map with a type and a text.
  init?(_ value: Value, index: Int) {
    guard case .map(let map) = value, let type = map["type"]?.stringValue else { return nil }
    id = map["id"]?.stringValue ?? "#\(index + 1)"
    self.type = type
    text = map["text"]?.stringValue ?? ""
    title = map["title"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    explanation = map["explanation"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    picture = map["picture"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    hasCode = map["code"]?.stringValue.map { !$0.isEmpty } ?? false
    caseSensitive = map["case_sensitive"]?.boolValue ?? false
    wildcards = map["wildcards"]?.boolValue ?? false
    switch type {
    case "single", "multiple":
      options = Self.options(map["options"] ?? .null)
      rightKeys = type == "single" ? [map["answer"]?.stringValue ?? ""] : Self.keys(map["answer"])
    case "truefalse": truth = map["answer"]?.boolValue ?? false
    case "fill":
      blanks = (map["blanks"]?.arrayValue ?? []).map { blank in
        blank.stringValue.map { [$0] } ?? (blank.arrayValue ?? []).compactMap(\.stringValue)
      }
    case "numeric":
      self.value = map["value"]?.doubleValue ?? 0
      tolerance = map["tolerance"]?.doubleValue ?? 0
      unit = map["unit"]?.stringValue
    case "match":
      pairs = (map["pairs"]?.arrayValue ?? []).map {
        ($0["left"].stringValue ?? "", $0["right"].stringValue ?? "")
      }
      distractors = (map["distractors"]?.arrayValue ?? []).compactMap(\.stringValue)
      shuffle = map["shuffle"]?.boolValue ?? false
    case "essay":
      reference = map["reference"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    default: break
    }
  }

  /// Options as `choices.lua` parses them: `{key, text, weight}`, `"A: text"` or `"A：text"`
  /// naming its key, any other string keyed by its position's letter.
  static func options(_ value: Value) -> [ChoiceOption] {
    (value.arrayValue ?? []).enumerated().compactMap { index, option in
      if let text = option.stringValue {
        if let named = namedKey(text) { return named }
        return ChoiceOption(key: OptionKeys.key(index), text: text)
      }
      guard let key = option["key"].stringValue, !key.isEmpty,
        let text = option["text"].stringValue
      else { return nil }
      return ChoiceOption(key: key, text: text, weight: option["weight"].doubleValue)
    }
  }

  /// `"A: text"` (one ASCII letter, a colon or a full-width colon, spaces trimmed as Lua's
  /// `%s` trims them: ASCII ones only, so U+3000 stays, as the type plays it).
  private static func namedKey(_ text: String) -> ChoiceOption? {
    guard let first = text.first, first.isASCII, first.isLetter else { return nil }
    let rest = text.unicodeScalars.dropFirst().drop(while: isLuaSpace)
    guard let colon = rest.first, colon == ":" || colon == "：" else { return nil }
    let body = rest.dropFirst().drop(while: isLuaSpace)
    let end = body.lastIndex { !isLuaSpace($0) }.map { body.index(after: $0) } ?? body.startIndex
    return ChoiceOption(key: String(first), text: String(String.UnicodeScalarView(body[..<end])))
  }

  /// Lua's `%s` in the C locale: space, tab, line feed, vertical tab, form feed, return.
  private static func isLuaSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || (0x09...0x0D).contains(scalar.value)
  }

  /// The keys of a `multiple` answer, as `multiple.lua` reads them: a list, keys separated by
  /// spaces, commas, `;` or `|`, or one character per key (`"AC"`).
  static func keys(_ answer: Value?) -> [String] {
    if let list = answer?.arrayValue { return list.compactMap(\.stringValue) }
    guard let text = answer?.stringValue else { return [] }
    let separators: Set<Character> = [" ", "\t", "\n", ",", ";", "|"]
    if text.contains(where: separators.contains) {
      return text.split(whereSeparator: separators.contains).map(String.init)
    }
    return text.map(String.init)
  }

  /// The weight a `multiple` option grades with: its own, else 1 / (number of right keys);
  /// positive for a right key, negative for a wrong one whatever its sign.
  func gradingWeight(_ option: ChoiceOption) -> Double {
    let weight = option.weight ?? (rightKeys.isEmpty ? 0 : 1 / Double(rightKeys.count))
    return rightKeys.contains(option.key) ? weight : -abs(weight)
  }

  /// The grades a `multiple` question's options are written with in Moodle's formats: each
  /// `gradingWeight` as the grade Moodle stores for it, and whether any had to change.
  var moodleGrades: (grades: [Double], changed: Bool) {
    let weights = options.map(gradingWeight)
    return (weights.map(MoodleGrades.match), !weights.allSatisfy(MoodleGrades.isAllowed))
  }
}
