import Localization
import Terminal
import TextCells

/// The help of a screen (`?`, F1): its keys and mouse actions in a box over the dimmed screen.
/// The rows come from the screen's key table; the arrows scroll a help taller than the window,
/// any other key or a click closes it.
enum HelpOverlay {
  /// The rows as drawn in a window of `size`: each text wrapped, its keys on its first line.
  static func lines(_ rows: [(keys: String, does: String)], size: Size) -> [(
    keys: String, does: String
  )] {
    layout(rows, size: size).lines
  }

  /// The narrowest a text column beside the keys may be: narrower, words would be broken, so
  /// the keys take a line of their own and the text goes under them.
  static let narrowestText = 16

  /// The lines, and how wide the keys column is (0 when the keys stand on lines of their own).
  static func layout(_ rows: [(keys: String, does: String)], size: Size) -> (
    keyWidth: Int, lines: [(keys: String, does: String)]
  ) {
    let width = min(size.width - 2, 78)
    let widest = min(22, rows.map { TextWidth.of($0.keys) }.max() ?? 0)
    let stacked = width - widest - 6 < narrowestText
    let keyWidth = stacked ? 0 : widest
    let textWidth = max(1, width - keyWidth - 6)
    var lines: [(keys: String, does: String)] = []
    for row in rows {
      let wrapped = Markup.wrap([Run(row.does, role: "text")], width: textWidth).map {
        $0.runs.map(\.text).joined()
      }
      if stacked {
        if !row.keys.isEmpty {
          lines.append((LauncherScreen.shortened(row.keys, fitting: max(1, width - 4)), ""))
        }
        lines += wrapped.map { ("", $0) }
        continue
      }
      for (index, piece) in wrapped.enumerated() {
        lines.append((index == 0 ? TextWidth.prefix(row.keys, fitting: keyWidth) : "", piece))
      }
    }
    return (keyWidth, lines)
  }

  /// The rows of the window the help's lines can take.
  static func room(_ size: Size) -> Int { max(1, size.height - 4) }

  /// The help's scroll after `key`, or nil when the key closes it.
  static func scroll(
    _ scroll: Int, after key: Key, rows: [(keys: String, does: String)], size: Size
  ) -> Int? {
    let step: Int
    switch key {
    case .down, .character("j"): step = 1
    case .up, .character("k"): step = -1
    case .pageDown: step = room(size) - 1
    case .pageUp: step = 1 - room(size)
    default: return nil
    }
    let limit = max(0, lines(rows, size: size).count - room(size))
    return max(0, min(limit, scroll + step))
  }

  /// Draws the help box with `rows` over `frame`, from line `scroll`.
  static func draw(
    title: String, rows: [(keys: String, does: String)], scroll: Int = 0,
    context: RenderContext, into frame: inout Frame
  ) {
    let theme = context.theme
    let size = frame.buffer.size
    frame.hideScrollMarks()
    frame.dim(frame.bounds, amount: theme.coverDim)
    frame.add(.cover, frame.bounds, focusable: false)
    let width = min(size.width - 2, 78)
    guard width >= 20, size.height >= 6 else { return }
    let (keyWidth, lines) = layout(rows, size: size)
    let room = self.room(size)
    let top = max(0, min(scroll, lines.count - room))
    let shown = Array(lines[top..<min(lines.count, top + room)])
    let rect = Rect(
      x: (size.width - width) / 2, y: max(0, (size.height - shown.count - 3) / 2), width: width,
      height: shown.count + 3)
    frame.box(rect, style: theme.style("accent"), border: theme.border, fill: theme.style("popup"))
    frame.put(
      " " + LauncherScreen.shortened(title, fitting: max(1, width - 6)) + " ", x: rect.x + 2,
      y: rect.y,
      style: theme.style("accent"))
    for (index, line) in shown.enumerated() {
      let y = rect.y + 1 + index
      frame.put(line.keys, x: rect.x + 2, y: y, style: theme.style("strong"))
      frame.put(line.does, x: rect.x + 4 + keyWidth, y: y, style: theme.style("text"))
    }
    let more = lines.count > room
    var closing = more ? tr("↑/↓ scroll · other keys close") : tr("any key closes")
    // In a narrow window, the short form rather than a cut one.
    if more, TextWidth.of(closing) > width - 6 { closing = tr("↑/↓ scroll · Esc closes") }
    let close = " " + LauncherScreen.shortened(closing, fitting: max(1, width - 6)) + " "
    frame.put(
      close,
      x: max(rect.x + 2, rect.maxX - 2 - TextWidth.of(close)), y: rect.maxY - 1,
      style: theme.style("muted"))
    if more {
      let x = rect.maxX - 1
      if top > 0 { frame.put("↑", x: x, y: rect.y + 1, style: theme.style("accent")) }
      if top + room < lines.count {
        frame.put("↓", x: x, y: rect.y + shown.count, style: theme.style("accent"))
      }
    }
    frame.add(.inert, rect, focusable: false)
  }
}
