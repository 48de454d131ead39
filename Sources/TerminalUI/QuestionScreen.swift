import QuizCore
import Terminal

/// What the question screen remembers between frames that the session does not: focus, scroll,
/// text being typed, animations.
public struct QuestionUI: Sendable {
  /// The focused target (Tab order), if any.
  public var focus: Target?
  /// The first body row shown.
  public var scroll = 0
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
  /// The big picture (S0.11), while it is open or closing.
  public var bigPicture: BigPicture?

  /// Nothing focused, nothing typed, nothing open.
  public init() {}

  /// The editor of a field: the one being typed, else `value` with the caret at its end.
  func editor(_ target: Target, value: String, multiline: Bool) -> LineEditor {
    edits[target] ?? LineEditor(value, multiline: multiline)
  }
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
  /// The smallest terminal the question screen is drawn in.
  public static let minimum = Size(width: 32, height: 14)

  /// The rows of the scrolling body for a screen of `size`.
  public static func bodyRect(_ size: Size) -> Rect {
    Rect(x: 0, y: 2, width: size.width, height: max(1, size.height - 6))
  }

  /// The frame for `view` on a screen of `size`; `contentHeight` gets the body's full height.
  public static func render(
    _ view: SessionView, ui: QuestionUI, context: RenderContext, size: Size,
    contentHeight: inout Int
  ) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, background: theme.style("background"))
    guard size.width >= minimum.width, size.height >= minimum.height else {
      return TooSmallScreen.render(size: size, theme: theme, minimum: minimum)
    }
    header(view, into: &frame, theme: theme)
    let body = bodyRect(size)
    let columnWidth = min(body.width - 4, 96)
    let left = (body.width - columnWidth) / 2
    frame.clip = body
    frame.shift = body.y - ui.scroll
    let drawer = WidgetDrawer(
      context: context, ui: ui, left: left, width: columnWidth, number: view.position + 1)
    var end = 0
    if let failure = view.failure {
      let lines = Markup.wrap(
        [Run("This question cannot be played: \(failure)", role: "wrong")], width: columnWidth)
      frame.draw(lines, at: Point(x: left, y: 0), theme: theme)
      end = lines.count + 1
    } else {
      end = drawer.draw(view.widgets, into: &frame, from: 0)
    }
    if let message = view.hintMessage, !message.isEmpty {
      let lines = Markup.wrap([Run("Hint: \(message)", role: "muted")], width: columnWidth)
      frame.draw(lines, at: Point(x: left, y: end), theme: theme)
      end += lines.count + 1
    }
    contentHeight = end
    frame.clip = frame.bounds
    frame.shift = 0
    scrollMarks(body: body, scroll: ui.scroll, content: end, into: &frame, theme: theme)
    buttons(view, into: &frame, theme: theme, size: size)
    frame.footer(
      QuestionKeys.footer(
        view: view, mode: QuestionKeys.mode(view: view, ui: ui), width: size.width),
      theme: theme)
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

  private static func header(_ view: SessionView, into frame: inout Frame, theme: Theme) {
    let width = frame.buffer.size.width
    frame.fill(Rect(x: 0, y: 0, width: width, height: 1), style: theme.style("header"))
    let right = "\(view.counter)   Score \(view.score) "
    let rightWidth = TextWidth.of(right)
    let title = TextWidth.prefix(" " + view.title, fitting: max(0, width - rightWidth - 1))
    frame.put(title, x: 0, y: 0, style: theme.style("header-title"))
    frame.put(right, x: width - rightWidth, y: 0, style: theme.style("header"))
    let rule = String(repeating: theme.border.horizontal, count: width)
    frame.put(rule, x: 0, y: 1, style: theme.style("muted"))
  }

  private static func scrollMarks(
    body: Rect, scroll: Int, content: Int, into frame: inout Frame, theme: Theme
  ) {
    guard content > body.height else { return }
    let x = body.maxX - 1
    if scroll > 0 { frame.put("↑", x: x, y: body.y, style: theme.style("accent")) }
    if scroll + body.height < content {
      frame.put("↓", x: x, y: body.maxY - 1, style: theme.style("accent"))
    }
    // A thumb shows where the view is in the whole body.
    let span = max(1, body.height - 2)
    let thumb = body.y + 1 + min(span - 1, scroll * span / max(1, content - body.height + 1))
    frame.put("┃", x: x, y: thumb, style: theme.style("muted"))
  }

  /// The labels of the buttons in display order, with whether each can be pressed.
  static func buttonList(_ view: SessionView) -> [(Control, String, Bool)] {
    var list: [(Control, String, Bool)] = [
      (.previous, "◀ Previous", view.buttons.previous),
      (.next, "Next ▶", view.buttons.next),
    ]
    // A question whose type or rules give no hint has no Hint button at all.
    if let cost = view.hintCost {
      list.append((.hint, cost > 0 ? "Hint −\(cost)" : "Hint", view.buttons.hint))
    }
    list.append((.check, "Check", view.buttons.check))
    list.append(
      (.analysis, view.analysis == nil ? "Analysis" : "Hide analysis", view.buttons.analysis))
    if hasPicture(view) { list.append((.picture, "Big picture", true)) }
    list.append((.finish, "Finish", view.buttons.finish))
    return list
  }

  private static func buttons(
    _ view: SessionView, into frame: inout Frame, theme: Theme, size: Size
  ) {
    let list = buttonList(view)
    let widths = list.map { Frame.buttonWidth($0.1) }
    let total = widths.reduce(0, +) + list.count - 1
    let tall = total <= size.width
    let y = size.height - 4
    var x = tall ? (size.width - total) / 2 : 1
    var row = y
    for (index, (control, label, enabled)) in list.enumerated() {
      let style = theme.style(enabled ? "button" : "button-disabled")
      let width = tall ? widths[index] : TextWidth.of(label) + 4
      if !tall, x + width > size.width {
        x = 1
        row += 1
      }
      let rect = frame.button(
        label, at: Point(x: x, y: tall ? y : row), style: style, theme: theme, tall: tall)
      if enabled { frame.add(.control(control), rect) }
      x += width + 1
    }
  }
}

/// "Make the window larger": drawn instead of any screen that does not fit.
public enum TooSmallScreen {
  /// A frame asking for at least `minimum`.
  public static func render(size: Size, theme: Theme, minimum: Size) -> Frame {
    var frame = Frame(size: size, background: theme.style("background"))
    let lines = [
      "Make the window larger",
      "\(size.width)×\(size.height) now, \(minimum.width)×\(minimum.height) needed",
    ]
    for (index, line) in lines.enumerated() {
      let text = TextWidth.prefix(line, fitting: size.width)
      let y = size.height / 2 - 1 + index
      guard y >= 0, y < size.height else { continue }
      frame.put(
        text, x: max(0, (size.width - TextWidth.of(text)) / 2), y: y,
        style: theme.style(index == 0 ? "accent" : "muted"))
    }
    return frame
  }
}
