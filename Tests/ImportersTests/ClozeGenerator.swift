import QuizCore

@testable import Importers

/// Random embedded-answer questions: short, number and choice parts, with weights, graded
/// answers and their feedback.
extension QuestionGenerator {
  /// Words for an embedded answer's text or feedback: the full mix, now and then (one in
  /// three, at either end) starting or ending with a character Moodle's syntax reads (`=` and
  /// `%` begin a grade, `~ # }` end an answer, `\` and `&` before them keep it going), all of
  /// which an export writes so that Moodle reads them back.
  mutating func answerWords() -> String {
    let edges = Array("=%~#}{\\&<>\"'")
    var text = words()
    if random.index(below: 3) == 0 { text = String(edges[random.index(below: edges.count)]) + text }
    if random.index(below: 3) == 0 { text += String(edges[random.index(below: edges.count)]) }
    return text
  }

  /// Grades Moodle allows, as the cloze type writes them (`percent`).
  private static let percents: [Double] = [50, 25, 20, 10, 0, -25, -50, -100]

  /// A text with a `{#n}` per part, and the parts.
  mutating func cloze() -> (Value, Value) {
    let count = 1 + random.index(below: 3)
    // Words cannot name a part: `{#` is kept out of them.
    func plain(_ text: String) -> String { text.replacingOccurrences(of: "{#", with: "{ #") }
    var text = plain(words())
    var parts: [Value] = []
    for number in 1...count {
      text += " {#\(number)} " + plain(words())
      parts.append(.map(part()))
    }
    return (.string(text), .array(parts))
  }

  private mutating func feedback(_ answer: inout ValueMap) {
    if random.index(below: 3) == 0 { answer["feedback"] = .string(answerWords()) }
  }

  /// A graded answer: full marks, a percentage, or none.
  private mutating func grade(_ answer: inout ValueMap, right: Bool) {
    if right {
      if random.index(below: 4) == 0 { answer["percent"] = 100 } else { answer["right"] = true }
    } else if random.index(below: 2) == 0 {
      answer["percent"] = .double(Self.percents[random.index(below: Self.percents.count)])
    }
  }

  private mutating func part() -> ValueMap {
    var map = ValueMap()
    if random.index(below: 2) == 0 { map["weight"] = .int(Int64(1 + random.index(below: 3))) }
    let count = 1 + random.index(below: 3)
    let rightAt = random.index(below: count)
    var answers: [Value] = []
    switch random.index(below: 3) {
    case 0:
      map["kind"] = "short"
      if random.index(below: 2) == 0 { map["case_sensitive"] = true }
      for index in 0..<count {
        var answer = ValueMap([("text", .string(answerWords()))])
        grade(&answer, right: index == rightAt)
        feedback(&answer)
        answers.append(.map(answer))
      }
    case 1:
      map["kind"] = "number"
      for index in 0..<count {
        var answer = ValueMap()
        if index == count - 1, index != rightAt, random.index(below: 2) == 0 {
          answer["text"] = "*"
        } else {
          let scale = [1.0, 0.5, 0.001][random.index(below: 3)]
          answer["value"] = .double(Double(random.next(in: -100_000, 100_000)) * scale)
          if random.index(below: 2) == 0 {
            answer["tolerance"] = .double(Double(random.index(below: 50)) * scale)
          }
        }
        grade(&answer, right: index == rightAt)
        feedback(&answer)
        answers.append(.map(answer))
      }
    default:
      map["kind"] = "choice"
      let multiple = random.index(below: 2) == 0
      if multiple { map["multiple"] = true }
      if random.index(below: 2) == 0 { map["shuffle"] = true }
      let layouts = ["dropdown", "vertical", "horizontal"]
      if random.index(below: 2) == 0 {
        map["layout"] = .string(layouts[random.index(below: multiple ? 2 : 3) + (multiple ? 1 : 0)])
      }
      for index in 0..<count + 1 {
        var answer = ValueMap([("text", .string(answerWords()))])
        if multiple {
          // Positive grades for the right options, a penalty or none for the others.
          answer["percent"] = .double(
            index == rightAt || random.index(below: 3) == 0
              ? [100, 50, 25][random.index(below: 3)]
              : Self.percents[4 + random.index(below: 4)])
        } else {
          grade(&answer, right: index == rightAt)
        }
        feedback(&answer)
        answers.append(.map(answer))
      }
    }
    map["answers"] = .array(answers)
    return map
  }
}
