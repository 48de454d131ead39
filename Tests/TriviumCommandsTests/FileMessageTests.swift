import Foundation
import Testing

@testable import TriviumCommands

/// Every file a command is given and cannot use is named, with what is wrong in words.
@Suite struct FileMessageTests {
  let folder = NSTemporaryDirectory() + "trivium-files-\(UUID().uuidString)"

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  @Test func missingFilesFoldersAndBadTextAreSaidInWords() throws {
    try Data([0xFF, 0xFE, 0x7B]).write(to: URL(fileURLWithPath: folder + "/utf16.json"))
    let cases: [([String], String)] = [
      (
        ["import", "aiken", folder + "/none.txt", "--out", folder + "/g"],
        "none.txt: does not exist"
      ),
      (
        ["tournament", folder + "/none.json"],
        "the tournament file \(folder)/none.json does not exist"
      ),
      (["tournament", folder], "the tournament file \(folder) is a folder, not a file"),
      (
        ["tournament", folder + "/utf16.json"],
        "the tournament file \(folder)/utf16.json is not UTF-8 text (a bad byte on line 1)"
      ),
      (["replay", folder + "/none.jsonl"], "the log \(folder)/none.jsonl does not exist"),
      (["replay", folder], "the log \(folder) is a folder, not a file"),
      (["merge", folder + "/none.json", folder + "/x"], "the tournament file"),
    ]
    for (arguments, message) in cases {
      let output = Trivium.run(arguments)
      #expect(output.status == 1, "\(arguments)")
      #expect(output.stderr.contains(message), "\(arguments): \(output.stderr)")
      #expect(
        !output.stderr.contains("NSCocoaErrorDomain")
          && !output.stderr.contains("operation could not"))
    }
  }

  @Test func anEmptyLogIsNotAPassingReplay() throws {
    _ = FileManager.default.createFile(atPath: folder + "/empty.jsonl", contents: Data())
    let output = Trivium.run(["replay", folder + "/empty.jsonl"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("holds no session"), "\(output.stderr)")
  }

  /// The `trivium` built beside the test bundle.
  static var trivium: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("trivium").path
  }

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: trivium), "needs the trivium executable"))
  func standardInputIsReadByNameOrDash() throws {
    for name in ["-", "/dev/stdin"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Self.trivium)
      let out = folder + "/from-\(name == "-" ? "dash" : "stdin")"
      process.arguments = ["import", "aiken", name, "--out", out]
      let input = Pipe()
      let errors = Pipe()
      process.standardInput = input
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      input.fileHandleForWriting.write(Data("Which is red?\nA. Sky\nB. Blood\nANSWER: B\n".utf8))
      try input.fileHandleForWriting.close()
      let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(name): \(said)")
      #expect(FileManager.default.fileExists(atPath: out + "/questions.json"), "\(name): \(said)")
    }
  }
}
