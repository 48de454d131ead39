// The GIFT reader as it was before session 45 made it faster, kept word for word (its types
// renamed) as the oracle the differential and fuzz tests compare the reader against.

import Foundation
import Localization

@testable import Importers

/// One GIFT question as written, before any mapping to Trivium's types.
struct OracleGiftQuestion: Sendable, Hashable {
  /// The kinds the format has.
  enum Kind: String, Sendable, Hashable {
    case multipleChoice, trueFalse, short, numerical, matching, essay, description, category
  }

  /// An answer's feedback as written after `#`, and the format it is read in.
  struct Feedback: Sendable, Hashable {
    var text: String
    var format: String
  }

  /// One answer of a choice or short-answer question.
  struct Choice: Sendable, Hashable {
    var text: String
    var isCorrect: Bool
    var weight: Double?
    var feedback: Feedback?
    var line: Int
    /// The answer's own format tag, else the question's.
    var format = "moodle"
  }

  /// One numeric answer: a closed interval, and its weight.
  struct Number: Sendable, Hashable {
    var low: Double
    var high: Double
    var weight: Double?
    var line: Int
    var feedback: Feedback?
    /// The value and tolerance as written (`3.14:0.01`), kept so that they are not recomputed
    /// from the bounds with rounding errors; for a range, its middle and half-width.
    var value: Double
    var tolerance: Double

    /// A range `low..high`.
    init(low: Double, high: Double, weight: Double?, line: Int) {
      (self.low, self.high, self.weight, self.line) = (low, high, weight, line)
      value = (low + high) / 2
      tolerance = (high - low) / 2
    }

    /// A value with its tolerance, `value:tolerance`.
    init(value: Double, tolerance: Double, weight: Double?, line: Int) {
      (low, high, self.weight, self.line) = (value - tolerance, value + tolerance, weight, line)
      self.value = value
      self.tolerance = tolerance
    }
  }

  var kind: Kind
  var line: Int
  var title: String?
  var stem = ""
  var format = "moodle"
  var embedded = false
  var choices: [Choice] = []
  var numbers: [Number] = []
  var pairs: [(question: String, answer: String)] = []
  var isTrue = false
  /// A true-or-false question's feedback when the answer given is wrong, and when it is right.
  var wrongFeedback: Feedback?
  var rightFeedback: Feedback?
  /// A numerical question's feedback for any wrong answer (`~#...`).
  var otherNumberFeedback: Feedback?
  var globalFeedback: String?
  /// The general feedback's own format tag, else the question's.
  var globalFeedbackFormat = "moodle"

  static func == (left: OracleGiftQuestion, right: OracleGiftQuestion) -> Bool {
    left.kind == right.kind && left.line == right.line && left.stem == right.stem
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(line)
    hasher.combine(stem)
  }
}

/// What the parser finds: a question, or a problem that cost one.
enum OracleGiftEntry: Sendable, Hashable {
  case question(OracleGiftQuestion)
  case problem(line: Int, words: Phrase)
}
/// A hand-written, line-aware parser of Moodle GIFT: comments and blank lines split the file
/// into blocks, and each block is read left to right (title, format, stem, answers, tail).
/// It reads UTF-8 bytes: every character GIFT gives a meaning is ASCII, and a block costs its
/// own size plus one number per line, so a long question costs little more than its text.
struct OracleGiftParser {
  /// The entries of `text`, in order.
  static func parse(_ text: String) -> [OracleGiftEntry] {
    var entries: [OracleGiftEntry] = []
    forEach(Array(text.utf8)) { entries.append($0) }
    return entries
  }

