import Confined
import Localization

/// A colour with 8 bits per channel.
public struct RGB: Hashable, Sendable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  /// A colour from its channels.
  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }
}

/// A decoded picture: 8-bit RGBA pixels, row by row.
public struct RGBAImage: Equatable, Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha.
  public let pixels: [UInt8]

  /// An image from its pixels; nil when the byte count does not match the size.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

/// Why a picture could not be used.
public enum PictureError: Error, Equatable, CustomStringConvertible, Translatable {
  /// The file could not be read.
  case unreadable(path: String, reason: Phrase)
  /// The file was not read: it leaves its folder, is no regular file, or is too large.
  case refused(ConfinedError)
  /// The file is not a PNG.
  case notPNG(path: String)
  /// The PNG is damaged; libpng's message (kept as it is) says where.
  case corrupt(path: String, reason: Phrase)
  /// The picture is larger than a terminal front will ever need.
  case tooLarge(path: String, width: Int, height: Int)

  /// The file and the problem, in English.
  public var description: String { sentence.description }

  /// The file and the problem, as words of ours around the values.
  public var sentence: Phrase {
    switch self {
    case .unreadable(let path, let reason):
      Phrase(
        trLater("{path}: cannot read the picture: {reason}"),
        ["path": .text(path), "reason": .phrase(reason)])
    case .refused(let refusal): refusal.sentence
    case .notPNG(let path): Phrase(trLater("{path}: not a PNG file"), ["path": .text(path)])
    case .corrupt(let path, let reason):
      Phrase(
        trLater("{path}: damaged PNG: {reason}"), ["path": .text(path), "reason": .phrase(reason)])
    case .tooLarge(let path, let width, let height):
      Phrase(
        trLater("{path}: picture of {width}×{height} pixels is larger than {limit} pixels"),
        [
          "path": .text(path), "width": .number(width), "height": .number(height),
          "limit": .number(PNGDecoder.maxPixels),
        ])
    }
  }
}
