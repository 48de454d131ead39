import Localization
import QuizCore
import Terminal
import TextCells

/// What the question screen remembers between frames that the session does not: focus, scroll,
/// text being typed, animations.
public struct QuestionUI: Sendable {
  /// The focused target (Tab order), if any.
  public var focus: Target?
  /// The first body row shown.
  public var scroll = 0
  /// Whether the next frame scrolls the focused widget into view: set when focus moves or the
  /// player types, so that the answer being changed is never below the fold (issue 32), while
  /// scrolling away with PageDown or the wheel stays where it was put.
  public var revealFocus = false
  /// Whether the next frame scrolls the analysis panel into view: set as it is shown.
  public var revealAnalysis = false
  /// Text typed into fields and not yet sent to the question type, with its caret.
  public var edits: [Target: LineEditor] = [:]
  /// Whether the next key is a command though tiles take printable keys (Esc was pressed).
  public var commandNext = false
  /// Whether the help overlay is open, and its first line shown.
  public var helpOpen = false
  public var helpScroll = 0
  /// The question whose first focus was placed (focus shows from the first frame).
  public var focusPlaced: Int?
  /// A sequence item picked up to move.
  public var held: Target?
  /// When each popup appeared, for its grow-and-fade animation (S4.2).
  public var popupShown: [PopupID: Double] = [:]
  /// Popups that closed and still fade out with their cover (S4.2), oldest first.
  public var closing: [ClosingPopup] = []
  /// The big picture (S0.11), while it is open or closing.
  public var bigPicture: BigPicture?
  /// Whether this is a review session: `u` takes back its last answer.
  public var review = false

  /// Nothing focused, nothing typed, nothing open.
  public init() {}

  /// The editor of a field: the one being typed, else `value` with the caret at its end.
  func editor(_ target: Target, value: String, multiline: Bool) -> LineEditor {
    edits[target] ?? LineEditor(value, multiline: multiline)
  }
}

/// A popup fading out: what it showed, and when it closed.
public struct ClosingPopup: Hashable, Sendable {
  /// The popup as it was shown.
  public var popup: Popup
  /// When it closed, on the front's clock.
  public var closedAt: Double
}

/// The big picture: opened at a time, maybe closing since a later one (S0.11).
public struct BigPicture: Hashable, Sendable {
  /// The picture file.
  public var source: String
  /// When it started growing.
  public var openedAt: Double
  /// When it started shrinking back, if it is.
  public var closingAt: Double?
  /// Seconds the grow and the shrink take.
  public static let duration = 0.5

  /// How far open it is at `now`, 0...1.
  public func progress(at now: Double) -> Double {
    let opened = min(1, max(0, (now - openedAt) / BigPicture.duration))
    guard let closingAt else { return opened }
    return max(0, opened - min(1, max(0, (now - closingAt) / BigPicture.duration)))
  }

  /// Whether it is fully closed (and can be dropped).
  public func isClosed(at now: Double) -> Bool { closingAt != nil && progress(at: now) <= 0 }
}

/// Lays out and draws the question screen: header, the type's widgets in a scrolling body,
/// the buttons, the footer of keys, then popups and the big picture on top.
public enum QuestionScreen {
  /// The rows of the scrolling body for `view` on a screen of `size`: between the header and
  /// the buttons, which take as many rows as they wrap to.
  public static func bodyRect(_ size: Size, _ view: SessionView, theme: Theme) -> Rect {
    let rows = buttonLayout(view, theme: theme, size: size).rows
    return Rect(x: 0, y: 2, width: size.width, height: max(1, size.height - 3 - rows))
  }