  /// Calls `body` with each entry of the UTF-8 `bytes`, in order, one block in memory at a time.
  /// An answer block may span blank lines when its brace is closed later; a brace the file
  /// never closes ends its question at the next blank line, as Moodle splits questions, so
  /// that question is a brace error and the next ones still import.
  static func forEach(_ bytes: [UInt8], _ body: (OracleGiftEntry) -> Void) {
    let unclosed = unclosedBraces(bytes)
    var block = OracleGiftBlock()
    // The offsets of the braces open at this point, and how many of them never close.
    var open: [Int] = []
    var openUnclosed = 0
    var lineNumber = 0
    forEachLine(bytes) { range in
      lineNumber += 1
      let line = bytes[range]
      let trimmed = OracleGiftText.trimmed(line)
      if trimmed.starts(with: OracleGiftText.comment) { return }
      if trimmed.isEmpty && (open.isEmpty || openUnclosed > 0) {
        if !block.isEmpty { body(take(&block)) }
        (open, openUnclosed) = ([], 0)
        return
      }
      // A category line is a block of its own even when no blank line follows it.
      if trimmed.starts(with: OracleGiftText.category) && open.isEmpty {
        if !block.isEmpty { body(take(&block)) }
        var category = OracleGiftBlock()
        category.append(trimmed, line: lineNumber)
        body(take(&category))
        return
      }
      block.append(line, line: lineNumber)
      forEachBrace(bytes, range) { index, opens in
        if opens {
          open.append(index)
          if unclosed.contains(index) { openUnclosed += 1 }
        } else if let closed = open.popLast(), unclosed.contains(closed) {
          openUnclosed -= 1
        }
      }
    }
    if !block.isEmpty { body(take(&block)) }
  }

  /// The offsets of the braces `{` that no later `}` closes, matched as `forEach` reads the
  /// file (comment lines, category lines outside braces and escaped braces do not count).
  private static func unclosedBraces(_ bytes: [UInt8]) -> Set<Int> {
    var open: [Int] = []
    forEachLine(bytes) { range in
      let trimmed = OracleGiftText.trimmed(bytes[range])
      if trimmed.starts(with: OracleGiftText.comment) { return }
      if trimmed.starts(with: OracleGiftText.category) && open.isEmpty { return }
      forEachBrace(bytes, range) { index, opens in
        if opens { open.append(index) } else { _ = open.popLast() }
      }
    }
    return Set(open)
  }

