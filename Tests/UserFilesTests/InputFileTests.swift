import Foundation
import Testing

@testable import UserFiles

/// Files the user names are read with errors in words: never a framework's error code.
@Suite struct InputFileTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "trivium-input-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func problem(_ path: String) -> UserFileError? {
    do {
      _ = try InputFile.text(path)
      return nil
    } catch { return error }
  }

  @Test func aFileIsReadWithItsByteOrderMarkDropped() throws {
    try Data([0xEF, 0xBB, 0xBF] + Array("héllo\n".utf8)).write(
      to: URL(fileURLWithPath: folder + "/a.txt"))
    #expect(try InputFile.text(folder + "/a.txt") == "héllo\n")
  }

  @Test func eachProblemIsSaidInWords() throws {
    #expect(
      problem(folder + "/missing.json")?.description == "\(folder)/missing.json does not exist")
    #expect(problem(folder + "/missing.json")?.kind == .missing)
    #expect(problem(folder)?.description == "\(folder) is a folder, not a file")
    try Data([0x7B, 0x0A, 0x22, 0xFF, 0x22]).write(to: URL(fileURLWithPath: folder + "/bad.json"))
    #expect(
      problem(folder + "/bad.json")?.description
        == "\(folder)/bad.json is not UTF-8 text (a bad byte on line 2)")
    #expect(problem("")?.description == "'' is an empty path: it names no file")
  }

  @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
    try Data(repeating: 0x41, count: 3 << 20).write(to: URL(fileURLWithPath: folder + "/big"))
    #expect(throws: UserFileError.self) { try InputFile.read(folder + "/big", limit: 2 << 20) }
    #expect(try InputFile.read(folder + "/big", limit: 4 << 20).count == 3 << 20)
  }

  @Test func aPipeIsReadToItsEndAndBoundedToo() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let text = String(repeating: "line\n", count: 20_000)
    let writer = Thread { [write = ends[1]] in
      _ = text.utf8CString.withUnsafeBufferPointer {
        Glibc.write(write, $0.baseAddress, text.utf8.count)
      }
      close(write)
    }
    writer.start()
    #expect(try InputFile.text("/dev/fd/\(ends[0])") == text)
  }
}
