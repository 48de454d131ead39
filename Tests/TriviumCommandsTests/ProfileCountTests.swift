import Foundation
import Testing

@testable import TriviumCommands

/// `profile list` counts finished games as `stats` does: a session set aside unfinished (a
/// resume under changed plugins) is not one of them (issue 28, point 7).
@Suite struct ProfileCountTests {
  @Test func aSetAsideSessionIsNotAFinishedGame() throws {
    let folder = NSTemporaryDirectory() + "trivium-profile-count-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Version 5's fixture: Ana finished one game and has one set aside; Zoë finished one.
    let data = folder + "/trivium.sqlite3"
    try FileManager.default.copyItem(
      atPath: repositoryRoot.appendingPathComponent(
        "Tests/StoreTests/Fixtures/trivium-v5.sqlite3"
      ).path, toPath: data)
    let listed = Trivium.run(["profile", "list", "--data", data])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout == "Ana: 1 finished game, 1 saved\nZoë 🦊: 1 finished game, 1 saved\n")
  }
}
