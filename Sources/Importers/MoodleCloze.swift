import Foundation
import Localization
import QuizCore

/// Moodle's embedded answers (cloze, `multianswer`): `{2:SHORTANSWER:=Paris#Yes~%50%paris}`
/// in a question's text, read into the `cloze` type's parts (here) and written back
/// (`MoodleClozeWriter.swift`). Read as Moodle's `qtype_multianswer_extract_question` reads
/// it: an answer ends at a `~`, `#` or `}` with no `\` or `&` before it, feedback at a `~` or
/// `}` with no `\` before it; a short answer's and a feedback's HTML entities are decoded, then
/// `\}` and `\#` unescaped; every other backslash is kept as written, as Moodle keeps it.
enum MoodleCloze {
  /// Why an embedded answer does not read, said with its number in the text.
  struct Problem: Error { var words: Phrase }

  /// What each of Moodle's type codes asks for.
  private struct Code {
    var kind: QuestionShape.Part.Kind
    var caseSensitive = false, multiple = false, shuffle = false
    var layout: String?
  }

  private static let codes: [String: Code] = {
    var table: [String: Code] = [:]
    func add(_ names: [String], _ code: Code) { for name in names { table[name] = code } }
    add(["NUMERICAL", "NM"], Code(kind: .number))
    add(["SHORTANSWER", "SA", "MW"], Code(kind: .short))
    add(["SHORTANSWER_C", "SAC", "MWC"], Code(kind: .short, caseSensitive: true))
    for (suffix, layout) in [("", nil), ("_V", "vertical"), ("_H", "horizontal")] {
      let short = "MC" + suffix.dropFirst()
      add(["MULTICHOICE" + suffix, short], Code(kind: .choice, layout: layout))
      add(
        ["MULTICHOICE" + suffix + (suffix.isEmpty ? "_S" : "S"), short + "S"],
        Code(kind: .choice, shuffle: true, layout: layout))
    }
    for (suffix, layout) in [("", nil), ("_H", "horizontal")] {
      let short = "MR" + suffix.dropFirst()
      add(["MULTIRESPONSE" + suffix, short], Code(kind: .choice, multiple: true, layout: layout))
      add(
        ["MULTIRESPONSE" + suffix + (suffix.isEmpty ? "_S" : "S"), short + "S"],
        Code(kind: .choice, multiple: true, shuffle: true, layout: layout))
    }
    return table
  }()

  /// The most embedded answers one text may hold (the `cloze` type's bound).
  static let maxParts = QuestionShape.maxParts

  /// `raw` (a question text as stored, in `format`) with each embedded answer replaced by
  /// `{#n}`, and the parts in order; an answer's text and feedback with HTML entities decoded
  /// (a choice's options read as `format` reads its texts). Nil parts: the text holds none.
  static func read(_ raw: String, format: MoodleTextFormat) -> Result<
    (text: String, parts: [Value]), Problem
  > {
    var chars = Array(raw.unicodeScalars)
    var parts: [Value] = []
    var index = 0
    while let start = nextStart(chars, from: index) {
      guard parts.count < maxParts else {
        return .failure(
          Problem(
            words: Phrase(
              trLater("it holds more than {count} embedded answers"), ["count": .number(maxParts)]
            )))
      }
      let number = parts.count + 1
      switch part(chars, at: start, format: format) {
      case .failure(let problem):
        return .failure(
          Problem(
            words: Phrase(
              trLater("embedded answer {n} ('{start}'): {problem}"),
              [
                "n": .number(number),
                "start": .text(
                  String(
                    String.UnicodeScalarView(
                      chars[start..<min(chars.count, start + 30)]))),
                "problem": .phrase(problem.words),
              ])))
      case .success(let (value, end)):
        parts.append(value)
        let placeholder = Array("{#\(number)}".unicodeScalars)
        chars.replaceSubrange(start..<end, with: placeholder)
        index = start + placeholder.count
      }
    }
    return .success((String(String.UnicodeScalarView(chars)), parts))
  }

  /// Where the next `{digits:CODE:` starts at or after `from`, a known code or not.
  static func nextStart(_ chars: [Unicode.Scalar], from: Int) -> Int? {
    var i = from
    while i < chars.count {
      if chars[i] == "{" {
        var j = i + 1
        while j < chars.count, ("0"..."9").contains(chars[j]) { j += 1 }
        if j < chars.count, chars[j] == ":" {
          var k = j + 1
          while k < chars.count, chars[k] == "_" || ("A"..."Z").contains(chars[k]) { k += 1 }
          if k > j + 1, k < chars.count, chars[k] == ":" { return i }
        }
      }
      i += 1
    }
    return nil
  }

  /// The part starting at `start`, and where it ends (after its `}`).
  private static func part(_ chars: [Unicode.Scalar], at start: Int, format: MoodleTextFormat)
    -> Result<(Value, Int), Problem>
  {
    var i = start + 1
    var digits = ""
    while chars[i] != ":" {
      digits.unicodeScalars.append(chars[i])
      i += 1
    }
    i += 1
    var name = ""
    while chars[i] != ":" {
      name.unicodeScalars.append(chars[i])
      i += 1
    }
    i += 1
    guard let code = codes[name] else {
      return .failure(
        Problem(
          words: Phrase(trLater("'{code}' is not a sub-question type"), ["code": .text(name)])))
    }
    guard digits.count <= 6 else {
      return .failure(Problem(words: Phrase(trLater("its weight is too large"))))
    }
    let weight = digits.isEmpty ? 1 : Int(digits) ?? 1
    var answers: [Value] = []
    while true {
      guard answers.count < QuestionShape.maxPartAnswers else {
        return .failure(
          Problem(
            words: Phrase(
              trLater("it has more than {count} answers"),
              ["count": .number(QuestionShape.maxPartAnswers)])))
      }
      switch alternative(chars, at: i, code: code, format: format) {
      case .failure(let problem): return .failure(problem)
      case .success(let (answer, end)):
        answers.append(answer)
        i = end
      }
      if chars[i] == "}" { break }
      i += 1  // the `~`
    }
    var map = ValueMap([("kind", .string(code.kind.rawValue)), ("weight", .int(Int64(weight)))])
    if code.caseSensitive { map["case_sensitive"] = true }
    if code.multiple { map["multiple"] = true }
    if code.shuffle { map["shuffle"] = true }
    if let layout = code.layout { map["layout"] = .string(layout) }
    map["answers"] = .array(answers)
    return .success((.map(map), i + 1))
  }

