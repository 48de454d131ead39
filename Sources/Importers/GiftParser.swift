import Foundation

/// One GIFT question as written, before any mapping to Trivium's types.
struct GiftQuestion: Sendable, Hashable {
  /// The kinds the format has.
  enum Kind: String, Sendable, Hashable {
    case multipleChoice, trueFalse, short, numerical, matching, essay, description, category
  }

  /// One answer of a choice or short-answer question.
  struct Choice: Sendable, Hashable {
    var text: String
    var isCorrect: Bool
    var weight: Double?
    var feedback: String?
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
  case problem(line: Int, message: String)
}

/// A hand-written, line-aware parser of Moodle GIFT: comments and blank lines split the file
/// into blocks, and each block is read left to right (title, format, stem, answers, tail).
struct GiftParser {
  /// A character of the text and the line it is on.
  private typealias Located = (char: Character, line: Int)

  /// The entries of `text`, in order.
  static func parse(_ text: String) -> [GiftEntry] {
    blocks(text).map(parseBlock)
  }

  /// Blocks of non-comment lines, split at blank lines outside braces.
  private static func blocks(_ text: String) -> [[Located]] {
    var blocks: [[Located]] = []
    var current: [Located] = []
    var depth = 0
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("//") { continue }
      if trimmed.isEmpty && depth == 0 {
        if !current.isEmpty { blocks.append(current) }
        current = []
        continue
      }
      // A category line is a block of its own even when no blank line follows it.
      if trimmed.hasPrefix("$CATEGORY:") && depth == 0 {
        if !current.isEmpty { blocks.append(current) }
        blocks.append(trimmed.map { ($0, index + 1) })
        current = []
        continue
      }
      if !current.isEmpty { current.append(("\n", index + 1)) }
      var escaped = false
      for char in line {
        current.append((char, index + 1))
        if escaped {
          escaped = false
        } else if char == "\\" {
          escaped = true
        } else if char == "{" {
          depth += 1
        } else if char == "}" {
          depth = max(0, depth - 1)
        }
      }
    }
    if !current.isEmpty { blocks.append(current) }
    return blocks
  }

  private static func parseBlock(_ block: [Located]) -> GiftEntry {
    let startLine = block.first?.line ?? 1
    var chars = block.map(\.char)
    var lines = block.map(\.line)
    // Leading spaces do not count.
    while let first = chars.first, first.isWhitespace {
      chars.removeFirst()
      lines.removeFirst()
    }
    let whole = String(chars)
    if whole.hasPrefix("$CATEGORY:") {
      let name = whole.dropFirst("$CATEGORY:".count).trimmingCharacters(in: .whitespacesAndNewlines)
      var question = GiftQuestion(kind: .category, line: startLine)
      question.title = name
      return .question(question)
    }
    var position = 0
    var question = GiftQuestion(kind: .description, line: startLine)
    if whole.hasPrefix("::") {
      guard let end = find("::", in: chars, from: 2) else {
        return .problem(line: startLine, message: "the title '::' is not closed")
      }
      question.title = unescape(String(chars[2..<end])).trimmingCharacters(in: .whitespaces)
      position = end + 2
    }
    skipSpace(chars, &position)
    if let (format, after) = formatTag(chars, at: position) {
      question.format = format
      position = after
    }
    guard let open = findUnescaped("{", in: chars, from: position) else {
      question.stem = clean(String(chars[position...]), format: question.format)
      return .question(question)
    }
    guard let close = findUnescaped("}", in: chars, from: open + 1) else {
      return .problem(line: lines[open], message: "the answer brace '{' is not closed")
    }
    // As Moodle: the braces become a blank `_____` in place, spaces around them as written,
    // unless they end the question.
    let tail = String(chars[(close + 1)...])
    question.embedded = !tail.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    let blank = question.embedded ? "_____" : ""
    question.stem = clean(String(chars[position..<open]) + blank + tail, format: question.format)
    if findUnescaped("{", in: chars, from: close + 1) != nil {
      return .problem(
        line: lines[close], message: "only one answer block '{...}' per question is supported")
    }
    let body = Array(chars[(open + 1)..<close])
    let bodyLines = Array(lines[(open + 1)..<close])
    var reader = AnswerReader(chars: body, lines: bodyLines, openLine: lines[open])
    do {
      try reader.read(into: &question)
    } catch {
      return .problem(line: error.line, message: error.message)
    }
    return .question(question)
  }

  /// A `[html]`, `[markdown]`, `[plain]` or `[moodle]` tag at `position`, and what follows.
  static func formatTag(_ chars: [Character], at position: Int) -> (String, Int)? {
    for format in ["html", "markdown", "plain", "moodle"] {
      let tag = Array("[\(format)]")
      if position + tag.count <= chars.count,
        Array(chars[position..<position + tag.count]) == tag
      {
        return (format, position + tag.count)
      }
    }
    return nil
  }

  static func skipSpace(_ chars: [Character], _ position: inout Int) {
    while position < chars.count, chars[position].isWhitespace { position += 1 }
  }

  /// The index of `needle` (not escaped) in `chars` from `start`, or nil.
  static func find(_ needle: String, in chars: [Character], from start: Int) -> Int? {
    let target = Array(needle)
    var index = start
    while index + target.count <= chars.count {
      if chars[index] == "\\" {
        index += 2
        continue
      }
      if Array(chars[index..<index + target.count]) == target { return index }
      index += 1
    }
    return nil
  }

  /// The index of the last `needle` (not escaped) in `chars[..<end]`, or nil.
  static func findLast(_ needle: String, in chars: [Character], before end: Int) -> Int? {
    var found: Int?
    var index = 0
    while let next = find(needle, in: chars, from: index), next + needle.count <= end {
      found = next
      index = next + 1
    }
    return found
  }

  static func findUnescaped(_ char: Character, in chars: [Character], from start: Int) -> Int? {
    find(String(char), in: chars, from: start)
  }

  /// The GIFT escapes `\~ \= \# \{ \} \: \\` and `\n` resolved; any other backslash stays.
  static func unescape(_ text: String) -> String {
    var out = ""
    var chars = text.makeIterator()
    while let char = chars.next() {
      guard char == "\\" else {
        out.append(char)
        continue
      }
      guard let next = chars.next() else {
        out.append(char)
        break
      }
      switch next {
      case "~", "=", "#", "{", "}", ":", "\\": out.append(next)
      case "n": out.append("\n")
      default:
        out.append(char)
        out.append(next)
      }
    }
    return out
  }

  /// Raw text unescaped and trimmed; outside Markdown a line break and its indent are a space.
  static func clean(_ raw: String, format: String) -> String {
    var text = raw
    if format != "markdown" {
      text = raw.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
    return unescape(text).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// A problem inside an answer block, at its line.
struct GiftSyntaxError: Error {
  var line: Int
  var message: String
}
