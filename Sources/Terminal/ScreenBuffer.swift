import TextCells

/// One terminal cell: the character drawn there and its style.
///
/// A wide character fills its own cell and marks the next one as its continuation, which
/// holds no text: the terminal draws the right half there.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster drawn (empty for the right half of a wide character).
  public var text: String
  /// How the cell is drawn.
  public var style: Style
  /// Columns the text takes: 1, 2, or 0 for a continuation.
  public var width: UInt8

  /// A cell holding `text` of `width` columns.
  public init(_ text: String, style: Style, width: UInt8 = 1) {
    self.text = text
    self.style = style
    self.width = width
  }

  /// The right half of a wide character.
  public static func continuation(_ style: Style) -> Cell { Cell("", style: style, width: 0) }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { width == 0 }
}

/// A screen of cells, written by drawing code and diffed by `FrameRenderer`.
public struct ScreenBuffer: Equatable, Sendable {
  /// Columns and rows.
  public let size: Size
  /// Row-major cells.
  public private(set) var cells: [Cell]

  /// A buffer of `size`, every cell `fill`.
  public init(size: Size, fill: Style = .plain) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: Cell(" ", style: fill), count: self.size.width * self.size.height)
  }

  /// The cell at column `x`, row `y` (both in range).
  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.width + x] }
    set { cells[y * size.width + x] = newValue }
  }

  /// The whole screen as a rectangle.
  public var bounds: Rect { Rect(size) }

  /// Writes `text` from `point` onwards in `style`, keeping inside `clip` (and the screen);
  /// returns the columns the text takes, whether or not all of them showed. A wide character that would straddle the clip's edge is
  /// drawn as a space, and overwriting half of a wide character blanks its other half.
  @discardableResult
  public mutating func put(_ text: String, at point: Point, style: Style, clip: Rect? = nil)
    -> Int
  {
    let area = (clip ?? bounds).intersection(bounds)
    guard point.y >= area.y, point.y < area.maxY else { return TextWidth.of(text) }
    var x = point.x
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      // Printable ASCII (most text drawn): one column a byte, the cell's string from a table.
      for byte in text.utf8 {
        if x >= area.x && x < area.maxX {
          set(Cell(Self.asciiText[Int(byte)], style: style), x: x, y: point.y)
        }
        x += 1
      }
      return x - point.x
    }
    for character in text {
      if character == "\t" {
        x = put("    ", at: Point(x: x, y: point.y), style: style, clip: area) + x
        continue
      }
      let width = TextWidth.of(character)
      guard width > 0 else { continue }
      if x >= area.maxX || x + width <= area.x {
        x += width
        continue
      }
      if x < area.x || x + width > area.maxX {
        // Half of a wide character would show: draw the visible half as a space.
        for column in max(x, area.x)..<min(x + width, area.maxX) {
          set(Cell(" ", style: style), x: column, y: point.y)
        }
      } else {
        set(Cell(Self.drawn(character), style: style, width: UInt8(width)), x: x, y: point.y)
      }
      x += width
    }
    return x - point.x
  }

  /// Writes one character the caller knows to take one column (a picture's half block or
  /// shade) at `point` if it lies inside `clip`: `put` without finding the string's
  /// characters and widths, for the many cells of a picture.
  public mutating func putNarrow(_ text: String, at point: Point, style: Style, clip: Rect) {
    guard clip.contains(point) else { return }
    set(Cell(text, style: style), x: point.x, y: point.y)
  }

  /// Each ASCII character as a string, made once.
  static let asciiText: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

  /// The most Unicode scalars one cell draws. The longest emoji sequences (a couple with two
  /// skin tones) hold 10, a subdivision flag 7, a letter with its marks a handful; a flood of
  /// combining marks or joiners on one character, which a terminal would smear over the lines
  /// around it, is cut here, on the one path every character takes to the screen.
  public static let maxScalarsPerCell = 16

  /// `character` as its cell keeps it.
  static func drawn(_ character: Character) -> String {
    // Fewer bytes than the bound means fewer scalars: most characters stop at this check.
    guard character.utf8.count > maxScalarsPerCell else { return String(character) }
    let scalars = character.unicodeScalars
    guard scalars.count > maxScalarsPerCell else { return String(character) }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars.prefix(maxScalarsPerCell))
    return String(kept)
  }

  /// Fills `rect` (clipped to the screen) with `character` in `style`.
  public mutating func fill(_ rect: Rect, with character: Character, style: Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let text = String(character)
    let width = TextWidth.of(character)
    for y in area.y..<area.maxY {
      if width == 1 {
        for x in area.x..<area.maxX { set(Cell(text, style: style), x: x, y: y) }
      } else {
        put(
          String(repeating: character, count: area.width), at: Point(x: area.x, y: y),
          style: style, clip: area)
      }
    }
  }

  /// Changes the style of every cell in `rect`, keeping the text.
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&cells[y * size.width + x].style) }
    }
  }

  /// Each row as plain text (continuations left out), for tests and golden frames.
  public var lines: [String] {
    (0..<size.height).map { y in
      var line = ""
      for x in 0..<size.width where !self[x, y].isContinuation { line += self[x, y].text }
      return line
    }
  }

  /// Stores a glyph (and the continuation of a wide one), first blanking the other half of
  /// any wide character it cuts on either side.
  private mutating func set(_ cell: Cell, x: Int, y: Int) {
    let width = max(1, Int(cell.width))
    guard x >= 0, x + width <= size.width, y >= 0, y < size.height else { return }
    for column in x..<(x + width) {
      let old = self[column, y]
      if old.isContinuation, column == x, column > 0, self[column - 1, y].width == 2 {
        self[column - 1, y] = Cell(" ", style: self[column - 1, y].style)
      }
      if old.width == 2, column == x + width - 1, column + 1 < size.width {
        self[column + 1, y] = Cell(" ", style: self[column + 1, y].style)
      }
    }
    self[x, y] = cell
    if width == 2 { self[x + 1, y] = .continuation(cell.style) }
  }
}