  /// Draws the widgets in the first layout whose height fits the body: as they are, then the
  /// picture smaller, then tiles in one row each (and the picture shrunk again if need be), so
  /// that a picture never pushes the answer below the fold (issue 32). Returns the end row.
  static func fitted(
    _ view: SessionView, drawer: WidgetDrawer, body: Rect, into frame: inout Frame
  ) -> Int {
    var drawer = drawer
    // Drawn straight into the frame (a copy of the whole screen per frame is a large part of
    // its cost); a layout that does not fit is wiped from the body and drawn again.
    let start = frame.marks
    var end = drawer.draw(view.widgets, into: &frame, from: 0)
    let hasTiles = view.widgets.contains { if case .tiles = $0 { true } else { false } }
    let steps: [(compact: Bool, shrink: Bool)] = [(false, true), (true, false), (true, true)]
    for step in steps where end > body.height {
      if step.shrink && !hasPicture(view) || step.compact && !hasTiles { continue }
      drawer.compactTiles = step.compact
      drawer.pictureRows =
        step.shrink
        ? max(WidgetDrawer.smallestPictureRows, drawer.pictureRows - (end - body.height))
        : WidgetDrawer.fullPictureRows
      frame.marks = start
      frame.buffer.fill(body, with: " ", style: drawer.theme.style("background"))
      end = drawer.draw(view.widgets, into: &frame, from: 0)
    }
    return end
  }

