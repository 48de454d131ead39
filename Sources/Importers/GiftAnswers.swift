import Foundation

/// Reads the inside of one GIFT answer block `{...}` into a question.
struct AnswerReader {
  let chars: [Character]
  let lines: [Int]
  let openLine: Int

  /// One `~...` or `=...` part: its marker, raw text and line.
  struct Part {
    var marker: Character?
    var raw: String
    var line: Int
  }

  func line(at index: Int) -> Int { index < lines.count ? lines[index] : openLine }

  mutating func read(into question: inout GiftQuestion) throws(GiftSyntaxError) {
    let raw = String(chars)
    let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty {
      question.kind = .essay
      return
    }
    if trimmed.hasPrefix("#") {
      try readNumbers(into: &question)
      return
    }
    let firstPart = split(from: 0, separators: ["#"]).first?.raw ?? ""
    let word = firstPart.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    if ["T", "TRUE", "F", "FALSE"].contains(word) {
      question.kind = .trueFalse
      question.isTrue = word.hasPrefix("T")
      return
    }
    // `####` starts the general feedback; everything before it is answers.
    var end = chars.count
    if let global = GiftParser.find("####", in: chars, from: 0) {
      question.globalFeedback = GiftParser.clean(
        String(chars[(global + 4)...]), format: question.format)
      end = global
    }
    let parts = split(from: 0, to: end, separators: ["~", "="])
    let answers = parts.filter { $0.marker != nil }
    if answers.isEmpty {
      // `{One}`: a lone answer without `=` is the one right short answer.
      let text = GiftParser.clean(trimmed, format: question.format)
      question.kind = .short
      question.choices = [.init(text: text, isCorrect: true, line: openLine)]
      return
    }
    if let stray = parts.first(where: {
      $0.marker == nil && !$0.raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }) {
      throw GiftSyntaxError(
        line: stray.line, message: "text before the first answer: '\(stray.raw.prefix(30))'")
    }
    let allRight = answers.allSatisfy { $0.marker == "=" }
    if allRight && answers.allSatisfy({ GiftParser.find("->", in: Array($0.raw), from: 0) != nil })
    {
      question.kind = .matching
      for part in answers {
        let text = Array(part.raw)
        guard let arrow = GiftParser.find("->", in: text, from: 0) else { continue }
        question.pairs.append(
          (
            GiftParser.clean(String(text[..<arrow]), format: question.format),
            GiftParser.clean(String(text[(arrow + 2)...]), format: "moodle")
          ))
      }
      return
    }
    question.kind = allRight ? .short : .multipleChoice
    for part in answers { question.choices.append(try choice(part, format: question.format)) }
  }

  /// Removes a leading `%weight%` from an answer's text and returns the weight, if any.
  static func takeWeight(_ text: inout [Character], line: Int) throws(GiftSyntaxError) -> Double? {
    guard text.first == "%" else { return nil }
    guard let close = text.dropFirst().firstIndex(of: "%"),
      let value = Double(String(text[1..<close])), value.isFinite
    else {
      throw GiftSyntaxError(line: line, message: "a weight must be written %number%")
    }
    text = Array(text[(close + 1)...])
    return value
  }

  /// One answer: `%weight%`, a format tag, the text, then `#feedback`.
  func choice(_ part: Part, format: String) throws(GiftSyntaxError) -> GiftQuestion.Choice {
    var text = Array(part.raw)
    let weight = try Self.takeWeight(&text, line: part.line)
    var feedback: String?
    if let hash = GiftParser.findUnescaped("#", in: text, from: 0) {
      let note = GiftParser.clean(String(text[(hash + 1)...]), format: format)
      feedback = note.isEmpty ? nil : note
      text = Array(text[..<hash])
    }
    var answerFormat = format
    var start = 0
    GiftParser.skipSpace(text, &start)
    if let (tag, after) = GiftParser.formatTag(text, at: start) {
      answerFormat = tag
      start = after
    }
    return GiftQuestion.Choice(
      text: GiftParser.clean(String(text[start...]), format: answerFormat),
      isCorrect: part.marker == "=", weight: weight, feedback: feedback, line: part.line)
  }

  /// `{#3.14:0.01}`, `{#1..5}`, `{#3}`, or a list `{# =%100%9:0 =%50%8:1}`.
  mutating func readNumbers(into question: inout GiftQuestion) throws(GiftSyntaxError) {
    question.kind = .numerical
    guard let hashIndex = chars.firstIndex(of: "#") else { return }
    var end = chars.count
    if let global = GiftParser.find("####", in: chars, from: hashIndex + 1) { end = global }
    let parts = split(from: hashIndex + 1, to: end, separators: ["~", "="])
    let answers = parts.filter { $0.marker != nil }
    if answers.isEmpty {
      let text = Array(parts.first?.raw ?? "")
      let body = GiftParser.findUnescaped("#", in: text, from: 0).map { String(text[..<$0]) }
      question.numbers = [try number(body ?? String(text), weight: nil, line: openLine)]
      return
    }
    for part in answers {
      var text = Array(part.raw)
      var weight = try Self.takeWeight(&text, line: part.line)
      if let hash = GiftParser.findUnescaped("#", in: text, from: 0) {
        text = Array(text[..<hash])
      }
      if part.marker == "~" { weight = weight ?? 0 }
      question.numbers.append(try number(String(text), weight: weight, line: part.line))
    }
  }

  /// `value`, `value:tolerance` or `low..high` as an interval.
  func number(_ raw: String, weight: Double?, line: Int) throws(GiftSyntaxError)
    -> GiftQuestion.Number
  {
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    func parse(_ piece: some StringProtocol) throws(GiftSyntaxError) -> Double {
      guard let value = Double(piece.trimmingCharacters(in: .whitespaces)), value.isFinite else {
        throw GiftSyntaxError(line: line, message: "'\(text)' is not a number answer")
      }
      return value
    }
    if let range = text.range(of: "..") {
      let low = try parse(text[..<range.lowerBound])
      let high = try parse(text[range.upperBound...])
      guard low <= high else {
        throw GiftSyntaxError(line: line, message: "the range '\(text)' runs backwards")
      }
      return .init(low: low, high: high, weight: weight, line: line)
    }
    let pieces = text.split(separator: ":", maxSplits: 1)
    let value = try parse(pieces.first ?? "")
    let tolerance = pieces.count > 1 ? abs(try parse(pieces[1])) : 0
    return .init(low: value - tolerance, high: value + tolerance, weight: weight, line: line)
  }

  /// Splits `chars[start..<end]` at unescaped separators; each part keeps its separator.
  func split(from start: Int, to end: Int? = nil, separators: Set<Character>) -> [Part] {
    let stop = min(end ?? chars.count, chars.count)
    var parts: [Part] = []
    var current = Part(marker: nil, raw: "", line: line(at: start))
    var index = start
    while index < stop {
      let char = chars[index]
      if char == "\\" && index + 1 < stop {
        current.raw.append(char)
        current.raw.append(chars[index + 1])
        index += 2
        continue
      }
      if separators.contains(char) {
        parts.append(current)
        current = Part(marker: char, raw: "", line: line(at: index))
      } else {
        current.raw.append(char)
      }
      index += 1
    }
    parts.append(current)
    return parts
  }
}
