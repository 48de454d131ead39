import Localization
import QuizCore
import Terminal
import TextCells

/// The profile choice: every profile by name, and a last row that creates one by the name
/// typed.
public enum ProfileScreen {
  /// What the screen stands at: the profiles, the row with the focus, and the name being
  /// typed for a new profile (nil when none is).
  public struct State: Sendable {
    /// The profiles to choose from.
    public var choice: ProfileChoice
    /// The row with the focus: a profile, or `choice.names.count` for "New profile".
    public var focus: Int
    /// The new profile's name as typed, while it is.
    public var editor: LineEditor?
    /// The review settings as edited, while they are.
    public var settingsEditor: LineEditor?
    /// Why the last edit of the review settings was refused.
    public var problem: String?

    /// The screen at the current profile's row.
    public init(choice: ProfileChoice) {
      self.choice = choice
      focus = choice.names.firstIndex(of: choice.current) ?? 0
    }
  }

  /// A language as the profile screen names it: each in its own words.
  static func languageName(_ language: String?) -> String {
    switch language {
    case nil: return tr("automatic (from the environment)")
    case "zh-Hans": return "简体中文"
    case "en": return "English"
    case let other?: return other
    }
  }

  /// The rows of the list on a screen of `size`.
  static func listRect(_ size: Size) -> Rect {
    let width = min(size.width - 4, 60)
    return Rect(x: (size.width - width) / 2, y: 4, width: width, height: max(1, size.height - 7))
  }

  /// Draws the list with the focus on its row, scrolled so that it shows.
  public static func render(_ state: State, context: RenderContext, size: Size) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, theme: theme)
    guard TooSmallScreen.fits(size) else { return TooSmallScreen.render(size: size, theme: theme) }
    frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.style("header"))
    frame.put(" " + tr("Choose a profile"), x: 0, y: 0, style: theme.style("header-title"))
    let list = listRect(size)
    frame.put(
      LauncherScreen.shortened(
        tr("Playing as {name}", ["name": Untrusted.line(state.choice.current)]), fitting: list.width
      ),
      x: list.x, y: 1, style: theme.style("muted"))
    frame.put(
      LauncherScreen.shortened(
        tr("Language: {name}", ["name": languageName(state.choice.language)]), fitting: list.width),
      x: list.x, y: 2, style: theme.style("muted"))
    if let editor = state.settingsEditor {
      let label = tr("Review settings:") + " "
      frame.put(
        TextWidth.prefix(label, fitting: list.width), x: list.x, y: 3, style: theme.style("accent"))
      let room = max(1, list.width - TextWidth.of(label))
      let (text, caret) = editor.window(width: room)
      let x = list.x + TextWidth.of(label)
      frame.put(text, x: x, y: 3, style: theme.style("field"))
      frame.restyle(Rect(x: x + caret, y: 3, width: editor.caretWidth, height: 1)) {
        $0.reverse = true
      }
    } else if let review = state.choice.review {
      frame.put(
        LauncherScreen.shortened(
          tr("Review: {settings}", ["settings": review.shown]), fitting: list.width),
        x: list.x, y: 3, style: theme.style("muted"))
    }
    let count = state.choice.names.count + 1
    let first = max(0, state.focus - list.height + 1)
    for row in first..<min(count, first + list.height) {
      let y = list.y + row - first
      let focused = row == state.focus
      let style = theme.style(focused ? "accent" : "text")
      // A pointer, not ✓: a check mark reads as "chosen", and the focus only points.
      let mark = focused ? theme.glyphs.next : " "
      if row < state.choice.names.count {
        let name = state.choice.names[row]
        let current =
          name == state.choice.current
          ? String(Spacing.join(name, tr("(playing)")).dropFirst(name.count)) : ""
        frame.put(
          TextWidth.prefix("\(mark) \(Untrusted.line(name))\(current)", fitting: list.width),
          x: list.x, y: y, style: style)
      } else if let editor = state.editor {
        let label = "\(mark) " + tr("New profile:") + " "
        frame.put(label, x: list.x, y: y, style: style)
        let room = max(1, list.width - TextWidth.of(label))
        let (text, caret) = editor.window(width: room)
        let x = list.x + TextWidth.of(label)
        frame.put(text, x: x, y: y, style: theme.style("field"))
        frame.restyle(Rect(x: x + caret, y: y, width: editor.caretWidth, height: 1)) {
          $0.reverse = true
        }
      } else {
        frame.put("\(mark) + " + tr("New profile"), x: list.x, y: y, style: style)
      }
      frame.add(.card(row), Rect(x: list.x, y: y, width: list.width, height: 1))
    }
    frame.scrollMarks(area: list, scroll: first, content: count, theme: theme)
    if let problem = state.problem {
      frame.put(
        TextWidth.prefix(Untrusted.line(problem), fitting: list.width), x: list.x,
        y: size.height - 2, style: theme.style("error"))
    }
    let footer =
      state.settingsEditor != nil
      ? TextWidth.prefix(
        " " + tr("TYPING · Enter save · Esc cancel", context: "footer"), fitting: size.width)
      : state.editor == nil
        ? ProfileKeys.Binding.footer(ProfileKeys.table, mode: nil, width: size.width)
        : TextWidth.prefix(
          " " + tr("TYPING · Enter create · Esc cancel", context: "footer"), fitting: size.width)
    frame.footer(footer, theme: theme)
    return frame
  }
}
