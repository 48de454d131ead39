import Localization
import QuizCore
import Terminal
import TextCells

/// The end of a game: the score, each question's verdict, and a way to retry the missed ones.
public enum ResultScreen {
  /// The buttons, in order, with whether each can be pressed.
  static func buttons(_ result: SessionResult) -> [(ResultButton, String, Bool)] {
    let wrong = wrongPositions(result).count
    return [
      // "missed", not "wrong": the count takes in partial and unanswered questions too.
      (.retryWrong, tr("Retry {count} missed", context: "button", ["count": wrong]), wrong > 0),
      (.again, tr("Play again", context: "button"), true),
      (.menu, tr("Back to games", context: "button"), true),
    ]
  }

  /// The questions to play again: not right (wrong, partial, unanswered); never one that
  /// failed or that no one grades.
  public static func wrongPositions(_ result: SessionResult) -> [Int] {
    result.questions.filter { ![.right, .failed, .ungraded].contains($0.outcome) }.map(\.position)
  }

  /// The rows of the list of questions: the list area for a screen of `size`.
  static func listRect(_ size: Size) -> Rect {
    let width = min(size.width - 4, 90)
    return Rect(x: (size.width - width) / 2, y: 4, width: width, height: max(1, size.height - 9))
  }

  /// The list as styled lines: for each question its verdict, its text through the markup
  /// renderer (two lines at most), the answer's summary, the way the question screen shows
  /// them (never ids or raw markup), and its analysis when given (a mock exam's, by position).
  static func lines(
    _ result: SessionResult, session: Session, width: Int, glyphs: Glyphs,
    analyses: [Int: String] = [:]
  ) -> [StyledLine] {
    var lines: [StyledLine] = []
    let indent = "   "
    let inner = max(1, width - indent.count)
    for question in result.questions {
      let (mark, role) = verdictMark(question.outcome, glyphs: glyphs)
      var head = [Run("\(question.position + 1). ", role: "strong"), Run(mark, role: role)]
      if question.hints > 0 {
        head.append(
          Run(
            // After the verdict, with a space in English and none before "（".
            String(
              Spacing.join(mark, trn("({n} hint)", "({n} hints)", count: question.hints))
                .dropFirst(mark.count)), role: "muted"))
      }
      lines.append(StyledLine(head))
      let fields = session.question(at: question.position)
      let text = fields["text"].stringValue ?? fields["title"].stringValue ?? question.id
      var body = Markup.layout(text, width: inner)
      if body.count > 2 {
        body = Array(body.prefix(2))
        body[1].runs.append(Run(glyphs.ellipsis, role: "muted"))
      }
      lines += body.map { StyledLine([Run(indent)] + $0.runs) }
      if let answer = question.answer, !answer.isEmpty {
        lines += Markup.wrap(yourAnswer(answer), width: inner).map {
          StyledLine([Run(indent)] + $0.runs)
        }
      }
      if let analysis = analyses[question.position] {
        let layout = Markup.layout(analysis, width: inner, role: "muted")
        lines += layout.map { StyledLine([Run(indent)] + $0.runs) }
      }
    }
    return lines
  }

  /// "Your answer: …" before the player's answer in words (a type's summary), here and in the
  /// analysis beside the right answer.
  static func yourAnswer(_ answer: String) -> [Run] {
    // A choice's text keeps its markup, but an underscore is the answer's own: an empty
    // slot reads `_` (`__g__`) and typed text is snake_case, never emphasis.
    let literal = answer.replacingOccurrences(of: "_", with: "\\_")
    return [Run(tr("Your answer:") + Spacing.after(tr("Your answer:")), role: "muted")]
      + Markup.inline(literal)
  }

  /// How many rows the list takes on a screen of `size`, and how far it can scroll.
  static func scrollLimit(
    _ result: SessionResult, session: Session, size: Size, theme: Theme,
    analyses: [Int: String] = [:]
  ) -> Int {
    let list = listRect(size)
    let count = lines(
      result, session: session, width: list.width, glyphs: theme.glyphs, analyses: analyses
    ).count
    return max(0, count - list.height)
  }

  /// Draws the result with the list scrolled by `scroll` rows and `focus` on a button.
  public static func render(
    _ result: SessionResult, session: Session, title: String, scroll: Int,
    focus: ResultButton?, context: RenderContext, size: Size, analyses: [Int: String] = [:]
  ) -> Frame {
    let theme = context.theme
    let glyphs = theme.glyphs
    var frame = Frame(size: size, theme: theme)
    guard TooSmallScreen.fits(size) else { return TooSmallScreen.render(size: size, theme: theme) }
    frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.style("header"))
    frame.put(
      LauncherScreen.shortened(" " + tr("{title}: result", ["title": title]), fitting: size.width),
      x: 0,
      y: 0,
      style: theme.style("header-title"))
    let right = result.questions.filter { $0.outcome == .right }.count
    let dot = " \(glyphs.separator) "
    let summary =
      (result.abandoned ? tr("Left early.") + " " : "")
      + tr("Score {score}", ["score": result.score])
      + dot
      + tr(
        "{right} of {total} right",
        // A card no one grades is no question to get right.
        ["right": right, "total": result.questions.filter { $0.outcome != .ungraded }.count])
      + dot + trn("{n} hint", "{n} hints", count: result.hintsUsed)
    let list = listRect(size)
    frame.put(
      TextWidth.prefix(summary, fitting: list.width), x: list.x, y: 2,
      style: theme.style("title"))
    let rows = lines(
      result, session: session, width: list.width - 1, glyphs: glyphs, analyses: analyses)
    frame.drawScrolled(rows, in: list, scroll: scroll, theme: theme)
    // Boxed buttons in a row when they fit, else one-row buttons wrapped over three rows.
    let all = buttons(result)
    let total = all.map { Frame.buttonWidth($0.1) + 1 }.reduce(0, +) - 1
    let tall = list.x + total <= size.width
    var origin = Point(x: list.x, y: size.height - 4)
    for (button, label, enabled) in all {
      var style = theme.style(enabled ? "button" : "button-disabled")
      if focus == button { style = theme.style("accent") }
      if !tall, origin.x > list.x, origin.x + Frame.buttonWidth(label) > size.width {
        origin = Point(x: list.x, y: origin.y + 1)
      }
      let rect = frame.button(label, at: origin, style: style, theme: theme, tall: tall)
      if enabled { frame.add(.result(button), rect) }
      origin.x = rect.maxX + 1
    }
    let footer = ResultKeys.Binding.footer(ResultKeys.table, mode: nil, width: size.width)
    frame.footer(footer, theme: theme)
    return frame
  }

  static func verdictMark(_ outcome: QuestionOutcome, glyphs: Glyphs) -> (String, String) {
    switch outcome {
    case .right: return (glyphs.right + " " + tr("right", context: "verdict"), "right")
    case .partial: return (glyphs.partial + " " + tr("partly right", context: "verdict"), "partial")
    case .wrong: return (glyphs.wrong + " " + tr("wrong", context: "verdict"), "wrong")
    case .unanswered:
      return (glyphs.unanswered + " " + tr("unanswered", context: "verdict"), "muted")
    case .failed: return ("! " + tr("failed", context: "verdict"), "wrong")
    case .ungraded: return (glyphs.unanswered + " " + tr("not graded", context: "verdict"), "muted")
    }
  }
}
