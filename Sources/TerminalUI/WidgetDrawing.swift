import Localization
import QuizCore
import Terminal
import TextCells

/// Draws the widgets of a question type's view into a column of the question screen.
///
/// The drawing knows the widget vocabulary of docs/plugin-api.md and nothing of question types,
/// so a new type's view is drawn without Swift.
struct WidgetDrawer {
  var context: RenderContext
  var ui: QuestionUI
  /// The left edge and width of the column.
  var left: Int
  var width: Int
  /// The position of the question (1-based), for the "（type）N. text" heading (S3.2).
  var number: Int
  /// The most rows a picture may take: fewer when the whole question would not fit otherwise.
  var pictureRows = WidgetDrawer.fullPictureRows
  /// Whether tiles are drawn in their one-row form even where boxed ones would fit the width.
  var compactTiles = false
  /// Whether the answer can no longer change: its fields draw no caret.
  var readOnly = false
  /// The player's answer in words, set in the analysis beside the right one.
  var answerSummary: String?
  /// The title the screen's header shows: a title text saying the same is not drawn again.
  var headerTitle: String?

  /// The rows a picture takes when there is room.
  static let fullPictureRows = 12
  /// The fewest rows a picture shrinks to, to leave room for the answer below it.
  static let smallestPictureRows = 4

  var theme: Theme { context.theme }

  /// Draws `widgets` from row `y`; returns the row after the last one drawn.
  func draw(_ widgets: [Widget], into frame: inout Frame, from y: Int) -> Int {
    var y = y
    var index = 0
    var revealed: [Widget] = []
    while index < widgets.count {
      let widget = widgets[index]
      if widget.isRevealed {
        revealed.append(widget)
        index += 1
        continue
      }
      if case .text(let text) = widget, text.style == .title, text.text == headerTitle {
        index += 1
        continue
      }
      // An accent label followed by the body text is one heading: "（单选题）3. text".
      if case .text(let label) = widget, label.style == .accent, index + 1 < widgets.count,
        case .text(let body) = widgets[index + 1], body.style == .body, !body.reveal
      {
        y = heading(label: label.text, body: body.text, into: &frame, y: y)
        index += 2
        continue
      }
      y = draw(widget, into: &frame, y: y)
      index += 1
    }
    if !revealed.isEmpty { y = analysisPanel(revealed, into: &frame, y: y) }
    return y
  }

  /// The type label in the brackets of its language: full-width around a label in wide
  /// (CJK) characters, "(Single choice) " around any other (issue 30: the punctuation of the
  /// language the label sits in).
  static func bracketed(_ label: String) -> String {
    label.contains { TextWidth.of($0) == 2 } ? "（\(label)）" : "(\(label)) "
  }

  /// A field's label with the colon of its own language: "数值：", "Value: ".
  static func labelled(_ label: String) -> String {
    label.last.map(Spacing.isCJK) == true ? label + "：" : label + ": "
  }

  private func heading(label: String, body: String, into frame: inout Frame, y: Int) -> Int {
    var runs = [Run(Self.bracketed(label), role: "accent"), Run("\(number). ", role: "strong")]
    let blocks = Markup.blocks(body)
    var lines: [StyledLine] = []
    if case .paragraph(let first)? = blocks.first {
      runs += first
      lines = Markup.wrap(runs, width: width)
      lines += Markup.layout(Array(blocks.dropFirst()), width: width, following: true)
    } else {
      lines = Markup.wrap(runs, width: width) + Markup.layout(body, width: width)
    }
    frame.draw(lines, at: Point(x: left, y: y), theme: theme)
    return y + lines.count + 1
  }

  private func draw(_ widget: Widget, into frame: inout Frame, y: Int) -> Int {
    switch widget {
    case .text(let text):
      let lines = Markup.layout(text.text, width: width, role: Self.role(style: text.style))
      frame.draw(lines, at: Point(x: left, y: y), theme: theme)
      return y + lines.count + 1
    case .code(let code): return codeBlock(code.text, into: &frame, y: y)
    case .picture(let picture): return self.picture(picture, into: &frame, y: y)
    case .slots(let slots): return self.slots(slots, into: &frame, y: y)
    case .tiles(let tiles): return self.tiles(tiles, into: &frame, y: y)
    case .choices(let choices): return self.choices(choices, into: &frame, y: y)
    case .inputs(let inputs): return self.inputs(inputs, into: &frame, y: y)
    case .textarea(let textarea): return self.textarea(textarea, into: &frame, y: y)
    case .sequence(let sequence): return self.sequence(sequence, into: &frame, y: y)
    case .feedback(let feedback):
      let role = WidgetDrawer.role(verdict: feedback.verdict?.rawValue)
      let lines = Markup.wrap([Run(feedback.text, role: role)], width: width)
      frame.draw(lines, at: Point(x: left, y: y), theme: theme)
      frame.addVerdict(Rect(x: left, y: y, width: width, height: lines.count))
      return y + lines.count + 1
    }
  }

