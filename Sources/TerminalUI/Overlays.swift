import Localization
import QuizCore
import Terminal
import TextCells

/// Popups over a dimmed cover (S4.1–S4.3): each grows from half size while fading in; feedback
/// popups are toasts at the top without a cover.
enum PopupLayer {
  /// Seconds a popup takes to grow in (S4.2), and to fade out with its cover once closed.
  static let growSeconds = 0.2
  static let fadeSeconds = 0.2

  /// How far a closed popup still shows at `now`: 1 as it closes, 0 once it is gone.
  static func fading(_ closing: ClosingPopup, at now: Double) -> Double {
    max(0, 1 - (now - closing.closedAt) / fadeSeconds)
  }

  /// Popups that closed, shrinking and dimming back as they grew in, over a cover that
  /// lightens with them (`cover` false: a live popup's cover is drawn already). Nothing of
  /// them takes a click.
  static func drawClosing(
    _ closing: [ClosingPopup], cover: Bool, context: RenderContext, into frame: inout Frame
  ) {
    guard TooSmallScreen.fits(frame.buffer.size) else { return }
    let fading = closing.map { ($0.popup, Self.fading($0, at: context.now)) }.filter { $0.1 > 0 }
    guard let most = fading.map(\.1).max() else { return }
    let theme = context.theme
    if cover { frame.dim(frame.bounds, amount: theme.coverDim * most) }
    for (popup, left) in fading {
      // Below 1, the box is drawn as while growing: its frame alone, dimmed.
      box(
        PopupWording.localized(popup), look: theme.popup(popup.template.rawValue),
        t: min(left, 0.99), focus: nil, theme: theme, into: &frame, live: false)
    }
  }

  static func isToast(_ popup: Popup) -> Bool { popup.template == .feedback }

  static func draw(
    _ popups: [Popup], ui: QuestionUI, context: RenderContext, into frame: inout Frame
  ) {
    // A window too small shows only "Make the window larger", popups included.
    guard !popups.isEmpty, TooSmallScreen.fits(frame.buffer.size) else { return }
    let theme = context.theme
    let boxes = popups.filter { !isToast($0) }
    if !boxes.isEmpty {
      let newest = boxes.map { ui.popupShown[$0.id] ?? context.now }.min() ?? context.now
      let t = min(1, max(0, (context.now - newest) / growSeconds))
      frame.dim(frame.bounds, amount: theme.coverDim * t)
      frame.add(.cover, frame.bounds, focusable: false)
    }
    var toastRow = 2
    for popup in popups.map(PopupWording.localized) {
      let look = theme.popup(popup.template.rawValue)
      let shown = ui.popupShown[popup.id] ?? context.now
      let t = min(1, max(0, (context.now - shown) / growSeconds))
      if isToast(popup) {
        toastRow = toast(
          popup, look: look, age: context.now - shown, row: toastRow, context: context,
          into: &frame)
      } else {
        box(popup, look: look, t: t, focus: ui.focus, theme: theme, into: &frame)
      }
    }
  }

  /// The rows of buttons of a popup `inner` columns wide: as many as fit on a row, right
  /// aligned, a label too long for any row cut to it.
  static func buttonRows(_ labels: [String], inner: Int) -> [[String]] {
    var rows: [[String]] = []
    var width = 0
    for label in labels {
      let shown = TextWidth.of(label) > inner ? TextWidth.prefix(label, fitting: inner) : label
      let needed = TextWidth.of(shown)
      if let last = rows.indices.last, width + 1 + needed <= inner {
        rows[last].append(shown)
        width += 1 + needed
      } else {
        rows.append([shown])
        width = needed
      }
    }
    return rows
  }

