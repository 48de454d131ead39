import Terminal

extension Frame {
  /// The scroll indicator at the right edge of `area`: an arrow where more lies above or
  /// below, and a thumb showing where the view is in the whole (nothing when all of it shows).
  mutating func scrollMarks(area: Rect, scroll: Int, content: Int, theme: Theme) {
    guard content > area.height else { return }
    let x = area.maxX - 1
    let glyphs = theme.glyphs
    if scroll > 0 { mark(glyphs.up, x: x, y: area.y, style: theme.style("accent")) }
    if scroll + area.height < content {
      mark(glyphs.down, x: x, y: area.maxY - 1, style: theme.style("accent"))
    }
    let span = max(1, area.height - 2)
    let thumb = area.y + 1 + min(span - 1, scroll * span / max(1, content - area.height + 1))
    mark(glyphs.thumb, x: x, y: thumb, style: theme.style("muted"))
  }

  /// Draws one scroll mark and remembers where, for `hideScrollMarks`.
  private mutating func mark(_ glyph: String, x: Int, y: Int, style: Style) {
    put(glyph, x: x, y: y, style: style)
    scrollMarkCells.append(Point(x: x, y: y + shift))
  }

  /// Blanks the scroll marks drawn so far: an overlay with marks of its own (the help) hides
  /// those of the screen beneath, so that two never stand side by side.
  mutating func hideScrollMarks() {
    for point in scrollMarkCells where buffer.bounds.contains(point) {
      buffer.put(" ", at: point, style: buffer[point.x, point.y].style)
    }
    scrollMarkCells = []
  }

  /// Draws `rows` into `area` from row `scroll` (clamped so the last row can reach the bottom,
  /// not past it), with the scroll marks; returns the scroll used.
  @discardableResult
  mutating func drawScrolled(
    _ rows: [StyledLine], in area: Rect, scroll: Int, theme: Theme
  ) -> Int {
    let scroll = min(scroll, max(0, rows.count - area.height))
    clip = area
    shift = area.y - scroll
    draw(rows, at: Point(x: area.x, y: 0), theme: theme)
    clip = bounds
    shift = 0
    scrollMarks(area: area, scroll: scroll, content: rows.count, theme: theme)
    return scroll
  }
}