  static func role(style: Widget.Text.Style) -> String {
    switch style {
    case .title: return "title"
    case .accent: return "accent"
    case .muted: return "muted"
    case .label: return "strong"
    case .body: return "text"
    }
  }

  static func role(verdict: String?) -> String {
    switch verdict {
    case "right": return "right"
    case "wrong": return "wrong"
    case "partial": return "partial"
    default: return "text"
    }
  }

  private func codeBlock(_ code: String, into frame: inout Frame, y: Int) -> Int {
    let inner = max(1, width - 4)
    var lines: [String] = []
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += Markup.hardWrap(String(line), width: inner)
    }
    let rect = Rect(x: left, y: y, width: width, height: lines.count + 2)
    frame.box(rect, style: theme.style("muted"), border: theme.border, fill: theme.style("code"))
    for (row, line) in lines.enumerated() {
      frame.put(line, x: left + 2, y: y + 1 + row, style: theme.style("code"))
    }
    return rect.maxY + 1
  }

  private func picture(_ widget: Widget.Picture, into frame: inout Frame, y: Int) -> Int {
    let source = widget.source
    let columns = min(width, 48)
    let rows = pictureRows
    if let picture = context.pictures.picture(source, columns: columns, rows: rows) {
      let x = left + (width - picture.columns) / 2
      frame.picture(
        picture, at: Point(x: x, y: y), background: theme.style("background"),
        depth: context.depth)
      frame.add(
        .picture, Rect(x: x, y: y, width: picture.columns, height: picture.rows),
        focusable: false)
      return y + picture.rows + 1
    }
    // A missing picture is a placeholder that says so, not a failure (the loader warned).
    let alt = widget.alt.isEmpty ? source : widget.alt
    let label = " \(alt.isEmpty ? tr("picture") : alt) "
    let missing = " " + tr("Picture missing: {file}", ["file": source]) + " "
    let boxWidth = min(width, max(16, TextWidth.of(label) + 4, TextWidth.of(missing) + 2))
    let rect = Rect(x: left + (width - boxWidth) / 2, y: y, width: boxWidth, height: 5)
    frame.box(rect, style: theme.style("muted"), border: theme.border)
    for (row, line, role) in [(1, label, "muted"), (3, missing, "wrong")] {
      let text = TextWidth.prefix(line, fitting: boxWidth - 2)
      frame.put(
        text, x: rect.x + (boxWidth - TextWidth.of(text)) / 2, y: y + row,
        style: theme.style(role))
    }
    frame.add(.picture, rect, focusable: false)
    return rect.maxY + 1
  }

  /// One answer slot per character, centred in a row (S0.4), coloured by the check (S0.8).
  /// Slots too many for one row even in the compact form wrap onto more rows, so a long answer
  /// (a country's English name) keeps every slot on screen.
  private func slots(_ widget: Widget.Slots, into frame: inout Frame, y: Int) -> Int {
    let slots = widget.slots
    let role: String
    switch widget.color {
    case .right: role = "right"
    case .wrong: role = "wrong"
    case .neutral: role = "slot"
    }
    let cell = 4
    let total = slots.count * (cell + 1) - 1
    let compact = total > width
    // The compact form is "[日]": four columns, side by side.
    let step = compact ? 4 : cell + 1
    let perRow = compact ? max(1, width / 4) : max(1, slots.count)
    let rows = (slots.count + perRow - 1) / perRow
    for (number, slot) in slots.enumerated() {
      let row = number / perRow
      let inRow = min(perRow, slots.count - row * perRow)
      let rowWidth = compact ? inRow * 4 : total
      let x = left + max(0, (width - rowWidth) / 2) + (number % perRow) * step
      let top = y + row
      let char = slot.char
      let index = slot.index
      let shown = char.isEmpty ? "  " : TextWidth.of(char) == 1 ? char + " " : char
      let rect: Rect
      if compact {
        rect = Rect(x: x, y: top, width: 4, height: 1)
        frame.put("[" + shown + "]", x: x, y: top, style: theme.style(role))
      } else {
        rect = Rect(x: x, y: top, width: cell, height: 3)
        frame.box(rect, style: theme.style(role), border: theme.border)
        frame.put(shown, x: x + 1, y: top + 1, style: theme.style(role))
      }
      frame.add(.slot(widget: widget.id, index: index), rect)
    }
    let end = y + (compact ? rows + 1 : 4)
    // Without colour (NO_COLOR) a verdict drawn only as the slots' colour is mere bold: say it.
    guard context.depth == .none, widget.color != .neutral else { return end }
    let (mark, _) = ResultScreen.verdictMark(
      widget.color == .right ? .right : .wrong, glyphs: theme.glyphs)
    frame.put(
      mark, x: left + max(0, (width - TextWidth.of(mark)) / 2), y: end - 1,
      style: theme.style(role))
    return end + 1
  }

  /// Option tiles in a centred grid of `columns` (7 in the picture game, S0.5); a picked tile
  /// leaves a gap.
  private func tiles(_ widget: Widget.Tiles, into frame: inout Frame, y: Int) -> Int {
    let tiles = widget.tiles
    let wanted = widget.columns ?? 7
    let compact = compactTiles || wanted * 5 - 1 > width
    // Boxed tiles are four columns and a gap; compact ones are "[日]" side by side.
    let cellWidth = 4
    let step = compact ? 4 : 5
    let columns = max(1, min(wanted, (width + 1) / step))
    let height = compact ? 1 : 3
    let rowsCount = (tiles.count + columns - 1) / columns
    for (number, tile) in tiles.enumerated() {
      let row = number / columns
      let column = number % columns
      let inRow = min(columns, tiles.count - row * columns)
      let rowWidth = inRow * step - (compact ? 0 : 1)
      let x = left + max(0, (width - rowWidth) / 2) + column * step
      let top = y + row * height
      guard !tile.hidden else { continue }
      let char = tile.char
      let index = tile.index
      let shown = TextWidth.of(char) == 1 ? char + " " : char
      let rect = Rect(x: x, y: top, width: cellWidth, height: height)
      if compact {
        frame.put("[" + shown + "]", x: x, y: top, style: theme.style("tile"))
      } else {
        frame.box(rect, style: theme.style("tile"), border: theme.border)
        frame.put(shown, x: x + 1, y: top + 1, style: theme.style("tile"))
      }
      frame.add(.tile(widget: widget.id, index: index), rect)
    }
    return y + rowsCount * height + 1
  }

  private func choices(_ widget: Widget.Choices, into frame: inout Frame, y: Int) -> Int {
    let multiple = widget.multiple
    var y = y
    for choice in widget.choices {
      let key = choice.key
      let selected = choice.selected
      let mark =
        multiple ? (selected ? "[x]" : "[ ]") : (selected ? "(•)" : "( )")
      let role = selected ? "accent" : "text"
      let label = choice.shownLabel
      let lead = label.isEmpty ? "\(mark) " : "\(mark) \(Untrusted.line(label)). "
      let indent = TextWidth.of(lead)
      var lines = Markup.wrap(
        Markup.inline(choice.text, role: role), width: max(1, width - indent))
      if lines.isEmpty { lines = [StyledLine([])] }
      frame.put(lead, x: left, y: y, style: theme.style(role))
      frame.draw(lines, at: Point(x: left + indent, y: y), theme: theme)
      frame.add(
        .choice(widget: widget.id, key: key, multiple: multiple),
        Rect(x: left, y: y, width: width, height: lines.count))
      y += lines.count
    }
    return y + 1
  }

  private func inputs(_ widget: Widget.Inputs, into frame: inout Frame, y: Int) -> Int {
    var y = y
    for field in widget.fields {
      let label = Self.labelled(field.label)
      let target = Target.field(widget: widget.id, field: field.id)
      let editor = ui.editor(target, value: field.value, multiline: false)
      frame.put(label, x: left, y: y, style: theme.style("strong"))
      let boxX = left + TextWidth.of(label)
      let boxWidth = max(8, min(width - TextWidth.of(label), 40))
      let (shown, caret) = editor.window(width: boxWidth)
      frame.fill(Rect(x: boxX, y: y, width: boxWidth, height: 1), style: theme.style("field"))
      frame.put(shown, x: boxX, y: y, style: theme.style("field"))
      if ui.focus == target, !readOnly {
        frame.caret(Rect(x: boxX + caret, y: y, width: editor.caretWidth, height: 1))
      }
      frame.add(target, Rect(x: boxX, y: y, width: boxWidth, height: 1))
      y += 2
    }
    return y
  }

  private func textarea(_ widget: Widget.TextArea, into frame: inout Frame, y: Int) -> Int {
    let target = Target.field(widget: widget.id, field: widget.id)
    let editor = ui.editor(target, value: widget.value, multiline: true)
    let editing = ui.focus == target
    let inner = max(1, width - 4)
    let layout = editor.layout(width: inner)
    var lines = layout.rows.map { StyledLine([Run($0, role: "text")]) }
    if editor.text.isEmpty && !editing {
      lines = [StyledLine([Run(widget.placeholder, role: "muted")])]
    }
    let rect = Rect(x: left, y: y, width: width, height: max(3, lines.count) + 2)
    frame.box(rect, style: theme.style(editing ? "accent" : "muted"), border: theme.border)
    frame.draw(lines, at: Point(x: left + 2, y: y + 1), theme: theme)
    if editing, !readOnly {
      frame.caret(
        Rect(
          x: left + 2 + layout.caret.x, y: y + 1 + layout.caret.y, width: editor.caretWidth,
          height: 1))
    }
    frame.add(target, rect)
    return rect.maxY + 1
  }

  private func sequence(_ widget: Widget.Sequence, into frame: inout Frame, y: Int) -> Int {
    var y = y
    for item in widget.items {
      let target = Target.item(widget: widget.id, key: item.key, position: item.position)
      let held = ui.held.map { Self.sameItem($0, target) } ?? false
      let lead = held ? "⇅ \(item.position). " : "  \(item.position). "
      let lines = Markup.wrap(
        Markup.inline(item.text, role: held ? "accent" : "text"),
        width: max(1, width - TextWidth.of(lead)))
      frame.put(lead, x: left, y: y, style: theme.style(held ? "accent" : "muted"))
      frame.draw(lines, at: Point(x: left + TextWidth.of(lead), y: y), theme: theme)
      frame.add(target, Rect(x: left, y: y, width: width, height: lines.count))
      y += lines.count
    }
    return y + 1
  }

  static func sameItem(_ a: Target, _ b: Target) -> Bool {
    if case .item(let w1, let k1, _) = a, case .item(let w2, let k2, _) = b {
      return w1 == w2 && k1 == k2
    }
    return false
  }

  /// The analysis (S3.7): the right answer and the explanation in a titled box.
  private func analysisPanel(_ widgets: [Widget], into frame: inout Frame, y: Int) -> Int {
    let inner = max(1, width - 4)
    var lines: [StyledLine] = []
    // The player's answer goes just above the right one (the first feedback), else on top.
    var mine = answerSummary.map { Markup.wrap(ResultScreen.yourAnswer($0), width: inner) }
    for widget in widgets {
      if !lines.isEmpty { lines.append(StyledLine([])) }
      switch widget {
      case .feedback(let feedback):
        let role = WidgetDrawer.role(verdict: feedback.verdict?.rawValue)
        if let answer = mine {
          lines += answer
          mine = nil
        }
        lines += Markup.layout(feedback.text, width: inner, role: role)
      case .text(let text):
        lines += Markup.layout(text.text, width: inner, role: "text")
      case .code(let code):
        for line in code.text.split(separator: "\n", omittingEmptySubsequences: false) {
          lines += Markup.hardWrap(String(line), width: inner).map {
            StyledLine([Run($0, role: "code")])
          }
        }
      default: break
      }
    }
    if let answer = mine { lines = answer + (lines.isEmpty ? [] : [StyledLine([])]) + lines }
    let rect = Rect(x: left, y: y, width: width, height: lines.count + 2)
    frame.box(rect, style: theme.style("accent"), border: theme.border)
    frame.put(
      " " + tr("Analysis", context: "panel") + " ", x: left + 2, y: y, style: theme.style("accent"))
    frame.draw(lines, at: Point(x: left + 2, y: y + 1), theme: theme)
    frame.addAnalysis(rect)
    return rect.maxY + 1
  }
}
