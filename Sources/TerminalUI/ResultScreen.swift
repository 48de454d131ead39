import QuizCore
import Terminal

/// The end of a game: the score, each question's verdict, and a way to retry the wrong ones.
public enum ResultScreen {
  /// The buttons, in order, with whether each can be pressed.
  static func buttons(_ result: SessionResult) -> [(ResultButton, String, Bool)] {
    let wrong = wrongPositions(result).count
    return [
      (.retryWrong, "Retry \(wrong) wrong", wrong > 0),
      (.again, "Play again", true),
      (.menu, "Back to games", true),
    ]
  }

  /// The questions to play again: not right (wrong, partial, unanswered).
  public static func wrongPositions(_ result: SessionResult) -> [Int] {
    result.questions.filter { $0.outcome != .right && $0.outcome != .failed }.map(\.position)
  }

  /// Draws the result with the list scrolled by `scroll` rows and `focus` on a button.
  public static func render(
    _ result: SessionResult, title: String, scroll: Int, focus: ResultButton?,
    context: RenderContext, size: Size
  ) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, background: theme.style("background"))
    guard size.width >= 32, size.height >= 12 else {
      return TooSmallScreen.render(size: size, theme: theme, minimum: Size(width: 32, height: 12))
    }
    frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.style("header"))
    frame.put(
      TextWidth.prefix(" \(title): result", fitting: size.width), x: 0, y: 0,
      style: theme.style("header-title"))
    let right = result.questions.filter { $0.outcome == .right }.count
    let summary =
      (result.abandoned ? "Left early. " : "") + "Score \(result.score) · \(right) of "
      + "\(result.questions.count) right · \(result.hintsUsed) hint\(result.hintsUsed == 1 ? "" : "s")"
    let width = min(size.width - 4, 90)
    let left = (size.width - width) / 2
    frame.put(TextWidth.prefix(summary, fitting: width), x: left, y: 2, style: theme.style("title"))
    let list = Rect(x: left, y: 4, width: width, height: max(1, size.height - 9))
    frame.clip = list
    frame.shift = list.y - scroll
    for (row, question) in result.questions.enumerated() {
      let (mark, role) = verdictMark(question.outcome)
      var line = "\(question.position + 1). \(mark) \(question.id)"
      if let answer = question.answer, !answer.isEmpty { line += " — \(answer)" }
      if question.hints > 0 { line += " (\(question.hints) hint\(question.hints == 1 ? "" : "s"))" }
      frame.put(TextWidth.prefix(line, fitting: width), x: left, y: row, style: theme.style(role))
    }
    frame.clip = frame.bounds
    frame.shift = 0
    var x = left
    for (button, label, enabled) in buttons(result) {
      var style = theme.style(enabled ? "button" : "button-disabled")
      if focus == button { style = theme.style("accent") }
      let rect = frame.button(
        label, at: Point(x: x, y: size.height - 4), style: style, theme: theme, tall: true)
      if enabled { frame.add(.result(button), rect) }
      x = rect.maxX + 1
    }
    let footer = ResultKeys.Binding.footer(ResultKeys.table, mode: nil, width: size.width)
    frame.footer(footer, theme: theme)
    return frame
  }

  static func verdictMark(_ outcome: QuestionOutcome) -> (String, String) {
    switch outcome {
    case .right: return ("✓ right", "right")
    case .partial: return ("◐ partly right", "partial")
    case .wrong: return ("✗ wrong", "wrong")
    case .unanswered: return ("· unanswered", "muted")
    case .failed: return ("! failed", "wrong")
    }
  }
}
