#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// The palette index (16–255) nearest to a true colour (`nearest`).
  public static func nearestPalette(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(nearest((Int(r), Int(g), Int(b)), among: 16..<256))
  }

  /// The ANSI colour (0–15) nearest to a true colour (`nearest`).
  public static func nearestANSI(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(nearest((Int(r), Int(g), Int(b)), among: 0..<16))
  }

  /// The palette index in `indices` nearest to `target` as the eye sees it (CIE L*a*b*), and
  /// keeping its colour: a coloured target is given a colour of about its hue, even lighter or
  /// darker, rather than a grey, so a navy header stays blue at 256 and at 16 colours instead
  /// of turning grey or black.
  static func nearest(_ target: (Int, Int, Int), among indices: Range<Int>) -> Int {
    let goal = lab(target)
    let chroma = (goal.1 * goal.1 + goal.2 * goal.2).squareRoot()
    func best(keepingColour: Bool) -> Int? {
      var found: (index: Int, distance: Double)?
      for index in indices {
        let candidate = paletteLab[index]
        let (dl, da, db) = (candidate.0 - goal.0, candidate.1 - goal.1, candidate.2 - goal.2)
        var distance = dl * dl + da * da + db * db
        if keepingColour {
          let other = (candidate.1 * candidate.1 + candidate.2 * candidate.2).squareRoot()
          guard other >= chroma / 2 else { continue }
          // Hue counts four times, lightness and colourfulness a quarter (CIE94's split).
          let dc = other - chroma
          let dh2 = max(0, da * da + db * db - dc * dc)
          distance = dl * dl / 4 + dc * dc / 4 + 4 * dh2
        }
        if found == nil || distance < found!.distance { found = (index, distance) }
      }
      return found?.index
    }
    return (chroma >= 12 ? best(keepingColour: true) : nil) ?? best(keepingColour: false) ?? 0
  }

  /// CIE L*a*b* of each palette colour, computed once.
  static let paletteLab: [(Double, Double, Double)] = (0..<256).map {
    lab(rgb(ofPalette: UInt8($0)))
  }

  /// CIE L*a*b* (D65) of an sRGB colour.
  static func lab(_ rgb: (Int, Int, Int)) -> (Double, Double, Double) {
    func linear(_ value: Int) -> Double {
      let c = Double(value) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(rgb.0), linear(rgb.1), linear(rgb.2))
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
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
