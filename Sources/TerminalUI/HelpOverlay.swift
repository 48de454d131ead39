import Terminal

/// The help of a screen (`?`, F1): its keys and mouse actions in a box over the dimmed screen.
/// The rows come from the screen's key table; any key or click closes it.
enum HelpOverlay {
  /// Draws the help box with `rows` over `frame`; rows that do not fit end in "…".
  static func draw(
    title: String, rows: [(keys: String, does: String)], context: RenderContext,
    into frame: inout Frame
  ) {
    let theme = context.theme
    let size = frame.buffer.size
    frame.dim(frame.bounds, amount: theme.coverDim)
    frame.add(.cover, frame.bounds, focusable: false)
    let width = min(size.width - 2, 78)
    guard width >= 20, size.height >= 6 else { return }
    let keyWidth = min(22, rows.map { TextWidth.of($0.keys) }.max() ?? 0)
    let textWidth = max(1, width - keyWidth - 6)
    var lines: [(keys: String, does: String)] = []
    for row in rows {
      let wrapped = Markup.wrap([Run(row.does, role: "text")], width: textWidth).map {
        $0.runs.map(\.text).joined()
      }
      for (index, piece) in wrapped.enumerated() {
        lines.append((index == 0 ? TextWidth.prefix(row.keys, fitting: keyWidth) : "", piece))
      }
    }
    let room = size.height - 4
    var shown = Array(lines.prefix(room))
    if lines.count > room, !shown.isEmpty {
      shown[shown.count - 1] = ("…", "more than fits: make the window taller")
    }
    let rect = Rect(
      x: (size.width - width) / 2, y: max(0, (size.height - shown.count - 3) / 2), width: width,
      height: shown.count + 3)
    frame.box(rect, style: theme.style("accent"), border: theme.border, fill: theme.style("popup"))
    frame.put(
      TextWidth.prefix(" \(title) ", fitting: width - 4), x: rect.x + 2, y: rect.y,
      style: theme.style("accent"))
    for (index, line) in shown.enumerated() {
      let y = rect.y + 1 + index
      frame.put(line.keys, x: rect.x + 2, y: y, style: theme.style("strong"))
      frame.put(line.does, x: rect.x + 4 + keyWidth, y: y, style: theme.style("text"))
    }
    let close = " any key closes "
    frame.put(
      close, x: rect.maxX - 2 - TextWidth.of(close), y: rect.maxY - 1,
      style: theme.style("muted"))
    frame.add(.inert, rect, focusable: false)
  }
}
