/// Turns the next frame into the bytes that change the terminal from the last frame to it,
/// for one `write`: only changed cells are sent, cursor moves and style changes are kept short.
public struct FrameRenderer: Sendable {
  /// The colour depth styles are brought down to.
  public let depth: ColorDepth
  private var previous: ScreenBuffer?
  /// Colours already brought down to `depth` (finding the nearest is not free; pictures
  /// repeat colours from frame to frame).
  private var reduced: [Color: Color] = [:]

  /// A renderer for a terminal showing `depth` colours; its first frame is a full redraw.
  public init(depth: ColorDepth) { self.depth = depth }

  /// Forgets what the screen shows (after a resize or `fg`), so the next frame redraws all.
  public mutating func invalidate() { previous = nil }

  /// The bytes that draw `next` over the last frame; `cursor` places the visible cursor, or
  /// hides it when nil.
  public mutating func render(_ next: ScreenBuffer, cursor: Point? = nil) -> [UInt8] {
    var out = ByteWriter()
    let old = previous.flatMap { $0.size == next.size ? $0 : nil }
    out.append("\u{1B}[?25l")
    if old == nil { out.append("\u{1B}[0m\u{1B}[2J") }
    var pen: Style? = old == nil ? .plain : nil
    var at: Point? = nil
    let width = next.size.width
    let before = old?.cells ?? []
    let diffing = !before.isEmpty
    // Through buffer pointers: the cells are compared where they lie, not copied out one by
    // one (most of a frame's cells are unchanged, so this loop is most of a diff's cost).
    next.cells.withUnsafeBufferPointer { cells in
      before.withUnsafeBufferPointer { previous in
        for y in 0..<next.size.height {
          let row = y * width
          var x = 0
          while x < width {
            let index = row + x
            if diffing, previous[index] == cells[index],
              !(cells[index].width == 2 && x + 1 < width
                && previous[index + 1] != cells[index + 1])
            {
              // Unchanged, and not the left half of a wide character whose right half changed.
              x += 1
              continue
            }
            let cell = cells[index]
            if cell.isContinuation {
              x += 1
              continue
            }
            if at != Point(x: x, y: y) { out.moveCursor(from: at, to: Point(x: x, y: y)) }
            if pen != cell.style {
              var shown = cell.style
              shown.foreground = reduce(shown.foreground)
              shown.background = reduce(shown.background)
              out.setStyle(shown, depth: depth)
              pen = cell.style
            }
            out.append(cell.text.isEmpty ? " " : cell.text)
            x += max(1, Int(cell.width))
            at = Point(x: x, y: y)
            // Past the last column the cursor position is unreliable: forget it. So it is
            // after a cluster of several scalars (an emoji with a skin tone, a ZWJ sequence):
            // a terminal that draws it wider than the buffer thinks would shift the rest of
            // the row, and the next cell is placed by its column instead.
            if x >= width || FrameRenderer.mayDrift(cell.text) { at = nil }
          }
        }
      }
    }
    out.append("\u{1B}[0m")
    if let cursor {
      out.moveCursor(from: at, to: cursor)
      out.append("\u{1B}[?25h")
    }
    previous = next
    return out.bytes
  }

  /// Whether terminals may disagree on the columns `text` takes: it holds more than one
  /// scalar (cheap to rule out: most cells are one scalar of one to three bytes).
  static func mayDrift(_ text: String) -> Bool {
    let bytes = text.utf8.count
    guard bytes > 1, let lead = text.utf8.first else { return false }
    // The first scalar's length from its lead byte.
    let first = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return first < bytes
  }

  /// `color` as the terminal shows it, remembered.
  private mutating func reduce(_ color: Color) -> Color {
    guard case .rgb = color, depth != .trueColor else { return color }
    if let known = reduced[color] { return known }
    let shown = Palette.reduce(color, to: depth)
    if reduced.count > 1 << 16 { reduced = [:] }
    reduced[color] = shown
    return shown
  }

  /// The bytes of a full redraw of `buffer`, for comparing against a diff.
  public func fullRedraw(_ buffer: ScreenBuffer) -> [UInt8] {
    var fresh = FrameRenderer(depth: depth)
    return fresh.render(buffer)
  }
}

/// Escape sequences into a byte array.
struct ByteWriter {
  var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(4096) }

  mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  mutating func appendNumber(_ value: Int) {
    if value >= 10 { appendNumber(value / 10) }
    bytes.append(UInt8(48 + value % 10))
  }

  /// Moves the cursor the shortest known way.
  mutating func moveCursor(from: Point?, to: Point) {
    if let from, from.y == to.y {
      if to.x == from.x { return }
      if to.x > from.x {
        csi(to.x - from.x, "C")
      } else {
        csi(from.x - to.x, "D")
      }
      return
    }
    if let from, to.x == 0, to.y == from.y + 1 {
      bytes.append(contentsOf: [13, 10])
      return
    }
    bytes.append(contentsOf: [27, 91])
    appendNumber(to.y + 1)
    bytes.append(59)
    appendNumber(to.x + 1)
    bytes.append(72)
  }

  private mutating func csi(_ count: Int, _ final: Character) {
    bytes.append(contentsOf: [27, 91])
    if count != 1 { appendNumber(count) }
    bytes.append(final.asciiValue!)
  }

  /// Sets every attribute of `style` from a reset, in one SGR sequence.
  mutating func setStyle(_ style: Style, depth: ColorDepth) {
    bytes.append(contentsOf: [27, 91, 48])
    if style.bold { bytes.append(contentsOf: [59, 49]) }
    if style.dim { bytes.append(contentsOf: [59, 50]) }
    if style.italic { bytes.append(contentsOf: [59, 51]) }
    if style.underline { bytes.append(contentsOf: [59, 52]) }
    if style.reverse { bytes.append(contentsOf: [59, 55]) }
    color(Palette.reduce(style.foreground, to: depth), background: false)
    color(Palette.reduce(style.background, to: depth), background: true)
    bytes.append(109)
  }

  private mutating func color(_ color: Color, background: Bool) {
    switch color {
    case .standard: return
    case .ansi(let index):
      bytes.append(59)
      let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
      appendNumber(base + Int(index % 8))
    case .palette(let index):
      bytes.append(59)
      appendNumber(background ? 48 : 38)
      bytes.append(contentsOf: [59, 53, 59])
      appendNumber(Int(index))
    case .rgb(let r, let g, let b):
      bytes.append(59)
      appendNumber(background ? 48 : 38)
      bytes.append(contentsOf: [59, 50, 59])
      appendNumber(Int(r))
      bytes.append(59)
      appendNumber(Int(g))
      bytes.append(59)
      appendNumber(Int(b))
    }
  }
}
