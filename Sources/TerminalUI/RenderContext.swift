import Localization
import Pictures
import QuizCore
import Terminal

/// What every screen needs to draw itself: the theme, the terminal's abilities, the time and
/// the pictures.
public struct RenderContext {
  /// Colours and shapes.
  public var theme: Theme
  /// The terminal's colour depth (pictures need colour).
  public var depth: ColorDepth
  /// The time in seconds on the front's clock, for animations.
  public var now: Double
  /// Decoded pictures by file name, scaled on demand.
  public var pictures: PictureCache

  /// A context with every part given.
  public init(theme: Theme, depth: ColorDepth, now: Double, pictures: PictureCache) {
    self.theme = theme
    self.depth = depth
    self.now = now
    self.pictures = pictures
  }
}

/// Pictures read once and scaled once per size: drawing a frame must not decode a PNG.
public final class PictureCache {
  /// Reads a picture by the name a widget gives (a file of the game folder).
  public typealias Loader = (String) throws(PictureError) -> RGBAImage

  private let loader: Loader
  private var images: [String: Result<RGBAImage, PictureError>] = [:]
  private var scaled: [ScaledKey: HalfBlockPicture] = [:]

  private struct ScaledKey: Hashable {
    var source: String
    var columns: Int
    var rows: Int
  }

  /// A cache that reads pictures with `loader`.
  public init(loader: @escaping Loader) { self.loader = loader }

  /// A cache that has no pictures (every picture is a placeholder).
  public static func empty() -> PictureCache {
    PictureCache { (name: String) throws(PictureError) -> RGBAImage in
      throw PictureError.unreadable(path: name, reason: Phrase(trLater("no pictures")))
    }
  }

  /// Forgets every picture read, so that the next draw reads each file again (a reload).
  public func forget() {
    images = [:]
    scaled = [:]
  }

  /// The decoded picture, or the error that explains why it is missing.
  public func image(_ source: String) -> Result<RGBAImage, PictureError> {
    if let known = images[source] { return known }
    let result: Result<RGBAImage, PictureError>
    do throws(PictureError) { result = .success(try loader(source)) } catch {
      result = .failure(error)
    }
    images[source] = result
    return result
  }

  /// The picture scaled to fit `columns` × `rows` cells, or nil when it cannot be read.
  public func picture(_ source: String, columns: Int, rows: Int) -> HalfBlockPicture? {
    guard columns > 0, rows > 0 else { return nil }
    let key = ScaledKey(source: source, columns: columns, rows: rows)
    if let done = scaled[key] { return done }
    guard case .success(let image) = image(source) else { return nil }
    let picture = PictureScaler.fit(image, columns: columns, rows: rows)
    scaled[key] = picture
    return picture
  }

  /// Forgets everything (hot reload).
  public func clear() {
    images = [:]
    scaled = [:]
  }
}

extension Frame {
  /// Draws a half-block picture with its top-left corner at `origin` (S0.11's picture too).
  ///
  /// Pictures are content, not styling, so they are drawn whatever the terminal: two pixels a
  /// cell in half blocks; one colour a cell in ASCII; shades of grey in characters without
  /// colour (`NO_COLOR`), denser for lighter pixels.
  mutating func picture(
    _ picture: HalfBlockPicture, at origin: Point, background: Style, depth: ColorDepth
  ) {
    // Every cell is one narrow character of the glyph table (never transliterated: the table
    // chosen is already the right one), so it is stored directly.
    let area = clip.intersection(bounds)
    for row in 0..<picture.rows {
      for column in 0..<picture.columns {
        let cell = picture[column, row]
        let (style, text) = pictureCell(
          top: cell.top.map { ($0.r, $0.g, $0.b) }, bottom: cell.bottom.map { ($0.r, $0.g, $0.b) },
          background: background, depth: depth)
        buffer.putNarrow(
          text, at: Point(x: origin.x + column, y: origin.y + row + shift), style: style,
          clip: area)
      }
    }
  }

  /// One cell of a picture: its style and character.
  private func pictureCell(
    top: (UInt8, UInt8, UInt8)?, bottom: (UInt8, UInt8, UInt8)?, background: Style,
    depth: ColorDepth
  ) -> (Style, String) {
    if depth != .none, let upper = glyphs.halfTop, let lower = glyphs.halfBottom {
      switch (top, bottom) {
      case (let top?, let bottom?):
        return (
          Style(
            foreground: .rgb(top.0, top.1, top.2), background: .rgb(bottom.0, bottom.1, bottom.2)),
          upper
        )
      case (let top?, nil):
        return (
          Style(foreground: .rgb(top.0, top.1, top.2), background: background.background), upper
        )
      case (nil, let bottom?):
        return (
          Style(foreground: .rgb(bottom.0, bottom.1, bottom.2), background: background.background),
          lower
        )
      case (nil, nil): return (background, " ")
      }
    }
    guard let first = top ?? bottom else { return (background, " ") }
    let second = bottom ?? first
    let mean = (
      (Int(first.0) + Int(second.0)) / 2, (Int(first.1) + Int(second.1)) / 2,
      (Int(first.2) + Int(second.2)) / 2
    )
    if depth == .none {
      let light = (2 * mean.0 + 5 * mean.1 + mean.2) / 8
      let shades = glyphs.shades
      return (Style.plain, shades[min(shades.count - 1, light * shades.count / 256)])
    }
    return (Style(background: .rgb(UInt8(mean.0), UInt8(mean.1), UInt8(mean.2))), " ")
  }
}
