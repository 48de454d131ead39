import Confined
import Foundation
import Testing

@testable import Pictures

@Suite struct PicturesTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func gameFile(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("games/picture-guess/\(name)").path
  }

  /// The Japanese flag: white with a red disc in the middle.
  @Test func decodesAShippedFlag() throws {
    let image = try PNGDecoder.load(path: Self.gameFile("jp.png"))
    #expect(image.width == 120 && image.height == 80)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let index = (y * image.width + x) * 4
      return Array(image.pixels[index..<index + 4])
    }
    let corner = pixel(2, 2)
    #expect(corner[0] > 200 && corner[1] > 200 && corner[2] > 200 && corner[3] == 255)
    let centre = pixel(60, 40)
    #expect(centre[0] > 150 && centre[1] < 80 && centre[2] < 80)
  }

  @Test func errorsNameTheFileAndTheProblem() throws {
    #expect(throws: PictureError.notPNG(path: "x.png")) {
      try PNGDecoder.decode(Array("GIF89a....".utf8), path: "x.png")
    }
    let good = try Data(contentsOf: URL(fileURLWithPath: Self.gameFile("jp.png")))
    let cut = Array(good.prefix(good.count / 2))
    do {
      _ = try PNGDecoder.decode(cut, path: "half.png")
      Issue.record("a truncated PNG decoded")
    } catch {
      guard case .corrupt(let path, let reason) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(path == "half.png" && !reason.description.isEmpty)
      #expect(error.description.hasPrefix("half.png: damaged PNG: "))
    }
    #expect(throws: PictureError.self) { try PNGDecoder.load(path: "/no/such/file.png") }
  }

  /// Scaling keeps the shape: a 120×80 flag in 40×40 cells is 40 pixels across, 27 down
  /// (14 cells of two pixels).
  @Test func fitKeepsTheShape() throws {
    let image = try PNGDecoder.load(path: Self.gameFile("jp.png"))
    let picture = PictureScaler.fit(image, columns: 40, rows: 40)
    #expect(picture.columns == 40)
    #expect(picture.rows == 14)
    let wide = PictureScaler.fit(image, columns: 200, rows: 10)
    #expect(wide.rows == 10 && wide.columns == 30)
    let centre = picture[20, 7]
    #expect(centre.top.map { $0.r > 150 && $0.g < 80 } == true)
  }

  @Test func smallPicturesGrowAtMostMaxScale() {
    let image = RGBAImage(width: 2, height: 2, pixels: Array(repeating: 255, count: 16))!
    #expect(PictureScaler.fit(image, columns: 100, rows: 100, maxScale: 3).columns == 6)
    #expect(PictureScaler.fit(image, columns: 100, rows: 100, maxScale: 3).rows == 3)
  }

  /// Half-transparent pixels average with their alpha; mostly transparent ones are nil.
  @Test func transparencyIsKept() {
    // Two pixels down: opaque red over fully transparent.
    let image = RGBAImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 0, 0])!
    let picture = PictureScaler.fit(image, columns: 1, rows: 1)
    #expect(picture[0, 0] == HalfBlockCell(top: RGB(255, 0, 0), bottom: nil))
    let mixed = RGBAImage(width: 2, height: 1, pixels: [0, 0, 255, 255, 255, 255, 255, 0])!
    let shrunk = PictureScaler.fit(mixed, columns: 1, rows: 1)
    // Blue and an invisible white: the average is blue, not pale blue.
    #expect(shrunk[0, 0].top == RGB(0, 0, 255))
  }
}

/// Pictures are read from their game's folder only, and bounded.
@Suite struct ConfinedPictureTests {
  let base = FileManager.default.temporaryDirectory
    .appendingPathComponent("pictures-tests-\(UUID().uuidString)")
  var game: URL { base.appendingPathComponent("game") }
  var folder: ConfinedFolder {
    ConfinedFolder(root: game.path, displayName: "games/quiz", scope: "the game folder")
  }

  init() throws {
    try FileManager.default.createDirectory(at: game, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: PicturesTests.gameFile("jp.png"), toPath: base.appendingPathComponent("jp.png").path)
  }

  func refusal(_ name: String) -> PictureError? {
    defer { try? FileManager.default.removeItem(at: base) }
    do {
      _ = try PNGDecoder.load(name, in: folder)
      return nil
    } catch { return error }
  }

  @Test func aPictureLinkedOutOfTheGameIsNotRead() throws {
    try FileManager.default.createSymbolicLink(
      atPath: game.appendingPathComponent("a.png").path, withDestinationPath: "../jp.png")
    #expect(
      refusal("a.png")?.description
        == "games/quiz/a.png is a link to ../jp.png, outside the game folder: not read")
  }

  @Test func aFIFOIsNotAPicture() throws {
    #expect(mkfifo(game.appendingPathComponent("a.png").path, 0o644) == 0)
    #expect(refusal("a.png")?.description == "games/quiz/a.png is a FIFO, not a regular file")
  }

  @Test func aFileOverTheCapIsNotRead() throws {
    let path = game.appendingPathComponent("big.png").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, off_t(PNGDecoder.maxFileBytes + 1)) == 0)  // sparse: no disk used
    #expect(
      refusal("big.png")?.description
        == "games/quiz/big.png is larger than 8388608 bytes (8388609 bytes or more): not read")
  }

  @Test func aPictureOfTheGameIsDecoded() throws {
    try FileManager.default.copyItem(
      atPath: PicturesTests.gameFile("jp.png"), toPath: game.appendingPathComponent("jp.png").path)
    defer { try? FileManager.default.removeItem(at: base) }
    #expect(try PNGDecoder.load("jp.png", in: folder).width == 120)
  }
}
