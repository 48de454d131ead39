import Localization
import QuizCore
import Review
import Terminal
import TextCells

/// One question as the launcher's browser lists it, in the interface language.
public struct BrowseRow: Sendable, Equatable {
  /// Its game and id.
  public var key: QuestionKey
  /// Its text (untrusted: drawn through `Untrusted`).
  public var text: String
  /// Its state, named ("review", "suspended"…).
  public var state: String
  /// When it is due, or "—".
  public var due: String
  /// Its lapses.
  public var lapses: Int

  /// A row with every field given.
  public init(key: QuestionKey, text: String, state: String, due: String, lapses: Int) {
    self.key = key
    self.text = text
    self.state = state
    self.due = due
    self.lapses = lapses
  }
}

/// What the browser does to a question, by key.
public enum BrowseCommandKind: String, Sendable, CaseIterable {
  case toggleSuspend, bury, reset
}

/// What the launcher's question browser asks of the host; a host without saved progress has
/// no browser.
public protocol BrowseHost: AnyObject {
  /// Every question of every game whose text or id holds `search` (folded as `SearchText`
  /// folds), with the profile's review state; nil when no progress is kept.
  func browse(search: String) -> [BrowseRow]?
  /// Does `command` to the question `key`; what to tell the player.
  func browseCommand(_ command: BrowseCommandKind, key: QuestionKey) -> String
  /// The question's review history, one line per event, oldest first.
  func browseHistory(key: QuestionKey) -> [String]
}

/// The question browser: a search line, the questions found, and the history of the one
/// with the focus.
public enum BrowseScreen {
  /// What the screen stands at.
  public struct State: Sendable {
    /// The questions found for `search`.
    public var rows: [BrowseRow]
    /// The search as typed.
    public var search = LineEditor()
    /// Whether the search line takes the keys typed.
    public var typing = false
    /// The row with the focus.
    public var focus = 0
    /// The history of the focused question, while it is shown.
    public var history: [String]?
    /// What the last action did.
    public var message: String?

    /// The screen with `rows` found for an empty search.
    public init(rows: [BrowseRow]) { self.rows = rows }
  }

  /// The list's rows on a screen of `size` (the history, when shown, takes the lower part).
  static func listRect(_ size: Size, history: Bool) -> Rect {
    let height = max(1, size.height - 5)
    return Rect(x: 1, y: 3, width: size.width - 2, height: history ? max(1, height / 2) : height)
  }