  /// The frame for `view` on a screen of `size`; `contentHeight` gets the body's full height.
  /// A timed session's `countdown` shows in the header.
  public static func render(
    _ view: SessionView, ui: QuestionUI, context: RenderContext, size: Size,
    contentHeight: inout Int, countdown: Countdown? = nil
  ) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, theme: theme)
    guard TooSmallScreen.fits(size) else { return TooSmallScreen.render(size: size, theme: theme) }
    let titleShown = header(view, countdown: countdown, into: &frame, theme: theme)
    let body = bodyRect(size, view, theme: theme)
    let columnWidth = min(body.width - 4, 96)
    let left = (body.width - columnWidth) / 2
    frame.clip = body
    frame.shift = body.y - ui.scroll
    var drawer = WidgetDrawer(
      context: context, ui: ui, left: left, width: columnWidth, number: view.position + 1)
    drawer.readOnly = view.answerLocked
    drawer.answerSummary = view.answerSummary
    // The header shows the question's title: the type's own title line would repeat it.
    drawer.headerTitle = titleShown ? view.title : nil
    var end = 0
    if let failure = view.failureError.map(\.translated) ?? view.failure {
      let lines = Markup.wrap(
        [Run(tr("This question cannot be played: {problem}", ["problem": failure]), role: "wrong")],
        width: columnWidth)
      frame.draw(lines, at: Point(x: left, y: 0), theme: theme)
      end = lines.count + 1
    } else {
      end = fitted(view, drawer: drawer, body: body, into: &frame)
    }
    if let message = view.hintMessage, !message.isEmpty {
      let lines = Markup.wrap(
        [Run(tr("Hint: {text}", ["text": message]), role: "muted")], width: columnWidth)
      frame.draw(lines, at: Point(x: left, y: end), theme: theme)
      end += lines.count + 1
    }
    contentHeight = end
    frame.clip = frame.bounds
    frame.shift = 0
    frame.scrollMarks(area: body, scroll: ui.scroll, content: end, theme: theme)
    buttons(view, into: &frame, theme: theme, size: size)
    if view.popups.contains(where: { !PopupLayer.isToast($0) }) {
      frame.footer(PopupKeys.footer(width: size.width), theme: theme)
    } else {
      frame.footer(
        QuestionKeys.footer(view: view, ui: ui, width: size.width),
        theme: theme)
    }
    if let focus = ui.focus, let rect = frame.rect(of: focus), ui.bigPicture == nil {
      let focusStyle = theme.style("focus")
      frame.restyle(rect) { style in
        if focusStyle.reverse { style.reverse.toggle() }
        if focusStyle.background != .standard { style.background = focusStyle.background }
        if focusStyle.foreground != .standard { style.foreground = focusStyle.foreground }
        if focusStyle.bold { style.bold = true }
        if focusStyle.underline { style.underline = true }
      }
    }
    PopupLayer.drawClosing(
      ui.closing, cover: !view.popups.contains { !PopupLayer.isToast($0) }, context: context,
      into: &frame)
    PopupLayer.draw(view.popups, ui: ui, context: context, into: &frame)
    if let big = ui.bigPicture {
      BigPictureLayer.draw(big, context: context, into: &frame)
    }
    return frame
  }

  /// The picture of the view, if it has one (the Big picture button needs it).
  public static func pictureSource(_ view: SessionView) -> String? {
    for case .picture(let picture) in view.widgets { return picture.source }
    return nil
  }

  static func hasPicture(_ view: SessionView) -> Bool { pictureSource(view) != nil }

  /// Draws the header; returns whether the title shows whole.
  @discardableResult
  private static func header(
    _ view: SessionView, countdown: Countdown?, into frame: inout Frame, theme: Theme
  ) -> Bool {
    let width = frame.buffer.size.width
    frame.fill(Rect(x: 0, y: 0, width: width, height: 1), style: theme.style("header"))
    // A mock exam shows no score until it ends.
    var right =
      view.revealsAtEnd
      ? "\(view.counter) " : "\(view.counter)   " + tr("Score {score}", ["score": view.score]) + " "
    if let countdown { right = "\(countdown.text)   " + right }
    let rightWidth = TextWidth.of(right)
    let room = max(0, width - rightWidth - 1)
    let title = LauncherScreen.shortened(" " + view.title, fitting: room)
    frame.put(title, x: 0, y: 0, style: theme.style("header-title"))
    frame.put(right, x: width - rightWidth, y: 0, style: theme.style("header"))
    let rule = String(repeating: theme.border.horizontal, count: width)
    frame.put(rule, x: 0, y: 1, style: theme.style("muted"))
    return TextWidth.of(" " + view.title) <= room
  }

  /// The labels of the buttons in display order, with whether each can be pressed.
  static func buttonList(_ view: SessionView, glyphs: Glyphs) -> [(Control, String, Bool)] {
    var list: [(Control, String, Bool)] = [
      (.previous, glyphs.previous + " " + tr("Previous", context: "button"), view.buttons.previous),
      (.next, tr("Next", context: "button") + " " + glyphs.next, view.buttons.next),
    ]
    // A question whose type or rules give no hint has no Hint button at all.
    if let cost = view.hintCost {
      let label =
        cost > 0
        ? tr("Hint {cost}", context: "button", ["cost": glyphs.minus + String(cost)])
        : tr("Hint", context: "button")
      list.append((.hint, label, view.buttons.hint))
    }
    // A mock exam's check hands the answer in.
    let check =
      view.revealsAtEnd ? tr("Hand in", context: "button") : tr("Check", context: "button")
    list.append((.check, check, view.buttons.check))
    list.append(
      (
        .analysis,
        view.analysis == nil
          ? tr("Analysis", context: "button") : tr("Hide analysis", context: "button"),
        view.buttons.analysis
      ))
    if hasPicture(view) { list.append((.picture, tr("Big picture", context: "button"), true)) }
    list.append((.finish, tr("Finish", context: "button"), view.buttons.finish))
    return list
  }

  /// Where each button goes: tall boxes in one centred row when they fit, else one-row buttons
  /// wrapped over as many rows as they need, ending just above the footer.
  static func buttonLayout(_ view: SessionView, theme: Theme, size: Size)
    -> (rows: Int, tall: Bool, places: [(Control, String, Bool, Point)])
  {
    let list = buttonList(view, glyphs: theme.glyphs)
    let widths = list.map { Frame.buttonWidth($0.1) }
    let total = widths.reduce(0, +) + list.count - 1
    if total <= size.width {
      var x = (size.width - total) / 2
      let places = list.enumerated().map { index, item in
        defer { x += widths[index] + 1 }
        return (item.0, item.1, item.2, Point(x: x, y: size.height - 4))
      }
      return (3, true, places)
    }
    var x = 1
    var row = 0
    var places: [(Control, String, Bool, Point)] = []
    for (index, (control, label, enabled)) in list.enumerated() {
      if x > 1, x + widths[index] > size.width {
        x = 1
        row += 1
      }
      places.append((control, label, enabled, Point(x: x, y: row)))
      x += widths[index] + 1
    }
    let rows = row + 1
    let top = size.height - 1 - rows
    return (rows, false, places.map { ($0.0, $0.1, $0.2, Point(x: $0.3.x, y: top + $0.3.y)) })
  }

  private static func buttons(
    _ view: SessionView, into frame: inout Frame, theme: Theme, size: Size
  ) {
    let layout = buttonLayout(view, theme: theme, size: size)
    for (control, label, enabled, origin) in layout.places {
      let style = theme.style(enabled ? "button" : "button-disabled")
      let rect = frame.button(label, at: origin, style: style, theme: theme, tall: layout.tall)
      if enabled { frame.add(.control(control), rect) }
    }
  }
}