  private static func box(
    _ popup: Popup, look: PopupLook, t: Double, focus: Target?, theme: Theme,
    into frame: inout Frame, live: Bool = true
  ) {
    let size = frame.buffer.size
    let labels = popup.buttons.map { Frame.buttonText($0.label, theme: theme) }
    // A theme's width is widened to the widest button and to the longest word that cannot
    // wrap (a path), and never past the screen.
    // (Text of wide characters wraps between any two of them, so only narrow words count.)
    let words = popup.text.split(whereSeparator: \.isWhitespace).map(String.init)
      .filter { $0.unicodeScalars.allSatisfy(\.isASCII) }.map(TextWidth.of)
    let widest = (labels.map(TextWidth.of) + words).map { $0 + 4 }.max() ?? 0
    let fullWidth = min(max(look.width, widest), size.width - 2)
    let inner = max(4, fullWidth - 4)
    let rows = buttonRows(labels, inner: inner)
    var body = Markup.layout(popup.text, width: inner)
    // Border, title, gap, body, gap, buttons, border: the body gives way to the buttons.
    let room = max(0, size.height - 2 - 5 - rows.count)
    if body.count > room { body = Array(body.prefix(room)) }
    let fullHeight = body.count + 5 + rows.count
    let scale = 0.5 + 0.5 * t
    let width = max(6, Int((Double(fullWidth) * scale).rounded()))
    let height = max(3, Int((Double(fullHeight) * scale).rounded()))
    let x = (size.width - width) / 2
    let y: Int
    switch look.placement {
    case .center: y = (size.height - height) / 2
    case .top: y = 1
    case .bottom: y = size.height - height - 1
    }
    let rect = Rect(x: x, y: y, width: width, height: height)
    var boxStyle = look.box
    // Fading in: the box starts dim and reaches its colours as it reaches its size.
    if t < 1 { boxStyle.dim = true }
    frame.box(rect, style: boxStyle, border: theme.border, fill: theme.style("popup"))
    if live { frame.add(.inert, rect, focusable: false) }
    guard t >= 1, live else { return }
    let title = LauncherScreen.shortened(popup.title, fitting: inner)
    frame.put(title, x: x + 2, y: y + 1, style: look.title)
    frame.draw(body, at: Point(x: x + 2, y: y + 3), theme: theme)
    var buttons = popup.buttons.makeIterator()
    for (index, row) in rows.enumerated() {
      let rowY = y + height - 1 - rows.count + index
      var buttonX = x + width - 2 - (row.map { TextWidth.of($0) }.reduce(0, +) + row.count - 1)
      for label in row {
        guard let button = buttons.next() else { break }
        let target = Target.popupButton(popup.id, button.id)
        var style = theme.style("button")
        if focus == target { style.reverse.toggle() }
        frame.put(label, x: buttonX, y: rowY, style: style)
        frame.add(target, Rect(x: buttonX, y: rowY, width: TextWidth.of(label), height: 1))
        buttonX += TextWidth.of(label) + 1
      }
    }
  }

  /// A one-box toast at the top right that fades out over its last 0.3 s; returns the next row.
  private static func toast(
    _ popup: Popup, look: PopupLook, age: Double, row: Int, context: RenderContext,
    into frame: inout Frame
  ) -> Int {
    let theme = context.theme
    let size = frame.buffer.size
    let text = popup.text.isEmpty ? popup.title : "\(popup.title)  \(popup.text)"
    let shown = LauncherScreen.shortened(text, fitting: max(1, size.width - 6))
    let width = TextWidth.of(shown) + 4
    let rect = Rect(x: max(0, size.width - width - 1), y: row, width: width, height: 3)
    guard rect.maxY < size.height - 4 else { return row }
    var style = theme.style(WidgetDrawer.role(verdict: popup.verdict?.rawValue))
    // The controller closes the toast when its time is up; here it only fades.
    if look.toastSeconds > 0, age > look.toastSeconds - 0.3 { style.dim = true }
    frame.box(rect, style: style, border: theme.border, fill: theme.style("popup"))
    frame.put(shown, x: rect.x + 2, y: row + 1, style: style)
    frame.add(.popupButton(popup.id, "ok"), rect, focusable: false)
    return rect.maxY
  }
}

/// The big picture (S0.11): the cover darkens to the theme's level while the picture grows to
/// the whole screen in 0.5 s, and the reverse when it closes.
enum BigPictureLayer {
  static func draw(_ big: BigPicture, context: RenderContext, into frame: inout Frame) {
    let p = big.progress(at: context.now)
    let size = frame.buffer.size
    frame.dim(frame.bounds, amount: context.theme.coverDim * p)
    frame.add(.cover, frame.bounds, focusable: false)
    // Between the header and the footer: the footer keeps saying how to close it.
    let room = max(1, size.height - 2)
    let columns = max(1, Int(Double(48) + Double(size.width - 48) * p))
    let rows = max(1, Int(Double(12) + Double(room - 12) * p))
    guard
      let picture = context.pictures.picture(
        big.source, columns: min(columns, size.width), rows: min(rows, room))
    else {
      // No picture to grow: say why, in a box, rather than only dimming the screen.
      missing(big.source, context: context, into: &frame)
      return
    }
    let x = (size.width - picture.columns) / 2
    let y = 1 + (room - picture.rows) / 2
    frame.picture(
      picture, at: Point(x: x, y: y), background: Style(background: .rgb(0, 0, 0)),
      depth: context.depth)
    frame.add(
      .picture, Rect(x: x, y: y, width: picture.columns, height: picture.rows), focusable: false)
  }

  /// "Picture missing" with the reason, in a box at the centre.
  private static func missing(_ source: String, context: RenderContext, into frame: inout Frame) {
    let theme = context.theme
    let size = frame.buffer.size
    var reason = tr("it cannot be read")
    if case .failure(let error) = context.pictures.image(source) { reason = error.translated }
    let width = min(size.width - 2, 60)
    let lines =
      [StyledLine([Run(tr("Picture missing"), role: "wrong")])]
      + Markup.wrap([Run(reason, role: "text")], width: width - 4)
    let height = min(size.height - 2, lines.count + 2)
    let rect = Rect(
      x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    frame.box(rect, style: theme.style("muted"), border: theme.border, fill: theme.style("popup"))
    frame.draw(
      Array(lines.prefix(height - 2)), at: Point(x: rect.x + 2, y: rect.y + 1), theme: theme)
    frame.add(.picture, rect, focusable: false)
  }
}