  /// One answer from `start`: its grade, text and feedback, and where it ends (at its `~` or
  /// the part's `}`).
  private static func alternative(
    _ chars: [Unicode.Scalar], at start: Int, code: Code, format: MoodleTextFormat
  ) -> Result<(Value, Int), Problem> {
    var i = start
    var answer = ValueMap()
    if i < chars.count, chars[i] == "=" {
      answer["right"] = true
      i += 1
    } else if let (percent, end) = percent(chars, at: i) {
      answer["percent"] = .double(percent)
      i = end
    }
    let textStart = i
    guard i < chars.count, !["~", "#", "}"].contains(chars[i]) else {
      return .failure(Problem(words: Phrase(trLater("one of its answers is empty"))))
    }
    // An answer has at least one character, then ends at an unescaped `~`, `#` or `}`.
    i += 1
    while i < chars.count,
      !(["~", "#", "}"].contains(chars[i]) && !escaped(chars, i, entity: true))
    {
      i += 1
    }
    guard i < chars.count else {
      return .failure(Problem(words: Phrase(trLater("it has no closing }"))))
    }
    let raw = String(String.UnicodeScalarView(chars[textStart..<i]))
    let text = unescaped(raw)
    if chars[i] == "#" {
      let feedbackStart = i + 1
      i += 1
      while i < chars.count, !(["~", "}"].contains(chars[i]) && !escaped(chars, i, entity: false)) {
        i += 1
      }
      guard i < chars.count else {
        return .failure(Problem(words: Phrase(trLater("it has no closing }"))))
      }
      let feedback = decoded(String(String.UnicodeScalarView(chars[feedbackStart..<i])))
      if !feedback.isEmpty { answer["feedback"] = .string(feedback) }
    }
    switch code.kind {
    case .number:
      if let (value, tolerance) = number(text) {
        answer["value"] = .double(value)
        if let tolerance { answer["tolerance"] = .double(tolerance) }
      } else if text.trimmingCharacters(in: .whitespaces) == "*" {
        answer["text"] = "*"
      } else {
        return .failure(
          Problem(
            words: Phrase(
              trLater("the answer '{answer}' is neither a number nor *"),
              ["answer": .text(text)])))
      }
    case .choice: answer["text"] = .string(MoodleText.toMarkup(text, format: format))
    case .short: answer["text"] = .string(decoded(raw))
    }
    return .success((.map(answer), i))
  }

  /// Whether the character at `i` has a `\` before it (or, in an answer, `&` or `&amp;`).
  private static func escaped(_ chars: [Unicode.Scalar], _ i: Int, entity: Bool) -> Bool {
    guard i > 0 else { return false }
    if chars[i - 1] == "\\" { return true }
    guard entity else { return false }
    if chars[i - 1] == "&" { return true }
    return i >= 5 && String(String.UnicodeScalarView(chars[(i - 5)..<i])) == "&amp;"
  }

  /// `\}` and `\#` unescaped, as Moodle does; every other backslash kept.
  private static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\}", with: "}").replacingOccurrences(of: "\\#", with: "#")
  }

  /// A short answer or a feedback as Moodle reads it: its HTML entities decoded, then
  /// `unescaped` (in that order, so `\&#125;` reads `}` as in Moodle).
  private static func decoded(_ raw: String) -> String {
    unescaped(TextDecoding.decodeEntities(raw).text)
  }

  /// `%50%` or `%-33,3%` at `start`: the percentage and where it ends.
  private static func percent(_ chars: [Unicode.Scalar], at start: Int) -> (Double, Int)? {
    guard start < chars.count, chars[start] == "%" else { return nil }
    var i = start + 1
    var text = ""
    while i < chars.count, chars[i] != "%", text.count < 40 {
      text.unicodeScalars.append(chars[i])
      i += 1
    }
    guard i < chars.count, chars[i] == "%",
      text.range(of: #"^-?[0-9]+([.,][0-9]*)?$"#, options: .regularExpression) != nil,
      let value = Double(text.replacingOccurrences(of: ",", with: "."))
    else { return nil }
    return (value, i + 1)
  }

  /// `3.14` or `3,14:0.01` (Moodle's numerical answer and tolerance), or nil.
  private static func number(_ text: String) -> (Double, Double?)? {
    let number = #"-?(?:[0-9]+[.,]?[0-9]*|[.,][0-9]+)(?:[eE][-+]?[0-9]+)?"#
    guard text.range(of: "^\(number)(:\(number))?$", options: .regularExpression) != nil else {
      return nil
    }
    let halves = text.split(separator: ":").map {
      Double($0.replacingOccurrences(of: ",", with: "."))
    }
    guard let value = halves[0], value.isFinite else { return nil }
    guard halves.count == 2 else { return (value, nil) }
    guard let tolerance = halves[1], tolerance.isFinite else { return nil }
    return (value, abs(tolerance))
  }
}
