/// A colour as a style asks for it; the renderer brings it down to what the terminal shows.
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background.
  case standard
  /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
  case ansi(UInt8)
  /// One of the 256 palette colours.
  case palette(UInt8)
  /// A true colour.
  case rgb(UInt8, UInt8, UInt8)
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
  /// The text colour.
  public var foreground: Color
  /// The cell colour.
  public var background: Color
  /// Bold (or bright) text.
  public var bold: Bool
  /// Faint text.
  public var dim: Bool
  /// Italic text.
  public var italic: Bool
  /// Underlined text.
  public var underline: Bool
  /// Foreground and background swapped.
  public var reverse: Bool

  /// A style; everything not given is the terminal's default.
  public init(
    foreground: Color = .standard, background: Color = .standard, bold: Bool = false,
    dim: Bool = false, italic: Bool = false, underline: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
  }

  /// The terminal's default look.
  public static let plain = Style()
}

/// How many colours the terminal shows.
public enum ColorDepth: Int, Comparable, Sendable {
  /// No colour at all (`NO_COLOR`, or a terminal without colour): attributes only.
  case none
  /// The 16 ANSI colours.
  case ansi16
  /// The 256-colour palette.
  case palette256
  /// 24-bit colour.
  case trueColor

  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Bringing colours down to a smaller palette.
public enum Palette {
  /// The xterm 6×6×6 cube levels.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The usual RGB of the 16 ANSI colours (xterm's defaults).
  static let ansiRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The RGB a palette index stands for.
  public static func rgb(ofPalette index: UInt8) -> (Int, Int, Int) {
    let i = Int(index)
    if i < 16 { return ansiRGB[i] }
    if i >= 232 {
      let level = 8 + (i - 232) * 10
      return (level, level, level)
    }
    let cube = i - 16
    return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
  }

  /// The palette index (16–255) nearest to a true colour: the better of the cube and the grey
  /// ramp.
  public static func nearestPalette(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    func level(_ value: Int) -> Int {
      value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }
    let (ri, gi, bi) = (level(Int(r)), level(Int(g)), level(Int(b)))
    let cube = 16 + 36 * ri + 6 * gi + bi
    let average = (Int(r) + Int(g) + Int(b)) / 3
    let grey = average > 238 ? 255 : 232 + max(0, (average - 3) / 10)
    let target = (Int(r), Int(g), Int(b))
    return distance(rgb(ofPalette: UInt8(grey)), target)
      < distance(rgb(ofPalette: UInt8(cube)), target) ? UInt8(grey) : UInt8(cube)
  }

  /// The ANSI colour (0–15) nearest to a true colour.
  public static func nearestANSI(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    let target = (Int(r), Int(g), Int(b))
    var best = 0
    for index in 1..<16 where distance(ansiRGB[index], target) < distance(ansiRGB[best], target) {
      best = index
    }
    return UInt8(best)
  }

  /// Squared distance weighted for the eye (green counts most).
  static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db
  }

  /// `color` as the terminal at `depth` can show it.
  public static func reduce(_ color: Color, to depth: ColorDepth) -> Color {
    switch (color, depth) {
    case (_, .none), (.standard, _): return .standard
    case (.rgb, .trueColor), (.palette, .trueColor), (.palette, .palette256), (.ansi, _):
      return color
    case (.rgb(let r, let g, let b), .palette256): return .palette(nearestPalette(r, g, b))
    case (.rgb(let r, let g, let b), .ansi16): return .ansi(nearestANSI(r, g, b))
    case (.palette(let index), .ansi16):
      if index < 16 { return .ansi(index) }
      let (r, g, b) = rgb(ofPalette: index)
      return .ansi(nearestANSI(UInt8(r), UInt8(g), UInt8(b)))
    }
  }
}