  /// Draws the search line, the list with the focus on its row, and the history when shown.
  public static func render(_ state: State, context: RenderContext, size: Size) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, theme: theme)
    guard TooSmallScreen.fits(size) else { return TooSmallScreen.render(size: size, theme: theme) }
    frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.style("header"))
    frame.put(
      " " + tr("Browse questions") + " · " + tr("{count} found", ["count": state.rows.count]),
      x: 0, y: 0, style: theme.style("header-title"))
    let label = tr("Search:") + " "
    frame.put(label, x: 1, y: 1, style: theme.style(state.typing ? "accent" : "muted"))
    let room = max(1, size.width - 2 - TextWidth.of(label))
    let (text, caret) = state.search.window(width: room)
    let x = 1 + TextWidth.of(label)
    frame.put(text, x: x, y: 1, style: theme.style("field"))
    if state.typing {
      frame.restyle(Rect(x: x + caret, y: 1, width: state.search.caretWidth, height: 1)) {
        $0.reverse = true
      }
    }
    let list = listRect(size, history: state.history != nil)
    if state.rows.isEmpty {
      frame.put(tr("No question matches."), x: list.x, y: list.y, style: theme.style("muted"))
    }
    let first = max(0, state.focus - list.height + 1)
    for row in first..<min(state.rows.count, first + list.height) {
      let item = state.rows[row]
      let y = list.y + row - first
      let focused = row == state.focus
      let mark = focused ? theme.glyphs.next : " "
      let line =
        "\(mark) \(item.state) · \(item.due) · "
        + tr("lapses {n}", ["n": item.lapses]) + " · "
        + Untrusted.line("\(item.key.gameID)/\(item.key.questionID): \(item.text)")
      frame.put(
        TextWidth.shortened(line, fitting: list.width), x: list.x, y: y,
        style: theme.style(focused ? "accent" : "text"))
      frame.add(.card(row), Rect(x: list.x, y: y, width: list.width, height: 1))
    }
    frame.scrollMarks(area: list, scroll: first, content: state.rows.count, theme: theme)
    if let history = state.history {
      let top = list.y + list.height + 1
      frame.put(tr("History"), x: 1, y: top - 1, style: theme.style("accent"))
      let lines = history.isEmpty ? [tr("Never reviewed.")] : history
      for (index, line) in lines.suffix(max(1, size.height - 2 - top)).enumerated() {
        frame.put(
          TextWidth.shortened(Untrusted.line(line), fitting: size.width - 2), x: 1, y: top + index,
          style: theme.style("text"))
      }
    }
    if let message = state.message {
      frame.put(
        TextWidth.shortened(Untrusted.line(message), fitting: size.width - 2), x: 1,
        y: size.height - 2, style: theme.style("muted"))
    }
    let footer =
      state.typing
      ? TextWidth.prefix(
        " " + tr("TYPING · Enter search · Esc clear", context: "footer"), fitting: size.width)
      : BrowseKeys.Binding.footer(BrowseKeys.table, mode: nil, width: size.width)
    frame.footer(footer, theme: theme)
    return frame
  }
}

/// What a key does in the question browser.
enum BrowseAction: Hashable, Sendable {
  case up, down, pageDown, pageUp, search, history, suspend, bury, reset, back, help
}

/// The keys of the question browser (while the search is typed, the keys edit it).
enum BrowseKeys {
  typealias Binding = KeyBinding<BrowseAction>

  static var table: [Binding] {
    [
      Binding(
        chords: [chord(.up), chord("k")], label: "↑/↓, j/k", help: tr("choose a question"),
        footer: (tr("↑/↓ choose", context: "footer"), 30), action: .up),
      Binding(chords: [chord(.down), chord("j")], label: "", help: "", action: .down),
      Binding(
        chords: [chord(.pageDown)], label: tr("PgDn, PgUp", context: "keys"),
        help: tr("a page down or up"), action: .pageDown),
      Binding(chords: [chord(.pageUp)], label: "", help: "", action: .pageUp),
      Binding(
        chords: [chord("/")], label: "/",
        help: tr("search the text and ids of every question (Enter keeps it, Esc clears it)"),
        footer: (tr("/ search", context: "footer"), 85), action: .search),
      Binding(
        chords: [chord(.enter), chord(" ")], label: tr("Enter, Space", context: "keys"),
        help: tr("show or hide the review history of the question"),
        footer: (tr("Enter history", context: "footer"), 75), action: .history),
      Binding(
        chords: [chord("s")], label: "s",
        help: tr("suspend the question (no review session takes it), or unsuspend it"),
        footer: (tr("s suspend", context: "footer"), 65), action: .suspend),
      Binding(
        chords: [chord("b")], label: "b", help: tr("bury the question until tomorrow"),
        footer: (tr("b bury", context: "footer"), 60), action: .bury),
      Binding(
        chords: [chord("R")], label: "R",
        help: tr("reset the question to new (its history is kept, marked as before the reset)"),
        footer: (tr("R reset", context: "footer"), 55), action: .reset),
      Binding(
        chords: [chord("q"), chord(.escape)], label: tr("q, Esc", context: "keys"),
        help: tr("back to the games"),
        footer: (tr("q back", context: "footer"), 80), action: .back),
      helpBinding(.help),
    ]
  }

  /// The help of the browser: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      (tr("click", context: "keys"), tr("a row: choose it")),
      (tr("Ctrl-C", context: "keys"), tr("quit")),
    ]
  }
}
