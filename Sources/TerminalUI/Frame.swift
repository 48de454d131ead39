import QuizCore
import Terminal
import TextCells

/// A control of the question screen.
public enum Control: String, Hashable, Sendable, CaseIterable {
  case previous, next, hint, check, analysis, picture, finish, quit
}

/// Something on screen the player can click or focus.
public enum Target: Hashable, Sendable {
  /// Option tile `index` of a `tiles` widget.
  case tile(widget: String, index: Int)
  /// Answer slot `index` of a `slots` widget.
  case slot(widget: String, index: Int)
  /// A choice of a `choices` widget.
  case choice(widget: String, key: String, multiple: Bool)
  /// An input field of an `inputs` widget, or a `textarea` (whose field is the widget's id).
  case field(widget: String, field: String)
  /// An item of a `sequence` widget, at its current position (from 1).
  case item(widget: String, key: String, position: Int)
  /// A button of the question screen.
  case control(Control)
  /// A button of a popup.
  case popupButton(PopupID, String)
  /// The dimmed cover behind popups or the big picture.
  case cover
  /// The inside of a popup box: a click there does nothing (and does not reach the cover).
  case inert
  /// The picture (toggles the big picture, S0.11).
  case picture
  /// A game card of the launcher, by index, and its button.
  case card(Int)
  /// A button of the result screen.
  case result(ResultButton)
  /// A button of a game's details.
  case details(DetailsButton)
}

/// The buttons of the result screen.
public enum ResultButton: String, Hashable, Sendable {
  case retryWrong, again, menu
}

/// A drawn screen: the cells, and where each clickable thing is.
public struct Frame: Sendable {
  /// The cells.
  public var buffer: ScreenBuffer
  /// Clickable areas in drawing order; a later one lies on top.
  public var targets: [(rect: Rect, target: Target)] = []
  /// Focusable targets in reading order (Tab order).
  public var focusOrder: [Target] = []

  /// Where drawing lands: drawing outside is cut (a scrolled body draws into its own area).
  var clip: Rect
  /// Added to every row drawn (minus a body's scroll offset).
  var shift = 0

