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
    // As Moodle: the last `####` starts the general feedback, whatever the question's kind,
    // and what is left before it decides the kind.
    var end = chars.count
    question.globalFeedbackFormat = question.format
    if let global = GiftParser.findLast("####", in: chars, before: chars.count) {
      var start = global + 4
      GiftParser.skipSpace(chars, &start)
      if let (tag, after) = GiftParser.formatTag(chars, at: start) {
        question.globalFeedbackFormat = tag
        start = after
      }
      let feedback = GiftParser.clean(
        String(chars[start...]), format: question.globalFeedbackFormat)
      question.globalFeedback = feedback.isEmpty ? nil : feedback
      end = global
    }
    let raw = String(chars[..<end])
    let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty {
      question.kind = .essay
      return
    }
    if trimmed.hasPrefix("#") {
      try readNumbers(into: &question, end: end)
      return
    }
    let firstPart = split(from: 0, to: end, separators: ["#"]).first?.raw ?? ""
    let word = firstPart.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    if ["T", "TRUE", "F", "FALSE"].contains(word) {
      question.kind = .trueFalse
      question.isTrue = word.hasPrefix("T")
      return
    }
    let parts = split(from: 0, to: end, separators: ["~", "="])
    let answers = parts.filter { $0.marker != nil }
    if answers.isEmpty {
      // `{One}`: a lone answer without `=` is the one right short answer.
      question.kind = .short
      let part = Part(marker: "=", raw: trimmed, line: openLine)
      question.choices = [try choice(part, format: question.format)]
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
      isCorrect: part.marker == "=", weight: weight, feedback: feedback, line: part.line,
      format: answerFormat)
  }

  /// `{#3.14:0.01}`, `{#1..5}`, `{#3}`, or a list `{# =%100%9:0 =%50%8:1 ~#wrong}`.
  mutating func readNumbers(into question: inout GiftQuestion, end: Int) throws(GiftSyntaxError) {
    question.kind = .numerical
    guard let hashIndex = chars.firstIndex(of: "#"), hashIndex < end else { return }
    // As Moodle: from the first `~` on is the feedback for any wrong answer, not an answer.
    var stop = end
    if let tilde = GiftParser.findUnescaped("~", in: chars, from: hashIndex + 1), tilde < end {
      stop = tilde
    }
    let parts = split(from: hashIndex + 1, to: stop, separators: ["="])
    let answers = parts.enumerated().filter { index, part in
      index > 0 || !part.raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }.map(\.element)
    guard !answers.isEmpty else {
      throw GiftSyntaxError(line: openLine, message: "a numerical question has no number answer")
    }
    for part in answers {
      var text = Array(part.raw.trimmingCharacters(in: .whitespacesAndNewlines))
      let weight = try Self.takeWeight(&text, line: part.line)
      if let hash = GiftParser.findUnescaped("#", in: text, from: 0) {
        text = Array(text[..<hash])
      }
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
