import QuizCore
import Terminal
import TextCells

/// A piece of text with the theme role that styles it (`text`, `emphasis`, `strong`, `code`...).
public struct Run: Hashable, Sendable {
  /// The text.
  public var text: String
  /// The theme style's name.
  public var role: String

  /// A run of `text` in `role`.
  public init(_ text: String, role: String = "text") {
    self.text = text
    self.role = role
  }
}

/// One laid-out line: runs that fit the width they were wrapped to.
public struct StyledLine: Hashable, Sendable {
  /// The runs, left to right.
  public var runs: [Run]

  /// A line of these runs.
  public init(_ runs: [Run]) { self.runs = runs }

  /// The columns it takes.
  public var width: Int { runs.reduce(0) { $0 + TextWidth.of($1.text) } }

  /// The plain text.
  public var text: String { runs.map(\.text).joined() }
}

/// The small markup of question texts and explanations (S4.6): `*emphasis*`, `**strong**`,
/// `` `code` ``, fenced code blocks, and list items starting with `- ` or `1. `.
public enum Markup {
  /// A block of marked-up text.
  public enum Block: Hashable, Sendable {
    /// Wrapped text.
    case paragraph([Run])
    /// A line of the paragraph before, after a single newline: quiz texts break lines on
    /// purpose, so the break is kept (without the gap between paragraphs).
    case line([Run])
    /// Lines kept as they are, in the code style.
    case code([String])
    /// A list item: its marker ("•", "1.") and its text, wrapped under itself.
    case item(String, [Run])
  }

  /// Splits marked-up text into blocks; a blank line ends a paragraph. Runs of two or more
  /// underscores are blanks to fill, shown numbered (`numberBlanks`).
  public static func blocks(_ text: String, role: String = "text") -> [Block] {
    var blocks: [Block] = []
    var paragraph: [String] = []
    var code: [String]?
    var blanks = 0
    func endParagraph() {
      guard let first = paragraph.first else { return }
      blocks.append(.paragraph(inline(numberBlanks(first, count: &blanks), role: role)))
      for line in paragraph.dropFirst() {
        blocks.append(.line(inline(numberBlanks(line, count: &blanks), role: role)))
      }
      paragraph = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop(while: { $0 == " " })
      if trimmed.hasPrefix("```") {
        if let lines = code {
          blocks.append(.code(lines))
          code = nil
        } else {
          endParagraph()
          code = []
        }
        continue
      }
      if code != nil {
        code?.append(Untrusted.text(line))
        continue
      }
      if trimmed.isEmpty {
        endParagraph()
      } else if let (marker, rest) = listItem(trimmed) {
        endParagraph()
        blocks.append(.item(marker, inline(numberBlanks(rest, count: &blanks), role: role)))
      } else {
        paragraph.append(String(trimmed))
      }
    }
    if let lines = code { blocks.append(.code(lines)) }
    endParagraph()
    return blocks
  }

  /// `line` with each run of two or more underscores outside code spans (a blank of a
  /// fill-in question) shown with its number, `____(1)_____`, as long as the run was: blanks
  /// are counted over the whole text from `count`, so they match the fields "Blank 1",
  /// "Blank 2". The underscores are escaped, so they are never taken for emphasis.
  static func numberBlanks(_ line: String, count: inout Int) -> String {
    let chars = Array(line)
    var out = ""
    var index = 0
    var inCode = false
    while index < chars.count {
      let char = chars[index]
      if char == "\\", !inCode, index + 1 < chars.count {
        out.append(char)
        out.append(chars[index + 1])
        index += 2
        continue
      }
      if char == "`" { inCode.toggle() }
      var end = index
      while !inCode, end < chars.count, chars[end] == "_" { end += 1 }
      guard end - index >= 2 else {
        out.append(char)
        index += 1
        continue
      }
      count += 1
      let label = "(\(count))"
      let left = max(1, (end - index - label.count) / 2)
      let right = max(1, end - index - label.count - left)
      out += String(repeating: "\\_", count: left) + label + String(repeating: "\\_", count: right)
      index = end
    }
    return out
  }