  /// An empty frame of `size` filled with the background style.
  public init(size: Size, background: Style = .plain) {
    buffer = ScreenBuffer(size: size, fill: background)
    clip = Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// An empty frame of `size` in `theme`'s background, drawing text with its glyphs.
  init(size: Size, theme: Theme) {
    self.init(size: size, background: theme.style("background"))
    glyphs = theme.glyphs
  }

  /// The characters text is drawn with: ASCII ones stand in for the others in an ASCII theme.
  var glyphs = Glyphs.unicode

  /// The whole screen.
  var bounds: Rect { Rect(x: 0, y: 0, width: buffer.size.width, height: buffer.size.height) }

  /// The topmost target under `point`.
  public func target(at point: Point) -> Target? {
    targets.last(where: { $0.rect.contains(point) })?.target
  }

  /// Where each target was laid out, on screen coordinates but not cut to the visible area (a
  /// target scrolled out of the body lies above or below it).
  public var placed: [Target: Rect] = [:]

  /// Where the caret of the field being typed was laid out (like `placed`, not cut).
  var caretPlaced: Rect?

  /// The cells holding scroll marks, on screen coordinates.
  var scrollMarkCells: [Point] = []

  /// Where the verdict lines under the widgets were laid out (like `placed`, not cut): the
  /// focus is scrolled into view with the verdict under it.
  var verdictsPlaced: [Rect] = []

  /// Where the analysis panel was laid out (like `placed`, not cut).
  var analysisPlaced: Rect?

  /// What drawing records beside the cells (targets, focus order, caret, scroll marks), to
  /// take a drawing back without copying the screen.
  var marks: Marks {
    get {
      Marks(
        targets: targets, focusOrder: focusOrder, placed: placed, caret: caretPlaced,
        scrollMarks: scrollMarkCells, verdicts: verdictsPlaced, analysis: analysisPlaced)
    }
    set {
      targets = newValue.targets
      focusOrder = newValue.focusOrder
      placed = newValue.placed
      caretPlaced = newValue.caret
      scrollMarkCells = newValue.scrollMarks
      verdictsPlaced = newValue.verdicts
      analysisPlaced = newValue.analysis
    }
  }

  /// See `marks`.
  struct Marks {
    var targets: [(rect: Rect, target: Target)]
    var focusOrder: [Target]
    var placed: [Target: Rect]
    var caret: Rect?
    var scrollMarks: [Point]
    var verdicts: [Rect]
    var analysis: Rect?
  }

  /// The rectangle of a target as laid out, if it was.
  public func rect(of target: Target) -> Rect? { placed[target] }

  /// Records a clickable (and, when `focusable`, Tab-reachable) area.
  mutating func add(_ target: Target, _ rect: Rect, focusable: Bool = true) {
    if focusable, !focusOrder.contains(target) { focusOrder.append(target) }
    let moved = Rect(x: rect.x, y: rect.y + shift, width: rect.width, height: rect.height)
    placed[target] = moved
    let shown = moved.intersection(clip)
    guard shown.width > 0, shown.height > 0 else { return }
    targets.append((shown, target))
  }

  /// Records a verdict line drawn at `rect` (shifted as targets are).
  mutating func addVerdict(_ rect: Rect) {
    verdictsPlaced.append(
      Rect(x: rect.x, y: rect.y + shift, width: rect.width, height: rect.height))
  }

  /// Records the analysis panel drawn at `rect` (shifted as targets are).
  mutating func addAnalysis(_ rect: Rect) {
    analysisPlaced = Rect(x: rect.x, y: rect.y + shift, width: rect.width, height: rect.height)
  }

  /// The verdict drawn right under `rect` (at most a blank row between), if any.
  func verdict(under rect: Rect) -> Rect? {
    verdictsPlaced.first { $0.y >= rect.maxY && $0.y <= rect.maxY + 1 }
  }

  /// Writes text at a (shifted) position, cut to the clip; returns the columns it takes.
  @discardableResult
  mutating func put(_ text: String, x: Int, y: Int, style: Style) -> Int {
    let row = y + shift
    let text = glyphs.transliterate(text)
    guard row >= clip.y, row < clip.maxY else { return TextWidth.of(text) }
    return buffer.put(text, at: Point(x: x, y: row), style: style, clip: clip)
  }

  /// Fills a (shifted) rectangle, cut to the clip.
  mutating func fill(_ rect: Rect, style: Style) {
    let shown = Rect(x: rect.x, y: rect.y + shift, width: rect.width, height: rect.height)
      .intersection(clip)
    guard shown.width > 0, shown.height > 0 else { return }
    buffer.fill(shown, with: " ", style: style)
  }

  /// Writes styled lines from `origin`, one per row.
  mutating func draw(_ lines: [StyledLine], at origin: Point, theme: Theme) {
    for (row, line) in lines.enumerated() {
      var x = origin.x
      for run in line.runs {
        x += put(run.text, x: x, y: origin.y + row, style: theme.style(run.role))
      }
    }
  }

  /// Draws a box border around `rect` and fills its inside.
  mutating func box(_ rect: Rect, style: Style, border: BorderSet, fill: Style? = nil) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    self.fill(rect.inset(by: 1), style: fill ?? style)
    let horizontal = String(repeating: border.horizontal, count: rect.width - 2)
    put(
      String(border.topLeft) + horizontal + String(border.topRight), x: rect.x, y: rect.y,
      style: style)
    put(
      String(border.bottomLeft) + horizontal + String(border.bottomRight), x: rect.x,
      y: rect.maxY - 1, style: style)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      put(String(border.vertical), x: rect.x, y: y, style: style)
      put(String(border.vertical), x: rect.maxX - 1, y: y, style: style)
    }
  }

  /// Fills the bottom row in the footer style and writes `text` there, cut to the width.
  mutating func footer(_ text: String, theme: Theme) {
    let row = buffer.size.height - 1
    let width = buffer.size.width
    fill(Rect(x: 0, y: row, width: width, height: 1), style: theme.style("footer"))
    put(TextWidth.prefix(text, fitting: width), x: 0, y: row, style: theme.style("footer"))
  }

  /// The width of a button with this label.
  static func buttonWidth(_ label: String) -> Int { TextWidth.of(label) + 4 }

  /// A one-row button: the label between the theme's button ends.
  static func buttonText(_ label: String, theme: Theme) -> String {
    "\(theme.glyphs.buttonOpen) \(label) \(theme.glyphs.buttonClose)"
  }

  /// Draws a button with a border (S4.5) and returns its rectangle: three rows high when
  /// `tall`, else one row in brackets.
  @discardableResult
  mutating func button(
    _ label: String, at origin: Point, style: Style, theme: Theme, tall: Bool
  ) -> Rect {
    let width = Frame.buttonWidth(label)
    if tall {
      let rect = Rect(x: origin.x, y: origin.y, width: width, height: 3)
      box(rect, style: style, border: theme.border)
      put(label, x: origin.x + 2, y: origin.y + 1, style: style)
      return rect
    }
    let text = Frame.buttonText(label, theme: theme)
    put(text, x: origin.x, y: origin.y, style: style)
    return Rect(x: origin.x, y: origin.y, width: TextWidth.of(text), height: 1)
  }

  /// Marks the caret of a field being typed: its cell (two for a wide character) reversed,
  /// shifted and cut like the text.
  mutating func caret(_ rect: Rect) {
    let moved = Rect(x: rect.x, y: rect.y + shift, width: rect.width, height: rect.height)
    caretPlaced = moved
    let shown = moved.intersection(clip)
    guard shown.width > 0, shown.height > 0 else { return }
    buffer.restyle(shown) { style in
      style.reverse.toggle()
      style.underline = true
    }
  }

  /// Applies a style change to a rectangle already drawn (unshifted screen coordinates).
  mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let shown = rect.intersection(bounds)
    guard shown.width > 0, shown.height > 0 else { return }
    buffer.restyle(shown, change)
  }

  /// Dims every cell of `rect` by `amount` (0...1): the cover behind popups (S0.11, S4.2).
  mutating func dim(_ rect: Rect, amount: Double) {
    guard amount > 0 else { return }
    restyle(rect) { style in
      style.foreground = Frame.darken(style.foreground, by: amount, isBackground: false)
      style.background = Frame.darken(style.background, by: amount, isBackground: true)
      if amount >= 0.3 { style.dim = true }
      style.bold = false
    }
  }

  /// A colour darkened towards black; colours without RGB become the nearest dark ANSI colour.
  static func darken(_ color: Color, by amount: Double, isBackground: Bool) -> Color {
    let keep = max(0, min(1, 1 - amount))
    switch color {
    case .rgb(let r, let g, let b):
      return .rgb(
        UInt8(Double(r) * keep), UInt8(Double(g) * keep), UInt8(Double(b) * keep))
    case .standard where isBackground:
      // The default background is usually dark already; a true-colour cover of black works
      // on light terminals too.
      let level = UInt8(max(0, 40 * keep))
      return amount >= 0.3 ? .rgb(level, level, level) : .standard
    case .ansi(let index) where index >= 8 && amount >= 0.3:
      return .ansi(index - 8)
    default:
      return color
    }
  }
}
