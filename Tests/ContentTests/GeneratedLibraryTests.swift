import Foundation
import Testing

/// Whether `scripts/generate-library` can run here: the Debian packages it reads (installed by
/// `scripts/install-deps`), python3 and the corpora. A user's machine may lack them: it skips.
private let generatorInputsPresent: Bool = {
  let files = [
    "/usr/share/iso-codes/json/iso_3166-1.json",
    "/usr/share/locale/zh_CN/LC_MESSAGES/iso_3166-1.mo",
    "/usr/share/iso-flags-png-320x240/ad.png",
  ]
  let tools = ["python3", "opencc", "dpkg-query"]
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  let found = tools.allSatisfy { tool in
    path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
  }
  return corporaPresent && found && files.allSatisfy { FileManager.default.fileExists(atPath: $0) }
}()

@Suite struct GeneratedLibraryTests {
  /// The committed data-derived games are exactly what the script makes from the packages and
  /// corpora: regenerate into a scratch folder and compare every file, byte for byte.
  @Test(
    .enabled(
      if: generatorInputsPresent,
      "needs iso-codes, iso-flags-png-320x240, opencc, python3 and ../shared/corpora"))
  func committedGamesEqualTheGeneratorsOutput() throws {
    let scratch = try TemporaryFolder()
    let output = scratch.url.appendingPathComponent("games")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", repository.appendingPathComponent("scripts/generate-library").path,
      "--corpora", corpora.path, output.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "generate-library failed: \(message)")

    let manager = FileManager.default
    let games = try manager.contentsOfDirectory(atPath: output.path).sorted()
    #expect(games.count >= 20, "the script made only \(games.count) games")
    for game in games {
      let made = output.appendingPathComponent(game)
      let committed = repository.appendingPathComponent("games").appendingPathComponent(game)
      let madeFiles = try manager.contentsOfDirectory(atPath: made.path).sorted()
      let committedFiles = (try? manager.contentsOfDirectory(atPath: committed.path).sorted()) ?? []
      #expect(
        madeFiles == committedFiles,
        "games/\(game): the files differ from the script's (run scripts/generate-library --force)")
      for file in madeFiles where committedFiles.contains(file) {
        let expected = try Data(contentsOf: made.appendingPathComponent(file))
        let actual = try Data(contentsOf: committed.appendingPathComponent(file))
        #expect(
          expected == actual,
          "games/\(game)/\(file) differs from the script's output (run scripts/generate-library --force)"
        )
      }
    }
  }
}
