import Foundation
import Localization

/// Reads the inside of one GIFT answer block `{...}` (its UTF-8 bytes) into a question.
/// Every piece is a slice of the block's bytes, indexed as the block is: nothing is copied
/// before it becomes a question's text.
struct AnswerReader {
  /// The bytes between the braces, a slice of `block`'s.
  let chars: ArraySlice<UInt8>
  /// The block the answers are in, to tell lines.
  let block: GiftBlock
  let openLine: Int

  /// One `~...` or `=...` part: its marker, raw bytes and line.
  struct Part {
    var marker: UInt8?
    var raw: ArraySlice<UInt8>
    var line: Int

    var isBlank: Bool { GiftText.isBlank(raw) }
  }

  static let tilde = UInt8(ascii: "~")
  static let equals = UInt8(ascii: "=")
  static let hash = UInt8(ascii: "#")
  static let percent = UInt8(ascii: "%")
  static let arrow = Array("->".utf8)

  func line(at index: Int) -> Int { index < chars.endIndex ? block.line(at: index) : openLine }

  mutating func read(into question: inout GiftQuestion) throws(GiftSyntaxError) {
    // As Moodle: the last `####` starts the general feedback, whatever the question's kind,
    // and what is left before it decides the kind.
    var end = chars.endIndex
    question.globalFeedbackFormat = question.format
    if let global = GiftText.findLast(GiftText.generalFeedback, in: chars) {
      var start = global + 4
      GiftText.skipSpace(chars, &start)
      if let (tag, after) = GiftText.formatTag(chars, at: start) {
        question.globalFeedbackFormat = tag
        start = after
      }
      let feedback = GiftText.clean(chars[start...])
      question.globalFeedback = feedback.isEmpty ? nil : feedback
      end = global
    }
    let trimmed = GiftText.trimmed(chars[..<end])
    if GiftText.isBlank(trimmed) {
      question.kind = .essay
      return
    }
    if GiftText.isBlank(chars[..<end].prefix { $0 != Self.hash }) {
      try readNumbers(into: &question, end: end)
      return
    }
    let start = chars.startIndex
    // As Moodle, in capitals only: `{true}` is a short answer.
    if let isTrue = Self.truth(chars[start..<firstSeparator(from: start, to: end, Self.hash)]) {
      let hashParts = split(from: start, to: end, Self.hash)
      question.kind = .trueFalse
      question.isTrue = isTrue
      // As Moodle's split_truefalse_comment: `{T#shown if wrong#shown if right}`, the second
      // `#` on all one feedback.
      if hashParts.count > 1 {
        question.wrongFeedback = Self.feedback(hashParts[1].raw, format: question.format)
      }
      if hashParts.count > 2 {
        let start = hashParts[2].raw.startIndex
        question.rightFeedback = Self.feedback(chars[start..<end], format: question.format)
      }
      return
    }
    let parts = split(from: start, to: end, Self.tilde, Self.equals)
    // Only the first part has no marker: the answers are the others.
    let answers = parts[1...]
    if answers.isEmpty {
      // `{One}`: a lone answer without `=` is the one right short answer.
      question.kind = .short
      let part = Part(marker: Self.equals, raw: chars[..<end], line: openLine)
      question.choices = [try choice(part, format: question.format)]
      return
    }
    if let stray = parts.first, !stray.isBlank {
      let quoted = String(decoding: stray.raw, as: UTF8.self).prefix(30)
      throw GiftSyntaxError(
        line: stray.line,
        words: Phrase(
          trLater("text before the first answer: '{text}'"), ["text": .text(String(quoted))]))
    }
    let allRight = answers.allSatisfy { $0.marker == Self.equals }
    if allRight && answers.allSatisfy({ Self.arrowIndex(in: $0.raw) != nil }) {
      question.kind = .matching
      question.pairs.reserveCapacity(answers.count)
      for part in answers {
        guard let arrow = Self.arrowIndex(in: part.raw) else { continue }
        question.pairs.append(
          (
            GiftText.clean(part.raw[..<arrow]),
            GiftText.clean(part.raw[(arrow + 2)...])
          ))
      }
      return
    }
    question.kind = allRight ? .short : .multipleChoice
    question.choices.reserveCapacity(answers.count)
    for part in answers { question.choices.append(try choice(part, format: question.format)) }
  }

