import Foundation
import Testing

@testable import UserFiles

/// Whatever Trivium writes, Trivium reads back: a writer given its reader's limit refuses to
/// pass it, and leaves nothing of the file (docs/files.md).
@Suite struct OutputLimitTests {
  let folder: String
  let small = OutputLimit(bytes: 10, readers: "replay and merge")

  init() throws {
    folder = NSTemporaryDirectory() + "trivium-limit-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder + "/" + name }

  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func aNewFilePastTheLimitIsNotWrittenAtAll() throws {
    let file = try OutputFile(path("log.jsonl"), limit: small)
    try file.write("123456")
    try file.write("7890")
    #expect(throws: UserFileError.self) { try file.write("x") }
    #expect(try names() == [])
    do {
      try OutputFile.write(String(repeating: "y", count: 11), to: path("log"), limit: small)
    } catch {
      #expect(
        error.description.contains(
          "would be larger than the 10 bytes replay and merge read: not written"), "\(error)")
      #expect(error.description.contains("(nothing was written)"), "\(error)")
    }
    #expect(try names() == [])
  }

  @Test func aFileItWouldReplaceIsLeftAsItWas() throws {
    try Data("old".utf8).write(to: URL(fileURLWithPath: path("log")))
    #expect(throws: UserFileError.self) {
      try OutputFile.write(String(repeating: "y", count: 11), to: path("log"), limit: small)
    }
    #expect(try String(contentsOfFile: path("log"), encoding: .utf8) == "old")
    #expect(try names() == ["log"])
  }

  @Test func aFileAtTheLimitIsWrittenAndReadBack() throws {
    try OutputFile.write("1234567890", to: path("log"), limit: small)
    #expect(try InputFile.read(path("log"), limit: small.bytes).count == 10)
  }

  @Test func eachKindsLimitIsItsReadersLimit() {
    #expect(OutputLimit.log.bytes == InputFile.defaultLimit)
    #expect(OutputLimit.export.bytes == InputFile.defaultLimit)
  }
}