  /// Calls `body` with the range of each line of `bytes` (up to `\n`, `\r\n` or `\r`).
  private static func forEachLine(_ bytes: [UInt8], _ body: (Range<Int>) -> Void) {
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      var next = end + 1
      if end < bytes.count, bytes[end] == 0x0D, next < bytes.count, bytes[next] == 0x0A {
        next += 1
      }
      body(start..<end)
      start = next
    }
  }

  /// Calls `body` with the offset of each unescaped brace in `bytes[range]`, and whether it
  /// opens.
  private static func forEachBrace(
    _ bytes: [UInt8], _ range: Range<Int>, _ body: (Int, Bool) -> Void
  ) {
    var escaped = false
    for index in range {
      let byte = bytes[index]
      if escaped {
        escaped = false
      } else if byte == OracleGiftText.backslash {
        escaped = true
      } else if byte == OracleGiftText.open || byte == OracleGiftText.close {
        body(index, byte == OracleGiftText.open)
      }
    }
  }

  /// The entry of `block`, which is emptied before the entry is used, so that its bytes are
  /// not held while the entry is mapped.
  private static func take(_ block: inout OracleGiftBlock) -> OracleGiftEntry {
    let entry = parseBlock(block)
    block = OracleGiftBlock()
    return entry
  }

  private static func parseBlock(_ block: OracleGiftBlock) -> OracleGiftEntry {
    let bytes = block.bytes
    var position = 0
    OracleGiftText.skipSpace(bytes, &position)
    let startLine = block.line(at: position)
    if bytes[position...].starts(with: OracleGiftText.category) {
      let name = String(
        decoding: bytes[(position + OracleGiftText.category.count)...], as: UTF8.self)
      var question = OracleGiftQuestion(kind: .category, line: startLine)
      question.title = name.trimmingCharacters(in: .whitespacesAndNewlines)
      return .question(question)
    }
    var question = OracleGiftQuestion(kind: .description, line: startLine)
    if bytes[position...].starts(with: OracleGiftText.titleMark) {
      guard let end = OracleGiftText.find(OracleGiftText.titleMark, in: bytes, from: position + 2)
      else {
        return .problem(line: startLine, words: Phrase(trLater("the title '::' is not closed")))
      }
      let title = String(decoding: bytes[(position + 2)..<end], as: UTF8.self)
      question.title = OracleGiftText.trimming(OracleGiftText.unescape(title), newlines: false)
      position = end + 2
    }
    OracleGiftText.skipSpace(bytes, &position)
    if let (format, after) = OracleGiftText.formatTag(bytes, at: position) {
      question.format = format
      position = after
    }
    guard let open = OracleGiftText.find([OracleGiftText.open], in: bytes, from: position) else {
      question.stem = OracleGiftText.clean(bytes[position...])
      return .question(question)
    }
    guard let close = OracleGiftText.find([OracleGiftText.close], in: bytes, from: open + 1) else {
      return .problem(
        line: block.line(at: open),
        words: Phrase(trLater("the answer brace {brace} is not closed"), ["brace": "'{'"]))
    }
    // As Moodle: the braces become a blank `_____` in place, spaces around them as written,
    // unless they end the question.
    let tail = bytes[(close + 1)...]
    question.embedded = !OracleGiftText.isBlank(tail)
    if question.embedded {
      var text: [UInt8] = []
      text.reserveCapacity(bytes.count - (close - open) + 5)
      text += bytes[position..<open]
      text += Array("_____".utf8)
      text += tail
      question.stem = OracleGiftText.clean(text[...])
    } else {
      question.stem = OracleGiftText.clean(bytes[position..<open])
    }
    if let next = OracleGiftText.find([OracleGiftText.open], in: bytes, from: close + 1) {
      // Moodle splits questions only at blank lines: a second question on the next line is
      // read with the first as one (its text then ends the first question's text).
      if let start = nextLineStart(bytes, after: close, before: next) {
        return .problem(
          line: startLine,
          words: Phrase(
            trLater(
              "another question starts at line {line} without a blank line before it; "
                + "questions are separated by blank lines (Moodle reads these lines as one "
                + "question)"), ["line": .number(block.line(at: start))]))
      }
      return .problem(
        line: block.line(at: close),
        words: Phrase(
          trLater("only one answer block {block} per question is supported"), ["block": "'{...}'"]))
    }
    var reader = OracleAnswerReader(
      chars: Array(bytes[(open + 1)..<close]), block: block, base: open + 1,
      openLine: block.line(at: open))
    do {
      try reader.read(into: &question)
    } catch {
      return .problem(line: error.line, words: error.words)
    }
    return .question(question)
  }
}

extension OracleGiftParser {
  /// The start of the first line after `close` that holds text, when it comes before `next`
  /// (the next answer block's `{`): where a second question, written without a blank line
  /// before it, begins.
  fileprivate static func nextLineStart(_ bytes: [UInt8], after close: Int, before next: Int)
    -> Int?
  {
    var index = close + 1
    var newLine = false
    while index < next {
      let byte = bytes[index]
      if byte == 0x0A {
        newLine = true
      } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
        return newLine ? index : nil
      }
      index += 1
    }
    return nil
  }
}

/// A block of GIFT: its lines joined by `\n`, comment lines left out, and the file line each
/// of its lines comes from.
struct OracleGiftBlock {
  private(set) var bytes: [UInt8] = []
  /// Where each line starts in `bytes`, and its line in the file.
  private var starts: [(offset: Int, line: Int)] = []

  var isEmpty: Bool { starts.isEmpty }

  mutating func append(_ line: ArraySlice<UInt8>, line number: Int) {
    if !starts.isEmpty { bytes.append(0x0A) }
    starts.append((bytes.count, number))
    bytes += line
  }

  /// The file line of the byte at `offset`.
  func line(at offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    guard high >= 0 else { return 1 }
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle].offset <= offset { low = middle } else { high = middle - 1 }
    }
    return starts[low].line
  }
}

/// A problem inside an answer block, at its line.
struct OracleGiftSyntaxError: Error {
  var line: Int
  var words: Phrase
}