  private static func listItem(_ line: Substring) -> (String, String)? {
    if line.hasPrefix("- ") || line.hasPrefix("* ") { return ("•", String(line.dropFirst(2))) }
    let digits = line.prefix(while: \.isASCII).prefix(while: \.isNumber)
    if !digits.isEmpty, digits.count <= 3 {
      let rest = line.dropFirst(digits.count)
      if rest.hasPrefix(". ") { return ("\(digits).", String(rest.dropFirst(2))) }
    }
    return nil
  }

  /// Parses the inline markup of one paragraph; a backslash takes the next character as is.
  public static func inline(_ text: String, role: String = "text") -> [Run] {
    var runs: [Run] = []
    var current = ""
    var strong = false
    var emphasis = false
    var chars = Array(text)
    var index = 0
    func flush() {
      guard !current.isEmpty else { return }
      let style = strong ? "strong" : emphasis ? "emphasis" : role
      if let last = runs.last, last.role == style {
        runs[runs.count - 1].text += current
      } else {
        runs.append(Run(current, role: style))
      }
      current = ""
    }
    while index < chars.count {
      let char = chars[index]
      switch char {
      case "\\" where index + 1 < chars.count:
        current.append(chars[index + 1])
        index += 2
        continue
      case "`":
        if let end = chars[(index + 1)...].firstIndex(of: "`") {
          flush()
          runs.append(Run(String(chars[(index + 1)..<end]), role: "code"))
          index = end + 1
          continue
        }
      case "*" where index + 1 < chars.count && chars[index + 1] == "*":
        flush()
        strong.toggle()
        index += 2
        continue
      case "*", "_":
        // An underscore inside a word (snake_case) is text, not emphasis.
        let inWord =
          char == "_" && index > 0 && chars[index - 1].isLetter && index + 1 < chars.count
          && chars[index + 1].isLetter
        if !inWord {
          flush()
          emphasis.toggle()
          index += 1
          continue
        }
      default: break
      }
      current.append(char)
      index += 1
    }
    flush()
    chars = []
    // The text is a plugin's or a game's: what the terminal would act on is shown, escaped,
    // after the markup has taken its backslashes (so the escape's own is kept).
    return runs.map { Run(Untrusted.text($0.text), role: $0.role) }
  }

  /// Lays out marked-up text in `width` columns: paragraphs wrapped at spaces and between wide
  /// characters (S3.2), list items indented under their marker, code blocks cut hard.
  public static func layout(_ text: String, width: Int, role: String = "text") -> [StyledLine] {
    layout(blocks(text, role: role), width: width)
  }

  /// Lays out blocks; `following` says that text comes before them, so a first paragraph or
  /// code block starts after a blank line.
  public static func layout(_ blocks: [Block], width: Int, following: Bool = false) -> [StyledLine]
  {
    guard width > 0 else { return [] }
    var lines: [StyledLine] = []
    for (number, block) in blocks.enumerated() {
      let gap = number > 0 || following
      switch block {
      case .paragraph(let runs):
        if gap { lines.append(StyledLine([])) }
        lines += wrap(runs, width: width)
      case .line(let runs):
        lines += wrap(runs, width: width)
      case .item(let marker, let runs):
        let indent = TextWidth.of(marker) + 1
        let body = wrap(runs, width: max(1, width - indent))
        for (index, line) in body.enumerated() {
          let lead = index == 0 ? marker + " " : String(repeating: " ", count: indent)
          lines.append(StyledLine([Run(lead, role: "muted")] + line.runs))
        }
      case .code(let code):
        if gap { lines.append(StyledLine([])) }
        for line in code {
          for piece in hardWrap(line, width: width) {
            lines.append(StyledLine([Run(piece, role: "code")]))
          }
        }
      }
    }
    return lines
  }

