import Foundation
import Localization

/// One GIFT question as written, before any mapping to Trivium's types.
struct GiftQuestion: Sendable, Hashable {
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

  static func == (left: GiftQuestion, right: GiftQuestion) -> Bool {
    left.kind == right.kind && left.line == right.line && left.stem == right.stem
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(line)
    hasher.combine(stem)
  }
}

/// What the parser finds: a question, or a problem that cost one.
enum GiftEntry: Sendable, Hashable {
  case question(GiftQuestion)
  case problem(line: Int, words: Phrase)
}
/// A hand-written, line-aware parser of Moodle GIFT: comments and blank lines split the file
/// into blocks, and each block is read left to right (title, format, stem, answers, tail).
/// It reads UTF-8 bytes: every character GIFT gives a meaning is ASCII, and a block costs its
/// own size plus one number per line, so a long question costs little more than its text.
struct GiftParser {
  /// The entries of `text`, in order.
  static func parse(_ text: String) -> [GiftEntry] {
    var entries: [GiftEntry] = []
    forEach(Array(text.utf8)) { entries.append($0) }
    return entries
  }

  /// Calls `body` with each entry of the UTF-8 `bytes`, in order, one block in memory at a time.
  /// An answer block may span blank lines when its brace is closed later; a brace the file
  /// never closes ends its question at the next blank line, as Moodle splits questions, so
  /// that question is a brace error and the next ones still import.
  static func forEach(_ bytes: [UInt8], _ body: (GiftEntry) -> Void) {
    // The file's bytes are scanned in place: indexing the array checks every read, and the
    // two scans of the file cost more than the rest of a small question's reading.
    bytes.withUnsafeBufferPointer { buffer in forEach(bytes, buffer, body) }
  }

  private static func forEach(
    _ bytes: [UInt8], _ buffer: UnsafeBufferPointer<UInt8>, _ body: (GiftEntry) -> Void
  ) {
    let unclosed = unclosedBraces(buffer)
    // The braces are met in the order of their offsets: the next unclosed one is the one at
    // this cursor, so that each brace is looked up in constant time.
    var nextUnclosed = 0
    func neverCloses(_ index: Int) -> Bool {
      while nextUnclosed < unclosed.count, unclosed[nextUnclosed] < index { nextUnclosed += 1 }
      return nextUnclosed < unclosed.count && unclosed[nextUnclosed] == index
    }
    // One block's buffers, reused from block to block.
    var block = GiftBlock()
    // Whether each brace open at this point never closes, and how many of them never do.
    var open: [Bool] = []
    var openUnclosed = 0
    var lineNumber = 0
    forEachLine(buffer) { line in
      lineNumber += 1
      switch line.kind {
      case .comment: return
      case .blank where open.isEmpty || openUnclosed > 0:
        if !block.isEmpty { body(take(&block)) }
        open.removeAll(keepingCapacity: true)
        openUnclosed = 0
        return
      // A category line is a block of its own even when no blank line follows it.
      case .category where open.isEmpty:
        if !block.isEmpty { body(take(&block)) }
        block.append(bytes[line.trimmed], line: lineNumber)
        body(take(&block))
        return
      default:
        break
      }
      block.append(bytes[line.range], line: lineNumber)
      forEachBrace(buffer, line.trimmed) { index, opens in
        if opens {
          let never = neverCloses(index)
          open.append(never)
          if never { openUnclosed += 1 }
        } else if let closed = open.popLast(), closed {
          openUnclosed -= 1
        }
      }
    }
    if !block.isEmpty { body(take(&block)) }
  }

  /// The offsets of the braces `{` that no later `}` closes, matched as `forEach` reads the
  /// file (comment lines, category lines outside braces and escaped braces do not count), in
  /// increasing order.
  private static func unclosedBraces(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var open: [Int] = []
    forEachLine(bytes) { line in
      if line.kind == .comment || line.kind == .category && open.isEmpty { return }
      forEachBrace(bytes, line.trimmed) { index, opens in
        if opens { open.append(index) } else { _ = open.popLast() }
      }
    }
    return open
  }

  /// One line of the file: where it is, where its text is without white space at its ends,
  /// and what that text starts with.
  private struct Line {
    enum Kind { case blank, comment, category, text }
    var range: Range<Int>
    var trimmed: Range<Int>
    var kind: Kind
  }

