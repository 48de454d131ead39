// The GIFT reader as it was before session 45 made it faster, kept word for word (its types
// renamed) as the oracle the differential and fuzz tests compare the reader against.

import Foundation
import Localization

@testable import Importers

/// Reads the inside of one GIFT answer block `{...}` (its UTF-8 bytes) into a question.
struct OracleAnswerReader {
  let chars: [UInt8]
  /// The block the answers are in, and where `chars` starts in it, to tell lines.
  let block: OracleGiftBlock
  let base: Int
  let openLine: Int

  /// One `~...` or `=...` part: its marker, raw bytes and line.
  struct Part {
    var marker: UInt8?
    var raw: ArraySlice<UInt8>
    var line: Int

    var isBlank: Bool { OracleGiftText.isBlank(raw) }
  }

  static let tilde = UInt8(ascii: "~")
  static let equals = UInt8(ascii: "=")
  static let hash = UInt8(ascii: "#")
  static let percent = UInt8(ascii: "%")
  static let arrow = Array("->".utf8)

  func line(at index: Int) -> Int { index < chars.count ? block.line(at: base + index) : openLine }

  mutating func read(into question: inout OracleGiftQuestion) throws(OracleGiftSyntaxError) {
    // As Moodle: the last `####` starts the general feedback, whatever the question's kind,
    // and what is left before it decides the kind.
    var end = chars.count
    question.globalFeedbackFormat = question.format
    if let global = OracleGiftText.findLast(OracleGiftText.generalFeedback, in: chars) {
      var start = global + 4
      OracleGiftText.skipSpace(chars, &start)
      if let (tag, after) = OracleGiftText.formatTag(chars, at: start) {
        question.globalFeedbackFormat = tag
        start = after
      }
      let feedback = OracleGiftText.clean(chars[start...])
      question.globalFeedback = feedback.isEmpty ? nil : feedback
      end = global
    }
    let trimmed = OracleGiftText.trimmed(chars[..<end])
    if OracleGiftText.isBlank(trimmed) {
      question.kind = .essay
      return
    }
    if OracleGiftText.isBlank(chars[..<end].prefix { $0 != Self.hash }) {
      try readNumbers(into: &question, end: end)
      return
    }
    let hashParts = split(from: 0, to: end, separators: [Self.hash])
    let firstPart = hashParts.first?.raw ?? []
    // As Moodle, in capitals only: `{true}` is a short answer.
    let word = OracleGiftText.trimming(
      String(decoding: OracleGiftText.trimmed(firstPart), as: UTF8.self))
    if ["T", "TRUE", "F", "FALSE"].contains(word) {
      question.kind = .trueFalse
      question.isTrue = word.hasPrefix("T")
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
    let parts = split(from: 0, to: end, separators: [Self.tilde, Self.equals])
    let answers = parts.filter { $0.marker != nil }
    if answers.isEmpty {
      // `{One}`: a lone answer without `=` is the one right short answer.
      question.kind = .short
      let part = Part(marker: Self.equals, raw: chars[..<end], line: openLine)
      question.choices = [try choice(part, format: question.format)]
      return
    }
    if let stray = parts.first(where: { $0.marker == nil && !$0.isBlank }) {
      let quoted = String(decoding: stray.raw, as: UTF8.self).prefix(30)
      throw OracleGiftSyntaxError(
        line: stray.line,
        words: Phrase(
          trLater("text before the first answer: '{text}'"), ["text": .text(String(quoted))]))
    }
    let allRight = answers.allSatisfy { $0.marker == Self.equals }
    let pairs = answers.map { OracleGiftText.find(Self.arrow, in: Array($0.raw), from: 0) }
    if allRight && pairs.allSatisfy({ $0 != nil }) {
      question.kind = .matching
      for (part, arrow) in zip(answers, pairs) {
        guard let arrow else { continue }
        let text = Array(part.raw)
        question.pairs.append(
          (
            OracleGiftText.clean(text[..<arrow]),
            OracleGiftText.clean(text[(arrow + 2)...])
          ))
      }
      return
    }
    question.kind = allRight ? .short : .multipleChoice
    for part in answers { question.choices.append(try choice(part, format: question.format)) }
  }

  /// Removes a leading `%weight%` from an answer's text and returns the weight, if any.
  static func takeWeight(_ text: inout ArraySlice<UInt8>, line: Int) throws(OracleGiftSyntaxError)
    -> Double?
  {
    guard text.first == percent else { return nil }
    guard let close = text.dropFirst().firstIndex(of: percent),
      let value = Double(String(decoding: text[(text.startIndex + 1)..<close], as: UTF8.self)),
      value.isFinite
    else {
      throw OracleGiftSyntaxError(
        line: line, words: Phrase(trLater("a weight must be written %number%")))
    }
    text = text[(close + 1)...]
    return value
  }

  /// One answer: `%weight%`, a format tag, the text, then `#feedback`.
  func choice(_ part: Part, format: String) throws(OracleGiftSyntaxError)
    -> OracleGiftQuestion.Choice
  {
    var raw = OracleGiftText.trimmed(part.raw)
    let weight = try Self.takeWeight(&raw, line: part.line)
    var text = Array(raw)
    var feedback: OracleGiftQuestion.Feedback?
    if let hash = OracleGiftText.find([Self.hash], in: text, from: 0) {
      feedback = Self.feedback(text[(hash + 1)...], format: format)
      text = Array(text[..<hash])
    }
    var answerFormat = format
    var start = 0
    OracleGiftText.skipSpace(text, &start)
    if let (tag, after) = OracleGiftText.formatTag(text, at: start) {
      answerFormat = tag
      start = after
    }
    return OracleGiftQuestion.Choice(
      text: OracleGiftText.clean(text[start...]),
      isCorrect: part.marker == Self.equals, weight: weight, feedback: feedback, line: part.line,
      format: answerFormat)
  }

  /// A feedback as written after `#`: its own format tag, else `format`, then its text; nil
  /// when empty. (Moodle reads it in the question's format, as the answer's own tag does
  /// not carry over.)
  static func feedback(_ raw: ArraySlice<UInt8>, format: String) -> OracleGiftQuestion.Feedback? {
    let bytes = Array(OracleGiftText.trimmed(raw))
    var start = 0
    var feedbackFormat = format
    if let (tag, after) = OracleGiftText.formatTag(bytes, at: start) {
      feedbackFormat = tag
      start = after
    }
    let text = OracleGiftText.clean(bytes[start...])
    return text.isEmpty ? nil : OracleGiftQuestion.Feedback(text: text, format: feedbackFormat)
  }

  /// `{#3.14:0.01}`, `{#1..5}`, `{#3}`, or a list `{# =%100%9:0 =%50%8:1 ~#wrong}`.
  mutating func readNumbers(into question: inout OracleGiftQuestion, end: Int)
    throws(OracleGiftSyntaxError)
  {
    question.kind = .numerical
    guard let hashIndex = chars.firstIndex(of: Self.hash), hashIndex < end else { return }
    // As Moodle: from the first `~` on is the feedback for any wrong answer, not an answer.
    var stop = end
    if let tilde = OracleGiftText.find([Self.tilde], in: chars, from: hashIndex + 1), tilde < end {
      stop = tilde
      // `~#feedback`: Moodle's catch-all wrong answer, kept only for its feedback.
      if let note = OracleGiftText.find([Self.hash], in: chars, from: tilde), note < end {
        question.otherNumberFeedback = Self.feedback(
          chars[(note + 1)..<end], format: question.format)
      }
    }
    let parts = split(from: hashIndex + 1, to: stop, separators: [Self.equals])
    let answers = parts.enumerated().filter { index, part in index > 0 || !part.isBlank }
      .map(\.element)
    guard !answers.isEmpty else {
      throw OracleGiftSyntaxError(
        line: openLine, words: Phrase(trLater("a numerical question has no number answer")))
    }
    for part in answers {
      var text = OracleGiftText.trimmed(part.raw)
      let weight = try Self.takeWeight(&text, line: part.line)
      var feedback: OracleGiftQuestion.Feedback?
      if let hash = OracleGiftText.find([Self.hash], in: Array(text), from: 0) {
        feedback = Self.feedback(text.dropFirst(hash + 1), format: question.format)
        text = text.prefix(hash)
      }
      let number = String(decoding: text, as: UTF8.self)
      var read = try self.number(number, weight: weight, line: part.line)
      read.feedback = feedback
      question.numbers.append(read)
    }
  }

  /// `value`, `value:tolerance` or `low..high` as an interval.
  func number(_ raw: String, weight: Double?, line: Int) throws(OracleGiftSyntaxError)
    -> OracleGiftQuestion.Number
  {
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    func parse(_ piece: some StringProtocol) throws(OracleGiftSyntaxError) -> Double {
      guard let value = Double(piece.trimmingCharacters(in: .whitespaces)), value.isFinite else {
        throw OracleGiftSyntaxError(
          line: line,
          words: Phrase(trLater("'{text}' is not a number answer"), ["text": .text(text)]))
      }
      return value
    }
    if let range = text.range(of: "..") {
      let low = try parse(text[..<range.lowerBound])
      let high = try parse(text[range.upperBound...])
      guard low <= high else {
        throw OracleGiftSyntaxError(
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

  /// Splits `chars[start..<end]` at unescaped separators; each part keeps its separator.
  /// (A list, not a set: one or two bytes are compared faster than each byte is hashed.)
  func split(from start: Int, to end: Int? = nil, separators: [UInt8]) -> [Part] {
    let stop = min(end ?? chars.count, chars.count)
    var parts: [Part] = []
    var marker: UInt8?
    var partStart = start
    var markerIndex = start
    var index = start
    while index < stop {
      let byte = chars[index]
      if byte == OracleGiftText.backslash && index + 1 < stop {
        index += 2
        continue
      }
      if separators.contains(byte) {
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
}