  /// Greedy word wrap of styled runs; a word longer than the width is cut.
  public static func wrap(_ runs: [Run], width: Int) -> [StyledLine] {
    var lines: [StyledLine] = []
    var line: [Run] = []
    var used = 0
    var pendingSpace: Run?
    func append(_ text: String, role: String) {
      if let last = line.last, last.role == role {
        line[line.count - 1].text += text
      } else {
        line.append(Run(text, role: role))
      }
    }
    func breakLine() {
      lines.append(StyledLine(line))
      line = []
      used = 0
      pendingSpace = nil
    }
    let all = tokens(runs)
    for (index, token) in all.enumerated() {
      if token.isSpace {
        if used > 0 { pendingSpace = token.run }
        continue
      }
      let tokenWidth = TextWidth.of(token.run.text)
      let spaceWidth = pendingSpace.map { TextWidth.of($0.text) } ?? 0
      // A token glued to the next ones (closing punctuation after, opening before) moves to
      // the next line with them, so no line starts with "，" nor ends with "（".
      var unitWidth = tokenWidth
      var next = index + 1
      while next < all.count, !all[next].isSpace,
        Kinsoku.glued(all[next - 1].run.text, all[next].run.text)
      {
        unitWidth += TextWidth.of(all[next].run.text)
        next += 1
      }
      let needed = unitWidth <= width ? unitWidth : tokenWidth
      if used > 0, used + spaceWidth + needed > width { breakLine() }
      if let space = pendingSpace {
        append(space.text, role: space.role)
        used += spaceWidth
        pendingSpace = nil
      }
      if tokenWidth <= width - used {
        append(token.run.text, role: token.run.role)
        used += tokenWidth
        continue
      }
      for piece in hardWrap(token.run.text, width: width, firstWidth: width - used) {
        if used > 0, TextWidth.of(piece) > width - used { breakLine() }
        append(piece, role: token.run.role)
        used += TextWidth.of(piece)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(StyledLine(line)) }
    return lines
  }

  /// Cuts text into pieces of at most `width` columns, never splitting a wide character.
  static func hardWrap(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var used = 0
    var limit = max(1, firstWidth ?? width)
    for char in text {
      let charWidth = TextWidth.of(char)
      if used + charWidth > limit, !piece.isEmpty {
        pieces.append(piece)
        piece = ""
        used = 0
        limit = max(1, width)
      }
      piece.append(char)
      used += charWidth
    }
    if !piece.isEmpty || pieces.isEmpty { pieces.append(piece) }
    return pieces
  }

  private struct Token {
    var run: Run
    var isSpace: Bool
  }

  /// Words, single wide characters (a line may break around each) and spaces.
  private static func tokens(_ runs: [Run]) -> [Token] {
    var tokens: [Token] = []
    for run in runs {
      var word = ""
      for char in run.text {
        if char == " " || char == "\t" {
          if !word.isEmpty { tokens.append(Token(run: Run(word, role: run.role), isSpace: false)) }
          word = ""
          tokens.append(Token(run: Run(" ", role: run.role), isSpace: true))
        } else if TextWidth.of(char) == 2 {
          if !word.isEmpty { tokens.append(Token(run: Run(word, role: run.role), isSpace: false)) }
          word = ""
          tokens.append(Token(run: Run(String(char), role: run.role), isSpace: false))
        } else {
          word.append(char)
        }
      }
      if !word.isEmpty { tokens.append(Token(run: Run(word, role: run.role), isSpace: false)) }
    }
    return tokens
  }
}

/// The line-breaking rules of Chinese and Japanese text (kinsoku): punctuation that closes
/// never starts a line, and punctuation that opens never ends one.
public enum Kinsoku {
  /// Characters no line may start with.
  static let closing: Set<Character> = Set(
    "，。、；：？！）」』】〕〉》〗〙〛”’…‥・·ー々〜～％‰℃" + ",.;:?!)]}%")
  /// Characters no line may end with.
  static let opening: Set<Character> = Set("（「『【〔〈《〖〘〚“‘" + "([{")

  /// Whether a line may not break between `before` and `after` (two tokens, no space between).
  public static func glued(_ before: String, _ after: String) -> Bool {
    guard let last = before.last, let first = after.first else { return false }
    return opening.contains(last) || closing.contains(first)
  }
}
