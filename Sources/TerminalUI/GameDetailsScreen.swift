import Localization
import QuizCore
import Terminal

/// The buttons of a game's details.
public enum DetailsButton: String, Hashable, Sendable {
  case play, back
}

/// A game's details, opened from its card (`i`, or a right click): what it is, its
/// languages, its questions, when it was last played, and where its questions come from
/// (its attribution, which CC BY-SA content must carry), scrolling when long; the game can
/// be started from here.
public enum GameDetailsScreen {
  /// The rows the text takes on a screen of `size` (the buttons and footer below it).
  static func listRect(_ size: Size) -> Rect {
    let width = min(size.width - 4, 72)
    return Rect(x: (size.width - width) / 2, y: 2, width: width, height: max(1, size.height - 6))
  }

  /// The details of `card` as styled lines `width` columns wide; every text of the game is
  /// untrusted and made printable here.
  static func lines(_ card: GameCard, width: Int) -> [StyledLine] {
    let width = max(1, width)
    func wrapped(_ runs: [Run]) -> [StyledLine] { Markup.wrap(runs, width: width) }
    var lines = wrapped([Run(Untrusted.line(card.title), role: "title")])
    if !card.summary.isEmpty { lines += wrapped([Run(Untrusted.line(card.summary))]) }
    lines.append(StyledLine([]))
    if case .broken(let reason) = card.state {
      lines += wrapped([
        Run(tr("Cannot be played: {reason}", ["reason": Untrusted.line(reason)]), role: "wrong")
      ])
    }
    if let languages = LanguageNames.list(card.languages) {
      lines += wrapped([Run(tr("Languages: {names}", ["names": languages]))])
    }
    if let count = card.questionCount {
      var questions = tr("Questions: {count}", ["count": count])
      if let draw = card.perSession, draw < count {
        questions = tr("Questions: {count}, {n} in each game", ["count": count, "n": draw])
      }
      lines += wrapped([Run(questions)])
    }
    if let group = card.group {
      lines += wrapped([Run(tr("Group: {name}", ["name": LauncherFilter.groupName(group)]))])
    }
    if let origin = card.origin {
      lines += wrapped([Run(tr("From the mod {name}", ["name": Untrusted.line(origin)]))])
    }
    lines += wrapped([Run(card.lastPlayed ?? tr("not played yet"), role: "muted")])
    lines.append(StyledLine([]))
    lines += wrapped([Run(tr("Sources and licences"), role: "strong")])
    lines += wrapped([
      Run(
        card.attribution.map { Untrusted.line($0) }
          ?? tr("The game does not say where its questions come from."))
    ])
    if let file = card.sourcesFile {
      lines += wrapped([
        Run(tr("In full: {file}", ["file": Untrusted.line(file)]), role: "muted")
      ])
    }
    return lines
  }

  /// How far the text can scroll on a screen of `size`.
  static func scrollLimit(_ card: GameCard, size: Size) -> Int {
    let list = listRect(size)
    return max(0, lines(card, width: list.width - 1).count - list.height)
  }

  /// The buttons under the text: play (or what the card's button does) and back.
  static func buttons(_ card: GameCard) -> [(DetailsButton, String)] {
    [(.play, card.buttonLabel), (.back, tr("Back", context: "button"))]
  }

  /// Draws the details of `card` scrolled by `scroll` rows.
  public static func render(
    _ card: GameCard, scroll: Int, context: RenderContext, size: Size
  ) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, theme: theme)
    guard TooSmallScreen.fits(size) else { return TooSmallScreen.render(size: size, theme: theme) }
    frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.style("header"))
    let title = " " + tr("About {title}", ["title": Untrusted.line(card.title)])
    frame.put(
      LauncherScreen.shortened(title, fitting: size.width), x: 0, y: 0,
      style: theme.style("header-title"))
    let list = listRect(size)
    frame.drawScrolled(lines(card, width: list.width - 1), in: list, scroll: scroll, theme: theme)
    let buttons = Self.buttons(card)
    let total = buttons.map { Frame.buttonWidth($0.1) }.reduce(0, +) + 2 * (buttons.count - 1)
    var x = max(0, (size.width - total) / 2)
    let playable: Bool
    if case .broken = card.state { playable = false } else { playable = true }
    for (button, label) in buttons {
      let enabled = button == .back || playable
      let style = enabled ? (button == .play ? "accent" : "button") : "button-disabled"
      let rect = frame.button(
        label, at: Point(x: x, y: size.height - 3), style: theme.style(style), theme: theme,
        tall: false)
      if enabled { frame.add(.details(button), rect) }
      x += rect.width + 2
    }
    frame.footer(
      DetailsKeys.Binding.footer(DetailsKeys.table, mode: nil, width: size.width), theme: theme)
    return frame
  }
}
