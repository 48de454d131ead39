import CPNG
import Confined
import Foundation
import Localization

/// Decodes PNG files with libpng into RGBA pixels.
public enum PNGDecoder {
  /// The most pixels a picture may have (16 megapixels): a terminal shows far fewer, and a
  /// hostile file must not make us allocate gigabytes.
  public static let maxPixels = 16 * 1024 * 1024

  /// The most bytes a picture file may have (8 MiB): the shipped flags are a few KiB, and the
  /// file is refused before it is read. The pixel count is checked from the PNG header, before
  /// any pixel is decoded.
  public static let maxFileBytes = 8 * 1024 * 1024

  /// Reads and decodes the PNG file `name` of `folder`, never reading outside it.
  public static func load(_ name: String, in folder: ConfinedFolder) throws(PictureError)
    -> RGBAImage
  {
    let bytes: [UInt8]
    do { bytes = try folder.read(name, maxBytes: maxFileBytes) } catch {
      guard error.reason == .missing else { throw .refused(error) }
      throw .unreadable(path: error.path, reason: Phrase(trLater("no such file")))
    }
    return try decode(bytes, path: folder.display(name))
  }

  /// Reads and decodes the PNG file at `path` (the folder holding it is its confinement).
  public static func load(path: String) throws(PictureError) -> RGBAImage {
    let folder = (path as NSString).deletingLastPathComponent
    let confined = ConfinedFolder(
      root: folder.isEmpty ? "." : folder, displayName: folder, scope: Phrase(trLater("its folder"))
    )
    return try load((path as NSString).lastPathComponent, in: confined)
  }

  /// Decodes PNG bytes; `path` names them in errors.
  public static func decode(_ bytes: [UInt8], path: String) throws(PictureError) -> RGBAImage {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG(path: path) }
    // libpng reads from the buffer until finish_read: both calls happen while it is pinned.
    let result: Result<RGBAImage, PictureError> = bytes.withUnsafeBytes { buffer in
      var image = trivium_png_image()
      guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0
      else { return .failure(.corrupt(path: path, reason: .verbatim(message(&image)))) }
      defer { png_image_free(&image) }
      let width = Int(image.width)
      let height = Int(image.height)
      guard width * height <= maxPixels else {
        return .failure(.tooLarge(path: path, width: width, height: height))
      }
      image.format = trivium_png_format_rgba()
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let finished = pixels.withUnsafeMutableBytes { out in
        png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
      }
      guard finished != 0, trivium_png_failed(&image) == 0 else {
        return .failure(.corrupt(path: path, reason: .verbatim(message(&image))))
      }
      guard let decoded = RGBAImage(width: width, height: height, pixels: pixels) else {
        return .failure(.corrupt(path: path, reason: Phrase(trLater("empty picture"))))
      }
      return .success(decoded)
    }
    return try result.get()
  }

  private static func message(_ image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { raw in
      let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      return text.isEmpty ? "unknown libpng error" : text
    }
  }
}
