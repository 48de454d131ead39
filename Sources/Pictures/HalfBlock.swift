/// One terminal cell of a picture: two pixels stacked, drawn as "▀" with the top pixel as the
/// foreground and the bottom one as the background. Nil pixels are transparent.
public struct HalfBlockCell: Hashable, Sendable {
  /// The upper pixel.
  public var top: RGB?
  /// The lower pixel.
  public var bottom: RGB?

  /// A cell of two pixels.
  public init(top: RGB?, bottom: RGB?) {
    self.top = top
    self.bottom = bottom
  }
}

/// A picture laid out in terminal cells, two pixels per cell.
public struct HalfBlockPicture: Equatable, Sendable {
  /// Cells across.
  public let columns: Int
  /// Cells down.
  public let rows: Int
  private let cells: [HalfBlockCell]

  /// A picture of `columns` × `rows` cells; nil when the count does not match.
  public init?(columns: Int, rows: Int, cells: [HalfBlockCell]) {
    guard columns >= 0, rows >= 0, cells.count == columns * rows else { return nil }
    self.columns = columns
    self.rows = rows
    self.cells = cells
  }

  /// The cell at `column`, `row` (both in range).
  public subscript(column: Int, row: Int) -> HalfBlockCell { cells[row * columns + column] }
}

/// Scales pictures to a box of terminal cells, keeping their shape.
public enum PictureScaler {
  /// The size in pixels `image` takes when fitted in `columns` × `rows` cells (a cell holds
  /// one pixel across and two down, which terminals draw roughly square), growing it at most
  /// `maxScale` times.
  public static func fittedSize(
    width: Int, height: Int, columns: Int, rows: Int, maxScale: Double = 8
  ) -> (width: Int, height: Int) {
    guard width > 0, height > 0, columns > 0, rows > 0 else { return (0, 0) }
    let scale = min(Double(columns) / Double(width), Double(rows * 2) / Double(height), maxScale)
    let fittedWidth = max(1, min(columns, Int((Double(width) * scale).rounded())))
    let fittedHeight = max(1, min(rows * 2, Int((Double(height) * scale).rounded())))
    return (fittedWidth, fittedHeight)
  }

  /// `image` fitted in `columns` × `rows` cells: shrunk by averaging the pixels each output
  /// pixel covers (weighted by alpha, so transparent edges do not darken), grown by repeating
  /// pixels. Pixels under half opaque are transparent.
  public static func fit(_ image: RGBAImage, columns: Int, rows: Int, maxScale: Double = 8)
    -> HalfBlockPicture
  {
    let (width, height) = fittedSize(
      width: image.width, height: image.height, columns: columns, rows: rows, maxScale: maxScale)
    guard width > 0, height > 0 else { return HalfBlockPicture(columns: 0, rows: 0, cells: [])! }
    var pixels: [RGB?] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      let top = y * image.height / height
      let bottom = max(top + 1, (y + 1) * image.height / height)
      for x in 0..<width {
        let left = x * image.width / width
        let right = max(left + 1, (x + 1) * image.width / width)
        pixels.append(average(image, left..<right, top..<bottom))
      }
    }
    let cellRows = (height + 1) / 2
    var cells: [HalfBlockCell] = []
    cells.reserveCapacity(width * cellRows)
    for row in 0..<cellRows {
      for column in 0..<width {
        let upper = pixels[(row * 2) * width + column]
        let lower = row * 2 + 1 < height ? pixels[(row * 2 + 1) * width + column] : nil
        cells.append(HalfBlockCell(top: upper, bottom: lower))
      }
    }
    return HalfBlockPicture(columns: width, rows: cellRows, cells: cells)!
  }

  private static func average(_ image: RGBAImage, _ xs: Range<Int>, _ ys: Range<Int>) -> RGB? {
    var red = 0
    var green = 0
    var blue = 0
    var alpha = 0
    image.pixels.withUnsafeBufferPointer { pixels in
      for y in ys {
        var index = (y * image.width + xs.lowerBound) * 4
        for _ in xs {
          let a = Int(pixels[index + 3])
          red += Int(pixels[index]) * a
          green += Int(pixels[index + 1]) * a
          blue += Int(pixels[index + 2]) * a
          alpha += a
          index += 4
        }
      }
    }
    let count = xs.count * ys.count
    guard alpha * 2 >= count * 255 else { return nil }
    return RGB(UInt8(red / alpha), UInt8(green / alpha), UInt8(blue / alpha))
  }
}