  /// Removes a leading `%weight%` from an answer's text and returns the weight, if any.
  static func takeWeight(_ text: inout ArraySlice<UInt8>, line: Int) throws(GiftSyntaxError)
    -> Double?
  {
    guard text.first == percent else { return nil }
    guard let close = text.dropFirst().firstIndex(of: percent),
      let value = Double(String(decoding: text[(text.startIndex + 1)..<close], as: UTF8.self)),
      value.isFinite
    else {
      throw GiftSyntaxError(line: line, words: Phrase(trLater("a weight must be written %number%")))
    }
    text = text[(close + 1)...]
    return value
  }

  /// One answer: `%weight%`, a format tag, the text, then `#feedback`.
  func choice(_ part: Part, format: String) throws(GiftSyntaxError) -> GiftQuestion.Choice {
    var raw = GiftText.trimmed(part.raw)
    let weight = try Self.takeWeight(&raw, line: part.line)
    var text = raw
    var feedback: GiftQuestion.Feedback?
    if let hash = GiftText.find(Self.hash, in: text, from: text.startIndex) {
      feedback = Self.feedback(text[(hash + 1)...], format: format)
      text = text[..<hash]
    }
    var answerFormat = format
    var start = text.startIndex
    GiftText.skipSpace(text, &start)
    if let (tag, after) = GiftText.formatTag(text, at: start) {
      answerFormat = tag
      start = after
    }
    return GiftQuestion.Choice(
      text: GiftText.clean(text[start...]),
      isCorrect: part.marker == Self.equals, weight: weight, feedback: feedback, line: part.line,
      format: answerFormat)
  }

  /// A feedback as written after `#`: its own format tag, else `format`, then its text; nil
  /// when empty. (Moodle reads it in the question's format, as the answer's own tag does
  /// not carry over.)
  static func feedback(_ raw: ArraySlice<UInt8>, format: String) -> GiftQuestion.Feedback? {
    let bytes = GiftText.trimmed(raw)
    var start = bytes.startIndex
    var feedbackFormat = format
    if let (tag, after) = GiftText.formatTag(bytes, at: start) {
      feedbackFormat = tag
      start = after
    }
    let text = GiftText.clean(bytes[start...])
    return text.isEmpty ? nil : GiftQuestion.Feedback(text: text, format: feedbackFormat)
  }

  /// `{#3.14:0.01}`, `{#1..5}`, `{#3}`, or a list `{# =%100%9:0 =%50%8:1 ~#wrong}`.
  mutating func readNumbers(into question: inout GiftQuestion, end: Int) throws(GiftSyntaxError) {
    question.kind = .numerical
    guard let hashIndex = chars.firstIndex(of: Self.hash), hashIndex < end else { return }
    // As Moodle: from the first `~` on is the feedback for any wrong answer, not an answer.
    var stop = end
    if let tilde = GiftText.find(Self.tilde, in: chars, from: hashIndex + 1), tilde < end {
      stop = tilde
      // `~#feedback`: Moodle's catch-all wrong answer, kept only for its feedback.
      if let note = GiftText.find(Self.hash, in: chars, from: tilde), note < end {
        question.otherNumberFeedback = Self.feedback(
          chars[(note + 1)..<end], format: question.format)
      }
    }
    let parts = split(from: hashIndex + 1, to: stop, Self.equals)
    let answers = parts.enumerated().filter { index, part in index > 0 || !part.isBlank }
      .map(\.element)
    guard !answers.isEmpty else {
      throw GiftSyntaxError(
        line: openLine, words: Phrase(trLater("a numerical question has no number answer")))
    }
    for part in answers {
      var text = GiftText.trimmed(part.raw)
      let weight = try Self.takeWeight(&text, line: part.line)
      var feedback: GiftQuestion.Feedback?
      if let hash = GiftText.find(Self.hash, in: text, from: text.startIndex) {
        feedback = Self.feedback(text[(hash + 1)...], format: question.format)
        text = text[..<hash]
      }
      let number = String(decoding: text, as: UTF8.self)
      var read = try self.number(number, weight: weight, line: part.line)
      read.feedback = feedback
      question.numbers.append(read)
    }
  }