  /// Calls `body` with each line of `bytes` (up to `\n`, `\r\n` or `\r`).
  private static func forEachLine(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Line) -> Void) {
    let count = bytes.count
    var start = 0
    while start < count {
      var end = start
      while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      var next = end + 1
      if end < count, bytes[end] == 0x0D, next < count, bytes[next] == 0x0A { next += 1 }
      var low = start
      var high = end
      while low < high, GiftText.isSpace(bytes[low]) { low += 1 }
      while high > low, GiftText.isSpace(bytes[high - 1]) { high -= 1 }
      let text = UnsafeBufferPointer(rebasing: bytes[low..<high])
      let kind: Line.Kind =
        if text.isEmpty {
          .blank
        } else if text.starts(with: GiftText.comment) {
          .comment
        } else if text.starts(with: GiftText.category) {
          .category
        } else {
          .text
        }
      body(Line(range: start..<end, trimmed: low..<high, kind: kind))
      start = next
    }
  }

  /// Calls `body` with the offset of each unescaped brace in `bytes[range]`, and whether it
  /// opens.
  private static func forEachBrace(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (Int, Bool) -> Void
  ) {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == GiftText.backslash {
        index += 2
        continue
      }
      if byte == GiftText.open || byte == GiftText.close { body(index, byte == GiftText.open) }
      index += 1
    }
  }

  /// The entry of `block`, which is emptied (keeping its buffers for the next block) before
  /// the entry is used: the entry holds copies of what it needs.
  private static func take(_ block: inout GiftBlock) -> GiftEntry {
    let entry = parseBlock(block)
    block.removeAll()
    return entry
  }

  private static func parseBlock(_ block: GiftBlock) -> GiftEntry {
    let bytes = block.bytes[...]
    var position = 0
    GiftText.skipSpace(bytes, &position)
    let startLine = block.line(at: position)
    if bytes[position...].starts(with: GiftText.category) {
      let name = String(decoding: bytes[(position + GiftText.category.count)...], as: UTF8.self)
      var question = GiftQuestion(kind: .category, line: startLine)
      question.title = name.trimmingCharacters(in: .whitespacesAndNewlines)
      return .question(question)
    }
    var question = GiftQuestion(kind: .description, line: startLine)
    if bytes[position...].starts(with: GiftText.titleMark) {
      guard let end = GiftText.find(GiftText.titleMark, in: bytes, from: position + 2) else {
        return .problem(line: startLine, words: Phrase(trLater("the title '::' is not closed")))
      }
      let raw = bytes[(position + 2)..<end]
      let title = String(decoding: raw, as: UTF8.self)
      question.title = GiftText.trimming(
        raw.contains(GiftText.backslash) ? GiftText.unescape(title) : title, newlines: false)
      position = end + 2
    }
    GiftText.skipSpace(bytes, &position)
    if let (format, after) = GiftText.formatTag(bytes, at: position) {
      question.format = format
      position = after
    }
    guard let open = GiftText.find(GiftText.open, in: bytes, from: position) else {
      question.stem = GiftText.clean(bytes[position...])
      return .question(question)
    }
    guard let close = GiftText.find(GiftText.close, in: bytes, from: open + 1) else {
      return .problem(
        line: block.line(at: open),
        words: Phrase(trLater("the answer brace {brace} is not closed"), ["brace": "'{'"]))
    }
    // As Moodle: the braces become a blank `_____` in place, spaces around them as written,
    // unless they end the question.
    let tail = bytes[(close + 1)...]
    question.embedded = !GiftText.isBlank(tail)
    if question.embedded {
      var text: [UInt8] = []
      text.reserveCapacity(bytes.count - (close - open) + 5)
      text += bytes[position..<open]
      text += Array("_____".utf8)
      text += tail
      question.stem = GiftText.clean(text[...])
    } else {
      question.stem = GiftText.clean(bytes[position..<open])
    }
    if let next = GiftText.find(GiftText.open, in: bytes, from: close + 1) {
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
    var reader = AnswerReader(
      chars: bytes[(open + 1)..<close], block: block, openLine: block.line(at: open))
    do {
      try reader.read(into: &question)
    } catch {
      return .problem(line: error.line, words: error.words)
    }
    return .question(question)
  }
}

extension GiftParser {
  /// The start of the first line after `close` that holds text, when it comes before `next`
  /// (the next answer block's `{`): where a second question, written without a blank line
  /// before it, begins.
  fileprivate static func nextLineStart(
    _ bytes: ArraySlice<UInt8>, after close: Int, before next: Int
  )
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
struct GiftBlock {
  private(set) var bytes: [UInt8] = []
  /// Where each line starts in `bytes`, and its line in the file.
  private var starts: [(offset: Int, line: Int)] = []

  var isEmpty: Bool { starts.isEmpty }

  /// Empties the block, keeping its buffers' room for the next.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
  }

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
struct GiftSyntaxError: Error {
  var line: Int
  var words: Phrase
}