  /// `value`, `value:tolerance` or `low..high` as an interval.
  func number(_ raw: String, weight: Double?, line: Int) throws(GiftSyntaxError)
    -> GiftQuestion.Number
  {
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    func parse(_ piece: some StringProtocol) throws(GiftSyntaxError) -> Double {
      guard let value = Double(piece.trimmingCharacters(in: .whitespaces)), value.isFinite else {
        throw GiftSyntaxError(
          line: line,
          words: Phrase(trLater("'{text}' is not a number answer"), ["text": .text(text)]))
      }
      return value
    }
    if let range = text.range(of: "..") {
      let low = try parse(text[..<range.lowerBound])
      let high = try parse(text[range.upperBound...])
      guard low <= high else {
        throw GiftSyntaxError(
          line: line,
          words: Phrase(trLater("the range '{text}' runs backwards"), ["text": .text(text)]))
      }
      return .init(low: low, high: high, weight: weight, line: line)
    }
    let pieces = text.split(separator: ":", maxSplits: 1)
    let value = try parse(pieces.first ?? "")
    let tolerance = pieces.count > 1 ? abs(try parse(pieces[1])) : 0
    return .init(value: value, tolerance: tolerance, weight: weight, line: line)
  }

  /// Splits `chars[start..<end]` at unescaped separators (`first`, or `second`); each part
  /// keeps its separator, and only the first part has none.
  func split(from start: Int, to end: Int, _ first: UInt8, _ second: UInt8? = nil) -> [Part] {
    let stop = min(end, chars.endIndex)
    let second = second ?? first
    var parts: [Part] = []
    // Room for a question's usual answers at once, rather than growing the list part by part.
    parts.reserveCapacity(8)
    var marker: UInt8?
    var partStart = start
    var markerIndex = start
    var index = start
    while index < stop {
      let byte = chars[index]
      if byte == GiftText.backslash && index + 1 < stop {
        index += 2
        continue
      }
      if byte == first || byte == second {
        parts.append(
          Part(marker: marker, raw: chars[partStart..<index], line: line(at: markerIndex)))
        marker = byte
        markerIndex = index
        partStart = index + 1
      }
      index += 1
    }
    parts.append(Part(marker: marker, raw: chars[partStart..<stop], line: line(at: markerIndex)))
    return parts
  }

  /// Where the first part `split(from: start, to: end, separator)` gives ends.
  func firstSeparator(from start: Int, to end: Int, _ separator: UInt8) -> Int {
    let stop = min(end, chars.endIndex)
    var index = start
    while index < stop {
      let byte = chars[index]
      if byte == GiftText.backslash && index + 1 < stop {
        index += 2
        continue
      }
      if byte == separator { return index }
      index += 1
    }
    return stop
  }

  /// Whether the text before an answer block's first `#` makes it a true-or-false question
  /// (`T`, `TRUE`, `F` or `FALSE`, in capitals only, with white space around), and which.
  static func truth(_ raw: ArraySlice<UInt8>) -> Bool? {
    let bytes = GiftText.trimmed(raw)
    // Ends of ASCII other than white space are not trimmed again: the bytes are the word.
    // (Longer than `FALSE`, no such text is one of the words.)
    guard GiftText.mayBeSpace(bytes.first) || GiftText.mayBeSpace(bytes.last) else {
      guard bytes.count <= 5 else { return nil }
      return word(String(decoding: bytes, as: UTF8.self))
    }
    return word(GiftText.trimming(String(decoding: bytes, as: UTF8.self)))
  }

  private static func word(_ word: String) -> Bool? {
    switch word {
    case "T", "TRUE": return true
    case "F", "FALSE": return false
    default: return nil
    }
  }

  /// Where the first unescaped `->` of a matching answer is, if any.
  static func arrowIndex(in raw: ArraySlice<UInt8>) -> Int? {
    GiftText.find(arrow, in: raw, from: raw.startIndex)
  }
}
